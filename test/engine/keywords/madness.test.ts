import { describe, expect, it } from "vitest";
import { apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, freezeObjects, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

const SWAMPS = Array<string>(10).fill("Swamp");

/** Ann (p1) in her main phase with three Swamps and Mind Rot; Bob (p2) with the hand, graveyard and lands given. */
const game = (bob: { hand: string[]; play?: string[]; graveyard?: string[] }, annPlay: string[] = []) =>
  manualGame({ players: [{ hand: ["Mind Rot"], play: ["Swamp", "Swamp", "Swamp", ...annPlay], library: SWAMPS }, { ...bob, library: SWAMPS }], turn: 3 });

/** Ann plays Mind Rot on Bob and it resolves: Bob discards his two cards. */
function mindRot(s: GameState): GameState {
  s = cast(s, "p1", "Mind Rot", [{ player: "p2" }]);
  return pass(s, 2);
}

const removedNames = (s: GameState) => s.removed.map((id) => card(s, id).card);

describe("madness (502.24)", () => {
  it("502.24a: a discarded card with madness is removed from the game instead of going to the graveyard (the discard still happens), and its trigger goes on the stack under its owner", () => {
    const before = game({ hand: ["Dark Withering", "Hill Giant"], play: ["Swamp"] }, ["Grizzly Bears"]);
    const cast0 = cast(before, "p1", "Mind Rot", [{ player: "p2" }]);
    const { state: s, events } = apply(freezeObjects(pass(cast0, 1)), "p2", { type: "pass" });
    expect(events.filter((e) => e.type === "discard").map((e) => (e.data.card as { name: string }).name).sort()).toEqual(["Dark Withering", "Hill Giant"]);
    expect(removedNames(s)).toEqual(["Dark Withering"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", controller: "p2" });
  });

  it("502.24a–b: as the trigger resolves its owner may play the card by paying its madness cost instead of its mana cost (Dark Withering for {B}, in another player's turn)", () => {
    let s = pass(mindRot(game({ hand: ["Dark Withering", "Hill Giant"], play: ["Swamp"] }, ["Grizzly Bears"])), 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = act(s, { type: "may", accept: true }, "p2");
    expect(s.pending).toMatchObject({ kind: "targets", player: "p2" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2");
    // The madness cost {B}, not the mana cost {4}{B}{B}.
    expect(s.playing).toMatchObject({ player: "p2", cost: "{B}" });
    s = payFully(s);
    expect(s.stack.map((id) => (s.objects[id] as { card?: string }).card)).toEqual(["Dark Withering"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Dark Withering", "Hill Giant"]);
    expect(s.removed).toEqual([]);
  });

  it("502.24a: a sorcery played for its madness cost ignores its timing: Call to the Netherworld ({0}) is played in Ann's turn while its trigger resolves", () => {
    let s = pass(mindRot(game({ hand: ["Call to the Netherworld", "Hill Giant"], graveyard: ["Ravenous Rats"] })), 2);
    s = act(s, { type: "may", accept: true }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: s.players[1]!.graveyard.find((id) => card(s, id).card === "Ravenous Rats")! }] }, "p2");
    expect(s.turn.active).toBe("p1");
    expect(s.stack.map((id) => (s.objects[id] as { card?: string }).card)).toEqual(["Call to the Netherworld"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Ravenous Rats"]);
  });

  it("502.24a: if the owner doesn't play it, he or she puts it into his or her graveyard", () => {
    let s = pass(mindRot(game({ hand: ["Dark Withering", "Hill Giant"], play: ["Swamp"] }, ["Grizzly Bears"])), 2);
    s = act(s, { type: "may", accept: false }, "p2");
    expect(s.removed).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Dark Withering", "Hill Giant"]);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mind Rot"]);
  });

  it("502.24b, 409.1: a player who can't pay the madness cost backs out of the play: the card stays removed until the trigger finishes, then goes to the graveyard", () => {
    // Bob controls no land, so {B} can't be paid.
    let s = pass(mindRot(game({ hand: ["Dark Withering", "Hill Giant"] }, ["Grizzly Bears"])), 2);
    s = act(s, { type: "may", accept: true }, "p2");
    // 409.1c: no choice of targets leaves a total cost Bob can pay (409.1f), so backing out is his only answer.
    expect(s.pending).toMatchObject({ kind: "targets", player: "p2" });
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1f");
    expect(legalDecision(s, "p2")!.options).toEqual([{ type: "cancel" }]);
    s = act(s, { type: "cancel" }, "p2");
    expect(s.stack).toEqual([]);
    expect(s.removed).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Dark Withering", "Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mind Rot"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("502.24a: with no legal target the card can't be played (409.1c) and goes to the graveyard", () => {
    // No nonblack creature in play for Dark Withering.
    let s = pass(mindRot(game({ hand: ["Dark Withering", "Hill Giant"], play: ["Swamp"] })), 2);
    s = act(s, { type: "may", accept: true }, "p2");
    expect(s.playing).toBeNull();
    expect(s.removed).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Dark Withering", "Hill Giant"]);
  });
});
