// Games between computer players (issue 17): the arena (scripts/ai-arena.ts) and the AI tests.
// A player is a level of src/ai or "random" (a uniformly random listed option); every answer
// is built from the seat's own view and decision (src/ai/drive.ts).
import { createGame, type GameState } from "../../../src/engine/index.js";
import { decide, decideRandomly } from "../../../src/ai/index.js";
import { applyFirst, seatInput } from "../../../src/ai/drive.js";
import { searchedStep } from "../../../src/ai/search.js";
import type { AiLevel } from "../../../src/ai/seat.js";
import { supportedCards } from "../../../src/cards/registry.js";
import { generator, shuffled } from "../../../src/ai/random.js";

export type Contender = AiLevel | "random";

export interface GameResult {
  /** The index (0 or 1) of the winning contender; null for a draw or a game cut at the action limit. */
  winner: number | null;
  actions: number;
  /** Whether the game ended (by the rules) within the action limit. */
  finished: boolean;
  /** Decision kinds answered by a computer seat, with their counts. */
  kinds: Record<string, number>;
  /** Per contender, the CPU time (ms) of each of its decisions: `decide` alone, not the engine applying the answer. */
  decisionMs: [number[], number[]];
  /** Per contender, the same for the decisions "hard" searches (searchedStep), the rest being answered by its heuristics. */
  searchedMs: [number[], number[]];
}

const BASIC: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };

/** A random two-color deck of the offered pool: 24 basic lands and 36 cards of those colors (or none), at most 4 of each. */
export function randomPoolDeck(seed: string): string[] {
  const random = generator(seed);
  const colors = shuffled(Object.keys(BASIC), random).slice(0, 2);
  const fits = supportedCards().filter(
    (c) => !c.supertypes.includes("basic") && !c.types.includes("land") && c.colors.every((k) => colors.includes(k)) && c.convertedManaCost <= 6,
  );
  const picks = shuffled(fits, random).slice(0, 12).map((c) => c.name);
  const spells = Array.from({ length: 36 }, (_, i) => picks[i % picks.length]!);
  return [...colors.flatMap((k) => Array.from({ length: 12 }, () => BASIC[k]!)), ...spells];
}

/**
 * One game: contender i plays decks[i]. Throws if a seat's answer is refused even as the
 * listed fallback; a game that doesn't end within `maxActions` is a stuck match.
 */
export function playGame(
  decks: [string[], string[]], contenders: [Contender, Contender], seed: string, budget?: number, maxActions = 4000,
  /** Told of each listed option the engine refused (an engine fault; another listed option is played instead). */
  refused?: (problem: string) => void,
): GameResult {
  let state: GameState = createGame({ players: [{ name: "A", deck: decks[0] }, { name: "B", deck: decks[1] }], seed }).state;
  const seatOf = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.configIndex;
  const kinds: Record<string, number> = {};
  const decisionMs: [number[], number[]] = [[], []];
  const searchedMs: [number[], number[]] = [[], []];
  let actions = 0;
  for (; actions < maxActions && state.status !== "finished"; actions++) {
    const who = state.pending!.player;
    const i = seatOf(state, who);
    const contender = contenders[i]!;
    if (contender !== "random") kinds[state.pending!.kind] = (kinds[state.pending!.kind] ?? 0) + 1;
    if (contender === "random") {
      const input = seatInput(state, who)!;
      const chosen = decideRandomly(input, `${seed}:${actions}`).action;
      const played = applyFirst(state, who, [chosen, ...input.decision.options]);
      if (played.action !== chosen) refused?.(`${seed} action ${actions}: the engine refused the listed option ${JSON.stringify(chosen)}`);
      state = played.state;
    } else {
      const input = seatInput(state, who, [], decks[i])!;
      const cpu = process.cpuUsage();
      const answer = decide(input, contender, { seed, ...(budget ? { budget } : {}) });
      const used = process.cpuUsage(cpu);
      decisionMs[i]!.push((used.user + used.system) / 1000);
      if (contender === "hard" && searchedStep(input.view, input.decision)) searchedMs[i]!.push((used.user + used.system) / 1000);
      state = applyFirst(state, who, [answer.action, answer.fallback, ...input.decision.options]).state;
    }
  }
  const winners = state.winners;
  const winner = state.status === "finished" && winners.length === 1 ? seatOf(state, winners[0]!) : null;
  return { winner, actions, finished: state.status === "finished", kinds, decisionMs, searchedMs };
}
