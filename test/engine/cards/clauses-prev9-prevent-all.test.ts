import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, payFully, inHand, inPlay, life, manualGame, pass, passUntil, rejects, resolveStack, zoneNames } from "../helpers.js";

// "Prevent all damage ... this turn" of the sources named (419.7; compiler/prevention.ts, engine
// effects/prevention.ts): "Prevent all damage that black and/or red sources would deal this turn."
// (Luminesce CSP: a source of either color, as it deals the damage), "prevent all combat damage
// non-Soldiers would deal this turn" (Frontline Strategist SCG), and "Prevent all damage target
// spell would deal this turn." (Hallow DST, with "You gain life equal to the damage prevented this
// way."; Shieldmage Elder ONS), "Prevent all damage that would be dealt this turn to up to two
// target creatures." (Redeem 8ED: an effect on each target chosen), and the shield "Prevent the next
// 1 damage that would be dealt to each creature and each player this turn." (Kitsune Palliator BOK);
// "Prevent all damage a source of your choice would deal this turn." (Prahv, Spires of Order DIS:
// the source chosen as the ability resolves); "The next time target creature would deal damage this
// turn, prevent that damage. You gain life equal to the damage prevented this way." (Awe Strike MRD).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const topOfStack = (s: GameState) => s.stack[s.stack.length - 1]!;
const finishCombat = (s: GameState): GameState => passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");

describe("clauses: prevention of all damage the sources named would deal this turn (419.7)", () => {
  it("the cards are offered", () => {
    for (const name of ["Luminesce", "Frontline Strategist", "Hallow", "Shieldmage Elder", "Redeem", "Kitsune Palliator", "Prahv, Spires of Order", "Awe Strike"]) expect(isSupported(name), name).toBe(true);
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

  it("419.7: Redeem on two of Ann's three creatures: Pyroclasm kills only the third; with one target chosen it protects that one; with none, nothing", () => {
    let s = manualGame({ players: [{ library, hand: ["Redeem", "Pyroclasm"], play: ["Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears", "Eager Cadet", "Suntail Hawk"] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Redeem", [{ object: inPlay(s, "Grizzly Bears") }, { object: inPlay(s, "Eager Cadet") }]));
    expect(s.preventions).toHaveLength(2);
    s = resolveStack(cast(s, "p1", "Pyroclasm"));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Pyroclasm", "Redeem", "Suntail Hawk"]);

    s = manualGame({ players: [{ library, hand: ["Redeem", "Pyroclasm"], play: ["Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears", "Eager Cadet"] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Redeem", [{ object: inPlay(s, "Eager Cadet") }]));
    s = resolveStack(cast(s, "p1", "Pyroclasm"));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Pyroclasm", "Redeem"]);
    // 409.1c: at most two targets.
    s = manualGame({ players: [{ library, hand: ["Redeem"], play: ["Plains", "Plains", "Grizzly Bears", "Eager Cadet", "Suntail Hawk"] }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Redeem") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: ["Grizzly Bears", "Eager Cadet", "Suntail Hawk"].map((n) => ({ object: inPlay(s, n) })) }, "409.1c");
  });

  it("419.7: Kitsune Palliator: a shield of 1 on each creature and each player; a Pyroclasm deals each creature 1, a Shock deals a player 1, and the next Shock 2", () => {
    let s = manualGame({ players: [{ library, hand: ["Pyroclasm", "Shock", "Shock"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Kitsune Palliator", "Grizzly Bears"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = resolveStack(act(s, { type: "playAbility", source: inPlay(s, "Kitsune Palliator"), ability: 0 }, "p1"));
    expect(s.shields).toHaveLength(5);
    s = resolveStack(cast(s, "p1", "Pyroclasm"));
    expect([card(s, inPlay(s, "Grizzly Bears")).damage, card(s, inPlay(s, "Kitsune Palliator")).damage, card(s, inPlay(s, "Hill Giant")).damage]).toEqual([1, 1, 1]);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(19);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(17);
    expect(s.shields.map((x) => x.to)).toEqual([{ player: "p1" }]);
  });

  it("419.7: Prahv, Spires of Order: Ann chooses Bob's Prodigal Sorcerer; its damage to her this turn is prevented, her own Shock is dealt; a source not in play can't be chosen", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Prahv, Spires of Order", "Plains", "Island", "Plains", "Plains", "Plains", "Mountain", "Mountain"] }, { library, play: ["Prodigal Sorcerer"] }], turn: 3 });
    const sorcerer = inPlay(s, "Prodigal Sorcerer");
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Prahv, Spires of Order"), ability: 1 }, "p1"));
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "chooseSource", player: "p1" });
    rejects(s, "p1", { type: "chooseSource", source: inHand(s, "p1", "Shock") }, "419.7");
    s = act(s, { type: "chooseSource", source: sorcerer }, "p1");
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playAbility", source: sorcerer, ability: 0 }, "p2");
    s = resolveStack(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    expect(life(s, "p1")).toBe(20);
    expect(card(s, sorcerer).tapped).toBe(true);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
  });

  it("419.7: Awe Strike on Bob's Prodigal Sorcerer: its next damage (to Ann) is prevented and Ann gains 1; the shield is used up; on Excruciator it prevents nothing and stays", () => {
    let s = manualGame({ players: [{ library, hand: ["Awe Strike", "Shock"], play: ["Plains", "Mountain"] }, { library, play: ["Prodigal Sorcerer"] }], turn: 3 });
    const sorcerer = inPlay(s, "Prodigal Sorcerer");
    s = resolveStack(cast(s, "p1", "Awe Strike", [{ object: sorcerer }]));
    expect(s.sourceShields).toHaveLength(1);
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playAbility", source: sorcerer, ability: 0 }, "p2");
    s = resolveStack(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    expect(life(s, "p1")).toBe(21);
    expect(s.sourceShields).toBeUndefined();

    s = manualGame({ players: [{ library, play: ["Excruciator"] }, { library, hand: ["Awe Strike"], play: ["Plains"] }], turn: 3 });
    s = attackWithNoBlock(s, "Excruciator");
    s = resolveStack(cast(s, "p2", "Awe Strike", [{ object: inPlay(s, "Excruciator") }]));
    s = finishCombat(s);
    expect([life(s, "p2"), s.sourceShields?.length]).toEqual([13, 1]);
  });
});

/** Ann attacks Bob with the creature; returns with Bob to act in the declare blockers step (he has no creatures). */
function attackWithNoBlock(s: GameState, name: string): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, name), defender: "p2" }] });
  return passUntil(s, (x) => x.pending?.player === "p2");
}
