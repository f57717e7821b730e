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

describe("clauses: \"~ can't be equipped\", \"~ can be attached only to a creature with N or more power\" (212.2g)", () => {
  it("the cards are offered", () => {
    for (const name of ["Goblin Brawler", "O-Naginata"]) expect(isSupported(name), name).toBe(true);
  });

  it("212.2g: Leonin Scimitar's equip ability may target Goblin Brawler, but resolving it attaches nothing; the same ability equips Grizzly Bears", () => {
    let s = manualGame({ players: [{ play: ["Goblin Brawler", "Grizzly Bears", "Leonin Scimitar", ...lands], library }, { library }], turn: 3 });
    const brawler = inPlay(s, "Goblin Brawler");
    s = equip(s, "Leonin Scimitar", brawler);
    expect(s.stack).toEqual([]);
    expect(attachedTo(s, "Leonin Scimitar")).toBeUndefined();
    expect(pt(s, brawler)).toEqual([2, 2]);
    const bears = inPlay(s, "Grizzly Bears");
    s = equip(s, "Leonin Scimitar", bears);
    expect(attachedTo(s, "Leonin Scimitar")).toBe(bears);
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("212.2g: Leonin Scimitar equipping Grizzly Bears stays there when its equip ability targets Goblin Brawler", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Leonin Scimitar", attachedTo: 0 }, "Goblin Brawler", ...lands], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = equip(s, "Leonin Scimitar", inPlay(s, "Goblin Brawler"));
    expect(attachedTo(s, "Leonin Scimitar")).toBe(bears);
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("212.2g: O-Naginata doesn't attach to Grizzly Bears (power 2); it equips Hill Giant (power 3): 6/3 with trample", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Hill Giant", "O-Naginata", ...lands], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = equip(s, "O-Naginata", bears);
    expect(attachedTo(s, "O-Naginata")).toBeUndefined();
    expect(pt(s, bears)).toEqual([2, 2]);
    const giant = inPlay(s, "Hill Giant");
    s = equip(s, "O-Naginata", giant);
    expect(attachedTo(s, "O-Naginata")).toBe(giant);
    expect(pt(s, giant)).toEqual([6, 3]);
    expect(hasKeyword(s, s.objects[giant] as CardObject, "trample")).toBe(true);
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
