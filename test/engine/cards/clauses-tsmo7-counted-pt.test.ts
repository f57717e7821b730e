import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inHand, inPlay, manualGame, pass, pt, resolveStack, rejects } from "../helpers.js";

// Counted power and toughness (twentieth session, helper tsmo7).
// "~ gets +1/+1 for each untapped permanent your opponents control." (Copperhoof Vorrac): a static
// ability of layer 6d (418.5a) counting, now, the untapped permanents every opponent of its
// controller controls. "~'s power and toughness are each equal to 1 plus the number of lands you
// control." (Allosaurus Rider, printed 1+*): a characteristic-defining ability of layer 6a; 208.2,
// the * is 0 while the card is not in play, so the card in hand is 1/1.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

describe("clauses: \"~ gets +1/+1 for each untapped permanent your opponents control.\" (Copperhoof Vorrac)", () => {
  it("the card is offered", () => expect(isSupported("Copperhoof Vorrac")).toBe(true));

  it("418.5a 6d: Bob's three untapped lands and Grizzly Bears make the 2/2 Vorrac 6/6; Ann's own untapped permanents don't count", () => {
    const s = manualGame({ players: [{ play: ["Copperhoof Vorrac", "Forest", "Forest", "Hill Giant"], library }, { play: ["Mountain", "Mountain", "Mountain", "Grizzly Bears"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Copperhoof Vorrac"))).toEqual([6, 6]);
  });

  it("tapped permanents don't count: Bob taps a Mountain to play Shock at Ann and the Vorrac is 5/5 at once", () => {
    let s = manualGame({ players: [{ play: ["Copperhoof Vorrac"], library }, { hand: ["Shock"], play: ["Mountain", "Mountain", "Mountain", "Grizzly Bears"], library }], turn: 3 });
    const vorrac = inPlay(s, "Copperhoof Vorrac");
    expect(pt(s, vorrac)).toEqual([6, 6]);
    s = pass(s); // Ann passes in her main phase: Bob has priority
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(pt(s, vorrac)).toEqual([5, 5]);
    s = resolveStack(s);
    expect(pt(s, vorrac)).toEqual([5, 5]);
  });

  it("an empty board across the table: the Vorrac is its printed 2/2", () => {
    const s = manualGame({ players: [{ play: ["Copperhoof Vorrac", "Forest"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Copperhoof Vorrac"))).toEqual([2, 2]);
  });
});

describe("clauses: \"~'s power and toughness are each equal to 1 plus the number of lands you control.\" (Allosaurus Rider, 208.2)", () => {
  it("the card is offered", () => expect(isSupported("Allosaurus Rider")).toBe(true));

  it("208.2: with four lands it is 5/5; a land played makes it 6/6; Bob's lands don't count", () => {
    let s = manualGame({ players: [{ hand: ["Forest"], play: ["Allosaurus Rider", "Forest", "Forest", "Forest", "Plains"], library }, { play: ["Mountain", "Mountain"], library }], turn: 3 });
    const rider = inPlay(s, "Allosaurus Rider");
    expect(pt(s, rider)).toEqual([5, 5]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    expect(pt(s, rider)).toEqual([6, 6]);
  });

  it("208.2: in the hand the * is 0: the card is 1/1", () => {
    const s = manualGame({ players: [{ hand: ["Allosaurus Rider"], play: ["Forest", "Forest"], library }, { library }], turn: 3 });
    const c = characteristics(s, card(s, inHand(s, "p1", "Allosaurus Rider")));
    expect([c.power, c.toughness]).toEqual([1, 1]);
  });

  it("409.1b: played by removing two green cards in hand from the game, with no land it is 1/1 in play; a non-green card is refused with nothing changed", () => {
    let s = manualGame({ players: [{ hand: ["Allosaurus Rider", "Llanowar Elves", "Giant Growth", "Shock"], library }, { library }], turn: 3 });
    const rider = inHand(s, "p1", "Allosaurus Rider");
    rejects(s, "p1", { type: "playSpell", card: rider, alternative: { remove: [inHand(s, "p1", "Llanowar Elves"), inHand(s, "p1", "Shock")] } }, "409.1b");
    s = act(s, { type: "playSpell", card: rider, alternative: { remove: [inHand(s, "p1", "Llanowar Elves"), inHand(s, "p1", "Giant Growth")] } }, "p1");
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Allosaurus Rider"))).toEqual([1, 1]);
    expect(s.removed?.map((id) => card(s, id).card).sort()).toEqual(["Giant Growth", "Llanowar Elves"]);
  });
});
