import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, resolveStack } from "../helpers.js";

// Damage about the creature a spell targeted, counted as the spell resolves (413.2): Boros
// Fury-Shield, if {R} was spent to play it (409.1h), deals damage to the creature's controller
// equal to the creature's power, besides preventing the creature's combat damage (419.7).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp"];

/** p1 attacks p2 with Hill Giant; p2 plays Boros Fury-Shield on it; the turn goes on to the second main phase. */
function furyShield(p2Lands: string[]): GameState {
  let s = manualGame({ players: [{ play: ["Hill Giant"], library }, { hand: ["Boros Fury-Shield"], play: p2Lands, library }], turn: 3 });
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
  for (let i = 0; i < 10 && s.pending?.player !== "p2"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
  s = resolveStack(cast(s, "p2", "Boros Fury-Shield", [{ object: inPlay(s, "Hill Giant") }]));
  for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
  return s;
}

describe("clauses: damage about the targeted creature (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Boros Fury-Shield"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1h: Boros Fury-Shield paid with a Mountain: Hill Giant's combat damage is prevented and its controller is dealt 3", () => {
    const s = furyShield(["Plains", "Mountain", "Mountain"]);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 20]);
  });

  it("409.1h: Boros Fury-Shield paid with white mana only: the damage is prevented, nobody is dealt damage", () => {
    const s = furyShield(["Plains", "Plains", "Plains"]);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 20]);
  });
});
