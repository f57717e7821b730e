// "Target player reveals his or her hand and discards all cards with that spell's converted mana
// cost." (Infernal Kirin, in a "Whenever you play a Spirit or Arcane spell" ability): the cards of a
// filter in that hand as it resolves (engine/effects/discard-all.ts).
import type { ObjectFilter, TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, words, type Syntax } from "./syntax.js";

const player: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));
const quality = words<ObjectFilter>([[" with that spell's converted mana cost", { convertedManaCostOfThatSpell: true }]]);

export const discardAllClauses: Syntax<Clause[]> = map(
  syn`${player} reveals his or her hand and discards all cards${quality}`,
  ([p, filter]) => [{ do: "discardAllMatching", player: p, filter }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discardAllMatching" ? [cs[0]!.player as { target: TargetSpec }, cs[0]!.filter as ObjectFilter] : undefined),
);
