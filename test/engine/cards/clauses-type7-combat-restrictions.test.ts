import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, activated, inPlay, life, pass, payFully, rejects, resolveStack, zoneNames } from "../helpers.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// Restrictions on attacking and blocking that compare the creature with others (500.1, 500.2,
// 309.2), each played with a real card compiled from its printed text: Spitfire Handler (ONS),
// Okk (8ED), Goblin Goon (LGN).
const toBlockers = (s: GameState) => pass(s, 2);
const attackWith = (s: GameState, ...names: string[]) => ({ type: "declareAttackers" as const, attackers: names.map((n) => ({ attacker: inPlay(s, n, "p1"), defender: "p2" })) });
const blockWith = (s: GameState, ...pairs: [string, string][]) => ({ type: "declareBlockers" as const, blocks: pairs.map(([b, a]) => ({ blocker: inPlay(s, b, "p2"), attacker: inPlay(s, a, "p1") })) });

describe("clauses: \"~ can't block creatures with power greater than ~'s power\" (309.2)", () => {
  it("309.2: Spitfire Handler (1/1) can't block Grizzly Bears (power 2), blocks Llanowar Elves (power 1)", () => {
    let s = toBlockers(attack(combatGame({ play: ["Grizzly Bears", "Llanowar Elves"] }, { play: ["Spitfire Handler"] }), "Grizzly Bears", "Llanowar Elves"));
    rejects(s, "p2", blockWith(s, ["Spitfire Handler", "Grizzly Bears"]), "309.2");
    s = block(s, ["Spitfire Handler", "Llanowar Elves"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Spitfire Handler"]);
    expect(life(s, "p2")).toBe(18);
  });

  it("309.2: its power as the block is declared: pumped to 2/1 with {R}, it may block Grizzly Bears", () => {
    let s = pass(attack(combatGame({ play: ["Grizzly Bears"] }, { play: ["Spitfire Handler", "Mountain"] }), "Grizzly Bears"));
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    s = resolveStack(payFully(act(s, { type: "playAbility", source: inPlay(s, "Spitfire Handler"), ability: activated(s, "Spitfire Handler") }, "p2")));
    s = passTo(s, "declareBlockers");
    s = block(s, ["Spitfire Handler", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Spitfire Handler"]);
  });
});

describe("clauses: \"~ can't attack (block) unless a creature with greater power also attacks (blocks)\" (500.2, 309.2)", () => {
  it("500.2: Okk (4/4) can't attack alone or beside Hill Giant (power 3, not greater); beside Craw Wurm (power 6) it attacks", () => {
    const s = combatGame({ play: ["Okk", "Hill Giant", "Craw Wurm"] }, {});
    rejects(s, "p1", attackWith(s, "Okk"), "500.2");
    rejects(s, "p1", attackWith(s, "Okk", "Hill Giant"), "500.2");
    // The listed declarations obey it: none has Okk without Craw Wurm.
    const okk = inPlay(s, "Okk");
    const listed = legalDecision(s, "p1")!.options.filter((o) => o.type === "declareAttackers" && o.attackers.some((a) => a.attacker === okk));
    expect(listed.length).toBeGreaterThan(0);
    for (const o of listed) expect(o.type === "declareAttackers" && o.attackers.some((a) => a.attacker === inPlay(s, "Craw Wurm"))).toBe(true);
    const t = passTo(act(s, attackWith(s, "Okk", "Craw Wurm")), "endOfCombat");
    expect(life(t, "p2")).toBe(10);
  });

  it("308.2, 500.2: made to attack each turn if able (Fumiko the Lowblood), Okk must attack beside a greater creature when one can attack, and need not when none can", () => {
    const s = combatGame({ play: ["Okk", "Craw Wurm"] }, { play: ["Fumiko the Lowblood"] });
    rejects(s, "p1", attackWith(s, "Craw Wurm"), "308.2");
    rejects(s, "p1", attackWith(s, "Okk"), "500.2");
    const t = act(s, attackWith(s, "Okk", "Craw Wurm"));
    expect(t.combat!.attackers.length).toBe(2);
    // Hill Giant attacks each turn too, and it is no greater than Okk: Okk is not able to attack.
    const alone = combatGame({ play: ["Okk", "Hill Giant"] }, { play: ["Fumiko the Lowblood"] });
    const u = act(alone, attackWith(alone, "Hill Giant"));
    expect(u.combat!.attackers.map((a) => a.attacker)).toEqual([inPlay(alone, "Hill Giant")]);
  });

  it("309.2: Okk can't block alone or beside a blocking Hill Giant; beside a blocking Craw Wurm it blocks; the listed declarations obey it", () => {
    let s = toBlockers(attack(combatGame({ play: ["Grizzly Bears", "Llanowar Elves"] }, { play: ["Okk", "Hill Giant", "Craw Wurm"] }), "Grizzly Bears", "Llanowar Elves"));
    rejects(s, "p2", blockWith(s, ["Okk", "Llanowar Elves"]), "309.2");
    rejects(s, "p2", blockWith(s, ["Okk", "Llanowar Elves"], ["Hill Giant", "Grizzly Bears"]), "309.2");
    const okk = inPlay(s, "Okk");
    const listed = legalDecision(s, "p2")!.options.filter((o) => o.type === "declareBlockers" && o.blocks.some((b) => b.blocker === okk));
    expect(listed.length).toBeGreaterThan(0);
    for (const o of listed) expect(o.type === "declareBlockers" && o.blocks.some((b) => b.blocker === inPlay(s, "Craw Wurm"))).toBe(true);
    s = block(s, ["Okk", "Llanowar Elves"], ["Craw Wurm", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: \"~ can't attack (block) unless you control more creatures than defending (attacking) player\" (500.2, 309.2)", () => {
  it("500.2: Goblin Goon can't attack while its controller has no more creatures than the defending player (2 against 2)", () => {
    const s = combatGame({ play: ["Goblin Goon", "Grizzly Bears"] }, { play: ["Llanowar Elves", "Savannah Lions"] });
    expect(attackCandidates(s).map((c) => c.creature.card)).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", attackWith(s, "Goblin Goon"), "500.2");
  });

  it("500.2: with more creatures (2 against 1) Goblin Goon attacks and deals its 6 damage", () => {
    let s = combatGame({ play: ["Goblin Goon", "Grizzly Bears"] }, { play: [{ card: "Llanowar Elves", tapped: true }] });
    s = passTo(attack(s, "Goblin Goon"), "endOfCombat");
    expect(life(s, "p2")).toBe(14);
  });

  it("309.2: Goblin Goon blocks only while its controller has more creatures than the attacking player", () => {
    let s = toBlockers(attack(combatGame({ play: ["Grizzly Bears", "Llanowar Elves"] }, { play: ["Goblin Goon", "Savannah Lions"] }), "Grizzly Bears"));
    rejects(s, "p2", blockWith(s, ["Goblin Goon", "Grizzly Bears"]), "309.2");
    let t = toBlockers(attack(combatGame({ play: ["Grizzly Bears"] }, { play: ["Goblin Goon", "Savannah Lions"] }), "Grizzly Bears"));
    t = block(t, ["Goblin Goon", "Grizzly Bears"]);
    t = passTo(t, "endOfCombat");
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
