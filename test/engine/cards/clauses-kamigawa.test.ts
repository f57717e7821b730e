import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";

// The clause families of the Kamigawa block (src/cards/compiler/), each shown with a real card
// compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Permanent = string | { card: string; counters?: Record<string, number> };
const game = (p1: { hand?: string[]; play?: Permanent[]; library?: string[]; graveyard?: string[] }, p2: { hand?: string[]; play?: Permanent[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });
/** The targets listed to a player for the spell or ability being played. */
const targetChoices = (s: GameState, who: string) => legalDecision(s, who)!.options.filter((o) => o.type === "chooseTargets");

describe("clauses: an Aura whose type line is \"Enchant Creature\" (502.45, 212.4)", () => {
  it("502.45: Indomitable Will (type line \"Enchant Creature\") can target only a creature, and enchants it: +1/+2", () => {
    let s = game({ hand: ["Indomitable Will"], play: ["Grizzly Bears"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Indomitable Will") }, "p1");
    const targets = targetChoices(s, "p1").map((o) => JSON.stringify(o));
    // The two creatures in play, and nothing else (no land, no player).
    expect(targets).toHaveLength(2);
    expect(targets.every((t) => t.includes(inPlay(s, "Grizzly Bears")) || t.includes(inPlay(s, "Hill Giant")))).toBe(true);
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    s = pass(s, 2);
    const will = inPlay(s, "Indomitable Will");
    expect(card(s, will).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 4]);
  });
});

describe("clauses: divinity counters — \"~ comes into play with a divinity counter on it if you played it from your hand\", \"~ is indestructible as long as it has a divinity counter on it\"", () => {
  const resolveAll = (s: GameState) => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = pass(s);
    return s;
  };
  it("419.1c: Myojin of Infinite Rage played from the hand comes into play with a divinity counter, and Wrath of God doesn't destroy it while it has one", () => {
    let s = game({ hand: ["Myojin of Infinite Rage", "Wrath of God"], play: ["Mountain", "Mountain", "Mountain", "Plains", "Plains"] });
    s = resolveAll(cast(s, "p1", "Myojin of Infinite Rage"));
    const myojin = inPlay(s, "Myojin of Infinite Rage");
    expect(card(s, myojin).counters).toEqual({ divinity: 1 });
    s = resolveAll(cast(s, "p1", "Wrath of God"));
    // Indestructible (glossary): Wrath of God destroys Hill Giant, not the Myojin.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(inPlay(s, "Myojin of Infinite Rage")).toBe(myojin);
  });

  it("419.1c: its ability's cost removes the divinity counter, and it destroys every land, both players'", () => {
    let s = game({ hand: ["Myojin of Infinite Rage", "Wrath of God"], play: ["Mountain", "Mountain", "Mountain", "Plains", "Plains"] });
    s = resolveAll(cast(s, "p1", "Myojin of Infinite Rage"));
    const myojin = inPlay(s, "Myojin of Infinite Rage");
    // Wrath of God first (the Myojin survives it), then the Myojin's ability destroys every land.
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Wrath of God") }, "p1");
    s = resolveAll(payFully(s));
    s = resolveAll(act(s, { type: "playAbility", source: myojin, ability: 0 }, "p1"));
    expect(card(s, myojin).counters).toBeUndefined();
    expect(s.play.filter((id) => getCard(card(s, id).card).types.includes("land"))).toEqual([]);
    // Wrath of God, played before, left the Myojin in play (it had the counter then).
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Wrath of God", "Mountain"]));
    expect(inPlay(s, "Myojin of Infinite Rage")).toBe(myojin);
  });

  it("419.1c: put into play by Zombify (not played from the hand), the Myojin comes into play without a divinity counter and is destroyed by Wrath of God", () => {
    let s = game({ hand: ["Zombify", "Wrath of God"], graveyard: ["Myojin of Infinite Rage"], play: ["Plains", "Plains", "Plains", "Plains"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Zombify") }, "p1");
    const myojinCard = s.players[0]!.graveyard[0]!;
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: myojinCard }] }, "p1")));
    expect(card(s, inPlay(s, "Myojin of Infinite Rage")).counters).toBeUndefined();
    s = resolveAll(cast(s, "p1", "Wrath of God"));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Myojin of Infinite Rage");
  });
});

describe("clauses: \"~ comes into play with X [kind] counters on it\" (419.1c, 409.1b) and amounts counted on them", () => {
  const resolveAll = (s: GameState) => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = s.pending?.kind === "triggerTargets" ? act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1") : pass(s);
    return s;
  };
  const playWithX = (s: GameState, name: string, x: number) => payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", name) }, "p1"), { type: "chooseX", value: x }, "p1"));

  it("419.1c: Orochi Hatchery played with X = 2 comes into play with two charge counters; {5}, {T} puts a Snake token into play for each", () => {
    let s = resolveAll(playWithX(game({ hand: ["Orochi Hatchery"] }), "Orochi Hatchery", 2));
    const hatchery = inPlay(s, "Orochi Hatchery");
    expect(card(s, hatchery).counters).toEqual({ charge: 2 });
    s = resolveAll(payFully(act(s, { type: "playAbility", source: hatchery, ability: 0 }, "p1")));
    const snakes = s.play.filter((id) => card(s, id).token);
    expect(snakes).toHaveLength(2);
    expect(snakes.map((id) => pt(s, id))).toEqual([[1, 1], [1, 1]]);
  });

  it("419.1c: Maga, Traitor to Mortals played with X = 3 is 3/3 (three +1/+1 counters) and its trigger makes the target player lose 3 life", () => {
    let s = playWithX(game({ hand: ["Maga, Traitor to Mortals"] }), "Maga, Traitor to Mortals", 3);
    s = resolveAll(s);
    expect(pt(s, inPlay(s, "Maga, Traitor to Mortals"))).toEqual([3, 3]);
    expect(s.players[1]!.life).toBe(17);
  });

  it("418.5a: Lightning Serpent's X +1/+0 counters raise its power only (6c), X = 2 makes it 4/1", () => {
    let s = resolveAll(playWithX(game({ hand: ["Lightning Serpent"] }), "Lightning Serpent", 2));
    const serpent = inPlay(s, "Lightning Serpent");
    expect(card(s, serpent).counters).toEqual({ "+1/+0": 2 });
    expect(pt(s, serpent)).toEqual([4, 1]);
  });

  it("409.1b: put into play by Zombify, Maga comes into play with no counters (X is 0) and dies as a 0/0", () => {
    let s = game({ hand: ["Zombify"], graveyard: ["Maga, Traitor to Mortals"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Zombify") }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: s.players[0]!.graveyard[0]! }] }, "p1")));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Maga, Traitor to Mortals");
    expect(s.players[1]!.life).toBe(20);
  });
});

describe("clauses: \"Draw a card for each [permanent] you control / in play\" (413.2)", () => {
  it("413.2: Ribbons of the Reikai draws a card for each Spirit its controller controls as it resolves — not the opponent's Spirit", () => {
    let s = game({ hand: ["Ribbons of the Reikai"], play: ["Gnarled Mass", "Kami of Old Stone"] }, { play: ["River Kaijin"] });
    const before = s.players[0]!.hand.length;
    s = cast(s, "p1", "Ribbons of the Reikai");
    for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
    // The spell left the hand (-1), then two cards were drawn.
    expect(s.players[0]!.hand.length).toBe(before - 1 + 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ribbons of the Reikai"]);
  });
});
