import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, zoneNames, rejects } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// The clause families of the Time Spiral block's sets (TSP, TSB, CSP), each shown with a real
// card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"~ can't attack unless defending player controls ...\" (500.1, 500.2)", () => {
  it("500.2: Dandân can't attack a player who controls no Island; the declaration is refused and nothing changes", () => {
    // Alone, Dandân can't attack at all: no attack is asked for and the combat deals nothing.
    let alone = combatGame({ play: ["Dandân", "Island"] }, { play: ["Plains"] });
    expect(alone.pending?.kind).not.toBe("attackers");
    alone = passTo(alone, "endOfCombat");
    expect(life(alone, "p2")).toBe(20);
    // With another creature able to attack, declaring Dandân is refused under 500.2.
    const s = combatGame({ play: ["Dandân", "Island", "Grizzly Bears"] }, { play: ["Plains"] });
    expect(s.pending?.kind).toBe("attackers");
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Dandân"), defender: "p2" }] }, "500.2");
    expect(attackCandidates(s).map((c) => c.creature.card)).toEqual(["Grizzly Bears"]);
  });

  it("500.2: Dandân attacks a player who controls an Island, and deals its damage", () => {
    let s = attack(combatGame({ play: ["Dandân", "Island"] }, { play: ["Island"] }), "Dandân");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(16);
  });

  it("500.2: Ronom Serpent reads \"a snow land\": a snow land lets it attack, a basic Island doesn't", () => {
    const none = combatGame({ play: ["Ronom Serpent", "Snow-Covered Island", "Grizzly Bears"] }, { play: ["Island"] });
    rejects(none, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(none, "Ronom Serpent"), defender: "p2" }] }, "500.2");
    let s = attack(combatGame({ play: ["Ronom Serpent", "Snow-Covered Island"] }, { play: ["Snow-Covered Forest"] }), "Ronom Serpent");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(15);
  });

  it("410.10: \"When you control no Islands, sacrifice ~\" — Dandân is sacrificed once its controller's last Island is gone", () => {
    let s = manualGame({ players: [{ library, play: ["Dandân", "Mountain"] }, { library }], turn: 3 });
    // The state trigger goes on the stack the next time a player would receive priority; both pass and it resolves.
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Dandân");
    let kept = manualGame({ players: [{ library, play: ["Dandân", "Island"] }, { library }], turn: 3 });
    kept = pass(kept, 2);
    expect(inPlay(kept, "Dandân")).toBeTruthy();
  });
});

describe("clauses: \"Play this ability only if you control four or more snow permanents\" (403.1)", () => {
  const snow = ["Snow-Covered Island", "Snow-Covered Island", "Snow-Covered Plains"];
  it("403.1: Heidar, Rimewind Master's ability is refused with three snow permanents, and returns the target with four", () => {
    const three = manualGame({ players: [{ library, play: ["Heidar, Rimewind Master", ...snow, "Island"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    rejects(three, "p1", { type: "playAbility", source: inPlay(three, "Heidar, Rimewind Master"), ability: 0 }, "403.1");
    let s = manualGame({ players: [{ library, play: ["Heidar, Rimewind Master", ...snow, "Snow-Covered Swamp"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Heidar, Rimewind Master"), ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "hand")).toContain("Grizzly Bears");
  });
});

describe("clauses: \"it gets +1/+0 until end of turn for each other attacking Aurochs\" (418.5a)", () => {
  it("418.5a (6b): Bull Aurochs and Aurochs Herd attacking together each get +1/+0; an attacking Bear counts for neither", () => {
    let s = attack(combatGame({ play: ["Bull Aurochs", "Aurochs Herd", "Grizzly Bears"] }, { play: [] }), "Bull Aurochs", "Aurochs Herd", "Grizzly Bears");
    // The two attack triggers: ordered if asked, then both resolve.
    if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
    expect(s.stack).toHaveLength(2);
    s = pass(s, 4);
    expect(s.stack).toHaveLength(0);
    expect(pt(s, inPlay(s, "Bull Aurochs"))).toEqual([3, 1]);
    expect(pt(s, inPlay(s, "Aurochs Herd"))).toEqual([5, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("418.5a: an Aurochs attacking alone counts no other attacking Aurochs and stays as printed", () => {
    let s = attack(combatGame({ play: ["Bull Aurochs", "Aurochs Herd"] }, { play: [] }), "Bull Aurochs");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(18);
    expect(pt(s, inPlay(s, "Bull Aurochs"))).toEqual([2, 1]);
  });
});

describe("clauses: abilities granted to Slivers (418.5a layers 5 and 6)", () => {
  it("418.5a (5): \"All Slivers are colorless.\" — Ghostflame Sliver makes itself and Gemhide Sliver colorless; Grizzly Bears stays green", () => {
    const s = manualGame({ players: [{ library, play: ["Ghostflame Sliver", "Gemhide Sliver", "Grizzly Bears"] }, { library }], turn: 3 });
    expect(characteristics(s, card(s, inPlay(s, "Ghostflame Sliver"))).colors).toEqual([]);
    expect(characteristics(s, card(s, inPlay(s, "Gemhide Sliver"))).colors).toEqual([]);
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).colors).toEqual(["G"]);
  });

  it("418.5a (6): 'All Slivers have haste and \"{1}, Sacrifice this creature: Target Sliver gets +2/+2 until end of turn.\"' — another Sliver is sacrificed to pump Firewake Sliver", () => {
    let s = manualGame({ players: [{ library, play: ["Firewake Sliver", "Ghostflame Sliver", "Mountain"] }, { library }], turn: 3 });
    expect(characteristics(s, card(s, inPlay(s, "Ghostflame Sliver"))).keywords).toContain("haste");
    const firewake = inPlay(s, "Firewake Sliver");
    s = act(s, { type: "playAbility", source: inPlay(s, "Ghostflame Sliver"), ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: firewake }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Ghostflame Sliver");
    expect(pt(s, firewake)).toEqual([3, 3]);
  });

  it("502.? (406.1): 'All Slivers have \"{T}: Add one mana of any color to your mana pool.\"' — Gemhide Sliver gives Might Sliver a mana ability that pays for a spell", () => {
    let s = manualGame({ players: [{ library, play: ["Gemhide Sliver", "Might Sliver"], hand: ["Shock"] }, { library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
  });

  it("419.? damage to itself: Psionic Sliver's granted ability deals 2 damage to the target and 3 to the Sliver that played it, which is destroyed (420.5c)", () => {
    let s = manualGame({ players: [{ library, play: ["Psionic Sliver", "Grizzly Bears"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Psionic Sliver"), ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Psionic Sliver");
    expect(inPlay(s, "Grizzly Bears")).toBeTruthy();
  });
});
