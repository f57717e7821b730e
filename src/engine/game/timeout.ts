// A player whose time for a decision ran out. The clock is not the engine's (it never reads
// one): the match keeps time and, when a deadline passes, asks the engine for the consequence
// its settings name. Either the player gives the default answer — the one that does the
// least: pass, keep, no attackers, no blockers, the fewest cards, decline, back out of a spell
// being played — or he or she loses the game, as a player who concedes does (102.3a): in a
// multiplayer game he or she leaves it and the others play on (600.4).
import { carryReading } from "../effects/characteristics.js";
// A cycle (index.ts exports this module), harmless: apply is only called, never read at load.
import { apply as applyAction } from "../index.js";
import { endIfDecided, lose } from "../state-based/winning.js";
import { cloneState } from "./clone.js";
import { legalDecision } from "./decisions.js";
import { RuleError } from "./errors.js";
import { advance } from "./flow.js";
import { emit, newGame, player } from "./game.js";
import type { Action, ApplyResult, GameEvent, GameState, PlayerId } from "./types.js";

/** "computer": the match's computer player answers for the player (issue 17); the engine, which
 * runs no computer player, is handed its answer (and gives the default one should it be refused). */
export type TimeoutPolicy = "defaultAnswer" | "loss" | "computer";

/** How many cards, objects or declarations an answer names: the default takes the fewest. */
const size = (a: Action): number => Object.values(a).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);

/** The answer a player gives when his or her time runs out: one of the decision's listed
 * options (every one of them is legal), the one that does the least; null when nothing is owed. */
export function defaultAnswer(s: GameState, who: PlayerId): Action | null {
  const d = legalDecision(s, who);
  if (!d) return null;
  const first = (type: Action["type"], where: (a: Action) => boolean = () => true) => d.options.find((o) => o.type === type && where(o));
  switch (d.kind) {
    case "priority":
      return first("pass") ?? d.options[0]!;
    case "mulligan":
      return first("keep") ?? d.options[0]!;
    // Backing out of a spell or ability being played leaves everything as it was (409.1).
    case "mode":
    case "x":
    case "targets":
    case "payment":
      return first("cancel") ?? d.options[0]!;
    case "may":
    case "payLifeOrTapped":
    case "othersMayPayLife":
      return first("may", (o) => o.type === "may" && !o.accept) ?? d.options[0]!;
    case "unlessPays":
      return first("decline") ?? d.options[0]!;
    default:
      // No attackers, no blockers, the fewest cards found, revealed, returned or put into play;
      // where the count is fixed (a discard, a sacrifice), the first listed answer.
      return d.options.reduce((best, o) => (size(o) < size(best) ? o : best), d.options[0]!);
  }
}

/** Applies the consequence of `who`'s time running out on the decision he or she owes: a
 * `timeOut` event, then the default answer (and, when that only backed out of a spell being
 * played, the pass that follows it), the computer's `answer` (policy "computer") or the loss of
 * the game. */
export function timeOut(state: GameState, who: PlayerId, policy: TimeoutPolicy, answer?: Action): ApplyResult {
  if (state.status === "finished" || state.pending?.player !== who) throw new RuleError("408.1", "this player owes no decision: there is no time to run out", 403);
  const g = newGame(cloneState(state));
  carryReading(state, g.s);
  const name = player(state, who).name;
  const consequence = policy === "loss" ? "loses the game" : policy === "computer" ? "the computer answers for them" : "gives the default answer";
  emit(g, { type: "timeOut", text: `${name} ran out of time and ${consequence}.`, data: { player: who, policy } });
  if (policy === "loss") {
    lose(g, who, "ran out of time");
    endIfDecided(g);
    advance(g);
    return { state: g.s, events: g.events };
  }
  let s = g.s;
  const events: GameEvent[] = [...g.events];
  if (policy === "computer" && answer) {
    try {
      const result = applyAction(s, who, answer);
      return { state: result.state, events: [...events, ...result.events] };
    } catch (e) {
      if (!(e instanceof RuleError)) throw e; // refused: the default answer instead
    }
  }
  for (let answer = defaultAnswer(s, who); answer; ) {
    const result = applyAction(s, who, answer);
    s = result.state;
    events.push(...result.events);
    answer = answer.type === "cancel" ? defaultAnswer(s, who) : null;
  }
  return { state: s, events };
}
