import { describe, expect, it } from "vitest";
import { act, cast, inHand, manualGame, pass, playNames, rejects, zoneNames } from "../helpers.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";

// "When ~ comes into play, sacrifice it unless you discard a noncreature card" (helper
// "dissension", engine/effects/unless-discard.ts): as the trigger resolves its controller may
// discard such a card; if he or she doesn't, or can't, the creature is sacrificed.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** p1 plays Drekavac with these other cards in hand; its trigger goes on the stack and both pass. */
function drekavac(hand: string[]): GameState {
  let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp"], hand: ["Drekavac", ...hand] }, { library }], turn: 3 });
  s = pass(cast(s, "p1", "Drekavac"), 2); // Drekavac resolves; its trigger is put on the stack
  return pass(s, 2); // the trigger resolves
}

describe("clauses: \"sacrifice it unless you discard [cards]\"", () => {
  it("Drekavac: its controller discards a noncreature card and keeps it; a creature card isn't offered", () => {
    let s = drekavac(["Giant Growth", "Grizzly Bears"]);
    expect(s.pending?.kind).toBe("discard");
    const d = legalDecision(s, "p1")!;
    expect(d.options).toEqual([{ type: "discard", cards: [inHand(s, "p1", "Giant Growth")] }, { type: "discard", cards: [] }]);
    rejects(s, "p1", { type: "discard", cards: [inHand(s, "p1", "Grizzly Bears")] }, "416.?");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Giant Growth")] }, "p1");
    expect(playNames(s, "p1")).toContain("Drekavac");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Giant Growth"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("Drekavac: declining (discarding none) sacrifices it; the hand is kept", () => {
    let s = drekavac(["Giant Growth"]);
    s = act(s, { type: "discard", cards: [] }, "p1");
    expect(playNames(s, "p1")).not.toContain("Drekavac");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Drekavac"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Giant Growth"]);
  });

  it("Drekavac: with no noncreature card in hand nothing is asked and it is sacrificed", () => {
    const s = drekavac(["Grizzly Bears"]);
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Drekavac"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("Avatar of Discord: \"unless you discard two cards\" — two discarded keep it; with one card in hand it is sacrificed", () => {
    const setup = (hand: string[]) => {
      let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Mountain"], hand: ["Avatar of Discord", ...hand] }, { library }], turn: 3 });
      s = pass(cast(s, "p1", "Avatar of Discord"), 2);
      return pass(s, 2);
    };
    let s = setup(["Giant Growth", "Grizzly Bears"]);
    expect(s.pending?.kind).toBe("discard");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Giant Growth"), inHand(s, "p1", "Grizzly Bears")] }, "p1");
    expect(playNames(s, "p1")).toContain("Avatar of Discord");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    s = setup(["Giant Growth"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Avatar of Discord"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Giant Growth"]);
  });
});
