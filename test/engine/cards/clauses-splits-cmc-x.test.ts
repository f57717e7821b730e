import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";

// "with converted mana cost X" (helper "splits"): X is the value announced for the spell or
// ability (409.1b), before its targets are chosen (409.1c), so a target must have that converted
// mana cost (203.3; on the stack a spell's own X counts as announced); and "each creature with
// converted mana cost X" is every one that has it as the spell or ability resolves.
const library = ["Island", "Island", "Island", "Island", "Island"];
const candidates = (s: GameState) => (legalDecision(s, s.pending!.player)!.details as { words: { candidates: { object?: string }[] }[] }).words[0]!.candidates.map((c) => (c.object ? card(s, c.object).card : c));

describe("clauses: \"target ... with converted mana cost X\" (409.1b, 409.1c)", () => {
  it("the cards are offered", () => {
    for (const name of ["Disembowel", "Repeal", "Droning Bureaucrats", "Hearth Kami", "Deepfire Elemental", "Spell Burst", "Molder"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1b, 409.1c: Disembowel with X 2 can target Grizzly Bears (converted mana cost 2) and not Hill Giant (4); it destroys the Bears", () => {
    let s = manualGame({ players: [{ hand: ["Disembowel"], play: ["Swamp", "Swamp", "Swamp", "Swamp"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Disembowel") });
    expect(s.pending?.kind).toBe("x");
    s = act(s, { type: "chooseX", value: 2 });
    expect(s.pending?.kind).toBe("targets");
    expect(candidates(s)).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = resolveStack(payFully(s));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.play.map((id) => card(s, id).card)).toContain("Hill Giant");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Disembowel"]);
  });

  it("409.1c: with X 4 Disembowel's only candidate is Hill Giant", () => {
    let s = manualGame({ players: [{ hand: ["Disembowel"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Disembowel") });
    s = act(s, { type: "chooseX", value: 4 });
    expect(candidates(s)).toEqual(["Hill Giant"]);
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] })));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("409.1c: Repeal with X 1 returns Bonesplitter (converted mana cost 1), never a land (nonland), and draws a card", () => {
    let s = manualGame({ players: [{ hand: ["Repeal"], play: ["Island", "Island"], library }, { play: ["Bonesplitter", "Grizzly Bears", "Forest"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Repeal") });
    s = act(s, { type: "chooseX", value: 1 });
    expect(candidates(s)).toEqual(["Bonesplitter"]);
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] })));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Bonesplitter"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("409.1b, 409.1c: Repeal is offered only when some X its player can pay leaves a legal target: with two Islands (X at most 1) and only 2- and 4-cost permanents, not at all", () => {
    const plays = (s: GameState) => legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell").map((o) => card(s, (o as { card: string }).card).card);
    const without = manualGame({ players: [{ hand: ["Repeal"], play: ["Island", "Island"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    expect(plays(without)).toEqual([]);
    const three = manualGame({ players: [{ hand: ["Repeal"], play: ["Island", "Island", "Island"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    expect(plays(three)).toEqual(["Repeal"]);
    const withOne = manualGame({ players: [{ hand: ["Repeal"], play: ["Island", "Island"], library }, { play: ["Bonesplitter", "Hill Giant"], library }], turn: 3 });
    expect(plays(withOne)).toEqual(["Repeal"]);
  });

  it("409.1b, 203.3: Spell Burst with X 2 counters Grizzly Bears on the stack; Hill Giant's spell is not a candidate", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears", "Spell Burst"], play: ["Forest", "Forest", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }));
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Spell Burst") });
    s = act(s, { type: "chooseX", value: 2 });
    expect(candidates(s)).toEqual(["Grizzly Bears"]);
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] })));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Spell Burst"]);
    expect(s.play.map((id) => card(s, id).card)).not.toContain("Grizzly Bears");
  });

  it("409.1b: Hearth Kami's {X} ability with X 1 destroys Bonesplitter", () => {
    let s = manualGame({ players: [{ play: ["Hearth Kami", "Mountain"], library }, { play: ["Bonesplitter"], library }], turn: 3 });
    const kami = inPlay(s, "Hearth Kami");
    const use = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === kami)!;
    s = act(s, use);
    s = act(s, { type: "chooseX", value: 1 });
    expect(candidates(s)).toEqual(["Bonesplitter"]);
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] })));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hearth Kami"]);
  });

  it("409.1c: with X 0 Hearth Kami's ability has no candidate (Bonesplitter's converted mana cost is 1)", () => {
    let s = manualGame({ players: [{ play: ["Hearth Kami", "Mountain"], library }, { play: ["Bonesplitter"], library }], turn: 3 });
    const kami = inPlay(s, "Hearth Kami");
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === kami)!);
    s = act(s, { type: "chooseX", value: 0 });
    expect(candidates(s)).toEqual([]);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] }, "409.1c");
  });

  it("Molder with X 1 destroys Bonesplitter and its controller gains 1 life", () => {
    let s = manualGame({ players: [{ hand: ["Molder"], play: ["Forest", "Forest"], library }, { play: ["Bonesplitter", "Glorious Anthem"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Molder") });
    s = act(s, { type: "chooseX", value: 1 });
    expect(candidates(s)).toEqual(["Bonesplitter"]);
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] })));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
    expect(life(s, "p1")).toBe(21);
  });
});

describe("clauses: \"Each creature with converted mana cost X can't attack or block this turn\" (Droning Bureaucrats)", () => {
  it("409.1b, 308.2: with X 2, p1's Grizzly Bears can't attack this turn; Hill Giant (4) still can", () => {
    let s = manualGame({ players: [{ play: ["Droning Bureaucrats", "Plains", "Plains", "Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
    const bureaucrats = inPlay(s, "Droning Bureaucrats");
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === bureaucrats)!);
    s = act(s, { type: "chooseX", value: 2 });
    s = resolveStack(payFully(s));
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    expect(s.pending?.kind).toBe("attackers");
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    expect(s.combat?.attackers.map((a) => card(s, a.attacker).card)).toEqual(["Hill Giant"]);
  });
});
