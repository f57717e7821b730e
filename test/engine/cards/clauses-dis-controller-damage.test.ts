import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, payFully, zoneNames, resolveStack } from "../helpers.js";

// Detonate: "Destroy target artifact with converted mana cost X. It can't be regenerated. Detonate
// deals X damage to that artifact's controller." X is announced (409.1b) before the target is
// chosen (409.1c); the artifact's controller is read as the artifact last existed in play once
// it is destroyed (413.2).
const library = ["Island", "Island", "Island", "Island", "Island"];

describe("clauses: damage to \"that artifact's controller\" (413.2)", () => {
  it("the card is offered", () => {
    expect(isSupported("Detonate")).toBe(true);
  });

  it("409.1b, 413.2: Detonate with X 1 destroys the opponent's Bonesplitter and deals 1 damage to that player", () => {
    let s = manualGame({ players: [{ hand: ["Detonate"], play: ["Mountain", "Mountain"], library }, { play: ["Bonesplitter"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Detonate") });
    s = act(s, { type: "chooseX", value: 1 });
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] })));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
  });

  it("413.2: Detonate on its own caster's artifact deals the damage to its caster", () => {
    let s = manualGame({ players: [{ hand: ["Detonate"], play: ["Mountain", "Mountain", "Mountain", "Bonesplitter"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Detonate") });
    s = act(s, { type: "chooseX", value: 1 });
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] })));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Bonesplitter", "Detonate"]);
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });
});
