import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, zoneNames } from "../helpers.js";

// "Remove [a permanent] from the game, then return it to play under its owner's control": it
// becomes a new object (217.1c) — damage, counters and effects on it are gone, and it comes back
// under its owner's control; a token can't be returned to play once it has left (216.3).
const library = Array(10).fill("Island");
const plains = ["Plains", "Plains", "Plains", "Plains", "Island", "Island"];
const removedNames = (s: ReturnType<typeof manualGame>) => s.removed.map((id) => card(s, id).card);

describe("clauses: \"Remove ... from the game, then return it to play under its owner's control\" (217.1c)", () => {
  it("the cards are offered", () => {
    for (const name of ["Momentary Blink", "Flickering Spirit"]) expect(isSupported(name), name).toBe(true);
  });

  it("217.1c: Momentary Blink on a damaged Craw Wurm with a +1/+1 counter: it comes back a new object, undamaged and without the counter", () => {
    let s = manualGame({ players: [{ hand: ["Momentary Blink"], play: [...plains, { card: "Craw Wurm", counters: { "+1/+1": 1 }, damage: 3 }], library }, { library }], turn: 3 });
    const wurm = inPlay(s, "Craw Wurm");
    s = pass(cast(s, "p1", "Momentary Blink", [{ object: wurm }]), 2);
    const back = inPlay(s, "Craw Wurm");
    expect(back).not.toBe(wurm);
    expect(card(s, back).damage ?? 0).toBe(0);
    expect(card(s, back).counters?.["+1/+1"] ?? 0).toBe(0);
    expect(playNames(s, "p1")).toContain("Craw Wurm");
    // Flashback: the Blink went to the graveyard, from where it can be played again.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Momentary Blink"]);
  });

  it("217.1c: played by flashback ({3}{U}) from the graveyard, Momentary Blink blinks again and is then removed from the game", () => {
    let s = manualGame({ players: [{ hand: ["Momentary Blink"], play: [...plains, "Craw Wurm"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Momentary Blink", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    const blink = s.players[0]!.graveyard[0]!;
    const before = inPlay(s, "Craw Wurm");
    s = act(s, { type: "playSpell", card: blink });
    s = act(s, { type: "chooseTargets", targets: [{ object: before }] });
    expect(s.playing!.cost).toBe("{3}{U}");
    s = pass(payFully(s), 2);
    expect(inPlay(s, "Craw Wurm")).not.toBe(before);
    expect(removedNames(s)).toEqual(["Momentary Blink"]);
  });

  it("a creature its owner doesn't control comes back under its owner's control (the Krovikan Whispers on it is gone)", () => {
    const lands = ["Island", "Island", "Island", "Island", "Plains", "Plains"];
    let s = manualGame({ players: [{ hand: ["Krovikan Whispers", "Momentary Blink"], play: lands, library }, { library, play: ["Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Krovikan Whispers", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    expect(playNames(s, "p1")).toContain("Craw Wurm");
    s = pass(cast(s, "p1", "Momentary Blink", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    expect(playNames(s, "p2")).toEqual(["Craw Wurm"]);
    expect(playNames(s, "p1")).not.toContain("Craw Wurm");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Krovikan Whispers", "Momentary Blink"]);
  });

  it("217.1c: Flickering Spirit's ability ({3}{W}): it is removed and returned, a new object without its damage", () => {
    let s = manualGame({ players: [{ play: [...plains, { card: "Flickering Spirit", damage: 1 }], library }, { library }], turn: 3 });
    const spirit = inPlay(s, "Flickering Spirit");
    s = payFully(act(s, { type: "playAbility", source: spirit, ability: 0 }));
    s = pass(s, 2);
    const back = inPlay(s, "Flickering Spirit");
    expect(back).not.toBe(spirit);
    expect(card(s, back).damage ?? 0).toBe(0);
    expect(s.players[0]!.manaPool).toMatchObject({ W: 0 });
  });
});
