// Undo by consent (issue 15, src/match/undo.ts): what may not be taken back is what cannot be
// unseen, and the position restored is the earlier one with event numbers going on.
import { describe, expect, it } from "vitest";
import { apply, stateHash, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { hiddenSince, restore } from "../../../src/match/undo.js";
import { act, setupGame } from "../helpers.js";

/** Ann with Shock and a Mountain in her main phase; Bob with cards in his library. */
const start = (): GameState =>
  setupGame({
    players: [{ hand: ["Shock"], play: ["Mountain"], library: ["Mountain", "Mountain"], autoPass: false }, { play: ["Forest"], library: ["Forest", "Forest"], autoPass: false }],
    turn: 3,
  });

/** Every event of the actions, applied in turn. */
function play(s: GameState, steps: [string, object][]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [who, action] of steps) {
    const r = apply(s, who, action as never);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe("undo by consent: what may be taken back", () => {
  it("a spell played from the hand and resolved may be taken back; the restored position is the earlier one, its event numbers going on", () => {
    const point = start();
    const shock = point.players[0]!.hand[0]!;
    const { state, events } = play(point, [["p1", { type: "playSpell", card: shock }], ["p1", { type: "chooseTargets", targets: [{ player: "p2" }] }], ["p1", { type: "autoPay" }], ["p1", { type: "pass" }], ["p2", { type: "pass" }]]);
    expect(state.players[1]!.life).toBe(18);
    expect(hiddenSince(point, state, events, "p1")).toBeNull();
    const { state: restored, event } = restore(point, state, "taken back", {});
    expect(event.seq).toBe(state.nextEventSeq);
    expect(restored.nextEventSeq).toBe(state.nextEventSeq + 1);
    expect(restored.players[1]!.life).toBe(20);
    expect(restored.players[0]!.hand).toEqual([shock]);
    expect(restored.priority?.player).toBe("p1");
    // The same position but for the event numbers: the hash of a JSON round trip is the same (the stored point is JSON).
    expect(stateHash({ ...restored, nextEventSeq: point.nextEventSeq })).toBe(stateHash(point));
    expect(stateHash(restore(JSON.parse(JSON.stringify(point)), state, "", {}).state)).toBe(stateHash(restored));
  });

  it("a card drawn since bars it: the library has changed and the draw showed a card", () => {
    const point = start();
    let s = point;
    // Both pass until Bob's turn has begun and he has drawn for it.
    for (let i = 0; i < 60 && s.players[1]!.library.length === 2; i++) s = act(s, { type: "pass" });
    expect(s.players[1]!.library).toHaveLength(1);
    const events: GameEvent[] = [{ seq: 1, type: "draw", text: "Bob draws a card.", data: {}, secret: { to: ["p2"], text: "Bob draws Forest.", data: {} } }];
    expect(hiddenSince(point, s, events, "p1")).toMatch(/hidden information has been revealed since \(Bob draws a card\)/);
    expect(hiddenSince(point, s, [], "p1")).toMatch(/Bob's library has changed since/);
  });

  it("anything random since bars it (the random generator moved), and a face-down card turned up", () => {
    const point = start();
    const moved = { ...point, rng: [point.rng[0] + 1, point.rng[1], point.rng[2], point.rng[3]] as GameState["rng"] };
    expect(hiddenSince(point, moved, [], "p1")).toMatch(/something random has happened since/);
    const mountain = point.play[0]!;
    const faceDown = { ...point, objects: { ...point.objects, [mountain]: { ...point.objects[mountain]!, faceDown: true } } } as GameState;
    expect(hiddenSince(faceDown, point, [], "p1")).toMatch(/a face-down card has been turned up/);
  });

  it("a secret for the asker alone does not bar it; one for another player does", () => {
    const point = start();
    const mine: GameEvent = { seq: 1, type: "playSpell", text: "Ann plays a face-down spell.", data: {}, secret: { to: ["p1"], text: "Ann plays Shock face down.", data: {} } };
    expect(hiddenSince(point, point, [mine], "p1")).toBeNull();
    expect(hiddenSince(point, point, [mine], "p2")).toMatch(/hidden information has been revealed since \(Ann plays a face-down spell\)/);
    const onlyBob: GameEvent = { seq: 2, type: "lookAtHand", text: "Bob looks at Ann's hand.", data: {}, visibleTo: ["p2"] };
    expect(hiddenSince(point, point, [onlyBob], "p1")).toMatch(/Bob looks at Ann's hand/);
  });
});
