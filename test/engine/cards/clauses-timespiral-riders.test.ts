import { describe, expect, it } from "vitest";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// Clause families of Time Spiral and its timeshifted sheet, each shown with a real card compiled
// from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"sacrifice it\" where \"it\" is the trigger's own permanent (404.1)", () => {
  it("413.2a: Skulking Knight targeted by Shock is sacrificed by its trigger first; Shock is then countered on resolution", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Skulking Knight", "Mountain"] }, { library }], turn: 3 });
    const knight = inPlay(s, "Skulking Knight");
    s = cast(s, "p1", "Shock", [{ object: knight }]);
    expect(s.stack.length).toBe(2); // the trigger is above Shock
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Skulking Knight"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Skulking Knight", "Shock"]);
    expect(life(s, "p1")).toBe(20);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: an Aura's \"gets +N/+N and can't block\" (418.5a, 309.2)", () => {
  it("309.2: Hill Giant enchanted with Undying Rage is 5/5 and its block is refused; the Bears deal their damage", () => {
    let s = combatGame({ play: ["Grizzly Bears"] }, { play: ["Hill Giant", { card: "Undying Rage", attachedTo: 0 }, "Llanowar Elves"] });
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 5]);
    s = pass(attack(s, "Grizzly Bears"), 2);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
    // The restriction is the enchanted creature's alone: the Elves may block.
    s = block(s, ["Llanowar Elves", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
  });
});

describe("clauses: \"Non-Eye creatures you control can't attack\" (418.5a, 308.2)", () => {
  it("308.2: with Evil Eye of Urborg, Grizzly Bears is no attack candidate and declaring it is refused; the Eye attacks and its trigger destroys its blocker", () => {
    let s = combatGame({ play: ["Evil Eye of Urborg", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    expect(attackCandidates(s).map((c) => c.creature.card)).toEqual(["Evil Eye of Urborg"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
    s = pass(attack(s, "Evil Eye of Urborg"), 2);
    s = block(s, ["Hill Giant", "Evil Eye of Urborg"]);
    s = pass(s, 2); // the "becomes blocked by a creature" trigger resolves
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("418.5a: the opponent's creatures are not the Eye controller's: p2's Grizzly Bears attacks p1 as usual", () => {
    let s = manualGame({ players: [{ library, play: ["Evil Eye of Urborg"] }, { library, play: ["Grizzly Bears"] }], turn: 4, active: 1, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] }, "p2");
    s = passTo(s, "declareBlockers");
    s = act(s, { type: "declareBlockers", blocks: [] }, "p1");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p1")).toBe(18);
  });
});

describe("clauses: \"Prevent all combat damage that would be dealt to and dealt by that creature this turn\" (419.7)", () => {
  it("419.7: Ith, High Arcanist untaps the attacking Hill Giant; neither it nor the Grizzly Bears blocking it is dealt damage", () => {
    let s = manualGame({ players: [{ library, play: ["Hill Giant"] }, { library, play: ["Ith, High Arcanist", "Grizzly Bears"] }], turn: 3, step: "declareAttackers" });
    const giant = inPlay(s, "Hill Giant");
    s = attack(s, "Hill Giant");
    expect(card(s, giant).tapped).toBe(true);
    s = pass(s); // p1 passes; p2 has priority in the declare attackers step
    s = act(s, { type: "playAbility", source: inPlay(s, "Ith, High Arcanist"), ability: 0 }, "p2");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: giant }] }, "p2");
    s = pass(s, 2);
    expect(card(s, giant).tapped).toBe(false);
    s = passTo(s, "declareBlockers");
    s = block(s, ["Grizzly Bears", "Hill Giant"]);
    s = passTo(s, "endOfCombat");
    expect(card(s, giant).damage ?? 0).toBe(0);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage ?? 0).toBe(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});

describe("clauses: \"~ deals X damage to target creature and you gain X life, where X is the number of Swamps you control\" (413.2)", () => {
  it("413.2: Tendrils of Corruption with three Swamps deals 3 damage to Craw Wurm and its controller gains 3 life", () => {
    let s = manualGame({ players: [{ library, hand: ["Tendrils of Corruption"], play: ["Swamp", "Swamp", "Swamp", "Island"] }, { library, play: ["Craw Wurm"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Tendrils of Corruption") }, "p1");
    expect(s.pending?.kind).not.toBe("x"); // no X is announced: it is counted on resolution
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(card(s, inPlay(s, "Craw Wurm")).damage).toBe(3);
    expect(life(s, "p1")).toBe(23);
  });
});

describe("clauses: \"As long as ~ is untapped, it gets +0/+2\" (418.5a, layer 6c)", () => {
  it("418.5a: Castle Raptors is 3/5 while untapped and 3/3 once it attacks and taps", () => {
    let s = combatGame({ play: ["Castle Raptors"] }, { play: [] });
    const raptors = inPlay(s, "Castle Raptors");
    expect(pt(s, raptors)).toEqual([3, 5]);
    s = attack(s, "Castle Raptors");
    expect(card(s, raptors).tapped).toBe(true);
    expect(pt(s, raptors)).toEqual([3, 3]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(17);
  });
});

describe("clauses: \"put a +1/+1 counter on that creature and a +1/+1 counter on ~\" (404.1)", () => {
  it("404.1: Grizzly Bears coming into play under Juniper Order Ranger's controller gets a +1/+1 counter, and so does the Ranger", () => {
    let s = manualGame({ players: [{ library, hand: ["Grizzly Bears"], play: ["Juniper Order Ranger", "Forest", "Forest"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Grizzly Bears"), 2); // the Bears resolve; the trigger goes on the stack
    s = pass(s, 2);
    const ranger = inPlay(s, "Juniper Order Ranger");
    const bears = inPlay(s, "Grizzly Bears");
    expect(card(s, bears).counters?.["+1/+1"]).toBe(1);
    expect(card(s, ranger).counters?.["+1/+1"]).toBe(1);
    expect(pt(s, bears)).toEqual([3, 3]);
    expect(pt(s, ranger)).toEqual([3, 5]);
  });
});
