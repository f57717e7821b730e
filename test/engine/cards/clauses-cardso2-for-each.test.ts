import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, manualGame, payFully, pt, resolveStack } from "../helpers.js";

// "... for each Zombie in play" (or "... you control") after a sentence of life, damage or P/T
// effects: each number is that many times the permanents matching as the spell or ability
// resolves (413.2); a P/T change is then fixed until end of turn (418.5a).
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

describe("clauses: \"[effect with a number] for each [permanent] in play / you control\" (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Shepherd of Rot", "Irradiate", "Hunger of the Nim"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Shepherd of Rot: each player loses 1 life for each Zombie in play, both players' (three)", () => {
    let s = manualGame({ players: [{ play: ["Shepherd of Rot", "Scathe Zombies"], library }, { play: ["Scathe Zombies", "Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(act(s, { type: "playAbility", source: inPlay(s, "Shepherd of Rot"), ability: 0 }, "p1"));
    expect(life(s, "p1")).toBe(17);
    expect(life(s, "p2")).toBe(17);
  });

  it("413.2: Irradiate gives -1/-1 for each artifact its caster controls (two), not the opponent's", () => {
    let s = manualGame({ players: [{ hand: ["Irradiate"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Howling Mine", "Ornithopter"], library }, { play: ["Howling Mine", "Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Irradiate", [{ object: inPlay(s, "Hill Giant") }]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
  });

  it("418.5a: Hunger of the Nim's +1/+0 per artifact is fixed as it resolves: it stays when an artifact counted leaves play", () => {
    let s = manualGame({ players: [{ hand: ["Hunger of the Nim", "Shock"], play: ["Swamp", "Swamp", "Mountain", "Howling Mine", "Ornithopter", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Hunger of the Nim", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 2]);
    s = resolveStack(payFully(cast(s, "p1", "Shock", [{ object: inPlay(s, "Ornithopter") }])));
    expect(() => inPlay(s, "Ornithopter")).toThrow();
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 2]);
  });
});

describe("clauses: \"all [creatures of a kind] get +N/+N and gain [keyword] until end of turn\" (418.3b)", () => {
  it("the card is offered", () => {
    expect(isSupported("Gempalm Avenger")).toBe(true);
  });

  it("418.3b: cycling Gempalm Avenger gives every Soldier in play, both players', +1/+1 and first strike; Grizzly Bears is unchanged", () => {
    let s = manualGame({ players: [{ hand: ["Gempalm Avenger"], play: ["Plains", "Plains", "Plains", "Glory Seeker", "Grizzly Bears"], library }, { play: ["Foot Soldiers"], library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: s.players[0]!.hand[0]!, ability: 0 }, "p1"));
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Glory Seeker"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Foot Soldiers"))).toEqual([3, 5]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    expect(characteristics(s, s.objects[inPlay(s, "Foot Soldiers")] as never).keywords).toContain("firstStrike");
    expect(characteristics(s, s.objects[inPlay(s, "Grizzly Bears")] as never).keywords).not.toContain("firstStrike");
  });
});
