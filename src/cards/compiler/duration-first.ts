// "Until end of turn, ..." printed before the effects it lasts for: Time Spiral's wording of a
// keyword grant joined to a P/T change. "Until end of turn, target creature gains trample and
// gets +X/+X, where X is the number of attacking creatures." (Strength in Numbers: the X is
// where-x.ts's count, once, as it resolves, 413.2) and "Until end of turn, creatures you control
// gain trample and get +1/+1 for each basic land type among lands you control." (Tromp the
// Domains: 205.3d, counted once as it resolves). Both effects last until end of turn (418.5a,
// layer 6); the group is fixed as the spell resolves (418.3b).
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

type Pt = { power: number | "X"; toughness: number | "X" };
type Mod = { kind: string; keyword?: string };
const keywordsOf = (c: Clause | undefined): string[] | undefined => {
  const mods = c?.do === "becomes" && c.duration === "endOfTurn" ? (c.modifications as Mod[]) : undefined;
  return mods?.length && mods.every((m) => m.kind === "addKeyword") ? mods.map((m) => m.keyword!) : undefined;
};
const grant = (object: unknown, ks: string[]): Clause => ({ do: "becomes", object, modifications: ks.map((keyword) => ({ kind: "addKeyword", keyword })), duration: "endOfTurn" });

/** A group its controller names ("creatures you control"), as mass-grants.ts reads it without "all". */
const group: Syntax<Filter> = map(filterPhrase("many"), (f) => (f.controller && !f.other ? f : undefined), (f) => (f.controller && !f.other ? f : undefined));
const LAND_TYPES = { basicLandTypes: "you" } as const;

/** `object` and the words of the effects grammar (effects.ts). */
export function durationFirstClauses(object: Syntax<unknown>, grantWords: Syntax<string[]>, ptChange: Syntax<Pt>): Syntax<Clause[]> {
  return alt<Clause[]>(
    // The P/T change is "it": the object the grant names (a target is chosen once, 409.1c).
    map(
      syn`until end of turn, ${object} gains ${grantWords} and gets ${ptChange}`,
      ([o, ks, pt]) => [grant(o, ks), { do: "modifyPT", ...pt, object: typeof o === "string" ? o : { target: "it" }, duration: "endOfTurn" }],
      (cs: Clause[]) => {
        const [b, m] = cs;
        const ks = cs.length === 2 ? keywordsOf(b) : undefined;
        if (!ks || m!.do !== "modifyPT" || m!.duration !== "endOfTurn") return undefined;
        const same = typeof b!.object === "string" ? m!.object === b!.object : JSON.stringify(m!.object) === JSON.stringify({ target: "it" });
        return same ? [b!.object, ks, { power: m!.power, toughness: m!.toughness } as Pt] : undefined;
      },
    ),
    map(
      syn`until end of turn, ${group} gain ${grantWords} and get ${lit("+1/+1 for each basic land type among lands you control")}`,
      ([f, ks]) => [grant({ all: f }, ks), { do: "modifyPTAll", filter: f, power: LAND_TYPES, toughness: LAND_TYPES, duration: "endOfTurn" }],
      (cs: Clause[]) => {
        const [b, m] = cs;
        const ks = cs.length === 2 ? keywordsOf(b) : undefined;
        const f = (b?.object as { all?: Filter } | undefined)?.all;
        if (!ks || !f || m!.do !== "modifyPTAll" || m!.duration !== "endOfTurn" || JSON.stringify(m!.filter) !== JSON.stringify(f)) return undefined;
        const landTypes = (v: unknown) => JSON.stringify(v) === JSON.stringify(LAND_TYPES);
        return landTypes(m!.power) && landTypes(m!.toughness) ? [f, ks, null] : undefined;
      },
    ),
  );
}
