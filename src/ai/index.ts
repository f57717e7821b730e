// The computer player (issue 17): decide() answers any decision from what its seat may see —
// the seat's view, its decision with the listed options, the public record as the seat reads
// it and its own deck — never the game state. Deterministic: the same input and seed give the
// same answer. "easy" and "medium" are cheap policies (policy.ts), "hard" searches (search.ts).
import { cheapAnswer, randomAnswer } from "./policy.js";
import { generator } from "./random.js";
import { DEFAULT_BUDGET, searchAnswer } from "./search.js";
import type { AiAnswer, AiLevel, AiOptions, SeatInput } from "./seat.js";

export { AI_LEVELS, type AiAnswer, type AiLevel, type AiOptions, type SeatInput, type SeenEvent } from "./seat.js";
export { DEFAULT_BUDGET } from "./search.js";

/** The seed of one decision: the caller's seed and what the seat sees of the moment. */
function decisionSeed(input: SeatInput, seed: string): string {
  const v = input.view;
  return `${seed}|${v.turn.number}|${v.turn.step}|${input.decision.kind}|${input.decision.prompt}|${JSON.stringify(input.decision.options)}|${v.players.map((p) => `${p.life}/${p.handCount}/${p.libraryCount}`).join(",")}`;
}

export function decide(input: SeatInput, level: AiLevel, options: AiOptions = {}): AiAnswer {
  const seed = decisionSeed(input, options.seed ?? "");
  if (level === "hard") {
    const searched = searchAnswer(input.view, input.decision, input.deck ?? [], input.record ?? [], seed, options.budget ?? DEFAULT_BUDGET);
    if (searched) return searched;
  }
  return cheapAnswer(input.view, input.decision, generator(seed), level === "easy" ? "easy" : "medium");
}

/** The arena's baseline: a uniformly random listed option. */
export function decideRandomly(input: SeatInput, seed = ""): AiAnswer {
  return randomAnswer(input.decision, generator(decisionSeed(input, seed)));
}
