import { describe, expect, it } from "vitest";
import { view, type GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, pt } from "../helpers.js";
import { playerState, seats, tableGame } from "../multiplayer-helpers.js";

// Six players, range of influence 1: p1 reaches p6, p1 and p2, not p3, p4 or p5.
const ring = (first: object, others: object = {}) => [first, ...seats(5, others)];
const game = (players: object[]) => tableGame({ players, turn: 2 }, { options: { rangeOfInfluence: 1 } });
const controlled = (s: GameState, who: string, name: string) => s.play.filter((id) => (s.objects[id] as { card: string; controller: string }).card === name && (s.objects[id] as { controller: string }).controller === who);

describe("601.2 range of influence beyond targets: effects, static and triggered abilities", () => {
  it("601.2, 601.2d: an effect on all permanents (Natural Affinity: all lands become 2/2 creatures) affects only those of players within range", () => {
    let s = game(ring({ hand: ["Natural Affinity", "Forest"], manaPool: { G: 3 }, play: ["Forest"] }, { play: ["Forest"] }));
    s = cast(s, "p1", "Natural Affinity");
    while (s.stack.length) s = act(s, { type: "pass" });
    const isCreature = (who: string) => characteristics(s, s.objects[controlled(s, who, "Forest")[0]!] as never).types.includes("creature");
    expect(["p1", "p2", "p3", "p4", "p5", "p6"].map(isCreature)).toEqual([true, true, false, false, false, true]);
  });

  it("601.2: \"each player\" means each player within range (Mindslicer: each player discards his or her hand)", () => {
    const s = game(ring({ play: [{ card: "Mindslicer", damage: 3 }], hand: ["Forest"], library: ["Forest"] }, { hand: ["Forest", "Forest"], library: ["Forest"] }));
    expect(controlled(s, "p1", "Mindslicer")).toHaveLength(0);
    const discarded = s.players.map((p) => p.graveyard.filter((id) => (s.objects[id] as { card: string }).card === "Forest").length);
    expect(discarded).toEqual([1, 2, 0, 0, 0, 2]);
    expect(playerState(s, "p4").hand).toHaveLength(2);
  });

  it("601.2, 601.2d: a static ability affects only objects within its controller's range (Goblin King)", () => {
    const s = game(ring({ play: ["Goblin King"] }, { play: ["Goblin Piker"] }));
    const piker = (who: string) => pt(s, controlled(s, who, "Goblin Piker")[0]!);
    expect(piker("p2")).toEqual([3, 2]);
    expect(piker("p6")).toEqual([3, 2]);
    expect(piker("p4")).toEqual([2, 1]);
  });

  it("601.2: a triggered ability sees only events within range (Verdant Force: at the beginning of each player's upkeep)", () => {
    let s = game(ring({ play: ["Verdant Force"], library: ["Forest"] }, { library: ["Forest", "Forest"], hand: ["Forest"] }));
    const saprolings = () => controlled(s, "p1", "Saproling").length;
    const seen: [string, number][] = [];
    for (let i = 0; i < 400 && seen.length < 5; i++) {
      const before = s.turn.active;
      s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
      if (s.turn.active !== before) seen.push([s.turn.active, -1]);
      if (seen.length && s.turn.step === "main" && seen[seen.length - 1]![1] === -1) seen[seen.length - 1]![1] = saprolings();
    }
    // p2's upkeep is within p1's range (a token); p3's, p4's and p5's aren't; p6's is.
    expect(seen).toEqual([["p2", 1], ["p3", 1], ["p4", 1], ["p5", 1], ["p6", 2]]);
    expect(playerState(s, "p1").outcome).toBe("playing");
  });
});

describe("601.2: Zur's Weirding within its controller's range of influence (419.6h, 217.3c)", () => {
  const library = ["Lava Axe", "Island", "Swamp", "Plains", "Forest", "Mountain"];
  /** The active player (seat index) passes through the upkeep into the draw step; p1 controls Zur's Weirding. */
  const toDraw = (active: number) => {
    let s = tableGame({ players: ring({ play: ["Zur's Weirding"], library }, { library, hand: ["Grizzly Bears"] }), turn: 2, active, step: "upkeep" }, { options: { rangeOfInfluence: 1 }, autoPass: false });
    for (let i = 0; i < 12 && s.turn.step === "upkeep" && s.pending?.kind === "priority"; i++) s = act(s, { type: "pass" });
    return s;
  };

  it("601.2: p2, within range, would draw: the card is revealed and only the players within p1's range are asked to pay (p6, then p1; never p3, p4, p5)", () => {
    let s = toDraw(1);
    expect(s.turn.step).toBe("draw");
    const asked: string[] = [];
    while (s.pending?.kind === "othersMayPayLife") {
      asked.push(s.pending.player);
      s = act(s, { type: "may", accept: false });
    }
    expect(asked).toEqual(["p6", "p1"]);
    expect(playerState(s, "p2").hand.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Grizzly Bears", "Lava Axe"]);
  });

  it("601.2: p4, outside p1's range, draws as usual (nothing revealed, nobody asked), and p4's hand isn't revealed while p2's is (217.3c)", () => {
    const s = toDraw(3);
    expect(s.turn.step).toBe("draw");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p4" });
    expect(playerState(s, "p4").hand.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Grizzly Bears", "Lava Axe"]);
    const seen = view(s, "p3").players;
    expect(seen.find((p) => p.id === "p2")!.hand?.map((c) => c.name)).toEqual(["Grizzly Bears"]);
    expect(seen.find((p) => p.id === "p4")!.hand).toBeUndefined();
  });
});
