// "Each player draws two cards" (Vision Skeins), "Each player discards three cards" (Delirium
// Skeins, Rix Maadi): every player within the controller's range of influence (601.2) does it,
// in APNAP order (103.4: when several players would make choices or take actions at the same
// time, the active player does first, then the others in turn order).
// Draws: one player's draws after another's; a draw a replacement effect pauses (419.9) carries
// on from the same player (`resolving.part`). Discards: each player who has more cards in hand
// than the number chooses which (a hidden choice, made in APNAP order), one who has no more
// discards his or her whole hand unasked, and then all the chosen cards are discarded at once
// (103.4): no player sees another's choice before making his or her own.
import { apnap, card, inGame, opponents, player, type Game } from "../game/game.js";
import type { ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { effectDecisionDone, type Resolvable } from "../spells/resolve.js";
import { discard, draw } from "../zones/zones.js";

/** The players of "each player" (or of "each opponent"), in APNAP order, within range of the controller (601.2). */
function eachInApnap(g: Game, r: Resolvable, opponentsOnly = false): PlayerId[] {
  const s = g.s;
  const playing = new Set(inGame(s).map((p) => p.id));
  const them = opponentsOnly ? new Set(opponents(s, r.controller)) : playing;
  return apnap(s).filter((p) => playing.has(p) && them.has(p) && inRange(s, r.controller, p));
}

export function eachPlayerDraws(g: Game, r: Resolvable, count: number): boolean {
  const progress = g.s.resolving!;
  const players = eachInApnap(g, r);
  for (let k = progress.part ?? 0; k < players.length; k++) {
    progress.part = k + 1;
    if (!draw(g, players[k]!, count, "resolution")) return false;
  }
  delete progress.part;
  return true;
}

export function startEachDiscard(g: Game, r: Resolvable, count: number, opponentsOnly = false): boolean {
  if (count <= 0) return true;
  g.s.resolving!.discarding = { players: eachInApnap(g, r, opponentsOnly), chosen: [] };
  return continueEachDiscard(g, count);
}

/** Asks the next player with a choice; the others' whole hands are chosen for them. True once all are discarded. */
function continueEachDiscard(g: Game, count: number): boolean {
  const s = g.s;
  const st = s.resolving!.discarding!;
  while (st.players.length) {
    const who = st.players[0]!;
    const hand = player(s, who).hand;
    if (hand.length > count) {
      s.pending = { kind: "discard", player: who, count, reason: "effect" };
      return false;
    }
    st.chosen.push(...hand);
    st.players.shift();
  }
  // All at once, each card still in its owner's hand.
  const chosen = st.chosen.filter((id: ObjectId) => s.objects[id]?.kind === "card" && card(s, id).zone === "hand");
  delete s.resolving!.discarding;
  for (const id of chosen) discard(g, id);
  return true;
}

/** The pending player's chosen cards (checked by the caller: `count` distinct cards of his or her hand). */
export function answerEachDiscard(g: Game, cards: ObjectId[]): void {
  const s = g.s;
  const st = s.resolving!.discarding!;
  const count = s.pending?.kind === "discard" ? s.pending.count : 0;
  st.chosen.push(...cards);
  st.players.shift();
  s.pending = null;
  if (continueEachDiscard(g, count)) effectDecisionDone(g);
}
