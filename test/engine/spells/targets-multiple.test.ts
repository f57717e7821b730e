import { describe, expect, it } from "vitest";
import { legalDecision, view, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const announce = (s: GameState, name: string, extra: Partial<Extract<Action, { type: "playSpell" }>> = {}) => act(s, { type: "playSpell", card: inHand(s, "p1", name), ...extra });
const targetOptions = (s: GameState) => legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "chooseTargets" }> => o.type === "chooseTargets");

describe("409.1c several targets", () => {
  it("409.1c: the same object may be chosen once for each word \"target\" — Seeds of Strength gives one creature +3/+3", () => {
    let s = manualGame({ players: [{ hand: ["Seeds of Strength"], play: ["Forest", "Plains", "Grizzly Bears"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Seeds of Strength", [{ object: bears }, { object: bears }, { object: bears }]);
    s = pass(s, 2);
    expect(pt(s, bears)).toEqual([5, 5]);
  });

  it("409.1c: \"another target\" must differ from the earlier targets — Cone of Flame deals 1, 2 and 3 to three different targets", () => {
    let s = manualGame({ players: [{ hand: ["Cone of Flame"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { play: ["Hill Giant", "Grizzly Bears"], library }], turn: 3 });
    s = announce(s, "Cone of Flame");
    const [giant, bears] = [inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears")];
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }, { player: "p2" }, { object: bears }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }, { object: bears }, { player: "p2" }] }, "409.1c");
    expect(targetOptions(s).every((o) => new Set(o.targets.map((t) => JSON.stringify(t))).size === 3)).toBe(true);
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }, { player: "p2" }, { object: giant }] })), 2);
    expect(life(s, "p2")).toBe(18);
    expect(card(s, bears).damage).toBe(1);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("413.2a: a spell with several targets resolves for the ones still legal — Stand Together's second creature left play, the first still gets its counters", () => {
    let s = manualGame({ players: [{ hand: ["Stand Together"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"], library }, { hand: ["Shock"], play: ["Mountain", "Llanowar Elves"], library }], turn: 3 });
    const [bears, elves] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Llanowar Elves")];
    rejects(announce(s, "Stand Together"), "p1", { type: "chooseTargets", targets: [{ object: bears }, { object: bears }] }, "409.1c");
    s = cast(s, "p1", "Stand Together", [{ object: bears }, { object: elves }]);
    s = act(s, { type: "pass" });
    s = cast(s, "p2", "Shock", [{ object: elves }]);
    s = pass(s, 2); // Shock resolves: the Elves die
    s = pass(s, 2);
    expect(card(s, bears).counters).toEqual({ "+1/+1": 2 });
    expect(pt(s, bears)).toEqual([4, 4]);
  });

  it("409.1c: \"up to three target lands\" — Early Frost may take none, one, two or three different lands, but not the same land twice", () => {
    let s = manualGame({ players: [{ hand: ["Early Frost"], play: ["Island", "Island"], library }, { play: ["Mountain", "Forest"], library }], turn: 3 });
    s = announce(s, "Early Frost");
    const [mountain, forest] = [inPlay(s, "Mountain"), inPlay(s, "Forest")];
    const sizes = targetOptions(s).map((o) => o.targets.length);
    expect(Math.min(...sizes)).toBe(0);
    expect(Math.max(...sizes)).toBe(3);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: mountain }, { object: mountain }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: mountain }, { object: forest }, { object: inPlay(s, "Island") }, { object: s.play.find((id) => card(s, id).card === "Island" && id !== inPlay(s, "Island"))! }] }, "409.1c");
    const none = pass(payFully(act(s, { type: "chooseTargets", targets: [] })), 2);
    expect(zoneNames(none, "p1", "graveyard")).toEqual(["Early Frost"]); // resolved, not countered
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: mountain }, { object: forest }] })), 2);
    expect([card(s, mountain).tapped, card(s, forest).tapped]).toEqual([true, true]);
  });
});

describe("409.1d dividing damage", () => {
  it("409.1d: Electrolyze's 2 damage is divided as it is played, at least 1 to each target; the options list each division", () => {
    let s = manualGame({ players: [{ hand: ["Electrolyze"], play: ["Island", "Mountain", "Mountain"], library }, { play: ["Llanowar Elves", "Grizzly Bears"], library }], turn: 3 });
    s = announce(s, "Electrolyze");
    const [elves, bears] = [inPlay(s, "Llanowar Elves"), inPlay(s, "Grizzly Bears")];
    expect(targetOptions(s)).toContainEqual({ type: "chooseTargets", targets: [{ object: elves }, { object: bears }], division: [1, 1] });
    expect(targetOptions(s)).toContainEqual({ type: "chooseTargets", targets: [{ player: "p2" }], division: [2] });
    expect(targetOptions(s).every((o) => o.targets.length <= 2)).toBe(true); // 2 damage, at least 1 each
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: elves }, { object: bears }], division: [2, 0] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: elves }] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: elves }, { object: bears }, { player: "p2" }], division: [1, 1, 1] }, "409.1d");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: elves }, { player: "p2" }], division: [1, 1] })), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(life(s, "p2")).toBe(19);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("409.1d: with many candidates, Electrolyze's listed choices stop at two targets, so a single creature is listed too (the capped list isn't spent on choices of three or more that no division fits)", () => {
    const creatures = Array(12).fill("Grizzly Bears");
    let s = manualGame({ players: [{ hand: ["Electrolyze"], play: ["Island", "Mountain", "Mountain", ...creatures], library }, { play: creatures, library }], turn: 3 });
    s = announce(s, "Electrolyze");
    const options = targetOptions(s);
    expect(options.every((o) => o.targets.length <= 2)).toBe(true);
    expect(options.some((o) => o.targets.length === 1 && "object" in o.targets[0]!)).toBe(true);
    expect(options.length).toBeGreaterThan(20);
  });

  it("413.2a: with one of Electrolyze's targets gone, the other still takes its share of the division, no more", () => {
    let s = manualGame({ players: [{ hand: ["Electrolyze"], play: ["Island", "Mountain", "Mountain"], library }, { hand: ["Shock"], play: ["Mountain", "Llanowar Elves"], library }], turn: 3 });
    const elves = inPlay(s, "Llanowar Elves");
    s = announce(s, "Electrolyze");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: elves }, { player: "p2" }], division: [1, 1] }));
    // The division is announced: both players see it on the stack.
    expect(view(s, "p2").stack[0]).toMatchObject({ name: "Electrolyze", targets: [{ object: elves }, { player: "p2" }], division: [1, 1] });
    s = act(s, { type: "pass" });
    s = cast(s, "p2", "Shock", [{ object: elves }]);
    s = pass(pass(s, 2), 2);
    expect(life(s, "p2")).toBe(19);
  });

  it("409.1b, 409.1e: Fireball: X divided evenly, rounded down, among its targets, and {1} more for each target beyond the first", () => {
    const mountains = Array(7).fill("Mountain");
    let s = manualGame({ players: [{ hand: ["Fireball"], play: mountains, library }, { play: ["Hill Giant", "Grizzly Bears"], library }], turn: 3 });
    s = announce(s, "Fireball");
    s = act(s, { type: "chooseX", value: 5 });
    const [giant, bears] = [inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears")];
    // Seven Mountains: X = 5 plus {R} leaves {1}, enough for one extra target only.
    expect(Math.max(...targetOptions(s).map((o) => o.targets.length))).toBe(2);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: giant }, { object: bears }, { player: "p2" }] }, "409.1f");
    s = act(s, { type: "chooseTargets", targets: [{ object: giant }, { object: bears }] });
    expect(s.playing!.cost).toBe("{6}{R}");
    s = pass(payFully(s), 2);
    // 5 / 2 = 2 each: the Bears die, the Giant (3/3) survives with 2 damage.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, giant).damage).toBe(2);
  });

  it("409.1b: Fireball with one target costs X plus {R}, and deals all of X to it", () => {
    let s = manualGame({ players: [{ hand: ["Fireball"], play: ["Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = act(announce(s, "Fireball"), { type: "chooseX", value: 3 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.playing!.cost).toBe("{3}{R}");
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(17);
  });
});
