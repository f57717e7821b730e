// 502.34 Imprint, Spellbinder (Darksteel): an Equipment whose only words about the equipped
// creature are a trigger on what it does ("Whenever equipped creature deals combat damage to a
// player"), linked to the instant card its imprint ability removed.
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, passUntil, payFully } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Island", "Island", "Swamp", "Mountain", "Mountain", "Forest"];
function toDecision(s: GameState): GameState {
  for (let i = 0; i < 12 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
}

describe("imprint (502.34): Spellbinder", () => {
  const equipped = (withShock: boolean) => {
    let s = manualGame({ players: [{ library, hand: ["Spellbinder", "Shock", "Hill Giant"], play: [...lands, "Grizzly Bears"] }, { library }], turn: 3 });
    s = toDecision(cast(s, "p1", "Spellbinder"));
    // Only an instant card of the hand may be removed (Hill Giant may not).
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Shock") }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: withShock ? inHand(s, "p1", "Shock") : null }, "p1");
    const binder = inPlay(s, "Spellbinder");
    // Equip {4} (212.2g): its third ability, after the imprint trigger and the combat-damage trigger.
    s = act(s, { type: "playAbility", source: binder, ability: 2 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    s = pass(s, 2);
    expect(card(s, binder).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    return s;
  };

  it("502.34: equipped Grizzly Bears deals combat damage to a player: its controller may copy the imprinted Shock and play the copy without paying its mana cost — 2 more damage, the Shock stays imprinted", () => {
    let s = equipped(true);
    for (let i = 0; i < 40 && s.pending?.kind !== "imprint"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(s.players[1]!.life).toBe(18);
    expect(s.pending).toMatchObject({ kind: "imprint", player: "p1", step: "copy" });
    s = act(s, { type: "chooseCard", card: s.removed[0]! }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = payFully(s);
    expect(card(s, s.stack[0]!).spellCopy).toBe(true);
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(16);
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Shock"]);
  });

  it("502.34: with nothing imprinted the trigger copies nothing: only the Bears' 2 damage", () => {
    let s = equipped(false);
    for (let i = 0; i < 40 && !(s.turn.step === "endOfCombat" || s.turn.phase === "postcombatMain"); i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : s.pending?.kind === "imprint" ? act(s, { type: "chooseCard", card: null }, "p1") : pass(s);
    expect(s.players[1]!.life).toBe(18);
    expect(s.stack).toEqual([]);
  });
});
