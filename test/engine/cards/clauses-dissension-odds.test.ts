import { describe, expect, it } from "vitest";
import { act, cast, freezeObjects, inHand, life, manualGame, payFully, zoneNames } from "../helpers.js";
import { apply, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";

// Odds // Ends (505, helper "dissension"): "Flip a coin. If it comes up heads, counter target
// instant or sorcery spell. If it comes up tails, copy that spell and you may choose new targets
// for the copy." Nobody calls this flip (glossary "Flip a Coin"): the side is drawn from the game's
// seeded generator; seed "coin-3" comes up heads, "coin-1" tails (as in clauses-coin.test.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** p1 plays Volcanic Hammer at p2; p2, with Odds // Ends in hand, gets priority. */
function hammerAtP2(seed: string): GameState {
  let s = manualGame({ players: [{ library, hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain"] }, { library, hand: ["Odds // Ends"], play: ["Island", "Mountain"] }], turn: 3 }, seed);
  s = cast(s, "p1", "Volcanic Hammer", [{ player: "p2" }]);
  return act(s, { type: "pass" }, "p1");
}

/** p2 plays Odds targeting the Hammer. */
function odds(s: GameState): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, "p2", "Odds // Ends"), half: "Odds" }, "p2");
  s = act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }, "p2");
  return payFully(s);
}

/** Both players pass once (the top of the stack resolves); the coin flip texts everyone saw. */
function resolveTop(s: GameState): { s: GameState; texts: string[] } {
  const texts: string[] = [];
  for (let i = 0; i < 2 && s.pending?.kind === "priority"; i++) {
    const r = apply(freezeObjects(s), s.pending.player, { type: "pass" });
    texts.push(...r.events.filter((e) => e.type === "coinFlip").map((e) => e.text));
    s = r.state;
  }
  return { s, texts };
}

describe("clauses: \"Flip a coin. If it comes up heads, ... If it comes up tails, ...\" (glossary \"Flip a Coin\", 503.10, 505)", () => {
  it("505: Odds // Ends is offered, its halves are no cards of their own", () => {
    expect(isSupported("Odds // Ends")).toBe(true);
    expect(isSupported("Odds")).toBe(false);
  });

  it("glossary Flip a Coin: heads — Odds counters the Hammer; p2 takes no damage", () => {
    const { s, texts } = resolveTop(odds(hammerAtP2("coin-3")));
    expect(texts).toEqual(["Bob flips a coin and it comes up heads (Odds)."]);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Volcanic Hammer"]);
    expect(life(s, "p2")).toBe(20);
  });

  it("503.10, 415.7: tails — Odds copies the Hammer for p2, who aims the copy at p1; both resolve", () => {
    let { s, texts } = resolveTop(odds(hammerAtP2("coin-1")));
    expect(texts).toEqual(["Bob flips a coin and it comes up tails (Odds)."]);
    expect(s.pending?.kind).toBe("newTarget");
    expect(s.pending?.player).toBe("p2");
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Odds // Ends"]);
    expect(s.stack).toHaveLength(2); // the Hammer and its copy above it
    s = resolveTop(s).s;
    expect(life(s, "p1")).toBe(17);
    expect(life(s, "p2")).toBe(20);
    s = resolveTop(s).s;
    expect(life(s, "p2")).toBe(17);
    expect(s.stack).toEqual([]);
  });
});
