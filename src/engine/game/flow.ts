// The game runs by itself until some player owes a decision: turn-based actions, steps
// and phases, state-based effects before anyone receives priority (420.3), resolution, and
// automatic passing for players who have nothing else they may do.
import { autoPasses, passOnPriorityOfPlayerWhoLeft, passPriority } from "../turn/priority.js";
import { endPassUntil } from "../turn/stops.js";
import { continueResolution } from "../spells/resolve.js";
import { checkStateBasedEffects, stateBasedEffects } from "../state-based/state-based.js";
import { readingState } from "../effects/characteristics.js";
import { collectTriggers, putTriggersOnStack } from "../spells/triggers.js";
import { beginStep, endStep } from "../turn/turn.js";
import { player, type Game } from "./game.js";
import { noteControlChanges } from "../effects/control.js";
import { drawByLoop, MANDATORY_ACTIONS_BOUND } from "../state-based/loops.js";
import { askArrivalChoice } from "../zones/arrival-choices.js";

export function advance(g: Game): void {
  for (let i = 0; i < (g.loopBound ?? MANDATORY_ACTIONS_BOUND); i++) {
    noteControlChanges(g);
    const s = g.s;
    // When state-based effects are checked next (420.3: a player is about to receive priority),
    // they are found in the reading of the state that looks at the events for triggers: nothing
    // changes between the two but the list of waiting abilities.
    const found = checkedNext(g) ? readingState(s, () => (collectTriggers(g), stateBasedEffects(s))) : (collectTriggers(g), undefined);
    if (s.status === "finished") return;
    if (s.pending) {
      if (s.pending.kind === "priority" && autoPasses(s, s.pending.player)) {
        g.settled = passPriority(g, s.pending.player) && g.settled;
        continue;
      }
      // The game stops for the player: a "pass until" that didn't hold is over (stops.ts).
      if (s.pending.kind === "priority") g.s = endPassUntil(s, s.pending.player);
      return;
    }
    if (s.status === "mulligan") return;
    if (s.arriving && askArrivalChoice(s)) continue; // 419.1b: before anything else happens
    if (s.resolving) {
      g.settled = false;
      continueResolution(g);
      continue;
    }
    if (s.priority) {
      // 420.3 / 410.1: state-based effects, then triggered abilities, until neither happens.
      if (!g.settled && checkStateBasedEffects(g, found)) continue;
      if (s.triggered.length > 0) {
        g.settled = false;
        putTriggersOnStack(g);
        continue;
      }
      if (player(s, s.priority.player).outcome !== "playing") {
        g.settled = false;
        passOnPriorityOfPlayerWhoLeft(g);
        continue;
      }
      s.pending = { kind: "priority", player: s.priority.player };
      g.settled = true;
      continue;
    }
    g.settled = false;
    if (s.turn.stage === "start") beginStep(g);
    else endStep(g);
  }
  drawByLoop(g);
}

/** Whether the state-based effects are checked in this pass of `advance` (its branches, in order, up to the check). */
function checkedNext(g: Game): boolean {
  const s = g.s;
  return s.status !== "finished" && !s.pending && s.status !== "mulligan" && !s.arriving && !s.resolving && !!s.priority && !g.settled;
}
