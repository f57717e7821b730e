import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, pt, zoneNames } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

// "~ gets +1/+1 for each age counter on it" (Earthen Goo), "Enchanted creature gets +3/+3 for
// each age counter on ~" (Glacial Plating): static abilities (418.5a, layer 6d) counting the
// counters cumulative upkeep puts on their source (502.13a) as they are at each moment, not
// fixed when counted once: a new counter changes the P/T at once, and the bonus ends with the source.
const library = Array<string>(12).fill("Mountain");

describe("clauses: \"gets +N/+N for each age counter on it / on ~\" (502.13, 418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Earthen Goo", "Glacial Plating"]) expect(isSupported(name), name).toBe(true);
  });

  it("502.13a, 418.5a: Earthen Goo with one age counter is 3/3; its upkeep's counter makes it 4/4 while the cost is asked, and it stays 4/4 once paid", () => {
    let s = manualGame({ players: [{ play: [{ card: "Earthen Goo", counters: { age: 1 } }, "Mountain", "Forest"], library }, { library }], turn: 3 });
    const goo = inPlay(s, "Earthen Goo");
    expect(pt(s, goo)).toEqual([3, 3]);
    s = pass(toUpkeep(s, 5), 2);
    expect(card(s, goo).counters).toEqual({ age: 2 });
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", object: goo });
    expect(pt(s, goo)).toEqual([4, 4]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    s = act(s, { type: "payMana", mana: "RG" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(pt(s, goo)).toEqual([4, 4]);
  });

  it("502.13a, 418.5a: Glacial Plating counts its own age counters (not the creature's): 2/2 Grizzly Bears is 5/5, then 8/8 while the cost is asked, and 2/2 again once the Plating is sacrificed unpaid", () => {
    let s = manualGame({ players: [{ play: [{ card: "Grizzly Bears", counters: { age: 4 } }, { card: "Glacial Plating", attachedTo: "Grizzly Bears", counters: { age: 1 } }, "Snow-Covered Plains", "Snow-Covered Plains"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    expect(pt(s, bears)).toEqual([5, 5]);
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", object: inPlay(s, "Glacial Plating") });
    expect(pt(s, bears)).toEqual([8, 8]);
    s = act(s, { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Glacial Plating"]);
    expect(pt(s, bears)).toEqual([2, 2]);
  });
});
