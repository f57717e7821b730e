// An ability in quotation marks given until end of turn (418.5a, layer 6): "Until end of turn,
// lands you control gain "{T}: Add one mana of any color to your mana pool."" (Divergent
// Growth), "Until end of turn, permanents you control gain "{T}: This permanent deals 1 damage
// to target creature or player."" (Flame Fusillade), "Until end of turn, target creature gains
// trample and "{G}: Regenerate this creature."" (Run Wild). The quoted text reads with the same
// grammar as a printed ability (quoted.ts); "this [noun]" in it is each object that gains it, so
// that object is the ability's source and its controller plays it. The group is fixed as the
// spell resolves (418.3b), as the keyword grants of mass-grants.ts are. "Until end of turn, each
// creature you control becomes black, its creature type becomes Shade, and it gains "..."" (Shade's
// Breath): a color (layer 5) and a creature type (layer 4) set with the ability, for the same group.
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import type { Clause } from "./effects.js";
import { COLORS, filterPhrase, type Filter } from "./nouns.js";
import { quotedAbilityAs } from "./quoted.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";

type Mod = { kind: string; keyword?: string; ability?: unknown };
const HEAD = "until end of turn, ";

/** The noun a group's members are called by in their quoted ability: "this land", "this permanent", "this creature" (a creature type). */
const nounOf = (f: Filter): string | undefined => (f.types?.length === 1 ? f.types[0] : f.types?.length ? undefined : f.subtypes?.length ? "creature" : "permanent");
/** A group its controller names ("lands you control"), as mass-grants.ts reads it without "all". */
const group: Syntax<Filter> = filterPhrase("many");
const named = (f: Filter) => f.controller !== undefined && !f.other && !f.combat;

const becomes = (object: unknown, mods: Mod[]): Clause => ({ do: "becomes", object, modifications: mods, duration: "endOfTurn" });
/** The clause's keywords and its one quoted ability (the last modification). */
const grantsOf = (c: Clause): { keywords: string[]; quoted: Mod } | undefined => {
  const mods = c.do === "becomes" && c.duration === "endOfTurn" ? (c.modifications as Mod[]) : undefined;
  const quoted = mods?.[mods.length - 1];
  if (!quoted || quoted.kind !== "addAbility" || mods!.slice(0, -1).some((m) => m.kind !== "addKeyword")) return undefined;
  return { keywords: mods!.slice(0, -1).map((m) => m.keyword!), quoted };
};

const color = words<string>(COLORS.map(([w, c]) => [w, c]));
const creatureType = words<string>((creatureTypes as string[]).map((t) => [t, t]));
/** "each creature you control becomes black, its creature type becomes Shade, and it gains "..."": one clause of three modifications. */
const recolored: Syntax<Clause[]> = map(
  syn`until end of turn, each ${filterPhrase("one")} becomes ${color}, its creature type becomes ${creatureType}, and it gains ${quotedAbilityAs("creature")}`,
  ([f, c, t, m]) => (named(f) && nounOf(f) === "creature" && f.types?.length ? [becomes({ all: f }, [{ kind: "setColors", colors: [c] } as Mod, { kind: "setCreatureType", subtype: t } as Mod, m as Mod])] : undefined),
  (cs: Clause[]) => {
    const mods = cs.length === 1 && cs[0]!.do === "becomes" && cs[0]!.duration === "endOfTurn" ? (cs[0]!.modifications as (Mod & { colors?: string[]; subtype?: string })[]) : undefined;
    const f = (cs[0]?.object as { all?: Filter } | undefined)?.all;
    if (!f || mods?.length !== 3 || mods[0]!.kind !== "setColors" || mods[0]!.colors?.length !== 1 || mods[1]!.kind !== "setCreatureType" || mods[2]!.kind !== "addAbility") return undefined;
    return [f, mods[0]!.colors[0]!, mods[1]!.subtype!, mods[2] as never];
  },
);

/** `object` and `grantWords` are the effects grammar's (effects.ts). */
export function quotedGrantClauses(object: Syntax<unknown>, grantWords: Syntax<string[]>): Syntax<Clause[]> {
  return alt(recolored, groupOrOne(object, grantWords));
}

function groupOrOne(object: Syntax<unknown>, grantWords: Syntax<string[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      if (!text.startsWith(HEAD, at)) return;
      const from = at + HEAD.length;
      // "lands you control gain "..."": each member of the group gains the ability.
      for (const [f, end] of group.parse(text, from)) {
        const noun = named(f) ? nounOf(f) : undefined;
        if (noun === undefined || !text.startsWith(" gain ", end)) continue;
        for (const [m, stop] of quotedAbilityAs(noun).parse(text, end + 6)) yield [[becomes({ all: f }, [m as Mod])], stop];
      }
      // "target creature gains trample and "..."": one creature gains the keywords and the ability.
      for (const [o, end] of object.parse(text, from)) {
        if (!object.print(o)?.endsWith("creature") || !text.startsWith(" gains ", end)) continue;
        const quoted = quotedAbilityAs("creature");
        for (const [m, stop] of quoted.parse(text, end + 7)) yield [[becomes(o, [m as Mod])], stop];
        for (const [ks, kend] of grantWords.parse(text, end + 7)) {
          if (!text.startsWith(" and ", kend)) continue;
          for (const [m, stop] of quoted.parse(text, kend + 5)) yield [[becomes(o, [...ks.map((keyword) => ({ kind: "addKeyword", keyword })), m as Mod])], stop];
        }
      }
    },
    print(cs) {
      const g = cs.length === 1 ? grantsOf(cs[0]!) : undefined;
      if (!g) return undefined;
      const o = cs[0]!.object as { all?: Filter };
      if (o && typeof o === "object" && o.all) {
        const noun = named(o.all) && !g.keywords.length ? nounOf(o.all) : undefined;
        const said = noun && group.print(o.all);
        const quoted = noun && quotedAbilityAs(noun).print(g.quoted as never);
        return said && quoted ? `${HEAD}${said} gain ${quoted}` : undefined;
      }
      const said = object.print(o);
      const quoted = quotedAbilityAs("creature").print(g.quoted as never);
      if (!said?.endsWith("creature") || !quoted) return undefined;
      if (!g.keywords.length) return `${HEAD}${said} gains ${quoted}`;
      const ks = grantWords.print(g.keywords);
      return ks ? `${HEAD}${said} gains ${ks} and ${quoted}` : undefined;
    },
  };
}
