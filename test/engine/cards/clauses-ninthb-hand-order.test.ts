import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { view } from "../../../src/engine/view/view.js";
import { act, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// Helper "ninthb": "puts the cards in his or her hand on the bottom of his or her library in any
// order, then draws that many cards" (217.2: an order chosen, described, never listed in full),
// shown with Teferi's Puzzle Box (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const bobs = ["Shock", "Spined Wurm", "Giant Growth", "Goblin Raider", "Wind Drake", "Forest", "Mountain"];

/** Passes (declaring no attackers or blockers) until the trigger of Bob's draw step is on the stack. */
function toBobsDrawTrigger(s: GameState): GameState {
  for (let i = 0; i < 300 && !(s.turn.active === "p2" && s.turn.step === "draw" && s.stack.length === 1); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  return s;
}

describe("clauses: \"At the beginning of each player's draw step, that player puts the cards in his or her hand on the bottom of his or her library in any order, then draws that many cards.\" (Teferi's Puzzle Box)", () => {
  it("304.1, 217.2: in Bob's draw step (after his draw) Bob orders his three cards under his library and draws three", () => {
    let s = manualGame({ players: [{ library, play: ["Teferi's Puzzle Box"] }, { library: bobs, hand: ["Shivan Dragon", "Lava Axe"] }], turn: 3 });
    s = toBobsDrawTrigger(s);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shivan Dragon", "Lava Axe", "Shock"]);
    s = pass(s, 2);
    // Bob, the player of "that player", orders them; Ann isn't asked.
    expect(s.pending).toMatchObject({ kind: "orderTop", player: "p2" });
    const d = legalDecision(s, "p2")!;
    // Two ready-made orders (as listed and reversed), never the 3! permutations.
    expect(d.options).toEqual([{ type: "orderTop", order: [0, 1, 2] }, { type: "orderTop", order: [2, 1, 0] }]);
    // Each position once: a repeated position is refused and changes nothing.
    rejects(s, "p2", { type: "orderTop", order: [0, 0, 1] }, "217.2");
    // Ann's view doesn't show Bob's hand (217.3c).
    expect(JSON.stringify(view(s, "p1"))).not.toContain("Shivan Dragon");
    s = act(s, { type: "orderTop", order: [2, 0, 1] }, "p2");
    // Shock, Shivan Dragon, Lava Axe go under the library in that order; Bob draws the top three.
    expect(zoneNames(s, "p2", "hand")).toEqual(["Spined Wurm", "Giant Growth", "Goblin Raider"]);
    expect(zoneNames(s, "p2", "library")).toEqual(["Wind Drake", "Forest", "Mountain", "Shock", "Shivan Dragon", "Lava Axe"]);
  });

  it("the trigger is each player's: in Ann's own draw step she puts her one card under and draws one, with no order to choose", () => {
    let s = manualGame({ players: [{ library: bobs, play: ["Teferi's Puzzle Box"] }, { library }], turn: 2 });
    for (let i = 0; i < 300 && !(s.turn.active === "p1" && s.turn.step === "draw" && s.stack.length === 1); i++) {
      if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
      else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
      else s = pass(s);
    }
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Spined Wurm"]);
    expect(zoneNames(s, "p1", "library").slice(-1)).toEqual(["Shock"]);
  });
});
