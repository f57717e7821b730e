// "As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample." (Thran
// Golem), "As long as ~ is equipped, it gets +1/+1 and has flying." (Skyhunter Cub) and "As long as
// ~ is untapped, it gets +0/+2." (Castle Raptors): a static ability of the card itself that applies
// while an Aura is attached to it (212.4), an Equipment is (212.2) or it is untapped (the conditions
// `selfEnchanted`, `selfEquipped` and `selfUntapped`, engine/effects/conditions.ts). The quoted
// ability it may have names it by name (Freewind Equenaut: quoted.ts quotedOwnAbility).
import type { Condition, StaticAbility } from "../language.js";
import { map, syn, words, type Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];
/** "enchanted", "equipped", "untapped" after "as long as ~ is": also a group's condition ("Creatures you control have vigilance as long as ~ is enchanted.", Gate Hound). */
export const selfStateCondition = words<Condition>([
  ["enchanted", { selfEnchanted: true }],
  ["equipped", { selfEquipped: true }],
  ["untapped", { selfUntapped: true }],
]);

/** `singular` is the statics' " gets +N/+N and has [keywords]" (abilities.ts); the line is a Part of `statics`. */
export function selfEnchantedLine<P>(singular: Syntax<Mod[]>): Syntax<P> {
  return map(
    syn`As long as ~ is ${selfStateCondition}, it${singular}.`,
    ([condition, mods]) => ({ statics: [{ affects: "self", condition, modification: mods[0]!, ...(mods.length > 1 ? { also: mods.slice(1) } : {}) }] }) as P,
    (p) => {
      const sts = (p as { statics?: (StaticAbility & { also?: Mod[] })[] }).statics;
      const st = sts?.length === 1 ? sts[0]! : undefined;
      return st && st.affects === "self" && (st.condition?.selfEnchanted || st.condition?.selfEquipped || st.condition?.selfUntapped) && Object.keys(st.condition).length === 1 ? [st.condition, [st.modification, ...(st.also ?? [])]] : undefined;
    },
  );
}
