import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, pt, resolveStack } from "../helpers.js";

// 419.7: a prevention effect that does something for each damage it prevents — "You gain 1 life
// for each damage prevented this way" (Chant of Vitu-Ghazi, Candles' Glow), "put a +1/+1 counter
// on that creature for each 1 damage prevented this way" (Test of Faith, Brace for Impact). It is
// done as the damage is prevented, by the damage prevented: a shield of 3 that prevents 2, then 1
// of the next 2, gives 2, then 1.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp"];
const damage = (s: GameState, id: string) => (s.objects[id] as { damage?: number }).damage ?? 0;
const counters = (s: GameState, id: string) => (s.objects[id] as { counters?: Record<string, number> }).counters?.["+1/+1"] ?? 0;

describe("clauses: \"for each damage prevented this way\" (419.7)", () => {
  it("the cards are offered", () => {
    for (const name of ["Chant of Vitu-Ghazi", "Candles' Glow", "Brace for Impact", "Test of Faith"]) expect(isSupported(name), name).toBe(true);
  });

  it("419.7: Candles' Glow on its caster: a Shock is prevented (+2 life); of the next Shock 1 is prevented (+1) and 1 dealt", () => {
    let s = manualGame({ players: [{ hand: ["Candles' Glow", "Shock", "Shock"], play: ["Plains", "Plains", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Candles' Glow", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(20);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(22);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(22); // +1 for the 1 prevented, -1 for the 1 dealt
  });

  it("419.9: with Mending Hands' shield too, the player dealt damage chooses which prevents it: Mending Hands first, no life; Candles' Glow first, 2 life", () => {
    let s = manualGame({ players: [{ hand: ["Mending Hands", "Candles' Glow", "Shock"], play: ["Plains", "Plains", "Plains", "Mountain"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Mending Hands", [{ player: "p1" }]));
    s = resolveStack(cast(s, "p1", "Candles' Glow", [{ player: "p1" }]));
    s = pass(pass(cast(s, "p1", "Shock", [{ player: "p1" }])));
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "chooseReplacement");
    expect(options).toHaveLength(2);
    const by = Object.fromEntries(options.map((o) => [s.shields.find((x) => `shield:${x.id}` === (o as { replacement: string }).replacement)!.source, life(resolveStack(act(s, o, "p1")), "p1")]));
    expect(by).toEqual({ "Mending Hands": 20, "Candles' Glow": 22 });
  });

  it("419.7: Test of Faith on Grizzly Bears: a Shock becomes two +1/+1 counters; the next Shock one counter and 1 damage", () => {
    let s = manualGame({ players: [{ hand: ["Test of Faith", "Shock", "Shock"], play: ["Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = resolveStack(cast(s, "p1", "Test of Faith", [{ object: bears }]));
    s = resolveStack(cast(s, "p1", "Shock", [{ object: bears }]));
    expect([counters(s, bears), damage(s, bears), pt(s, bears)]).toEqual([2, 0, [4, 4]]);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: bears }]));
    expect([counters(s, bears), damage(s, bears), pt(s, bears)]).toEqual([3, 1, [5, 5]]);
  });

  it("419.7: Brace for Impact prevents all damage to the multicolored creature, a counter for each 1 prevented, for the rest of the turn", () => {
    let s = manualGame({ players: [{ hand: ["Brace for Impact", "Shock", "Shock"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Mountain", "Mountain", "Selesnya Guildmage"], library }, { library }], turn: 3 });
    const mage = inPlay(s, "Selesnya Guildmage");
    s = resolveStack(cast(s, "p1", "Brace for Impact", [{ object: mage }]));
    s = resolveStack(cast(s, "p1", "Shock", [{ object: mage }]));
    s = resolveStack(cast(s, "p1", "Shock", [{ object: mage }]));
    expect([counters(s, mage), damage(s, mage), pt(s, mage)]).toEqual([4, 0, [6, 6]]);
  });

  it("419.7: Chant of Vitu-Ghazi: every creature's combat damage is prevented, to players and creatures, and its caster gains that much life; a Shock's is not", () => {
    let s = manualGame({ players: [{ hand: ["Chant of Vitu-Ghazi", "Shock"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Mountain", "Hill Giant", "Grizzly Bears"], library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Chant of Vitu-Ghazi"));
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }, { attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Llanowar Elves"), attacker: inPlay(s, "Grizzly Bears") }] }) : pass(s);
    // Prevented: 3 (Hill Giant to p2) + 2 (Bears to Elves) + 1 (Elves to Bears).
    expect([life(s, "p1"), life(s, "p2")]).toEqual([26, 20]);
    expect(damage(s, inPlay(s, "Llanowar Elves"))).toBe(0);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([26, 18]);
  });
});
