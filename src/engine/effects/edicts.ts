// Sacrifice effects ("edicts"): "Target opponent sacrifices a creature", "Each player sacrifices
// two creatures", "each other player sacrifices a creature". A player sacrifices permanents he or
// she controls (no one else's, 212.? (?) glossary "Sacrifice"); which ones is his or her choice as
// the effect resolves, and one who controls no more of them than the number sacrifices them all
// without being asked. When several players sacrifice, they choose in APNAP order (103.4) and
// then all the chosen permanents are sacrificed at once. Any N of the candidates is a
// combination: the decision describes the candidates and lists a few complete answers (choices.ts).
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { apnap, card, inGame, nameOf, permanents, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { convertedManaCost, matchesFilter } from "../spells/targets.js";
import { effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { playerRef } from "./effects.js";
import { putIntoGraveyardFromPlay } from "../zones/zones.js";
import { simultaneously } from "../zones/simultaneous.js";
import { numbered } from "../view/wording.js";
import { answerUnlessSacrifice, resolvingUnlessSacrifice, unlessSacrificeDecision } from "./unless-sacrifice.js";

type Sacrifice = Extract<Effect, { do: "sacrifice" }>;

/** Begins the effect: who sacrifices; false while a player's choice is awaited. */
export function startSacrifice(g: Game, r: Resolvable, e: Sacrifice): boolean {
  g.s.resolving!.sacrificing = { players: sacrificers(g, r, e), chosen: [] };
  return continueSacrifice(g, r, e);
}

/** The players who sacrifice, in APNAP order: a target player (if still legal), or each (other) player within range (601.2). */
function sacrificers(g: Game, r: Resolvable, e: Sacrifice): PlayerId[] {
  const s = g.s;
  if (e.player === "you") return [r.controller];
  if (e.player === "each" || e.player === "eachOther") {
    const playing = new Set(inGame(s).map((p) => p.id));
    return apnap(s).filter((p) => playing.has(p) && inRange(s, r.controller, p) && (e.player === "each" || p !== r.controller));
  }
  const who = playerRef(g, r, e.player);
  return who ? [who] : [];
}

/** The permanents `who` controls that the effect names. */
function candidates(s: GameState, who: PlayerId, e: Sacrifice): ObjectId[] {
  return permanents(s).filter((o) => controllerOf(s, o) === who && matchesFilter(s, o, e.filter, who)).map((o) => o.id);
}

/** Asks the next player with a choice; the others' permanents are chosen for them. True once all are sacrificed. */
function continueSacrifice(g: Game, r: Resolvable, e: Sacrifice): boolean {
  const s = g.s;
  const st = s.resolving!.sacrificing!;
  while (st.players.length) {
    const who = st.players[0]!;
    const ids = candidates(s, who, e);
    if (ids.length > e.amount) {
      s.pending = { kind: "sacrifice", player: who };
      return false;
    }
    st.chosen.push(...ids);
    st.players.shift();
  }
  // All at once, each still in play and still controlled by the player who chose it.
  const chosen = st.chosen.filter((id) => s.objects[id]?.kind === "card" && card(s, id).zone === "play");
  // 413.2: "that permanent's converted mana cost" (Hit) is read as the permanent last existed in play.
  s.resolving!.sacrificedCosts = chosen.map((id) => convertedManaCost(card(s, id)));
  simultaneously(g, () => chosen.forEach((id) => putIntoGraveyardFromPlay(g, id, `sacrificed (${r.name})`))); // 410.10d
  delete s.resolving!.sacrificing;
  return true;
}

export function sacrificeDecision(s: GameState, who: PlayerId): Decision {
  const unless = resolvingUnlessSacrifice(s);
  if (unless) return unlessSacrificeDecision(s, who, unless);
  const { r, e } = resolvingEffect<Sacrifice>(s);
  const ids = candidates(s, who, e);
  const n = e.amount;
  // A few complete answers, linear in the candidates: each run of N in the listed order.
  const options = Array.from({ length: ids.length - n + 1 }, (_, i): Action => ({ type: "sacrifice", objects: ids.slice(i, i + n) }));
  return {
    player: who,
    kind: "sacrifice",
    prompt: `${r.name}: sacrifice ${n} of ${ids.map((id) => nameOf(card(s, id))).join(", ")} (the permanents you control that it names). Post any ${n} of details.candidates.`,
    options,
    details: { candidates: ids.map((id) => ({ id, name: nameOf(card(s, id)) })), min: n, max: n },
  };
}

export function answerSacrifice(g: Game, who: PlayerId, objects: ObjectId[]): void {
  const s = g.s;
  const unless = resolvingUnlessSacrifice(s);
  if (unless) return answerUnlessSacrifice(g, who, objects, unless);
  const { r, e } = resolvingEffect<Sacrifice>(s);
  const allowed = candidates(s, who, e);
  if (new Set(objects).size !== objects.length || objects.length !== e.amount || objects.some((id) => !allowed.includes(id)))
    illegal("glossary \"Sacrifice\"", `sacrifice exactly ${numbered(e.amount, "different permanent", "different permanents")} you control of the kind ${r.name} names: ${allowed.join(", ")}`);
  const st = s.resolving!.sacrificing!;
  st.chosen.push(...objects);
  st.players.shift();
  s.pending = null;
  if (continueSacrifice(g, r, e)) effectDecisionDone(g);
}
