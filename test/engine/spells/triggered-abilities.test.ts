import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];
const swamps = (n: number) => Array<string>(n).fill("Swamp");
const plains = (n: number) => Array<string>(n).fill("Plains");

/** Casts a creature and lets it resolve (both players pass). */
function resolveCreature(s: ReturnType<typeof manualGame>, who: string, name: string) {
  return pass(cast(s, who, name), 2);
}

describe("triggered abilities (404, 410)", () => {
  it("410.1: a comes-into-play trigger goes on the stack before anyone receives priority, then resolves (Venerable Monk)", () => {
    let s = manualGame({ players: [{ hand: ["Venerable Monk"], play: plains(3), library }, { library }], turn: 3 });
    s = resolveCreature(s, "p1", "Venerable Monk");
    expect(playNamesOnStack(s)).toEqual(["Venerable Monk"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(life(s, "p1")).toBe(20);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(22);
  });

  it.each([
    ["Angel of Mercy", plains(5), 23, 0],
    ["Foul Imp", swamps(2), 18, 0],
    ["Serpent Warrior", swamps(3), 17, 0],
    ["Kavu Climber", ["Forest", "Forest", "Forest", "Forest", "Forest"], 20, 1],
    ["Phyrexian Gargantua", swamps(6), 18, 2],
  ] as const)("404: %s's comes-into-play ability changes life and draws as printed", (name, lands, lifeAfter, drawn) => {
    let s = manualGame({ players: [{ hand: [name], play: [...lands], library }, { library }], turn: 3 });
    s = pass(resolveCreature(s, "p1", name), 2);
    expect(life(s, "p1")).toBe(lifeAfter);
    expect(s.players[0]!.hand).toHaveLength(drawn);
  });

  it("410.4: a trigger's single legal target is chosen as it goes on the stack (Highway Robber: target opponent)", () => {
    let s = manualGame({ players: [{ hand: ["Highway Robber"], play: swamps(4), library }, { library }], turn: 3 });
    s = resolveCreature(s, "p1", "Highway Robber");
    expect(s.objects[s.stack[0]!]).toMatchObject({ targets: [{ player: "p2" }] });
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([22, 18]);
  });

  it("404.1, 413.1 (?): Ravenous Rats: the target opponent chooses the card to discard while the ability resolves", () => {
    let s = manualGame({ players: [{ hand: ["Ravenous Rats"], play: swamps(2), library }, { hand: ["Shock", "Hill Giant"], library }], turn: 3 });
    s = pass(resolveCreature(s, "p1", "Ravenous Rats"), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 1 });
    const choice = legalDecision(s, "p2")!.options.find((o) => o.type === "discard" && o.cards.length === 1)!;
    s = act(s, choice, "p2");
    expect(s.players[1]!.hand).toHaveLength(1);
    expect(s.players[1]!.graveyard).toHaveLength(1);
    expect(s.stack).toEqual([]);
  });

  it("404.1, 410.1: Soul Warden: another creature coming into play triggers it; Soul Warden itself doesn't", () => {
    let s = manualGame({ players: [{ hand: ["Soul Warden", "Grizzly Bears"], play: ["Plains", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = resolveCreature(s, "p1", "Soul Warden");
    expect(s.stack).toEqual([]);
    s = pass(resolveCreature(s, "p1", "Grizzly Bears"), 2);
    expect(life(s, "p1")).toBe(21);
  });

  it("410.1/103.4: simultaneous triggers of different players go on the stack in APNAP order (the non-active player's resolves first)", () => {
    let s = manualGame({
      players: [{ hand: ["Grizzly Bears"], play: ["Soul Warden", "Forest", "Forest"], library }, { play: ["Soul Warden"], library }],
      turn: 3,
    });
    s = resolveCreature(s, "p1", "Grizzly Bears");
    expect(s.stack.map((id) => s.objects[id]!.controller)).toEqual(["p1", "p2"]);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 21]);
  });

  it("410.3: a player orders his or her own simultaneous triggers", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Soul Warden", "Soul Warden", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = resolveCreature(s, "p1", "Grizzly Bears");
    expect(s.pending).toEqual({ kind: "orderTriggers", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.options).toHaveLength(2);
    const order = (d.options[1] as { order: string[] }).order;
    s = act(s, d.options[1]!);
    expect(s.stack).toEqual(order);
    s = pass(s, 4);
    expect(life(s, "p1")).toBe(22);
  });

  it("410.?: leaves-play abilities look back in time; Festering Goblin's -1/-1 kills a 1/1", () => {
    let s = manualGame({
      players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Festering Goblin", "Llanowar Elves"], library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Festering Goblin") }]), 2);
    // The trigger's only legal target left is the Elves (the Goblin has left play).
    expect(s.objects[s.stack[0]!]).toMatchObject({ controller: "p2", targets: [{ object: inPlay(s, "Llanowar Elves") }] });
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Festering Goblin", "Llanowar Elves"]);
  });

  it("410.4: a triggered ability with no legal target is removed (Festering Goblin alone)", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Festering Goblin"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Festering Goblin") }]), 2);
    expect(s.stack).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("410.? (leaves-play triggers look back): Mindslicer: put into a graveyard from play, each player discards his or her hand", () => {
    let s = manualGame({
      players: [{ hand: ["Volcanic Hammer", "Hill Giant", "Forest"], play: ["Mountain", "Mountain"], library }, { hand: ["Shock", "Island"], play: ["Mindslicer"], library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Mindslicer") }]), 2);
    s = pass(s, 2);
    expect([s.players[0]!.hand.length, s.players[1]!.hand.length]).toEqual([0, 0]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Island", "Mindslicer", "Shock"]);
  });

  it("404: Phyrexian Arena triggers at the beginning of its controller's upkeep only", () => {
    let s = manualGame({ players: [{ play: ["Phyrexian Arena"], library }, { library }], turn: 3, step: "untap" });
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(19);
    expect(s.players[0]!.hand).toHaveLength(1);
    const other = manualGame({ players: [{ library }, { play: ["Phyrexian Arena"], library }], turn: 3, step: "untap" });
    expect(other.stack).toEqual([]);
  });
});

function playNamesOnStack(s: ReturnType<typeof manualGame>): string[] {
  return s.stack.map((id) => {
    const o = s.objects[id]!;
    return o.kind === "ability" ? o.source.name : o.card;
  });
}
