import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, rejects, zoneNames, resolveStack } from "../helpers.js";

// "Return target enchanted permanent to its owner's hand." (Cut the Earthly Bond): a permanent
// with an Aura attached to it (212.4); the word "target" takes only such a permanent (409.1c),
// and one that is no longer enchanted as the spell resolves is an illegal target (413.2a).
const library = ["Island", "Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"target enchanted permanent\"", () => {
  it("the card is offered", () => {
    expect(isSupported("Cut the Earthly Bond")).toBe(true);
  });

  it("Cut the Earthly Bond returns Bob's Grizzly Bears enchanted by Holy Strength to his hand; the Aura goes to his graveyard (420.5d)", () => {
    let s = manualGame({ players: [{ library, hand: ["Cut the Earthly Bond"], play: ["Island"] }, { library, play: ["Grizzly Bears", { card: "Holy Strength", attachedTo: 0 }] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Cut the Earthly Bond", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Holy Strength"]);
  });

  it("409.1c: an unenchanted Hill Giant can't be its target, and nothing changes", () => {
    let s = manualGame({ players: [{ library, hand: ["Cut the Earthly Bond"], play: ["Island"] }, { library, play: ["Grizzly Bears", { card: "Holy Strength", attachedTo: 0 }, "Hill Giant"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Cut the Earthly Bond") }, "p1");
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
  });
});
