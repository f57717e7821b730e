import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, playNames, pt, where, zoneNames } from "../helpers.js";

const library = ["Swamp", "Swamp", "Swamp", "Swamp"];

/** Plays ability 0 of a permanent, chooses its target if any, and pays for it. */
function activate(s: GameState, source: string, target?: string): GameState {
  s = act(s, { type: "playAbility", source, ability: 0 });
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: target! }] });
  return payFully(s);
}

const passTo = (s: GameState, step: string) => {
  for (let i = 0; i < 50 && where(s) !== step; i++) s = act(s, s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  return s;
};

describe("regeneration (419.6b)", () => {
  it("419.6b: Drudge Skeletons regenerates in response to Royal Assassin: instead of being destroyed it stays in play tapped, and the shield is used up", () => {
    let s = manualGame({
      players: [{ play: ["Royal Assassin"], library }, { play: [{ card: "Drudge Skeletons", tapped: true }, "Swamp"], library }],
      turn: 3,
    });
    const skeletons = inPlay(s, "Drudge Skeletons");
    s = pass(activate(s, inPlay(s, "Royal Assassin"), skeletons)); // p2 receives priority with the Assassin's ability on the stack
    s = pass(activate(s, skeletons), 2); // the regeneration ability resolves first
    expect(s.regenerationShields).toEqual([{ id: expect.any(Number), object: skeletons, source: "Drudge Skeletons" }]);
    s = pass(s, 2); // Royal Assassin's ability resolves
    expect(playNames(s, "p2")).toContain("Drudge Skeletons");
    expect(card(s, skeletons).tapped).toBe(true);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(s.regenerationShields).toBeUndefined();
  });

  it("419.6b: a shield lasts only the turn: the next turn, Royal Assassin destroys Drudge Skeletons", () => {
    let s = manualGame({
      players: [{ play: ["Royal Assassin"], library }, { play: ["Drudge Skeletons", "Swamp"], library }],
      step: "declareAttackers",
      turn: 3,
      active: 1,
    });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Drudge Skeletons"), defender: "p1" }] });
    s = pass(activate(s, inPlay(s, "Drudge Skeletons")), 2);
    expect(s.regenerationShields).toHaveLength(1);
    for (let i = 0; i < 60 && !(s.turn.active === "p1" && s.turn.step === "upkeep"); i++)
      s = act(s, s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
    expect(s.regenerationShields).toBeUndefined();
    expect(life(s, "p1")).toBe(19);
    s = pass(activate(s, inPlay(s, "Royal Assassin"), inPlay(s, "Drudge Skeletons")), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Drudge Skeletons"]);
  });

  it("419.6b, 420.5c: Will-o'-the-Wisp blocks Hill Giant and is dealt lethal damage; it regenerates: still in play, tapped, with no damage", () => {
    let s = manualGame({
      players: [{ play: ["Hill Giant"], library }, { play: ["Will-o'-the-Wisp", "Swamp"], library }],
      step: "declareAttackers",
      turn: 3,
    });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    const wisp = inPlay(s, "Will-o'-the-Wisp");
    s = pass(activate(pass(s), wisp), 2);
    s = act(pass(s, 2), { type: "declareBlockers", blocks: [{ blocker: wisp, attacker: inPlay(s, "Hill Giant") }] });
    s = passTo(s, "combat/endOfCombat");
    expect(playNames(s, "p2")).toContain("Will-o'-the-Wisp");
    expect(card(s, wisp)).toMatchObject({ tapped: true, damage: 0 });
    expect(life(s, "p2")).toBe(20);
  });

  it("419.6b: a regenerated attacker is removed from combat and deals no combat damage", () => {
    let s = manualGame({
      players: [{ play: ["Drudge Skeletons", "Swamp"], library }, { play: ["Royal Assassin"], library }],
      step: "declareAttackers",
      turn: 3,
    });
    const skeletons = inPlay(s, "Drudge Skeletons");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: skeletons, defender: "p2" }] });
    s = pass(activate(s, skeletons), 2); // the shield is up
    s = pass(s); // p2 receives priority: the attacker is tapped, so Royal Assassin can destroy it
    s = pass(activate(s, inPlay(s, "Royal Assassin"), skeletons), 2);
    expect(s.combat!.attackers).toEqual([]);
    s = passTo(s, "combat/endOfCombat");
    expect(playNames(s, "p1")).toContain("Drudge Skeletons");
    expect(life(s, "p2")).toBe(20);
  });

  it("419.6b: Wrath of God destroys all creatures, and they can't be regenerated: the shield doesn't save Drudge Skeletons", () => {
    let s = manualGame({
      players: [
        { hand: ["Wrath of God"], play: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], library },
        { play: ["Drudge Skeletons", "Hill Giant", "Swamp"], library },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Wrath of God"));
    s = pass(activate(s, inPlay(s, "Drudge Skeletons")), 2);
    expect(s.regenerationShields).toHaveLength(1);
    s = pass(s, 2);
    expect(s.play.map((id) => card(s, id).card)).toEqual(["Plains", "Plains", "Plains", "Plains", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Wrath of God"]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Drudge Skeletons", "Hill Giant"]);
  });

  it("208.2: Mortivore's power and toughness are the creature cards in all graveyards", () => {
    const s = manualGame({
      players: [{ play: ["Mortivore"], graveyard: ["Grizzly Bears", "Shock"], library }, { graveyard: ["Hill Giant", "Llanowar Elves"], library }],
      turn: 3,
    });
    expect(pt(s, inPlay(s, "Mortivore"))).toEqual([3, 3]);
  });

  it("420.5b: a creature with toughness 0 is put into the graveyard, not destroyed, so regeneration can't save it (Mortivore shrunk by Darkblast)", () => {
    let s = manualGame({
      players: [{ play: ["Mortivore", "Swamp"], graveyard: ["Grizzly Bears"], library }, { hand: ["Darkblast"], play: ["Swamp"], library }],
      turn: 3,
    });
    const mortivore = inPlay(s, "Mortivore");
    s = pass(activate(s, mortivore), 2);
    expect(s.regenerationShields).toHaveLength(1);
    s = pass(s); // p2 receives priority
    s = pass(cast(s, "p2", "Darkblast", [{ object: mortivore }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Mortivore"]);
  });
});
