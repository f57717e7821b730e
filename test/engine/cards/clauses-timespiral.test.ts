import { describe, expect, it } from "vitest";
import { act, cast, freezeObjects, inHand, inPlay, life, manualGame, pass, payFully, pt, zoneNames, rejects } from "../helpers.js";
import { apply, eventsFor, legalDecision, view } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/game/types.js";
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

describe("clauses: \"Scry N\" (502.36a)", () => {
  const lands = ["Island", "Island", "Mountain", "Mountain"];
  const scryGame = (hand: string[], top: string[]) =>
    manualGame({ players: [{ library: [...top, "Plains", "Plains"], hand, play: lands }, { library, play: ["Grizzly Bears"] }], turn: 3 });

  it("502.36a: Serum Visions draws, then scries 2: one card to the bottom, the other kept on top; only its player learns which", () => {
    let s = cast(scryGame(["Serum Visions"], ["Forest", "Swamp", "Shock"]), "p1", "Serum Visions");
    s = pass(s);
    const r = apply(freezeObjects(s), "p2", { type: "pass" });
    s = r.state;
    // The draw happened first; the scry looks at the two cards under it.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
    expect(s.pending).toMatchObject({ kind: "scry", player: "p1", count: 2 });
    // Described, not enumerated: all back on top, or all to the bottom.
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "scry", top: [0, 1], bottom: [] }, { type: "scry", top: [], bottom: [0, 1] }]);
    rejects(s, "p1", { type: "scry", top: [0], bottom: [0] }, "502.36a");
    rejects(s, "p1", { type: "scry", top: [1], bottom: [] }, "502.36a");
    const look = (viewer: string | null) => eventsFor(r.events, viewer).find((e) => e.type === "lookAtLibrary")!;
    expect(look("p1").text).toContain("Swamp, Shock");
    for (const viewer of ["p2", null]) expect(JSON.stringify(look(viewer))).not.toContain("Shock");
    expect(view(s, "p2").decision).toEqual({ player: "p1", kind: "scry" });
    // Swamp to the bottom, Shock stays on top.
    s = act(s, { type: "scry", top: [1], bottom: [0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Shock", "Plains", "Plains", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Serum Visions"]);
    expect(s.stack).toHaveLength(0);
  });

  it("502.36a: Magma Jet deals its 2 damage, then scries 2; both cards may go back on top in a new order", () => {
    let s = cast(scryGame(["Magma Jet"], ["Forest", "Swamp"]), "p1", "Magma Jet", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    expect(s.pending).toMatchObject({ kind: "scry", count: 2 });
    s = act(s, { type: "scry", top: [1, 0], bottom: [] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Swamp", "Forest", "Plains", "Plains"]);
  });

  it("502.36a: a spell countered on resolution for an illegal target (413.2a) doesn't scry", () => {
    const start = scryGame(["Magma Jet", "Shock"], ["Forest", "Swamp"]);
    let s = cast(start, "p1", "Magma Jet", [{ object: inPlay(start, "Grizzly Bears") }]);
    // Shock the Bears in response: Magma Jet's only target is gone as it resolves.
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Magma Jet", "Shock"]));
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Swamp", "Plains", "Plains"]);
  });
});

describe("clauses: \"up to N target [permanents]\" (409.1c)", () => {
  const mountains = ["Mountain", "Mountain", "Mountain", "Island", "Island", "Island", "Plains", "Plains"];

  it("409.1c: Panic Attack's \"Up to three target creatures can't block this turn\" — the two chosen can't block, the third creature can", () => {
    let s = combatGame({ hand: ["Panic Attack"], play: [...mountains, "Grizzly Bears"] }, { play: ["Hill Giant", "Craw Wurm", "Llanowar Elves"] }, "main");
    s = cast(s, "p1", "Panic Attack", [{ object: inPlay(s, "Hill Giant") }, { object: inPlay(s, "Craw Wurm") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Panic Attack"]);
    s = passTo(s, "declareAttackers");
    s = pass(attack(s, "Grizzly Bears"), 2);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Llanowar Elves"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
  });

  it("409.1c: Terashi's Cry taps each of up to three targets; more than three are refused, and none at all is a legal choice", () => {
    const start = manualGame({ players: [{ library, hand: ["Terashi's Cry", "Terashi's Cry"], play: mountains }, { library, play: ["Hill Giant", "Craw Wurm", "Llanowar Elves", "Grizzly Bears"] }], turn: 3 });
    const four = ["Hill Giant", "Craw Wurm", "Llanowar Elves", "Grizzly Bears"].map((n) => ({ object: inPlay(start, n) }));
    let s = act(start, { type: "playSpell", card: start.players[0]!.hand[0]! }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: four }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: four.slice(0, 3) }, "p1"));
    s = pass(s, 2);
    const tapped = (name: string) => card(s, inPlay(s, name)).tapped;
    expect(["Hill Giant", "Craw Wurm", "Llanowar Elves", "Grizzly Bears"].map(tapped)).toEqual([true, true, true, false]);
    // Zero targets: the spell resolves and taps nothing.
    s = cast(s, "p1", "Terashi's Cry", []);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Terashi's Cry", "Terashi's Cry"]);
    expect(tapped("Grizzly Bears")).toBe(false);
  });

  it("415.?: Early Frost taps the lands still legal as it resolves; a target gone from play is unaffected and the rest are tapped", () => {
    const start = manualGame({ players: [{ library, hand: ["Early Frost", "Boomerang"], play: ["Island", "Island", "Island", "Island", "Island"] }, { library, play: ["Forest", "Swamp", "Island"] }], turn: 3 });
    let s = cast(start, "p1", "Early Frost", ["Forest", "Swamp", "Island"].map((n) => ({ object: inPlay(start, n, "p2") })));
    // In response, Boomerang returns one of the targets to its owner's hand.
    s = cast(s, "p1", "Boomerang", [{ object: inPlay(s, "Island", "p2") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Island"]);
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Forest", "p2")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Swamp", "p2")).tapped).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Boomerang", "Early Frost"]);
  });
});

describe("clauses: \"up to N target creatures\" in triggered abilities (409.1c, 410.4)", () => {
  it("409.1c: Nefashu's attack trigger gives each of up to five target creatures -1/-1 until end of turn", () => {
    let s = combatGame({ play: ["Nefashu"] }, { play: ["Llanowar Elves", "Grizzly Bears", "Hill Giant"] });
    s = attack(s, "Nefashu");
    expect(s.pending?.kind).toBe("triggerTargets");
    s = act(s, { type: "chooseTargets", targets: ["Llanowar Elves", "Grizzly Bears"].map((n) => ({ object: inPlay(s, n) })) }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("409.1c: Hoverguard Sweepers may return up to two target creatures to their owners' hands", () => {
    const islands = Array<string>(9).fill("Island");
    let s = manualGame({ players: [{ library, hand: ["Hoverguard Sweepers"], play: [...islands, "Grizzly Bears"] }, { library, play: ["Hill Giant", "Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Hoverguard Sweepers"), 2);
    expect(s.pending?.kind).toBe("triggerTargets");
    s = act(s, { type: "chooseTargets", targets: ["Hill Giant", "Craw Wurm"].map((n) => ({ object: inPlay(s, n) })) }, "p1");
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("may");
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Hill Giant"]);
    expect(inPlay(s, "Grizzly Bears")).toBeTruthy();
  });
});

describe("clauses: \"Whenever you gain life\" (404.1)", () => {
  it("404.1: Searing Meditation triggers when its controller gains life; paying {2} deals 2 damage to the target", () => {
    let s = manualGame({ players: [{ library, hand: ["Nourish"], play: ["Searing Meditation", "Forest", "Forest", "Mountain", "Plains"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    s = cast(s, "p1", "Nourish");
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(26);
    // The trigger is put on the stack with its target.
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("unlessPays");
    for (const land of ["Mountain", "Plains"]) s = act(s, { type: "playAbility", source: inPlay(s, land), ability: 0 }, "p1");
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "payMana")!, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("404.1: an opponent's life gain doesn't trigger it, and neither does a player losing life", () => {
    let s = manualGame({ players: [{ library, play: ["Searing Meditation", "Mountain", "Plains"] }, { library, hand: ["Nourish"], play: ["Forest", "Forest"] }], turn: 3, active: 1 });
    s = cast(s, "p2", "Nourish");
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(26);
    expect([s.pending?.kind, s.stack.length]).toEqual(["priority", 0]);
  });
});

describe("clauses: Kicker (502.21)", () => {
  /** Both players pass until the spell on the stack has resolved (and a decision other than priority, or an empty stack, follows). */
  const resolveSpell = (s: GameState) => {
    while (s.pending?.kind === "priority" && s.stack.length > 0) s = act(s, { type: "pass" });
    return s;
  };
  const lands = ["Forest", "Forest", "Forest", "Mountain", "Plains"];

  it("502.21a: Thornscape Battlemage played with its {R} kicker costs {R} more, and its linked trigger deals 2 damage to the target", () => {
    let s = manualGame({ players: [{ library, hand: ["Thornscape Battlemage"], play: lands }, { library, play: ["Grizzly Bears", "Ornithopter"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Thornscape Battlemage"), kicker: ["{R}"] }, "p1");
    s = resolveSpell(payFully(s));
    // 404.3: the {R} trigger is put on the stack (its target chosen); the {W} one never triggers.
    expect(s.pending?.kind).toBe("triggerTargets");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(inPlay(s, "Ornithopter")).toBeTruthy();
    // {2}{G} and {R}: four of the five lands were tapped to pay.
    expect(s.play.filter((id) => card(s, id).tapped && card(s, id).controller === "p1")).toHaveLength(4);
  });

  it("502.21b: \"Kicker {R} and/or {W}\" is two kicker costs: paying both triggers both abilities; paying none triggers neither", () => {
    let s = manualGame({ players: [{ library, hand: ["Thornscape Battlemage"], play: lands }, { library, play: ["Grizzly Bears", "Ornithopter"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Thornscape Battlemage"), kicker: ["{R}", "{W}"] }, "p1");
    s = resolveSpell(payFully(s));
    for (let i = 0; i < 4 && s.pending?.kind !== "priority"; i++) {
      if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) }, "p1");
      // Each trigger's own target: the artifact for the {W} ability, the Bears for the {R} one (any of its options is legal for the first).
      else s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "chooseTargets" && JSON.stringify(o.targets) === JSON.stringify([{ object: inPlay(s, "Ornithopter") }]) && /artifact/.test(legalDecision(s, "p1")!.prompt ?? "")) ?? { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    }
    expect(s.stack).toHaveLength(2);
    s = pass(s, 4);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Ornithopter"]);

    let plain = manualGame({ players: [{ library, hand: ["Thornscape Battlemage"], play: lands }, { library, play: ["Grizzly Bears", "Ornithopter"] }], turn: 3 });
    plain = cast(plain, "p1", "Thornscape Battlemage");
    plain = pass(plain, 2);
    expect(plain.stack).toHaveLength(0);
    expect(plain.pending?.kind).toBe("priority");
    expect(zoneNames(plain, "p2", "graveyard")).toEqual([]);
  });

  it("502.21a: a kicker cost the card doesn't have, or one paid twice, is refused and nothing changes", () => {
    const s = manualGame({ players: [{ library, hand: ["Thornscape Battlemage", "Grizzly Bears"], play: lands }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Thornscape Battlemage"), kicker: ["{G}"] }, "502.21a");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Thornscape Battlemage"), kicker: ["{R}", "{R}"] }, "502.21a");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears"), kicker: ["{R}"] }, "502.21a");
  });

  it("502.21a: the options list Thornscape Battlemage without kicker, with each kicker cost, and with both", () => {
    const s = manualGame({ players: [{ library, hand: ["Thornscape Battlemage"], play: lands }, { library }], turn: 3 });
    const plays = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "playSpell" ? [o.kicker ?? []] : []));
    expect(plays).toEqual([[], ["{R}"], ["{W}"], ["{R}", "{W}"]]);
  });

  it("502.21a: Desolation Giant destroys only its controller's other creatures, or every other creature if the kicker cost was paid", () => {
    const setup = (kicked: boolean) => {
      let s = manualGame({ players: [{ library, hand: ["Desolation Giant"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Llanowar Elves"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
      s = act(s, { type: "playSpell", card: inHand(s, "p1", "Desolation Giant"), ...(kicked ? { kicker: ["{W}{W}"] } : {}) }, "p1");
      s = resolveSpell(payFully(s));
      return resolveSpell(s);
    };
    const plain = setup(false);
    expect(zoneNames(plain, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(inPlay(plain, "Grizzly Bears")).toBeTruthy();
    expect(inPlay(plain, "Desolation Giant")).toBeTruthy();
    const kicked = setup(true);
    expect(zoneNames(kicked, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(zoneNames(kicked, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(inPlay(kicked, "Desolation Giant")).toBeTruthy();
  });
});

describe("clauses: \"If you played this spell during your main phase, ... instead\" (409.1a)", () => {
  it("409.1a: Might of Old Krosa played during its controller's main phase gives +4/+4; played during the opponent's turn, +2/+2", () => {
    let s = manualGame({ players: [{ library, hand: ["Might of Old Krosa"], play: ["Forest", "Grizzly Bears"] }, { library, hand: ["Might of Old Krosa"], play: ["Forest", "Llanowar Elves"] }], turn: 3 });
    s = cast(s, "p1", "Might of Old Krosa", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
    // p1 passes in the main phase of p1's turn; p2 plays it then: not p2's main phase.
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Might of Old Krosa", [{ object: inPlay(s, "Llanowar Elves") }]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([3, 3]);
  });
});
