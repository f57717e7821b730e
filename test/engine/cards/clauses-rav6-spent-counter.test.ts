import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inPlay, manualGame, pt, resolveStack } from "../helpers.js";

// "Return target creature card from your graveyard to play. If {G} was spent to play Vigor
// Mortis, that creature comes into play with a +1/+1 counter on it." The condition looks at the
// mana paid for the spell (409.1h) as it resolves, and changes how the card comes into play
// (419.1c: it arrives with the counter, never without it).
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const graveyardId = (s: GameState, name: string) => s.players[0]!.graveyard.find((id) => (s.objects[id] as CardObject).card === name)!;
const vigor = (lands: string[]) => {
  const s = manualGame({ players: [{ hand: ["Vigor Mortis"], play: lands, graveyard: ["Grizzly Bears"], library }, { library }], turn: 3 });
  return resolveStack(cast(s, "p1", "Vigor Mortis", [{ object: graveyardId(s, "Grizzly Bears") }]));
};

describe("clauses: a counter a returned card comes into play with if a color was spent (409.1h, 419.1c)", () => {
  it("the card is offered", () => expect(isSupported("Vigor Mortis")).toBe(true));

  it("409.1h: paid with two Forests for its generic mana, Vigor Mortis returns Grizzly Bears with a +1/+1 counter (3/3)", () => {
    const s = vigor(["Swamp", "Swamp", "Forest", "Forest"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    expect((s.objects[bears] as CardObject).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("409.1h: paid with Swamps only, no {G} was spent: Grizzly Bears comes back without a counter (2/2)", () => {
    const s = vigor(["Swamp", "Swamp", "Swamp", "Swamp"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    expect((s.objects[bears] as CardObject).counters).toBeUndefined();
    expect(pt(s, bears)).toEqual([2, 2]);
  });
});
