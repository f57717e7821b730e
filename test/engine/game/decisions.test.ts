import { describe, expect, it } from "vitest";
import { apply, createGame, legalDecision, type GameState } from "../../../src/engine/index.js";
import { misplaced, picker, presetDeck } from "../helpers.js";

/** Problems with the decision(s) owed in this state; empty when exactly one player owes one that is well formed. */
function decisionProblems(s: GameState): string[] {
  const owners = s.players.filter((p) => legalDecision(s, p.id) !== null).map((p) => p.id);
  if (owners.length !== 1 || owners[0] !== s.pending?.player) return [`decision owners: ${owners.join(",") || "none"}`];
  const d = legalDecision(s, owners[0]!)!;
  const out: string[] = [];
  if (!d.prompt.trim()) out.push(`empty prompt for ${d.kind}`);
  if (d.options.length === 0) out.push(`no options for ${d.kind}`);
  for (const option of d.options) {
    try {
      apply(s, d.player, option);
    } catch (e) {
      out.push(`${d.kind} option ${JSON.stringify(option)} refused: ${(e as Error).message}`);
    }
  }
  return out;
}

describe("decisions over random playouts (408, 102)", () => {
  for (let game = 0; game < 6; game++) {
    it(`game ${game}: exactly one player owes a decision until the game ends, with a prompt, and every listed option is accepted`, () => {
      const pick = picker(game);
      let { state } = createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed: `decisions-${game}` });
      for (let n = 0; n < 4000 && state.status !== "finished"; n++) {
        expect(decisionProblems(state)).toEqual([]);
        expect(misplaced(state)).toEqual([]);
        const d = legalDecision(state, state.pending!.player)!;
        state = apply(state, d.player, d.options[pick(d.options.length)]!).state;
      }
      expect(state.status).toBe("finished");
      expect(state.pending).toBeNull();
      expect(state.players.map((p) => legalDecision(state, p.id))).toEqual([null, null]);
    });
  }
});
