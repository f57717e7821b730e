import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass } from "../helpers.js";
import { attack, library } from "../combat/combat-keywords-helpers.js";

// Relentless Assault (9ED): "Untap all creatures that attacked this turn. After this main phase,
// there is an additional combat phase followed by an additional main phase." Phases added after a
// main phase come directly after it, then the turn resumes (300.7); "creatures that attacked
// this turn" are those declared as attackers (308).
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];
const tapped = (s: GameState, id: string) => card(s, id).tapped === true;

/** Passes to the end of the turn, attacking with `attackers` whenever p1 declares attackers; the phases entered, in order. */
function playOutTurn(s: GameState, attackers: string[]): { s: GameState; phases: string[] } {
  const phases: string[] = [s.turn.phase];
  const turn = s.turn.number;
  for (let i = 0; i < 200 && s.turn.number === turn; i++) {
    if (s.pending?.kind === "attackers") s = attack(s, ...attackers.filter((n) => s.play.some((id) => card(s, id).card === n && !tapped(s, id))));
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
    if (s.turn.number === turn && phases[phases.length - 1] !== s.turn.phase) phases.push(s.turn.phase);
  }
  return { s, phases };
}

describe("clauses: \"Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase followed by an additional main phase.\" (Relentless Assault)", () => {
  it("308, 300.7: after combat, it untaps the creature that attacked (not the one that didn't) and the attacker attacks again in the added combat phase", () => {
    let s = manualGame({ players: [{ library, play: [...mountains, "Hill Giant", { card: "Goblin Raider", tapped: true }], hand: ["Relentless Assault"] }, { library }], turn: 3, step: "declareAttackers" });
    s = attack(s, "Hill Giant");
    for (let i = 0; i < 50 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
    expect(life(s, "p2")).toBe(17);
    expect(tapped(s, inPlay(s, "Hill Giant"))).toBe(true);
    s = pass(cast(s, "p1", "Relentless Assault"), 2);
    expect(tapped(s, inPlay(s, "Hill Giant"))).toBe(false);
    // Goblin Raider didn't attack this turn: it stays tapped.
    expect(tapped(s, inPlay(s, "Goblin Raider"))).toBe(true);
    const { s: after, phases } = playOutTurn(s, ["Hill Giant"]);
    expect(phases).toEqual(["postcombatMain", "combat", "postcombatMain", "end"]);
    expect(life(after, "p2")).toBe(14);
  });

  it("300.7: played in the precombat main phase, the added combat and main phases come before the turn's own combat phase", () => {
    let s = manualGame({ players: [{ library, play: [...mountains, "Hill Giant"], hand: ["Relentless Assault"] }, { library }], turn: 3, step: "main" });
    expect(s.turn.phase).toBe("precombatMain");
    s = pass(cast(s, "p1", "Relentless Assault"), 2);
    const { s: after, phases } = playOutTurn(s, ["Hill Giant"]);
    // Hill Giant attacks in the added combat phase; tapped, it can't attack in the turn's own one.
    expect(phases).toEqual(["precombatMain", "combat", "postcombatMain", "combat", "postcombatMain", "end"]);
    expect(life(after, "p2")).toBe(17);
  });

  it("300.7: two resolved in the same main phase add two combat phases, each followed by a main phase", () => {
    let s = manualGame({ players: [{ library, play: [...mountains, ...mountains, "Hill Giant"], hand: ["Relentless Assault", "Relentless Assault"] }, { library }], turn: 3, step: "declareAttackers" });
    s = attack(s, "Hill Giant");
    for (let i = 0; i < 50 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
    s = pass(cast(s, "p1", "Relentless Assault"), 2);
    s = pass(cast(s, "p1", "Relentless Assault"), 2);
    const { s: after, phases } = playOutTurn(s, ["Hill Giant"]);
    expect(phases).toEqual(["postcombatMain", "combat", "postcombatMain", "combat", "postcombatMain", "end"]);
    // It attacked in the first added combat only (nothing untapped it again): 3 + 3 damage.
    expect(life(after, "p2")).toBe(14);
  });
});
