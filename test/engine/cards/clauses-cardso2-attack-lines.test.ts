import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { inPlay, life, pass, rejects, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// Onslaught's restrictions on attacking and blocking in its own wording: "~ can't attack unless
// defending player controls an island." (the land type printed in lower case; 500.2) and "~ can't
// be blocked except by creatures with flying and/or Walls." (309.2).
const blockers = (s: ReturnType<typeof combatGame>) => pass(s, 2);

describe("clauses: Slipstream Eel's \"an island\", Elven Riders' \"creatures with flying and/or Walls\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Slipstream Eel", "Elven Riders"]) expect(isSupported(name), name).toBe(true);
  });

  it("500.2: Slipstream Eel can't attack a player who controls no Island; declaring it is refused", () => {
    const s = combatGame({ play: ["Slipstream Eel", "Grizzly Bears"] }, { play: ["Mountain"] });
    expect(attackCandidates(s).map((c) => c.creature.card)).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Slipstream Eel"), defender: "p2" }] }, "500.2");
  });

  it("500.2: Slipstream Eel attacks a player who controls an Island and deals its 6 damage", () => {
    let s = combatGame({ play: ["Slipstream Eel"] }, { play: ["Island"] });
    s = passTo(attack(s, "Slipstream Eel"), "endOfCombat");
    expect(life(s, "p2")).toBe(14);
  });

  it("309.2: Elven Riders can't be blocked by Grizzly Bears; a Wall or a creature with flying may block it", () => {
    let s = blockers(attack(combatGame({ play: ["Elven Riders"] }, { play: ["Grizzly Bears", "Wall of Stone", "Storm Crow"] }), "Elven Riders"));
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Elven Riders") }] }, "309.2");
    s = block(s, ["Storm Crow", "Elven Riders"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Storm Crow"]);
    expect(life(s, "p2")).toBe(20);
    let t = blockers(attack(combatGame({ play: ["Elven Riders"] }, { play: ["Wall of Stone"] }), "Elven Riders"));
    t = block(t, ["Wall of Stone", "Elven Riders"]);
    t = passTo(t, "endOfCombat");
    expect(life(t, "p2")).toBe(20);
  });
});
