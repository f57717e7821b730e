import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, life, manualGame, rejects, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// "{T}, Sacrifice ~: Exchange life totals with target opponent. Play this ability only during
// your upkeep." (Magus of the Mirror; nineteenth session, helper ts6): as it resolves each player
// gains or loses the life needed to have the other's total (glossary "Exchange"), losses of life
// like any other (Children of Korlis counts them); 403.1: only in its controller's upkeep.
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];

/** Bob's turn 4, then Ann's upkeep (turn 5), with Ann at `mine` life and Bob at `theirs`. */
function upkeep(mine: number, theirs: number, play: string[] = []): GameState {
  const s = manualGame({ players: [{ play: ["Magus of the Mirror", ...play], life: mine, library }, { life: theirs, library }], turn: 4, active: 1 });
  return toNextUpkeep(s);
}
const mirror = (s: GameState) => {
  s = act(s, { type: "playAbility", source: inPlay(s, "Magus of the Mirror"), ability: 0 }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
  return resolveStack(s);
};

describe("clauses: \"Exchange life totals with target opponent.\" (Magus of the Mirror)", () => {
  it("the card is offered", () => expect(isSupported("Magus of the Mirror")).toBe(true));

  it("in Ann's upkeep, 5 and 18 become 18 and 5; the Magus is sacrificed", () => {
    const s = mirror(upkeep(5, 18));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 5]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Magus of the Mirror"]);
  });

  it("the exchange is a loss of life: Ann at 18 goes to 5, and Children of Korlis then gives her the 13 back", () => {
    let s = mirror(upkeep(18, 5, ["Children of Korlis"]));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([5, 18]);
    s = resolveStack(act(s, { type: "playAbility", source: inPlay(s, "Children of Korlis"), ability: 0 }, "p1"));
    expect(life(s, "p1")).toBe(18);
  });

  it("equal totals: 12 and 12 stay 12 and 12 (no life is gained or lost)", () => {
    const s = mirror(upkeep(12, 12));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([12, 12]);
  });

  it("403.1: in Ann's main phase the ability can't be played: refused, nothing changes", () => {
    const s = manualGame({ players: [{ play: ["Magus of the Mirror"], life: 5, library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Magus of the Mirror"), ability: 0 }, "403.1");
  });

  it("403.1: not in Bob's upkeep either", () => {
    let s = manualGame({ players: [{ play: ["Magus of the Mirror"], life: 5, library }, { library }], turn: 3 });
    s = toNextUpkeep(s);
    expect(s.turn.active).toBe("p2");
    while (s.pending?.player !== "p1") s = act(s, { type: "pass" });
    expect(s.turn.step).toBe("upkeep");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Magus of the Mirror"), ability: 0 }, "403.1");
  });
});
