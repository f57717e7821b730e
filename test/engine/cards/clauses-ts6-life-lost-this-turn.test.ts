import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, passUntil, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// "Sacrifice ~: You gain life equal to the life you've lost this turn." (Children of Korlis;
// nineteenth session, helper ts6): the turn keeps each player's losses of life (glossary "Lose
// Life": damage dealt to a player, life paid and mana burn, 300.3, are losses of life), counted
// as the ability resolves (413.2); a gain is not netted against them, and a new turn starts from 0.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];

function sacrifice(s: GameState): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Children of Korlis"), ability: 0 }, "p1");
  return resolveStack(s);
}

/** Bob (active) attacks Ann with Hill Giant, unblocked: Ann takes 3 (turn 4). */
function hitByGiant(): GameState {
  let s = manualGame({ players: [{ play: ["Children of Korlis", "Plains", "Plains", "Plains", "Plains"], hand: ["Renewed Faith"], library }, { play: ["Hill Giant", "Mountain"], hand: ["Shock"], library }], turn: 4, active: 1 });
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] });
  s = passUntil(s, (x) => x.pending?.kind === "blockers");
  s = act(s, { type: "declareBlockers", blocks: [] });
  return passUntil(s, (x) => x.turn.phase === "postcombatMain" && x.pending?.player === "p1");
}

describe("clauses: \"You gain life equal to the life you've lost this turn.\" (Children of Korlis)", () => {
  it("the card is offered", () => expect(isSupported("Children of Korlis")).toBe(true));

  it("after 3 combat damage (17 life), Ann sacrifices Children of Korlis and is back to 20", () => {
    let s = hitByGiant();
    expect(life(s, "p1")).toBe(17);
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(20);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Children of Korlis"]);
  });

  it("the losses add up and gains don't net them: 3 combat damage, Renewed Faith's 6, then Shock's 2: 21 life, and the Children give 5 (26)", () => {
    let s = hitByGiant();
    s = resolveStack(cast(s, "p1", "Renewed Faith"));
    expect(life(s, "p1")).toBe(23);
    s = passUntil(s, (x) => x.pending?.player === "p2");
    s = resolveStack(cast(s, "p2", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(21);
    s = passUntil(s, (x) => x.pending?.player === "p1");
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(26);
  });

  it("only the controller's own losses count: Bob's Shock to himself gives Ann nothing", () => {
    let s = manualGame({ players: [{ play: ["Children of Korlis"], library }, { play: ["Mountain"], hand: ["Shock"], library }], turn: 4, active: 1 });
    s = resolveStack(cast(s, "p2", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
    s = passUntil(s, (x) => x.pending?.player === "p1");
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(20);
  });

  it("a new turn starts from 0: the 3 lost in Bob's turn give nothing in Ann's next turn", () => {
    let s = toNextUpkeep(hitByGiant());
    expect(s.turn.active).toBe("p1");
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(17);
  });

  it("409.1: life paid to Vesper Ghoul's mana ability while playing a spell Ann then backs out of is no loss: the Children give nothing (20)", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Children of Korlis", "Vesper Ghoul", "Forest"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }, "p1");
    s = act(s, { type: "playAbility", source: inPlay(s, "Vesper Ghoul"), ability: 0, mana: "U" }, "p1");
    expect(life(s, "p1")).toBe(19);
    s = act(s, { type: "cancel" }, "p1");
    expect(life(s, "p1")).toBe(20);
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(20);
  });

  it("300.3: mana burn is a loss of life: Ann taps two Plains for mana and lets it empty at the end of her main phase (18), then the Children give 2", () => {
    let s = manualGame({ players: [{ play: ["Children of Korlis", "Plains", "Plains"], library }, { library }], turn: 3 });
    const plains = s.play.filter((id) => id !== inPlay(s, "Children of Korlis"));
    for (const p of plains) s = act(s, { type: "playAbility", source: p, ability: 0 }, "p1");
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(life(s, "p1")).toBe(18);
    s = passUntil(s, (x) => x.pending?.player === "p1" && x.pending.kind === "priority");
    s = sacrifice(s);
    expect(life(s, "p1")).toBe(20);
  });
});
