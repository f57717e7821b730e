// 421: "infinite loops". 421.4: "If the loop contains only mandatory actions, the game
// is a draw." Between two decisions the game runs by itself — turn-based actions, state-based
// effects, triggered abilities, resolution, automatic passing — and every action of such a run
// is mandatory: no player chooses anything. The run is bounded: one that goes on for more than
// MANDATORY_ACTIONS_BOUND steps without any player owing a decision is a loop of mandatory
// actions, and the game ends in a draw instead of running forever. (The longest runs that end
// by themselves — hundreds of triggered abilities resolving one by one — take a few thousand.)
import { emit, type Game } from "../game/game.js";

export const MANDATORY_ACTIONS_BOUND = 100_000;

/** 421.4: the game is a draw; each player still in it draws. */
export function drawByLoop(g: Game): void {
  const s = g.s;
  for (const p of s.players) if (p.outcome === "playing") p.outcome = "drew";
  s.status = "finished";
  s.winners = [];
  s.pending = null;
  s.priority = null;
  s.playing = null;
  s.resolving = null;
  emit(g, { type: "gameOver", text: "The game is a draw: it entered a loop of mandatory actions that no player can stop (421.2).", data: { winners: [], rule: "421.2" } });
}
