// What the engine keeps beside a state (game/alongside.ts: what a copy owns, the layers' memo and
// context) is no part of the state: its JSON, keys, hash, spreads and structured clones are as
// before, and a state that can't take the record (frozen) is read and played on as any other.
import { describe, expect, it } from "vitest";
import { apply, createGame, legalDecision, stateHash, type GameState } from "../../../src/engine/index.js";
import { picker, presetDeck } from "../helpers.js";

function played(seed: string, count: number): GameState {
  const pick = picker(7);
  let { state } = createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed });
  for (let n = 0; n < count && state.status !== "finished"; n++) {
    const d = legalDecision(state, state.pending!.player)!;
    state = apply(state, state.pending!.player, d.options[pick(d.options.length)]!).state;
  }
  return state;
}

describe("what is kept beside a state", () => {
  it("is not seen by JSON, keys, spreads, structured clones or equality", () => {
    const s = played("alongside-hidden", 60);
    legalDecision(s, s.pending!.player); // read: its memo and layer context are kept beside it
    const json = JSON.parse(JSON.stringify(s)) as GameState;
    expect(Object.getOwnPropertySymbols(s).length).toBeGreaterThan(0); // the record is there
    expect(Object.getOwnPropertySymbols(s).filter((k) => Object.getOwnPropertyDescriptor(s, k)!.enumerable)).toEqual([]);
    expect(Object.keys(s)).toEqual(Object.keys(json));
    expect(Object.getOwnPropertySymbols({ ...s })).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(s))).toEqual([]);
    expect(s).toEqual(structuredClone(s));
    expect(stateHash(s)).toBe(stateHash(json));
  });

  it("is kept for a frozen state too: it lists and plays as its unfrozen JSON copy", () => {
    const s = played("alongside-frozen", 40);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    Object.freeze(s);
    const who = s.pending!.player;
    for (let i = 0; i < 2; i++) expect(JSON.stringify(legalDecision(s, who))).toBe(JSON.stringify(legalDecision(copy, who)));
    const d = legalDecision(s, who)!;
    for (const option of d.options.slice(0, 5)) expect(stateHash(apply(s, who, option).state)).toBe(stateHash(apply(copy, who, option).state));
  });
});
