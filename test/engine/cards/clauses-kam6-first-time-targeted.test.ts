import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, toNextUpkeep, zoneNames } from "../helpers.js";

// "Whenever ~ becomes the target of a spell or ability for the first time in a turn, counter that
// spell or ability." (Jetting Glasskite, Shimmering Glasskite, BOK) and Kira, Great Glass-Spinner's
// "Creatures you control have "[the same ability]"": a permanent becomes a target as the spell or
// ability is played or put on the stack (409.1c, 410.4); only the first time in a turn triggers,
// whoever's spell or ability it is; the trigger counters the one that targeted it if it is still on
// the stack (414). A new turn is a new first time.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Island", "Swamp"];
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];
/** Ann's main phase of turn 3 with `mine` in play; Bob has Mountains and `hand`. Ann passes: Bob has priority with an empty stack. */
function game(mine: string[], hand: string[]): GameState {
  const s = manualGame({ players: [{ library, play: [...mountains, ...mine] }, { library, play: mountains, hand }], turn: 3 });
  return act(s, { type: "pass" }, "p1");
}
const names = (s: GameState, who: string) => zoneNames(s, who, "graveyard");

describe("clauses: \"whenever ~ becomes the target of a spell or ability for the first time in a turn, counter that spell or ability\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Jetting Glasskite", "Shimmering Glasskite", "Kira, Great Glass-Spinner"]) expect(isSupported(name), name).toBe(true);
  });

  it("414: Bob's first Shock at Jetting Glasskite is countered by its trigger; his second that turn resolves", () => {
    let s = game(["Jetting Glasskite"], ["Shock", "Shock"]);
    const kite = inPlay(s, "Jetting Glasskite");
    s = cast(s, "p2", "Shock", [{ object: kite }]);
    expect(s.stack).toHaveLength(2); // Shock, and the trigger above it
    s = pass(s, 2); // the trigger resolves: Shock is countered
    expect(s.stack).toHaveLength(0);
    expect(names(s, "p2")).toEqual(["Shock"]);
    expect(card(s, kite).damage).toBe(0);
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Shock", [{ object: kite }]);
    expect(s.stack).toHaveLength(1); // no trigger the second time
    s = pass(s, 2);
    expect(card(s, kite).damage).toBe(2);
    expect(names(s, "p2")).toEqual(["Shock", "Shock"]);
  });

  it("Ann's own spell counts: her Shock at Shimmering Glasskite (2/3) is countered; Bob's two Shocks then resolve and kill it", () => {
    let s = manualGame({ players: [{ library, play: [...mountains, "Shimmering Glasskite"], hand: ["Shock"] }, { library, play: mountains, hand: ["Shock", "Shock"] }], turn: 3 });
    const kite = inPlay(s, "Shimmering Glasskite");
    s = pass(cast(s, "p1", "Shock", [{ object: kite }]), 2);
    expect(names(s, "p1")).toEqual(["Shock"]);
    expect(card(s, kite).damage).toBe(0);
    s = act(s, { type: "pass" }, "p1");
    s = pass(cast(s, "p2", "Shock", [{ object: kite }]), 2);
    expect(card(s, kite).damage).toBe(2);
    s = act(s, { type: "pass" }, "p1");
    s = pass(cast(s, "p2", "Shock", [{ object: kite }]), 2);
    expect(names(s, "p1")).toEqual(["Shock", "Shimmering Glasskite"]);
  });

  it("a new turn is a new first time: Bob's Shock the next turn is countered again", () => {
    let s = game(["Jetting Glasskite"], ["Shock", "Shock"]);
    const kite = inPlay(s, "Jetting Glasskite");
    s = pass(cast(s, "p2", "Shock", [{ object: kite }]), 2);
    s = toNextUpkeep(s);
    expect(s.turn.active).toBe("p2");
    s = cast(s, "p2", "Shock", [{ object: kite }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(names(s, "p2")).toEqual(["Shock", "Shock"]);
    expect(card(s, kite).damage).toBe(0);
  });

  it("Kira gives each creature Ann controls its own first time: Shock at Grizzly Bears is countered, a second Shock at the Bears kills them, a Shock at Kira is countered", () => {
    let s = game(["Kira, Great Glass-Spinner", "Grizzly Bears"], ["Shock", "Shock", "Shock"]);
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(card(s, bears).zone).toBe("play");
    s = act(s, { type: "pass" }, "p1");
    s = pass(cast(s, "p2", "Shock", [{ object: bears }]), 2);
    expect(names(s, "p1")).toEqual(["Grizzly Bears"]);
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Kira, Great Glass-Spinner") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Kira, Great Glass-Spinner")).damage).toBe(0);
    expect(names(s, "p2")).toEqual(["Shock", "Shock", "Shock"]);
  });
});
