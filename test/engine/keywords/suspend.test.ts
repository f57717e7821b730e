import { describe, expect, it } from "vitest";
import { legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { characteristics, hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { summoningSick } from "../../../src/engine/combat/combat.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, rejects, where, zoneNames } from "../helpers.js";

const FORESTS = Array<string>(12).fill("Forest");

/** Ann (p1) in her main phase on turn 3 with the cards and lands; Bob (p2) with nothing to do. */
const game = (hand: string[], lands: string[]) =>
  manualGame({ players: [{ hand, play: lands, library: FORESTS }, { play: ["Mountain"], library: FORESTS }], turn: 3 });

/** Taps the player's first untapped land for mana. */
function tap(s: GameState, who: string): GameState {
  const land = s.play.find((id) => { const o = card(s, id); return o.controller === who && !o.tapped && characteristics(s, o).types.includes("land"); })!;
  return act(s, { type: "playAbility", source: land, ability: 0 }, who);
}

/** Suspends the card, paying its cost with the first land. */
function suspendIt(s: GameState, name: string, mana: string): GameState {
  return act(tap(s, "p1"), { type: "suspend", card: inHand(s, "p1", name), mana }, "p1");
}

/** Passes (discarding nothing and declaring no attack) until `done`. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 500 && !done(s); i++) {
    const who = s.pending!.player;
    if (s.pending!.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] }, who);
    else if (s.pending!.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] }, who);
    else if (s.pending!.kind === "discard") s = act(s, { type: "discard", cards: s.players.find((p) => p.id === who)!.hand.slice(0, (s.pending as { count: number }).count) }, who);
    else s = act(s, { type: "pass" }, who);
  }
  if (!done(s)) throw new Error("never reached");
  return s;
}

const timeCounters = (s: GameState, name: string) => {
  const id = s.removed.find((x) => card(s, x).card === name);
  return id ? (card(s, id).counters?.time ?? 0) : undefined;
};

describe("suspend (502.59)", () => {
  it("502.59a: suspending is a special action: the cost is paid, the card is removed from the game with N time counters, and the player keeps priority", () => {
    const s0 = tap(game(["Rift Bolt"], ["Mountain"]), "p1");
    expect(legalDecision(s0, "p1")!.options).toContainEqual({ type: "suspend", card: inHand(s0, "p1", "Rift Bolt"), mana: "R" });
    const s = act(s0, { type: "suspend", card: inHand(s0, "p1", "Rift Bolt"), mana: "R" }, "p1");
    expect(timeCounters(s, "Rift Bolt")).toBe(1);
    expect(s.stack).toEqual([]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    expect(s.players[0]!.manaPool.R).toBe(0);
    // Cards removed with suspend are public, with their counters.
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });

  it("502.59a: a card can be suspended only when it could be played from the hand, and only with its cost paid in full", () => {
    const s = game(["Rift Bolt"], ["Mountain"]);
    rejects(s, "p1", { type: "suspend", card: inHand(s, "p1", "Rift Bolt"), mana: "R" }, "409.1h");
    const bobs = until(tap(s, "p1"), (x) => x.turn.active === "p2" && where(x) === "precombatMain/main" && x.pending?.kind === "priority");
    // A sorcery can't be played in another player's turn, so it can't be suspended then.
    expect(legalDecision(bobs, bobs.pending!.player)!.options.some((o) => o.type === "suspend")).toBe(false);
  });

  it("502.59a: at the beginning of the owner's upkeep a time counter is removed; when the last is removed, the card is played without paying its mana cost (Rift Bolt)", () => {
    let s = suspendIt(game(["Rift Bolt"], ["Mountain"]), "Rift Bolt", "R");
    // Bob's upkeep removes nothing; in Ann's next upkeep the last counter goes and Rift Bolt is played: its target is chosen then.
    s = until(s, (x) => x.pending?.kind === "targets");
    expect(s.turn).toMatchObject({ number: 5, active: "p1", step: "upkeep" });
    expect(s.playing).toMatchObject({ player: "p1", cost: "{0}" });
    rejects(s, "p1", { type: "cancel" }, "502.59a");
    expect(legalDecision(s, "p1")!.options).not.toContainEqual({ type: "cancel" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(s.stack.map((id) => (s.objects[id]!.kind === "card" ? (s.objects[id] as { card: string }).card : "ability"))).toEqual(["Rift Bolt"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Rift Bolt"]);
  });

  it("502.30a, 502.59a: a card played by its suspend ability is played, so storm counts it: Grapeshot after Rift Bolt in the same turn is copied once", () => {
    let s = suspendIt(game(["Rift Bolt", "Grapeshot"], ["Mountain", "Mountain"]), "Rift Bolt", "R");
    s = until(s, (x) => x.pending?.kind === "targets");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = until(s, (x) => x.turn.step === "main" && x.stack.length === 0 && x.pending?.kind === "priority" && x.pending.player === "p1");
    expect(life(s, "p2")).toBe(17);
    s = cast(s, "p1", "Grapeshot", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2); // Grapeshot and its storm trigger: one spell was played before it
    s = pass(s, 2);
    while (s.pending?.kind === "newTarget") s = act(s, { type: "chooseNewTarget", target: { player: "p2" } }, "p1");
    s = pass(s, 4);
    expect(life(s, "p2")).toBe(15);
  });

  it("502.59a: a creature played by suspend has haste (Durkwood Baloth, five upkeeps later)", () => {
    let s = suspendIt(game(["Durkwood Baloth"], ["Forest"]), "Durkwood Baloth", "G");
    expect(timeCounters(s, "Durkwood Baloth")).toBe(5);
    s = until(s, (x) => x.turn.active === "p1" && x.turn.number === 7 && x.turn.step === "draw");
    expect(timeCounters(s, "Durkwood Baloth")).toBe(3);
    s = until(s, (x) => x.play.some((id) => card(x, id).card === "Durkwood Baloth"));
    expect(s.turn).toMatchObject({ number: 13, active: "p1" });
    const baloth = card(s, inPlay(s, "Durkwood Baloth"));
    expect(hasKeyword(s, baloth, "haste")).toBe(true);
    expect(summoningSick(s, baloth)).toBe(false);
    expect(view(s, "p2").play.find((p) => p.name === "Durkwood Baloth")).toMatchObject({ keywords: ["haste"], summoningSick: false });
  });

  it("203.? (?), 502.59a: a card with no mana cost (Ancestral Vision) can't be played from the hand, only suspended", () => {
    let s = game(["Ancestral Vision"], ["Island"]);
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell")).toBe(false);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Ancestral Vision") }, "203.?");
    s = suspendIt(s, "Ancestral Vision", "U");
    expect(timeCounters(s, "Ancestral Vision")).toBe(4);
    s = until(s, (x) => x.pending?.kind === "targets");
    expect(s.turn).toMatchObject({ number: 11, active: "p1", step: "upkeep" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p1");
    const before = s.players[0]!.hand.length;
    s = pass(s, 2);
    expect(s.players[0]!.hand.length).toBe(before + 3);
  });

  it("502.59a: Mindstab, suspended with four time counters, is played in the fourth upkeep after: its target player discards three cards", () => {
    let s = manualGame({ players: [{ hand: ["Mindstab"], play: ["Swamp"], library: FORESTS }, { play: ["Mountain"], library: FORESTS }], turn: 3 });
    s = suspendIt(s, "Mindstab", "B");
    s = until(s, (x) => x.pending?.kind === "targets");
    expect(s.turn).toMatchObject({ number: 11, active: "p1", step: "upkeep" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    // Bob drew a card in each of his four turns (and discarded none at cleanup): three of those four go.
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2" });
    s = act(s, { type: "discard", cards: s.players[1]!.hand.slice(0, 3) }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest", "Forest", "Forest"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mindstab"]);
  });

  it.each([
    ["Errant Ephemeron", "Island", ["flying", "haste"]],
    ["Duskrider Peregrine", "Plains", ["flying", "protectionFromBlack", "haste"]],
    ["Viscerid Deepwalker", "Island", ["haste"]],
  ] as const)("502.59a: %s played by suspend has its own abilities and haste", (name, land, keywords) => {
    let s = manualGame({ players: [{ hand: [name], play: [land, land], library: FORESTS }, { play: ["Mountain"], library: FORESTS }], turn: 3 });
    const cost = name === "Viscerid Deepwalker" ? "U" : land === "Island" ? "UU" : "WW";
    if (cost.length === 2) s = tap(s, "p1");
    s = suspendIt(s, name, cost);
    s = until(s, (x) => x.play.some((id) => card(x, id).card === name));
    const o = card(s, inPlay(s, name));
    expect(characteristics(s, o).keywords).toEqual(keywords);
    expect(summoningSick(s, o)).toBe(false);
    if (name === "Viscerid Deepwalker") {
      s = until(s, (x) => x.pending?.kind === "priority" && x.pending.player === "p1" && x.turn.step === "main");
      s = act(tap(s, "p1"), { type: "playAbility", source: o.id, ability: 0 }, "p1");
      s = act(s, { type: "payMana", mana: "U" }, "p1");
      s = pass(s, 2);
      expect(characteristics(s, card(s, o.id))).toMatchObject({ power: 3, toughness: 3 });
    }
  });
});
