import { describe, expect, it } from "vitest";
import { act, cast, freezeObjects, inPlay, manualGame, payFully, zoneNames } from "../helpers.js";
import { apply, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";

// Glossary "Flip a Coin" (October 2006): the affected player flips and calls; a matching call
// wins the flip, otherwise the player loses it. The engine draws the result from the game's
// seeded generator (engine/effects/coin-flip.ts): the seeds below are ones whose flip is won
// ("coin-3") and lost ("coin-1"), and each test also reads the public coinFlip event.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const WIN = "coin-3";
const LOSE = "coin-1";

/** Both players pass (the top of the stack resolves); the coin flips it logged, as everyone saw them. */
function resolveTop(s: GameState): { s: GameState; flips: { player: string; won: boolean }[]; texts: string[] } {
  const flips: { player: string; won: boolean }[] = [];
  const texts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = apply(freezeObjects(s), s.pending!.player!, { type: "pass" });
    for (const e of r.events.filter((x) => x.type === "coinFlip")) {
      expect(e.visibleTo).toBeUndefined();
      flips.push(e.data as { player: string; won: boolean });
      texts.push(e.text);
    }
    s = r.state;
  }
  return { s, flips, texts };
}

describe("clauses: \"Flip a coin. If you win the flip, ...\" (glossary \"Flip a Coin\")", () => {
  const stitch = (seed: string) =>
    manualGame({ players: [{ library, hand: ["Stitch in Time"], play: ["Island", "Mountain", "Mountain"] }, { library }], turn: 3 }, seed);

  it("glossary Flip a Coin: Stitch in Time's controller wins the flip and takes an extra turn after this one (300.7)", () => {
    const { s, flips, texts } = resolveTop(cast(stitch(WIN), "p1", "Stitch in Time"));
    expect(flips).toEqual([{ player: "p1", won: true }]);
    expect(texts[0]).toBe("Ann flips a coin and wins the flip (Stitch in Time).");
    expect(s.extraTurns).toEqual(["p1"]);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Stitch in Time");
  });

  it("glossary Flip a Coin: Stitch in Time's controller loses the flip and takes no extra turn", () => {
    const { s, flips } = resolveTop(cast(stitch(LOSE), "p1", "Stitch in Time"));
    expect(flips).toEqual([{ player: "p1", won: false }]);
    expect(s.extraTurns).toBeUndefined();
    expect(zoneNames(s, "p1", "graveyard")).toContain("Stitch in Time");
  });

  it("glossary Flip a Coin: the same seed gives the same flip (the result comes from the game's seeded generator, not from a clock)", () => {
    const a = resolveTop(cast(stitch(WIN), "p1", "Stitch in Time"));
    const b = resolveTop(cast(stitch(WIN), "p1", "Stitch in Time"));
    expect(b.flips).toEqual(a.flips);
    expect(b.s.rng).toEqual(a.s.rng);
  });
});

describe("clauses: \"Flip a coin. If you win the flip, ... If you lose the flip, ...\" (glossary \"Flip a Coin\", 409.1c)", () => {
  const archaeologist = (seed: string) => {
    let s = manualGame({ players: [{ library, play: ["Goblin Archaeologist", "Mountain"] }, { library, play: ["Ornithopter"] }], turn: 3 }, seed);
    s = act(s, { type: "playAbility", source: inPlay(s, "Goblin Archaeologist"), ability: 0 }, "p1");
    // 409.1c: the artifact is targeted as the ability is played, whatever the flip will be.
    expect(s.pending?.kind).toBe("targets");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Ornithopter") }] }, "p1");
    return payFully(s);
  };

  it("glossary Flip a Coin: Goblin Archaeologist wins the flip — the target artifact is destroyed and the Archaeologist untaps", () => {
    const before = archaeologist(WIN);
    expect(card(before, inPlay(before, "Goblin Archaeologist")).tapped).toBe(true);
    const { s, flips } = resolveTop(before);
    expect(flips).toEqual([{ player: "p1", won: true }]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Ornithopter"]);
    expect(card(s, inPlay(s, "Goblin Archaeologist")).tapped).toBe(false);
  });

  it("glossary Flip a Coin: Goblin Archaeologist loses the flip — it is sacrificed and the artifact stays in play", () => {
    const { s, flips } = resolveTop(archaeologist(LOSE));
    expect(flips).toEqual([{ player: "p1", won: false }]);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Goblin Archaeologist");
    expect(inPlay(s, "Ornithopter")).toBeTruthy();
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});
