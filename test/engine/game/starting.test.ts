import { describe, expect, it } from "vitest";
import { changeSettings, createGame, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, presetDeck, where, zoneNames } from "../helpers.js";

const start = (seed: string) =>
  createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed }).state;
const other = (s: GameState) => s.players.find((p) => p.id !== s.startingPlayer)!.id;
const cards = (s: GameState) => s.players.map((p) => [zoneNames(s, p.id, "hand"), zoneNames(s, p.id, "library")]);

describe("101 starting the game", () => {
  it("101.1: libraries are shuffled from the seed: the same seed gives the same order, another seed another", () => {
    expect(cards(start("alpha"))).toEqual(cards(start("alpha")));
    expect(cards(start("alpha"))).not.toEqual(cards(start("beta")));
  });

  it("101.2: the starting player is chosen at random: each seat starts for some seeds", () => {
    const starters = new Set(Array.from({ length: 20 }, (_, i) => start(`seat-${i}`).startingPlayer));
    expect(starters).toEqual(new Set(["p1", "p2"]));
  });

  it("101.3: each player draws a hand of seven cards from his or her own library", () => {
    const s = start("seven");
    for (const p of s.players) {
      expect(p.hand).toHaveLength(7);
      expect(p.library).toHaveLength(53);
      for (const id of p.hand) expect(s.objects[id]).toMatchObject({ owner: p.id, zone: "hand" });
    }
  });

  it("101.4: the starting player decides on a mulligan first; the opponent decides before it is carried out", () => {
    let s = start("paris");
    const first = s.startingPlayer;
    expect(s.status).toBe("mulligan");
    expect(s.pending).toEqual({ kind: "mulligan", player: first });
    const hand = s.players.find((p) => p.id === first)!.hand;
    s = act(s, { type: "mulligan" }, first);
    expect(s.pending).toEqual({ kind: "mulligan", player: other(s) });
    expect(s.players.find((p) => p.id === first)!.hand).toEqual(hand); // not carried out yet
  });

  it("101.4: a Paris mulligan shuffles the hand into the library and draws one card fewer each time", () => {
    let s = start("paris");
    const first = s.startingPlayer;
    const p = () => s.players.find((x) => x.id === first)!;
    s = act(s, { type: "mulligan" }, first);
    s = act(s, { type: "keep" }, other(s));
    expect([p().hand.length, p().library.length]).toEqual([6, 54]);
    expect(s.pending).toEqual({ kind: "mulligan", player: first });
    s = act(s, { type: "mulligan" }, first);
    expect([p().hand.length, p().library.length]).toEqual([5, 55]);
    s = act(s, { type: "keep" }, first);
    expect(s.status).toBe("playing");
    expect(p().hand).toHaveLength(5);
    expect(s.players.find((x) => x.id !== first)!.hand).toHaveLength(7);
  });

  it("101.4: when both players take a mulligan, both are carried out together, then the starting player decides again first", () => {
    let s = start("both");
    const first = s.startingPlayer;
    s = act(s, { type: "mulligan" }, first);
    s = act(s, { type: "mulligan" }, other(s));
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6]);
    expect(s.pending).toEqual({ kind: "mulligan", player: first });
  });

  it("101.4: the mulligan decision states the smaller hand it would lead to", () => {
    const s = start("paris");
    const d = legalDecision(s, s.startingPlayer)!;
    expect(d.options).toEqual([{ type: "keep" }, { type: "mulligan" }]);
    expect(d.prompt).toMatch(/draw 6/);
  });

  it("101.5a: in a two-player game the starting player skips the draw step of the first turn; the other player draws on turn 2", () => {
    let s = start("draws");
    const first = s.startingPlayer;
    for (const p of ["p1", "p2"]) s = changeSettings(s, p, { stops: "everywhere", autoPass: false });
    s = act(s, { type: "keep" }, first);
    s = act(s, { type: "keep" }, other(s));
    expect([s.turn.number, where(s)]).toEqual([1, "beginning/upkeep"]);
    s = act(s, { type: "pass" });
    s = act(s, { type: "pass" });
    expect([s.turn.number, where(s)]).toEqual([1, "beginning/draw"]);
    expect(s.players.find((p) => p.id === first)!.hand).toHaveLength(7);
    for (let i = 0; i < 100 && s.turn.number === 1; i++) s = act(s, { type: "pass" });
    s = act(s, { type: "pass" });
    s = act(s, { type: "pass" }); // turn 2 upkeep
    expect([s.turn.number, s.turn.active, where(s)]).toEqual([2, other(s), "beginning/draw"]);
    expect(s.players.find((p) => p.id === other(s))!.hand).toHaveLength(8);
  });
});
