import { describe, expect, it } from "vitest";
import { act, inHand, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";
import { isSupported } from "../../../src/cards/registry.js";
import type { GameState } from "../../../src/engine/index.js";

// Hide // Seek (505, helper "dissension"): Seek says "Search target opponent's library for a card
// and remove that card from the game. You gain life equal to its converted mana cost. Then that
// player shuffles his or her library." (glossary "Search", 203.3, 217.7).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

function seek(): GameState {
  let s = manualGame({ players: [{ library, play: ["Plains", "Swamp"], hand: ["Hide // Seek"] }, { library: ["Craw Wurm", "Forest", "Grizzly Bears", "Island"] }], turn: 3 });
  s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hide // Seek"), half: "Seek" }, "p1");
  s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
  return pass(payFully(s), 2);
}

describe("clauses: \"Search target opponent's library for a card and remove that card from the game. You gain life equal to its converted mana cost.\"", () => {
  it("505: Hide // Seek is offered", () => {
    expect(isSupported("Hide // Seek")).toBe(true);
    expect(isSupported("Seek")).toBe(false);
  });

  it("203.3, 217.7: Seek removes Craw Wurm (converted mana cost 6) from p2's library and p1 gains 6 life; p2's library is shuffled", () => {
    let s = seek();
    expect(s.pending?.kind).toBe("search");
    expect(s.pending?.player).toBe("p1");
    s = act(s, { type: "search", cards: ["Craw Wurm"] }, "p1");
    expect(life(s, "p1")).toBe(26);
    expect(zoneNames(s, "p2", "library").sort()).toEqual(["Forest", "Grizzly Bears", "Island"]);
    expect(Object.values(s.objects).some((o) => o.kind === "card" && o.card === "Craw Wurm" && o.zone === "removed")).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hide // Seek"]);
  });

  it("203.3: a land found (converted mana cost 0) gains no life", () => {
    let s = seek();
    s = act(s, { type: "search", cards: ["Forest"] }, "p1");
    expect(life(s, "p1")).toBe(20);
  });
});
