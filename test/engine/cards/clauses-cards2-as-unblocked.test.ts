import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, rejects } from "../helpers.js";

// 310.2e: "You may have ~ deal its combat damage to defending player as though it weren't
// blocked." An effect that says a creature deals its combat damage in a different manner than
// normal changes how it is assigned (310.1): when it is blocked, its controller assigns all of
// it to the defending player (310.2b, as though unblocked) or divides it among the blockers as
// usual (310.2c), never part to each.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest"];

/** Ann attacks with Thorn Elemental; Bob blocks it with Grizzly Bears: Ann now assigns its damage. */
function blocked(extraHand: string[] = []): GameState {
  let s = manualGame({ players: [{ play: ["Thorn Elemental"], library }, { play: ["Grizzly Bears", "Mountain"], hand: extraHand, library }], turn: 3 });
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Thorn Elemental"), defender: "p2" }] });
  for (let i = 0; i < 10 && s.pending?.kind !== "blockers"; i++) s = pass(s);
  return act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Thorn Elemental") }] }, "p2");
}

const afterCombat = (s: GameState) => {
  for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
  return s;
};

describe("clauses: \"deal its combat damage to defending player as though it weren't blocked\" (310.2e)", () => {
  it("the cards are offered", () => {
    for (const name of ["Thorn Elemental", "Lone Wolf", "Rhox", "Tornado Elemental"]) expect(isSupported(name), name).toBe(true);
  });

  it("310.2e: blocked Thorn Elemental's controller may assign all 7 damage to Bob: Bob goes to 13 and the Bears survive, still dealing their 2 damage", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "combatDamage", player: "p1" });
    const thorn = inPlay(s, "Thorn Elemental");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 });
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 }, "p1"));
    expect(s.players[1]!.life).toBe(13);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
    expect(s.objects[thorn]).toMatchObject({ damage: 2 });
  });

  it("310.2c: it may deal its damage to the blocker instead: the Bears die and Bob stays at 20", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    const thorn = inPlay(s, "Thorn Elemental");
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [{ blocker: inPlay(s, "Grizzly Bears"), amount: 7 }] }, "p1"));
    expect(s.players[1]!.life).toBe(20);
    expect(() => inPlay(s, "Grizzly Bears")).toThrow();
  });

  it("310.1: part to the blocker and part to the player is no assignment (no trample): rejected, nothing changes", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    rejects(s, "p1", { type: "assignCombatDamage", attacker: inPlay(s, "Thorn Elemental"), division: [{ blocker: inPlay(s, "Grizzly Bears"), amount: 2 }], toPlayer: 5 }, "310.1");
  });

  it("310.2e: with its blocker gone (Shocked) it still may deal its damage to Bob, or none (310.2c)", () => {
    let s = blocked(["Shock"]);
    // Bob Shocks his own Bears after blocks: Thorn Elemental stays blocked (309.? : a blocked creature stays blocked).
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    const thorn = inPlay(s, "Thorn Elemental");
    expect(legalDecision(s, "p1")!.options).toEqual([
      { type: "assignCombatDamage", attacker: thorn, division: [] },
      { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 },
    ]);
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 }, "p1"));
    expect(s.players[1]!.life).toBe(13);
  });
});
