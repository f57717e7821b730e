import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, playNames, rejects, resolveStack, zoneNames } from "../helpers.js";

// Converted mana cost comparisons (203.3; X counts as announced while the spell is on the stack,
// 0 elsewhere), helper cmc9 of the twenty-second session: a trigger on a spell's converted mana
// cost, a library search "with converted mana cost X or less", and "[destroy / counter] target ...
// if its converted mana cost is ...", compared as the spell resolves.
const library = Array<string>(10).fill("Island");
const lands = ["Island", "Island", "Island", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; library?: string[] };
const game = (p1: Side, p2: Side = {}, active = 0) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 + active, active });
/** Plays the spell with X announced, targets chosen, and pays it in full. */
const withX = (s: GameState, who: string, name: string, x: number, targets?: ({ player: string } | { object: string })[]) => {
  s = act(s, { type: "playSpell", card: inHand(s, who, name) }, who);
  s = act(s, { type: "chooseX", value: x }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, who);
  return payFully(s);
};
const counters = (s: GameState, name: string) => card(s, inPlay(s, name)).counters?.["+1/+1"] ?? 0;

describe("clauses: \"Whenever a player plays a spell with converted mana cost 3 or less\" / \"a creature spell with converted mana cost 6 or more\" (203.3, 404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Pyrostatic Pillar", "Kurgadon", "Chord of Calling", "Reshape", "Rending Vines", "Dispersal Shield", "Disrupting Shoal"]) expect(isSupported(name), name).toBe(true);
  });

  it("203.3: Pyrostatic Pillar — Bob's Shock (1) and Ann's Blaze with X 2 (3) each cost their player 2 life; Blaze with X 3 (4) and Craw Wurm (6) don't trigger it", () => {
    let s = game({ hand: ["Blaze", "Blaze", "Craw Wurm"], play: ["Pyrostatic Pillar"] }, { hand: ["Shock"] });
    s = withX(s, "p1", "Blaze", 2, [{ player: "p2" }]);
    s = resolveStack(s); // the Pillar's trigger, then Blaze
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 18]);
    s = withX(s, "p1", "Blaze", 3, [{ player: "p2" }]);
    expect(s.stack).toHaveLength(1); // X 3: converted mana cost 4 on the stack, no trigger
    s = resolveStack(s);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 15]);
    let t = game({ play: ["Pyrostatic Pillar"] }, { hand: ["Shock"] });
    t = pass(t);
    t = cast(t, "p2", "Shock", [{ player: "p1" }]);
    t = resolveStack(t);
    expect([life(t, "p1"), life(t, "p2")]).toEqual([18, 18]);
  });

  it("404.1: Kurgadon gets three +1/+1 counters for Ann's Craw Wurm (6), none for her Grizzly Bears (2) nor for Bob's Craw Wurm", () => {
    let s = game({ hand: ["Craw Wurm", "Grizzly Bears"], play: ["Kurgadon"] });
    s = resolveStack(cast(s, "p1", "Grizzly Bears"));
    expect(counters(s, "Kurgadon")).toBe(0);
    s = cast(s, "p1", "Craw Wurm");
    expect(s.stack).toHaveLength(2);
    s = resolveStack(s);
    expect(counters(s, "Kurgadon")).toBe(3);
    let t = game({ play: ["Kurgadon"] }, { hand: ["Craw Wurm"] }, 1);
    t = resolveStack(cast(t, "p2", "Craw Wurm"));
    expect(counters(t, "Kurgadon")).toBe(0);
  });
});

describe("clauses: \"Search your library for a [creature / artifact] card with converted mana cost X or less and put it into play\" (203.3, 409.1b)", () => {
  it("409.1b: Chord of Calling with X 2 finds Grizzly Bears or Llanowar Elves, not Craw Wurm (6); the one named comes into play", () => {
    let s = game({ hand: ["Chord of Calling"], library: ["Craw Wurm", "Grizzly Bears", "Llanowar Elves", "Island"] });
    s = pass(withX(s, "p1", "Chord of Calling", 2), 2);
    expect(s.pending?.kind).toBe("search");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Grizzly Bears"] }, { type: "search", cards: ["Llanowar Elves"] }, { type: "search", cards: [] }]);
    rejects(s, "p1", { type: "search", cards: ["Craw Wurm"] }, "glossary Search");
    s = act(s, { type: "search", cards: ["Grizzly Bears"] }, "p1");
    expect(playNames(s, "p1")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p1", "library").sort()).toEqual(["Craw Wurm", "Island", "Llanowar Elves"]);
  });

  it("409.1b: Reshape — sacrificing Ornithopter as it is played, with X 1 it may find Bonesplitter (1) but not Icy Manipulator (4)", () => {
    let s = game({ hand: ["Reshape"], play: ["Ornithopter"], library: ["Icy Manipulator", "Bonesplitter", "Island"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Reshape"), costs: { sacrifice: inPlay(s, "Ornithopter") } });
    s = pass(payFully(act(s, { type: "chooseX", value: 1 })), 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Bonesplitter"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Bonesplitter"] }, "p1");
    expect(playNames(s, "p1")).toContain("Bonesplitter");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter", "Reshape"]);
  });
});

describe("clauses: \"[Destroy / Counter] target ... if its converted mana cost is ...\" (203.3, 413.2)", () => {
  it("413.2: Rending Vines — Icy Manipulator (4) is destroyed when Ann has four cards in hand as it resolves, not with three; she draws a card either way", () => {
    const hand = ["Rending Vines", "Island", "Island", "Island"];
    let s = game({ hand: [...hand, "Island"] }, { play: ["Icy Manipulator"] });
    s = resolveStack(cast(s, "p1", "Rending Vines", [{ object: inPlay(s, "Icy Manipulator") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Icy Manipulator"]);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(5);
    let t = game({ hand }, { play: ["Icy Manipulator"] });
    t = resolveStack(cast(t, "p1", "Rending Vines", [{ object: inPlay(t, "Icy Manipulator") }]));
    expect(playNames(t, "p2")).toContain("Icy Manipulator");
    expect(zoneNames(t, "p1", "hand")).toHaveLength(4);
  });

  it("203.3: Dispersal Shield counters Bob's Grizzly Bears (2) while Ann controls Craw Wurm (6), but not his Craw Wurm while her highest is Grizzly Bears (2)", () => {
    let s = game({ hand: ["Dispersal Shield"], play: ["Craw Wurm"] }, { hand: ["Grizzly Bears"] }, 1);
    s = cast(s, "p2", "Grizzly Bears");
    s = pass(s);
    s = resolveStack(cast(s, "p1", "Dispersal Shield", [{ object: s.stack[0]! }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    let t = game({ hand: ["Dispersal Shield"], play: ["Grizzly Bears"] }, { hand: ["Craw Wurm"] }, 1);
    t = cast(t, "p2", "Craw Wurm");
    t = pass(t);
    t = resolveStack(cast(t, "p1", "Dispersal Shield", [{ object: t.stack[0]! }]));
    expect(playNames(t, "p2")).toContain("Craw Wurm");
  });

  it("203.3: Disrupting Shoal with X 2 counters Grizzly Bears (2); with X 1 it doesn't", () => {
    let s = game({ hand: ["Disrupting Shoal"] }, { hand: ["Grizzly Bears"] }, 1);
    s = pass(cast(s, "p2", "Grizzly Bears"));
    s = resolveStack(withX(s, "p1", "Disrupting Shoal", 2, [{ object: s.stack[0]! }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    let t = game({ hand: ["Disrupting Shoal"] }, { hand: ["Grizzly Bears"] }, 1);
    t = pass(cast(t, "p2", "Grizzly Bears"));
    t = resolveStack(withX(t, "p1", "Disrupting Shoal", 1, [{ object: t.stack[0]! }]));
    expect(playNames(t, "p2")).toContain("Grizzly Bears");
  });
});
