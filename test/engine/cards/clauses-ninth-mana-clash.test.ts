import { describe, expect, it } from "vitest";
import { apply, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { act, inHand, life, manualGame, payFully } from "../helpers.js";

// Mana Clash (9ED): "You and target opponent each flip a coin. Mana Clash deals 1 damage to each
// player whose coin comes up tails. Repeat this process until both players' coins come up heads
// on the same flip." (glossary "Flip a Coin": the coins come from the game's seeded generator.)
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];

/** Plays Mana Clash at p2, both pass: the state and the coin flips logged as it resolved. */
function clash(seed: string): { s: GameState; flips: { player: string; result: string }[] } {
  let s = manualGame({ players: [{ library, play: ["Mountain"], hand: ["Mana Clash"] }, { library }], turn: 3, step: "main" }, seed);
  s = act(s, { type: "playSpell", card: inHand(s, "p1", "Mana Clash") }, "p1");
  s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
  const events: GameEvent[] = [];
  for (const who of ["p1", "p2"]) {
    const r = apply(s, who, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, flips: events.filter((e) => e.type === "coinFlip").map((e) => e.data as { player: string; result: string }) };
}

describe("clauses: \"You and target opponent each flip a coin ... Repeat this process until both players' coins come up heads on the same flip.\" (Mana Clash)", () => {
  it("glossary Flip a Coin, 413: each round both players flip; each tails costs its player 1 life; it stops at the first round of two heads", () => {
    let damaged = 0;
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const { s, flips } = clash(seed);
      expect(s.stack).toHaveLength(0);
      // Rounds of two flips, you then the opponent.
      expect(flips.length % 2).toBe(0);
      expect(flips.filter((_, i) => i % 2 === 0).every((f) => f.player === "p1")).toBe(true);
      expect(flips.filter((_, i) => i % 2 === 1).every((f) => f.player === "p2")).toBe(true);
      const rounds = Array.from({ length: flips.length / 2 }, (_, i) => [flips[2 * i]!.result, flips[2 * i + 1]!.result]);
      // Only the last round is two heads.
      expect(rounds.map((r) => r.join())).toEqual([...rounds.slice(0, -1).map((r) => r.join()).filter((r) => r !== "heads,heads"), "heads,heads"]);
      const tails = (who: string) => flips.filter((f) => f.player === who && f.result === "tails").length;
      expect([20 - life(s, "p1"), 20 - life(s, "p2")]).toEqual([tails("p1"), tails("p2")]);
      damaged += tails("p1") + tails("p2");
    }
    // Over six games some coin came up tails (the damage clause did something).
    expect(damaged).toBeGreaterThan(0);
  });

  it("409.1c, 415: only an opponent can be its target", () => {
    let s = manualGame({ players: [{ library, play: ["Mountain"], hand: ["Mana Clash"] }, { library }], turn: 3, step: "main" });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Mana Clash") }, "p1");
    expect(() => act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p1")).toThrow();
  });
});
