import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame, pt } from "../helpers.js";

// "Traproot Kami's toughness is equal to the number of Forests in play." (208.2): a
// characteristic-defining ability for its toughness only (its power is printed, 0); it counts
// every Forest in play, whoever controls it, and changes as the count does. "Masumaro, First to
// Live's power and toughness are each equal to twice the number of cards in your hand." the same
// way, counting its controller's hand.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

describe("clauses: \"~'s toughness is equal to the number of Forests in play\", \"twice the number of cards in your hand\" (208.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Traproot Kami", "Masumaro, First to Live"]) expect(isSupported(name), name).toBe(true);
  });

  it("208.2: Masumaro with three cards in Ann's hand (and five in Bob's) is 6/6; after her land play it is 4/4", () => {
    let s = manualGame({ players: [{ library, hand: ["Forest", "Island", "Island"], play: ["Masumaro, First to Live"] }, { library, hand: ["Forest", "Forest", "Forest", "Forest", "Forest"] }], turn: 3 });
    const masumaro = inPlay(s, "Masumaro, First to Live");
    expect(pt(s, masumaro)).toEqual([6, 6]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    expect(pt(s, masumaro)).toEqual([4, 4]);
  });

  it("208.2: with two Forests of Ann's and one of Bob's it is 0/3; Ann's land play of a Forest makes it 0/4", () => {
    let s = manualGame({ players: [{ library, hand: ["Forest"], play: ["Traproot Kami", "Forest", "Forest", "Plains"] }, { library, play: ["Forest", "Island"] }], turn: 3 });
    const kami = inPlay(s, "Traproot Kami");
    expect(pt(s, kami)).toEqual([0, 3]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    expect(pt(s, kami)).toEqual([0, 4]);
  });

  it("208.2, 420.5c: with no Forest in play its toughness is 0 and it is put into its owner's graveyard", () => {
    const s = manualGame({ players: [{ library, play: ["Traproot Kami", "Plains"] }, { library }], turn: 3 });
    expect(() => inPlay(s, "Traproot Kami")).toThrow();
    expect(s.players[0]!.graveyard.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Traproot Kami"]);
  });
});
