import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, life, manualGame, pass, passUntil } from "../helpers.js";

// "At the beginning of your precombat main phase, add {B} to your mana pool for each charge counter
// on ~." (Altar of Shadows), "At the beginning of each player's precombat main phase, if ~ is
// untapped, that player adds {1} to his or her mana pool for each artifact he or she controls."
// (Blinkmoth Urn): 305.1, they trigger as the turn's first main phase begins (300.1), on the stack
// (406.2: not mana abilities), their mana counted as they resolve (413.2); it empties at the end of
// that phase, burning (300.3). Compiled by compiler/main-phase-triggers.ts; engine
// spells/step-triggers.ts.
const library = Array<string>(10).fill("Plains");
const stackNames = (s: GameState) => s.stack.map((id) => { const o = s.objects[id]!; return o.kind === "ability" ? o.source.name : "spell"; });
const pool = (s: GameState, i: 0 | 1) => s.players[i]!.manaPool;
const mainBegins = (phase: "precombatMain" | "postcombatMain") => (s: GameState) => s.turn.phase === phase && s.turn.step === "main";

/** Passes (declaring no attackers or blockers) until `done`. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 200 && !done(s); i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  return s;
}

describe("clauses: \"at the beginning of your / each player's precombat main phase\" (305.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Altar of Shadows", "Blinkmoth Urn"]) expect(isSupported(name), name).toBe(true);
  });

  it("Altar of Shadows with two charge counters adds {B}{B} as the precombat main phase begins; unused, it burns at the phase's end (300.3)", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Altar of Shadows", counters: { charge: 2 } }] }, { library }], turn: 3, step: "upkeep" });
    s = passUntil(s, mainBegins("precombatMain"));
    expect(stackNames(s)).toEqual(["Altar of Shadows"]);
    s = pass(s, 2);
    expect(pool(s, 0).B).toBe(2);
    s = passUntil(s, (x) => x.turn.phase === "combat");
    expect(life(s, "p1")).toBe(18);
    // The postcombat main phase is no precombat main phase: nothing triggers.
    s = passUntil(s, mainBegins("postcombatMain"));
    expect(s.stack).toEqual([]);
  });

  it("Altar of Shadows without counters adds nothing; on its opponent's turn it doesn't trigger", () => {
    let s = manualGame({ players: [{ library, play: ["Altar of Shadows"] }, { library }], turn: 3, step: "upkeep" });
    s = passUntil(s, mainBegins("precombatMain"));
    expect(stackNames(s)).toEqual(["Altar of Shadows"]);
    s = pass(s, 2);
    expect(pool(s, 0).B).toBe(0);
    let t = manualGame({ players: [{ library }, { library, play: [{ card: "Altar of Shadows", counters: { charge: 3 } }] }], turn: 3, step: "upkeep" });
    t = passUntil(t, mainBegins("precombatMain"));
    expect(t.stack).toEqual([]);
  });

  it("Blinkmoth Urn: the active player adds {1} for each artifact he or she controls, on each player's turn", () => {
    let s = manualGame({ players: [{ library, play: ["Blinkmoth Urn", "Ornithopter"] }, { library, play: ["Ornithopter"] }], turn: 3, step: "upkeep" });
    s = passUntil(s, mainBegins("precombatMain"));
    expect(stackNames(s)).toEqual(["Blinkmoth Urn"]);
    s = pass(s, 2);
    expect(pool(s, 0).C).toBe(2);
    s = until(s, (x) => x.turn.active === "p2" && mainBegins("precombatMain")(x));
    expect(stackNames(s)).toEqual(["Blinkmoth Urn"]);
    s = pass(s, 2);
    // That player's artifacts: Bob's one Ornithopter, into Bob's pool.
    expect(pool(s, 1).C).toBe(1);
    expect(pool(s, 0).C).toBe(0);
  });

  it("404.3: a tapped Blinkmoth Urn doesn't trigger", () => {
    let s = manualGame({ players: [{ library }, { library, play: [{ card: "Blinkmoth Urn", tapped: true }, "Ornithopter"] }], turn: 3, step: "upkeep" });
    s = passUntil(s, mainBegins("precombatMain"));
    expect(s.stack).toEqual([]);
    expect(pool(s, 0).C).toBe(0);
  });
});
