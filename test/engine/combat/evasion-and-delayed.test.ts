import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];

/** p1 attacks with `attacker`; returns the state at p2's blockers decision (or later if none). */
function attackWith(s: ReturnType<typeof manualGame>, attacker: string) {
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, attacker, "p1"), defender: "p2" }] });
  return pass(s, 2);
}
const blockerNames = (s: ReturnType<typeof manualGame>) =>
  s.pending?.kind === "blockers" ? (legalDecision(s, "p2")!.details!.candidates as { name: string }[]).map((c) => c.name) : [];

describe("evasion: flying, \"as though\", landwalk", () => {
  it("502.4, seed \"As though\": Giant Spider can block a flier as though it had flying, but doesn't have flying", () => {
    let s = manualGame({ players: [{ play: ["Suntail Hawk"], library }, { play: ["Giant Spider", "Grizzly Bears"], library }], turn: 3, step: "declareAttackers" });
    s = attackWith(s, "Suntail Hawk");
    expect(blockerNames(s)).toEqual(["Giant Spider"]);
    expect(card(s, inPlay(s, "Giant Spider")).card).toBe("Giant Spider");
    const spider = legalDecision(s, "p2")!;
    expect(spider.options).toContainEqual({ type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Giant Spider"), attacker: inPlay(s, "Suntail Hawk") }] });
    // For every other purpose it has no flying (the "as though" applies only to blocking).
    const other = manualGame({ players: [{ play: ["Giant Spider"], library }, { play: ["Grizzly Bears"], library }], turn: 3, step: "declareAttackers" });
    expect(blockerNames(attackWith(other, "Giant Spider"))).toEqual(["Grizzly Bears"]);
  });

  it("502.?: swampwalk — Bog Wraith can't be blocked while the defending player controls a Swamp", () => {
    const withSwamp = attackWith(manualGame({ players: [{ play: ["Bog Wraith"], library }, { play: ["Grizzly Bears", "Swamp"], library }], turn: 3, step: "declareAttackers" }), "Bog Wraith");
    expect(withSwamp.pending?.kind).not.toBe("blockers");
    const without = attackWith(manualGame({ players: [{ play: ["Bog Wraith"], library }, { play: ["Grizzly Bears", "Forest"], library }], turn: 3, step: "declareAttackers" }), "Bog Wraith");
    expect(blockerNames(without)).toEqual(["Grizzly Bears"]);
  });

  it("412, 502.6: Goblin King: other Goblins get +1/+1 and mountainwalk; Elvish Champion: other Elves +1/+1 and forestwalk", () => {
    const s = manualGame({ players: [{ play: ["Goblin King", "Goblin Piker", "Raging Goblin", "Elvish Champion", "Llanowar Elves"], library }, { play: ["Mountain", "Grizzly Bears"], library }], turn: 3, step: "declareAttackers" });
    expect(pt(s, inPlay(s, "Goblin King"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Goblin Piker"))).toEqual([3, 2]);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Elvish Champion"))).toEqual([2, 2]);
    expect(attackWith(s, "Raging Goblin").pending?.kind).not.toBe("blockers");
  });
});

describe("delayed and \"intervening if\" triggers (404)", () => {
  it("404.?: Rukh Egg's delayed trigger puts a 4/4 flying Bird token into play at the next end of turn", () => {
    let s = manualGame({ players: [{ hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain"], library }, { play: ["Rukh Egg"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Rukh Egg") }]), 2);
    // The Egg's ability resolves now; the Bird waits for the end of turn step.
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Rukh Egg"]);
    expect(s.delayed).toHaveLength(1);
    expect(s.play.some((id) => card(s, id).card === "Bird")).toBe(false);
    for (let i = 0; i < 40 && s.turn.step !== "endOfTurn"; i++) s = act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    s = pass(s, 2);
    const bird = s.play.find((id) => card(s, id).card === "Bird")!;
    expect(card(s, bird)).toMatchObject({ controller: "p2", token: true });
    expect(pt(s, bird)).toEqual([4, 4]);
    expect(s.delayed).toEqual([]);
  });

  it("404.3: Imaginary Pet returns to hand at your upkeep only if you have a card in hand", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Imaginary Pet"], library }, { library }], turn: 3, step: "untap" });
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Imaginary Pet", "Shock"]);
    const empty = manualGame({ players: [{ play: ["Imaginary Pet"], library }, { library }], turn: 3, step: "untap" });
    expect(empty.stack).toEqual([]);
    expect(empty.play.some((id) => card(empty, id).card === "Imaginary Pet")).toBe(true);
  });
});
