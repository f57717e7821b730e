// Amounts equal to a converted mana cost (203.3): "You gain life equal to its converted mana cost."
// (Terashi's Grasp: of the target destroyed, as it last existed, 413.2), "Draw cards equal to that
// spell's converted mana cost." (Overwhelming Intellect: of the spell target countered), and in a
// "Whenever you play a Spirit or Arcane spell" ability, of the spell that triggered it ("you may
// gain life equal to that spell's converted mana cost", Bounteous Kirin; "you may put the top X
// cards of target player's library into his or her graveyard, where X is that spell's converted
// mana cost", Cloudhoof Kirin; "Whenever an opponent plays a spell, ~ deals damage to target
// creature or player equal to that spell's converted mana cost", Kaervek the Merciless). "That spell's" is read both ways; the language keeps the reading
// that fits (a spell target word, or a trigger whose event is a spell played). Engine:
// effects/converted-cost.ts.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type Cost = { convertedManaCostOf: { target: "it" } | "thatSpell"; noun?: "spell" };
const isCost = (a: unknown): a is Cost => typeof a === "object" && a !== null && "convertedManaCostOf" in a;

/** "its converted mana cost", "that spell's converted mana cost" */
const cost: Syntax<Cost> = map(
  syn`${alt<Cost>(word("its", { convertedManaCostOf: { target: "it" } }), word("that spell's", { convertedManaCostOf: { target: "it" }, noun: "spell" }), word("that spell's", { convertedManaCostOf: "thatSpell" }))} converted mana cost`,
  ([c]) => c,
  (c) => (isCost(c) ? [c] : undefined),
);

const player: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));
const creatureOrPlayer: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "creatureOrPlayer" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "creatureOrPlayer" ? r.target : undefined));
const one = (c: Clause | undefined): Clause[] | undefined => (c ? [c] : undefined);
const only = (cs: Clause[], d: string): Clause | undefined => (cs.length === 1 && cs[0]!.do === d && isCost(cs[0]!.amount) ? cs[0] : undefined);

export const convertedCostClauses: Syntax<Clause[]> = alt<Clause[]>(
  // After "you may" the verb stands alone ("you may gain life equal to ...").
  map(syn`${alt(word("you gain", null), word("gain", null))} life equal to ${cost}`, ([, c]) => one({ do: "gainLife", amount: c, player: "you" }), (cs) => {
    const c = only(cs, "gainLife");
    return c && c.player === "you" ? [null, c.amount] : undefined;
  }),
  map(syn`~ deals damage to ${creatureOrPlayer} equal to ${cost}`, ([t, c]) => one({ do: "damage", amount: c, to: t }), (cs) => {
    const c = only(cs, "damage");
    return c && !c.divided ? [c.to, c.amount] : undefined;
  }),
  map(syn`draw cards equal to ${cost}`, ([c]) => one({ do: "draw", amount: c, player: "you" }), (cs) => {
    const c = only(cs, "draw");
    return c && c.player === "you" ? [c.amount] : undefined;
  }),
  map(syn`put the top X cards of ${player}'s library into his or her graveyard, where X is ${cost}`, ([p, c]) => one({ do: "libraryToGraveyard", amount: c, player: p }), (cs) => {
    const c = only(cs, "libraryToGraveyard");
    return c ? [c.player, c.amount] : undefined;
  }),
);
