import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, pt, zoneNames } from "../helpers.js";

// "each opponent discards a card from his or her hand" (Screeching Buzzard; 103.4, APNAP) and
// "Put four +1/+1 counters on each creature you control" (Decree of Savagery).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: each opponent discards; N counters on each creature", () => {
  it("the cards are offered", () => {
    for (const name of ["Screeching Buzzard", "Decree of Savagery"]) expect(isSupported(name), name).toBe(true);
  });

  it("Screeching Buzzard put into a graveyard from play: its opponent discards a card, its controller doesn't", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Grizzly Bears"], play: ["Mountain", "Screeching Buzzard"] }, { library, hand: ["Craw Wurm", "Forest"] }], turn: 3 });
    s = payFully(cast(s, "p1", "Shock", [{ object: inPlay(s, "Screeching Buzzard") }]));
    s = passUntil(s, (x) => x.pending?.kind === "discard");
    expect(s.pending).toEqual({ kind: "discard", player: "p2", count: 1, reason: "effect" });
    s = act(s, { type: "discard", cards: [s.players[1]!.hand.find((id) => (s.objects[id] as { card: string }).card === "Craw Wurm")!] }, "p2");
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Forest"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("Decree of Savagery: four +1/+1 counters on each creature its controller controls, none on the opponent's", () => {
    let s = manualGame({ players: [{ library, hand: ["Decree of Savagery"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears", "Hill Giant"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    s = pass(payFully(cast(s, "p1", "Decree of Savagery")), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p1"))).toEqual([6, 6]);
    expect(pt(s, inPlay(s, "Hill Giant", "p1"))).toEqual([7, 7]);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p2"))).toEqual([2, 2]);
  });
});
