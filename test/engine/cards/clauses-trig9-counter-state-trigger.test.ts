import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, passUntil } from "../helpers.js";

// 410.10: "When ~ has twenty or more charge counters on it, you win the game." (Darksteel Reactor):
// a state trigger on its own counters: it triggers as soon as the count is reached (checked
// whenever a player would receive priority), and not again while it waits or is on the stack
// (compiler/counter-state-trigger.ts, engine spells/state-triggers.ts).
const library = Array<string>(10).fill("Plains");
const stackNames = (s: GameState) => s.stack.map((id) => { const o = s.objects[id]!; return o.kind === "ability" ? o.source.name : "spell"; });

/** From p1's upkeep with the Reactor's upkeep ability on the stack: resolves it, answering its "may". */
function upkeep(s: GameState, accept: boolean): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "may");
  return act(s, { type: "may", accept }, "p1");
}

describe("clauses: \"When ~ has N or more [kind] counters on it\" (410.10)", () => {
  it("the card is offered", () => {
    expect(isSupported("Darksteel Reactor")).toBe(true);
  });

  it("the twentieth charge counter: the state trigger goes on the stack at once, and its controller wins as it resolves", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Darksteel Reactor", counters: { charge: 19 } }] }, { library }], turn: 3, step: "upkeep" });
    expect(s.status).toBe("playing");
    s = upkeep(s, true);
    expect(card(s, inPlay(s, "Darksteel Reactor")).counters?.charge).toBe(20);
    expect(stackNames(s)).toEqual(["Darksteel Reactor"]);
    s = pass(s, 2);
    expect(s.status).toBe("finished");
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "lost"]);
  });

  it("nineteen counters are not enough: declining the counter triggers nothing", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Darksteel Reactor", counters: { charge: 19 } }] }, { library }], turn: 3, step: "upkeep" });
    s = upkeep(s, false);
    expect(s.stack).toEqual([]);
    expect(s.status).toBe("playing");
  });

  it("it triggers once while the state holds: on the stack, it doesn't trigger again when players get priority", () => {
    let s = manualGame({ players: [{ library }, { library, play: [{ card: "Darksteel Reactor", counters: { charge: 25 } }] }], turn: 3 });
    expect(stackNames(s)).toEqual(["Darksteel Reactor"]);
    s = pass(s);
    expect(stackNames(s)).toEqual(["Darksteel Reactor"]);
    s = pass(s);
    expect(s.players.map((p) => p.outcome)).toEqual(["lost", "won"]);
  });
});
