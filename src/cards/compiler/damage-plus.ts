// 419.6: "If a red source would deal damage to a player, it deals that much damage plus 1 to that
// player instead." (Tok-Tok, Volcano Born, the flipped half of Akki Lavarunner): a replacement
// effect of the permanent that increases damage a source of that color would deal to a player,
// the card's `replacements` entry `damageToPlayerPlus` (engine effects/replacement.ts).
import type { Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import { COLORS } from "./nouns.js";
import { map, syn, words, type Syntax } from "./syntax.js";

type Plus = Extract<Replacement, { kind: "damageToPlayerPlus" }>;
const color = words(COLORS);
const amount: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m && Number(m[0]) > 0) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};

export const damagePlusLines: Syntax<Part> = map(
  syn`If a ${color} source would deal damage to a player, it deals that much damage plus ${amount} to that player instead.`,
  ([c, n]) => ({ replacements: [{ kind: "damageToPlayerPlus", colors: [c], amount: n }] }) as unknown as Part,
  (p) => {
    const rs = (p as { replacements?: Replacement[] }).replacements;
    const r = rs?.length === 1 && rs[0]!.kind === "damageToPlayerPlus" ? (rs[0] as Plus) : undefined;
    return r && r.colors.length === 1 ? [r.colors[0]!, r.amount] : undefined;
  },
);
