// "Sacrifice ~ unless you sacrifice two Mountains" (Rathi Dragon, Primeval Force, Cosmic Larva)
// and "you may sacrifice an artifact. If you don't, [effects]" (Yawgmoth Demon): as the ability
// resolves its controller may sacrifice that many permanents he or she controls of the kind
// named (glossary "Sacrifice": only his or her own), chosen then; if he or she doesn't — or
// controls too few to do it — the effects happen. The decision is the `sacrifice` one, whose
// empty answer declines (effects/edicts.ts hands it here).
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { card, emit, nameOf, permanents, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import { resolvingEffect, type Resolvable } from "../spells/resolve.js";
import { askUnless, unlessAmount, unlessAnswered, unlessAnswers, validUnlessAnswer } from "./unless-you.js";
import { putIntoGraveyardFromPlay } from "../zones/zones.js";
import { simultaneously } from "../zones/simultaneous.js";
import { numbered } from "../view/wording.js";

type UnlessSacrifice = Extract<Effect, { do: "unlessYouSacrifice" }>;

/** The permanents its controller controls of the kind named. */
function candidates(s: GameState, who: PlayerId, e: UnlessSacrifice): ObjectId[] {
  return permanents(s).filter((o) => controllerOf(s, o) === who && matchesFilter(s, o, e.filter, who)).map((o) => o.id);
}

/** Asks (false: the answer is awaited) unless too few permanents can be sacrificed; then runs the effects if none were. */
export function unlessYouSacrifice(g: Game, r: Resolvable, e: UnlessSacrifice): boolean {
  return askUnless(g, r, e, () => candidates(g.s, r.controller, e).length, { kind: "sacrifice", player: r.controller });
}

/** The effect of the `sacrifice` decision under way, if it is this one. */
export function resolvingUnlessSacrifice(s: GameState): { r: Resolvable; e: UnlessSacrifice } | undefined {
  if (!s.resolving) return undefined;
  const { r, e } = resolvingEffect<Effect>(s);
  return e?.do === "unlessYouSacrifice" ? { r, e } : undefined;
}

export function unlessSacrificeDecision(s: GameState, who: PlayerId, { r, e }: { r: Resolvable; e: UnlessSacrifice }): Decision {
  const ids = candidates(s, who, e);
  const n = unlessAmount(s, r, e);
  const options = unlessAnswers(ids, n).map((chosen): Action => ({ type: "sacrifice", objects: chosen }));
  return {
    player: who,
    kind: "sacrifice",
    prompt: `${r.name}: you may sacrifice ${n} of ${ids.map((id) => nameOf(card(s, id))).join(", ")}; if you don't (post none), ${e.text}. Post any ${n} of details.candidates, or none.`,
    options,
    details: { candidates: ids.map((id) => ({ id, name: nameOf(card(s, id)) })), min: n, max: n, orNone: true },
  };
}

/** None posted: the effects happen; N of the kind: they are sacrificed at once and the effects don't happen. */
export function answerUnlessSacrifice(g: Game, who: PlayerId, objects: ObjectId[], { r, e }: { r: Resolvable; e: UnlessSacrifice }): void {
  const s = g.s;
  const allowed = candidates(s, who, e);
  if (!validUnlessAnswer(objects, allowed, unlessAmount(s, r, e)))
    illegal("glossary \"Sacrifice\"", `sacrifice exactly ${numbered(unlessAmount(s, r, e), "different permanent", "different permanents")} you control of the kind ${r.name} names (${allowed.join(", ")}), or none`);
  if (objects.length === 0) emit(g, { type: "sacrificeDeclined", text: `${playerName(s, who)} sacrifices nothing (${r.name}).`, data: { player: who } });
  simultaneously(g, () => objects.forEach((id) => putIntoGraveyardFromPlay(g, id, `sacrificed (${r.name})`))); // 410.10d
  unlessAnswered(g, objects.length === 0);
}
