// 502.26a Morph is a static ability that functions in any zone from which you could play the
// card it's on, and the morph effect works any time the card is face down. "Morph [cost]"
// means "You may play this card as a 2/2 face-down creature, with no text, no name, no
// subtypes, and no mana cost by paying {3} rather than paying its mana cost."
// 502.26c: any time you have priority, you may turn a face-down permanent you control with a
// morph ability face up, by showing its morph cost and paying it: a special action that
// doesn't use the stack. (Rule text as in docs/RULES-NOTES.md, "Morph".) What a face-down
// object is, is rule 504 (effects/face-down.ts).
import { getCard } from "../../cards/registry.js";
import { controllerOf } from "../effects/control.js";
import { FACE_DOWN_NAME } from "../effects/face-down.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, permanents, player, type Game } from "../game/game.js";
import { canAffordMana, retainPriority, sorceryTimingProblem } from "../turn/priority.js";
import { parseCost, paymentsFromPool } from "../spells/mana.js";
import { begin, spendFromPool } from "../spells/playing.js";
import { moveCard } from "../zones/zones.js";
import type { ManaSupply } from "../spells/mana.js";
import type { Action, CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

/** 502.26a: the cost of playing a card face down, rather than its mana cost. */
export const FACE_DOWN_COST = "{3}";

/** 502.26b: plays a card with morph from the hand as a face-down 2/2 creature spell for {3}. */
export function playFaceDown(g: Game, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id)) illegal("409.1a", `${id} is not a card in your hand`);
  const c = card(s, id);
  if (!getCard(c.card).morph) illegal("502.26a", `${getCard(c.card).name} has no morph ability, so it can't be played face down`);
  // A face-down spell is a creature spell with no flash (504): it is played when a sorcery could be.
  const timing = sorceryTimingProblem(s, who);
  if (timing) illegal(timing.split(":")[0]!, timing);
  const undo = { card: { ...c }, handIndex: p.hand.indexOf(id), pool: { ...p.manaPool }, tapped: [], priority: { ...s.priority! } };
  const spell = moveCard(g, id, "stack", who);
  spell.faceDown = true;
  // 504: the other players learn only that a face-down creature spell was announced.
  emit(g, {
    type: "announce",
    text: `${p.name} announces ${FACE_DOWN_NAME} spell (morph, 502.26).`,
    data: { player: who, object: spell.id, faceDown: true },
    secret: { to: [who], text: `${p.name} announces ${c.card} face down (morph, 502.26).`, data: { card: c.card } },
  });
  begin(g, who, spell.id, "", {}, undo, { alternative: FACE_DOWN_COST });
}

/** The face-down plays a player could announce now, appended to `out`: each card with morph in hand, when a sorcery could be played and {3} could be paid. */
export function faceDownPlays(s: GameState, who: PlayerId, supply: () => ManaSupply, out: Action[]): void {
  if (sorceryTimingProblem(s, who)) return;
  for (const id of player(s, who).hand) {
    if (getCard(card(s, id).card).morph && canAffordMana(s, who, parseCost(FACE_DOWN_COST), supply())) out.push({ type: "playSpell", card: id, faceDown: true });
  }
}

/** The face-down permanents the player controls that have a morph cost to turn them face up with. */
export function turnableFaceUp(s: GameState, who: PlayerId): CardObject[] {
  return permanents(s).filter((o) => o.faceDown && controllerOf(s, o) === who && getCard(o.card).morph);
}

/** 502.26c: one option per way the mana pool can pay a face-down permanent's morph cost (mana abilities are played first, as for any cost), appended to `out`. */
export function turnFaceUpPlays(s: GameState, who: PlayerId, out: Action[]): void {
  const pool = player(s, who).manaPool;
  for (const o of turnableFaceUp(s, who)) {
    for (const mana of paymentsFromPool(parseCost(getCard(o.card).morph), pool)) out.push({ type: "turnFaceUp", card: o.id, mana });
  }
}

/**
 * 502.26c: the special action of turning a face-down permanent face up: its controller shows
 * its morph cost and pays it from the mana pool; it doesn't use the stack, and the player
 * keeps priority. The permanent stays the same object (504: effects on it go on applying);
 * its "when turned face up" abilities trigger (triggers.ts).
 */
export function turnFaceUp(g: Game, who: PlayerId, id: ObjectId, mana: string): void {
  const s = g.s;
  const o = s.objects[id];
  if (!o || o.kind !== "card" || o.zone !== "play" || !o.faceDown) illegal("502.26c", `${id} is not a face-down permanent in play`);
  if (controllerOf(s, o) !== who) illegal("502.26c", "only the controller of a face-down permanent can turn it face up");
  const morph = getCard(o.card).morph;
  if (!morph) illegal("502.26c", "that face-down permanent has no morph cost, so it can't be turned face up this way");
  spendFromPool(s, who, morph, mana);
  delete changeCard(s, id).faceDown;
  const p = player(s, who);
  emit(g, {
    type: "turnFaceUp",
    text: `${p.name} pays ${morph} and turns ${FACE_DOWN_NAME} face up: it is ${o.card} (morph, 502.26c).`,
    data: { player: who, object: id, card: o.card, paid: mana },
  });
  retainPriority(g, who);
}
