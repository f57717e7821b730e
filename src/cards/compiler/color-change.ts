// "[object] becomes white until end of turn" (Cloudchaser Kestrel), "~ becomes colorless until
// end of turn" (Blazing Blade Askari), and "Target creature gets +1/+0, becomes black, and gains
// shadow until end of turn" (Traitor's Clutch): the new color replaces the object's colors
// (105.2; none: colorless, 105.2c (?)) for the turn, a continuous effect of layer 5 (418.5).
import type { Clause } from "./effects.js";
import { COLORS } from "./nouns.js";
import { alt, map, syn, word, words, type Syntax } from "./syntax.js";

type Mod = { kind: string; colors?: string[]; keyword?: string };
const color = alt<string[]>(words<string[]>(COLORS.map(([w, c]) => [w, [c]])), word("colorless", []));
const becomes = (object: unknown, modifications: Mod[]): Clause => ({ do: "becomes", object, modifications, duration: "endOfTurn" });
const endOfTurn = (c: Clause | undefined) => (c?.do === "becomes" && c.duration === "endOfTurn" ? (c.modifications as Mod[]) : undefined);

/** `object`, `ptChange` and `grantWords` are the effects grammar's (effects.ts). */
export function colorChangeClauses(object: Syntax<unknown>, ptChange: Syntax<{ power: number | "X"; toughness: number | "X" }>, grantWords: Syntax<string[]>): Syntax<Clause[]> {
  return alt<Clause[]>(
    map(syn`${object} becomes ${color} until end of turn`, ([o, colors]) => [becomes(o, [{ kind: "setColors", colors }])], (cs: Clause[]) => {
      const mods = cs.length === 1 ? endOfTurn(cs[0]) : undefined;
      return mods?.length === 1 && mods[0]!.kind === "setColors" ? [cs[0]!.object, mods[0]!.colors] : undefined;
    }),
    map(
      syn`${object} gets ${ptChange}, becomes ${color}, and gains ${grantWords} until end of turn`,
      ([o, pt, colors, ks]) => (typeof o === "string" || pt.power === "X" || pt.toughness === "X" ? undefined : [
        { do: "modifyPT", ...pt, object: o, duration: "endOfTurn" },
        becomes({ target: "it" }, [{ kind: "setColors", colors }, ...ks.map((keyword) => ({ kind: "addKeyword", keyword }))]),
      ]),
      (cs: Clause[]) => {
        const mods = cs.length === 2 && cs[0]!.do === "modifyPT" && cs[0]!.duration === "endOfTurn" ? endOfTurn(cs[1]) : undefined;
        if (!mods || JSON.stringify(cs[1]!.object) !== JSON.stringify({ target: "it" }) || mods[0]?.kind !== "setColors" || mods.length < 2 || !mods.slice(1).every((m) => m.kind === "addKeyword")) return undefined;
        return [cs[0]!.object, { power: cs[0]!.power, toughness: cs[0]!.toughness }, mods[0].colors, mods.slice(1).map((m) => m.keyword)];
      },
    ),
  );
}
