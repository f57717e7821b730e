// Issue 17: the computer plays from its seat's view only. Every card hidden from it — the
// opponent's hand, the order of both libraries — is dealt anew, and its answers stay the same.
import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "../../../src/engine/index.js";
import { decide, type AiLevel } from "../../../src/ai/index.js";
import { playComputer, seatInput } from "../../../src/ai/drive.js";
import { generator, shuffled } from "../../../src/ai/random.js";
import { presetDeck } from "../helpers.js";

const decks = [presetDeck("red-green-beats"), presetDeck("sky-raiders")];

/** The same game with every card p1 can't see dealt anew: p2's hand and library mixed, both libraries reordered. */
function permuteHidden(state: GameState, seed: string): GameState {
  const s = JSON.parse(JSON.stringify(state)) as GameState;
  const random = generator(seed);
  const [me, them] = s.players as [GameState["players"][number], GameState["players"][number]];
  const hidden = shuffled([...them.hand.map((id) => (s.objects[id] as { card: string }).card), ...them.library], random);
  them.hand.forEach((id, i) => ((s.objects[id] as { card: string }).card = hidden[i]!));
  them.library = hidden.slice(them.hand.length);
  me.library = shuffled(me.library, random);
  return s;
}

const answer = (s: GameState, level: AiLevel) => JSON.stringify(decide(seatInput(s, "p1", [], decks[0])!, level, { seed: "peek", budget: 60 }));

describe("issue 17: the computer doesn't peek", () => {
  it("dealing the opponent's hand and both libraries anew changes none of p1's answers, at any level", () => {
    let state = createGame({ players: [{ name: "Cpu", deck: decks[0]! }, { name: "Opp", deck: decks[1]! }], seed: "peek" }).state;
    let checked = 0;
    let changedWorld = 0;
    let hardChecks = 0;
    for (let n = 0; n < 400 && state.status !== "finished"; n++) {
      const who = state.pending!.player;
      if (who === "p1" && n % 3 === 0) {
        // "hard" is checked from turn 3 on, where its search deals worlds (priority with spells to weigh, attacks).
        const levels: AiLevel[] = hardChecks < 12 && state.turn.number >= 3 ? ["easy", "medium", "hard"] : ["easy", "medium"];
        if (levels.includes("hard")) hardChecks++;
        for (const level of levels) {
          const expected = answer(state, level);
          for (const k of [1, 2]) {
            const other = permuteHidden(state, `${n}-${k}`);
            if (JSON.stringify(other.players[1]!.library) !== JSON.stringify(state.players[1]!.library)) changedWorld++;
            expect(answer(other, level), `${level} at action ${n}`).toBe(expected);
          }
        }
        checked++;
      }
      state = playComputer(state, who, { level: "medium", deck: decks[who === "p1" ? 0 : 1] }, { seed: "game" }).state;
    }
    expect(checked).toBeGreaterThan(20);
    expect(changedWorld).toBeGreaterThan(20); // the permutations did change what is hidden
    expect(hardChecks).toBe(12);
  }, 120_000);
});
