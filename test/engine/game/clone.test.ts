// apply() works on a copy of the state (game/clone.ts). The copy must read, serialize and hash
// exactly as the state it copies (the match store keeps states as JSON and checks replays by
// `stateHash`), whichever way it was built, and the state given must never change.
import { describe, expect, it } from "vitest";
import { apply, createGame, legalDecision, stateHash, type CardObject, type GameState } from "../../../src/engine/index.js";
import { changesInPlace, cloneState, ownObject, putObject, removeObject, settled } from "../../../src/engine/game/clone.js";
import { picker, presetDeck } from "../helpers.js";

/** The JSON a copy has always had: the state's keys in order, undefined ones dropped, the map of objects last. */
function expectedJson(s: GameState): string {
  const { objects, ...rest } = s;
  return JSON.stringify({ ...JSON.parse(JSON.stringify(rest)), objects });
}

function states(seed: string, count: number): GameState[] {
  const pick = picker(7);
  let { state } = createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed });
  const out = [state];
  while (state.status !== "finished" && out.length < count) {
    const d = legalDecision(state, state.pending!.player)!;
    state = apply(state, state.pending!.player, d.options[pick(d.options.length)]!).state;
    out.push(state);
  }
  return out;
}

describe("copies of the state", () => {
  it("serialize as the state they copy, the map of objects last, from a new game, a copy or stored JSON", () => {
    for (const s of states("clone-json", 150)) {
      for (const given of [s, JSON.parse(JSON.stringify(s)) as GameState]) {
        const copy = cloneState(given);
        expect(JSON.stringify(copy)).toBe(expectedJson(given));
        expect(stateHash(cloneState(copy))).toBe(stateHash(copy));
      }
    }
  });

  it("drop keys left undefined and put a key added after the map of objects before it again", () => {
    const [first] = states("clone-keys", 1);
    const copy = cloneState(first!);
    copy.extraTurns = ["p2"];
    copy.replacing = undefined;
    copy.players[0]!.poison = undefined;
    copy.players[1]!.poison = 2;
    const again = cloneState(copy);
    expect(Object.keys(again).at(-1)).toBe("objects");
    expect("replacing" in again).toBe(false);
    expect("poison" in again.players[0]!).toBe(false);
    expect(JSON.stringify(again)).toBe(expectedJson(copy));
  });

  it("share nothing the copy may change in place with the state copied (the map of objects once changed, objects, hands, graveyards, pools)", () => {
    for (const s of states("clone-share", 80)) {
      const before = JSON.stringify(s);
      const copy = cloneState(s);
      const id = s.play[0] ?? s.players[0]!.hand[0];
      if (id) {
        const o = ownObject(copy, id);
        expect(copy.objects).not.toBe(s.objects);
        expect(o).not.toBe(s.objects[id]);
        (o as CardObject).damage = 99;
      }
      for (const [i, p] of copy.players.entries()) {
        const q = s.players[i]!;
        expect(p.hand).not.toBe(q.hand);
        expect(p.graveyard).not.toBe(q.graveyard);
        expect(p.manaPool).not.toBe(q.manaPool);
        p.hand.push("o-new");
        p.graveyard.push("o-new");
        p.life -= 1;
      }
      copy.play.push("o-new");
      copy.turn.number += 1;
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it("a state apply returned owns none of its objects any more: the next change copies them (what the layers remember about them holds)", () => {
    const pick = picker(11);
    let { state } = createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed: "clone-settled" });
    let changed = 0;
    for (let i = 0; i < 200 && state.status !== "finished"; i++) {
      const before = state;
      const d = legalDecision(state, state.pending!.player)!;
      state = apply(state, state.pending!.player, d.options[pick(d.options.length)]!).state;
      // Checked at once, while it is the latest copy made.
      changed += state.play.filter((id) => state.objects[id] !== before.objects[id]).length;
      expect(state.play.filter((id) => changesInPlace(state, id))).toEqual([]);
    }
    expect(changed).toBeGreaterThan(20);
    // A copy owns an object once it changed it, and only that one.
    const copy = cloneState(state);
    const id = state.play[0]!;
    ownObject(copy, id);
    expect(changesInPlace(copy, id)).toBe(true);
    expect(state.play.filter((other) => other !== id && changesInPlace(copy, other))).toEqual([]);
  });

  it("keep the map of objects in its order through copies of copies: an object put, one removed, one put again (217.1c)", () => {
    const [, , s0] = states("clone-order", 3);
    const plain: Record<string, unknown> = { ...s0!.objects };
    const [x, y] = s0!.play.length >= 2 ? s0!.play : Object.keys(s0!.objects);
    const c1 = cloneState(s0!);
    putObject(c1, { ...c1.objects[x!]!, id: "o-new" });
    removeObject(c1, x!);
    settled(c1);
    plain["o-new"] = c1.objects["o-new"];
    delete plain[x!];
    expect(Object.keys(c1.objects)).toEqual(Object.keys(plain));
    const c2 = cloneState(c1);
    putObject(c2, { ...c2.objects["o-new"]!, id: x! });
    removeObject(c2, "o-new");
    ownObject(c2, y!);
    settled(c2);
    plain[x!] = c2.objects[x!];
    delete plain["o-new"];
    expect(Object.keys(c2.objects)).toEqual(Object.keys(plain));
    expect(Object.keys(c2.objects).at(-1)).toBe(x);
    // A copy that only changes an object copies the map in the same order.
    const c3 = cloneState(c2);
    ownObject(c3, y!);
    expect(c3.objects).not.toBe(c2.objects);
    expect(Object.keys(c3.objects)).toEqual(Object.keys(plain));
    expect(JSON.stringify(c3)).toBe(expectedJson(c2));
  });
});
