import { describe, expect, it } from "vitest";
import { apply, legalDecision, view, type Action, type GameEvent, type GameState, type Target } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { brokenInvariants, countCards } from "../invariants.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

/** Plays a spell with its targets (and announced costs), paying `mana` from the pool (or any way). */
function play(s: GameState, who: string, name: string, targets: Target[], mana?: string, extra: Partial<Extract<Action, { type: "playSpell" }>> = {}): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, who, name), ...extra }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets }, who);
  return mana ? act(s, { type: "payMana", mana }, who) : payFully(s);
}

/** Acts, checking every invariant (test/engine/invariants.ts) after the action; returns the events too. */
function step(s: GameState, action: Action, counts = countCards(s)): { s: GameState; events: GameEvent[] } {
  const { state, events } = apply(s, s.pending!.player, action);
  expect(brokenInvariants(state, counts)).toEqual([]);
  return { s: state, events };
}

/** Passes until the stack is empty (keeping the targets of any copy), checking the invariants after each action; returns all events. */
function resolveAll(s: GameState): { s: GameState; events: GameEvent[] } {
  const counts = countCards(s);
  const all: GameEvent[] = [];
  while (s.stack.length > 0) {
    const keep = s.pending?.kind === "newTarget" ? legalDecision(s, s.pending.player)!.options[0]! : undefined;
    if (!keep) expect(s.pending?.kind).toBe("priority");
    const r = step(s, keep ?? { type: "pass" }, counts);
    s = r.s;
    all.push(...r.events);
  }
  return { s, events: all };
}

const copies = (s: GameState) => Object.values(s.objects).filter((o) => o.kind === "card" && o.spellCopy);
const stackNames = (s: GameState) => s.stack.map((id) => card(s, id).card);

describe("503.10 copies of spells", () => {
  it("503.10, 415.7: Twincast copies Shock; the copy is Ann's, is public on the stack, and takes a new target", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Twincast"], manaPool: { R: 1, U: 2 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = play(s, "p1", "Shock", [{ player: "p2" }]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Twincast") });
    // 415.6: Twincast can't target itself; Shock is the only spell it can copy.
    const shock = s.stack[0]!;
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseTargets", targets: [{ object: shock }] }, { type: "cancel" }]);
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: shock }] }));
    s = pass(s, 2);
    // Twincast is still resolving: the copy is on top of it.
    const copy = s.stack[2]!;
    expect(stackNames(s)).toEqual(["Shock", "Twincast", "Shock"]);
    expect(view(s, "p2").stack[2]).toMatchObject({ id: copy, name: "Shock", controller: "p1", copy: true, targets: [{ player: "p2" }] });
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("newTarget");
    expect(d.prompt).toContain("You may choose a new target for the copy of Shock");
    expect(d.options).toEqual([{ player: "p2" }, { player: "p1" }, { object: inPlay(s, "Grizzly Bears") }].map((target) => ({ type: "chooseNewTarget", target })));
    rejects(s, "p1", { type: "chooseNewTarget", target: { object: shock } }, "415.7");
    const chosen = step(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Grizzly Bears") } });
    // 503.10: the copy isn't played: no "playSpell" event (nothing that triggers on playing a spell sees it).
    expect(chosen.events.map((e) => e.type)).not.toContain("playSpell");
    const { s: done, events } = resolveAll(chosen.s);
    expect(zoneNames(done, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(life(done, "p2")).toBe(18);
    expect(zoneNames(done, "p1", "graveyard")).toEqual(["Twincast", "Shock"]);
    expect(events.find((e) => e.type === "ceasesToExist")).toMatchObject({ text: "The copy of Shock ceases to exist (503.10a).", data: { rule: "503.10a" } });
    expect(copies(done)).toEqual([]);
  });

  it("503.10: a copy keeping Shock's target deals its damage to the same player", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Twincast"], manaPool: { R: 1, U: 2 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = play(s, "p1", "Shock", [{ player: "p2" }]);
    s = play(s, "p1", "Twincast", [{ object: s.stack[0]! }]);
    s = act(pass(s, 2), { type: "chooseNewTarget", target: { player: "p2" } });
    s = resolveAll(s).s;
    expect(life(s, "p2")).toBe(16);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });

  it("503.10: a copy of a modal spell has the mode chosen for the original (Consult the Necrosages: draw, not discard)", () => {
    let s = manualGame({ players: [{ hand: ["Consult the Necrosages", "Twincast"], manaPool: { U: 4, B: 1 }, library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consult the Necrosages") });
    s = act(s, { type: "chooseMode", mode: 0 });
    s = act(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), { type: "payMana", mana: "UUB" });
    s = play(s, "p1", "Twincast", [{ object: s.stack[0]! }]);
    s = pass(s, 2);
    expect(card(s, s.stack[2]!).mode).toBe(0);
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } });
    s = resolveAll(s).s;
    expect(zoneNames(s, "p1", "hand")).toHaveLength(2);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(2);
  });

  it("503.10: a copy of Fireball keeps X and its targets' number, so its damage is divided the same way; each target may be changed", () => {
    let s = manualGame({ players: [{ hand: ["Fireball", "Twincast"], manaPool: { R: 6, U: 2 }, library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Fireball") });
    s = act(s, { type: "chooseX", value: 4 });
    s = act(act(s, { type: "chooseTargets", targets: [{ player: "p2" }, { object: inPlay(s, "Grizzly Bears") }] }), { type: "payMana", mana: "RRRRRR" });
    s = play(s, "p1", "Twincast", [{ object: s.stack[0]! }]);
    s = pass(s, 2);
    expect(view(s, "p1").stack[2]).toMatchObject({ name: "Fireball", x: 4, copy: true });
    s = act(s, { type: "chooseNewTarget", target: { player: "p2" } });
    // The second target may not become the first (one word "target", different objects, 409.1c).
    const d = legalDecision(s, "p1")!;
    expect(d.options).not.toContainEqual({ type: "chooseNewTarget", target: { player: "p2" } });
    s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Hill Giant") } });
    s = pass(s, 2); // the copy: 2 damage to Bob and 2 to Hill Giant
    expect(life(s, "p2")).toBe(18);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
    s = resolveAll(s).s;
    expect(life(s, "p2")).toBe(16);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("503.10, 409.1d: a copy of Electrolyze keeps the division announced for the original; its targets may change, not the division", () => {
    let s = manualGame({ players: [{ hand: ["Electrolyze", "Twincast"], manaPool: { U: 4, R: 1 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Electrolyze") });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }, { object: inPlay(s, "Grizzly Bears") }], division: [1, 1] });
    s = play(act(s, { type: "payMana", mana: "UUR" }), "p1", "Twincast", [{ object: s.stack[0]! }], "UU");
    s = act(pass(s, 2), { type: "chooseNewTarget", target: { player: "p2" } });
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } });
    expect(view(s, "p2").stack[1]).toMatchObject({ name: "Electrolyze", copy: true, division: [1, 1], targets: [{ player: "p2" }, { player: "p1" }] });
    s = resolveAll(s).s;
    expect([life(s, "p1"), life(s, "p2")]).toEqual([19, 18]);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(1);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(2); // the copy's controller draws too
  });

  it("414, 503.10: the copy still resolves when the original is countered; a countered copy ceases to exist (503.10a)", () => {
    let s = manualGame({
      players: [{ hand: ["Shock", "Twincast", "Shock"], manaPool: { R: 2, U: 2 }, library }, { hand: ["Cancel", "Cancel"], manaPool: { U: 6 }, library }],
      turn: 3,
    });
    s = play(s, "p1", "Shock", [{ player: "p2" }]);
    const original = s.stack[0]!;
    s = play(s, "p1", "Twincast", [{ object: original }]);
    s = act(pass(s, 2), { type: "chooseNewTarget", target: { player: "p2" } });
    s = pass(s); // Ann passes; Bob counters the original Shock
    s = play(s, "p2", "Cancel", [{ object: original }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Twincast", "Shock"]);
    s = pass(s, 2); // the copy resolves
    expect(life(s, "p2")).toBe(18);
    // A copy countered by Cancel: it goes nowhere as a card.
    s = play(s, "p1", "Shock", [{ player: "p2" }]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    const events: GameEvent[] = [];
    s = pass(s);
    s = play(s, "p2", "Cancel", [{ object: s.stack[0]! }]);
    const r = resolveAll(s);
    events.push(...r.events);
    expect(life(r.s, "p2")).toBe(18);
    expect(zoneNames(r.s, "p1", "graveyard")).toEqual(["Twincast", "Shock", "Shock"]);
    expect(events.some((e) => e.type === "countered" && e.data.rule === "414")).toBe(true);
  });

  it("502.16 Buyback: Reiterate with buyback paid returns to its owner's hand as it resolves; without, it goes to the graveyard", () => {
    const start = () => manualGame({ players: [{ hand: ["Shock", "Reiterate"], manaPool: { R: 7 }, library }, { library }], turn: 3 });
    let s = play(start(), "p1", "Shock", [{ player: "p2" }]);
    const reiterate = inHand(s, "p1", "Reiterate");
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell" && o.card === reiterate);
    expect(options).toEqual([{ type: "playSpell", card: reiterate }, { type: "playSpell", card: reiterate, buyback: true }]);
    const withBuyback = act(s, { type: "playSpell", card: reiterate, buyback: true });
    expect(withBuyback.playing!.cost).toBe("{4}{R}{R}");
    let b = payFully(act(withBuyback, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }));
    expect(view(b, "p2").stack[1]).toMatchObject({ name: "Reiterate", buyback: true });
    b = act(pass(b, 2), { type: "chooseNewTarget", target: { player: "p1" } });
    expect(zoneNames(b, "p1", "hand")).toEqual(["Reiterate"]);
    b = resolveAll(b).s;
    expect([life(b, "p1"), life(b, "p2")]).toEqual([18, 18]);
    expect(zoneNames(b, "p1", "graveyard")).toEqual(["Shock"]);

    let n = play(s, "p1", "Reiterate", [{ object: s.stack[0]! }]);
    expect(n.players[0]!.manaPool.R).toBe(3);
    n = act(pass(n, 2), { type: "chooseNewTarget", target: { player: "p2" } });
    n = resolveAll(n).s;
    expect(zoneNames(n, "p1", "hand")).toEqual([]);
    expect(zoneNames(n, "p1", "graveyard")).toEqual(["Reiterate", "Shock"]);
    expect(life(n, "p2")).toBe(16);
  });

  it("503.10, 503.10a: a copy of Reiterate has its buyback paid too; it goes to the hand as it resolves and ceases to exist there, never seen in a hand", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Reiterate", "Twincast"], manaPool: { R: 7, U: 2 }, library }, { library }], turn: 3 });
    s = play(s, "p1", "Shock", [{ player: "p2" }]);
    const shock = s.stack[0]!;
    s = play(s, "p1", "Reiterate", [{ object: shock }], "RRRRRR", { buyback: true });
    s = play(s, "p1", "Twincast", [{ object: s.stack[1]! }], "UU");
    s = pass(s, 2); // Twincast resolves: a copy of Reiterate, kept on Shock
    expect(view(s, "p1").stack[3]).toMatchObject({ name: "Reiterate", copy: true, buyback: true, targets: [{ object: shock }] });
    s = act(s, { type: "chooseNewTarget", target: { object: shock } });
    // The copy of Reiterate resolves: a copy of Shock, kept on Bob; then it goes to the hand and ceases to exist.
    s = act(pass(s), { type: "pass" });
    expect(s.pending?.kind).toBe("newTarget");
    const { s: kept, events } = step(s, { type: "chooseNewTarget", target: { player: "p2" } });
    let after = kept;
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["buyback", "ceasesToExist"]));
    expect(zoneNames(after, "p1", "hand")).toEqual([]);
    expect(stackNames(after)).toEqual(["Shock", "Reiterate", "Shock"]);
    after = resolveAll(after).s;
    expect(zoneNames(after, "p1", "hand")).toEqual(["Reiterate"]);
    expect(life(after, "p2")).toBe(14); // two copies and the original
  });

  it("503.10: Izzet Guildmage copies only an instant (or sorcery) spell its controller controls with converted mana cost 2 or less; X counts on the stack (203.3?)", () => {
    let s = manualGame({
      players: [{ hand: ["Shock", "Fireball", "Fireball"], play: ["Izzet Guildmage"], manaPool: { R: 12, U: 1 }, library }, { hand: ["Shock"], manaPool: { R: 1 }, library }],
      turn: 3,
    });
    const mage = inPlay(s, "Izzet Guildmage");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Fireball") });
    s = act(act(act(s, { type: "chooseX", value: 2 }), { type: "chooseTargets", targets: [{ player: "p2" }] }), { type: "payMana", mana: "RRR" });
    // Fireball with X = 2 has converted mana cost 3 on the stack: no sorcery to copy.
    rejects(s, "p1", { type: "playAbility", source: mage, ability: 1 }, "409.1c");
    s = resolveAll(s).s;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Fireball") });
    s = act(act(act(s, { type: "chooseX", value: 1 }), { type: "chooseTargets", targets: [{ player: "p2" }] }), { type: "payMana", mana: "RR" });
    const small = s.stack[0]!;
    s = act(s, { type: "playAbility", source: mage, ability: 1 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseTargets", targets: [{ object: small }] }, { type: "cancel" }]);
    s = act(act(s, { type: "chooseTargets", targets: [{ object: small }] }), { type: "payMana", mana: "RRR" });
    s = pass(s); // Bob answers with a Shock: not a spell Ann controls
    s = play(s, "p2", "Shock", [{ player: "p1" }]);
    s = pass(s, 2); // Bob's Shock resolves
    expect(life(s, "p1")).toBe(18);
    s = pass(s, 2); // the Guildmage's ability: a copy of the X = 1 Fireball
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } });
    s = resolveAll(s).s;
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 17]);
    // {2}{U}: an instant of Ann's; not the opponent's spell.
    s = play(s, "p1", "Shock", [{ player: "p2" }], "R");
    s = act(s, { type: "playAbility", source: mage, ability: 0 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseTargets", targets: [{ object: s.stack[0]! }] }, { type: "cancel" }]);
  });
});

describe("503.10 Uyo, Silent Prophet", () => {
  it("409.1f: Uyo's cost returns two lands its controller chooses — tapped for mana first — to hand; the ability copies the spell", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Uyo, Silent Prophet", "Island", "Island", "Island", "Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = act(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = act(s, { type: "payMana", mana: "R" });
    const uyo = inPlay(s, "Uyo, Silent Prophet");
    const islands = s.play.filter((id) => card(s, id).card === "Island");
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === uyo);
    // Any two of the four lands, the tapped Mountain too: six options.
    const lands = [...islands, inPlay(s, "Mountain")];
    expect(options).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map(([a, b]) => ({ type: "playAbility", source: uyo, ability: 0, costs: { returnToHand: [lands[a!]!, lands[b!]!] } })));
    rejects(s, "p1", { type: "playAbility", source: uyo, ability: 0, costs: { returnToHand: [islands[0]!] } }, "409.1b");
    rejects(s, "p1", { type: "playAbility", source: uyo, ability: 0, costs: { returnToHand: [islands[0]!, uyo] } }, "409.1b");
    s = act(s, { type: "playAbility", source: uyo, ability: 0, costs: { returnToHand: [islands[1]!, islands[0]!] } });
    s = act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] });
    s = act(act(s, { type: "playAbility", source: islands[0]!, ability: 0 }), { type: "playAbility", source: islands[1]!, ability: 0 });
    s = act(s, { type: "payMana", mana: "UU" });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Island"]);
    expect(s.play.filter((id) => card(s, id).card === "Island")).toEqual([islands[2]]);
    s = act(pass(s, 2), { type: "chooseNewTarget", target: { player: "p1" } });
    s = resolveAll(s).s;
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 18]);
  });
});

describe("503 Copy Enchantment", () => {
  it("503: Copy Enchantment comes into play as a copy of Glorious Anthem: creatures get +2/+2 in all", () => {
    let s = manualGame({ players: [{ hand: ["Copy Enchantment"], play: ["Glorious Anthem", "Grizzly Bears"], manaPool: { U: 3 }, library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = pass(play(s, "p1", "Copy Enchantment", []), 2);
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("copy");
    expect(d.options).toEqual([{ type: "chooseCopy", object: inPlay(s, "Glorious Anthem") }, { type: "chooseCopy", object: null }]);
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Glorious Anthem") });
    const bears = card(s, inPlay(s, "Grizzly Bears"));
    expect(view(s, "p1").play.find((p) => p.id === bears.id)).toMatchObject({ power: 4, toughness: 4 });
    expect(view(s, "p1").play.find((p) => p.name === "Hill Giant")).toMatchObject({ power: 3, toughness: 3 });
    expect(view(s, "p1").play.filter((p) => p.name === "Glorious Anthem")).toHaveLength(2);
  });

  it("503, 212.4j: a copy of an Aura comes into play attached to what its controller chooses (not targeted), and grants its bonus there", () => {
    let s = manualGame({
      players: [{ hand: ["Holy Strength", "Copy Enchantment"], play: ["Grizzly Bears"], manaPool: { U: 3, W: 1 }, library }, { play: ["Hill Giant"], library }],
      turn: 3,
    });
    s = pass(play(s, "p1", "Holy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = pass(play(s, "p1", "Copy Enchantment", []), 2);
    const [strength, bears, giant] = [inPlay(s, "Holy Strength"), inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    expect(legalDecision(s, "p1")!.options).toEqual([
      { type: "chooseCopy", object: strength, attachTo: bears },
      { type: "chooseCopy", object: strength, attachTo: giant },
      { type: "chooseCopy", object: null },
    ]);
    rejects(s, "p1", { type: "chooseCopy", object: strength }, "503");
    s = act(s, { type: "chooseCopy", object: strength, attachTo: giant });
    const giantView = view(s, "p2").play.find((p) => p.id === giant)!;
    expect(giantView).toMatchObject({ power: 4, toughness: 5 });
    expect(view(s, "p2").play.filter((p) => p.name === "Holy Strength" && p.attachedTo === giant)).toHaveLength(1);
  });
});
