import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, life, manualGame, pass, passUntil, pt, zoneNames } from "../helpers.js";

// 308.2: attack triggers of other creatures, as attackers are declared (compiler/attack-triggers.ts,
// engine spells/attack-triggers.ts): "Whenever a creature attacks, you gain 1 life." (Righteous
// Cause), "Whenever a creature attacks, you may gain 1 life." (Patron of the Kitsune), "Whenever a
// creature attacks you, its controller loses 1 life." (Hissing Miasma), "Whenever a creature you
// control with trample attacks, it gets +2/+2 until end of turn." (Stonebrow, Krosan Hero): once
// for each attacker that matches; "Whenever you attack with three or more creatures, draw a card."
// (Overwhelming Instinct): once, for the whole declaration.
const library = Array<string>(10).fill("Plains");
const stackNames = (s: GameState) => s.stack.map((id) => { const o = s.objects[id]!; return o.kind === "ability" ? o.source.name : "spell"; });

/** From the start of `who`'s turn: declares `attackers` (each by id) against the other player. */
function declare(s: GameState, who: "p1" | "p2", attackers: string[]): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  return act(s, { type: "declareAttackers", attackers: attackers.map((attacker) => ({ attacker, defender: who === "p1" ? "p2" : "p1" })) }, who);
}

/** 410.3: a player with several triggered abilities at once puts them on the stack in the order given (any order here). */
function inAnyOrder(s: GameState): GameState {
  while (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.filter((t) => t.controller === s.pending!.player).map((t) => t.id) });
  return s;
}

describe("clauses: \"whenever a creature attacks\" and \"whenever you attack with\" (308.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Righteous Cause", "Patron of the Kitsune", "Hissing Miasma", "Stonebrow, Krosan Hero", "Overwhelming Instinct", "Quicksilver Behemoth"]) expect(isSupported(name), name).toBe(true);
  });

  it("Righteous Cause triggers once for each attacking creature, whoever controls it", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears", "Righteous Cause"] }, { library, play: ["Righteous Cause"] }], turn: 3 });
    const bears = s.play.filter((id) => s.objects[id]!.kind === "card" && (s.objects[id] as { card: string }).card === "Grizzly Bears");
    s = inAnyOrder(declare(s, "p1", bears));
    expect(stackNames(s)).toEqual(["Righteous Cause", "Righteous Cause", "Righteous Cause", "Righteous Cause"]);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(life(s, "p1")).toBe(22);
    expect(life(s, "p2")).toBe(22);
  });

  it("no attacker, no trigger: a turn without attacks leaves Righteous Cause's controller's life alone", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears"] }, { library, play: ["Righteous Cause"] }], turn: 3 });
    s = declare(s, "p1", []);
    expect(s.stack).toEqual([]);
    expect(life(s, "p2")).toBe(20);
  });

  it("Patron of the Kitsune: its controller may gain 1 life, and may decline", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears"] }, { library, play: ["Patron of the Kitsune"] }], turn: 3 });
    const bears = s.play.filter((id) => (s.objects[id] as { card: string }).card === "Grizzly Bears");
    s = inAnyOrder(declare(s, "p1", bears));
    expect(stackNames(s)).toEqual(["Patron of the Kitsune", "Patron of the Kitsune"]);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = act(s, { type: "may", accept: true }, "p2");
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = act(s, { type: "may", accept: false }, "p2");
    expect(life(s, "p2")).toBe(21);
  });

  it("Hissing Miasma: each creature attacking its controller makes that creature's controller lose 1 life", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears"] }, { library, play: ["Hissing Miasma"] }], turn: 3 });
    const bears = s.play.filter((id) => (s.objects[id] as { card: string }).card === "Grizzly Bears");
    s = inAnyOrder(declare(s, "p1", bears));
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });

  it("Hissing Miasma watches only creatures attacking you: its controller's own attackers trigger nothing", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Hissing Miasma"] }, { library }], turn: 3 });
    s = declare(s, "p1", [inPlay(s, "Grizzly Bears")]);
    expect(s.stack).toEqual([]);
    expect(life(s, "p1")).toBe(20);
  });

  it("Stonebrow: an attacking creature you control with trample gets +2/+2; one without trample and an opponent's trampler don't", () => {
    let s = manualGame({ players: [{ library, play: ["Stonebrow, Krosan Hero", "Rootbreaker Wurm", "Grizzly Bears"] }, { library, play: ["Force of Nature"] }], turn: 3 });
    const [stonebrow, wurm, bears] = ["Stonebrow, Krosan Hero", "Rootbreaker Wurm", "Grizzly Bears"].map((n) => inPlay(s, n));
    s = inAnyOrder(declare(s, "p1", [stonebrow!, wurm!, bears!]));
    expect(stackNames(s)).toEqual(["Stonebrow, Krosan Hero", "Stonebrow, Krosan Hero"]);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(pt(s, stonebrow!)).toEqual([6, 6]);
    expect(pt(s, wurm!)).toEqual([8, 8]);
    expect(pt(s, bears!)).toEqual([2, 2]);
  });

  it("Stonebrow doesn't see its opponent's trampler attack", () => {
    let s = manualGame({ players: [{ library, play: ["Force of Nature"] }, { library, play: ["Stonebrow, Krosan Hero"] }], turn: 3 });
    s = declare(s, "p1", [inPlay(s, "Force of Nature")]);
    expect(s.stack).toEqual([]);
  });

  it("Overwhelming Instinct: three attackers draw one card, once; two draw none", () => {
    let s = manualGame({ players: [{ library, play: ["Overwhelming Instinct", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"] }, { library }], turn: 3 });
    const bears = s.play.filter((id) => (s.objects[id] as { card: string }).card === "Grizzly Bears");
    const hand = zoneNames(s, "p1", "hand").length;
    s = declare(s, "p1", bears);
    expect(stackNames(s)).toEqual(["Overwhelming Instinct"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(hand + 1);

    let t = manualGame({ players: [{ library, play: ["Overwhelming Instinct", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"] }, { library }], turn: 3 });
    t = declare(t, "p1", t.play.filter((id) => (t.objects[id] as { card: string }).card === "Grizzly Bears").slice(0, 2));
    expect(t.stack).toEqual([]);
  });

  it("Overwhelming Instinct counts only its controller's attack: an opponent's three attackers draw nothing", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"] }, { library, play: ["Overwhelming Instinct"] }], turn: 3 });
    s = declare(s, "p1", s.play.filter((id) => (s.objects[id] as { card: string }).card === "Grizzly Bears"));
    expect(s.stack).toEqual([]);
  });

  it("\"When ~ attacks or blocks\" (Quicksilver Behemoth): attacking, it returns to its owner's hand at end of combat, after dealing its damage", () => {
    let s = manualGame({ players: [{ library, play: ["Quicksilver Behemoth"] }, { library }], turn: 3 });
    s = declare(s, "p1", [inPlay(s, "Quicksilver Behemoth")]);
    expect(stackNames(s)).toEqual(["Quicksilver Behemoth"]);
    s = pass(s, 2);
    s = passUntil(s, (x) => x.turn.step === "endOfCombat" && x.stack.length > 0);
    expect(life(s, "p2")).toBe(16);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toContain("Quicksilver Behemoth");
  });

  it("Quicksilver Behemoth blocking returns too; bounced before end of combat, the card in hand is a new object and stays there (217.1c)", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears"] }, { library, play: ["Quicksilver Behemoth"] }], turn: 3 });
    s = declare(s, "p1", [inPlay(s, "Grizzly Bears")]);
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Quicksilver Behemoth"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    expect(stackNames(s)).toEqual(["Quicksilver Behemoth"]);
    s = pass(s, 2);
    s = passUntil(s, (x) => x.turn.step === "endOfCombat" && x.stack.length > 0);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Quicksilver Behemoth"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
