import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

// "When another creature comes into play, sacrifice ~. If you do, ~ deals 4 damage to that
// creature." (Flame-Kin War Scout): 404.1, the same event as "Whenever another creature comes into
// play", each time a creature other than it comes into play under any player's control; the damage
// only if it was sacrificed (it may have left play or changed controllers), dealt by it as it last
// existed (413.2). Compiled by compiler/zone-triggers.ts.
const library = Array<string>(10).fill("Forest");
const stackNames = (s: GameState) => s.stack.map((id) => { const o = s.objects[id]!; return o.kind === "ability" ? o.source.name : "spell"; });

describe("clauses: \"When another creature comes into play\" (404.1)", () => {
  it("the card is offered", () => {
    expect(isSupported("Flame-Kin War Scout")).toBe(true);
  });

  it("Flame-Kin War Scout: an opponent's creature comes into play; the Scout is sacrificed and deals it 4 damage", () => {
    let s = manualGame({ players: [{ library, hand: ["Rootbreaker Wurm"], play: Array<string>(7).fill("Forest") }, { library, play: ["Flame-Kin War Scout"] }], turn: 3 });
    s = pass(cast(s, "p1", "Rootbreaker Wurm"), 2);
    expect(stackNames(s)).toEqual(["Flame-Kin War Scout"]);
    const wurm = inPlay(s, "Rootbreaker Wurm");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Flame-Kin War Scout"]);
    expect(card(s, wurm).damage).toBe(4);
  });

  it("a land coming into play is no creature: nothing triggers", () => {
    let s = manualGame({ players: [{ library, hand: ["Forest"] }, { library, play: ["Flame-Kin War Scout"] }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });

  it("if you don't: the Scout destroyed in response isn't sacrificed, and deals no damage", () => {
    let s = manualGame({ players: [{ library, hand: ["Grizzly Bears", "Terror"], play: ["Forest", "Forest", "Swamp", "Swamp"] }, { library, play: ["Flame-Kin War Scout"] }], turn: 3 });
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(stackNames(s)).toEqual(["Flame-Kin War Scout"]);
    s = cast(s, "p1", "Terror", [{ object: inPlay(s, "Flame-Kin War Scout") }]);
    s = pass(s, 2); // Terror resolves
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Flame-Kin War Scout"]);
    s = pass(s, 2); // the trigger resolves: nothing to sacrifice
    expect(s.stack).toEqual([]);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
    expect(life(s, "p1")).toBe(20);
  });
});
