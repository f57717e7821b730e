import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, manualGame, pass, pt } from "../helpers.js";

// 300.9: "To skip a step, phase, or turn is to proceed past it as though it didn't exist."
// "You skip your next turn" (Unstable Hulk): the next turn its controller would take is passed
// over, and the player after him or her in turn order takes the next turn instead.
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];

/** Plays on, attacking and blocking with nothing, until the condition holds. */
function playOn(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 600 && !done(s); i++)
    s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : s.pending?.kind === "discard" ? act(s, legalDecision(s, s.pending.player)!.options[0]!) : pass(s);
  if (!done(s)) throw new Error("condition never reached");
  return s;
}

/** Ann plays Unstable Hulk face down in turn 3 and turns it face up: the trigger resolves. */
function hulkUp(): GameState {
  let s = manualGame({ players: [{ library, hand: ["Unstable Hulk"], manaPool: { R: 2, C: 6 } }, { library }], turn: 3 });
  s = act(s, { type: "playSpell", card: inHand(s, "p1", "Unstable Hulk"), faceDown: true }, "p1");
  s = act(s, { type: "payMana", mana: "CCC" }, "p1");
  s = pass(s, 2);
  s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!, "p1");
  for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "payMana")!, "p1");
  return pass(s, 2);
}

describe("clauses: \"You skip your next turn\" (300.9)", () => {
  it("the card is offered", () => {
    expect(isSupported("Unstable Hulk")).toBe(true);
  });

  it("300.9: Unstable Hulk turned face up gets +6/+6 and trample; Ann's next turn is skipped: Bob takes turns 4 and 5, Ann turn 6", () => {
    let s = hulkUp();
    const hulk = s.play[0]!;
    expect(pt(s, hulk)).toEqual([8, 8]);
    expect(s.players[0]!.skipTurns).toBe(1);
    s = playOn(s, (x) => x.turn.number === 4);
    expect(s.turn.active).toBe("p2");
    expect(pt(s, hulk)).toEqual([2, 2]);
    s = playOn(s, (x) => x.turn.number === 5);
    expect(s.turn.active).toBe("p2");
    expect(s.players[0]!.skipTurns).toBeUndefined();
    s = playOn(s, (x) => x.turn.number === 6);
    expect(s.turn.active).toBe("p1");
    s = playOn(s, (x) => x.turn.number === 7);
    expect(s.turn.active).toBe("p2");
  });
});
