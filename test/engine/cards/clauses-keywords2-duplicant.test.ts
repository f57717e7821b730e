// 502.34 Imprint (Mirrodin): Duplicant — "When Duplicant comes into play, you may remove target
// nontoken creature from the game." and "As long as a creature card is imprinted on Duplicant,
// Duplicant has that card's power, toughness, and creature types. It's still a Shapeshifter." The
// imprinted card is a card in the removed zone: its printed values count, not what the creature
// had in play (217.1c: it is a new object; a pump on the permanent is gone with it).
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, manualGame, pass, pt, rejects } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Island", "Island", "Swamp", "Mountain", "Mountain", "Forest"];
const game = (hand: string[]) => manualGame({ players: [{ library, hand, play: lands }, { library, play: ["Hill Giant"] }], turn: 3 });
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);
function toDecision(s: GameState): GameState {
  for (let i = 0; i < 12 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
}
/** Duplicant cast and resolved; its trigger targets Hill Giant. */
function duplicantTargetsGiant(s: GameState): GameState {
  s = pass(cast(s, "p1", "Duplicant"), 2);
  expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
  return toDecision(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1"));
}

describe("502.34: Duplicant", () => {
  it("502.34: Hill Giant removed and imprinted: Duplicant (2/4) is a 3/3 Giant Shapeshifter", () => {
    let s = duplicantTargetsGiant(game(["Duplicant"]));
    const giant = inPlay(s, "Hill Giant");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: giant }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: giant }, "p1");
    expect(removed(s)).toEqual(["Hill Giant"]);
    expect(s.players[1]!.graveyard).toEqual([]);
    const dup = inPlay(s, "Duplicant");
    expect(pt(s, dup)).toEqual([3, 3]);
    expect([...characteristics(s, card(s, dup)).subtypes].sort()).toEqual(["Giant", "Shapeshifter"]);
  });

  it("502.34, 217.1c: Hill Giant given +3/+3 by Giant Growth before it is removed: the imprinted card is 3/3 as printed, and so is Duplicant", () => {
    let s = game(["Giant Growth", "Duplicant"]);
    s = pass(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([6, 6]);
    s = duplicantTargetsGiant(s);
    s = act(s, { type: "chooseCard", card: inPlay(s, "Hill Giant") }, "p1");
    expect(pt(s, inPlay(s, "Duplicant"))).toEqual([3, 3]);
  });

  it("502.34: declined, Hill Giant stays and Duplicant is a 2/4 Shapeshifter; a card not offered is refused", () => {
    let s = duplicantTargetsGiant(game(["Duplicant"]));
    rejects(s, "p1", { type: "chooseCard", card: inPlay(s, "Duplicant") }, "502.34");
    s = act(s, { type: "chooseCard", card: null }, "p1");
    expect(removed(s)).toEqual([]);
    const dup = inPlay(s, "Duplicant");
    expect(pt(s, dup)).toEqual([2, 4]);
    expect(characteristics(s, card(s, dup)).subtypes).toEqual(["Shapeshifter"]);
    expect(s.play).toContain(inPlay(s, "Hill Giant"));
  });

  it("216: a token is no legal target of \"target nontoken creature\"", () => {
    const s = game(["Duplicant"]);
    const token = { ...card(s, inPlay(s, "Hill Giant")), token: true as const };
    const withToken: GameState = { ...s, objects: { ...s.objects, [token.id]: token } };
    let t = pass(cast(withToken, "p1", "Duplicant"), 2);
    // Duplicant itself is the only nontoken creature: the target is chosen without a question (410.4).
    expect(t.pending?.kind).toBe("priority");
    t = toDecision(t);
    expect(legalDecision(t, "p1")!.options).toEqual([{ type: "chooseCard", card: inPlay(t, "Duplicant") }, { type: "chooseCard", card: null }]);
  });
});
