import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { inPlay, life, rejects } from "../helpers.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

describe("vigilance and defender", () => {
  it("502.? vigilance: attacking doesn't cause Veteran Cavalier to tap; Grizzly Bears attacking beside it taps", () => {
    let s = attack(combatGame({ play: ["Veteran Cavalier", "Grizzly Bears"] }, {}), "Veteran Cavalier", "Grizzly Bears");
    expect(card(s, inPlay(s, "Veteran Cavalier")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(16);
  });

  it("502.? vigilance: Serra Angel (\"Attacking doesn't cause Serra Angel to tap.\") attacks without tapping", () => {
    const s = attack(combatGame({ play: ["Serra Angel"] }, {}), "Serra Angel");
    expect(card(s, inPlay(s, "Serra Angel")).tapped).toBe(false);
  });

  it("502.41: Carven Caryatid (defender) can't attack: it is not offered, and declaring it is refused", () => {
    const s = combatGame({ play: ["Carven Caryatid", "Grizzly Bears"] }, {});
    const names = (legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Carven Caryatid"), defender: "p2" }] }, "308.2");
  });
});
