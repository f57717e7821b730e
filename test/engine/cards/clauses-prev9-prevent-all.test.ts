import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, rejects, resolveStack, zoneNames } from "../helpers.js";

// "Prevent all damage ... this turn" of the sources named (419.7; compiler/prevention.ts, engine
// effects/prevention.ts): "Prevent all damage that black and/or red sources would deal this turn."
// (Luminesce CSP: a source of either color, as it deals the damage), "prevent all combat damage
// non-Soldiers would deal this turn" (Frontline Strategist SCG), and "Prevent all damage target
// spell would deal this turn." (Hallow DST, with "You gain life equal to the damage prevented this
// way."; Shieldmage Elder ONS).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const topOfStack = (s: GameState) => s.stack[s.stack.length - 1]!;
const finishCombat = (s: GameState): GameState => passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");

describe("clauses: prevention of all damage the sources named would deal this turn (419.7)", () => {
  it("the cards are offered", () => {
    for (const name of ["Luminesce", "Frontline Strategist", "Hallow", "Shieldmage Elder"]) expect(isSupported(name), name).toBe(true);
  });

  it("419.7: after Luminesce, a red Shock deals no damage, nor the black Giant Cockroach in combat; the green Grizzly Bears' combat damage is dealt", () => {
    let s = manualGame({ players: [{ library, hand: ["Luminesce", "Shock"], play: ["Plains", "Mountain", "Grizzly Bears", "Giant Cockroach"] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Luminesce"));
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(20);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }, { attacker: inPlay(s, "Giant Cockroach"), defender: "p2" }] });
    s = finishCombat(s);
    // Giant Cockroach (black, 4/2) deals none; Grizzly Bears (green) deals 2.
    expect(life(s, "p2")).toBe(18);
  });

  it("419.7: Frontline Strategist turned face up: the non-Soldier Grizzly Bears deals no combat damage this turn; the Soldier Eager Cadet does", () => {
    let s = manualGame({ players: [{ library, hand: ["Frontline Strategist"], manaPool: { W: 1, C: 3 }, play: ["Grizzly Bears", "Eager Cadet"] }, { library }], turn: 3 } as Parameters<typeof manualGame>[0]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Frontline Strategist"), faceDown: true }, "p1");
    s = act(s, { type: "payMana", mana: "CCC" }, "p1");
    s = pass(s, 2);
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!, "p1");
    for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "payMana")!, "p1");
    s = resolveStack(s);
    expect(s.preventions).toHaveLength(1);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }, { attacker: inPlay(s, "Eager Cadet"), defender: "p2" }] });
    s = finishCombat(s);
    expect(life(s, "p2")).toBe(19);
  });

  it("419.7: Bob's Hallow on Ann's Shock: the Shock deals him nothing and he gains 2 life; a second Shock is dealt", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"] }, { library, hand: ["Hallow"], play: ["Plains"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = resolveStack(cast(s, "p2", "Hallow", [{ object: topOfStack(s) }]));
    expect(life(s, "p2")).toBe(22);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hallow"]);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(20);
  });

  it("419.7: Shieldmage Elder, tapping itself and Prodigal Sorcerer (two Wizards), prevents the damage of Ann's Shock to its creature; a creature can't be its Wizard ability's target", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Mountain"] }, { library, play: ["Shieldmage Elder", "Prodigal Sorcerer", "Grizzly Bears"] }], turn: 3 });
    const elder = inPlay(s, "Shieldmage Elder");
    const sorcerer = inPlay(s, "Prodigal Sorcerer");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]));
    s = act(s, { type: "playAbility", source: elder, ability: 1, costs: { tapUntapped: [elder, sorcerer] } }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = resolveStack(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }, "p2"));
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
    expect([card(s, elder).tapped, card(s, sorcerer).tapped]).toEqual([true, true]);
  });
});
