import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";

// "Whenever ~ or another Zombie comes into play / is put into a graveyard from play" (Noxious Ghoul,
// Vengeful Dead, Rotlung Reanimator, Serum Tank): the permanent itself, whatever its types, or another
// permanent matching. A leaves-play ability looks back in time (410.10d): the permanents leaving
// together all trigger it, itself among them.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 40 && (s.stack.length > 0 || s.pending?.kind === "orderTriggers"); i++)
    s = s.pending?.kind === "orderTriggers" ? act(s, { type: "orderTriggers", order: s.triggered.filter((t) => t.controller === s.pending!.player).map((t) => t.id) }) : pass(s);
  return s;
};
const swamps = (n: number) => Array.from({ length: n }, () => "Swamp");

describe("clauses: \"Whenever ~ or another [quality] comes into play / is put into a graveyard from play\" (410.10d)", () => {
  it("the cards are offered", () => {
    for (const name of ["Noxious Ghoul", "Vengeful Dead", "Rotlung Reanimator", "Serum Tank"]) expect(isSupported(name), name).toBe(true);
  });

  it("410.10: Noxious Ghoul coming into play triggers itself: non-Zombie creatures get -1/-1, Zombies don't", () => {
    let s = manualGame({ players: [{ hand: ["Noxious Ghoul"], play: [...swamps(5), "Gravedigger"], library }, { play: ["Llanowar Elves", "Hill Giant"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Noxious Ghoul"));
    expect(() => inPlay(s, "Llanowar Elves")).toThrow();
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Gravedigger"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Noxious Ghoul"))).toEqual([3, 3]);
  });

  it("410.10: another Zombie coming into play triggers Noxious Ghoul again; a non-Zombie doesn't", () => {
    let s = manualGame({ players: [{ hand: ["Scathe Zombies", "Grizzly Bears"], play: [...swamps(3), "Forest", "Forest", "Noxious Ghoul"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Grizzly Bears"));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
    s = resolveAll(cast(s, "p1", "Scathe Zombies"));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
  });

  it("410.10d: Vengeful Dead put into a graveyard triggers itself; each opponent loses 1 life", () => {
    let s = manualGame({ players: [{ play: ["Vengeful Dead"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3, active: 1 });
    s = resolveAll(cast(s, "p2", "Shock", [{ object: inPlay(s, "Vengeful Dead") }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Vengeful Dead");
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
  });

  it("410.10d: Vengeful Dead made a Goblin by Imagecrafter still triggers as it is put into a graveyard (\"~ or another Zombie\": itself, whatever it was)", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Imagecrafter", "Mountain", "Vengeful Dead"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Imagecrafter"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Vengeful Dead") }] }, "p1"));
    for (let i = 0; i < 10 && s.pending?.kind !== "choose"; i++) s = pass(s);
    s = act(s, { type: "choose", choice: "Goblin" }, "p1");
    expect(characteristics(s, s.objects[inPlay(s, "Vengeful Dead")] as never).subtypes).toEqual(["Goblin"]);
    s = resolveAll(cast(s, "p1", "Shock", [{ object: inPlay(s, "Vengeful Dead") }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Vengeful Dead");
    expect(life(s, "p2")).toBe(19);
  });

  it("410.10d: Wrath of God puts Vengeful Dead and two other Zombies into graveyards at once: three triggers; the non-Zombie adds none", () => {
    let s = manualGame({ players: [{ play: ["Vengeful Dead", "Gravedigger", "Grizzly Bears"], library }, { hand: ["Wrath of God"], play: ["Plains", "Plains", "Plains", "Plains", "Gravedigger"], library }], turn: 3, active: 1 });
    s = resolveAll(cast(s, "p2", "Wrath of God"));
    expect(s.play.filter((id) => (s.objects[id] as { card: string }).card !== "Plains")).toHaveLength(0);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("410.10d: Rotlung Reanimator (a Cleric) put into a graveyard gives its controller a 2/2 Zombie token", () => {
    let s = manualGame({ players: [{ play: ["Rotlung Reanimator"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3, active: 1 });
    s = resolveAll(cast(s, "p2", "Shock", [{ object: inPlay(s, "Rotlung Reanimator") }]));
    const tokens = s.play.filter((id) => (s.objects[id] as { token?: unknown }).token);
    expect(tokens).toHaveLength(1);
    expect(pt(s, tokens[0]!)).toEqual([2, 2]);
  });

  it("410.10: Serum Tank counts itself and each other artifact coming into play, not a creature", () => {
    let s = manualGame({ players: [{ hand: ["Serum Tank", "Serum Tank", "Grizzly Bears"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Serum Tank"));
    const first = inPlay(s, "Serum Tank");
    expect((s.objects[first] as { counters?: Record<string, number> }).counters?.charge).toBe(1);
    s = resolveAll(cast(s, "p1", "Grizzly Bears"));
    expect((s.objects[first] as { counters?: Record<string, number> }).counters?.charge).toBe(1);
    s = resolveAll(cast(s, "p1", "Serum Tank"));
    expect((s.objects[first] as { counters?: Record<string, number> }).counters?.charge).toBe(2);
  });
});
