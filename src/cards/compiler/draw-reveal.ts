// 419.6h: "If a player would draw a card, he or she reveals it instead. Then any other player may
// pay 2 life. If a player does, put that card into its owner's graveyard. Otherwise, that player
// draws the card." (Zur's Weirding): a replacement effect of the permanent on every draw, the
// card's `replacements` entry `drawRevealedOthersMayPay` (engine effects/draw-reveal.ts).
import type { Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import { map, syn, type Syntax } from "./syntax.js";

type Weirding = Extract<Replacement, { kind: "drawRevealedOthersMayPay" }>;
const life: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m && Number(m[0]) > 0) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};

export const drawRevealLines: Syntax<Part> = map(
  syn`If a player would draw a card, he or she reveals it instead. Then any other player may pay ${life} life. If a player does, put that card into its owner's graveyard. Otherwise, that player draws the card.`,
  ([n]) => ({ replacements: [{ kind: "drawRevealedOthersMayPay", life: n }] }) as unknown as Part,
  (p) => {
    const rs = (p as { replacements?: Replacement[] }).replacements;
    return rs?.length === 1 && rs[0]!.kind === "drawRevealedOthersMayPay" ? [(rs[0] as Weirding).life] : undefined;
  },
);
