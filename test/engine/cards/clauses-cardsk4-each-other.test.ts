import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// "Destroy each other creature" (Myojin of Cleansing Fire): every creature in play but the
// ability's source (the era's "each other", read as "all other"); 420.5: each is destroyed at
// once, and an indestructible one stays.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};

describe("clauses: \"Destroy each other creature\" (Myojin of Cleansing Fire)", () => {
  it("the card is offered", () => {
    expect(isSupported("Myojin of Cleansing Fire")).toBe(true);
  });

  it("removing its divinity counter destroys every other creature, both players', but not the Myojin itself", () => {
    let s = manualGame({ players: [{ play: [{ card: "Myojin of Cleansing Fire", counters: { divinity: 1 } }, "Grizzly Bears"], library }, { play: ["Hill Giant", "Llanowar Elves"], library }], turn: 3 });
    const myojin = inPlay(s, "Myojin of Cleansing Fire");
    s = resolve(act(s, { type: "playAbility", source: myojin, ability: 0 }, "p1"));
    expect((s.objects[myojin] as CardObject).counters?.divinity ?? 0).toBe(0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Hill Giant", "Llanowar Elves"]);
    expect(inPlay(s, "Myojin of Cleansing Fire")).toBe(myojin);
  });

  it("409.1f: with no divinity counter to remove its ability can't be played, and nothing changes", () => {
    const s = manualGame({ players: [{ play: ["Myojin of Cleansing Fire", "Grizzly Bears"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Myojin of Cleansing Fire"), ability: 0 }, "409.1f");
  });
});
