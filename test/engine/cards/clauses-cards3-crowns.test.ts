import { describe, expect, it } from "vitest";
import { view, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, activated, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames, resolveStack } from "../helpers.js";

// The Onslaught Crowns: "Sacrifice Crown of Vigor: Enchanted creature and other creatures that
// share a creature type with it get +1/+1 until end of turn." The Aura is sacrificed to pay for
// the ability, so "enchanted creature" is the creature it enchanted as it last existed (413.2);
// the group is fixed as the ability resolves (418.3b): that creature and each other creature in
// play then sharing a creature type with it, whoever controls it.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const sacrificeCrown = (s: GameState, crown: string) => resolveStack(act(s, { type: "playAbility", source: inPlay(s, crown), ability: activated(s, crown) }, "p1"));
const keywords = (s: GameState, id: string) => view(s, "p1").play.find((o) => o.id === id)!.keywords;

describe("clauses: \"Enchanted creature and other creatures that share a creature type with it ...\" (the Crowns)", () => {
  it("the cards are offered", () => {
    for (const name of ["Crown of Vigor", "Crown of Fury", "Crown of Suspicion", "Crown of Awe", "Crown of Ascension"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Crown of Vigor, sacrificed, gives +1/+1 to the Bear it enchanted and to every other Bear in play (the opponent's too), not to the Elf", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Crown of Vigor", attachedTo: 0 }, "Llanowar Elves"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const [mine, theirs] = [inPlay(s, "Grizzly Bears", "p1"), inPlay(s, "Grizzly Bears", "p2")];
    expect(pt(s, mine)).toEqual([3, 3]); // the Aura's own +1/+1
    s = sacrificeCrown(s, "Crown of Vigor");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Crown of Vigor"]);
    expect(pt(s, mine)).toEqual([3, 3]);
    expect(pt(s, theirs)).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([1, 1]);
  });

  it("418.3b: Crown of Suspicion on Elvish Warrior: every Elf gets +2/-1 (the 1/1 Elves are put into the graveyard), the Bear doesn't", () => {
    let s = manualGame({ players: [{ play: ["Elvish Warrior", { card: "Crown of Suspicion", attachedTo: 0 }, "Llanowar Elves", "Grizzly Bears"], library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Elvish Warrior"))).toEqual([4, 2]); // the Aura's own +2/-1
    s = sacrificeCrown(s, "Crown of Suspicion");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Crown of Suspicion", "Llanowar Elves"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(pt(s, inPlay(s, "Elvish Warrior"))).toEqual([4, 2]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("418.3b: Crown of Ascension's flying goes to the Bears in play as it resolves; a Bear cast afterwards doesn't get it", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Grizzly Bears", { card: "Crown of Ascension", attachedTo: 0 }, "Forest", "Forest"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const first = inPlay(s, "Grizzly Bears");
    s = sacrificeCrown(s, "Crown of Ascension");
    expect(keywords(s, first)).toContain("flying");
    expect(keywords(s, inPlay(s, "Hill Giant"))).not.toContain("flying");
    s = resolveStack(payFully(cast(s, "p1", "Grizzly Bears")));
    const second = s.play.find((id) => id !== first && s.objects[id]!.kind === "card" && (s.objects[id] as { card: string }).card === "Grizzly Bears")!;
    expect(keywords(s, second)).not.toContain("flying");
  });

  it("502.7: Crown of Awe's protection from black and from red goes to the opponent's Bear too; Shock can't target the enchanted one", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Crown of Awe", attachedTo: 0 }], library }, { hand: ["Shock"], play: ["Grizzly Bears", "Mountain"], library }], turn: 3 });
    s = sacrificeCrown(s, "Crown of Awe");
    expect(keywords(s, inPlay(s, "Grizzly Bears", "p2"))).toEqual(expect.arrayContaining(["protectionFromBlack", "protectionFromRed"]));
    s = pass(s); // to Bob
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears", "p1") }] }, "409.1c");
  });

  it("Crown of Fury: +1/+0 and first strike to the Bears", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Crown of Fury", attachedTo: 0 }], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = sacrificeCrown(s, "Crown of Fury");
    const theirs = inPlay(s, "Grizzly Bears", "p2");
    expect(pt(s, theirs)).toEqual([3, 2]);
    expect(keywords(s, theirs)).toContain("firstStrike");
  });

  it("502.7: protection given by a static ability is declared too: Sword of Fire and Ice's creature can't be the target of Shock", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Sword of Fire and Ice", attachedTo: 0 }], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    expect(keywords(s, bears)).toEqual(expect.arrayContaining(["protectionFromRed", "protectionFromBlue"]));
    expect(isSupported("Sword of Fire and Ice")).toBe(true);
    s = pass(s);
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: bears }] }, "409.1c");
  });
});
