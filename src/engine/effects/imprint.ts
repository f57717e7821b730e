// 502.34 Imprint (Mirrodin block). An imprint ability removes a card from the game; the card is
// then "imprinted" on the object whose ability removed it, and that object's other abilities
// that say "the imprinted card" are linked to it: they see the cards its own imprint ability
// removed, nothing else. The link belongs to the object: a permanent that leaves play and
// comes back is a new object with nothing imprinted, and a card that leaves the removed zone is
// a new object imprinted on nothing (217.1c) — `imprinted` holds object ids, so both ends are
// checked each time it is read.
//
// Hidden information: the imprint choice is asked whatever the hand holds (so no one learns
// whether it holds such a card), and a card removed face up is named to every player.
import type { Ability, Effect, ObjectFilter } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, player, playerName, type Game } from "../game/game.js";
import type { Action, CardObject, Color, Decision, GameState, ObjectId, Pending, PlayerId } from "../game/types.js";
import { epicProblem } from "../keywords/epic.js";
import { begin, hasLegalPlay } from "../spells/playing.js";
import { effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { convertedManaCost } from "../spells/targets.js";
import { createCard, createToken, moveCard } from "../zones/zones.js";
import { characteristics, characteristicsMatch } from "./characteristics.js";
import { imprintedCards, imprintedCreatureCard } from "./imprinted.js";
import { possessive } from "../view/wording.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;
type Asked = Extract<Pending, { kind: "imprint" }>;


/** Mourner's Shield: the colors of the cards imprinted on `source` while it is in play (none once it has left: 217.1c). */
export function imprintedColors(s: GameState, source: ObjectId): Color[] {
  const o = s.objects[source];
  if (o?.kind !== "card" || o.zone !== "play") return [];
  return [...new Set(imprintedCards(s, o).flatMap((c) => characteristics(s, c).colors))];
}

/** The cards of the hand the imprint ability may remove: a stated quality as printed (a card in a hand has its printed characteristics). */
function removable(s: GameState, r: Resolvable, e: Of<"imprintFromHand">): ObjectId[] {
  const f = e.filter;
  return player(s, r.controller).hand.filter((id) => {
    const c = card(s, id);
    if (e.convertedManaCost === "X" && convertedManaCost(c) !== r.x) return false;
    return !f || (characteristicsMatch(characteristics(s, c), f) && (f.convertedManaCostAtMost === undefined || convertedManaCost(c) <= f.convertedManaCostAtMost));
  });
}

/** The ability's source if it is still the object whose ability this is, in play (the link is that object's, 217.1c). */
function linkedSource(s: GameState, r: Resolvable): Readonly<CardObject> | undefined {
  const o = s.objects[r.source];
  return o?.kind === "card" && o.zone === "play" ? o : undefined;
}

/** The imprinted cards the copy effect may copy now: of its types, and with a legal play (a copy with no legal target can't be played, 409.1c). */
function copyable(s: GameState, r: Resolvable, e: Of<"playImprintedCopy">): CardObject[] {
  const source = linkedSource(s, r);
  if (!source || epicProblem(s, r.controller)) return [];
  return imprintedCards(s, source).filter((c) => getCard(c.card).types.some((t) => (e.types as string[]).includes(t)) && hasLegalPlay(s, r.controller, getCard(c.card), c.id));
}

/**
 * 503, 216: "Put a creature token into play that's a copy of the imprinted creature card" (Soul
 * Foundry): the token's copiable values are the card's printed ones (a card removed from the game
 * is face up, with only its printed characteristics). Nothing if the source has left play (the
 * link is that object's, 217.1c) or no creature card is imprinted on it.
 */
export function tokenCopyOfImprinted(g: Game, r: Resolvable): boolean {
  const source = linkedSource(g.s, r);
  const imprinted = source && imprintedCreatureCard(g.s, source);
  if (!imprinted) {
    emit(g, { type: "imprint", text: `${r.name}: no creature card is imprinted on it; no token is put into play.`, data: { player: r.controller, card: null } });
    return true;
  }
  createToken(g, imprinted.card, r.controller);
  return true;
}

/** "You may remove a [quality] card in your hand from the game": asked of the ability's controller. */
export function imprintFromHand(g: Game, r: Resolvable, _e: Of<"imprintFromHand">): boolean {
  g.s.pending = { kind: "imprint", player: r.controller, step: "remove" };
  return false;
}

/** "You may remove target card in a graveyard from the game": asked if the target is still there (413.2a: otherwise the ability was countered). */
export function imprintTarget(g: Game, r: Resolvable, _e: Of<"imprintTarget">): boolean {
  g.s.pending = { kind: "imprint", player: r.controller, step: "remove" };
  return false;
}

/** 502.7: protection from each of the imprinted card's card types — the card types of the cards imprinted on `o` itself. */
export function imprintedTypesProtect(s: GameState, o: Readonly<CardObject>, q: { types: string[] }): boolean {
  return imprintedCards(s, o).some((c) => characteristics(s, c).types.some((t) => q.types.includes(t)));
}

/** "You may copy the imprinted instant card and play the copy without paying its mana cost": asked when there is a card to copy. */
export function playImprintedCopy(g: Game, r: Resolvable, e: Of<"playImprintedCopy">): boolean {
  if (copyable(g.s, r, e).length === 0) {
    emit(g, { type: "imprint", text: `${r.name}: there is no imprinted ${e.types.join(" or ")} card to copy and play.`, data: { player: r.controller, card: null } });
    return true;
  }
  g.s.pending = { kind: "imprint", player: r.controller, step: "copy" };
  return false;
}

type Asking = Of<"imprintFromHand"> | Of<"imprintTarget"> | Of<"playImprintedCopy">;
function asked(s: GameState): { r: Resolvable; e: Asking; candidates: ObjectId[] } {
  const { r, e } = resolvingEffect<Asking>(s);
  const candidates = e.do === "imprintFromHand" ? removable(s, r, e) : e.do === "imprintTarget" ? targetCard(s, r, e) : copyable(s, r, e).map((c) => c.id);
  return { r, e, candidates };
}

/** The target, if it is still the object targeted: a card in a graveyard, or a permanent in play (Duplicant's "target nontoken creature"). */
function targetCard(s: GameState, r: Resolvable, e: Of<"imprintTarget">): ObjectId[] {
  const t = r.targets[e.object.target];
  const o = t && "object" in t ? s.objects[t.object] : undefined;
  return o?.kind === "card" && (o.zone === "graveyard" || o.zone === "play") ? [o.id] : [];
}

export function imprintDecision(s: GameState, p: Asked): Decision {
  const { r, e, candidates } = asked(s);
  const prompt =
    e.do === "imprintFromHand"
      ? `${r.name} (imprint): you may remove ${describe(e.filter)}${e.convertedManaCost === "X" ? ` with converted mana cost ${r.x}` : ""} in your hand from the game; it is imprinted on ${r.name}.${candidates.length ? "" : " You have none."}`
      : e.do === "imprintTarget"
        ? `${r.name} (imprint): you may remove the target ${candidates.some((id) => card(s, id).zone === "play") ? "permanent" : "card"} from the game; it is imprinted on ${r.name}.`
        : `${r.name}: you may copy an imprinted ${e.types.join(" or ")} card and play the copy without paying its mana cost.`;
  return {
    player: p.player,
    kind: "imprint",
    prompt,
    options: [...candidates.map((id): Action => ({ type: "chooseCard", card: id })), { type: "chooseCard", card: null }],
    details: { step: p.step, candidates: candidates.map((id) => ({ id, name: card(s, id).card })), optional: true },
  };
}

export function answerImprint(g: Game, who: PlayerId, id: ObjectId | null): void {
  const s = g.s;
  const { r, e, candidates } = asked(s);
  if (id !== null && !candidates.includes(id)) illegal("502.34", `choose one of details.candidates, or none`);
  if (e.do !== "playImprintedCopy") return removeAndImprint(g, r, who, id);
  if (id === null) {
    emit(g, { type: "imprint", text: `${playerName(s, who)} chooses not to copy an imprinted card (${r.name}).`, data: { player: who, card: null } });
    return effectDecisionDone(g);
  }
  playCopy(g, r, who, card(s, id));
}

/** The chosen card is removed from the game face up (named to all) and imprinted on the ability's source, if that is still the same object in play. */
function removeAndImprint(g: Game, r: Resolvable, who: PlayerId, id: ObjectId | null): void {
  const s = g.s;
  if (id === null) {
    emit(g, { type: "imprint", text: `${playerName(s, who)} removes no card from the game (${r.name}).`, data: { player: who, card: null } });
    return effectDecisionDone(g);
  }
  const from = card(s, id);
  const name = from.card;
  const where = from.zone === "hand" ? "in their hand" : from.zone === "play" ? "in play" : `in ${possessive(playerName(s, from.owner))} graveyard`;
  const removed = moveCard(g, id, "removed");
  const source = linkedSource(s, r);
  if (source) changeCard(s, source.id).imprinted = [...(source.imprinted ?? []), removed.id];
  emit(g, {
    type: "imprint",
    text: `${playerName(s, who)} removes ${name} ${where} from the game${source ? `; it is imprinted on ${r.name}` : ` (${r.name} has left play: nothing is imprinted)`} (502.34).`,
    data: { player: who, card: { id: removed.id, name }, ...(source ? { on: source.id } : {}) },
  });
  effectDecisionDone(g);
}

/**
 * A copy of the imprinted card is put onto the stack under its controller and played at once,
 * without paying its mana cost (an alternative cost of {0}): its mode, X and targets are chosen
 * as for any spell (409.1), in the middle of this resolution, so no one receives priority until
 * it is done. The copy is no card (503.10a: it ceases to exist when it leaves the stack).
 */
function playCopy(g: Game, r: Resolvable, who: PlayerId, original: Readonly<CardObject>): void {
  const s = g.s;
  const copy = createCard(s, original.card, who, "stack");
  copy.spellCopy = true;
  emit(g, { type: "announce", text: `${playerName(s, who)} copies the imprinted ${original.card} and plays the copy without paying its mana cost (${r.name}).`, data: { player: who, object: copy.id, card: original.card, imprinted: original.id } });
  const p = player(s, who);
  begin(g, who, copy.id, "", {}, { handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { player: s.turn.active, passes: 0 } }, { alternative: "{0}" }, true);
  if (!s.playing) return effectDecisionDone(g);
  s.playing.byEffect = "waiting";
}

/** 406.1: "Add one mana of any of the imprinted card's colors" read as it would be played now: a choice among those colors, one color, or no mana. */
const variants = new WeakMap<Ability, Map<string, Ability>>();
export function imprintedManaNow(s: GameState, o: Readonly<CardObject>, a: Ability): Ability {
  if (a.kind !== "mana" || !a.effects.some((e) => e.do === "addManaOfImprintedColors")) return a;
  const colors = [...new Set(imprintedCards(s, o).flatMap((c) => characteristics(s, c).colors))].sort((x, y) => "WUBRG".indexOf(x) - "WUBRG".indexOf(y)) as Color[];
  const key = colors.join("");
  let byKey = variants.get(a);
  if (!byKey) variants.set(a, (byKey = new Map()));
  let v = byKey.get(key);
  if (!v) {
    const effects = a.effects.flatMap((e): Effect[] => (e.do !== "addManaOfImprintedColors" ? [e] : colors.length === 0 ? [] : colors.length === 1 ? [{ do: "addMana", mana: key }] : [{ do: "addManaOfChoice", mana: key }]));
    byKey.set(key, (v = { ...a, effects }));
  }
  return v;
}

/** "a nonartifact, nonland card", "an instant card with converted mana cost 2 or less". */
function describe(f: ObjectFilter | undefined): string {
  const words = [(f?.notTypes ?? []).map((t) => `non${t}`).join(", "), (f?.types ?? []).join(" or ")].filter(Boolean).join(" ");
  const cost = f?.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${f.convertedManaCostAtMost} or less` : "";
  return `${words && /^[aeiou]/i.test(words) ? "an" : "a"} ${words ? `${words} ` : ""}card${cost}`;
}
