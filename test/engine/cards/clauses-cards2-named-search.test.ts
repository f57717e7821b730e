import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

// "When ~ comes into play, you may search your library for a card named ~, reveal it, and put it
// into your hand. If you do, shuffle your library." (Onslaught: Daru Cavalier, Embermage Goblin):
// the search finds only cards with the card's own name (glossary "Search": a search for a card
// with a stated quality may find none).
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};

describe("clauses: \"search your library for a card named ~\" (glossary Search)", () => {
  it("the cards are offered", () => {
    for (const name of ["Daru Cavalier", "Embermage Goblin", "Avarax", "Screaming Seahawk"]) expect(isSupported(name), name).toBe(true);
  });

  it("Daru Cavalier's trigger finds only another Daru Cavalier, not Embermage Goblin; it goes to Ann's hand", () => {
    let s = manualGame({ players: [{ hand: ["Daru Cavalier"], play: ["Plains", "Plains", "Plains", "Plains"], library: ["Embermage Goblin", "Daru Cavalier", "Plains", "Grizzly Bears"] }, { library: ["Island", "Island"] }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Daru Cavalier"));
    expect(inPlay(s, "Daru Cavalier")).toBeDefined();
    s = resolveAll(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Daru Cavalier"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Daru Cavalier"] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Daru Cavalier"]);
    expect(zoneNames(s, "p1", "library").sort()).toEqual(["Embermage Goblin", "Grizzly Bears", "Plains"]);
  });

  it("Embermage Goblin with no other Embermage Goblin in the library: the search finds nothing and the library stays", () => {
    let s = manualGame({ players: [{ hand: ["Embermage Goblin"], play: ["Mountain", "Mountain", "Mountain", "Mountain"], library: ["Daru Cavalier", "Mountain"] }, { library: ["Island", "Island"] }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Embermage Goblin"));
    s = resolveAll(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "library").sort()).toEqual(["Daru Cavalier", "Mountain"]);
  });
});
