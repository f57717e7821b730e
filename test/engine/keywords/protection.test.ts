// 502.7: protection from a color against a source that has left play: its colors as it
// last existed (413.2; the card it became is a new object, 217.1c), and a source still in
// play has the colors it has now.
import { describe, expect, it } from "vitest";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, passUntil, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** p1 plays Shifting Sky and chooses a color: every nonland permanent is that color. */
function sky(s: GameState, color: string): GameState {
  return act(pass(cast(s, "p1", "Shifting Sky"), 2), { type: "choose", choice: color });
}

describe("protection from a color and last-known information (502.7, 413.2)", () => {
  it("502.7, 413.2: a green Festering Goblin (Shifting Sky) put into the graveyard can't target Coast Watcher — its source is the green permanent, not the black card", () => {
    let s = manualGame({ players: [{ hand: ["Shifting Sky", "Shock"], play: ["Island", "Island", "Island", "Mountain", "Grizzly Bears"], library }, { play: ["Festering Goblin", "Coast Watcher", "Hill Giant"], library }], turn: 3 });
    s = sky(s, "G");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Festering Goblin") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Festering Goblin"]);
    expect(characteristics(s, card(s, s.players[1]!.graveyard[0]!)).colors).toEqual(["B"]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p2" });
    const candidates = (legalDecision(s, "p2")!.details!.targets as { object: string }[][]).map((t) => card(s, t[0]!.object).card);
    expect(candidates.sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Coast Watcher") }] }, "409.1c");
  });

  it("502.7, 413.2a: Festering Goblin's trigger from a red Goblin (Shifting Sky) is countered when Mind Bend makes its target protection from red", () => {
    let s = manualGame({ players: [{ hand: ["Shifting Sky", "Shock", "Mind Bend"], play: ["Island", "Island", "Island", "Island", "Mountain", "Coast Watcher"], library }, { play: ["Festering Goblin"], library }], turn: 3 });
    s = sky(s, "R");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Festering Goblin") }]), 2);
    const watcher = inPlay(s, "Coast Watcher");
    // Protection from green doesn't stop a red source: Coast Watcher is the trigger's target.
    expect(s.objects[s.stack[0]!]).toMatchObject({ controller: "p2", targets: [{ object: watcher }] });
    s = pass(cast(s, "p1", "Mind Bend", [{ object: watcher }]), 2);
    s = act(act(s, { type: "choose", choice: "green" }), { type: "choose", choice: "red" });
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(pt(s, watcher)).toEqual([1, 1]);
  });

  describe("combat damage on the stack (310)", () => {
    /** Raging Goblin, green under Shifting Sky, attacks; Coast Watcher blocks it; its damage goes on the stack. */
    function damageOnStack(hand: string[]): GameState {
      let s = manualGame({ players: [{ hand: ["Shifting Sky", ...hand], play: ["Island", "Island", "Island", "Forest", "Forest", "Raging Goblin", "Nantuko Husk"], library }, { play: ["Coast Watcher"], library }], turn: 3 });
      s = sky(s, "G");
      s = passUntil(s, (x) => x.pending?.kind === "attackers");
      s = pass(act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Raging Goblin"), defender: "p2" }] }), 2);
      s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Coast Watcher"), attacker: inPlay(s, "Raging Goblin") }] });
      s = pass(s, 2);
      expect(s.objects[s.stack[0]!]).toMatchObject({ combatDamage: [{ source: { name: "Raging Goblin", colors: ["G"] }, amount: 1 }, { source: { name: "Coast Watcher" }, amount: 1 }] });
      return s;
    }

    it("310, 413.2: Raging Goblin sacrificed after assigning its damage still deals it as the green creature it was: protection from green prevents it", () => {
      let s = damageOnStack([]);
      s = pass(act(s, { type: "playAbility", source: inPlay(s, "Nantuko Husk"), ability: 0, costs: { sacrifice: inPlay(s, "Raging Goblin") } }), 2);
      expect(zoneNames(s, "p1", "graveyard")).toEqual(["Raging Goblin"]);
      s = pass(s, 2);
      expect(s.stack).toEqual([]);
      expect(card(s, inPlay(s, "Coast Watcher")).damage).toBe(0);
    });

    it("310, 502.7: still in play, Raging Goblin deals its damage with the colors it has then: red once Shifting Sky is destroyed, so Coast Watcher is dealt 1 and dies", () => {
      let s = damageOnStack(["Naturalize"]);
      s = pass(cast(s, "p1", "Naturalize", [{ object: inPlay(s, "Shifting Sky") }]), 2);
      expect(characteristics(s, card(s, inPlay(s, "Raging Goblin"))).colors).toEqual(["R"]);
      s = pass(s, 2);
      expect(s.stack).toEqual([]);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Coast Watcher"]);
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Naturalize", "Raging Goblin", "Shifting Sky"]);
    });

    it("413.2: last-known information is taken as the source leaves play, not as it assigned: red again (Shifting Sky destroyed), then sacrificed, Raging Goblin kills Coast Watcher", () => {
      let s = damageOnStack(["Naturalize"]);
      s = pass(cast(s, "p1", "Naturalize", [{ object: inPlay(s, "Shifting Sky") }]), 2);
      s = pass(act(s, { type: "playAbility", source: inPlay(s, "Nantuko Husk"), ability: 0, costs: { sacrifice: inPlay(s, "Raging Goblin") } }), 2);
      expect(s.objects[s.stack[0]!]).toMatchObject({ combatDamage: [{ source: { name: "Raging Goblin", colors: ["R"] } }, {}] });
      s = pass(s, 2);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Coast Watcher"]);
    });
  });
});
