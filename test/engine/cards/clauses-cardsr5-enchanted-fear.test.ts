import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames } from "../helpers.js";

// A permanent's statics that apply while an Aura is attached to it (212.4, the condition
// `selfEnchanted`): "Creatures you control have vigilance as long as ~ is enchanted." (Gate Hound,
// a group's keyword in layer 6, 418.5a) and a quoted ability the permanent grants itself, named by
// its own name in the quotes: 'As long as ~ is enchanted, it has "{T}: ~ deals 2 damage to target
// attacking or blocking creature."' (Freewind Equenaut), 'it gets +2/+2, has trample, and has
// "{R}: ~ gets +1/+0 until end of turn."' (Flaring Flame-Kin).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];
const has = (s: GameState, id: string, k: "vigilance" | "trample") => hasKeyword(s, s.objects[id] as CardObject, k);
const tapped = (s: GameState, id: string) => (s.objects[id] as { tapped?: boolean }).tapped ?? false;

function attack(s: GameState, attackers: string[]): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  return act(s, { type: "declareAttackers", attackers: attackers.map((attacker) => ({ attacker, defender: "p2" })) });
}

describe("clauses: \"as long as ~ is enchanted\" on a group and with a quoted ability of its own (212.4, 418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Gate Hound", "Freewind Equenaut", "Flaring Flame-Kin"]) expect(isSupported(name), name).toBe(true);
  });

  it("502.? vigilance: with Holy Strength on Gate Hound, Gate Hound and Grizzly Bears attack untapped; the opponent's Bears don't have vigilance", () => {
    let s = manualGame({ players: [{ play: ["Gate Hound", { card: "Holy Strength", attachedTo: 0 }, "Grizzly Bears"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const [hound, bears] = [inPlay(s, "Gate Hound"), inPlay(s, "Grizzly Bears", "p1")];
    expect(has(s, inPlay(s, "Grizzly Bears", "p2"), "vigilance")).toBe(false);
    s = attack(s, [hound, bears]);
    expect([tapped(s, hound), tapped(s, bears)]).toEqual([false, false]);
  });

  it("212.4: an unenchanted Gate Hound, one with only an Equipment, or an Aura on another creature gives no vigilance: the attackers tap", () => {
    const positions = [
      ["Gate Hound", "Grizzly Bears"],
      ["Gate Hound", { card: "Leonin Scimitar", attachedTo: 0 }, "Grizzly Bears"],
      ["Gate Hound", "Grizzly Bears", { card: "Holy Strength", attachedTo: 1 }],
    ];
    for (const play of positions) {
      let s = manualGame({ players: [{ play, library }, { library }], turn: 3 });
      const [hound, bears] = [inPlay(s, "Gate Hound"), inPlay(s, "Grizzly Bears")];
      expect(has(s, bears, "vigilance")).toBe(false);
      s = attack(s, [hound, bears]);
      expect([tapped(s, hound), tapped(s, bears)]).toEqual([true, true]);
    }
  });

  it("enchanted Freewind Equenaut taps to deal 2 damage to a blocking Hill Giant, which Grizzly Bears' 2 combat damage then destroys (the Giant's 3 destroy the Bears); a creature not in combat is no legal target", () => {
    let s = manualGame({ players: [{ play: ["Freewind Equenaut", { card: "Holy Strength", attachedTo: 0 }, "Grizzly Bears"], library }, { play: ["Hill Giant", "Craw Wurm"], library }], turn: 3 });
    const [equenaut, bears, giant] = [inPlay(s, "Freewind Equenaut"), inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    s = attack(s, [bears]);
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: giant, attacker: bears }] });
    s = passUntil(s, (x) => x.pending?.player === "p1" && x.pending.kind === "priority");
    s = act(s, { type: "playAbility", source: equenaut, ability: 0 });
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "409.1c");
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: giant }] }), 2);
    expect(tapped(s, equenaut)).toBe(true);
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    // 2 damage and 2 combat damage destroy the 3/3 Giant; it dealt its 3 to the Bears.
    expect(zoneNames(s, "p2", "graveyard")).toContain("Hill Giant");
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
  });

  it("212.4: an unenchanted Freewind Equenaut has no such ability: playing it is refused and changes nothing", () => {
    const s = manualGame({ players: [{ play: ["Freewind Equenaut", "Grizzly Bears"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Freewind Equenaut"), ability: 0 }, RULE_NO_ABILITY);
  });

  it("Flaring Flame-Kin: 2/2 without trample; with Holy Strength 5/6 with trample, and its {R} ability makes it 6/6; once Disenchant destroys the Aura it is 3/2 (the ability's effect lasts, 418.? its source's abilities don't matter)", () => {
    let s = manualGame({ players: [{ play: ["Flaring Flame-Kin", { card: "Holy Strength", attachedTo: 0 }, "Mountain", "Plains", "Plains"], hand: ["Disenchant"], library }, { library }], turn: 3 });
    const kin = inPlay(s, "Flaring Flame-Kin");
    expect(pt(s, kin)).toEqual([5, 6]);
    expect(has(s, kin, "trample")).toBe(true);
    s = pass(payFully(act(s, { type: "playAbility", source: kin, ability: 0 })), 2);
    expect(pt(s, kin)).toEqual([6, 6]);
    s = pass(cast(s, "p1", "Disenchant", [{ object: inPlay(s, "Holy Strength") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Holy Strength");
    expect(pt(s, kin)).toEqual([3, 2]);
    expect(has(s, kin, "trample")).toBe(false);
    rejects(s, "p1", { type: "playAbility", source: kin, ability: 0 }, RULE_NO_ABILITY);
  });
});

// 403.1: only an ability the permanent has can be played.
const RULE_NO_ABILITY = "403.1";

describe("clauses: \"each other attacking creature gains fear until end of turn\" (Smogsteed Rider; 502.25, 418.3b)", () => {
  it("the card is offered", () => expect(isSupported("Smogsteed Rider")).toBe(true));

  it("502.25: Grizzly Bears attacking beside Smogsteed Rider gain fear (Craw Wurm can't block them, it can block the Rider); the Rider itself and a creature left home don't", () => {
    let s = manualGame({ players: [{ play: ["Smogsteed Rider", "Grizzly Bears", "Hill Giant"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const [rider, bears, giant, wurm] = [inPlay(s, "Smogsteed Rider"), inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant"), inPlay(s, "Craw Wurm")];
    s = attack(s, [rider, bears]);
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    const fear = (id: string) => hasKeyword(s, s.objects[id] as CardObject, "fear");
    expect([fear(bears), fear(rider), fear(giant)]).toEqual([true, false, false]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: wurm, attacker: bears }] }, RULE_FEAR);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: wurm, attacker: rider }] });
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    expect(zoneNames(s, "p1", "graveyard")).toContain("Smogsteed Rider");
    expect(life(s, "p2")).toBe(18);
  });
});

const RULE_FEAR = "502.25";

describe("clauses: \"~ can't be blocked by Saprolings.\" (Vindictive Mob; 309.2)", () => {
  it("the card is offered", () => expect(isSupported("Vindictive Mob")).toBe(true));

  it("309.2: a Saproling token can't block Vindictive Mob (refused, nothing changes) but can block Grizzly Bears; Craw Wurm can block the Mob", () => {
    let s = manualGame({ players: [{ play: ["Vindictive Mob", "Grizzly Bears"], library }, { play: ["Forest", "Craw Wurm"], hand: ["Sprout"], library }], turn: 3 });
    const [mob, bears, wurm] = [inPlay(s, "Vindictive Mob"), inPlay(s, "Grizzly Bears"), inPlay(s, "Craw Wurm")];
    s = passUntil(s, (x) => x.pending?.player === "p2" && x.pending.kind === "priority");
    s = pass(cast(s, "p2", "Sprout"), 2);
    const saproling = inPlay(s, "Saproling");
    s = attack(s, [mob, bears]);
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: saproling, attacker: mob }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: saproling, attacker: bears }, { blocker: wurm, attacker: mob }] });
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vindictive Mob"]);
    expect(life(s, "p2")).toBe(20);
  });
});
