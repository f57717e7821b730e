// The game runs by itself until some player owes a decision: turn-based actions, steps
// and phases, state-based effects before anyone receives priority (420.3), resolution, and
// automatic passing for players who have nothing else they may do.
import { autoPasses, passOnPriorityOfPlayerWhoLeft, passPriority } from "../turn/priority.js";
import { endPassUntil } from "../turn/stops.js";
import { continueResolution } from "../spells/resolve.js";
import { checkStateBasedEffects } from "../state-based/state-based.js";
import { collectTriggers, putTriggersOnStack } from "../spells/triggers.js";
import { beginStep, endStep } from "../turn/turn.js";
import { player, type Game } from "./game.js";
import { noteControlChanges } from "../effects/control.js";
import { drawByLoop, MANDATORY_ACTIONS_BOUND } from "../state-based/loops.js";
import { askArrivalChoice } from "../zones/arrival-choices.js";

export function advance(g: Game): void {
  for (let i = 0; i < (g.loopBound ?? MANDATORY_ACTIONS_BOUND); i++) {
    noteControlChanges(g);
    collectTriggers(g);
    const s = g.s;
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
      if (!g.settled && checkStateBasedEffects(g)) continue;
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
