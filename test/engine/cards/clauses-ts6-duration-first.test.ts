import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, passUntil, pt, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// "Until end of turn, ..." printed before a keyword grant joined to a P/T change (nineteenth
// session, helper ts6): "Until end of turn, target creature gains trample and gets +X/+X, where X
// is the number of attacking creatures." (Strength in Numbers) and "Until end of turn, creatures
// you control gain trample and get +1/+1 for each basic land type among lands you control."
// (Tromp the Domains). The amounts are counted once as the spell resolves (413.2); the effects
// last until end of turn (418.5a, layer 6); the group is fixed as it resolves (418.3b).
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const trample = (s: GameState, id: string) => hasKeyword(s, s.objects[id] as CardObject, "trample");

function attack(s: GameState, attackers: string[], defender = "p2"): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  return act(s, { type: "declareAttackers", attackers: attackers.map((attacker) => ({ attacker, defender })) });
}

describe("clauses: \"Until end of turn, creatures you control gain trample and get +1/+1 for each basic land type among lands you control.\" (Tromp the Domains, 205.3d, 413.2)", () => {
  it("the card is offered", () => expect(isSupported("Tromp the Domains")).toBe(true));

  const tromp = (lands: string[], hand: string[] = []) => {
    const s = manualGame({ players: [{ hand: ["Tromp the Domains", ...hand], play: [...lands, "Grizzly Bears", "Hill Giant"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    return resolveStack(cast(s, "p1", "Tromp the Domains"));
  };

  it("205.3d: Forest, Forest, Plains, Island, Mountain and Swamp are five types: Grizzly Bears 7/7 and Hill Giant 8/8, both with trample; the opponent's Bears are unchanged", () => {
    const s = tromp(["Forest", "Forest", "Plains", "Island", "Mountain", "Swamp"]);
    const [bears, giant, theirs] = [inPlay(s, "Grizzly Bears", "p1"), inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears", "p2")];
    expect([pt(s, bears), pt(s, giant)]).toEqual([[7, 7], [8, 8]]);
    expect([trample(s, bears), trample(s, giant)]).toEqual([true, true]);
    expect(pt(s, theirs)).toEqual([2, 2]);
    expect(trample(s, theirs)).toBe(false);
  });

  it("413.2: six Forests are one type (+1/+1); a Plains played after it resolves adds nothing (counted once)", () => {
    let s = tromp(["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], ["Plains"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    expect(pt(s, bears)).toEqual([3, 3]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Plains") }, "p1");
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("418.5a: until end of turn: at the next turn the Bears are 2/2 without trample", () => {
    let s = tromp(["Forest", "Forest", "Plains", "Island", "Mountain", "Swamp"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    s = toNextUpkeep(s);
    expect(pt(s, bears)).toEqual([2, 2]);
    expect(trample(s, bears)).toBe(false);
  });
});

describe("clauses: \"Until end of turn, target creature gains trample and gets +X/+X, where X is the number of attacking creatures.\" (Strength in Numbers, 413.2)", () => {
  it("the card is offered", () => expect(isSupported("Strength in Numbers")).toBe(true));

  it("two attackers: the blocked Grizzly Bears become 4/4 with trample and assign 2 to the blocking Bears and 2 to Bob; Hill Giant's 3 make 5", () => {
    let s = manualGame({ players: [{ hand: ["Strength in Numbers"], play: ["Forest", "Forest", "Grizzly Bears", "Hill Giant"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const [bears, giant, blocker] = [inPlay(s, "Grizzly Bears", "p1"), inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears", "p2")];
    s = attack(s, [bears, giant]);
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker, attacker: bears }] });
    s = passUntil(s, (x) => x.pending?.player === "p1" && x.pending.kind === "priority");
    s = resolveStack(cast(s, "p1", "Strength in Numbers", [{ object: bears }]));
    expect(pt(s, bears)).toEqual([4, 4]);
    expect(trample(s, bears)).toBe(true);
    s = passUntil(s, (x) => x.pending?.kind === "combatDamage");
    // 502.9: lethal damage (2) to the blocker, the rest to the player it attacks.
    s = act(s, { type: "assignCombatDamage", attacker: bears, division: [{ blocker, amount: 2 }], toPlayer: 2 });
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    expect(life(s, "p2")).toBe(15);
  });

  it("with no creature attacking (main phase), X is 0: the target gains trample and stays 2/2", () => {
    let s = manualGame({ players: [{ hand: ["Strength in Numbers"], play: ["Forest", "Forest", "Grizzly Bears"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = resolveStack(cast(s, "p1", "Strength in Numbers", [{ object: bears }]));
    expect(pt(s, bears)).toEqual([2, 2]);
    expect(trample(s, bears)).toBe(true);
  });

  it("every attacking creature counts, whoever controls it: Ann's blocking Bears, pumped in Bob's attack of three, become 5/5, survive Hill Giant and destroy it", () => {
    let s = manualGame({ players: [{ hand: ["Strength in Numbers"], play: ["Forest", "Forest", "Grizzly Bears"], library }, { play: ["Craw Wurm", "Hill Giant", "Goblin Piker"], library }], turn: 4, active: 1 });
    const [bears, giant] = [inPlay(s, "Grizzly Bears", "p1"), inPlay(s, "Hill Giant")];
    s = attack(s, [inPlay(s, "Craw Wurm"), giant, inPlay(s, "Goblin Piker")], "p1");
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: bears, attacker: giant }] });
    s = passUntil(s, (x) => x.pending?.player === "p1" && x.pending.kind === "priority");
    s = resolveStack(cast(s, "p1", "Strength in Numbers", [{ object: bears }]));
    expect(pt(s, bears)).toEqual([5, 5]);
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    expect(s.objects[bears]?.zone).toBe("play");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });
});
