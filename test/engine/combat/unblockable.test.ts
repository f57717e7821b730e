import { describe, expect, it } from "vitest";
import { inPlay, life, pass, rejects } from "../helpers.js";
import { attack, block, combatGame, passTo } from "./combat-keywords-helpers.js";

// Glossary, "Unblockable": if an attacking creature "is unblockable," no creature can legally block it.
describe("unblockable (glossary; 309.2: blocking restrictions)", () => {
  it("309.2, glossary \"Unblockable\": Hill Giant can't block Phantom Warrior (\"~ is unblockable.\"); it blocks the Grizzly Bears attacking beside it", () => {
    let s = pass(attack(combatGame({ play: ["Phantom Warrior", "Grizzly Bears"] }, { play: ["Hill Giant"] }), "Phantom Warrior", "Grizzly Bears"), 2);
    expect(s.pending).toMatchObject({ kind: "blockers", player: "p2" });
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant", "p2"), attacker: inPlay(s, "Phantom Warrior", "p1") }] }, "309.2");
    s = passTo(block(s, ["Hill Giant", "Grizzly Bears"]), "endOfCombat");
    expect(life(s, "p2")).toBe(18);
  });

  it("309.2: with only an unblockable attacker, no block can be declared, and Phantom Warrior deals its 2 damage", () => {
    let s = pass(attack(combatGame({ play: ["Phantom Warrior"] }, { play: ["Hill Giant"] }), "Phantom Warrior"), 2);
    expect(s.pending?.kind).not.toBe("blockers");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(18);
  });

  it("309.2: the restriction is the attacker's alone — Phantom Warrior itself can block Hill Giant", () => {
    let s = pass(attack(combatGame({ play: ["Hill Giant"] }, { play: ["Phantom Warrior"] }), "Hill Giant"), 2);
    s = passTo(block(s, ["Phantom Warrior", "Hill Giant"]), "endOfCombat");
    expect(life(s, "p2")).toBe(20);
  });
});
