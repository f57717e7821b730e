// Shared set-ups of the combat keyword tests: p1 attacks p2 on turn 3.
import type { GameState, Setup } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { act, inPlay, manualGame, pass } from "../helpers.js";

export const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** A game at p1's declare attackers step of turn 3 (or its main phase, with `step: "main"`). */
export function combatGame(p1: Setup["players"][number], p2: Setup["players"][number], step: "declareAttackers" | "main" = "declareAttackers"): GameState {
  return manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], step, turn: 3 });
}

export function attack(s: GameState, ...names: string[]): GameState {
  return act(s, { type: "declareAttackers", attackers: names.map((n) => ({ attacker: inPlay(s, n, "p1"), defender: "p2" })) });
}

export function block(s: GameState, ...pairs: [blocker: string, attacker: string][]): GameState {
  // Two blockers of the same name are told apart by taking each permanent once.
  const used = new Set<string>();
  const blocks = pairs.map(([b, a]) => {
    const blocker = s.play.find((x) => !used.has(x) && card(s, x).card === b && controllerOf(s, card(s, x)) === "p2");
    if (!blocker) throw new Error(`${b} not in play for p2`);
    used.add(blocker);
    return { blocker, attacker: inPlay(s, a, "p1") };
  });
  return act(s, { type: "declareBlockers", blocks });
}

/** Passes priority until the game is in the given step. */
export function passTo(s: GameState, step: string): GameState {
  for (let i = 0; i < 100 && s.turn.step !== step; i++) s = pass(s);
  return s;
}
