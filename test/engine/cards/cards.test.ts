import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains"];
const lands = ["Forest", "Forest", "Forest", "Forest", "Mountain", "Mountain", "Plains", "Swamp", "Island"];

describe("cards: creatures", () => {
  it.each([
    ["Grizzly Bears", 2, 2, []],
    ["Hill Giant", 3, 3, []],
    ["Craw Wurm", 6, 4, []],
    ["Goblin Piker", 2, 1, []],
    ["Balduvian Barbarians", 3, 2, []],
    ["Raging Goblin", 1, 1, ["haste"]],
    ["Suntail Hawk", 1, 1, ["flying"]],
    ["Bog Imp", 1, 1, ["flying"]],
    ["Llanowar Elves", 1, 1, []],
  ])("413.2: %s resolves and comes into play as a %i/%i with keywords %j", (name, power, toughness, keywords) => {
    let s = manualGame({ players: [{ hand: [name], play: lands, library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", name), 2);
    const permanent = view(s, "p2").play.find((o) => o.name === name)!;
    expect(permanent).toMatchObject({ controller: "p1", power, toughness, keywords, summoningSick: name !== "Raging Goblin" });
  });

  it("309.1: Goblin Piker can't block: it is not a blocking candidate, and a block with it is refused", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears"], library }, { play: ["Goblin Piker", "Hill Giant"], library }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = pass(s, 2);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    const d = legalDecision(s, "p2")!;
    expect((d.details!.candidates as { name: string }[]).map((c) => c.name)).toEqual(["Hill Giant"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Goblin Piker"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
  });
});

describe("cards: instants and sorceries", () => {
  const game = (hand: string[], p2: object = {}) =>
    manualGame({ players: [{ hand, play: lands, library }, { library, play: ["Hill Giant"], ...p2 }], turn: 3 });

  it("416.1: Shock deals 2 damage to target creature", () => {
    let s = game(["Shock"]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 2 });
  });

  it("416.1: Shock deals 2 damage to target player", () => {
    const s = pass(cast(game(["Shock"]), "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("416.1, 415.1: Volcanic Hammer deals 3 damage to target creature or player", () => {
    let s = game(["Volcanic Hammer"]);
    s = pass(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    const t = pass(cast(game(["Volcanic Hammer"]), "p1", "Volcanic Hammer", [{ player: "p2" }]), 2);
    expect(life(t, "p2")).toBe(17);
  });

  it("Lava Axe deals 5 damage to target player; a creature is not a legal target (409.1c)", () => {
    const before = game(["Lava Axe"]);
    let s = act(before, { type: "playSpell", card: inHand(before, "p1", "Lava Axe") });
    const targets = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "chooseTargets" ? o.targets : []));
    expect(targets).toEqual([{ player: "p1" }, { player: "p2" }]);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = pass(cast(game(["Lava Axe"]), "p1", "Lava Axe", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(15);
  });

  it("418.5 (6c), 314.2: Giant Growth gives target creature +3/+3 until end of turn", () => {
    let s = game(["Giant Growth"]);
    const giant = inPlay(s, "Hill Giant");
    s = pass(cast(s, "p1", "Giant Growth", [{ object: giant }]), 2);
    expect(pt(s, giant)).toEqual([6, 6]);
  });

  it("416.1: Sacred Nectar: you gain 4 life", () => {
    const s = pass(cast(game(["Sacred Nectar"]), "p1", "Sacred Nectar"), 2);
    expect(life(s, "p1")).toBe(24);
  });

  it("416.1: Counsel of the Soratami: draw two cards", () => {
    const s = pass(cast(game(["Counsel of the Soratami"]), "p1", "Counsel of the Soratami"), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Swamp"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Plains"]);
  });

  it("413.1 (?): Mind Rot: the targeted player chooses two cards to discard, in the middle of the resolution, which then carries on", () => {
    let s = game(["Mind Rot"], { hand: ["Craw Wurm", "Shock", "Forest"] });
    s = pass(cast(s, "p1", "Mind Rot", [{ player: "p2" }]), 2);
    expect(s.pending).toEqual({ kind: "discard", player: "p2", count: 2, reason: "effect" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]); // still resolving
    expect(legalDecision(s, "p2")!.options).toHaveLength(3);
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Craw Wurm"), inHand(s, "p2", "Forest")] });
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm", "Forest"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mind Rot"]);
    expect(s.stack).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it.each([[["Shock", "Forest"]], [["Shock"]], [[]]])("Mind Rot: a player with two cards or fewer (%j) discards them all without a decision", (hand) => {
    const s = pass(cast(game(["Mind Rot"], { hand }), "p1", "Mind Rot", [{ player: "p2" }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(hand);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("413.1 (?): Mind Rot: the discarded cards must come from the targeted player's own hand", () => {
    const s = pass(cast(game(["Mind Rot", "Shock"], { hand: ["Craw Wurm", "Shock", "Forest"] }), "p1", "Mind Rot", [{ player: "p2" }]), 2);
    rejects(s, "p2", { type: "discard", cards: [inHand(s, "p2", "Craw Wurm"), inHand(s, "p1", "Shock")] }, "217.?");
  });
});
