import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { cast, manualGame, pass, passUntil, zoneNames } from "../helpers.js";

// The clause families of the "library" helper (src/cards/compiler/library-rules.ts and the
// modules it names), each shown with a real card compiled from its printed text, doing what
// the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; graveyard?: string[]; library?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const onStack = (s: GameState, name: string) => s.stack.some((id) => s.objects[id]!.kind === "card" && card(s, id).card === name);
const inPlayNamed = (s: GameState, name: string) => s.play.some((id) => card(s, id).card === name);

/** Ann plays `spell`; Bob answers with `counter` aimed at it; both resolve. */
function counterAttempt(s: GameState, spell: string, counterspell: string, targets?: ({ player: string } | { object: string })[]) {
  s = cast(s, "p1", spell, targets);
  s = pass(s); // Bob gets priority with the spell on the stack
  const spellId = s.stack[s.stack.length - 1]!;
  s = cast(s, "p2", counterspell, [{ object: spellId }]);
  s = pass(s, 2); // the counterspell resolves
  return s;
}

describe("clauses: \"can't be countered\" (414)", () => {
  it("414: \"~ can't be countered.\" — Root Sliver stays on the stack through Last Word, then resolves", () => {
    let s = game({ hand: ["Root Sliver"] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Root Sliver", "Last Word");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Last Word"]);
    expect(onStack(s, "Root Sliver")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Root Sliver")).toBe(true);
  });

  it("414: the same Last Word does counter a creature spell without the ability (Grizzly Bears)", () => {
    let s = game({ hand: ["Grizzly Bears"] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Grizzly Bears", "Last Word");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(onStack(s, "Grizzly Bears")).toBe(false);
  });

  it("414: \"Counter target spell unless its controller pays {3}\" against Isao, Enlightened Bushi asks nothing and counters nothing", () => {
    let s = game({ hand: ["Isao, Enlightened Bushi"] }, { hand: ["Mana Leak"] });
    s = counterAttempt(s, "Isao, Enlightened Bushi", "Mana Leak");
    expect(s.pending?.kind).toBe("priority");
    expect(onStack(s, "Isao, Enlightened Bushi")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Isao, Enlightened Bushi")).toBe(true);
  });

  it("414: \"~ can't be countered by spells or abilities.\" — Wreak Havoc destroys its land through Last Word", () => {
    let s = game({ hand: ["Wreak Havoc"] }, { hand: ["Last Word"] });
    const forest = s.play.find((id) => card(s, id).card === "Forest" && card(s, id).controller === "p2")!;
    s = counterAttempt(s, "Wreak Havoc", "Last Word", [{ object: forest }]);
    s = pass(s, 2);
    expect(s.objects[forest]?.zone ?? "gone").not.toBe("play");
    expect(zoneNames(s, "p2", "graveyard")).toContain("Forest");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wreak Havoc"]);
  });

  it("414, 412: \"Creature spells can't be countered.\" — with Gaea's Herald in play Last Word can't counter Ann's Grizzly Bears, but still counters her Shock", () => {
    let s = game({ hand: ["Grizzly Bears", "Shock"], play: ["Gaea's Herald"] }, { hand: ["Last Word", "Last Word"], play: ["Island", "Island", "Island"] });
    s = counterAttempt(s, "Grizzly Bears", "Last Word");
    expect(onStack(s, "Grizzly Bears")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Grizzly Bears")).toBe(true);
    s = counterAttempt(s, "Shock", "Last Word", [{ player: "p2" }]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
  });

  it("414, 412: a Herald that has left play protects nothing: Root Sliver's \"Sliver spells can't be countered\" only while Root Sliver is in play", () => {
    let s = game({ hand: ["Might Sliver"], play: [] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Might Sliver", "Last Word");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Might Sliver"]);
    let t = game({ hand: ["Might Sliver"], play: ["Root Sliver"] }, { hand: ["Last Word"] });
    t = counterAttempt(t, "Might Sliver", "Last Word");
    expect(onStack(t, "Might Sliver")).toBe(true);
  });
});


describe("clauses: \"Draw a card at the beginning of the next turn's upkeep\" (404.?, delayed triggered abilities)", () => {
  it("404.?: Mystic Melting destroys the artifact now; Ann draws her card only as Bob's upkeep begins, and only once", () => {
    let s = game({ hand: ["Mystic Melting"] }, { play: ["Millstone"] });
    const handBefore = zoneNames(s, "p1", "hand").length - 1;
    s = cast(s, "p1", "Mystic Melting", [{ object: s.play.find((id) => card(s, id).card === "Millstone")! }]);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Millstone")).toBe(false);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore);
    // Bob's upkeep: the delayed ability triggers and goes on the stack.
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.step === "upkeep" && x.stack.length > 0);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore + 1);
    expect(zoneNames(s, "p1", "library")).toEqual(library.slice(1));
    // Ann's own next upkeep: nothing more.
    s = passUntil(s, (x) => x.turn.active === "p1" && x.turn.step === "draw");
    expect(zoneNames(s, "p1", "library").length).toBe(library.length - 2); // her draw step's card only
  });
});
