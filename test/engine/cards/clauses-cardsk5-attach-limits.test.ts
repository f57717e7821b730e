import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame, pass, payFully, pt } from "../helpers.js";

// Equipment that can't be attached to some creatures (212.2g): "Goblin Brawler can't be
// equipped." (a restriction of the creature) and "O-Naginata can be attached only to a creature
// with 3 or more power." (a limit of the Equipment). The equip ability still targets any
// creature its controller controls (502.33); attaching to a creature it can't be attached to does
// nothing, and the Equipment stays where it was.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];
const lands = ["Mountain", "Mountain", "Forest", "Forest"];

function equip(s: GameState, equipment: string, creature: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, equipment), ability: 0 });
  return pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: creature }] })), 2);
}
const attachedTo = (s: GameState, name: string) => (s.objects[inPlay(s, name)] as CardObject).attachedTo;
/** The equip ability targets `refused` and attaches nothing (its P/T unchanged), then targets `accepted` and attaches there. */
function refusedThenEquipped(play: string[], equipment: string, [refused, refusedPT]: [string, number[]], [accepted, acceptedPT]: [string, number[]]): GameState {
  let s = manualGame({ players: [{ play: [...play, ...lands], library }, { library }], turn: 3 });
  const no = inPlay(s, refused);
  s = equip(s, equipment, no);
  expect(s.stack).toEqual([]);
  expect(attachedTo(s, equipment)).toBeUndefined();
  expect(pt(s, no)).toEqual(refusedPT);
  const yes = inPlay(s, accepted);
  s = equip(s, equipment, yes);
  expect(attachedTo(s, equipment)).toBe(yes);
  expect(pt(s, yes)).toEqual(acceptedPT);
  return s;
}

describe("clauses: \"~ can't be equipped\", \"~ can be attached only to a creature with N or more power\" (212.2g)", () => {
  it("the cards are offered", () => {
    for (const name of ["Goblin Brawler", "O-Naginata"]) expect(isSupported(name), name).toBe(true);
  });

  it("212.2g: Leonin Scimitar's equip ability may target Goblin Brawler, but resolving it attaches nothing; the same ability equips Grizzly Bears", () => {
    refusedThenEquipped(["Goblin Brawler", "Grizzly Bears", "Leonin Scimitar"], "Leonin Scimitar", ["Goblin Brawler", [2, 2]], ["Grizzly Bears", [3, 3]]);
  });

  it("212.2g: Leonin Scimitar equipping Grizzly Bears stays there when its equip ability targets Goblin Brawler", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Leonin Scimitar", attachedTo: 0 }, "Goblin Brawler", ...lands], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = equip(s, "Leonin Scimitar", inPlay(s, "Goblin Brawler"));
    expect(attachedTo(s, "Leonin Scimitar")).toBe(bears);
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("212.2g: O-Naginata doesn't attach to Grizzly Bears (power 2); it equips Hill Giant (power 3): 6/3 with trample", () => {
    const s = refusedThenEquipped(["Grizzly Bears", "Hill Giant", "O-Naginata"], "O-Naginata", ["Grizzly Bears", [2, 2]], ["Hill Giant", [6, 3]]);
    const giant = inPlay(s, "Hill Giant");
    expect(hasKeyword(s, s.objects[giant] as CardObject, "trample")).toBe(true);
  });

  it("420.5e: Hill Giant equipped with O-Naginata (6/3) stays equipped after one Dizzy Spell (3/3); after a second (0/3) O-Naginata becomes unattached and stays in play", () => {
    let s = manualGame({ players: [{ play: ["Hill Giant", { card: "O-Naginata", attachedTo: 0 }, "Island", "Island"], hand: ["Dizzy Spell", "Dizzy Spell"], library }, { library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant");
    expect(pt(s, giant)).toEqual([6, 3]);
    const dizzy = (x: GameState) => pass(payFully(act(act(x, { type: "playSpell", card: inHand(x, "p1", "Dizzy Spell") }), { type: "chooseTargets", targets: [{ object: giant }] })), 2);
    s = dizzy(s);
    expect(attachedTo(s, "O-Naginata")).toBe(giant);
    expect(pt(s, giant)).toEqual([3, 3]);
    s = dizzy(s);
    expect(attachedTo(s, "O-Naginata")).toBeUndefined();
    expect(pt(s, giant)).toEqual([-3, 3]);
  });

  it("212.2g, 420.5e: Grizzly Bears made 5/5 by Giant Growth can be equipped with O-Naginata; as Giant Growth ends its power is 5 with O-Naginata's own +3, so it stays equipped", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "O-Naginata", ...lands], hand: ["Giant Growth"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Giant Growth") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    expect(pt(s, bears)).toEqual([5, 5]);
    s = equip(s, "O-Naginata", bears);
    expect(attachedTo(s, "O-Naginata")).toBe(bears);
    expect(pt(s, bears)).toEqual([8, 5]);
    // No attack; the turn ends and Giant Growth's effect with it (314.2).
    for (let i = 0; i < 60 && s.turn.number === 3; i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
    expect(s.turn.number).toBe(4);
    expect(attachedTo(s, "O-Naginata")).toBe(bears);
    expect(pt(s, bears)).toEqual([5, 2]);
  });
});
