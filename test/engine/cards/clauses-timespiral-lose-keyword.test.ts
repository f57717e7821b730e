import { describe, expect, it } from "vitest";
import { act, activated, inPlay, manualGame, pass, payFully, toNextUpkeep, zoneNames } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/game/types.js";

// "[creature] loses flying until end of turn": a layer-5 effect (418.5) removing the keyword
// until the turn ends (cleanup, 314.2).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const keywords = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords;

describe("clauses: \"loses flying until end of turn\" (418.5, layer 5)", () => {
  it("418.5: Adarkar Windform's {1}{S} ability takes flying from Frost Raptor for the turn only", () => {
    let s = manualGame({ players: [{ library, play: ["Adarkar Windform", "Snow-Covered Island", "Island"] }, { library, play: ["Frost Raptor"] }], turn: 3 });
    const raptor = inPlay(s, "Frost Raptor");
    expect(keywords(s, raptor)).toContain("flying");
    s = act(s, { type: "playAbility", source: inPlay(s, "Adarkar Windform"), ability: activated(s, "Adarkar Windform") }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: raptor }] }, "p1");
    s = pass(payFully(s), 2);
    expect(keywords(s, raptor)).not.toContain("flying");
    // The Windform keeps its own flying.
    expect(keywords(s, inPlay(s, "Adarkar Windform"))).toContain("flying");
    // 314.2: the effect ends as the turn does.
    s = toNextUpkeep(s);
    expect(s.turn.active).toBe("p2");
    expect(keywords(s, raptor)).toContain("flying");
  });

  it("418.5: Goblin Skycutter deals 2 damage to Adarkar Windform, which loses flying until end of turn", () => {
    let s = manualGame({ players: [{ library, play: ["Goblin Skycutter"] }, { library, play: ["Adarkar Windform"] }], turn: 3 });
    const windform = inPlay(s, "Adarkar Windform");
    s = act(s, { type: "playAbility", source: inPlay(s, "Goblin Skycutter"), ability: activated(s, "Goblin Skycutter") }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: windform }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Goblin Skycutter"]);
    expect(card(s, windform).damage).toBe(2);
    expect(keywords(s, windform)).not.toContain("flying");
  });
});
