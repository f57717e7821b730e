import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

// "Whenever a land comes into play, Zo-Zu the Punisher deals 2 damage to that land's controller."
// and "Whenever a land is put into a graveyard from play, Dingus Egg deals 2 damage to that
// land's controller.": the trigger event names the land and its controller (404.1), the land's
// controller as it came into play, or as it last existed in play (410.10d, 413.2), whoever
// controls the ability's source. Compiled from the printed text (compiler/trigger-events.ts
// `eventWords`: "that land's controller"; engine spells/triggers.ts and look-back.ts).
const library = Array<string>(8).fill("Mountain");
const mountains = ["Mountain", "Mountain", "Mountain"];

describe("clauses: \"that land's controller\" of a land's trigger (404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Zo-Zu the Punisher", "Dingus Egg"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1: Ann plays a land with Bob's Zo-Zu in play: Zo-Zu deals 2 damage to Ann, not to Bob", () => {
    let s = manualGame({ players: [{ library, hand: ["Forest"], play: mountains }, { library, play: ["Zo-Zu the Punisher"] }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });

  it("404.1: Zo-Zu's controller playing a land is dealt the 2 damage himself", () => {
    let s = manualGame({ players: [{ library, hand: ["Forest"], play: [...mountains, "Zo-Zu the Punisher"] }, { library }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });

  it("Zo-Zu sees only lands: a creature coming into play triggers nothing", () => {
    let s = manualGame({ players: [{ library, hand: ["Raging Goblin"], play: [...mountains, "Zo-Zu the Punisher"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Raging Goblin"), 2);
    expect(inPlay(s, "Raging Goblin")).toBeTruthy();
    expect(s.stack).toEqual([]);
    expect(life(s, "p1")).toBe(20);
  });

  it("410.10d, 413.2: Ann's Stone Rain destroys Bob's Island with Ann's Dingus Egg in play: Bob, its controller, is dealt 2", () => {
    let s = manualGame({ players: [{ library, hand: ["Stone Rain"], play: [...mountains, "Dingus Egg"] }, { library, play: ["Island"] }], turn: 3 });
    s = cast(s, "p1", "Stone Rain", [{ object: inPlay(s, "Island") }]);
    s = pass(s, 2); // Stone Rain resolves; the Egg's ability goes on the stack
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    expect(life(s, "p1")).toBe(20);
  });

  it("Dingus Egg: Ann's own land destroyed deals the 2 damage to Ann; a creature put into a graveyard triggers nothing", () => {
    let s = manualGame({ players: [{ library, hand: ["Stone Rain", "Shock"], play: [...mountains, "Mountain", "Dingus Egg"] }, { library, play: ["Raging Goblin"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Raging Goblin") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Raging Goblin"]);
    expect(s.stack).toEqual([]);
    const mine = Object.values(s.objects).find((o) => o.kind === "card" && o.zone === "play" && o.card === "Mountain" && !o.tapped)!;
    s = pass(cast(s, "p1", "Stone Rain", [{ object: mine.id }]), 2);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });
});
