import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, payFully, resolveStack, zoneNames } from "../helpers.js";

// "Reveal the top card of your library. If it's a land card, put it into play. Otherwise, put that
// card into your hand." (Coiling Oracle) and "... If it's a creature card, put it into play.
// Otherwise, put it into your graveyard." (Call of the Wild): the card revealed is checked as the
// effect reaches it, by its printed types (217.2: still the top card); put into play, it comes
// into play as it says (419.1c) and isn't a land played (putting a land into play is no play).
const forests = ["Forest", "Forest", "Island", "Island"];
const oracle = (library: string[]) => {
  const s = manualGame({ players: [{ hand: ["Coiling Oracle", "Plains"], play: forests, library }, { library: ["Plains"] }], turn: 3, step: "main" });
  return resolveStack(cast(s, "p1", "Coiling Oracle"));
};
const callOfTheWild = (library: string[]) => {
  const s = manualGame({ players: [{ play: [...forests, "Forest", "Forest", "Call of the Wild"], library }, { library: ["Plains"] }], turn: 3, step: "main" });
  return resolveStack(payFully(act(s, { type: "playAbility", source: inPlay(s, "Call of the Wild", "p1"), ability: 0 }, "p1")));
};
const tapped = (s: GameState, name: string) => !!card(s, inPlay(s, name, "p1")).tapped;

describe("clauses: \"If it's a [type] card, put it into play. Otherwise, ...\" after revealing the top card (217.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Coiling Oracle", "Call of the Wild"]) expect(isSupported(name)).toBe(true);
  });

  it("Coiling Oracle reveals a Forest: it comes into play, and Ann may still play her land for the turn", () => {
    const s = oracle(["Forest", "Grizzly Bears"]);
    expect(s.play.filter((id) => card(s, id).card === "Forest")).toHaveLength(3);
    expect(zoneNames(s, "p1", "library")).toEqual(["Grizzly Bears"]);
    const after = act(s, { type: "playLand", card: s.players[0]!.hand.find((id) => card(s, id).card === "Plains")! }, "p1");
    expect(zoneNames(after, "p1", "hand")).not.toContain("Plains");
  });

  it("419.1c: a land that comes into play tapped does so (Coastal Tower)", () => {
    const s = oracle(["Coastal Tower"]);
    expect(tapped(s, "Coastal Tower")).toBe(true);
  });

  it("Coiling Oracle reveals Grizzly Bears: it goes into Ann's hand, not into play", () => {
    const s = oracle(["Grizzly Bears", "Forest"]);
    expect(zoneNames(s, "p1", "hand")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest"]);
    expect(s.play.some((id) => card(s, id).card === "Grizzly Bears")).toBe(false);
  });

  it("an empty library: the Oracle comes into play and nothing else happens", () => {
    const s = oracle([]);
    expect(inPlay(s, "Coiling Oracle", "p1")).toBeDefined();
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains"]);
  });

  it("Call of the Wild reveals Grizzly Bears: it comes into play under Ann's control", () => {
    const s = callOfTheWild(["Grizzly Bears", "Forest"]);
    expect(inPlay(s, "Grizzly Bears", "p1")).toBeDefined();
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest"]);
  });

  it("Call of the Wild reveals a Forest: not a creature card, it goes into Ann's graveyard", () => {
    const s = callOfTheWild(["Forest", "Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Forest"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Grizzly Bears"]);
  });
});
