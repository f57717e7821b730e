import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, payFully, resolveStack } from "../helpers.js";

// "~ can enchant only a creature with converted mana cost 2 or less." on an Aura whose type line
// is "Enchant Creature" (src/cards/compiler/aura-type-line.ts): the Enchant keyword of the Ninth
// Edition update, "Enchant creature with converted mana cost 2 or less" (212.4, 502.45).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const game = () =>
  manualGame({ players: [{ library, hand: ["Threads of Disloyalty"], play: ["Island", "Island", "Island", "Island"] }, { library, play: ["Hill Giant", "Grizzly Bears"], hand: [] }], turn: 3 });

describe("clauses: \"~ can enchant only a creature with converted mana cost N or less.\" (212.4, 502.45)", () => {
  it("502.45: Threads of Disloyalty can target Grizzly Bears (converted mana cost 2) but not Hill Giant (4)", () => {
    const s = act(game(), { type: "playSpell", card: inHand(game(), "p1", "Threads of Disloyalty") }, "p1");
    const targets = legalDecision(s, "p1")!.options.filter((o) => o.type === "chooseTargets").map((o) => JSON.stringify(o));
    expect(targets).toEqual([expect.stringContaining(inPlay(s, "Grizzly Bears"))]);
  });

  it("502.45: on Grizzly Bears, its controller gains control of the Bears (\"You control enchanted creature.\")", () => {
    let s = act(game(), { type: "playSpell", card: inHand(game(), "p1", "Threads of Disloyalty") }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1")));
    expect(card(s, inPlay(s, "Threads of Disloyalty")).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    expect(controllerOf(s, card(s, inPlay(s, "Grizzly Bears")))).toBe("p1");
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p2");
  });
});
