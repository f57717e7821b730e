import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { apply, eventsFor, legalDecision, type Action, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { act, cast, freezeObjects, inHand, inPlay, manualGame, rejects, zoneNames } from "../helpers.js";

// "Target opponent puts a card from his or her hand on top of his or her library." (Chittering Rats,
// Chimney Imp): the opponent chooses the card from his or her own hand (217.3: a hand is hidden, so
// the choice is that player's, and the others learn only that a card moved; 217.2: nor do they see
// the library's top card). With one card there is nothing to choose; with none, nothing happens.
const lands = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const library = ["Island", "Island", "Island"];

/** Everything applied, with its events, until the opponent owes the choice or the stack is empty. */
function run(s: GameState, events: GameEvent[]): GameState {
  for (let i = 0; i < 12 && s.pending && s.pending.kind !== "handToTop" && (s.stack.length > 0 || s.pending.kind === "triggerTargets"); i++) {
    const action: Action = s.pending.kind === "triggerTargets" ? { type: "chooseTargets", targets: [{ player: "p2" }] } : { type: "pass" };
    const r = apply(freezeObjects(s), s.pending.player, action);
    events.push(...r.events);
    s = r.state;
  }
  return s;
}

describe("clauses: \"target opponent puts a card from his or her hand on top of his or her library\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Chittering Rats", "Chimney Imp"]) expect(isSupported(name), name).toBe(true);
  });

  it("217.3: Chittering Rats: the opponent chooses Shock of his three cards; it is the top of his library, and only he learns which card it was", () => {
    let s = manualGame({ players: [{ hand: ["Chittering Rats"], play: lands, library }, { hand: ["Grizzly Bears", "Shock", "Forest"], library }], turn: 3 });
    const events: GameEvent[] = [];
    s = run(cast(s, "p1", "Chittering Rats"), events);
    expect(s.pending).toEqual({ kind: "handToTop", player: "p2" });
    const d = legalDecision(s, "p2")!;
    expect(d.options).toHaveLength(3);
    expect(legalDecision(s, "p1")).toBeNull();
    // The Rats' controller can't choose for him, nor can a card outside his hand be chosen: nothing changes.
    rejects(s, "p2", { type: "chooseCard", card: inPlay(s, "Chittering Rats") }, "217.3");
    const r = apply(freezeObjects(s), "p2", { type: "chooseCard", card: inHand(s, "p2", "Shock") });
    s = r.state;
    expect(s.players[1]!.library).toEqual(["Shock", "Island", "Island", "Island"]);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Forest", "Grizzly Bears"]);
    const moved = (viewer: string | null) => eventsFor(r.events, viewer).find((e) => e.type === "putOnLibrary")!;
    expect(moved("p2").text).toContain("Shock");
    for (const viewer of ["p1", null]) expect(JSON.stringify(moved(viewer))).not.toContain("Shock");
    expect(s.stack).toHaveLength(0);
  });

  it("217.3: with one card in hand there is nothing to choose: it goes on top; with none, nothing happens", () => {
    let s = manualGame({ players: [{ hand: ["Chittering Rats"], play: lands, library }, { hand: ["Forest"], library }], turn: 3 });
    s = run(cast(s, "p1", "Chittering Rats"), []);
    expect(s.players[1]!.library).toEqual(["Forest", "Island", "Island", "Island"]);
    expect(s.players[1]!.hand).toEqual([]);
    let empty = manualGame({ players: [{ hand: ["Chittering Rats"], play: lands, library }, { library }], turn: 3 });
    empty = run(cast(empty, "p1", "Chittering Rats"), []);
    expect(empty.players[1]!.library).toEqual(library);
    expect(inPlay(empty, "Chittering Rats")).toBeDefined();
  });

  it("420.5, 410.4: Chimney Imp put into a graveyard from play (Shock, 2 damage to the 1/2) makes the opponent put a card on top", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Chimney Imp"], library }, { hand: ["Grizzly Bears", "Forest"], library }], turn: 3 });
    s = run(cast(s, "p1", "Shock", [{ object: inPlay(s, "Chimney Imp") }]), []);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Chimney Imp", "Shock"]);
    expect(s.pending).toEqual({ kind: "handToTop", player: "p2" });
    s = act(s, { type: "chooseCard", card: inHand(s, "p2", "Grizzly Bears") }, "p2");
    expect(s.players[1]!.library[0]).toBe("Grizzly Bears");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Forest"]);
  });
});
