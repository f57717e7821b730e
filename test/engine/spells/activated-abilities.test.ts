import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, life, manualGame, payFully, pass, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest"];

/** Plays ability 0 of a permanent, chooses its targets if any, and pays for it. */
function activate(s: ReturnType<typeof manualGame>, source: string, targets?: ({ player: string } | { object: string })[]) {
  s = act(s, { type: "playAbility", source, ability: 0 });
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! });
  return payFully(s);
}

describe("activated abilities (403, 409)", () => {
  it("403.1/409.1: Anaba Shaman's {R},{T} ability goes on the stack, is paid for, and deals 1 damage on resolution", () => {
    let s = manualGame({ players: [{ play: ["Anaba Shaman", "Mountain"], library }, { library }], turn: 3 });
    s = activate(s, inPlay(s, "Anaba Shaman"), [{ player: "p2" }]);
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]!.kind).toBe("ability");
    expect(s.objects[inPlay(s, "Anaba Shaman")]).toMatchObject({ tapped: true });
    expect(s.objects[inPlay(s, "Mountain")]).toMatchObject({ tapped: true });
    expect(life(s, "p2")).toBe(20);
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(life(s, "p2")).toBe(19);
  });

  it("212.3d: a summoning-sick creature can't pay {T}; its ability is not offered and is refused", () => {
    const s = manualGame({ players: [{ play: [{ card: "Royal Assassin", summoningSick: true }], library }, { play: [{ card: "Grizzly Bears", tapped: true }], library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options).not.toContainEqual(expect.objectContaining({ type: "playAbility" }));
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Royal Assassin"), ability: 0 }, "212.3d");
  });

  it("403.1: only the permanent's controller can play its abilities", () => {
    const s = manualGame({ players: [{ library }, { play: ["Archivist"], library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Archivist"), ability: 0 }, "403.1");
  });

  it("Royal Assassin: destroys target TAPPED creature; an untapped creature is not a legal target (409.1c)", () => {
    let s = manualGame({
      players: [{ play: ["Royal Assassin"], library }, { play: [{ card: "Hill Giant", tapped: true }, "Grizzly Bears"], library }],
      turn: 3,
    });
    const options = legalDecision(act(s, { type: "playAbility", source: inPlay(s, "Royal Assassin"), ability: 0 }), "p1")!.options;
    expect(options).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, { type: "cancel" }]);
    s = activate(s, inPlay(s, "Royal Assassin"), [{ object: inPlay(s, "Hill Giant") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("413.2a: an ability whose only target became illegal is countered on resolution (Royal Assassin, target untapped in response)", () => {
    let s = manualGame({
      players: [{ play: ["Royal Assassin"], library }, { play: [{ card: "Hill Giant", tapped: true }, "Ley Druid", "Forest"], library }],
      turn: 3,
    });
    const giant = inPlay(s, "Hill Giant");
    s = activate(s, inPlay(s, "Royal Assassin"), [{ object: giant }]);
    s = pass(s); // p2 gets priority: Ley Druid can only untap lands, so untap the giant some other way
    // Ley Druid can't target the giant (a creature): its ability's filter is "land" (415).
    const druid = act(s, { type: "playAbility", source: inPlay(s, "Ley Druid"), ability: 0 });
    expect(legalDecision(druid, "p2")!.options).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Forest") }] }, { type: "cancel" }]);
    // Untap the giant directly, as an effect would, to check the resolution rule itself.
    s = { ...s, objects: { ...s.objects, [giant]: { ...card(s, giant), tapped: false } } };
    s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(s.stack).toHaveLength(0);
  });

  it("403.1: Orcish Artillery: 2 damage to the target and 3 damage to its controller", () => {
    let s = manualGame({ players: [{ play: ["Orcish Artillery"], library }, { library }], turn: 3 });
    s = activate(s, inPlay(s, "Orcish Artillery"), [{ player: "p2" }]);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 18]);
  });

  it("403.1, 409.1f–h: Rod of Ruin: an artifact's {3},{T} ability, paid with three lands", () => {
    let s = manualGame({ players: [{ play: ["Rod of Ruin", "Swamp", "Swamp", "Island"], library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    s = activate(s, inPlay(s, "Rod of Ruin"), [{ object: inPlay(s, "Llanowar Elves") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
  });

  it("403.1: Tanglebloom and Archivist: abilities without targets (gain 1 life; draw a card)", () => {
    let s = manualGame({ players: [{ play: ["Tanglebloom", "Archivist", "Plains"], library }, { library }], turn: 3 });
    s = activate(s, inPlay(s, "Tanglebloom"));
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(21);
    s = activate(s, inPlay(s, "Archivist"));
    s = pass(s, 2);
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it("403.1: Master Decoy taps target creature; Ley Druid untaps target land", () => {
    let s = manualGame({ players: [{ play: ["Master Decoy", "Plains", "Ley Druid"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = activate(s, inPlay(s, "Master Decoy"), [{ object: inPlay(s, "Craw Wurm") }]);
    s = pass(s, 2);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ tapped: true });
    expect(s.objects[inPlay(s, "Plains")]).toMatchObject({ tapped: true });
    s = activate(s, inPlay(s, "Ley Druid"), [{ object: inPlay(s, "Plains") }]);
    s = pass(s, 2);
    expect(s.objects[inPlay(s, "Plains")]).toMatchObject({ tapped: false });
  });

  it("406.1: Ur-Golem's Eye is a mana ability that adds {2} at once, without the stack", () => {
    let s = manualGame({ players: [{ play: ["Ur-Golem's Eye"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Ur-Golem's Eye"), ability: 0 });
    expect(s.stack).toHaveLength(0);
    expect(s.players[0]!.manaPool.C).toBe(2);
  });

  it("409.1f: only mana abilities can be played while paying a cost", () => {
    let s = manualGame({ players: [{ play: ["Anaba Shaman", "Archivist", "Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Anaba Shaman"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Archivist"), ability: 0 }, "409.1f");
  });

  it("409.1i: backing out of an ability returns everything to before it was announced", () => {
    const s = manualGame({ players: [{ play: ["Anaba Shaman", "Mountain"], library }, { library }], turn: 3 });
    let t = act(s, { type: "playAbility", source: inPlay(s, "Anaba Shaman"), ability: 0 });
    t = act(t, { type: "chooseTargets", targets: [{ player: "p2" }] });
    t = act(t, { type: "playAbility", source: inPlay(t, "Mountain"), ability: 0 });
    t = act(t, { type: "cancel" });
    expect(t.stack).toEqual([]);
    expect(t.objects[inPlay(t, "Mountain")]).toMatchObject({ tapped: false });
    expect(t.objects[inPlay(t, "Anaba Shaman")]).toMatchObject({ tapped: false });
    expect(t.players[0]!.manaPool.R).toBe(0);
    expect(t.pending).toEqual({ kind: "priority", player: "p1" });
  });
});
