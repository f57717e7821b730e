import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, pt } from "../helpers.js";

// The trigger events and conditions of src/cards/compiler/trigger-events.ts, each shown with a
// real card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Mountain", "Mountain", "Swamp", "Forest"];
type Side = { play?: string[]; hand?: string[] };
/** p1's precombat main phase, turn 3, both players with lands of every color. */
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, play: [...lands, ...(p1.play ?? [])], hand: p1.hand ?? [] }, { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });

describe("clauses: \"Whenever a player plays a [quality] spell\" (409.1, 404.1)", () => {
  it("409.1: \"Whenever a player plays a white spell, you may gain 1 life\" — Angel's Feather triggers on the opponent's Lightning Helix (red and white), not on Shock", () => {
    let s = game({ play: ["Angel's Feather"] }, { hand: ["Lightning Helix", "Shock"] });
    s = pass(s); // p1 passes in the main phase: p2 may play instants
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(1); // no trigger for a red spell
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    s = pass(s);
    s = cast(s, "p2", "Lightning Helix", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(2); // the trigger above the spell
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(19);
  });

  it("409.1: \"Whenever you play an instant or sorcery spell, ~ gets +2/+0 until end of turn\" — Wee Dragonauts grows for its controller's instant only", () => {
    let s = game({ play: ["Wee Dragonauts"], hand: ["Unnatural Speed"] }, { hand: ["Shock"] });
    s = cast(s, "p1", "Unnatural Speed", [{ object: inPlay(s, "Wee Dragonauts") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Wee Dragonauts"))).toEqual([3, 3]);
    s = pass(s, 2); // Unnatural Speed resolves
    s = pass(s); // p2 gets priority in the main phase
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Wee Dragonauts"))).toEqual([3, 3]);
  });

  it("404.1: \"Whenever an opponent plays a Spirit or Arcane spell, ~ deals 2 damage to that player\" — Ishi-Ishi deals 2 damage to the opponent who played Unnatural Speed", () => {
    let s = game({ play: ["Grizzly Bears"], hand: ["Unnatural Speed"] }, { play: ["Ishi-Ishi, Akki Crackshot"] });
    s = cast(s, "p1", "Unnatural Speed", [{ object: inPlay(s, "Grizzly Bears") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });
});
