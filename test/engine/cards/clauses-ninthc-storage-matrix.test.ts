import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, rejects } from "../helpers.js";

// Helper "ninthc": Storage Matrix (9ED): "As long as ~ is untapped, each player chooses artifact,
// creature, or land during his or her untap step. That player can untap only permanents of the
// chosen type this step." 302.1: the untap step's turn-based action, restricted; 302.3: no one
// receives priority, so the choice is a decision of the active player before anything untaps.
const library = ["Island", "Island", "Island", "Island", "Island"];
const tapped = (card: string) => ({ card, tapped: true });
const isTapped = (s: GameState, name: string, who?: string) => card(s, inPlay(s, name, who)).tapped;

describe("clauses: Storage Matrix's untap-step choice", () => {
  it("302.1: the active player chooses creature: only his or her creatures untap; the land and the artifact stay tapped", () => {
    let s = manualGame({ players: [{ library, play: [tapped("Forest"), tapped("Grizzly Bears"), tapped("Fellwar Stone")] }, { library, play: ["Storage Matrix"] }], turn: 3, step: "untap" });
    expect(s.pending).toEqual({ kind: "untapType", player: "p1" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "choose", choice: "artifact" }, { type: "choose", choice: "creature" }, { type: "choose", choice: "land" }]);
    // Nothing untapped before the choice; another card type is refused.
    expect([isTapped(s, "Forest"), isTapped(s, "Grizzly Bears"), isTapped(s, "Fellwar Stone")]).toEqual([true, true, true]);
    rejects(s, "p1", { type: "choose", choice: "enchantment" }, "302.1");
    rejects(s, "p2", { type: "choose", choice: "land" }, "408.1", 403);
    s = act(s, { type: "choose", choice: "creature" });
    expect([isTapped(s, "Forest"), isTapped(s, "Grizzly Bears"), isTapped(s, "Fellwar Stone")]).toEqual([true, false, true]);
    expect(s.turn.step).not.toBe("untap");
    expect(s.turn.untap).toBeUndefined();
  });

  it("302.1: choosing land untaps the lands only", () => {
    let s = manualGame({ players: [{ library, play: [tapped("Forest"), tapped("Grizzly Bears"), tapped("Fellwar Stone")] }, { library, play: ["Storage Matrix"] }], turn: 3, step: "untap" });
    s = act(s, { type: "choose", choice: "land" });
    expect([isTapped(s, "Forest"), isTapped(s, "Grizzly Bears"), isTapped(s, "Fellwar Stone")]).toEqual([false, true, true]);
  });

  it("\"As long as ~ is untapped\": a tapped Storage Matrix asks nothing, and everything untaps, the Matrix too", () => {
    const s = manualGame({ players: [{ library, play: [tapped("Storage Matrix"), tapped("Forest"), tapped("Grizzly Bears")] }, { library }], turn: 3, step: "untap" });
    expect(s.pending?.kind).not.toBe("untapType");
    expect([isTapped(s, "Storage Matrix"), isTapped(s, "Forest"), isTapped(s, "Grizzly Bears")]).toEqual([false, false, false]);
  });
});
