// "Target opponent puts a card from his or her hand on top of his or her library." (Chittering
// Rats, Chimney Imp): that player chooses the card from his or her own hand (217.3: the hand is
// hidden, so the choice is his or hers and no one else learns which card it was; 217.2: nor is
// the library's top card seen). With one card there is nothing to choose; with none, nothing
// happens. The others are told a card moved, the player (and those who may see that hand) which.
import type { Effect } from "../../cards/language.js";
import { ownLibrary } from "../game/clone.js";
import { card, emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, ObjectId, Pending, PlayerId } from "../game/types.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { putIntoLibrary } from "../zones/zones.js";
import { playerRef } from "./effects.js";

type Of = Extract<Effect, { do: "handToTop" }>;

export function handToTop(g: Game, r: Resolvable, e: Of): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const hand = player(g.s, who).hand;
  if (hand.length === 0) {
    emit(g, { type: "putOnLibrary", text: `${playerName(g.s, who)} has no card in hand to put on top of their library (${r.name}).`, data: { player: who, count: 0 } });
    return true;
  }
  if (hand.length === 1) {
    putOnTop(g, r, who, hand[0]!);
    return true;
  }
  g.s.pending = { kind: "handToTop", player: who };
  return false;
}

export function handToTopDecision(s: GameState, p: Extract<Pending, { kind: "handToTop" }>): Decision {
  const r = resolvingNow(s);
  const hand = player(s, p.player).hand;
  return {
    player: p.player,
    kind: "handToTop",
    prompt: `${r.name}: put a card from your hand on top of your library (choose one of details.candidates).`,
    options: hand.map((id): Action => ({ type: "chooseCard", card: id })),
    details: { candidates: hand.map((id) => ({ id, name: card(s, id).card })) },
  };
}

export function answerHandToTop(g: Game, who: PlayerId, id: ObjectId | null): void {
  const hand = player(g.s, who).hand;
  if (id === null || !hand.includes(id)) illegal("217.3", "choose a card of your own hand (details.candidates)");
  putOnTop(g, resolvingNow(g.s), who, id);
  effectDecisionDone(g);
}

function putOnTop(g: Game, r: Resolvable, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const name = card(s, id).card;
  putIntoLibrary(g, id);
  const library = ownLibrary(s, who);
  library.unshift(library.pop()!);
  const mover = playerName(s, who);
  emit(g, {
    type: "putOnLibrary",
    text: `${mover} puts a card from their hand on top of their library (${r.name}).`,
    data: { player: who, count: 1, position: "top" },
    secret: { to: [...new Set([who, ...handViewers(s, who)])], text: `${mover} puts ${name} from their hand on top of their library (${r.name}).`, data: { name } },
  });
}
