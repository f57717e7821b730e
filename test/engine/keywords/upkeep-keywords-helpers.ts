// Moving a test game on to a later turn's upkeep, answering everything on the way with "nothing":
// pass priority, attack and block with no creature, discard the first cards listed.
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { act } from "../helpers.js";

/** Acts until turn `n`'s upkeep has something on the stack or a decision other than priority, or its draw step begins. */
export function toUpkeep(s: GameState, n: number): GameState {
  for (let i = 0; i < 500; i++) {
    const there = s.turn.number === n && s.turn.step === "upkeep" && (s.pending?.kind !== "priority" || s.stack.length > 0);
    if (there || (s.turn.number === n && s.turn.step === "draw") || s.turn.number > n) return s;
    const d = legalDecision(s, s.pending!.player)!;
    const none = d.options.find((o) => o.type === "pass")
      ?? ({ attackers: { type: "declareAttackers", attackers: [] }, blockers: { type: "declareBlockers", blocks: [] } } as Record<string, Action>)[d.kind]
      ?? d.options[0]!;
    s = act(s, none);
  }
  throw new Error(`turn ${n}'s upkeep never came`);
}
