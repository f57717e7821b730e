import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, healingSalve, inPlay, life, manualGame, pass, passUntil, playNames, pt, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// Damage to groups (twentieth session, helper tsmo7). "Inflame deals 2 damage to each creature
// dealt damage this turn." (Inflame): the group is every creature that some source dealt damage
// more than 0 this turn (a prevented damage is no damage dealt, 419.7), counted as the spell
// resolves, whoever controls it. "Hail Storm deals 2 damage to each attacking creature and 1
// damage to you and each creature you control." (Hail Storm): one source deals all of it as the
// spell resolves (416; no state-based effect in between, 420.3), so an attacking creature of its
// controller is dealt 2 and 1.
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
const forests = ["Forest", "Forest", "Forest"];

function attack(s: GameState, attackers: string[], defender = "p2"): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  return act(s, { type: "declareAttackers", attackers: attackers.map((attacker) => ({ attacker, defender })) });
}

describe("clauses: \"~ deals 2 damage to each creature dealt damage this turn.\" (Inflame)", () => {
  it("the card is offered", () => expect(isSupported("Inflame")).toBe(true));

  const start = (hand: string[] = []) =>
    manualGame({ players: [{ hand: ["Inflame", "Shock", ...hand], play: ["Mountain", "Mountain", "Plains", "Hill Giant", "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });

  it("Shock at Bob's Hill Giant, then Inflame: the Giant (2 + 2) is destroyed; the undamaged Hill Giant and Grizzly Bears of Ann are dealt nothing", () => {
    let s = start();
    const theirs = inPlay(s, "Hill Giant", "p2");
    s = resolveStack(cast(s, "p1", "Shock", [{ object: theirs }]));
    expect(s.objects[theirs]).toMatchObject({ damage: 2 });
    s = resolveStack(cast(s, "p1", "Inflame"));
    expect(playNames(s, "p2")).not.toContain("Hill Giant");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.objects[inPlay(s, "Hill Giant", "p1")]).toMatchObject({ damage: 0 });
    expect(s.objects[inPlay(s, "Grizzly Bears", "p1")]).toMatchObject({ damage: 0 });
  });

  it("the creature's controller doesn't matter: Ann's own Hill Giant Shocked by Ann is dealt Inflame's 2 too", () => {
    let s = start();
    const mine = inPlay(s, "Hill Giant", "p1");
    s = resolveStack(cast(s, "p1", "Shock", [{ object: mine }]));
    s = resolveStack(cast(s, "p1", "Inflame"));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Hill Giant");
    expect(s.objects[inPlay(s, "Hill Giant", "p2")]).toMatchObject({ damage: 0 });
  });

  it("419.7: Shock's 2 damage prevented by Healing Salve's shield is no damage dealt: Inflame deals nothing to the Giant", () => {
    let s = start(["Healing Salve"]);
    const theirs = inPlay(s, "Hill Giant", "p2");
    s = resolveStack(healingSalve(s, "p1", 1, { object: theirs }));
    s = resolveStack(cast(s, "p1", "Shock", [{ object: theirs }]));
    expect(s.objects[theirs]).toMatchObject({ damage: 0 });
    s = resolveStack(cast(s, "p1", "Inflame"));
    expect(s.objects[theirs]).toMatchObject({ damage: 0 });
  });

  it("\"this turn\": a creature dealt damage in an earlier turn is not dealt damage by Inflame", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Hill Giant"], library }, { hand: ["Inflame"], play: ["Mountain"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant", "p1");
    s = resolveStack(cast(s, "p1", "Shock", [{ object: giant }]));
    s = toNextUpkeep(s);
    s = resolveStack(cast(s, "p2", "Inflame"));
    expect(s.objects[giant]).toMatchObject({ damage: 0 });
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Inflame"]);
  });
});

describe("clauses: \"~ deals 2 damage to each attacking creature and 1 damage to you and each creature you control.\" (Hail Storm)", () => {
  it("the card is offered", () => expect(isSupported("Hail Storm")).toBe(true));

  it("Bob's Hail Storm in Ann's declare attackers step: her attacking Bears die and her attacking Giant is dealt 2; her creature at home is untouched; Bob loses 1 life and his Llanowar Elves die, his Bears are dealt 1", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Hill Giant", "Hill Giant"], library }, { hand: ["Hail Storm"], play: [...forests, "Llanowar Elves", "Grizzly Bears"], library }], turn: 3 });
    const [bears, giant] = [inPlay(s, "Grizzly Bears", "p1"), s.play.filter((id) => s.objects[id]!.kind === "card" && (s.objects[id] as { card: string }).card === "Hill Giant")];
    s = attack(s, [bears, giant[0]!]);
    s = pass(s); // Ann passes priority in the declare attackers step
    s = resolveStack(cast(s, "p2", "Hail Storm"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.objects[giant[0]!]).toMatchObject({ damage: 2 });
    expect(s.objects[giant[1]!]).toMatchObject({ damage: 0 });
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 19]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hail Storm", "Llanowar Elves"]); // 413.2: the spell goes to the graveyard as its resolution ends; then 420.5c
    expect(s.objects[inPlay(s, "Grizzly Bears", "p2")]).toMatchObject({ damage: 1 });
  });

  it("416: its controller's own attacking creature is dealt 2 and 1 by the one spell: Ann's attacking Hill Giant (3/3) is destroyed", () => {
    let s = manualGame({ players: [{ hand: ["Hail Storm"], play: [...forests, "Hill Giant"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant");
    s = attack(s, [giant]);
    s = resolveStack(cast(s, "p1", "Hail Storm"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hail Storm", "Hill Giant"]);
    expect(life(s, "p1")).toBe(19);
    expect(s.objects[inPlay(s, "Grizzly Bears", "p2")]).toMatchObject({ damage: 0 });
  });

  it("outside combat there is no attacking creature: only 1 to its controller and each creature he or she controls", () => {
    let s = manualGame({ players: [{ hand: ["Hail Storm"], play: [...forests, "Hill Giant"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Hail Storm"));
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 1 });
    expect(s.objects[inPlay(s, "Grizzly Bears", "p2")]).toMatchObject({ damage: 0 });
    expect([life(s, "p1"), life(s, "p2")]).toEqual([19, 20]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });
});
