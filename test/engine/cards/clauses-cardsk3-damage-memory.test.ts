import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, attackWith, cast, inPlay, life, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames } from "../helpers.js";

// What the game remembers of this turn's damage (404.1, 415): which creatures a source dealt
// damage to ("When a creature dealt damage by ~ this turn is put into a graveyard", Bushi
// Tenderfoot), and which players a source dealt damage to ("Target player dealt damage by ~ this
// turn", Wicked Akuba; "target creature that dealt damage to you this turn", Reciprocate).
const card = (s: GameState, id: string) => s.objects[id] as CardObject;
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];

/** Passes until the stack is empty (at most `n` passes). */
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};


/** Passes through combat damage (on the stack, 310.4) until the end of combat step. */
function throughDamage(s: GameState): GameState {
  return passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");
}

/** Announces an ability of a permanent p1 controls, then chooses its targets and pays. */
function activate(s: GameState, name: string, targets: ({ player: string } | { object: string })[]): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 }, "p1");
  return payFully(act(s, { type: "chooseTargets", targets }, "p1"));
}

describe("clauses: damage this turn remembered by source (404.1, 415.3)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bushi Tenderfoot", "Wicked Akuba", "Reciprocate"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1, 508.1: \"When a creature dealt damage by ~ this turn is put into a graveyard, flip ~\" — Shock killing a creature Bushi Tenderfoot never damaged flips nothing; the Bears it fought dying flips it into Kenzo the Hardhearted", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Giant Growth"], play: ["Mountain", "Forest", "Bushi Tenderfoot"], library }, { play: ["Grizzly Bears", "Suntail Hawk"], library }], turn: 3 });
    const bushi = inPlay(s, "Bushi Tenderfoot");
    s = resolve(cast(s, "p1", "Shock", [{ object: inPlay(s, "Suntail Hawk") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
    expect(card(s, bushi).flipped).toBeUndefined();
    s = attackWith(s, ["Bushi Tenderfoot"], [["Grizzly Bears", "Bushi Tenderfoot"]]);
    s = resolve(cast(s, "p1", "Giant Growth", [{ object: bushi }]));
    expect(pt(s, bushi)).toEqual([4, 4]);
    s = throughDamage(s);
    s = resolve(s); // the trigger of the Bears put into a graveyard
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk", "Grizzly Bears"]);
    expect(card(s, bushi).flipped).toBe(true);
    // 508.2: Kenzo's 3/4, plus Giant Growth's +3/+3; the 2 damage the Bears dealt stays marked.
    expect(pt(s, bushi)).toEqual([6, 7]);
    expect(card(s, bushi).damage).toBe(2);
  });

  it("415.3: \"Target player dealt damage by ~ this turn loses 1 life\" — Wicked Akuba can't target the opponent before it has dealt him damage, nor its controller; after its combat damage it can", () => {
    const s = manualGame({ players: [{ play: ["Swamp", "Swamp", "Wicked Akuba"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Wicked Akuba"), ability: 0 }, "409.1c");
  });

  it("415.3: Wicked Akuba, unblocked, deals 2; then {B} makes that player lose 1 life (twice); with a third {B} its own controller, never dealt damage by it, is no legal target", () => {
    let s = manualGame({ players: [{ play: ["Swamp", "Swamp", "Swamp", "Wicked Akuba"], library }, { library }], turn: 3 });
    s = throughDamage(attackWith(s, ["Wicked Akuba"]));
    expect(life(s, "p2")).toBe(18);
    s = resolve(activate(s, "Wicked Akuba", [{ player: "p2" }]));
    s = resolve(activate(s, "Wicked Akuba", [{ player: "p2" }]));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 16]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Wicked Akuba"), ability: 0 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p1" }] }, "409.1c");
  });

  it("415.3: the memory is the turn's — on the next turn Wicked Akuba can no longer target the player it damaged", () => {
    let s = manualGame({ players: [{ play: ["Swamp", "Swamp", "Wicked Akuba"], library }, { library }], turn: 3 });
    s = throughDamage(attackWith(s, ["Wicked Akuba"]));
    s = passUntil(s, (x) => x.turn.number === 4 && x.pending?.kind === "priority" && x.pending.player === "p2");
    s = passUntil(s, (x) => x.turn.number === 5 && x.turn.phase === "precombatMain" && x.pending?.player === "p1");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Wicked Akuba"), ability: 0 }, "409.1c");
  });

  it("415.3: \"Remove from the game target creature that dealt damage to you this turn\" — Reciprocate takes the Hill Giant that hit its caster, never the Elves that stayed home", () => {
    let s = manualGame({ players: [{ play: ["Hill Giant", "Llanowar Elves"], library }, { hand: ["Reciprocate"], play: ["Plains"], library }], turn: 3 });
    s = throughDamage(attackWith(s, ["Hill Giant"]));
    expect(life(s, "p2")).toBe(17);
    s = passUntil(s, (x) => x.pending?.player === "p2");
    const before = s;
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, "409.1c");
    s = resolve(cast(before, "p2", "Reciprocate", [{ object: inPlay(before, "Hill Giant") }]));
    expect(() => inPlay(s, "Hill Giant")).toThrow();
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Reciprocate"]);
  });

  it("415.3: damage to a creature is not damage to you — Reciprocate can't target a creature that only dealt combat damage to its blocker", () => {
    let s = manualGame({ players: [{ play: ["Hill Giant"], library }, { hand: ["Reciprocate"], play: ["Plains", "Grizzly Bears"], library }], turn: 3 });
    s = throughDamage(attackWith(s, ["Hill Giant"], [["Grizzly Bears", "Hill Giant"]]));
    expect(life(s, "p2")).toBe(20);
    s = passUntil(s, (x) => x.pending?.player === "p2");
    rejects(s, "p2", { type: "playSpell", card: s.players[1]!.hand[0]! }, "409.1c");
  });
});

// "target creature with converted mana cost X or less" (Quillmane Baku), "target creature with
// power X or less" (Minamo Sightbender): the X announced for the ability (409.1b) comes before
// its targets (409.1c), so it bounds them.
describe("clauses: \"target creature with converted mana cost (power) X or less\" (409.1b, 409.1c)", () => {
  const baku = (ki: number) =>
    manualGame({ players: [{ library, play: ["Island", "Island", { card: "Quillmane Baku", counters: { ki } }] }, { library, play: ["Hill Giant", "Grizzly Bears"] }], turn: 3 });
  const playX = (s: GameState, x: number) => act(act(s, { type: "playAbility", source: inPlay(s, "Quillmane Baku"), ability: 1 }, "p1"), { type: "chooseX", value: x }, "p1");

  it("the cards are offered", () => {
    for (const name of ["Quillmane Baku", "Minamo Sightbender"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1c: with X = 2 Quillmane Baku returns Grizzly Bears (converted mana cost 2) to its owner's hand, removing 2 ki counters", () => {
    let s = baku(3);
    s = resolve(payFully(act(playX(s, 2), { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1")));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(card(s, inPlay(s, "Quillmane Baku")).counters?.ki).toBe(1);
  });

  it("409.1c: with X = 3 Hill Giant (converted mana cost 4) is still no legal target; with X = 4 it is", () => {
    let s = baku(4);
    rejects(playX(s, 3), "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = resolve(payFully(act(playX(s, 4), { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1")));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
  });

  it("409.1c: Minamo Sightbender with X = 2 can't target Hill Giant (power 3); with X = 3 it can, and Hill Giant can't be blocked this turn", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island", "Island", "Minamo Sightbender", "Hill Giant"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    const sightbender = (s: GameState, x: number) => act(act(s, { type: "playAbility", source: inPlay(s, "Minamo Sightbender"), ability: 0 }, "p1"), { type: "chooseX", value: x }, "p1");
    rejects(sightbender(s, 2), "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = resolve(payFully(act(sightbender(s, 3), { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1")));
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    // 509.1b: no block is legal, so p2 isn't asked to declare one.
    s = passUntil(s, (x) => x.pending?.kind === "blockers" || x.turn.step === "combatDamage");
    expect(s.pending?.kind).not.toBe("blockers");
    s = throughDamage(s);
    expect(life(s, "p2")).toBe(17);
  });
});
