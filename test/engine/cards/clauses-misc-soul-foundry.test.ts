import { describe, expect, it } from "vitest";
import { type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully } from "../helpers.js";

// Soul Foundry (MRD), compiled from its printed text: "Imprint — When ~ comes into play, you may
// remove a creature card in your hand from the game." and "{X}, {T}: Put a creature token into
// play that's a copy of the imprinted creature card. X is the converted mana cost of that card."
// 409.1b: X is not announced but is the imprinted card's converted mana cost; 503 and 216: the
// token's copiable values are that card's printed ones.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const game = (hand: string[]) => manualGame({ players: [{ library, hand, play: lands }, { library }], turn: 3 });
function toDecision(s: GameState): GameState {
  for (let i = 0; i < 12 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
}
const tokens = (s: GameState) => Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "play" && o.token).map((o) => (o.kind === "card" ? o.card : ""));

describe("clauses: \"Put a creature token into play that's a copy of the imprinted creature card. X is the converted mana cost of that card.\" (409.1b, 503)", () => {
  it("409.1b, 503: Grizzly Bears imprinted — the ability costs {2} with no X to announce, and makes a Grizzly Bears token (2/2, a creature)", () => {
    let s = toDecision(cast(game(["Soul Foundry", "Grizzly Bears"]), "p1", "Soul Foundry"));
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Grizzly Bears") }, "p1");
    s = act(s, { type: "playAbility", source: inPlay(s, "Soul Foundry"), ability: 1 }, "p1");
    expect(s.pending?.kind).toBe("payment"); // no X asked
    expect(s.playing!.cost).toBe("{2}");
    s = pass(payFully(s), 2);
    expect(tokens(s)).toEqual(["Grizzly Bears"]);
    const token = card(s, inPlay(s, "Grizzly Bears"));
    expect(token.token).toBe(true);
    expect(s.players[0]!.hand).toEqual([]);
    expect(Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "play" && !o.token && o.card === "Forest" && o.tapped).length).toBe(6); // 4 for the Foundry, 2 for X
  });

  it("409.1b: nothing imprinted — X is 0, the ability costs only {T} and makes no token", () => {
    let s = toDecision(cast(game(["Soul Foundry", "Grizzly Bears"]), "p1", "Soul Foundry"));
    s = act(s, { type: "chooseCard", card: null }, "p1");
    s = act(s, { type: "playAbility", source: inPlay(s, "Soul Foundry"), ability: 1 }, "p1");
    s = pass(payFully(s), 2);
    expect(tokens(s)).toEqual([]);
    expect(card(s, inPlay(s, "Soul Foundry")).tapped).toBe(true);
  });
});
