// "Whenever ~ becomes tapped" (City of Brass), "When enchanted land becomes tapped" (Spreading
// Algae, Uncontrolled Infestation), "Whenever a creature an opponent controls becomes tapped"
// (Palliation Accord); "Whenever an opponent taps a Mountain for mana" (Sanctimony), "Whenever you
// tap ~ for mana" (Forbidden Orchard), which use the stack (406.1b: they add no mana): 404.1, the event is a permanent turning from untapped to tapped, whatever
// taps it (a {T} cost, a mana ability, an attack, an effect, regeneration, convoke, a cost that
// taps other permanents); a permanent coming into play tapped never became tapped. The event is
// written to the log only while some card in play could watch for it (`mayWatchFor`), so a game
// without such a card pays one look-up per tapping.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { emit, nameOf, type Game } from "../game/game.js";
import type { CardObject, GameEvent, GameState, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "./targets.js";
import { mayWatchFor, watching } from "./watchers.js";

/** Whether some card in play may watch for a permanent becoming tapped (`forMana`: or being tapped for mana). */
export function tappingWatched(s: GameState, forMana: boolean): boolean {
  return mayWatchFor(s, "becomesTapped") || (forMana && mayWatchFor(s, "tapsForMana"));
}

/** After `ids` turned from untapped to tapped (`forMana`: by this player, for a mana ability of its): the event "becomes tapped" and "taps ... for mana" trigger on, if anything may watch for it; whether it was written. */
export function becameTapped(g: Game, ids: readonly ObjectId[], forMana?: PlayerId): boolean {
  if (ids.length === 0 || !tappingWatched(g.s, forMana !== undefined)) return false;
  const names = ids.map((id) => nameOf(g.s.objects[id] as CardObject)).join(", ");
  emit(g, { type: "becomesTapped", text: `${names} ${ids.length > 1 ? "become" : "becomes"} tapped.`, data: { objects: [...ids], ...(forMana !== undefined ? { forMana } : {}) } });
  return true;
}

type Fired = { o: CardObject; a: TriggeredAbility; subject: ObjectId; player?: PlayerId };

/** The abilities a "becomesTapped" event triggers, each with the permanent tapped (its "it", "that land") and, tapped for mana, the player who tapped it ("that player"). */
export function tapTriggers(s: GameState, e: GameEvent): Fired[] {
  const out: Fired[] = [];
  const forMana = e.data.forMana as PlayerId | undefined;
  const watchers = forMana === undefined ? watching(s, "becomesTapped") : watching(s, "becomesTapped", "tapsForMana");
  if (!watchers.length) return out;
  for (const id of e.data.objects as ObjectId[]) {
    const tapped = s.objects[id];
    if (!tapped || tapped.kind !== "card" || tapped.zone !== "play") continue;
    for (const { o, a } of watchers) {
      const t = a.trigger as Extract<TriggeredAbility["trigger"], { on: "becomesTapped" | "tapsForMana" }>;
      const you = controllerOf(s, o);
      if (t.on === "tapsForMana" && (forMana === undefined || (t.player === "you") !== (forMana === you))) continue;
      const what = t.what;
      const fires = what === "self" ? o.id === id : what === "enchanted" ? o.attachedTo === id : !(what.other && o.id === id) && matchesFilter(s, tapped, what, you);
      // 601.2: within its controller's range of influence.
      if (fires && inRange(s, you, controllerOf(s, tapped))) out.push({ o, a, subject: id, ...(t.on === "tapsForMana" ? { player: forMana } : {}) });
    }
  }
  return out;
}
