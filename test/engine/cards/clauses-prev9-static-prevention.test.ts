import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, attackWith, cast, payFully, healingSalve, inPlay, life, manualGame, pass, passUntil, resolveStack, zoneNames } from "../helpers.js";

// A permanent's own prevention effects (419.7), read from the printed lines
// (compiler/static-prevention.ts, engine effects/static-prevention.ts): "Prevent all damage that
// would be dealt to ~." (Dawn Elemental SCG), "Prevent all combat damage that would be dealt to
// equipped creature." (General's Kabuto CHK), "... to and dealt by enchanted creature." (Sandskin
// ONS), "... to creatures you control by sources you control." (Light of Sanction RAV), "If a
// source would deal damage to you, prevent 1 of that damage." (Urza's Armor 8ED; Sphere of Purity
// MRD "an artifact"; Daunting Defender ONS "a Cleric you control"; Thunderstaff DST "If ~ is
// untapped and a creature would deal combat damage"; Plated Pegasus TSP "If a spell would deal
// damage"), and "Damage that would be dealt by ~ can't be prevented." (Excruciator RAV).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];

const finishCombat = (s: GameState): GameState => passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");
const damage = (s: GameState, name: string, who?: string): number => card(s, inPlay(s, name, who)).damage;

describe("clauses: a permanent's own prevention of all damage, combat damage, or N of each damage (419.7), and damage that can't be prevented", () => {
  it("the cards are offered", () => {
    for (const name of ["Dawn Elemental", "General's Kabuto", "Sandskin", "Light of Sanction", "Urza's Armor", "Sphere of Purity", "Daunting Defender", "Thunderstaff", "Plated Pegasus", "Excruciator"]) expect(isSupported(name), name).toBe(true);
  });

  it("419.7: Dawn Elemental is dealt no damage by a Shock or by the Hill Giant it blocks (and kills); Excruciator's damage can't be prevented, so it dies blocking Excruciator", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Dawn Elemental"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Dawn Elemental") }]));
    expect(damage(s, "Dawn Elemental")).toBe(0);
    // Bob's Hill Giant attacks; Dawn Elemental blocks it.
    s = manualGame({ players: [{ library, play: ["Dawn Elemental"] }, { library, play: ["Hill Giant"] }], turn: 4, active: 1 } as Parameters<typeof manualGame>[0]);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = finishCombat(act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Dawn Elemental"), attacker: inPlay(s, "Hill Giant") }] }));
    expect(damage(s, "Dawn Elemental")).toBe(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);

    s = manualGame({ players: [{ library, play: ["Excruciator"] }, { library, play: ["Dawn Elemental"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Excruciator"], [["Dawn Elemental", "Excruciator"]]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Dawn Elemental"]);
  });

  it("502.7: Excruciator's combat damage to Paladin en-Vec (protection from red) is dealt, and a Healing Salve shield on the defending player prevents none of it", () => {
    let s = manualGame({ players: [{ library, play: ["Excruciator"] }, { library, play: ["Paladin en-Vec"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Excruciator"], [["Paladin en-Vec", "Excruciator"]]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Paladin en-Vec"]);

    s = manualGame({ players: [{ library, play: ["Excruciator", "Plains"], hand: ["Healing Salve"] }, { library }], turn: 3 });
    s = resolveStack(healingSalve(s, "p1", 1, { player: "p2" }));
    expect(s.shields).toHaveLength(1);
    s = finishCombat(attackWith(s, ["Excruciator"]));
    expect(life(s, "p2")).toBe(13);
    expect(s.shields).toHaveLength(1); // not used up by damage it couldn't prevent
  });

  it("419.7: General's Kabuto prevents the combat damage dealt to the equipped creature, not the damage it deals, nor a Pyroclasm's", () => {
    let s = manualGame({ players: [{ library, hand: ["Pyroclasm"], play: [...mountains, "Grizzly Bears", { card: "General's Kabuto", attachedTo: 4 }] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Grizzly Bears"], [["Hill Giant", "Grizzly Bears"]]));
    expect(damage(s, "Grizzly Bears")).toBe(0);
    expect(damage(s, "Hill Giant", "p2")).toBe(2);
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    s = resolveStack(cast(s, "p1", "Pyroclasm"));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Pyroclasm"]);
  });

  it("419.7: Sandskin: the enchanted Hill Giant neither deals nor is dealt combat damage; a Shock still deals it 2", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Hill Giant", { card: "Sandskin", attachedTo: 4 }] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Hill Giant"], [["Grizzly Bears", "Hill Giant"]]));
    expect(damage(s, "Hill Giant")).toBe(0);
    expect(damage(s, "Grizzly Bears", "p2")).toBe(0);
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]));
    expect(damage(s, "Hill Giant")).toBe(2);
  });

  it("419.7: Light of Sanction: Ann's Pyroclasm deals no damage to her creatures and kills Bob's; Bob's Shock kills her Bears; her Shock to herself is dealt", () => {
    let s = manualGame({ players: [{ library, hand: ["Pyroclasm", "Shock"], play: [...mountains, "Light of Sanction", "Grizzly Bears"] }, { library, hand: ["Shock"], play: ["Mountain", "Grizzly Bears"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pyroclasm"));
    expect(damage(s, "Grizzly Bears", "p1")).toBe(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(18);
    s = act(s, { type: "pass" }, "p1");
    s = resolveStack(cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears", "p1") }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
  });

  it("419.7: Urza's Armor prevents 1 of each damage to its controller: a Shock deals 1; two attacking Bears deal 1 each; two Armors prevent all of a Shock without a question", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Urza's Armor"] }, { library, play: ["Grizzly Bears", "Grizzly Bears"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(19);
    s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears"] }, { library, play: ["Urza's Armor"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Grizzly Bears"]));
    expect(life(s, "p2")).toBe(19);
    s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears", "Plains"] }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: s.play.filter((id) => card(s, id).card === "Grizzly Bears").map((attacker) => ({ attacker, defender: "p2" as const })) });
    s = finishCombat(s);
    expect(life(s, "p2")).toBe(16);

    s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Urza's Armor", "Urza's Armor"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p1" }]), 2);
    expect(s.pending?.kind).toBe("priority");
    expect(life(s, "p1")).toBe(20);
  });

  it("419.9: Urza's Armor and a Healing Salve shield on one player: the order matters to the shield, so the player chooses; with Holy Day's prevention it doesn't, and no one is asked", () => {
    let s = manualGame({ players: [{ library, hand: ["Healing Salve", "Shock"], play: [...mountains, "Plains", "Urza's Armor"] }, { library }], turn: 3 });
    s = resolveStack(healingSalve(s, "p1", 1, { player: "p1" }));
    s = pass(cast(s, "p1", "Shock", [{ player: "p1" }]), 2);
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "chooseReplacement") as { type: "chooseReplacement"; replacement: string }[];
    expect(options).toHaveLength(2);
    // Armor first: 1 is left for the shield, which keeps 2 of its 3; the shield first: it prevents both and keeps 1.
    const armorFirst = resolveStack(act(s, options.find((o) => o.replacement.startsWith("preventStatic:"))!, "p1"));
    expect([life(armorFirst, "p1"), armorFirst.shields.map((x) => x.amount)]).toEqual([20, [2]]);
    const shieldFirst = resolveStack(act(s, options.find((o) => o.replacement.startsWith("shield:"))!, "p1"));
    expect([life(shieldFirst, "p1"), shieldFirst.shields.map((x) => x.amount)]).toEqual([20, [1]]);

    s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Plains"], hand: ["Holy Day"] }, { library, play: ["Urza's Armor"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Holy Day"));
    s = attackWith(s, ["Grizzly Bears"]);
    for (let i = 0; i < 12 && s.turn.step !== "endOfCombat"; i++) {
      expect(s.pending?.kind).not.toBe("replacement");
      s = pass(s);
    }
    expect(life(s, "p2")).toBe(20);
  });

  it("419.7: Sphere of Purity prevents 1 of Rod of Ruin's damage (an artifact's), none of a Shock's", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Rod of Ruin"] }, { library, play: ["Sphere of Purity"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Rod of Ruin"), ability: 0 });
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })));
    expect(life(s, "p2")).toBe(20);
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
  });

  it("419.7: Daunting Defender prevents 1 of a Shock to itself and to Kitsune Healer (Clerics its controller controls), none to Grizzly Bears or to the opponent's Cleric", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock", "Shock", "Shock"], play: [...mountains, "Mountain", "Mountain", "Mountain", "Mountain", "Daunting Defender", "Kitsune Healer", "Grizzly Bears"] }, { library, play: ["Kitsune Healer"] }], turn: 3 });
    for (const [name, who] of [["Daunting Defender", "p1"], ["Kitsune Healer", "p1"], ["Grizzly Bears", "p1"], ["Kitsune Healer", "p2"]] as const)
      s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, name, who) }]));
    expect(damage(s, "Daunting Defender")).toBe(1);
    expect(damage(s, "Kitsune Healer", "p1")).toBe(1);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Kitsune Healer"]);
  });

  it("419.7: Thunderstaff, untapped, prevents 1 of each attacker's combat damage to its controller, not a Shock's; tapped, none", () => {
    let s = manualGame({ players: [{ library, play: ["Hill Giant"] }, { library, hand: ["Shock"], play: [...mountains, "Thunderstaff"] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Hill Giant"]));
    expect(life(s, "p2")).toBe(18);
    s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Thunderstaff"] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(18);
    s = manualGame({ players: [{ library, play: ["Hill Giant"] }, { library, play: [{ card: "Thunderstaff", tapped: true }] }], turn: 3 });
    s = finishCombat(attackWith(s, ["Hill Giant"]));
    expect(life(s, "p2")).toBe(17);
  });

  it("419.7: Plated Pegasus prevents 1 of a spell's damage to any creature or player, none of Prodigal Sorcerer's (an ability's) or combat damage", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: [...mountains, "Plated Pegasus", "Prodigal Sorcerer"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(19);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]));
    expect(damage(s, "Hill Giant", "p2")).toBe(1);
    s = act(s, { type: "playAbility", source: inPlay(s, "Prodigal Sorcerer"), ability: 0 });
    s = resolveStack(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    expect(life(s, "p2")).toBe(18);
    s = finishCombat(attackWith(s, ["Plated Pegasus"]));
    expect(life(s, "p2")).toBe(17);
  });
});
