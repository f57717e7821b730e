// Triggers on what an opponent's spell or ability causes (zones/cause.ts): "When a spell or
// ability an opponent controls causes you to discard ~" (Guerrilla Tactics) triggers from the
// graveyard the card was discarded to, with the card as its source; "Whenever a spell or ability
// an opponent controls causes a land to be put into your graveyard from play" (Sacred Ground)
// watches from play, and names the card put into the graveyard ("that land", 404.1).
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { characteristics } from "../effects/characteristics.js";
import { opponents } from "../game/game.js";
import type { GameEvent, GameState, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { lastKnown } from "../zones/zones.js";
import { watching } from "./watchers.js";

interface Fired {
  source: LastKnown;
  controller: PlayerId;
  ability: TriggeredAbility;
  /** The source where it is now (a card in a graveyard). */
  now?: ObjectId;
  /** The card the event names ("that land"). */
  subject?: ObjectId;
}

export function causeTriggers(s: GameState, e: GameEvent): Fired[] {
  const by = e.data.causedBy as PlayerId | undefined;
  if (by === undefined) return [];
  if (e.type === "discard") {
    const { player: who, card } = e.data as { player: PlayerId; card: { id: ObjectId } };
    const now = s.objects[card.id];
    if (now?.kind !== "card" || now.zone !== "graveyard" || !opponents(s, who).includes(by)) return [];
    return characteristics(s, now)
      .abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger.on === "discardedByOpponent")
      .map((ability) => ({ source: lastKnown(s, now), controller: who, ability, now: now.id }));
  }
  if (e.type === "putIntoGraveyardFromPlay") {
    const { owner, card, types } = e.data as { owner: PlayerId; card: { id: ObjectId }; types: string[] };
    // A land as it last existed in play (413.2), into its owner's graveyard: the watcher's controller's.
    if (!types.includes("land") || !opponents(s, owner).includes(by)) return [];
    return watching(s, "opponentPutsLandIntoYourGraveyard")
      .filter(({ o }) => controllerOf(s, o) === owner)
      .map(({ o, a }) => ({ source: lastKnown(s, o), controller: owner, ability: a, subject: card.id }));
  }
  return [];
}
