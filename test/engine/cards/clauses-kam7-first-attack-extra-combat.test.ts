import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, life, manualGame, pass } from "../helpers.js";

// Godo, Bandit Warlord (CHK): "Whenever ~ attacks for the first time each turn, untap it and all
// Samurai you control. After this phase, you get an additional combat phase." The trigger sees the
// creatures declared as attackers earlier in the turn (308); "it" is Godo; the added combat phase
// comes directly after the current one, and the turn then resumes with its postcombat main phase
// (300.7). Attacking again in that phase is not a first time: no trigger, no third combat.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Passes (Bob declaring no blockers) until Ann declares attackers again, or the turn reaches `step`. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 40 && !done(s); i++) s = act(s, s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  return s;
}
const attack = (s: GameState, names: string[]) => act(s, { type: "declareAttackers", attackers: names.map((n) => ({ attacker: inPlay(s, n), defender: "p2" })) });
const tapped = (s: GameState, name: string) => card(s, inPlay(s, name)).tapped === true;

describe("clauses: \"Whenever ~ attacks for the first time each turn, untap it and all Samurai you control. After this phase, you get an additional combat phase.\" (Godo, Bandit Warlord)", () => {
  it("the card is offered", () => {
    expect(isSupported("Godo, Bandit Warlord")).toBe(true);
  });

  it("300.7: Godo, a Samurai and Bears attack; Godo and the Samurai untap, the Bears don't; a second combat follows, where Godo's new attack triggers nothing; then the postcombat main phase", () => {
    let s = manualGame({ players: [{ library, play: ["Godo, Bandit Warlord", "Konda's Hatamoto", "Grizzly Bears"] }, { library }], turn: 3, step: "declareAttackers" });
    s = attack(s, ["Godo, Bandit Warlord", "Konda's Hatamoto", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect([tapped(s, "Godo, Bandit Warlord"), tapped(s, "Konda's Hatamoto"), tapped(s, "Grizzly Bears")]).toEqual([false, false, true]);
    s = until(s, (x) => x.pending?.kind === "attackers");
    expect(life(s, "p2")).toBe(14); // 3 + 1 + 2
    expect([s.turn.phase, s.turn.number]).toEqual(["combat", 3]);
    // The tapped Bears can't attack in the added combat (308.2a).
    expect(JSON.stringify(legalDecision(s, "p1"))).not.toContain(inPlay(s, "Grizzly Bears"));
    s = attack(s, ["Godo, Bandit Warlord", "Konda's Hatamoto"]);
    expect(s.stack).toHaveLength(0);
    s = until(s, (x) => x.turn.step === "main");
    expect(life(s, "p2")).toBe(10);
    expect([s.turn.phase, s.turn.number]).toEqual(["postcombatMain", 3]);
    expect(s.turn.additionalPhases).toBeUndefined();
  });

  it("Godo stays home: the Samurai's attack triggers nothing and there is one combat phase", () => {
    let s = manualGame({ players: [{ library, play: ["Godo, Bandit Warlord", "Konda's Hatamoto"] }, { library }], turn: 3, step: "declareAttackers" });
    s = attack(s, ["Konda's Hatamoto"]);
    expect(s.stack).toHaveLength(0);
    s = until(s, (x) => x.turn.step === "main");
    expect([s.turn.phase, life(s, "p2")]).toEqual(["postcombatMain", 19]);
    expect(tapped(s, "Konda's Hatamoto")).toBe(true);
  });
});
