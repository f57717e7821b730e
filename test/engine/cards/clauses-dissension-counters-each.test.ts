import { describe, expect, it } from "vitest";
import { cast, inPlay, manualGame, pass, pt } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "put a +1/+1 counter on each creature you control" (helper "dissension"): a counter on each
// permanent of the kind in play as the ability resolves (engine/effects/counters-each.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"put a +1/+1 counter on each creature you control\"", () => {
  it("Celestial Ancient: playing an enchantment spell puts a +1/+1 counter on each creature its controller controls, none on the opponent's", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains", "Celestial Ancient", "Grizzly Bears"], hand: ["Glorious Anthem"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    s = cast(s, "p1", "Glorious Anthem");
    expect(s.stack).toHaveLength(2); // the Anthem and the trigger above it
    s = pass(s, 2); // the trigger resolves; the Anthem is still on the stack
    expect(s.stack).toHaveLength(1);
    const ancient = inPlay(s, "Celestial Ancient");
    expect(card(s, ancient).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, ancient)).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p1"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p2"))).toEqual([2, 2]);
    expect(card(s, inPlay(s, "Grizzly Bears", "p2")).counters ?? {}).toEqual({});
  });

  it("510.2 (combat damage to a player): Borborygmos unblocked puts a +1/+1 counter on each creature its controller controls, itself included", () => {
    let s = combatGame({ play: ["Borborygmos", "Grizzly Bears"] }, { play: [] });
    s = attack(s, "Borborygmos");
    s = passTo(s, "combatDamage");
    for (let i = 0; i < 8 && card(s, inPlay(s, "Borborygmos")).counters === undefined; i++) s = pass(s);
    expect(s.players.find((p) => p.id === "p2")!.life).toBe(14);
    expect(pt(s, inPlay(s, "Borborygmos"))).toEqual([7, 8]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
  });
});
