import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, pass, passUntil, payFully, zoneNames } from "../helpers.js";

// "When you cycle ~, you may have it deal 1 damage to each creature." (Slice and Dice) and "Whenever
// ~ attacks, you may have it deal 1 damage to each creature defending player controls." (Ronin
// Cliffrider): damage to each of several recipients (416, not targeted) inside a "may" its controller
// answers as it resolves. A choice among replacement effects (419.9) for one recipient pauses it; the
// "may" resumes the damage at the next recipient (the damage keeps its own place, `resolving.each`).
// "Defending player" is the player the source attacks as the ability resolves.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const mountains = ["Mountain", "Mountain", "Mountain"];

function cycle(s: GameState, name: string): GameState {
  const id = s.players[0]!.hand.find((h) => (s.objects[h] as CardObject).card === name)!;
  return payFully(act(s, { type: "playAbility", source: id, ability: 0 }, "p1"));
}

/** Passes until the "may" is asked (answering it as `accept` says) and the stack is empty. */
function resolveAll(s: GameState, accept: boolean): GameState {
  for (let i = 0; i < 30 && (s.stack.length > 0 || s.pending?.kind === "may"); i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept }) : pass(s);
  return s;
}
const damage = (s: GameState, name: string, who?: string) => (s.objects[inPlay(s, name, who)] as CardObject).damage;

describe("clauses: \"you may have it deal N damage to each creature [defending player controls]\" (416, 419.9)", () => {
  it("the cards are offered", () => {
    for (const name of ["Slice and Dice", "Ronin Cliffrider"]) expect(isSupported(name), name).toBe(true);
  });

  it("Slice and Dice cycled and accepted: 1 damage to each creature, both players'; the Elves die, the cycling draw happens", () => {
    let s = manualGame({ players: [{ library, hand: ["Slice and Dice"], play: [...mountains, "Grizzly Bears"] }, { library, play: ["Llanowar Elves", "Hill Giant"] }], turn: 3 });
    s = resolveAll(cycle(s, "Slice and Dice"), true);
    expect(damage(s, "Grizzly Bears")).toBe(1);
    expect(damage(s, "Hill Giant")).toBe(1);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Slice and Dice"]);
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it("Slice and Dice cycled and declined: no damage", () => {
    let s = manualGame({ players: [{ library, hand: ["Slice and Dice"], play: [...mountains, "Grizzly Bears"] }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    s = resolveAll(cycle(s, "Slice and Dice"), false);
    expect(damage(s, "Grizzly Bears")).toBe(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });

  it("Slice and Dice played as a sorcery: 4 damage to each creature", () => {
    let s = manualGame({ players: [{ library, hand: ["Slice and Dice"], play: [...mountains, ...mountains, "Enormous Baloth"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = payFully(act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(damage(s, "Enormous Baloth")).toBe(4);
  });

  it("419.9: a choice among replacement effects for one creature pauses the accepted \"may\"; the creatures after it are still dealt their damage, each once", () => {
    // Furnace of Rath doubles; Healing Salve's shield prevents 3: Bob chooses the order for his Craw Wurm.
    let s = manualGame({ players: [{ library, hand: ["Slice and Dice"], play: [...mountains, "Furnace of Rath", "Grizzly Bears"] }, { library, hand: ["Healing Salve"], play: ["Craw Wurm", "Hill Giant", "Plains"] }], turn: 3 });
    s = cycle(s, "Slice and Dice");
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = act(s, { type: "chooseMode", mode: 1 }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p2"));
    s = pass(s, 2); // Healing Salve resolves
    s = pass(s, 2); // the cycling trigger resolves: the "may" is asked
    s = act(s, { type: "may", accept: true }, "p1");
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    const shield = legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("shield:"))!;
    s = act(s, shield, "p2"); // prevention first: 1 prevented, nothing left to double
    s = resolveAll(s, true);
    expect(damage(s, "Craw Wurm")).toBe(0);
    expect(damage(s, "Hill Giant")).toBe(2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Slice and Dice"]);
    expect(s.stack).toEqual([]);
  });

  function attack(bob: string[], accept: boolean): GameState {
    let s = manualGame({ players: [{ library, play: ["Ronin Cliffrider", "Grizzly Bears"] }, { library, play: bob }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Ronin Cliffrider"), defender: "p2" }] });
    expect(s.stack).toHaveLength(1);
    return resolveAll(s, accept);
  }

  it("Ronin Cliffrider attacks, accepted: 1 damage to each creature Bob controls, none to Ann's Grizzly Bears nor to the Cliffrider", () => {
    const s = attack(["Llanowar Elves", "Hill Giant"], true);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(damage(s, "Hill Giant")).toBe(1);
    expect(damage(s, "Grizzly Bears")).toBe(0);
    expect(damage(s, "Ronin Cliffrider")).toBe(0);
  });

  it("Ronin Cliffrider attacks, declined: no damage", () => {
    const s = attack(["Llanowar Elves"], false);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});
