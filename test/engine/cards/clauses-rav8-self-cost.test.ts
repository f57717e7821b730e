import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inHand, inPlay, manualGame, rejects, resolveStack } from "../helpers.js";

// "If you have 3 life or less, ~ costs {6} less to play." (Avatar of Hope) and "If there are ten
// or more creature cards total in all graveyards, ~ costs {6} less to play." (Avatar of Woe): the
// card's own ability, read as its total cost is determined while it is played from the hand
// (409.1e); a reduction lowers only generic mana.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];
const offered = (s: GameState, name: string) => legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p1", name));
const play = (s: GameState, name: string) => ({ type: "playSpell" as const, card: inHand(s, "p1", name) });

describe("clauses: a card that costs less to play under a condition (409.1e)", () => {
  it("the cards are offered", () => {
    for (const name of ["Avatar of Hope", "Avatar of Woe"]) expect(isSupported(name)).toBe(true);
  });

  it("Avatar of Hope at 3 life: {W}{W} is its whole cost", () => {
    const s = manualGame({ players: [{ life: 3, hand: ["Avatar of Hope"], play: ["Plains", "Plains"], library }, { library }], turn: 3 });
    expect(offered(s, "Avatar of Hope")).toBe(true);
    const after = resolveStack(cast(s, "p1", "Avatar of Hope"));
    expect(inPlay(after, "Avatar of Hope", "p1")).toBeDefined();
  });

  it("409.1e: at 4 life the reduction doesn't apply: two Plains can't pay {6}{W}{W}, nothing changes", () => {
    const s = manualGame({ players: [{ life: 4, hand: ["Avatar of Hope"], play: ["Plains", "Plains"], library }, { library }], turn: 3 });
    expect(offered(s, "Avatar of Hope")).toBe(false);
    rejects(s, "p1", play(s, "Avatar of Hope"), "409.1f");
  });

  it("409.1e: a reduction lowers only generic mana: at 1 life, one Plains can't pay {W}{W}", () => {
    const s = manualGame({ players: [{ life: 1, hand: ["Avatar of Hope"], play: ["Plains", "Mountain"], library }, { library }], turn: 3 });
    expect(offered(s, "Avatar of Hope")).toBe(false);
  });

  it("Avatar of Woe: ten creature cards counted across both graveyards make it {B}{B}", () => {
    const bears = (n: number) => Array<string>(n).fill("Grizzly Bears");
    let s = manualGame({ players: [{ hand: ["Avatar of Woe"], play: ["Swamp", "Swamp"], graveyard: [...bears(6), "Plains", "Shock"], library }, { graveyard: bears(4), play: ["Hill Giant"], library }], turn: 3 });
    expect(offered(s, "Avatar of Woe")).toBe(true);
    s = resolveStack(cast(s, "p1", "Avatar of Woe"));
    expect(inPlay(s, "Avatar of Woe", "p1")).toBeDefined();
  });

  it("409.1e: nine creature cards (a land and an instant don't count) leave it at {6}{B}{B}", () => {
    const bears = (n: number) => Array<string>(n).fill("Grizzly Bears");
    const s = manualGame({ players: [{ hand: ["Avatar of Woe"], play: ["Swamp", "Swamp"], graveyard: [...bears(5), "Plains", "Shock"], library }, { graveyard: bears(4), library }], turn: 3 });
    expect(offered(s, "Avatar of Woe")).toBe(false);
    rejects(s, "p1", play(s, "Avatar of Woe"), "409.1f");
  });

  it("the condition is read as the cost is determined: Avatar of Hope at 3 life costs {W}{W} with eight lands too, leaving six untapped", () => {
    let s = manualGame({ players: [{ life: 3, hand: ["Avatar of Hope"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Avatar of Hope"));
    expect(s.play.filter((id) => card(s, id).card === "Plains" && !card(s, id).tapped)).toHaveLength(6);
  });
});
