// 502.7: protection from any quality the era prints — a card type, monocolored,
// multicolored, a creature type, "non-Spirit creatures" — in all four of its parts: damage
// from such sources is prevented, such creatures can't block it, such spells and abilities
// from such sources can't target it, and such Auras and Equipment can't be attached to it.
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { printedProtections } from "../../../src/engine/keywords/protection.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island", "Island"];

/** The active player attacks the other with these creatures; returns the state at the blockers decision, or later if no one can block. */
function attack(s: GameState, attackers: string[], defender = "p2"): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: attackers.map((a) => ({ attacker: inPlay(s, a), defender })) });
  return passUntil(s, (x) => x.pending?.kind === "blockers" || x.turn.step === "combatDamage");
}

/** The creatures offered as blockers, by name, and whom each may block (by name). */
function blockers(s: GameState): Record<string, string[]> {
  const d = legalDecision(s, s.pending!.player)!;
  expect(d.kind).toBe("blockers");
  const cands = d.details!.candidates as { name: string; canBlock: string[] }[];
  return Object.fromEntries(cands.map((c) => [c.name, c.canBlock.map((id) => card(s, id).card)]));
}

/** Passes until combat is over. */
function finishCombat(s: GameState): GameState {
  return passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");
}

describe("502.7 protection from artifacts (Tel-Jilad Chosen)", () => {
  it("502.7: an artifact's ability can't target it (Rod of Ruin), an artifact Equipment can't be attached (Bonesplitter has no legal target), and an artifact creature can't block it", () => {
    let s = manualGame({ players: [{ play: ["Tel-Jilad Chosen", "Rod of Ruin", "Bonesplitter", "Island", "Island", "Island", "Island"], library }, { play: ["Myr Enforcer"], library }], turn: 3 });
    const chosen = inPlay(s, "Tel-Jilad Chosen");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Bonesplitter"), ability: 0 }, "409.1c");
    s = act(s, { type: "playAbility", source: inPlay(s, "Rod of Ruin"), ability: 0 });
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: chosen }] }, "409.1c");
    s = act(s, { type: "cancel" });
    s = attack(s, ["Tel-Jilad Chosen"]);
    // Myr Enforcer is an artifact: p2 has no creature that could block, and isn't asked.
    expect(s.pending?.kind).not.toBe("blockers");
    s = finishCombat(s);
    expect(life(s, "p2")).toBe(18);
  });

  it("502.7: combat damage from an artifact creature (Myr Enforcer, 4/4) to it is prevented; its own 2 damage is dealt", () => {
    let s = manualGame({ players: [{ play: ["Tel-Jilad Chosen"], library }, { play: ["Myr Enforcer"], library }], turn: 4, active: 1 });
    s = attack(s, ["Myr Enforcer"], "p1");
    expect(blockers(s)).toEqual({ "Tel-Jilad Chosen": ["Myr Enforcer"] });
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Tel-Jilad Chosen"), attacker: inPlay(s, "Myr Enforcer") }] });
    s = finishCombat(s);
    expect(card(s, inPlay(s, "Tel-Jilad Chosen")).damage).toBe(0);
    expect(card(s, inPlay(s, "Myr Enforcer")).damage).toBe(2);
  });
});

describe("502.7 protection from enchantments (Azorius First-Wing)", () => {
  it("502.7: an Aura spell (Pacifism) can't target it; another creature it can", () => {
    let s = manualGame({ players: [{ hand: ["Pacifism"], play: ["Plains", "Plains", "Azorius First-Wing"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    const candidates = (legalDecision(s, "p1")!.details!.words as { candidates: { name: string }[] }[])[0]!.candidates.map((c) => c.name);
    expect(candidates).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Azorius First-Wing") }] }, "409.1c");
  });
});

describe("502.7 protection from monocolored and from multicolored", () => {
  it("502.7: Guardian of the Guildpact can't be targeted by Shock (red) but can by Electrolyze (blue and red), which deals it 2; Grizzly Bears can't block it, Jasmine Boreal (green and white) can", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Electrolyze"], play: ["Guardian of the Guildpact", "Mountain", "Mountain", "Island"], library }, { play: ["Grizzly Bears", "Jasmine Boreal"], library }], turn: 3 });
    const guardian = inPlay(s, "Guardian of the Guildpact");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: guardian }] }, "409.1c");
    s = act(s, { type: "cancel" });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[1]! });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: guardian }], division: [2] })), 2);
    expect(card(s, guardian).damage).toBe(2);
    s = attack(s, ["Guardian of the Guildpact"]);
    expect(blockers(s)).toEqual({ "Jasmine Boreal": ["Guardian of the Guildpact"] });
  });

  it("502.7: Enemy of the Guildpact can't be targeted by Electrolyze (multicolored) or blocked by Jasmine Boreal; Shock (monocolored) kills it", () => {
    let s = manualGame({ players: [{ hand: ["Electrolyze", "Shock"], play: ["Mountain", "Mountain", "Island"], library }, { play: ["Enemy of the Guildpact", "Grizzly Bears"], library }], turn: 3 });
    const enemy = inPlay(s, "Enemy of the Guildpact");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: enemy }], division: [2] }, "409.1c");
    s = act(s, { type: "cancel" });
    s = pass(cast(s, "p1", "Shock", [{ object: enemy }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Enemy of the Guildpact"]);
  });

  it("502.7: Jasmine Boreal (multicolored) can't block Enemy of the Guildpact; Grizzly Bears can", () => {
    let s = manualGame({ players: [{ play: ["Enemy of the Guildpact"], library }, { play: ["Grizzly Bears", "Jasmine Boreal"], library }], turn: 3 });
    s = attack(s, ["Enemy of the Guildpact"]);
    expect(blockers(s)).toEqual({ "Grizzly Bears": ["Enemy of the Guildpact"] });
  });
});

describe("502.7 protection from a creature type (Dragonstalker)", () => {
  it("502.7, 418.6: Keiga, the Tide Star (a Dragon) can't block Dragonstalker, Lantern Kami can; after Artificial Evolution turns its Dragons into Elves, Keiga can", () => {
    let s = manualGame({ players: [{ hand: ["Artificial Evolution"], play: ["Dragonstalker", "Island"], library }, { play: ["Keiga, the Tide Star", "Lantern Kami"], library }], turn: 3 });
    const stalker = inPlay(s, "Dragonstalker");
    let combat = attack(s, ["Dragonstalker"]);
    expect(blockers(combat)).toEqual({ "Lantern Kami": ["Dragonstalker"] });
    s = pass(cast(s, "p1", "Artificial Evolution", [{ object: stalker }]), 2);
    s = act(act(s, { type: "choose", choice: "Dragon" }), { type: "choose", choice: "Elf" });
    combat = attack(s, ["Dragonstalker"]);
    expect(blockers(combat)).toEqual({ "Keiga, the Tide Star": ["Dragonstalker"], "Lantern Kami": ["Dragonstalker"] });
  });
});

describe("502.7 the printed protections a definition must declare", () => {
  it("502.7: each printed quality is one keyword, and a quality the engine doesn't know is refused (null), so the card isn't offered", () => {
    expect(printedProtections("Protection from black and from red\nWhenever another creature comes into play, you may gain 1 life.")).toEqual(["protectionFromBlack", "protectionFromRed"]);
    expect(printedProtections("First strike\nProtection from black, protection from red")).toEqual(["protectionFromBlack", "protectionFromRed"]);
    expect(printedProtections("Protection from Spirits and from Arcane")).toEqual(["protectionFromSpirits", "protectionFromArcane"]);
    expect(printedProtections("Protection from non-Spirit creatures\nSoulshift 4")).toEqual(["protectionFromNonSpiritCreatures"]);
    expect(printedProtections("Flying, protection from Dragons")).toEqual(["protectionFromDragons"]);
    expect(printedProtections("Order of the Stars has protection from the chosen color.")).toEqual([null]);
    expect(printedProtections("Target creature you control gains protection from the color of your choice until end of turn.")).toEqual([null]);
  });
});
