import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import type { GameState } from "../../../src/engine/game/types.js";

// The Javelineer's {T} ability (cumulative upkeep is a triggered ability listed before it).
const tapAbility = (s: GameState) => characteristics(s, card(s, inPlay(s, "Kjeldoran Javelineer"))).abilities.findIndex((a) => a.kind === "activated");

// Amounts counted on the age counters cumulative upkeep puts on a permanent (502.13): read on
// the source as the ability resolves, or as the source last existed in play.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"for each age counter on it\" as the source leaves play (502.13)", () => {
  it("502.13: Arctic Nishoba with three age counters is destroyed; its controller gains 2 life for each (6)", () => {
    let s = manualGame({ players: [{ library, hand: ["Deathmark"], play: ["Swamp"] }, { library, play: [{ card: "Arctic Nishoba", counters: { age: 3 } }] }], turn: 3 });
    s = pass(cast(s, "p1", "Deathmark", [{ object: inPlay(s, "Arctic Nishoba") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Arctic Nishoba"]);
    s = pass(s, 2); // the leaves-play trigger resolves
    expect(life(s, "p2")).toBe(26);
  });

  it("502.13: Jötun Owl Keeper with two age counters leaves two 1/1 white Bird tokens with flying", () => {
    let s = manualGame({ players: [{ library, hand: ["Deathmark"], play: ["Swamp"] }, { library, play: [{ card: "Jötun Owl Keeper", counters: { age: 2 } }] }], turn: 3 });
    s = pass(cast(s, "p1", "Deathmark", [{ object: inPlay(s, "Jötun Owl Keeper") }]), 2);
    s = pass(s, 2);
    const birds = s.play.filter((id) => card(s, id).token && card(s, id).controller === "p2");
    expect(birds).toHaveLength(2);
  });
});

describe("clauses: \"draw a card for each age counter on ~\" (502.13)", () => {
  it("502.13: at the end of its controller's turn, Phyrexian Etchings with two age counters draws two cards", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Phyrexian Etchings", counters: { age: 2 } }] }, { library }], turn: 3 });
    const before = s.players[0]!.hand.length;
    s = passTo(s, "endOfTurn");
    s = pass(s, 2);
    expect(s.players[0]!.hand.length).toBe(before + 2);
  });
});

describe("clauses: \"deals damage ... equal to the number of age counters on ~\" (502.13)", () => {
  it("502.13: Kjeldoran Javelineer with two age counters deals 2 damage to an attacking Grizzly Bears, which is destroyed", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: [{ card: "Kjeldoran Javelineer", counters: { age: 2 }, summoningSick: false }] }), "Grizzly Bears");
    s = pass(s, 1);
    expect(s.pending?.player).toBe("p2");
    s = act(s, { type: "playAbility", source: inPlay(s, "Kjeldoran Javelineer"), ability: tapAbility(s) }, "p2");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("502.13: with no age counter the Javelineer deals no damage", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: [{ card: "Kjeldoran Javelineer", summoningSick: false }] }), "Grizzly Bears");
    s = pass(s, 1);
    s = act(s, { type: "playAbility", source: inPlay(s, "Kjeldoran Javelineer"), ability: tapAbility(s) }, "p2");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = pass(payFully(s), 2);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage ?? 0).toBe(0);
  });
});
