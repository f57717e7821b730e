import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, healingSalve, inPlay, life, manualGame, pass, playNames, zoneNames } from "../helpers.js";

// A permanent's own prevention effects (419.7), lines of the card: "Prevent all damage that would
// be dealt to creatures you control." (Rune-Tail's Essence, the flipped half of Rune-Tail, Kitsune
// Ascendant, SOK: its controller's creatures as the damage would be dealt; 508.2: the flipped
// permanent has the half's text) and "Prevent all damage that would be dealt to and dealt by
// enchanted creature." (Heart of Light, BOK: one prevention effect of both). Compiled from the printed
// text (compiler/static-prevention.ts, engine effects/static-prevention.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain"];

describe("clauses: a permanent's prevention of all damage dealt to creatures you control / to and by enchanted creature (419.7)", () => {
  it("the cards are offered", () => {
    for (const name of ["Rune-Tail, Kitsune Ascendant", "Heart of Light"]) expect(isSupported(name), name).toBe(true);
  });

  it("508.2: Rune-Tail flips when Ann reaches 30 life; then Pyroclasm deals no damage to her creatures, but kills Bob's; Shock still hurts Ann", () => {
    let s = manualGame({ players: [{ library, life: 29, hand: ["Healing Salve", "Pyroclasm", "Pyroclasm", "Shock"], play: [...lands, "Rune-Tail, Kitsune Ascendant", "Grizzly Bears"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    // Unflipped, Rune-Tail prevents nothing: a Pyroclasm kills both Bears and Rune-Tail (2/2).
    const before = pass(cast(s, "p1", "Pyroclasm"), 2);
    expect(zoneNames(before, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Pyroclasm", "Rune-Tail, Kitsune Ascendant"]);
    expect(zoneNames(before, "p2", "graveyard")).toEqual(["Grizzly Bears"]);

    s = pass(healingSalve(s, "p1", 0, { player: "p1" }), 2); // Healing Salve: 32 life; the state trigger goes on the stack
    expect(life(s, "p1")).toBe(32);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    const runeTail = s.play.find((id) => card(s, id).card === "Rune-Tail, Kitsune Ascendant")!;
    expect(card(s, runeTail).flipped).toBe(true);
    expect(characteristics(s, card(s, runeTail)).name).toBe("Rune-Tail's Essence");

    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    expect(playNames(s, "p1")).toEqual(expect.arrayContaining(["Grizzly Bears", "Rune-Tail, Kitsune Ascendant"]));
    expect(card(s, inPlay(s, "Grizzly Bears", "p1")).damage).toBe(0);
    expect(card(s, runeTail).damage).toBe(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    // Damage to a player isn't damage to a creature.
    s = pass(cast(s, "p1", "Shock", [{ player: "p1" }]), 2);
    expect(life(s, "p1")).toBe(30);
  });

  it("Heart of Light on Ann's Grizzly Bears: Shock deals it no damage; blocked by Hill Giant, neither deals the other damage; an unenchanted creature is dealt damage", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: [...lands, "Grizzly Bears", { card: "Heart of Light", attachedTo: 6 }] }, { library, play: ["Hill Giant"] }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    expect(card(s, inPlay(s, "Heart of Light")).attachedTo).toBe(bears);
    s = pass(cast(s, "p1", "Shock", [{ object: bears }]), 2);
    expect(card(s, bears).damage).toBe(0);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);

    s = manualGame({ players: [{ library, play: [...lands, "Grizzly Bears", { card: "Heart of Light", attachedTo: 6 }] }, { library, play: ["Hill Giant"] }], turn: 3, step: "declareAttackers" } as Parameters<typeof manualGame>[0]);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    for (let i = 0; i < 12 && s.turn.step !== "endOfCombat"; i++) s = pass(s);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(0);
    expect(life(s, "p2")).toBe(20);
  });
});
