import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, resolveStack, zoneNames } from "../helpers.js";

// "Players play with the top card of their libraries revealed." (Wizened Snitches), "Each player
// plays with the top card of his or her library revealed." (Lantern of Insight): a library stays
// hidden (217.2) but for its top card, which every player sees while the permanent is in play.
const annLibrary = ["Craw Wurm", "Hill Giant", "Lava Axe", "Plains"];
const bobLibrary = ["Sacred Nectar", "Island", "Giant Growth"];
const top = (s: GameState, viewer: string | null, owner: number) => view(s, viewer).players[owner]!.libraryTop;

/** Passes until Bob has drawn in his draw step, keeping every event. */
function toBobsDraw(s: GameState): { s: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < 60 && !(s.turn.active === "p2" && s.turn.step === "draw" && s.pending); i++) {
    const r = apply(s, s.pending!.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

describe("clauses: the top card of a library played revealed", () => {
  it("the cards are offered", () => {
    expect(isSupported("Wizened Snitches")).toBe(true);
    expect(isSupported("Lantern of Insight")).toBe(true);
  });

  it("217.2: Wizened Snitches in Ann's play shows both top cards to Ann, Bob and a spectator, and nothing below them; without it no top card is shown", () => {
    const s = manualGame({ players: [{ play: ["Wizened Snitches"], library: annLibrary }, { library: bobLibrary }], turn: 3 });
    for (const viewer of ["p1", "p2", null]) {
      expect(top(s, viewer, 0)).toEqual({ name: "Craw Wurm" });
      expect(top(s, viewer, 1)).toEqual({ name: "Sacred Nectar" });
      const json = JSON.stringify(view(s, viewer));
      for (const hidden of ["Hill Giant", "Lava Axe", "Giant Growth"]) expect(json).not.toContain(hidden);
    }
    const none = manualGame({ players: [{ play: ["Grizzly Bears"], library: annLibrary }, { library: bobLibrary }], turn: 3 });
    for (const viewer of ["p1", "p2", null]) expect(JSON.stringify(view(none, viewer))).not.toContain("Craw Wurm");
  });

  it("217.2: the card Bob draws from his revealed library is named to everyone; the next top card is shown in its place", () => {
    const { s, events } = toBobsDraw(manualGame({ players: [{ play: ["Lantern of Insight"], library: annLibrary }, { library: bobLibrary }], turn: 3 }));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Sacred Nectar"]);
    for (const viewer of ["p1", null]) expect(eventsFor(events, viewer).map((e) => e.text)).toContain("Bob draws Sacred Nectar, the revealed top card of his or her library.");
    expect(top(s, "p1", 1)).toEqual({ name: "Island" });
    // Without the Lantern, Ann only learns that Bob drew a card.
    const hidden = toBobsDraw(manualGame({ players: [{ library: annLibrary }, { library: bobLibrary }], turn: 3 }));
    expect(JSON.stringify(eventsFor(hidden.events, "p1"))).not.toContain("Sacred Nectar");
  });

  it("Lantern of Insight: {T}, sacrifice it: target player shuffles his or her library; with the Lantern gone the top card is hidden again", () => {
    const library = Array.from({ length: 12 }, (_, i) => ["Craw Wurm", "Hill Giant", "Lava Axe", "Plains"][i % 4]!);
    let s = manualGame({ players: [{ play: ["Lantern of Insight"], library: ["Island"] }, { library }], turn: 3 });
    const lantern = inPlay(s, "Lantern of Insight");
    s = act(s, { type: "playAbility", source: lantern, ability: 0 }, "p1");
    expect(legalDecision(s, "p1")!.kind).toBe("targets");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lantern of Insight"]);
    s = resolveStack(s);
    const after = s.players[1]!.library;
    expect([...after].sort()).toEqual([...library].sort());
    expect(after).not.toEqual(library);
    expect(top(s, "p1", 1)).toBeUndefined();
  });
});
