// Issue 17: the computer as a clock's timeout policy. The engine runs no computer player: the
// match hands timeOut the computer's answer, computed from the seat's own view; a refused
// answer gives way to the default one, and the record (which keeps the answer) replays alone.
import { describe, expect, it } from "vitest";
import { createGame, defaultAnswer, legalDecision, stateHash, timeOut, view, type GameState } from "../../../src/engine/index.js";
import { decide } from "../../../src/ai/index.js";
import { replay } from "../../../src/match/replay.js";
import { presetDeck } from "../helpers.js";

const config = { players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed: "timeout-computer" };

/** Both players keep; the first player is then at his or her first main phase with lands in hand. */
function atFirstMain(): { state: GameState; actions: { version: number; player: string; action: unknown }[] } {
  let state = createGame(config).state;
  const actions: { version: number; player: string; action: unknown }[] = [];
  while (state.pending?.kind === "mulligan") {
    const player = state.pending.player;
    const result = timeOut(state, player, "defaultAnswer");
    actions.push({ version: actions.length + 1, player, action: { type: "timeOut", policy: "defaultAnswer" } });
    state = result.state;
  }
  return { state, actions };
}

describe("issue 17: the computer answers for a player out of time", () => {
  it("the computer's answer (a land played) is given after the timeOut event, where the default answer would pass", () => {
    const { state } = atFirstMain();
    const who = state.pending!.player;
    expect(legalDecision(state, who)!.kind).toBe("priority");
    expect(defaultAnswer(state, who)).toEqual({ type: "pass" });
    const { action } = decide({ view: view(state, who), decision: legalDecision(state, who)! }, "medium", { seed: "t" });
    expect(action.type).toBe("playLand");
    const { state: after, events } = timeOut(state, who, "computer", action);
    expect(events[0]).toMatchObject({ type: "timeOut", data: { player: who, policy: "computer" } });
    expect(events[0]!.text).toMatch(/ran out of time and the computer answers for them/);
    expect(events.map((e) => e.type)).toContain("playLand");
    expect(after.players.find((p) => p.id === who)!.landsPlayedThisTurn).toBe(1);
  });

  it("an answer the engine refuses gives way to the default answer; none given is the default answer too", () => {
    const { state } = atFirstMain();
    const who = state.pending!.player;
    const refused = timeOut(state, who, "computer", { type: "playLand", card: "o999" });
    expect(refused.events.map((e) => e.type)).not.toContain("playLand");
    expect(stateHash(refused.state)).toBe(stateHash(timeOut(state, who, "computer").state));
    expect(refused.state.players.find((p) => p.id === who)!.landsPlayedThisTurn).toBe(0);
  });

  it("the record of a computer-answered timeout replays to the same state without a computer", () => {
    const { state, actions } = atFirstMain();
    const who = state.pending!.player;
    const answer = decide({ view: view(state, who), decision: legalDecision(state, who)! }, "medium", { seed: "t" }).action;
    const after = timeOut(state, who, "computer", answer).state;
    const replayed = replay({ config, settings: [], actions: [...actions, { version: actions.length + 1, player: who, action: { type: "timeOut", policy: "computer", answer } }] });
    expect(stateHash(replayed)).toBe(stateHash(after));
  });
});
