// 502.40a Splice is a static ability that functions while a card is in your hand. "Splice onto
// [subtype] [cost]" means "You may reveal this card from your hand as you play a [subtype]
// spell. If you do, copy this card's text box onto that spell and pay [cost] as an additional
// cost to play that spell." Paying a card's splice cost follows the rules for paying
// additional costs in rules 409.1b and 409.1f–h.
// 502.40b You can't splice any one card onto the same spell more than once.
// 502.40c The spell has the characteristics of the main spell, plus the text boxes of each of
// the spliced cards; text that names the spliced card refers to the spell.
// 502.40d Choose targets for the added text normally (409.1c).
// 502.40e The spell loses any splice changes once it leaves the stack.
//
// The splices are announced with the spell (`playSpell { splice: [ids] }`, in the order their
// text is added); the cards stay in their owner's hand, revealed. The spell's own words come
// first, then each spliced card's (its target words after the ones before it).
import type { Effect } from "../../cards/language.js";
import { getCard, shiftTargets, spellMode, type CardInfo, type SpellMode } from "../../cards/registry.js";
import { card, emit, player, type Game } from "../game/game.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

/** The cards in the player's hand that could be spliced onto the spell (the card `spell`, about to be played). */
export function spliceCandidates(s: GameState, who: PlayerId, spell: ObjectId): ObjectId[] {
  if (!getCard(card(s, spell).card).subtypes.includes("Arcane")) return [];
  return player(s, who).hand.filter((id) => id !== spell && getCard(card(s, id).card).spliceOntoArcane);
}

/** For the priority decision: each Arcane spell listed, with the cards any of which (in any order) may be spliced onto it. */
export function spliceDetails(s: GameState, who: PlayerId, spells: ObjectId[]): { card: ObjectId; name: string; candidates: { id: ObjectId; name: string }[] }[] {
  return [...new Set(spells)].flatMap((id) => {
    const candidates = spliceCandidates(s, who, id).map((c) => ({ id: c, name: card(s, c).card }));
    return candidates.length ? [{ card: id, name: card(s, id).card, candidates }] : [];
  });
}

/** 502.40a–b: why these cards can't be spliced onto the spell, or null. */
export function spliceProblem(s: GameState, who: PlayerId, spell: ObjectId, ids: ObjectId[]): string | null {
  if (ids.length === 0) return null;
  if (!getCard(card(s, spell).card).subtypes.includes("Arcane")) return "502.40a: only an Arcane spell can have cards spliced onto it";
  if (new Set(ids).size !== ids.length) return "502.40b: a card can't be spliced onto the same spell more than once";
  const allowed = spliceCandidates(s, who, spell);
  if (ids.some((id) => !allowed.includes(id))) return "502.40a: splice only other cards in your hand that have \"Splice onto Arcane\"";
  return null;
}

/** The splice costs of the cards, paid as additional costs (409.1b). */
export function spliceCosts(s: GameState, ids: ObjectId[]): string[] {
  return ids.map((id) => getCard(card(s, id).card).spliceOntoArcane!);
}

/** 502.40c: the spell's words followed by each spliced card's, their target words numbered after the ones before. */
export function withSplicedText(own: SpellMode, spliced: string[]): SpellMode {
  const out: SpellMode = { text: own.text, targets: [...own.targets], effects: [...own.effects] };
  for (const name of spliced) {
    const text = spellMode(getCard(name) as CardInfo, 0)!;
    out.effects.push(...(shiftTargets(text.effects, out.targets.length) as Effect[]));
    out.targets.push(...text.targets);
  }
  return out;
}

/** 502.40a: as the spell is announced the cards are revealed (they stay in hand) and their text is copied onto it. */
export function spliceOnto(g: Game, who: PlayerId, spell: CardObject, ids: ObjectId[]): void {
  const names = ids.map((id) => card(g.s, id).card);
  spell.spliced = names;
  emit(g, { type: "splice", text: `${player(g.s, who).name} reveals ${names.join(", ")} and splices ${names.length > 1 ? "them" : "it"} onto ${spell.card}.`, data: { player: who, object: spell.id, cards: ids.map((id, i) => ({ id, name: names[i] })) } });
}
