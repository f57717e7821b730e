import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// Helper "ninthc": "Nonbasic lands are Mountains." (Blood Moon, 9ED/8ED). 212.6e: a land whose
// subtype an effect sets to a basic land type loses its old land types and the abilities of its
// rules text, and has the new type's mana ability (212.6d); a layer 4 effect (418.5).
const library = ["Island", "Island", "Island", "Island", "Island"];
const pool = (s: GameState, who: string) => s.players.find((p) => p.id === who)!.manaPool;
const kinds = (s: GameState, name: string, who?: string) => {
  const c = characteristics(s, card(s, inPlay(s, name, who)));
  return { subtypes: c.subtypes, abilities: c.abilities.length };
};

describe('clauses: "Nonbasic lands are Mountains." (Blood Moon)', () => {
  it("212.6e: a painland taps only for {R}: its {1} and {W} or {U} abilities are gone; a basic land keeps its own type", () => {
    let s = manualGame({ players: [{ library, play: ["Adarkar Wastes", "Plains"] }, { library, play: ["Blood Moon"] }], turn: 3 });
    expect(kinds(s, "Adarkar Wastes")).toEqual({ subtypes: ["Mountain"], abilities: 1 });
    expect(kinds(s, "Plains")).toEqual({ subtypes: ["Plains"], abilities: 1 });
    const wastes = inPlay(s, "Adarkar Wastes");
    rejects(s, "p1", { type: "playAbility", source: wastes, ability: 1, mana: "W" }, "403.1"); // no second ability
    rejects(s, "p1", { type: "playAbility", source: wastes, ability: 0, mana: "W" }, "406.1");
    s = act(s, { type: "playAbility", source: wastes, ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ R: 1, W: 0, U: 0, C: 0 });
    expect(life(s, "p1")).toBe(20); // no painland damage: that ability is gone too
  });

  it("212.6e: the Mountain's {R} pays for Shock, which the painland alone couldn't", () => {
    const without = manualGame({ players: [{ library, play: ["Adarkar Wastes"], hand: ["Shock"] }, { library }], turn: 3 });
    expect(legalDecision(without, "p1")!.options.some((o) => o.type === "playSpell")).toBe(false);
    let s = manualGame({ players: [{ library, play: ["Adarkar Wastes"], hand: ["Shock"] }, { library, play: ["Blood Moon"] }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p1", "Shock"))).toBe(true);
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
  });

  it("212.6e: Urza's lands are no longer Urza's: each taps for {R}, never {2}", () => {
    let s = manualGame({ players: [{ library, play: ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"] }, { library, play: ["Blood Moon"] }], turn: 3 });
    expect(kinds(s, "Urza's Tower")).toEqual({ subtypes: ["Mountain"], abilities: 1 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Urza's Tower"), ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ R: 1, C: 0 });
  });

  it("418.5, 212.6e: when Blood Moon leaves play, the lands are what they were", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Forest"], hand: ["Disenchant"] }, { library, play: ["Blood Moon", "Adarkar Wastes"] }], turn: 3 });
    expect(kinds(s, "Adarkar Wastes", "p2")).toEqual({ subtypes: ["Mountain"], abilities: 1 });
    s = cast(s, "p1", "Disenchant", [{ object: inPlay(s, "Blood Moon") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Blood Moon");
    expect(kinds(s, "Adarkar Wastes", "p2")).toEqual({ subtypes: [], abilities: 2 });
    s = pass(s); // Ann passes: Bob has priority
    s = act(s, { type: "playAbility", source: inPlay(s, "Adarkar Wastes", "p2"), ability: 1, mana: "U" }, "p2");
    expect(pool(s, "p2")).toMatchObject({ U: 1, R: 0 });
    expect(life(s, "p2")).toBe(19);
  });
});
