import { describe, expect, it } from "vitest";
import { advance } from "../../../src/engine/game/flow.js";
import type { Game } from "../../../src/engine/game/game.js";
import { newState, startFromSetup } from "../../../src/engine/game/starting.js";
import { MANDATORY_ACTIONS_BOUND } from "../../../src/engine/state-based/loops.js";

/** Two players who can do nothing but pass (uncastable cards, no lands) and who chose to pass
 * whenever that is all they can do run turn after turn by themselves. */
function run(loopBound?: number): Game {
  const g: Game = { s: newState({ players: [{ name: "Ann", deck: [] }, { name: "Bob", deck: [] }], seed: "loop" }), events: [], scanned: 0, ...(loopBound ? { loopBound } : {}) };
  startFromSetup(g, { players: [{ library: Array<string>(30).fill("Craw Wurm"), stops: "everywhere", autoPass: true }, { library: Array<string>(30).fill("Craw Wurm"), stops: "everywhere", autoPass: true }], turn: 3, step: "upkeep" });
  advance(g);
  return g;
}

describe("loops of mandatory actions (421)", () => {
  it("421.2: a run of mandatory actions that reaches no decision within the bound makes the game a draw instead of running forever", () => {
    const g = run(100);
    expect(g.s.status).toBe("finished");
    expect(g.s.winners).toEqual([]);
    expect(g.s.players.map((p) => p.outcome)).toEqual(["drew", "drew"]);
    expect(g.s.pending).toBeNull();
    expect(g.events.at(-1)).toMatchObject({ type: "gameOver", data: { winners: [], rule: "421.2" } });
  });

  it("421.2: the same position with the real bound comes to a decision by itself (a discard at cleanup, 314.1): only a run that never reaches one is a loop", () => {
    const g = run();
    expect(MANDATORY_ACTIONS_BOUND).toBeGreaterThan(1000);
    expect(g.s.status).toBe("playing");
    expect(g.s.pending).toMatchObject({ kind: "discard", reason: "cleanup" });
  });
});
