// "hard": information-set Monte Carlo (issue 17). For a decision the search can state as a
// position (priority in the seat's own main phase with an empty stack, declaring attackers or
// blockers: combat-world.ts),
// it deals several worlds consistent with the seat's view (determinize.ts), plays each
// candidate answer in each world and the game on from there with the "medium" policy for
// every player, to a horizon, and keeps the answer with the best mean score. The worlds are
// the same for every candidate (common random numbers), so the comparison is fair. The
// candidates are the heuristics' answer and the listed options that aren't obvious blunders
// (no mana ability for its own sake: mana burn; no backing out), so the search prunes them.
import { apply, legalDecision, view as viewOf, type Action, type Decision, type GameState, type GameView } from "../engine/index.js";
import { cheapAnswer } from "./policy.js";
import { generator } from "./random.js";
import { cardText, evaluate, isType, objectName } from "./sense.js";
import { determinize, type World } from "./determinize.js";
import { blockingWorld } from "./combat-world.js";
import { blockPlans } from "./block-plans.js";
import type { AiAnswer, SeenEvent } from "./seat.js";

/** Engine actions the search may take for one decision by default, aimed at some 50 ms of CPU
 * (docs/AI.md gives what it measured): each action of a playout lists a decision and reads a
 * view for the playout policy. A Worker's clock doesn't move while it computes, so the budget is
 * counted in actions, not read from a clock; the caller may give another. */
export const DEFAULT_BUDGET = 75;
const MAX_CANDIDATES = 5;
/** A playout ends at the start of the seat's next turn but one... or after this many actions. */
const PLAYOUT_ACTIONS = 160;
/** ...or at the decision's share of the budget, but never shorter than this. */
const MIN_PLAYOUT = 30;
const MAX_WORLDS = 64;
/** How much better (in evaluate's points, about a life each) another answer than the heuristics' must score. */
const MARGIN = 0.5;

/** The answers worth comparing, the heuristics' first. */
function candidates(view: GameView, d: Decision, heuristic: Action): Action[] {
  const out: Action[] = [heuristic];
  const add = (a: Action) => {
    const key = JSON.stringify(a);
    if (out.length < MAX_CANDIDATES && !out.some((o) => JSON.stringify(o) === key)) out.push(a);
  };
  if (d.kind === "priority") {
    add({ type: "pass" });
    const names = new Set<string>();
    for (const o of d.options) {
      if (o.type === "playAbility" && isType(objectName(view, o.source) ?? "", "land")) continue; // mana burn (300.3)
      // A pump until end of turn is for combat, not the main phase; and the worlds can't state one already made, so it would look as good again and again.
      if (o.type === "playAbility" && /until end of turn/i.test(cardText(objectName(view, o.source) ?? ""))) continue;
      if (o.type === "playSpell" && (o.alternative || o.buyback || o.faceDown)) continue;
      const name = o.type === "playSpell" ? `spell:${objectName(view, o.card)}` : o.type === "playLand" ? `land:${objectName(view, o.card)}` : JSON.stringify(o);
      if (names.has(name)) continue;
      names.add(name);
      add(o);
    }
  } else if (d.kind === "blockers") {
    for (const o of blockPlans(view, d)) add(o);
  } else {
    for (const o of d.options) add(o);
    if (d.kind === "attackers") {
      const all = ((d.details?.candidates ?? []) as { id: string; defenders: string[] }[]).map((c) => ({ attacker: c.id, defender: c.defenders[0]! }));
      add({ type: "declareAttackers", attackers: all });
    }
  }
  return out;
}

/** The action with the view's ids replaced by the world's; undefined when it names something the world lacks. */
function translate(a: Action, ids: Map<string, string>): Action | undefined {
  let missing = false;
  const text = JSON.stringify(a).replace(/"(o\d+)"/g, (m, id: string) => {
    const to = ids.get(id);
    if (!to) missing = true;
    return to ? `"${to}"` : m;
  });
  return missing ? undefined : (JSON.parse(text) as Action);
}

/** Plays a world on with the medium policy for everyone; returns the score for `you` and the actions spent. */
function playout(start: GameState, you: string, random: () => number, horizon: number, cap: number): { score: number; spent: number } {
  let s = start;
  let spent = 0;
  while (s.status !== "finished" && spent < cap && s.turn.number < horizon) {
    const who = s.pending!.player;
    const d = legalDecision(s, who)!;
    const answer = cheapAnswer(viewOf(s, who), d, random, "medium");
    try {
      s = apply(s, who, answer.action).state;
    } catch {
      s = apply(s, who, answer.fallback).state;
    }
    spent++;
  }
  return { score: evaluate(viewOf(s, you)), spent };
}

/** The step a world for this decision starts in, when the search takes the decision up (otherwise the heuristics answer it). */
export function searchedStep(view: GameView, d: Decision): "main" | "declareAttackers" | "declareBlockers" | undefined {
  const you = view.you!;
  const mainStep = d.kind === "priority" && view.turn.activePlayer === you && view.turn.step === "main" && view.stack.length === 0 && !view.playing;
  const step = mainStep ? "main" : d.kind === "attackers" ? "declareAttackers" : d.kind === "blockers" ? "declareBlockers" : undefined;
  // Nothing to weigh: only lands and passing (a land is then played), or no one who could block.
  if (d.kind === "priority" && !d.options.some((o) => o.type === "playSpell" || (o.type === "playAbility" && !isType(objectName(view, o.source) ?? "", "land")))) return undefined;
  if (d.kind === "attackers" && !view.play.some((o) => o.controller !== you && o.power !== undefined && !o.tapped)) return undefined;
  return step;
}

/** Where the search can state the position, its answer; otherwise undefined (the heuristics answer). */
export function searchAnswer(view: GameView, d: Decision, deck: readonly string[], record: readonly SeenEvent[], seed: string, budget: number): AiAnswer | undefined {
  const you = view.you!;
  const step = searchedStep(view, d);
  if (!step) return undefined;
  const heuristic = cheapAnswer(view, d, generator(`${seed}:h`), "medium");
  const options = candidates(view, d, heuristic.action);
  if (options.length < 2) return undefined;
  const totals = options.map(() => 0);
  const counts = options.map(() => 0);
  let spent = 0;
  // Each playout is cut at a share of the budget, so that even the first world keeps to it.
  const cap = Math.max(MIN_PLAYOUT, Math.min(PLAYOUT_ACTIONS, Math.floor(budget / options.length)));
  for (let w = 0; w < MAX_WORLDS; w++) {
    const random = generator(`${seed}:world:${w}`);
    const world: World | undefined = step === "declareBlockers" ? blockingWorld(view, deck, record, random) : determinize(view, deck, record, random, step);
    if (!world) break;
    const pending = world.state.pending;
    if (!pending || pending.player !== you || pending.kind !== d.kind) break;
    const before = spent;
    options.forEach((a, i) => {
      const mapped = translate(a, world.ids);
      let score = -500;
      if (mapped) {
        try {
          const after = apply(world.state, you, mapped).state;
          const result = playout(after, you, generator(`${seed}:playout:${w}`), view.turn.number + 2, cap);
          score = result.score;
          spent += result.spent + 1;
        } catch {
          spent++; // an answer this world refuses counts as a poor one
        }
      }
      totals[i]! += score;
      counts[i]!++;
    });
    // Another world only if it can be played within the budget (as long as this one took).
    if (spent + (spent - before) > budget) break;
  }
  if (!counts[0]) return undefined;
  // Another answer than the heuristics' must beat it by a margin: answers that change nothing
  // (an Equipment moved to the creature it is on) must not win on the playouts' noise, and a
  // deterministic seat would repeat them forever.
  let bestIndex = 0;
  let bestMean = totals[0]! / counts[0]! + MARGIN;
  options.forEach((_, i) => {
    const mean = totals[i]! / counts[i]!;
    if (i > 0 && mean > bestMean + 1e-9) [bestIndex, bestMean] = [i, mean];
  });
  return { action: options[bestIndex]!, fallback: heuristic.fallback };
}
