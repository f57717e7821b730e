// A player whose time ran out (game/timeout.ts): the default answer, or the loss of the game
// as a concession is one (102.3a; in multiplayer the player leaves and the game goes on, 600.4).
import { describe, expect, it } from "vitest";
import { createGame, defaultAnswer, legalDecision, timeOut } from "../../../src/engine/index.js";
import { act, inHand, presetDeck, setupGame } from "../helpers.js";

const library = Array.from({ length: 20 }, () => "Mountain");
const twoPlayers = () => createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed: "timeout" }).state;

describe("running out of time", () => {
  it("the default answer to a mulligan decision is to keep (101.4), after a timeOut event", () => {
    const s = twoPlayers();
    const who = s.pending!.player;
    expect(defaultAnswer(s, who)).toEqual({ type: "keep" });
    const { state, events } = timeOut(s, who, "defaultAnswer");
    expect(events[0]).toMatchObject({ type: "timeOut", data: { player: who, policy: "defaultAnswer" } });
    expect(events.map((e) => e.type)).toContain("keep");
    expect(state.players.find((p) => p.id === who)!.mulligans).toBe(0);
    expect(state.pending?.player).not.toBe(who);
  });

  it("102.3a: with the loss as the policy, the player loses and, in a two-player game, the other wins", () => {
    const s = twoPlayers();
    const who = s.pending!.player;
    const { state, events } = timeOut(s, who, "loss");
    expect(events[0]!.text).toMatch(/ran out of time and loses the game/);
    expect(state.status).toBe("finished");
    expect(state.winners).toEqual(state.players.filter((p) => p.id !== who).map((p) => p.id));
  });

  it("600.4: in a free-for-all game the player who ran out of time leaves it and the others play on", () => {
    const deck = presetDeck("red-green-beats");
    const s = createGame({ format: "free-for-all", players: ["Ann", "Bob", "Cid"].map((name) => ({ name, deck })), seed: "timeout-ffa" }).state;
    const who = s.pending!.player;
    const { state } = timeOut(s, who, "loss");
    expect(state.status).not.toBe("finished");
    expect(state.players.find((p) => p.id === who)!.outcome).toBe("lost");
    expect(state.pending?.player).not.toBe(who);
  });

  it("409.1i: a player out of time while choosing a spell's targets backs out of it and passes", () => {
    let s = setupGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") }, "p1");
    expect(s.pending).toMatchObject({ player: "p1", kind: "targets" });
    expect(defaultAnswer(s, "p1")).toEqual({ type: "cancel" });
    const { state, events } = timeOut(s, "p1", "defaultAnswer");
    expect(state.players[0]!.hand.map((id) => state.objects[id]!.kind === "card" && (state.objects[id] as { card: string }).card)).toEqual(["Shock"]);
    expect(state.stack).toEqual([]);
    // Backed out, then passed: the main phase ended (Bob passes too), and the game moved on.
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(["timeOut", "backOut", "step"]);
    expect(events[2]!.text).toMatch(/Beginning of combat/);
  });

  it("308: the default declaration of attackers is no attack; 309: of blockers, no block", () => {
    let s = setupGame({ players: [{ play: ["Grizzly Bears"], library }, { play: ["Grizzly Bears"], library }], turn: 3, step: "declareAttackers" });
    expect(s.pending).toMatchObject({ player: "p1", kind: "attackers" });
    expect(defaultAnswer(s, "p1")).toEqual({ type: "declareAttackers", attackers: [] });
    s = timeOut(s, "p1", "defaultAnswer").state;
    expect(s.combat?.attackers ?? []).toEqual([]);
    // And a declared attack meets no blockers when the defender's time runs out.
    let t = setupGame({ players: [{ play: ["Grizzly Bears"], library }, { play: ["Grizzly Bears"], library }], turn: 3, step: "declareAttackers" });
    const attacker = t.play.find((id) => t.objects[id]!.controller === "p1")!;
    t = act(t, { type: "declareAttackers", attackers: [{ attacker, defender: "p2" }] }, "p1");
    while (t.pending?.kind === "priority") t = act(t, { type: "pass" });
    expect(t.pending).toMatchObject({ player: "p2", kind: "blockers" });
    expect(defaultAnswer(t, "p2")).toEqual({ type: "declareBlockers", blocks: [] });
  });

  it("refuses a timeout for a player who owes nothing (408.1)", () => {
    const s = twoPlayers();
    const other = s.players.find((p) => p.id !== s.pending!.player)!.id;
    expect(legalDecision(s, other)).toBeNull();
    expect(() => timeOut(s, other, "loss")).toThrow(/owes no decision/);
  });
});
