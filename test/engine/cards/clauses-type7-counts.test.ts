import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inPlay, manualGame, playNames, pt, resolveStack, zoneNames } from "../helpers.js";

// Counts of creatures in play (ONS, LGN, SCG), each played with a real card compiled from its
// printed text: "~ gets +3/+3 as long as no opponent controls a creature." (Vexing Beetle; a
// static ability, 418.5a layer 6c, its condition read whenever the characteristics are), "~ comes
// into play with X +1/+1 counters on it, where X is the number of other creatures in play." (Stag
// Beetle; 419.1c, counted as it comes into play, however it does) and "~'s power and toughness are
// each equal to the total converted mana cost of other creatures you control." (Ancient Ooze; 208.2,
// a characteristic-defining ability, 203.3 converted mana costs).
const library = Array<string>(6).fill("Forest");
const forests = (n: number) => Array<string>(n).fill("Forest");

describe("clauses: \"~ gets +N/+N as long as no opponent controls a creature\"", () => {
  it("the card is offered", () => expect(isSupported("Vexing Beetle")).toBe(true));

  it("Vexing Beetle is 6/6 while the opponent controls no creature, its controller's own creatures not counted", () => {
    const s = manualGame({ players: [{ library, play: ["Vexing Beetle", "Grizzly Bears"] }, { library, play: ["Forest"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Vexing Beetle"))).toEqual([6, 6]);
  });

  it("Vexing Beetle is 3/3 while the opponent controls Llanowar Elves, and 6/6 again once the Elves have died", () => {
    let s = manualGame({ players: [{ library, play: ["Vexing Beetle", "Mountain"], hand: ["Shock"] }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Vexing Beetle"))).toEqual([3, 3]);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(pt(s, inPlay(s, "Vexing Beetle"))).toEqual([6, 6]);
  });
});

describe("clauses: \"~ comes into play with X +1/+1 counters on it, where X is the number of other creatures in play\" (419.1c)", () => {
  it("the card is offered", () => expect(isSupported("Stag Beetle")).toBe(true));

  it("419.1c: Stag Beetle comes into play with 3 counters for two creatures of its controller and one of the opponent's; lands aren't counted", () => {
    let s = manualGame({ players: [{ library, hand: ["Stag Beetle"], play: [...forests(5), "Grizzly Bears", "Llanowar Elves"] }, { library, play: ["Hill Giant", "Mountain"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Stag Beetle"));
    const beetle = inPlay(s, "Stag Beetle");
    expect(s.objects[beetle]).toMatchObject({ counters: { "+1/+1": 3 } });
    expect(pt(s, beetle)).toEqual([3, 3]);
  });

  it("419.1c, 420.5a: with no other creature in play it comes into play with no counters and, 0/0, is put into its owner's graveyard", () => {
    let s = manualGame({ players: [{ library, hand: ["Stag Beetle"], play: forests(5) }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Stag Beetle"));
    expect(playNames(s, "p1")).not.toContain("Stag Beetle");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Stag Beetle"]);
  });

  it("419.1c: put into play by Zombify, it counts the other creatures too (Grizzly Bears: one counter)", () => {
    let s = manualGame({ players: [{ library, hand: ["Zombify"], graveyard: ["Stag Beetle"], play: [...Array<string>(4).fill("Swamp"), "Grizzly Bears"] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Zombify", [{ object: s.players[0]!.graveyard[0]! }]));
    expect(s.objects[inPlay(s, "Stag Beetle")]).toMatchObject({ counters: { "+1/+1": 1 } });
    expect(pt(s, inPlay(s, "Stag Beetle"))).toEqual([1, 1]);
  });
});

describe("clauses: \"~'s power and toughness are each equal to the total converted mana cost of other creatures you control\" (208.2, 203.3)", () => {
  it("the card is offered", () => expect(isSupported("Ancient Ooze")).toBe(true));

  it("208.2: Ancient Ooze beside Grizzly Bears (2) and Hill Giant (4) is 6/6; the opponent's Craw Wurm and its controller's lands count nothing", () => {
    const s = manualGame({ players: [{ library, play: ["Ancient Ooze", "Grizzly Bears", "Hill Giant", "Forest"] }, { library, play: ["Craw Wurm"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Ancient Ooze"))).toEqual([6, 6]);
  });

  it("208.2: two Ancient Oozes each count the other (7) and Grizzly Bears (2), not themselves: 9/9 each", () => {
    const s = manualGame({ players: [{ library, play: ["Ancient Ooze", "Ancient Ooze", "Grizzly Bears"] }, { library }], turn: 3 });
    for (const id of s.play.filter((x) => s.objects[x]!.kind === "card" && (s.objects[x] as { card: string }).card === "Ancient Ooze")) expect(pt(s, id)).toEqual([9, 9]);
  });

  it("208.2, 420.5a: the count follows the creatures: Grizzly Bears shocked away leaves Ancient Ooze 0/0, put into the graveyard", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Ancient Ooze", "Grizzly Bears", "Mountain"] }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Ancient Ooze"))).toEqual([2, 2]);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Ancient Ooze", "Grizzly Bears", "Shock"]);
  });
});
