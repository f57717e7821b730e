import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, rejects, zoneNames } from "../helpers.js";
import { toUpkeep } from "./upkeep-keywords-helpers.js";

const library = Array(12).fill("Island");

describe("502.13 Cumulative upkeep", () => {
  it("502.13a: Krovikan Whispers gets an age counter each upkeep and asks {U} or {B} for each one, each chosen separately; unpaid, it is sacrificed, and it makes its controller lose 2 life per age counter", () => {
    let s = manualGame({ players: [{ hand: ["Krovikan Whispers"], play: ["Island", "Island", "Island", "Swamp"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const wurm = inPlay(s, "Craw Wurm");
    s = pass(cast(s, "p1", "Krovikan Whispers", [{ object: wurm }]), 2);
    expect(controllerOf(s, card(s, wurm))).toBe("p1");
    const whispers = inPlay(s, "Krovikan Whispers");

    s = pass(toUpkeep(s, 5), 2);
    expect(card(s, whispers).counters).toEqual({ age: 1 });
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", object: whispers, cost: "{U/B}", orSacrifice: true });
    // One age counter: {U} or {B}; the Swamp pays it.
    const swamp = inPlay(s, "Swamp");
    s = act(s, { type: "playAbility", source: swamp, ability: 0 });
    s = act(s, { type: "payMana", mana: "B" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);

    s = pass(toUpkeep(s, 7), 2);
    expect(card(s, whispers).counters).toEqual({ age: 2 });
    expect(s.pending).toMatchObject({ kind: "unlessPays", cost: "{U/B}{U/B}" });
    // Two counters: {U}{U}, {U}{B} or {B}{B} — not one mana, and not {R}.
    s = act(s, { type: "playAbility", source: inPlay(s, "Island"), ability: 0 });
    rejects(s, "p1", { type: "payMana", mana: "U" }, "409.1h");
    s = act(s, { type: "playAbility", source: swamp, ability: 0 });
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "payMana", mana: "UB" });
    s = act(s, { type: "payMana", mana: "UB" });

    s = pass(toUpkeep(s, 9), 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", cost: "{U/B}{U/B}{U/B}" });
    s = act(s, { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Krovikan Whispers"]);
    expect(controllerOf(s, card(s, wurm))).toBe("p2"); // the control effect ended with it
    s = pass(s, 2); // its graveyard trigger: 2 life for each of its 3 age counters as it last existed
    expect(life(s, "p1")).toBe(14);
  });

  it("502.13a: a player who can't pay the whole cost isn't asked: the permanent is sacrificed (no partial payment)", () => {
    let s = manualGame({ players: [{ hand: ["Krovikan Whispers"], play: ["Island", "Island", "Island", "Island"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Krovikan Whispers", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    const whispers = inPlay(s, "Krovikan Whispers");
    s = { ...s, objects: { ...s.objects, [whispers]: { ...card(s, whispers), counters: { age: 4 } } } };
    s = pass(toUpkeep(s, 5), 2); // five counters: {U/B} five times, with four Islands
    expect(s.pending?.kind).not.toBe("unlessPays");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Krovikan Whispers"]);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(10);
  });
});
