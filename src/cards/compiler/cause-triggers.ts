// Triggers on what an opponent's spell or ability causes (engine/zones/cause.ts,
// engine/spells/cause-triggers.ts): "When a spell or ability an opponent controls causes you to
// discard ~" (Guerrilla Tactics, an ability of the card that triggers from the graveyard) and
// "Whenever a spell or ability an opponent controls causes a land to be put into your graveyard
// from play" (Sacred Ground), whose effect returns "that land" (the card put there) to play.
import type { Trigger } from "../language.js";
import type { Clause } from "./effects.js";
import { lit, map, word, type Syntax } from "./syntax.js";

export const causeTriggers: Syntax<Trigger>[] = [
  word<Trigger>("When a spell or ability an opponent controls causes you to discard ~", { on: "discardedByOpponent", what: "self" }),
  word<Trigger>("Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from play", { on: "opponentPutsLandIntoYourGraveyard" }),
];

/** "return that land to play": the card the trigger's event put into the graveyard (the language allows it only after that trigger). */
export const returnThatLand: Syntax<Clause[]> = map(
  lit("return that land to play"),
  (): Clause[] => [{ do: "returnToPlay", object: "thatCard" } as Clause],
  (cs) => (cs.length === 1 && cs[0]!.do === "returnToPlay" && (cs[0] as { object?: unknown }).object === "thatCard" ? null : undefined),
);
