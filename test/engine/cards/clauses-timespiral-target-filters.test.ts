import { describe, expect, it } from "vitest";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";
import type { GameState } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";

// Target words narrowed by a quality the Time Spiral block prints (409.1c: a target must be legal
// as the spell or ability is announced): "green or white creature", "red or green spell",
// "nonsnow creature", "creature with islandwalk", "creature with toughness 3 or less".
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

function game(p1: { hand?: string[]; play?: string[] }, p2: { hand?: string[]; play?: string[] }): GameState {
  return manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });
}

const playSpell = (s: GameState, name: string, who = "p1") => {
  const id = s.players.find((p) => p.id === who)!.hand.find((h) => s.objects[h] && (s.objects[h] as { card: string }).card === name)!;
  return act(s, { type: "playSpell", card: id }, who);
};

describe("clauses: \"target green or white creature\" (105.2, 409.1c)", () => {
  it("409.1c: Deathmark destroys a green creature and can't target a black one", () => {
    let s = game({ hand: ["Deathmark"], play: ["Swamp"] }, { play: ["Grizzly Bears", "Gutless Ghoul"] });
    const announced = playSpell(s, "Deathmark");
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Gutless Ghoul") }] }, "409.1c");
    s = cast(s, "p1", "Deathmark", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(inPlay(s, "Gutless Ghoul")).toBeTruthy();
  });
});

describe("clauses: \"Counter target red or green spell\" (105.2, 409.1c)", () => {
  it("409.1c: Flashfreeze counters a red spell: Shock deals nothing", () => {
    let s = game({ hand: ["Shock"], play: ["Mountain"] }, { hand: ["Flashfreeze"], play: ["Island", "Island"] });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 1);
    expect(s.pending?.player).toBe("p2");
    s = cast(s, "p2", "Flashfreeze", [{ object: s.stack[0]! }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
    expect(zoneNames(s, "p2", "graveyard")).toContain("Flashfreeze");
    expect(s.players.find((p) => p.id === "p2")!.life).toBe(20);
  });

  it("409.1c: a blue spell on the stack is no legal target of Flashfreeze", () => {
    let s = game({ hand: ["Frost Raptor"], play: ["Island", "Island", "Island"] }, { hand: ["Flashfreeze"], play: ["Island", "Island"] });
    s = pass(cast(s, "p1", "Frost Raptor"), 1);
    expect(s.pending?.player).toBe("p2");
    // The only spell on the stack is blue: Flashfreeze can't even be played (409.1c).
    rejects(s, "p2", { type: "playSpell", card: s.players[1]!.hand[0]! }, "409.1c");
  });
});

describe("clauses: \"target nonsnow creature\" (205.4a, 409.1c)", () => {
  it("205.4a: Chill to the Bone destroys Grizzly Bears and can't target the snow Boreal Druid", () => {
    let s = game({ hand: ["Chill to the Bone"], play: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { play: ["Grizzly Bears", "Boreal Druid"] });
    const announced = playSpell(s, "Chill to the Bone");
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Boreal Druid") }] }, "409.1c");
    s = cast(s, "p1", "Chill to the Bone", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(inPlay(s, "Boreal Druid")).toBeTruthy();
  });
});

describe("clauses: \"target creature with islandwalk\" (502.7, 409.1c)", () => {
  it("502.7: Merfolk Assassin destroys River Bear (islandwalk) and can't target Grizzly Bears", () => {
    let s = game({ play: ["Merfolk Assassin"] }, { play: ["River Bear", "Grizzly Bears"] });
    const announced = act(s, { type: "playAbility", source: inPlay(s, "Merfolk Assassin"), ability: 0 }, "p1");
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = act(announced, { type: "chooseTargets", targets: [{ object: inPlay(s, "River Bear") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["River Bear"]);
  });
});

describe("clauses: \"target creature with toughness N or less\" (418.5, 409.1c)", () => {
  it("409.1c: Strangling Soot destroys a 1/3 and can't target a 5/6", () => {
    let s = game({ hand: ["Strangling Soot"], play: ["Swamp", "Swamp", "Swamp"] }, { play: ["Grizzly Bears", "Frostweb Spider", "Ronom Serpent"] });
    const announced = playSpell(s, "Strangling Soot");
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Ronom Serpent") }] }, "409.1c");
    s = cast(s, "p1", "Strangling Soot", [{ object: inPlay(s, "Frostweb Spider") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Frostweb Spider"]);
  });

  it("418.5: Errant Doomsayers taps a 2/2, and sees toughness through the layers — the Bear given +3/+3 is no longer a legal target", () => {
    let s = game({ play: ["Errant Doomsayers", "Forest"], hand: ["Giant Growth"] }, { play: ["Grizzly Bears"] });
    const bears = inPlay(s, "Grizzly Bears");
    const tapped = pass(payFully(act(act(s, { type: "playAbility", source: inPlay(s, "Errant Doomsayers"), ability: 0 }, "p1"), { type: "chooseTargets", targets: [{ object: bears }] }, "p1")), 2);
    expect(card(tapped, bears).tapped).toBe(true);
    s = pass(cast(s, "p1", "Giant Growth", [{ object: bears }]), 2);
    expect(pt(s, bears)).toEqual([5, 5]);
    const announced = act(s, { type: "playAbility", source: inPlay(s, "Errant Doomsayers"), ability: 0 }, "p1");
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: bears }] }, "409.1c");
  });
});
