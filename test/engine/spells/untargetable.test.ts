// "[This] can't be the target of spells or abilities [your opponents control]" (Humble
// Budoka, Troll Ascetic): an illegal target as it is chosen (409.1c); only spells and
// abilities target, so effects that don't target still reach it. (Shroud, the keyword for
// these words, came in 2007.)
import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("can't be the target of spells or abilities (409.1c)", () => {
  it("409.1c: Humble Budoka can't be the target of its own controller's Shock nor Rod of Ruin's ability; Wrath of God (no target) destroys it", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Wrath of God"], play: ["Humble Budoka", "Rod of Ruin", "Mountain", "Plains", "Plains", "Plains", "Plains", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    const budoka = inPlay(s, "Humble Budoka");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: budoka }] }, "409.1c");
    s = act(s, { type: "cancel" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Rod of Ruin"), ability: 0 });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: budoka }] }, "409.1c");
    s = act(s, { type: "cancel" });
    s = pass(cast(s, "p1", "Wrath of God"), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Humble Budoka", "Wrath of God"]);
  });

  it("409.1c: Troll Ascetic can't be the target of the opponent's Shock, but can be of its controller's: regenerated, it survives", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Troll Ascetic", "Mountain", "Mountain", "Forest", "Forest"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    const troll = inPlay(s, "Troll Ascetic");
    s = act(s, { type: "pass" });
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: troll }] }, "409.1c");
    s = act(s, { type: "cancel" }, "p2");
    s = act(s, { type: "pass" }, "p2");
    s = pass(payFully(act(s, { type: "playAbility", source: troll, ability: 0 }, "p1")), 2);
    s = pass(cast(s, "p1", "Shock", [{ object: troll }]), 2);
    expect(card(s, troll)).toMatchObject({ zone: "play", tapped: true, damage: 0 });
  });
});
