// "Untap up to four lands" (Rewind): no word "target", so the lands are chosen as the spell
// resolves (413.2: its instructions are followed in order, after the counter). Its controller
// chooses any of them up to the number, none included; only tapped ones are offered (untapping
// an untapped land does nothing), within his or her range of influence (601.2). The choice is
// a combination: the decision lists none and one most useful answer (his or her own tapped
// lands first, up to the number), describes the candidates and limits, and accepts any set of
// them — the subsets are never listed.
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { untapPermanent } from "./durations.js";
import { card, emit, nameOf, permanents, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import { effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { numbered } from "../view/wording.js";

type UntapUpTo = Extract<Effect, { do: "untapUpTo" }>;

/** Asks the spell's controller which permanents to untap; with none tapped, nothing happens. */
export function askUntaps(g: Game, r: Resolvable, e: UntapUpTo): boolean {
  if (candidates(g.s, r.controller, e).length === 0) return true;
  g.s.pending = { kind: "untapChosen", player: r.controller };
  return false;
}

/** The tapped permanents matching the filter within the player's range of influence: his or her own first. */
function candidates(s: GameState, who: PlayerId, e: UntapUpTo): ObjectId[] {
  const tapped = permanents(s).filter((o) => o.tapped && inRange(s, who, controllerOf(s, o)) && matchesFilter(s, o, e.filter, who));
  return [...tapped.filter((o) => controllerOf(s, o) === who), ...tapped.filter((o) => controllerOf(s, o) !== who)].map((o) => o.id);
}

export function untapChosenDecision(s: GameState, who: PlayerId): Decision {
  const { r, e } = resolvingEffect<UntapUpTo>(s);
  const ids = candidates(s, who, e);
  return {
    player: who,
    kind: "untapChosen",
    prompt: `${r.name}: untap up to ${e.count} of ${ids.map((id) => nameOf(card(s, id))).join(", ")}. Post the ones you untap (at most ${e.count}), or none.`,
    options: [{ type: "untapChosen", objects: [] }, { type: "untapChosen", objects: ids.slice(0, e.count) }],
    details: { candidates: ids.map((id) => ({ id, name: nameOf(card(s, id)) })), min: 0, max: Math.min(e.count, ids.length) },
  };
}

export function answerUntaps(g: Game, who: PlayerId, objects: ObjectId[]): void {
  const s = g.s;
  const { r, e } = resolvingEffect<UntapUpTo>(s);
  const allowed = candidates(s, who, e);
  if (objects.length > e.count || new Set(objects).size !== objects.length || objects.some((id) => !allowed.includes(id)))
    illegal("413.2", `untap at most ${e.count} of the tapped permanents the spell names, each once: ${allowed.join(", ")}`);
  for (const id of objects) {
    untapPermanent(g, id);
    emit(g, { type: "untap", text: `${nameOf(card(s, id))} becomes untapped.`, data: { object: id } });
  }
  emit(g, { type: "untapChosen", text: `${playerName(s, who)} untaps ${numbered(objects.length, "permanent")} (${r.name}).`, data: { player: who, objects } });
  effectDecisionDone(g);
}
