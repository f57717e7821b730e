import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, pt } from "../helpers.js";
import { attack, block, combatGame } from "../combat/combat-keywords-helpers.js";

// The clause families of creatures and combat (src/cards/compiler/), each shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Passes, attacking and blocking with nothing, until `done`. */
function playOn(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 300 && !done(s); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  if (!done(s)) throw new Error("never reached");
  return s;
}
const nextTurnMain = (s: GameState) => playOn(s, (x) => x.turn.number === s.turn.number + 1 && x.turn.step === "main");

describe("clauses: Sliver lords — \"All Slivers get +N/+N\", \"All Slivers have [keyword]\" (412, 418.5)", () => {
  it("418.5a (6d): \"All Slivers get +2/+2\" — Might Sliver pumps every Sliver in play, an opponent's too, and itself; not a non-Sliver", () => {
    const s = manualGame({ players: [{ library, play: ["Might Sliver", "Bonesplitter Sliver", "Hill Giant"] }, { library, play: ["Plated Sliver"] }], turn: 3 });
    // Each 2/2 of p1: +2/+2 (Might), +2/+0 (Bonesplitter), +0/+1 (p2's Plated Sliver).
    expect(pt(s, inPlay(s, "Might Sliver"))).toEqual([6, 5]);
    expect(pt(s, inPlay(s, "Bonesplitter Sliver"))).toEqual([6, 5]);
    // Plated Sliver (1/1): +2/+2 and +2/+0 from p1's lords, +0/+1 from itself.
    expect(pt(s, inPlay(s, "Plated Sliver"))).toEqual([5, 4]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("502.3: \"All Slivers have flanking\" — Sidewinder Sliver's flanking makes a blocker without flanking get -1/-1", () => {
    let s = attack(combatGame({ play: ["Sidewinder Sliver"] }, { play: ["Grizzly Bears"] }), "Sidewinder Sliver");
    s = block(pass(s, 2), ["Grizzly Bears", "Sidewinder Sliver"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
  });

  it("502.29: \"All Slivers have provoke\" — a Sliver given provoke by Hunter Sliver has provoke's triggered ability as it attacks", () => {
    let s = attack(combatGame({ play: ["Hunter Sliver", "Plated Sliver"] }, { play: ["Grizzly Bears"] }), "Plated Sliver");
    expect(characteristics(s, card(s, inPlay(s, "Plated Sliver"))).keywords).toContain("provoke");
    // Its only possible target is chosen for it (410.4); the trigger is on the stack, then "you may" as it resolves.
    expect(s.stack).toHaveLength(1);
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(s.combat?.mustBlock).toEqual([{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Plated Sliver") }]);
  });
});

describe("clauses: untapping — \"doesn't untap during ... untap step\" (302.1 (?))", () => {
  it("302.1 (?): \"Enchanted creature doesn't untap during its controller's untap step\" — Dehydration keeps p2's tapped Bog Imp tapped through p2's untap step; p2's other permanents untap", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island", "Island", "Island"], hand: ["Dehydration"] }, { library, play: [{ card: "Bog Imp", tapped: true }, { card: "Swamp", tapped: true }] }], turn: 3 });
    s = pass(cast(s, "p1", "Dehydration", [{ object: inPlay(s, "Bog Imp") }]), 2);
    expect(card(s, inPlay(s, "Dehydration")).attachedTo).toBe(inPlay(s, "Bog Imp"));
    s = nextTurnMain(s);
    expect(s.turn.active).toBe("p2");
    expect(card(s, inPlay(s, "Bog Imp")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Swamp")).tapped).toBe(false);
  });

  it("302.1 (?): \"Islands don't untap during their controllers' untap steps\" — Choke keeps the opponent's Islands tapped, and its controller's own, not other lands", () => {
    let s = manualGame({ players: [{ library, play: ["Choke", { card: "Island", tapped: true }] }, { library, play: [{ card: "Island", tapped: true }, { card: "Swamp", tapped: true }] }], turn: 3 });
    s = nextTurnMain(s);
    expect(card(s, inPlay(s, "Island", "p2")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Swamp", "p2")).tapped).toBe(false);
    s = nextTurnMain(s);
    expect(s.turn.active).toBe("p1");
    expect(card(s, inPlay(s, "Island", "p1")).tapped).toBe(true);
  });

  it("302.1 (?): \"~ doesn't untap during your untap step\" — Goblin Sharpshooter stays tapped after using its {T} ability until a creature is put into a graveyard", () => {
    let s = manualGame({ players: [{ library, play: ["Goblin Sharpshooter"] }, { library, play: ["Suntail Hawk"] }], turn: 3 });
    const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Goblin Sharpshooter"))!;
    s = act(s, option, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(19);
    s = nextTurnMain(nextTurnMain(s));
    expect(s.turn.active).toBe("p1");
    expect(card(s, inPlay(s, "Goblin Sharpshooter")).tapped).toBe(true);
  });
});

describe("clauses: vigilance in words — \"Attacking doesn't cause ~ to tap\" (502.? (?))", () => {
  it("308.2 (?): \"Attacking doesn't cause ~ to tap\" — Ardent Militia attacks and stays untapped; a Hill Giant attacking beside it taps", () => {
    const s = attack(combatGame({ play: ["Ardent Militia", "Hill Giant"] }, { play: [] }), "Ardent Militia", "Hill Giant");
    expect(card(s, inPlay(s, "Ardent Militia")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(true);
  });

  it("308.2 (?): \"Attacking doesn't cause Clerics to tap\" — Akroma's Devoted lets a Cleric attack untapped, itself included", () => {
    const s = attack(combatGame({ play: ["Akroma's Devoted", "Hill Giant"] }, { play: [] }), "Akroma's Devoted", "Hill Giant");
    expect(card(s, inPlay(s, "Akroma's Devoted")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(true);
  });
});
