import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, activated, cast, inHand, inPlay, manualGame, pass, payFully, playNames, rejects, resolveStack, zoneNames } from "../helpers.js";

// Two target and condition words of Darksteel (twentieth session, helper tsmo7).
// "Destroy target artifact creature or black creature. It can't be regenerated." (Purge): a
// creature target matching either filter (409.1c), checked again as the spell resolves (413.2a).
// "~ can't be the target of spells or abilities as long as you control another artifact creature."
// (Drill-Skimmer): a static ability of the permanent itself whose condition counts the artifact
// creatures its controller controls other than it, now (409.1c when a spell or ability targets).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];

describe("clauses: \"Destroy target artifact creature or black creature. It can't be regenerated.\" (Purge)", () => {
  it("the card is offered", () => expect(isSupported("Purge")).toBe(true));

  const start = (theirs: string[]) => manualGame({ players: [{ hand: ["Purge"], play: ["Plains", "Plains"], library }, { play: ["Swamp", "Swamp", ...theirs], library }], turn: 3 });

  it("409.1c: a colorless artifact creature (Ornithopter) is a legal target and is destroyed", () => {
    let s = start(["Ornithopter"]);
    s = resolveStack(cast(s, "p1", "Purge", [{ object: inPlay(s, "Ornithopter") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Ornithopter"]);
  });

  it("a black creature is a legal target; Drudge Skeletons' regeneration shield doesn't save it (It can't be regenerated)", () => {
    let s = start(["Drudge Skeletons"]);
    const skeletons = inPlay(s, "Drudge Skeletons");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Purge") }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: skeletons }] }, "p1"));
    s = pass(s); // Bob has priority with Purge on the stack
    s = payFully(act(s, { type: "playAbility", source: skeletons, ability: activated(s, "Drudge Skeletons") }, "p2"));
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Drudge Skeletons"]);
  });

  it("409.1c: a green creature and a noncreature artifact are neither: choosing Grizzly Bears is refused with nothing changed", () => {
    let s = start(["Grizzly Bears", "Ornithopter"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Purge") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
  });

  it("409.1c: with only a green creature in play Purge can't be played at all", () => {
    const s = start(["Grizzly Bears"]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Purge") }, "409.1c");
  });
});

describe("clauses: \"~ can't be the target of spells or abilities as long as you control another artifact creature.\" (Drill-Skimmer)", () => {
  it("the card is offered", () => expect(isSupported("Drill-Skimmer")).toBe(true));

  it("alone, it is a legal target: Bob's Shock destroys it", () => {
    let s = manualGame({ players: [{ play: ["Drill-Skimmer"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(s);
    s = resolveStack(cast(s, "p2", "Shock", [{ object: inPlay(s, "Drill-Skimmer") }]));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Drill-Skimmer"]);
  });

  it("409.1c: with Ornithopter beside it, Bob's Shock can't target it (refused, nothing changed), and can target the Ornithopter", () => {
    let s = manualGame({ players: [{ play: ["Drill-Skimmer", "Ornithopter"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(s);
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Drill-Skimmer") }] }, "409.1c");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Ornithopter") }] }, "p2")));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter"]);
  });

  it("\"another\": two Drill-Skimmers each keep the other untargetable; Bob's artifact creature doesn't count for Ann's", () => {
    let s = manualGame({ players: [{ play: ["Drill-Skimmer", "Drill-Skimmer"], library }, { hand: ["Shock"], play: ["Mountain", "Ornithopter"], library }], turn: 3 });
    s = pass(s);
    for (const id of s.play.filter((x) => (s.objects[x] as { card?: string }).card === "Drill-Skimmer"))
      rejects(act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2"), "p2", { type: "chooseTargets", targets: [{ object: id }] }, "409.1c");
    let t = manualGame({ players: [{ play: ["Drill-Skimmer"], library }, { hand: ["Shock"], play: ["Mountain", "Ornithopter"], library }], turn: 3 });
    t = pass(t);
    t = resolveStack(cast(t, "p2", "Shock", [{ object: inPlay(t, "Drill-Skimmer") }]));
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Drill-Skimmer"]);
  });

  it("once the other artifact creature is gone (Purge), it can be targeted again", () => {
    let s = manualGame({ players: [{ play: ["Drill-Skimmer", "Ornithopter"], library }, { hand: ["Purge", "Shock"], play: ["Plains", "Plains", "Mountain"], library }], turn: 3 });
    s = pass(s);
    s = resolveStack(cast(s, "p2", "Purge", [{ object: inPlay(s, "Ornithopter") }]));
    expect(playNames(s, "p1")).toEqual(["Drill-Skimmer"]);
    s = pass(s);
    s = resolveStack(cast(s, "p2", "Shock", [{ object: inPlay(s, "Drill-Skimmer") }]));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter", "Drill-Skimmer"]);
  });
});
