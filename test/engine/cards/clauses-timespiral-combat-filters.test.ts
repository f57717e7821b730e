import { describe, expect, it } from "vitest";
import { inPlay, life, pass, rejects, zoneNames } from "../helpers.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// Restrictions a creature's own text states with a kind of creature (500.1, 500.2, 309.2), each
// shown with a real card of Time Spiral or its timeshifted sheet compiled from its printed text.
const blockers = (s: ReturnType<typeof combatGame>) => pass(s, 2);

describe("clauses: \"~ can't be blocked except by [kinds]\" (309.2)", () => {
  it("309.2: Amrou Seekers can't be blocked by Grizzly Bears, but Ornithopter (an artifact creature) and Savannah Lions (white) may block it", () => {
    let s = blockers(attack(combatGame({ play: ["Amrou Seekers"] }, { play: ["Grizzly Bears", "Ornithopter", "Savannah Lions"] }), "Amrou Seekers"));
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Amrou Seekers") }] }, "309.2");
    s = block(s, ["Savannah Lions", "Amrou Seekers"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Amrou Seekers"]);
    expect(life(s, "p2")).toBe(20);
    let t = blockers(attack(combatGame({ play: ["Amrou Seekers"] }, { play: ["Ornithopter"] }), "Amrou Seekers"));
    t = block(t, ["Ornithopter", "Amrou Seekers"]);
    t = passTo(t, "endOfCombat");
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Ornithopter"]);
    expect(life(t, "p2")).toBe(20);
  });

  it("309.2: Evil Eye of Orms-by-Gore can be blocked by Steel Wall and by no other creature", () => {
    let s = blockers(attack(combatGame({ play: ["Evil Eye of Orms-by-Gore"] }, { play: ["Craw Wurm", "Steel Wall"] }), "Evil Eye of Orms-by-Gore"));
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Evil Eye of Orms-by-Gore") }] }, "309.2");
    s = block(s, ["Steel Wall", "Evil Eye of Orms-by-Gore"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: \"~ can't block creatures with power N or greater\" (309.2)", () => {
  it("309.2: Ironclaw Buzzardiers can't block Hill Giant (power 3) but blocks Llanowar Elves (power 1)", () => {
    let s = blockers(attack(combatGame({ play: ["Hill Giant", "Llanowar Elves"] }, { play: ["Ironclaw Buzzardiers"] }), "Hill Giant", "Llanowar Elves"));
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Ironclaw Buzzardiers"), attacker: inPlay(s, "Hill Giant") }] }, "309.2");
    s = block(s, ["Ironclaw Buzzardiers", "Llanowar Elves"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(life(s, "p2")).toBe(17);
  });
});

describe("clauses: \"~ can't attack if defending player controls an untapped creature with power N or greater\" (500.2)", () => {
  it("500.2: Orgg can't attack while the defending player controls an untapped Hill Giant; declaring it is refused", () => {
    const s = combatGame({ play: ["Orgg", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    expect(attackCandidates(s).map((c) => c.creature.card)).toEqual(["Grizzly Bears"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Orgg"), defender: "p2" }] }, "500.2");
  });

  it("500.2: a tapped Hill Giant or a creature with power 2 doesn't stop Orgg, which deals its 6 damage", () => {
    let s = combatGame({ play: ["Orgg"] }, { play: [{ card: "Hill Giant", tapped: true }, "Grizzly Bears"] });
    s = blockers(attack(s, "Orgg"));
    s = block(s);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(14);
  });
});
