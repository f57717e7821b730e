import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, playNames, rejects, zoneNames } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

// 502.13a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, put an age counter
// on this permanent, then sacrifice this permanent unless you pay [cost] for each age counter on
// it." ... "either the entire set of costs is paid, or none of them are paid. Partial payments
// aren't allowed." Coldsnap's costs that aren't mana: a discard, a sacrifice, mana added.
const library = Array(12).fill("Island");

describe("clauses: \"Cumulative upkeep—[a cost that isn't mana]\" (502.13a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Vexing Sphinx", "Phyrexian Soulgorger", "Braid of Fire"]) expect(isSupported(name), name).toBe(true);
  });

  it("502.13a: Vexing Sphinx with one age counter gets a second and asks two discards; two cards discarded, it stays", () => {
    let s = manualGame({ players: [{ hand: ["Forest", "Swamp", "Plains"], play: [{ card: "Vexing Sphinx", counters: { age: 1 } }], library }, { library }], turn: 3 });
    const sphinx = inPlay(s, "Vexing Sphinx");
    s = pass(toUpkeep(s, 5), 2);
    expect(card(s, sphinx).counters).toEqual({ age: 2 });
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 2 });
    const [a, b] = s.players[0]!.hand;
    // Partial payments aren't allowed: one card is not the cost.
    rejects(s, "p1", { type: "discard", cards: [a!] }, "416.?");
    s = act(s, { type: "discard", cards: [a!, b!] });
    expect(playNames(s, "p1")).toContain("Vexing Sphinx");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Forest", "Swamp"]);
  });

  it("502.13a: declined (no card posted), Vexing Sphinx is sacrificed and draws a card for each of its three age counters", () => {
    let s = manualGame({ players: [{ hand: ["Forest", "Swamp", "Plains"], play: [{ card: "Vexing Sphinx", counters: { age: 2 } }], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending).toMatchObject({ kind: "discard", count: 3 });
    s = act(s, { type: "discard", cards: [] });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vexing Sphinx"]);
    s = pass(s, 2); // its graveyard trigger resolves
    expect(s.players[0]!.hand).toHaveLength(6);
  });

  it("502.13a: with fewer cards in hand than age counters the cost can't be paid: Vexing Sphinx is sacrificed without a question", () => {
    let s = manualGame({ players: [{ hand: ["Forest"], play: [{ card: "Vexing Sphinx", counters: { age: 1 } }], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending?.kind).not.toBe("discard");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vexing Sphinx"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
  });

  it("502.13a: Phyrexian Soulgorger with two age counters asks three creatures; two are not enough, three keep it", () => {
    const bears = Array(3).fill("Grizzly Bears");
    let s = manualGame({ players: [{ play: [{ card: "Phyrexian Soulgorger", counters: { age: 2 } }, ...bears, "Craw Wurm"], library }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    const mine = s.play.filter((id) => card(s, id).card === "Grizzly Bears");
    rejects(s, "p1", { type: "sacrifice", objects: mine.slice(0, 2) }, "glossary \"Sacrifice\"");
    // Only his or her own creatures: the opponent's Elves can't be sacrificed.
    rejects(s, "p1", { type: "sacrifice", objects: [...mine.slice(0, 2), inPlay(s, "Llanowar Elves")] }, "glossary \"Sacrifice\"");
    s = act(s, { type: "sacrifice", objects: mine });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]);
    expect(playNames(s, "p1")).toContain("Phyrexian Soulgorger");
    expect(card(s, inPlay(s, "Phyrexian Soulgorger")).counters).toEqual({ age: 3 });
  });

  it("502.13a: Phyrexian Soulgorger unpaid (none posted) is sacrificed; the creatures stay", () => {
    let s = manualGame({ players: [{ play: [{ card: "Phyrexian Soulgorger", counters: { age: 1 } }, "Grizzly Bears", "Craw Wurm"], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    s = act(s, { type: "sacrifice", objects: [] });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Phyrexian Soulgorger"]);
    expect(playNames(s, "p1")).toEqual(expect.arrayContaining(["Grizzly Bears", "Craw Wurm"]));
  });

  it("502.13a: Braid of Fire with one age counter: paid, {R}{R} is added to its controller's mana pool and it stays", () => {
    let s = manualGame({ players: [{ play: [{ card: "Braid of Fire", counters: { age: 1 } }], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true });
    expect(s.players[0]!.manaPool).toMatchObject({ R: 2 });
    expect(playNames(s, "p1")).toEqual(["Braid of Fire"]);
  });

  it("502.13a: Braid of Fire declined: no mana, and it is sacrificed", () => {
    let s = manualGame({ players: [{ play: [{ card: "Braid of Fire", counters: { age: 1 } }], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    s = act(s, { type: "may", accept: false });
    expect(s.players[0]!.manaPool).toMatchObject({ R: 0 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Braid of Fire"]);
  });
});
