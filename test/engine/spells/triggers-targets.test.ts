import { describe, expect, it } from "vitest";
import { apply, legalDecision, view, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const lands = (name: string, n: number) => Array<string>(n).fill(name);
type ChooseTargets = Extract<Action, { type: "chooseTargets" }>;
const targetOptions = (s: GameState) => legalDecision(s, s.pending!.player)!.options.filter((o): o is ChooseTargets => o.type === "chooseTargets");
const counters = (s: GameState, id: string) => card(s, id).counters?.["+1/+1"] ?? 0;

/** Casts a creature spell and lets it resolve: its comes-into-play trigger then waits for its targets. */
function resolveCreature(s: GameState, who: string, name: string): GameState {
  return pass(cast(s, who, name), 2);
}

describe("410.4: triggered abilities choose several targets as they are put on the stack", () => {
  it("410.4, 409.1c: Hoverguard Sweepers returns up to two target creatures: the choice is asked as the trigger goes on the stack, then \"you may\" as it resolves", () => {
    let s = manualGame({ players: [{ hand: ["Hoverguard Sweepers"], play: lands("Island", 8), library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = resolveCreature(s, "p1", "Hoverguard Sweepers");
    const [bears, giant, sweepers] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant"), inPlay(s, "Hoverguard Sweepers")];
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toContain("up to 2 targets: creature");
    const sizes = targetOptions(s).map((o) => o.targets.length);
    expect([Math.min(...sizes), Math.max(...sizes)]).toEqual([0, 2]);
    expect(targetOptions(s)).toContainEqual({ type: "chooseTargets", targets: [{ object: bears }, { object: giant }] });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }, { object: bears }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }, { object: giant }, { object: sweepers }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }, { object: giant }] });
    expect(view(s, "p2").stack[0]).toMatchObject({ targets: [{ object: bears }, { object: giant }] });
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true });
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(playNames(s, "p2")).toEqual([]);
  });

  it("409.1c, 410.4: \"up to two\" with none chosen still goes on the stack and resolves, doing nothing", () => {
    let s = manualGame({ players: [{ hand: ["Hoverguard Sweepers"], play: lands("Island", 8), library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = act(resolveCreature(s, "p1", "Hoverguard Sweepers"), { type: "chooseTargets", targets: [] });
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", targets: [] });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(s.stack).toEqual([]);
    expect(playNames(s, "p2")).toEqual(["Grizzly Bears"]);
    expect(playNames(s, "p1")).toContain("Hoverguard Sweepers");
  });

  it("413.2a: one of Hoverguard Sweepers' two targets has left play; the other is still returned", () => {
    let s = manualGame({ players: [{ hand: ["Hoverguard Sweepers"], play: lands("Island", 8), library }, { hand: ["Shock"], play: ["Mountain", "Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = resolveCreature(s, "p1", "Hoverguard Sweepers");
    const [bears, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: bears }, { object: giant }] }));
    s = pass(cast(s, "p2", "Shock", [{ object: bears }]), 2); // the Bears die in response
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Shock"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
  });
});

describe("409.1d, 410.4: a triggered ability divides counters or damage as it is put on the stack", () => {
  it("409.1d: Wurmskin Forger distributes three +1/+1 counters among any number of target creatures, at least one each; a wrong division is refused and changes nothing", () => {
    let s = manualGame({ players: [{ hand: ["Wurmskin Forger"], play: [...lands("Forest", 7), "Grizzly Bears"], library }, { play: ["Hill Giant", "Llanowar Elves"], library }], turn: 3 });
    s = resolveCreature(s, "p1", "Wurmskin Forger");
    const [forger, bears, giant, elves] = [inPlay(s, "Wurmskin Forger"), inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant"), inPlay(s, "Llanowar Elves")];
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("triggerTargets");
    expect(d.prompt).toContain("Divide 3 +1/+1 counters among the last targets, at least 1 to each (409.1d)");
    expect(d.details).toMatchObject({ divide: 3, unit: "+1/+1 counters", words: [{ text: "creature", min: 1, max: null }] });
    expect((d.details!.words as { candidates: unknown[] }[])[0]!.candidates).toHaveLength(4);
    expect(targetOptions(s)).toContainEqual({ type: "chooseTargets", targets: [{ object: bears }, { object: giant }, { object: forger }], division: [1, 1, 1] });
    expect(targetOptions(s)).toContainEqual({ type: "chooseTargets", targets: [{ object: bears }], division: [3] });
    expect(targetOptions(s).every((o) => o.targets.length <= 3 && o.division!.reduce((a, b) => a + b) === 3)).toBe(true);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forger }, { object: bears }], division: [2, 2] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forger }, { object: bears }], division: [3, 0] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forger }, { object: bears }] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forger }, { object: bears }, { object: giant }, { object: elves }], division: [1, 1, 1, 0] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forger }, { object: forger }], division: [2, 1] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: forger }, { object: bears }], division: [2, 1] });
    expect(view(s, "p2").stack[0]).toMatchObject({ targets: [{ object: forger }, { object: bears }], division: [2, 1] });
    s = pass(s, 2);
    expect([counters(s, forger), counters(s, bears), counters(s, giant), counters(s, elves)]).toEqual([2, 1, 0, 0]);
    expect([pt(s, forger), pt(s, bears)]).toEqual([[4, 4], [3, 3]]);
  });

  it("502.? Flash, 409.1d, 413.2a: Bogardan Hellkite, played in the opponent's turn, divides 5 damage; the creature that left play gets nothing, the player only his share", () => {
    let s = manualGame({
      players: [{ hand: ["Bogardan Hellkite"], play: lands("Mountain", 8), library }, { hand: ["Shock"], play: ["Mountain", "Grizzly Bears"], library }],
      turn: 4,
      active: 1,
    });
    s = pass(s); // Bob, the active player, passes in his main phase; Ann may play a Flash creature now
    s = resolveCreature(s, "p1", "Bogardan Hellkite");
    const bears = inPlay(s, "Grizzly Bears");
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }, { object: bears }], division: [4, 2] }, "409.1d");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }, { object: bears }], division: [3, 2] });
    s = pass(cast(s, "p2", "Shock", [{ object: bears }]), 2); // Bob, the active player, kills his own Bears in response
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Shock"]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("410.4, 404: Jugan, the Rising Star put into a graveyard from play: you may distribute five +1/+1 counters among any number of target creatures", () => {
    let s = manualGame({ players: [{ play: ["Jugan, the Rising Star", "Nantuko Husk", "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const [jugan, husk, bears, giant] = [inPlay(s, "Jugan, the Rising Star"), inPlay(s, "Nantuko Husk"), inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    s = act(s, { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: jugan } });
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    expect(targetOptions(s).some((o) => o.targets.some((t) => "object" in t && t.object === jugan))).toBe(false); // Jugan has left play
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }, { object: giant }], division: [4, 1] });
    s = pass(s, 2);
    const declined = act(s, { type: "may", accept: false });
    expect([counters(declined, bears), counters(declined, giant)]).toEqual([0, 0]);
    s = act(s, { type: "may", accept: true });
    expect([counters(s, bears), counters(s, giant), counters(s, husk)]).toEqual([4, 1, 0]);
    expect(pt(s, bears)).toEqual([6, 6]);
  });
});

describe("410.4: another target, and no legal target", () => {
  it("410.4: Myr Retriever returns another target artifact card from your graveyard: itself, now in the graveyard, can't be chosen", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Myr Retriever"], graveyard: ["Frogmite", "Bonesplitter"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Myr Retriever") }]), 2);
    const graveyard = s.players[0]!.graveyard;
    const retriever = graveyard.find((id) => card(s, id).card === "Myr Retriever")!;
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    expect(targetOptions(s).map((o) => o.targets.map((t) => card(s, (t as { object: string }).object).card))).toEqual([["Frogmite"], ["Bonesplitter"]]);
    expect(legalDecision(s, "p1")!.prompt).toContain("a target: other artifact card in your graveyard");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: retriever }] }, "409.1c");
    const bonesplitter = graveyard.find((id) => card(s, id).card === "Bonesplitter")!;
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: bonesplitter }] }), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bonesplitter"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Frogmite", "Myr Retriever", "Shock"]);
  });

  it("410.4: a triggered ability with no legal target is removed from the stack — Myr Retriever with no other artifact card in the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Myr Retriever"], library }, { library }], turn: 3 });
    const r = apply(pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Myr Retriever") }])), "p2", { type: "pass" });
    s = r.state;
    expect(r.events.map((e) => e.type)).toContain("triggerRemoved");
    expect(s.stack).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Myr Retriever", "Shock"]);
  });

  it("410.4: Jugan's trigger with no creature left in play is removed, though it is a \"may\" ability", () => {
    let s = manualGame({ players: [{ hand: ["Blaze"], play: ["Jugan, the Rising Star", ...lands("Mountain", 6)], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    s = act(act(s, { type: "chooseX", value: 5 }), { type: "chooseTargets", targets: [{ object: inPlay(s, "Jugan, the Rising Star") }] });
    const r = apply(pass(payFully(s)), "p2", { type: "pass" });
    s = r.state;
    expect(r.events.find((e) => e.type === "triggerRemoved")?.text).toContain("Jugan, the Rising Star's triggered ability has no legal target");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Blaze", "Jugan, the Rising Star"]);
    expect(s.stack).toEqual([]);
    expect(s.pending?.kind).toBe("priority");
  });
});

describe("410.3, 103.4: simultaneous triggers with target choices, APNAP", () => {
  it("410.3, 410.4: two Jugans meet the legend rule; the active player chooses targets and division for his trigger first, the other player then, and the other player's resolves first", () => {
    let s = manualGame({
      players: [{ hand: ["Jugan, the Rising Star"], play: [...lands("Forest", 6), "Grizzly Bears"], library }, { play: ["Jugan, the Rising Star", "Hill Giant"], library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Jugan, the Rising Star"), 2); // 420.5: both Jugans are put into their owners' graveyards
    const [bears, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard")]).toEqual([["Jugan, the Rising Star"], ["Jugan, the Rising Star"]]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: giant }], division: [5] }, "408.1", 403);
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }], division: [5] });
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p2" });
    s = act(s, { type: "chooseTargets", targets: [{ object: giant }, { object: bears }], division: [3, 2] });
    expect(s.stack.map((id) => s.objects[id]!.controller)).toEqual(["p1", "p2"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = act(s, { type: "may", accept: true });
    expect([counters(s, giant), counters(s, bears)]).toEqual([3, 2]);
    s = act(pass(s, 2), { type: "may", accept: true }, "p1");
    expect([counters(s, giant), counters(s, bears)]).toEqual([3, 7]);
  });
});
