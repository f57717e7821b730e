import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, payFully, zoneNames, resolveStack } from "../helpers.js";

// "Search its controller's graveyard, hand, and library for all cards with the same name as that
// [artifact] and remove them from the game. That player then shuffles his or her library."
// (src/cards/compiler/remove-named.ts, engine/effects/remove-named.ts), with Betrayers of Kamigawa
// cards compiled from their printed text. 413.2: the name and controller are the target's as it
// last existed, the first sentence having removed or countered it.
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);

describe("clauses: \"Search its controller's graveyard, hand, and library for all cards with the same name as that ...\" (413.2)", () => {
  it("413.2: Splinter removes target Howling Mine, then every Howling Mine in its controller's graveyard, hand and library; that player's other cards stay", () => {
    const p2Library = ["Island", "Howling Mine", "Swamp", "Howling Mine", "Plains"];
    let s = manualGame({
      players: [
        { library: ["Island", "Island", "Island"], hand: ["Splinter"], play: ["Forest", "Forest", "Forest", "Forest"] },
        { library: p2Library, hand: ["Howling Mine", "Grizzly Bears"], graveyard: ["Howling Mine"], play: ["Howling Mine"] },
      ],
      turn: 3,
    });
    s = resolveStack(cast(s, "p1", "Splinter", [{ object: inPlay(s, "Howling Mine") }]));
    expect(removed(s)).toEqual(Array(5).fill("Howling Mine"));
    expect(s.play.some((id) => card(s, id).card === "Howling Mine")).toBe(false);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect([...zoneNames(s, "p2", "library")].sort()).toEqual(["Island", "Plains", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Splinter"]);
  });

  it("413.2: Quash counters Volcanic Hammer; the countered card in the graveyard and the other Volcanic Hammers of its controller are removed, and Hill Giant takes no damage", () => {
    let s = manualGame({
      players: [
        { library: ["Island", "Volcanic Hammer", "Island"], hand: ["Volcanic Hammer", "Volcanic Hammer", "Quash"], play: ["Mountain", "Mountain", "Island", "Island", "Island", "Island"] },
        { library: ["Island", "Island"], hand: [], play: ["Hill Giant"] },
      ],
      turn: 3,
    });
    s = cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Hill Giant") }]);
    const hammer = s.stack[0]!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Quash") }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: hammer }] }, "p1")));
    expect(removed(s)).toEqual(Array(3).fill("Volcanic Hammer"));
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Quash"]);
    expect([...zoneNames(s, "p1", "library")]).toEqual(["Island", "Island"]);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(0);
  });
});
