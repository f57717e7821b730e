import { describe, expect, it } from "vitest";
import { apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, rejects, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];
/** p1: Shock, Grizzly Bears and Giant Growth in hand; Mountain, Forest and Llanowar Elves in play. */
const game = () =>
  manualGame({
    players: [{ hand: ["Shock", "Grizzly Bears", "Giant Growth"], play: ["Mountain", "Forest", "Llanowar Elves"], library }, { play: ["Hill Giant"], library }],
    turn: 3,
  });
/** p1 announces the named spell from hand. */
const announce = (s: GameState, name: string) => act(s, { type: "playSpell", card: inHand(s, "p1", name) });
/** The state without the counters that only ever go forward (ids, timestamps, event numbers). */
const sansCounters = (s: GameState) => ({ ...s, nextId: 0, nextTimestamp: 0, nextEventSeq: 0 });

describe("409.1 playing a spell, step by step", () => {
  it("409.1a: announcing moves the card from the hand to the stack, and the player then owes its targets", () => {
    const s = announce(game(), "Shock");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears", "Giant Growth"]);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Shock"]);
    expect(s.pending).toEqual({ kind: "targets", player: "p1" });
  });

  it("409.1c: the targets decision lists every legal target: players and creatures for Shock", () => {
    const s = announce(game(), "Shock");
    const targets = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "chooseTargets" ? o.targets : []));
    expect(targets).toHaveLength(4);
    expect(targets).toEqual(expect.arrayContaining([{ player: "p1" }, { player: "p2" }, { object: inPlay(s, "Llanowar Elves") }, { object: inPlay(s, "Hill Giant") }]));
  });

  it("409.1c: an illegal target is refused", () => {
    const s = announce(game(), "Giant Growth");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Mountain") }] }, "409.1c");
  });

  it("409.1c: a spell with no legal target can't be played", () => {
    const s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Forest"], library }, { library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Giant Growth") }, "409.1c");
  });

  it("409.1f–h: the payment decision offers the mana abilities; they add mana at once; then the cost is paid from the pool", () => {
    let s = announce(game(), "Grizzly Bears");
    expect(s.pending).toEqual({ kind: "payment", player: "p1" });
    const elves = inPlay(s, "Llanowar Elves");
    const forest = inPlay(s, "Forest");
    const offered = legalDecision(s, "p1")!.options;
    expect(offered).toContainEqual({ type: "playAbility", source: elves, ability: 0 });
    expect(offered).toContainEqual({ type: "playAbility", source: forest, ability: 0 });
    s = act(s, { type: "playAbility", source: elves, ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    expect(s.players[0]!.manaPool).toMatchObject({ G: 1, R: 1 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "autoPay" }, { type: "payMana", mana: "RG" }, { type: "cancel" }]);
    s = act(s, { type: "payMana", mana: "RG" });
    expect(s.players[0]!.manaPool).toMatchObject({ G: 0, R: 0 });
    expect(card(s, elves).tapped).toBe(true);
    expect(card(s, forest).tapped).toBe(false);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Grizzly Bears"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" }); // 409.1: then the player receives priority
  });

  it("409.1h: a payment that doesn't pay the cost exactly, or that the pool can't cover, is refused", () => {
    let s = announce(game(), "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    rejects(s, "p1", { type: "payMana", mana: "RR" }, "409.1h");
    rejects(s, "p1", { type: "payMana", mana: "G" }, "409.1h");
    rejects(s, "p1", { type: "payMana", mana: "RGG" }, "409.1h");
  });

  it("409.1f: a spell whose cost can't be paid can't be played", () => {
    const s = manualGame({ players: [{ hand: ["Hill Giant"], play: ["Mountain", "Mountain"], library }, { library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Hill Giant") }, "409.1f");
  });

  it("409.1i: backing out while choosing targets restores the exact prior state", () => {
    const before = game();
    const s = act(announce(before, "Shock"), { type: "cancel" });
    expect(sansCounters(s)).toEqual(sansCounters(before));
  });

  it("409.1i: backing out after mana abilities were played untaps the lands, returns the card to the hand and restores the pool", () => {
    let before = game();
    before = act(before, { type: "playAbility", source: inPlay(before, "Mountain"), ability: 0 }); // R floating before
    let s = announce(before, "Giant Growth");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    s = act(s, { type: "cancel" });
    expect(card(s, inPlay(s, "Forest")).tapped).toBe(false);
    expect(zoneNames(s, "p1", "hand")).toContain("Giant Growth");
    expect(s.players[0]!.manaPool).toMatchObject({ R: 1, G: 0 });
    expect(sansCounters(s)).toEqual(sansCounters(before));
  });

  it("409.1i: backing out restores priority as it was: the opponent's pass still counts, so passing then ends the step", () => {
    const before = pass(manualGame({ players: [{ library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 }));
    expect(before.pending).toEqual({ kind: "priority", player: "p2" }); // p1 has passed
    let s = act(before, { type: "playSpell", card: inHand(before, "p2", "Shock") });
    s = act(s, { type: "cancel" });
    expect(sansCounters(s)).toEqual(sansCounters(before));
    expect(pass(s).turn.step).toBe("beginningOfCombat");
  });

  it("212.5a/408.1: a sorcery-speed spell can't be played while the stack isn't empty", () => {
    const s = cast(game(), "p1", "Shock", [{ player: "p2" }]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }, "408.1");
  });

  it("212.5a/408.1: a sorcery can't be played in the opponent's turn", () => {
    const s = pass(manualGame({ players: [{ library }, { hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain"], library }], turn: 3 }));
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    expect(legalDecision(s, "p2")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Volcanic Hammer") }, "408.1");
  });

  it("212.3a/408.1: a creature spell can't be played outside a main phase", () => {
    const s = pass(game(), 2);
    expect(s.turn.step).toBe("beginningOfCombat");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }, "408.1");
  });

  it("212.5a: an instant may be played in the opponent's turn and with the stack not empty", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3, step: "upkeep" });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack.map((id) => card(s, id).controller)).toEqual(["p1", "p2"]);
  });

  it("408.1: a decision can only be answered by the player who owes it (403)", () => {
    const s = game();
    rejects(s, "p2", { type: "pass" }, "408.1", 403);
  });

  it("408.1: an action that doesn't answer the pending decision is refused", () => {
    const s = announce(game(), "Shock");
    rejects(s, "p1", { type: "pass" }, "408.1");
  });

  it("409.1: apply never changes the state it is given, legal action or not", () => {
    const s = game();
    const before = JSON.stringify(s);
    apply(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    apply(s, "p1", { type: "pass" });
    expect(JSON.stringify(s)).toBe(before);
  });
});
