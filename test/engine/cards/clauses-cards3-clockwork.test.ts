import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { cast, inPlay, life, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat." (the Mirrodin
// Clockwork creatures): the trigger makes a delayed triggered ability that triggers as the end of
// combat step begins (311.? (?)), so the creature deals its combat damage with the counter still on
// it and shrinks afterwards; a counter that isn't there can't be removed.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const drain = (s: GameState) => {
  for (let i = 0; i < 6 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const counters = (s: GameState, name: string) => card(s, inPlay(s, name)).counters?.["+1/+1"] ?? 0;

describe("clauses: \"remove a +1/+1 counter from it at end of combat\" (the Clockwork creatures)", () => {
  it("the cards are offered", () => {
    for (const name of ["Clockwork Beetle", "Clockwork Condor", "Clockwork Dragon", "Clockwork Vorrac"]) expect(isSupported(name), name).toBe(true);
  });

  it("Clockwork Beetle comes into play with two +1/+1 counters (a 2/2)", () => {
    let s = manualGame({ players: [{ hand: ["Clockwork Beetle"], play: ["Plains"], library }, { library }], turn: 3 });
    s = drain(payFully(cast(s, "p1", "Clockwork Beetle")));
    expect(pt(s, inPlay(s, "Clockwork Beetle"))).toEqual([2, 2]);
  });

  it("311: Clockwork Vorrac attacks with four counters, deals 4, and has three once the end of combat step begins", () => {
    let s = combatGame({ play: [{ card: "Clockwork Vorrac", counters: { "+1/+1": 4 } }] }, {});
    s = attack(s, "Clockwork Vorrac");
    expect(s.stack).toHaveLength(1); // the attack trigger
    s = drain(s);
    expect(counters(s, "Clockwork Vorrac")).toBe(4); // the removal waits for the end of combat
    s = passTo(s, "combatDamage");
    s = drain(s);
    expect(life(s, "p2")).toBe(16);
    expect(pt(s, inPlay(s, "Clockwork Vorrac"))).toEqual([4, 4]);
    s = passTo(s, "endOfCombat");
    expect(s.stack).toHaveLength(1); // the delayed ability, triggered as the step began
    s = drain(s);
    expect(pt(s, inPlay(s, "Clockwork Vorrac"))).toEqual([3, 3]);
  });

  it("311: Clockwork Beetle blocks: it shrinks only at end of combat, and a creature that didn't attack or block keeps its counters", () => {
    let s = combatGame({ play: ["Llanowar Elves"] }, { play: [{ card: "Clockwork Beetle", counters: { "+1/+1": 2 } }, { card: "Clockwork Condor", counters: { "+1/+1": 3 } }] });
    s = passTo(attack(s, "Llanowar Elves"), "declareBlockers");
    s = block(s, ["Clockwork Beetle", "Llanowar Elves"]);
    s = drain(s);
    s = passTo(s, "combatDamage");
    s = drain(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(card(s, inPlay(s, "Clockwork Beetle")).damage).toBe(1);
    expect(pt(s, inPlay(s, "Clockwork Beetle"))).toEqual([2, 2]);
    s = passTo(s, "endOfCombat");
    s = drain(s);
    // A 1/1 with 1 damage: put into its owner's graveyard (420.5c).
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Clockwork Beetle"]);
    expect(counters(s, "Clockwork Condor")).toBe(3);
  });

  it("420.5c: Clockwork Dragon attacking with its last counter deals 1 damage, then is a 0/0 put into its owner's graveyard", () => {
    let s = combatGame({ play: [{ card: "Clockwork Dragon", counters: { "+1/+1": 1 } }, "Plains", "Plains", "Plains"] }, {});
    s = attack(s, "Clockwork Dragon");
    s = drain(s);
    s = passTo(s, "combatDamage");
    s = drain(s);
    expect(life(s, "p2")).toBe(19);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    s = passTo(s, "endOfCombat");
    s = drain(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Clockwork Dragon"]);
  });
});
