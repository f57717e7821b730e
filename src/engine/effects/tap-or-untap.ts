// "Tap or untap target creature" (Puppeteer, Twiddle, Teardrop Kami): as the spell or ability
// resolves its controller chooses which (413.2c: choices an effect leaves open are made as it
// resolves), then the permanent, if it is still a legal target (415.?), is tapped or untapped.
// The decision is a `choose` one with `what: "tapOrUntap"`; the choice is public.
import type { Effect } from "../../cards/language.js";
import { emit, nameOf, obj, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, CardObject, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { effectDecisionDone, resolvable, type Resolvable } from "../spells/resolve.js";
import { legalTarget, runEffect } from "./effects.js";

type TapOrUntap = Extract<Effect, { do: "tapOrUntap" }>;
const TAP_OR_UNTAP = ["tap", "untap"];

/** Waits for the choice, unless the target has become illegal (then nothing happens). */
export function askTapOrUntap(g: Game, r: Resolvable, e: TapOrUntap): boolean {
  const t = legalTarget(g, r, e.object.target);
  if (!t || !("object" in t)) return true;
  g.s.pending = { kind: "choose", player: r.controller, object: r.id, what: "tapOrUntap", resolving: true };
  return false;
}

export function tapOrUntapDecision(s: GameState, p: Extract<Pending, { kind: "choose" }>): Decision {
  const r = resolvable(s, obj(s, p.object));
  const e = r.effects[s.resolving!.step] as TapOrUntap;
  const t = r.targets[e.object.target] as { object: string };
  const permanent = s.objects[t.object] as CardObject;
  return {
    player: p.player,
    kind: p.kind,
    prompt: `${r.name} resolves: choose whether to tap or untap ${nameOf(permanent)} (it is ${permanent.tapped ? "tapped" : "untapped"}).`,
    options: TAP_OR_UNTAP.map((choice): Action => ({ type: "choose", choice })),
    details: { what: "tapOrUntap", object: p.object, name: r.name, permanent: t.object },
  };
}

/** The choice made: the permanent is tapped or untapped, and the resolution goes on. */
export function chooseTapOrUntap(g: Game, who: PlayerId, r: Resolvable, choice: string): void {
  if (!TAP_OR_UNTAP.includes(choice)) illegal("413", "choose tap or untap");
  const e = r.effects[g.s.resolving!.step] as TapOrUntap;
  emit(g, { type: "choose", text: `${playerName(g.s, who)} chooses to ${choice} it (${r.name}).`, data: { player: who, object: r.id, choice } });
  runEffect(g, r, { do: choice as "tap" | "untap", object: e.object });
  effectDecisionDone(g);
}
