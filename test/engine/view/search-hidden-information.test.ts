import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { cast, manualGame } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

// Names found nowhere but in Ann's library, so any leak of the library shows up in JSON.
const LIBRARY = ["Craw Wurm", "Hill Giant", "Lava Axe", "Plains", "Sacred Nectar"];

/** Ann plays `spell` and both pass: it resolves and Ann owes the search decision. Returns the state and every event so far. */
function searching(spell: string, lands: string[]): { s: GameState; events: GameEvent[] } {
  let s = cast(manualGame({ players: [{ hand: [spell], play: lands, library: LIBRARY }, { library: ["Island"] }], turn: 3 }), "p1", spell);
  const events: GameEvent[] = [];
  for (const who of ["p1", "p2"]) {
    const r = apply(s, who, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

/** What a viewer can read: the view and the events as they reach him or her. */
const seen = (s: GameState, events: GameEvent[], viewer: string | null) => JSON.stringify([view(s, viewer), eventsFor(events, viewer)]);
const leaked = (json: string, names: string[]) => names.filter((n) => json.includes(n));

describe("Search (glossary), 217.2: a library stays hidden during and after a search", () => {
  it("217.2, Search: during Diabolic Tutor's search only the searcher's decision names the library's cards; the opponent and a spectator see its size and that a search is under way", () => {
    const { s, events } = searching("Diabolic Tutor", ["Swamp", "Swamp", "Swamp", "Swamp"]);
    expect(s.pending).toEqual({ kind: "search", player: "p1" });
    expect((legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name)).toEqual([...LIBRARY].sort());
    expect(legalDecision(s, "p2")).toBeNull();
    for (const viewer of ["p2", null]) {
      const json = seen(s, events, viewer);
      expect(leaked(json, LIBRARY)).toEqual([]);
      expect(view(s, viewer).players[0]).toMatchObject({ libraryCount: 5 });
      expect(view(s, viewer).decision).toEqual({ player: "p1", kind: "search" });
      expect(eventsFor(events, viewer).map((e) => e.text)).toContain("Ann searches their library for a card (Diabolic Tutor).");
    }
    // The searcher's own view shows no library either: the decision is where the search is seen.
    expect(leaked(JSON.stringify(view(s, "p1")), LIBRARY)).toEqual([]);
  });

  it("217.2, Search: a card found and put into a hand unrevealed (Diabolic Tutor) is named to its owner only", () => {
    const { s } = searching("Diabolic Tutor", ["Swamp", "Swamp", "Swamp", "Swamp"]);
    const r = apply(s, "p1", { type: "search", cards: ["Lava Axe"] });
    const found = r.state.players[0]!.hand[0]!;
    expect(eventsFor(r.events, "p1").map((e) => e.text)).toEqual(["Ann puts Lava Axe into their hand (Diabolic Tutor).", "Ann shuffles their library."]);
    expect(eventsFor(r.events, "p1")[0]!.data).toEqual({ player: "p1", card: { id: found, name: "Lava Axe" } });
    for (const viewer of ["p2", null]) {
      expect(eventsFor(r.events, viewer).map((e) => e.text)).toEqual(["Ann puts a card into their hand (Diabolic Tutor).", "Ann shuffles their library."]);
      expect(leaked(seen(r.state, r.events, viewer), LIBRARY)).toEqual([]);
      expect(JSON.stringify([view(r.state, viewer), eventsFor(r.events, viewer)])).not.toContain(JSON.stringify(found));
      expect(view(r.state, viewer).players[0]).toMatchObject({ handCount: 1, libraryCount: 4 });
    }
  });

  it("217.2, Search: a revealed card (Sylvan Scrying) is shown to everyone, and nothing else of the library", () => {
    const { s } = searching("Sylvan Scrying", ["Forest", "Forest"]);
    const r = apply(s, "p1", { type: "search", cards: ["Plains"] });
    for (const viewer of ["p1", "p2", null]) {
      expect(eventsFor(r.events, viewer).map((e) => e.text)).toEqual(["Ann reveals Plains (Sylvan Scrying).", "Ann puts Plains into their hand (Sylvan Scrying).", "Ann shuffles their library."]);
      expect(leaked(JSON.stringify(eventsFor(r.events, viewer)), LIBRARY)).toEqual(["Plains"]);
    }
    // Only the owner learns the id the card has in the hand.
    const found = r.state.players[0]!.hand[0]!;
    expect(JSON.stringify(eventsFor(r.events, "p2"))).not.toContain(JSON.stringify(found));
    expect(JSON.stringify(eventsFor(r.events, "p1"))).toContain(JSON.stringify(found));
  });

  it("217.2, Search: a card put into play (Rampant Growth) is public; a search that finds nothing shows nothing", () => {
    const { s } = searching("Rampant Growth", ["Forest", "Forest"]);
    const into = apply(s, "p1", { type: "search", cards: ["Plains"] });
    expect(eventsFor(into.events, null).map((e) => e.text)[0]).toBe("Plains comes into play under Ann's control, tapped (Rampant Growth).");
    const none = apply(s, "p1", { type: "search", cards: [] });
    for (const viewer of ["p2", null]) expect(leaked(seen(none.state, none.events, viewer), LIBRARY)).toEqual([]);
  });

  it("217.2, 609.6, Search: in a free-for-all game no other player learns the card found unrevealed", () => {
    let s = tableGame({ players: [{ hand: ["Diabolic Tutor"], play: ["Swamp", "Swamp", "Swamp", "Swamp"], library: LIBRARY }, { library: ["Island"] }, { library: ["Island"] }], turn: 3 }, { autoPass: false });
    s = cast(s, "p1", "Diabolic Tutor");
    for (const who of ["p1", "p2", "p3"]) s = apply(s, who, { type: "pass" }).state;
    expect(legalDecision(s, "p1")!.kind).toBe("search");
    const r = apply(s, "p1", { type: "search", cards: ["Hill Giant"] });
    expect(eventsFor(r.events, "p1").map((e) => e.text)[0]).toBe(`${r.state.players[0]!.name} puts Hill Giant into their hand (Diabolic Tutor).`);
    for (const viewer of ["p2", "p3", null]) expect(leaked(seen(r.state, r.events, viewer), LIBRARY)).toEqual([]);
  });
});
