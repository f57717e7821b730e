import { describe, expect, it } from "vitest";
import { apply, legalDecision, view, type Action, type GameEvent, type GameState, type Setup } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

const library = ["Island", "Island", "Island"];
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];
const pool = (s: GameState, who: string) => s.players.find((p) => p.id === who)!.manaPool;
const texts = (events: GameEvent[]) => events.map((e) => e.text);

/** Ann (p1) plays Shock at Bob; Bob answers with `counterspell` at it (announcing X if it has one) and holds priority. */
function counterShock(setup: Setup["players"], counterspell: string, x = 0): GameState {
  let s = pass(cast(manualGame({ players: setup, turn: 3 }), "p1", "Shock", [{ player: "p2" }])); // Ann passes; Bob has priority
  s = act(s, { type: "playSpell", card: inHand(s, "p2", counterspell) });
  if (s.pending?.kind === "x") s = act(s, { type: "chooseX", value: x });
  return payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }));
}

/** The action, or both players passing (the top of the stack resolves): the state after it and the events. */
function answer(s: GameState, action?: Action): { s: GameState; events: GameEvent[] } {
  if (action) {
    const r = apply(s, s.pending!.player, action);
    return { s: r.state, events: r.events };
  }
  const first = apply(s, s.pending!.player, { type: "pass" });
  const second = apply(first.state, first.state.pending!.player, { type: "pass" });
  return { s: second.state, events: [...first.events, ...second.events] };
}

/** Ann plays the first mana ability the decision lists, `times` times. */
function tapForAnn(s: GameState, times: number): GameState {
  for (let i = 0; i < times; i++) s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility")!);
  return s;
}

const leak = (ann: Setup["players"][number] = { hand: ["Shock"], play: mountains, library }) =>
  answer(counterShock([ann, { hand: ["Mana Leak"], play: ["Island", "Island"], library }], "Mana Leak")).s;

describe("414 counter target spell unless its controller pays {N}", () => {
  it("414: Mana Leak asks Shock's controller, not its own; declining counters Shock into its owner's graveyard", () => {
    let s = leak();
    const shock = s.stack[0]!;
    expect(s.pending).toEqual({ kind: "unlessPays", player: "p1", object: shock, cost: "{3}" });
    expect(s.stack).toHaveLength(2); // Mana Leak is still resolving
    expect(legalDecision(s, "p2")).toBeNull();
    expect(view(s, "p2").decision).toEqual({ player: "p1", kind: "unlessPays" });
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toMatch(/^Pay \{3\} or Shock is countered \(Mana Leak\)\. Your mana pool holds nothing\./);
    expect(d.options.filter((o) => o.type === "playAbility")).toHaveLength(3);
    expect(d.options.at(-1)).toEqual({ type: "decline" });
    expect(d.details).toMatchObject({ cost: "{3}", object: shock, name: "Shock", counterspell: "Mana Leak" });
    const r = answer(s, { type: "decline" });
    s = r.s;
    expect(texts(r.events)).toEqual(expect.arrayContaining(["Ann doesn't pay {3}.", "Shock is countered by Mana Leak (414)."]));
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard"), s.stack, life(s, "p2")]).toEqual([["Shock"], ["Mana Leak"], [], 20]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("411.1, 409.1h: mana abilities played during the decision pay the cost; Shock isn't countered and resolves", () => {
    let s = leak();
    for (let i = 0; i < 3; i++) {
      s = tapForAnn(s, 1);
      expect([s.pending?.kind, pool(s, "p1").R]).toEqual(["unlessPays", i + 1]);
    }
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "payMana", mana: "RRR" }, { type: "decline" }]);
    const r = answer(s, { type: "payMana", mana: "RRR" });
    s = r.s;
    expect(r.events.find((e) => e.type === "unlessPays")).toMatchObject({ text: "Ann pays {3}: Shock isn't countered by Mana Leak.", data: { player: "p1", paid: "RRR" } });
    expect([pool(s, "p1").R, zoneNames(s, "p2", "graveyard"), s.stack.length, s.pending]).toEqual([0, ["Mana Leak"], 1, { kind: "priority", player: "p1" }]);
    s = answer(s).s;
    expect([life(s, "p2"), zoneNames(s, "p1", "graveyard")]).toEqual([18, ["Shock"]]);
  });

  it("409.1h, 408.1, 411.1: mana in the pool pays; a partial payment, another action or another player's answer is refused and changes nothing", () => {
    let s = leak({ hand: ["Shock", "Shock"], play: ["Rod of Ruin"], manaPool: { R: 4 }, library });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "payMana", mana: "RRR" }, { type: "decline" }]);
    rejects(s, "p1", { type: "payMana", mana: "RR" }, "409.1h");
    rejects(s, "p1", { type: "payMana", mana: "RRRR" }, "409.1h");
    rejects(s, "p1", { type: "pass" }, "408.1");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Shock") }, "408.1");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Rod of Ruin"), ability: 0 }, "411.1");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Island"), ability: 0 }, "406.1");
    rejects(s, "p2", { type: "decline" }, "408.1", 403);
    s = act(s, { type: "payMana", mana: "RRR" });
    expect([pool(s, "p1").R, s.stack.length, zoneNames(s, "p2", "graveyard")]).toEqual([0, 1, ["Mana Leak"]]);
  });

  it("414: a controller who can't pay even with his or her mana abilities isn't asked: Convolute counters Shock at once", () => {
    const { s, events } = answer(counterShock([{ hand: ["Shock"], play: mountains, library }, { hand: ["Convolute"], play: ["Island", "Island", "Island"], library }], "Convolute"));
    expect(texts(events)).toContain("Shock is countered by Convolute: Ann can't pay {4} (414).");
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard"), s.stack, s.pending]).toEqual([["Shock"], ["Convolute"], [], { kind: "priority", player: "p1" }]);
    expect(s.play.filter((id) => card(s, id).controller === "p1" && card(s, id).tapped)).toHaveLength(1); // only the Mountain tapped for Shock
  });

  it("413.2a: the target spell gone before Mana Leak resolves: Mana Leak is countered on resolution and nobody is asked", () => {
    let s = counterShock([{ hand: ["Shock"], play: mountains, library }, { hand: ["Mana Leak", "Cancel"], play: ["Island", "Island", "Island", "Island", "Island"], library }], "Mana Leak");
    s = cast(s, "p2", "Cancel", [{ object: s.stack[0]! }]);
    s = answer(s).s; // Cancel counters Shock
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    const r = answer(s);
    expect(r.events.map((e) => e.data.rule).filter(Boolean)).toEqual(["413.2a"]);
    expect([r.s.pending, r.s.stack, zoneNames(r.s, "p2", "graveyard")]).toEqual([{ kind: "priority", player: "p1" }, [], ["Cancel", "Mana Leak"]]);
    expect(r.events.some((e) => e.type === "unlessPays")).toBe(false);
  });

  it("414: paying is optional: Ann declines Runeboggle's {1} with mana to pay it; Bob draws a card whether or not Ann pays", () => {
    const start = () => answer(counterShock([{ hand: ["Shock"], play: mountains, library }, { hand: ["Runeboggle"], play: ["Island", "Island", "Island"], library }], "Runeboggle")).s;
    let s = start();
    expect(legalDecision(s, "p1")!.prompt).toMatch(/^Pay \{1\} or Shock is countered \(Runeboggle\)/);
    s = act(s, { type: "decline" });
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard"), zoneNames(s, "p2", "hand"), s.stack]).toEqual([["Shock"], ["Runeboggle"], ["Island"], []]);
    s = act(tapForAnn(start(), 1), { type: "payMana", mana: "R" });
    expect([s.stack.length, zoneNames(s, "p2", "graveyard"), zoneNames(s, "p2", "hand"), pool(s, "p1").R]).toEqual([1, ["Runeboggle"], ["Island"], 0]);
  });

  it("409.1b: Overrule asks for {X} as announced, and its controller gains X life either way; {0} is asked too", () => {
    const bob = { hand: ["Overrule"], play: ["Plains", "Island", "Island", "Island"], library };
    let s = answer(counterShock([{ hand: ["Shock"], play: mountains, library }, bob], "Overrule", 2)).s;
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", cost: "{2}" });
    s = act(tapForAnn(s, 2), { type: "payMana", mana: "RR" });
    expect([life(s, "p2"), s.stack.length, zoneNames(s, "p1", "graveyard")]).toEqual([22, 1, []]);
    // X = 0: Ann has no mana left after Shock, and may still pay {0}, or decline.
    s = answer(counterShock([{ hand: ["Shock"], play: ["Mountain"], library }, bob], "Overrule", 0)).s;
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "payMana", mana: "" }, { type: "decline" }]);
    s = act(s, { type: "payMana", mana: "" });
    expect([life(s, "p2"), s.stack.length]).toEqual([20, 1]);
  });

  it("414: Override counts the artifacts its controller controls as it resolves, not as it was played", () => {
    const ann = { hand: ["Shock", "Shatter"], play: [...mountains, "Ancient Den"], library };
    let s = counterShock([ann, { hand: ["Override"], play: ["Seat of the Synod", "Seat of the Synod", "Island", "Island", "Island"], library }], "Override");
    s = cast(pass(s), "p1", "Shatter", [{ object: inPlay(s, "Seat of the Synod") }]);
    s = answer(answer(s).s).s; // Shatter resolves, then Override
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Seat of the Synod"]);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", cost: "{1}" }); // one Seat left; Ann's Ancient Den doesn't count
  });

  it("414, 503.10a: Mana Tithe and a copy of a spell: its controller declines and the copy ceases to exist; the original resolves", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Twincast"], play: ["Mountain", "Mountain", "Island", "Island"], library }, { hand: ["Mana Tithe"], play: ["Plains"], library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = cast(s, "p1", "Twincast", [{ object: s.stack[0]! }]);
    s = pass(act(pass(s, 2), { type: "chooseNewTarget", target: { player: "p2" } })); // the copy is on the stack; Bob has priority
    const copy = s.stack[1]!;
    s = answer(cast(s, "p2", "Mana Tithe", [{ object: copy }])).s;
    expect(legalDecision(s, "p1")!.prompt).toMatch(/^Pay \{1\} or Shock \(a copy\) is countered \(Mana Tithe\)/);
    const r = answer(s, { type: "decline" });
    expect(texts(r.events)).toContain("Shock (a copy) is countered by Mana Tithe (414).");
    expect([r.s.objects[copy], r.s.stack.length, zoneNames(r.s, "p1", "graveyard")]).toEqual([undefined, 1, ["Twincast"]]);
    s = answer(r.s).s;
    expect([life(s, "p2"), zoneNames(s, "p1", "graveyard")]).toEqual([18, ["Twincast", "Shock"]]);
  });

  it("600.4a: a player who leaves while the payment is asked: the counterspell's controller (the question is gone, Shock stays) or the spell's (Mana Leak finishes)", () => {
    const start = () => {
      let s = tableGame({ players: [{ hand: ["Shock"], play: mountains, library }, { hand: ["Mana Leak"], play: ["Island", "Island"], library }, { library }] }, { autoPass: false });
      s = pass(cast(s, "p1", "Shock", [{ player: "p3" }]));
      return pass(cast(s, "p2", "Mana Leak", [{ object: s.stack[0]! }]), 3);
    };
    expect(start().pending).toMatchObject({ kind: "unlessPays", player: "p1" });
    let s = apply(start(), "p2", { type: "concede" }).state;
    expect([s.pending, s.stack.map((id) => card(s, id).card)]).toEqual([{ kind: "priority", player: "p1" }, ["Shock"]]);
    s = pass(s, 2); // p1 and p3 pass
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 18]);
    s = apply(start(), "p1", { type: "concede" }).state;
    expect([s.stack, zoneNames(s, "p2", "graveyard"), s.pending]).toEqual([[], ["Mana Leak"], { kind: "priority", player: "p2" }]);
  });
});
