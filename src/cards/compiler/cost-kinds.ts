// Cost items of activated abilities (409.1f) beyond mana, {T} and one permanent or card: several
// permanents sacrificed ("Sacrifice three lands"), the permanent itself removed from the game or
// returned to its owner's hand, a counter put on it, half the life paid, a card discarded at
// random, cards in the graveyard or the top of the library removed from the game. The engine pays them in
// spells/cost-kinds.ts; each choice is one answer the engine checks (409.1f-h).
import type { Cost } from "../language.js";
import { counterKind } from "./effects.js";
import { count, filterPhrase } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

type Item = Partial<Cost>;

/** "Sacrifice three lands", "Sacrifice two artifacts": chosen as the ability is played. */
const sacrificeMany: Syntax<Item> = map(
  syn`Sacrifice ${count} ${filterPhrase("many")}`,
  ([n, filter]) => (n > 1 && !filter.controller ? { sacrificeMany: { filter, count: n } } : undefined),
  (c: Item) => (c.sacrificeMany ? [c.sacrificeMany.count, c.sacrificeMany.filter] : undefined),
);

/** "Put a blood counter on ~" (Bloodletter Quill). */
const counterOnSelf: Syntax<Item> = map(
  syn`Put a ${lazy(() => counterKind)} counter on ~`,
  ([counter]) => ({ putCounterOnSelf: counter }),
  (c: Item) => (c.putCounterOnSelf ? [c.putCounterOnSelf] : undefined),
);

/** "Remove a creature card in your graveyard from the game", "Remove two creature cards ...". */
const fromGraveyard: Syntax<Item> = alt<Item>(
  map(syn`Remove a creature card in your graveyard from the game`, () => ({ removeFromGraveyard: { type: "creature", count: 1 } }), (c: Item) => (c.removeFromGraveyard?.count === 1 ? [] : undefined)),
  map(
    syn`Remove ${count} creature cards in your graveyard from the game`,
    ([n]) => (n > 1 ? { removeFromGraveyard: { type: "creature", count: n } } : undefined),
    (c: Item) => ((c.removeFromGraveyard?.count ?? 0) > 1 ? [c.removeFromGraveyard!.count] : undefined),
  ),
);

/** "Remove the top ten cards of your library from the game" (Arc-Slogger). */
const topOfLibrary: Syntax<Item> = map(
  syn`Remove the top ${count} cards of your library from the game`,
  ([n]) => (n > 1 ? { removeTopOfLibrary: n } : undefined),
  (c: Item) => (c.removeTopOfLibrary ? [c.removeTopOfLibrary] : undefined),
);

/** The items, each under its key of the cost (abilities.ts prints them in this order). */
export const COST_KINDS: [keyof Cost, Syntax<Item>][] = [
  ["removeSelf", word("Remove ~ from the game", { removeSelf: true })],
  ["returnSelf", word("Return ~ to its owner's hand", { returnSelf: true })],
  ["putCounterOnSelf", counterOnSelf],
  ["sacrificeMany", sacrificeMany],
  ["payHalfLife", word("Pay half your life rounded up", { payHalfLife: true })],
  ["discardRandom", word("Discard a card at random", { discardRandom: true })],
  ["removeFromGraveyard", fromGraveyard],
  ["removeTopOfLibrary", topOfLibrary],
];
