import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, manualGame, payFully, playNames, resolveStack, zoneNames } from "../helpers.js";

// "Put an X/X green Wurm creature token into play." (Wurmcalling; nineteenth session, helper ts6):
// a token whose power and toughness are the X announced as the spell is played (409.1b, 216),
// made that size as the spell resolves. A 0/0 token is put into its owner's graveyard (420.5a) and
// then ceases to exist (216.3).
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const forests = (n: number) => Array<string>(n).fill("Forest");

function wurmcalling(s: GameState, x: number, buyback = false): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", "Wurmcalling"), ...(buyback ? { buyback: true as const } : {}) }, "p1");
  s = act(s, { type: "chooseX", value: x }, "p1");
  return resolveStack(payFully(s));
}
const wurms = (s: GameState) => s.play.filter((id) => card(s, id).card.endsWith("green Wurm creature")).map((id) => characteristics(s, card(s, id)));

describe("clauses: \"Put an X/X green Wurm creature token into play.\" (Wurmcalling, 216, 409.1b)", () => {
  it("the card is offered", () => expect(isSupported("Wurmcalling")).toBe(true));

  it("X = 4: one 4/4 green Wurm creature token under Ann's control; Wurmcalling goes to the graveyard", () => {
    const s = wurmcalling(manualGame({ players: [{ hand: ["Wurmcalling"], play: forests(5), library }, { library }], turn: 3 }), 4);
    expect(wurms(s).map((c) => [c.power, c.toughness, c.colors, c.subtypes])).toEqual([[4, 4, ["G"], ["Wurm"]]]);
    expect(playNames(s, "p1").filter((n) => !n.startsWith("Forest"))).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wurmcalling"]);
  });

  it("X = 1 with buyback ({2}{G} more): a 1/1 Wurm, and Wurmcalling returns to Ann's hand", () => {
    const s = wurmcalling(manualGame({ players: [{ hand: ["Wurmcalling"], play: forests(5), library }, { library }], turn: 3 }), 1, true);
    expect(wurms(s).map((c) => [c.power, c.toughness])).toEqual([[1, 1]]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Wurmcalling"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("420.5a, 216.3: X = 0 makes a 0/0 Wurm, which is put into the graveyard and ceases to exist", () => {
    const s = wurmcalling(manualGame({ players: [{ hand: ["Wurmcalling"], play: forests(1), library }, { library }], turn: 3 }), 0);
    expect(wurms(s)).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wurmcalling"]);
  });
});
