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
import type { Condition } from "../language.js";
import { target } from "./nouns.js";
import { alt, map, syn, word, words, type Syntax } from "./syntax.js";
import { plainClauses } from "./effects.js";

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
type Compared = NonNullable<Condition["targetConvertedManaCost"]>;
type Is = Compared["is"];
type Than = Compared["than"];
/** "X", "less than or equal to the number of cards in your hand", "less than or equal to the highest converted mana cost among permanents you control". */
const comparison: Syntax<[Is, Than]> = words<[Is, Than]>([
  ["X", ["equal", "X"]],
  ["less than or equal to the number of cards in your hand", ["atMost", "cardsInYourHand"]],
  ["less than or equal to the highest converted mana cost among permanents you control", ["atMost", "highestAmongYourPermanents"]],
]);
/** The effects on one target that such a condition may follow. */
const ONE_TARGET = ["destroy", "counter"];
const IF_COST = " if its converted mana cost is ";
/**
 * "[destroy / counter target ...] if its converted mana cost is [comparison]": the clause before
 * the condition is read on its own (so this reading doesn't begin with itself), then the comparison.
 */
const costCondition: Syntax<Clause[]> = {
  *parse(text, at) {
    const at2 = text.indexOf(IF_COST, at);
    if (at2 < 0) return;
    const head = text.slice(at, at2);
    for (const [cs, end] of plainClauses.parse(head, 0)) {
      if (end !== head.length || cs.length !== 1 || !ONE_TARGET.includes(cs[0]!.do)) continue;
      for (const [[is, than], after] of comparison.parse(text, at2 + IF_COST.length)) yield [[{ do: "conditional", effects: cs, if: { targetConvertedManaCost: { of: { target: "it" }, is, than } }, otherwise: [] }], after];
    }
  },
  print(cs) {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const cond = c?.do === "conditional" ? (c.if as { targetConvertedManaCost?: { of: { target: unknown }; is: Is; than: Than } }).targetConvertedManaCost : undefined;
    if (!c || !cond || (c.otherwise as unknown[]).length || Object.keys(c.if as object).length !== 1) return undefined;
    // Printed from a definition, the condition (its key first) names the target and the effect says "it": the words name it in the effect.
    const named = cond.of.target;
    const inner = (named === "it" ? c.effects : JSON.parse(JSON.stringify(c.effects).replace('{"target":"it"}', JSON.stringify({ target: named })))) as Clause[];
    const said = inner.length === 1 && ONE_TARGET.includes(inner[0]!.do) ? plainClauses.print(inner) : undefined;
    const compared = comparison.print([cond.is, cond.than]);
    return said === undefined || compared === undefined ? undefined : `${said}${IF_COST}${compared}`;
  },
};

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
  // "Counter target spell if its converted mana cost is X." (Disrupting Shoal), "Destroy target artifact or
  // enchantment if its converted mana cost is less than or equal to the number of cards in your hand."
  // (Rending Vines): the target's cost compared as the spell resolves (engine effects/converted-cost.ts).
  costCondition,
);
