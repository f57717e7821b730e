// What the layers and other rules remember about the permanents in play (the layer context,
// the permanents with static abilities, "does any permanent's card ...") must follow a
// permanent that changes what it is without a new timestamp: a face-down permanent turned face
// up (504, 502.26c) keeps its timestamp, and its static abilities apply at once (418.5). The
// change is made inside one state, as `apply` makes it, between two readings of that state.
import { describe, expect, it } from "vitest";
import { characteristics, readingState } from "../../../src/engine/effects/characteristics.js";
import { somePermanentCard } from "../../../src/engine/zones/cards-in-play.js";
import { turnFaceUp } from "../../../src/engine/keywords/morph.js";
import { cloneState } from "../../../src/engine/game/clone.js";
import { card, type Game } from "../../../src/engine/game/game.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import type { CardInfo } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, pass, passUntil, payFully } from "../helpers.js";

const library = ["Forest", "Forest", "Forest", "Forest"];

/** Ann with two Thelonite Hermits: the first turned face up (four Saprolings, each 2/2), the second face down. */
function hermits(): { s: GameState; faceDown: string } {
  let s = manualGame({ players: [{ hand: ["Thelonite Hermit", "Thelonite Hermit"], manaPool: { G: 20 }, library }, { library }], turn: 3 });
  s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Thelonite Hermit"), faceDown: true }));
  s = pass(s, 2);
  const first = s.play.find((id) => card(s, id).faceDown)!;
  s = act(s, { type: "turnFaceUp", card: first, mana: "GGGGG" });
  s = pass(s, 2); // the "turned face up" trigger resolves: four Saprolings
  s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Thelonite Hermit"), faceDown: true }));
  s = pass(s, 2);
  return { s, faceDown: s.play.find((id) => card(s, id).faceDown)! };
}

const saprolings = (s: GameState) => s.play.filter((id) => characteristics(s, card(s, id)).subtypes.includes("Saproling"));
const hasStatics = (info: CardInfo) => info.statics.length > 0;

describe("a permanent turned face up is seen at once by what the engine remembers about play (504, 418.5)", () => {
  it("504, 502.26c, 418.5: a face-down Thelonite Hermit turned face up gives Saprolings +1/+1 at once, though it takes no new timestamp", () => {
    const { s, faceDown } = hermits();
    expect(saprolings(s)).toHaveLength(4);
    const g: Game = { s: cloneState(s), events: [], scanned: 0 };
    // Read before the change: the face-down Hermit is a 2/2 with no abilities (504).
    for (const id of saprolings(g.s)) expect(characteristics(g.s, card(g.s, id))).toMatchObject({ power: 2, toughness: 2 });
    expect(somePermanentCard(g.s, hasStatics)).toBe(true); // the first Hermit
    const timestamp = g.s.nextTimestamp;
    turnFaceUp(g, "p1", faceDown, "GGGGG");
    expect(g.s.nextTimestamp).toBe(timestamp);
    // Read again in the same state: the second Hermit's "Saproling creatures get +1/+1" applies.
    for (const id of saprolings(g.s)) expect(characteristics(g.s, card(g.s, id))).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristics(g.s, card(g.s, faceDown))).toMatchObject({ name: "Thelonite Hermit", power: 1, toughness: 1 });
  });

  it("504: whether some permanent's card has a property follows a face-down permanent turned face up", () => {
    const s0 = manualGame({ players: [{ hand: ["Thelonite Hermit"], manaPool: { G: 20 }, library }, { library }], turn: 3 });
    let s = payFully(act(s0, { type: "playSpell", card: inHand(s0, "p1", "Thelonite Hermit"), faceDown: true }));
    s = pass(s, 2);
    const id = s.play.find((x) => card(s, x).faceDown)!;
    const g: Game = { s: cloneState(s), events: [], scanned: 0 };
    expect(somePermanentCard(g.s, hasStatics)).toBe(false);
    turnFaceUp(g, "p1", id, "GGGGG");
    expect(somePermanentCard(g.s, hasStatics)).toBe(true);
  });
});

/** Power and toughness of the permanent named `name`, read in a reading scope after the decision listing read the state. */
const rememberedPT = (s: GameState, name: string) => {
  legalDecision(s, s.pending!.player);
  return readingState(s, () => {
    const c = characteristics(s, card(s, inPlay(s, name)));
    return [c.power, c.toughness];
  });
};

describe("layers kept across changes that don't reach them (418.5)", () => {
  it("418.5: a creature's remembered layers are kept when another creature dies, and computed again when a lord leaves play", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Shock"], play: ["Goblin King", "Raging Goblin", "Grizzly Bears", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Raging Goblin")).toEqual([2, 2]);
    s = passUntil(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]), (x) => x.stack.length === 0);
    expect(s.play.some((id) => card(s, id).card === "Grizzly Bears")).toBe(false);
    expect(rememberedPT(s, "Raging Goblin")).toEqual([2, 2]);
    s = passUntil(cast(s, "p1", "Shock", [{ object: inPlay(s, "Goblin King") }]), (x) => x.stack.length === 0);
    expect(s.play.some((id) => card(s, id).card === "Goblin King")).toBe(false);
    expect(rememberedPT(s, "Raging Goblin")).toEqual([1, 1]);
  });

  it("208.2: a value counting cards in hand is computed again when a card is drawn, though nothing in play changed", () => {
    let s = manualGame({ players: [{ play: ["Maro", "Glorious Anthem"], library }, { library }], turn: 2, active: 1 });
    expect(rememberedPT(s, "Maro")).toEqual([1, 1]);
    s = passUntil(s, (x) => x.turn.active === "p1" && x.turn.step === "draw" && x.pending?.kind === "priority");
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(rememberedPT(s, "Maro")).toEqual([2, 2]);
  });
});
