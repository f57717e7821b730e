import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";

// 419.6c redirection effects ("... is dealt to [another creature] instead"), each shown with a
// real card compiled from its printed text (helper "ninthd").
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const graveyard = (s: GameState, who: string) => zoneNames(s, who, "graveyard");
const damage = (s: GameState, name: string) => card(s, inPlay(s, name)).damage;

/** Activates the first ability of `name` (ability 0) with these targets and pays for it. */
function activate(s: GameState, who: string, name: string, targets: ({ object: string } | { player: string })[]): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets }, who);
  return payFully(s);
}

describe("clauses: \"The next N damage that would be dealt to ~ this turn is dealt to target creature instead\" (419.6c)", () => {
  it("419.6c: Zealous Inquisitor — of Bob's Shock (2 damage) at it, 1 is dealt to it and 1 to Bob's Grizzly Bears instead; used twice, both go to the Bears, which die", () => {
    const setup = () => manualGame({ players: [{ library, play: ["Zealous Inquisitor", "Plains", "Plains", "Plains", "Plains"] }, { library, play: ["Mountain", "Grizzly Bears"], hand: ["Shock"] }], turn: 2, active: 1 });
    let s = setup();
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Zealous Inquisitor") }]);
    s = act(s, { type: "pass" }, "p2");
    s = activate(s, "p1", "Zealous Inquisitor", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2); // the ability resolves
    expect(s.redirections?.length).toBe(1);
    s = pass(s, 2); // Shock resolves: split 1 and 1
    expect([damage(s, "Zealous Inquisitor"), damage(s, "Grizzly Bears")]).toEqual([1, 1]);
    expect(s.redirections).toBeUndefined(); // the next 1 damage is used up

    let t = setup();
    t = cast(t, "p2", "Shock", [{ object: inPlay(t, "Zealous Inquisitor") }]);
    t = act(t, { type: "pass" }, "p2");
    t = activate(t, "p1", "Zealous Inquisitor", [{ object: inPlay(t, "Grizzly Bears") }]);
    t = activate(t, "p1", "Zealous Inquisitor", [{ object: inPlay(t, "Grizzly Bears") }]);
    t = pass(t, 4); // both abilities resolve
    t = pass(t, 2); // Shock resolves: each redirection takes 1 of the 2 damage
    expect(damage(t, "Zealous Inquisitor")).toBe(0);
    expect(graveyard(t, "p2")).toEqual(expect.arrayContaining(["Grizzly Bears", "Shock"]));
  });

  it("419.6c: the redirection does nothing if the creature it names has left play: Zealous Inquisitor takes all of Shock's 2 damage and dies", () => {
    let s = manualGame({ players: [{ library, play: ["Zealous Inquisitor", "Plains", "Plains"] }, { library, play: ["Mountain", "Mountain", "Grizzly Bears"], hand: ["Shock", "Shock"] }], turn: 2, active: 1 });
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Zealous Inquisitor") }]);
    s = act(s, { type: "pass" }, "p2");
    s = activate(s, "p1", "Zealous Inquisitor", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2); // the redirection is set up; Bob, the active player, has priority
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2); // the second Shock kills the Bears
    expect(graveyard(s, "p2")).toContain("Grizzly Bears");
    s = pass(s, 2); // the first Shock: nothing to redirect to
    expect(graveyard(s, "p1")).toContain("Zealous Inquisitor");
  });
});

describe("clauses: \"All damage that would be dealt to target creature this turn by a source of your choice is dealt to ~ instead\" (419.6c)", () => {
  it("419.6c: Oracle's Attendants — Ann chooses Bob's Shock as the ability resolves: its 2 damage to her Grizzly Bears is dealt to the Attendants instead; his second Shock, another source, kills the Bears", () => {
    let s = manualGame({ players: [{ library, play: ["Oracle's Attendants", "Grizzly Bears", "Mountain"], hand: ["Shock"] }, { library, play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] }], turn: 2, active: 1 });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = act(s, { type: "pass" }, "p2");
    // Ann's own Shock on the stack too: a source she may choose instead (any object that may deal damage).
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = activate(s, "p1", "Oracle's Attendants", [{ object: bears }]);
    s = pass(s, 2); // the ability resolves: Ann chooses the source now (419.6c)
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("chooseSource");
    const bobs = s.stack.find((id) => card(s, id).card === "Shock" && card(s, id).controller === "p2")!;
    const anns = s.stack.find((id) => card(s, id).card === "Shock" && card(s, id).controller === "p1")!;
    expect(d.options).toEqual(expect.arrayContaining([{ type: "chooseSource", source: bobs }, { type: "chooseSource", source: anns }]));
    s = act(s, { type: "chooseSource", source: bobs }, "p1");
    expect(s.redirections?.length).toBe(1);
    s = pass(s, 2); // Ann's Shock resolves: Bob at 18
    expect(life(s, "p2")).toBe(18);
    s = pass(s, 2); // Bob's Shock resolves: its damage goes to the Attendants
    expect([damage(s, "Grizzly Bears"), damage(s, "Oracle's Attendants")]).toEqual([0, 2]);
    expect(s.redirections?.length).toBe(1); // "all damage ... this turn": not used up
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = pass(s, 2); // another source: not redirected
    expect(graveyard(s, "p1")).toContain("Grizzly Bears");
    expect(damage(s, "Oracle's Attendants")).toBe(2);
  });
});

describe("clauses: \"The next N damage that would be dealt to target creature this turn is dealt to another target creature instead\" (419.6c)", () => {
  it("419.6c: Carom — of Bob's Shock at Ann's Grizzly Bears, 1 damage is dealt to his Llanowar Elves instead (they die) and 1 to the Bears (they live); Ann draws a card", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Plains", "Plains"], hand: ["Carom"] }, { library, play: ["Mountain", "Llanowar Elves"], hand: ["Shock"] }], turn: 2, active: 1 });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = act(s, { type: "pass" }, "p2");
    s = cast(s, "p1", "Carom", [{ object: bears }, { object: inPlay(s, "Llanowar Elves") }]);
    const hand = zoneNames(s, "p1", "hand").length;
    s = pass(s, 2); // Carom resolves
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
    s = pass(s, 2); // Shock resolves
    expect(graveyard(s, "p2")).toEqual(expect.arrayContaining(["Llanowar Elves", "Shock"]));
    expect(damage(s, "Grizzly Bears")).toBe(1);
  });
});
