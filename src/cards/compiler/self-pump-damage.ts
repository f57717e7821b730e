// "{R}{R}: ~ gets +2/+0 until end of turn and deals 1 damage to you" (Stormcloud Djinn) and
// "{G}: ~ gains forestwalk until end of turn and it deals 1 damage to you" (Wormwood Dryad): a
// change to the ability's source for the turn, then damage its source deals to its controller.
import type { Clause } from "./effects.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

const hurts = (c: Clause | undefined) => (c?.do === "damage" && c.to === "you" && !c.divided && typeof c.amount === "number" && c.amount > 0 ? c.amount : undefined);

/** `ptChange`, `grantWords` and `digits` are the effects grammar's (effects.ts). */
export function selfPumpDamageClauses(ptChange: Syntax<{ power: number | "X"; toughness: number | "X" }>, grantWords: Syntax<string[]>, digits: Syntax<number>): Syntax<Clause[]> {
  return alt<Clause[]>(
    map(
      syn`~ gets ${ptChange} until end of turn and deals ${digits} damage to you`,
      ([pt, n]): Clause[] | undefined => (n > 0 && pt.power !== "X" && pt.toughness !== "X" ? [{ do: "modifyPT", ...pt, object: "self", duration: "endOfTurn" }, { do: "damage", amount: n, to: "you" }] : undefined),
      (cs: Clause[]) => {
        const [m, d] = cs;
        return cs.length === 2 && m!.do === "modifyPT" && m!.object === "self" && m!.duration === "endOfTurn" && hurts(d) ? [{ power: m!.power, toughness: m!.toughness }, hurts(d)] : undefined;
      },
    ),
    map(
      syn`~ gains ${grantWords} until end of turn and it deals ${digits} damage to you`,
      ([ks, n]): Clause[] | undefined => (n > 0 ? [{ do: "becomes", object: "self", modifications: ks.map((keyword) => ({ kind: "addKeyword", keyword })), duration: "endOfTurn" }, { do: "damage", amount: n, to: "you" }] : undefined),
      (cs: Clause[]) => {
        const [b, d] = cs;
        const mods = b?.modifications as { kind: string; keyword?: string }[] | undefined;
        return cs.length === 2 && b!.do === "becomes" && b!.object === "self" && b!.duration === "endOfTurn" && mods?.length && mods.every((m) => m.kind === "addKeyword") && hurts(d) ? [mods.map((m) => m.keyword), hurts(d)] : undefined;
      },
    ),
  );
}
