import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, pt, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// The trigger clauses of the grammar (src/cards/compiler/abilities.ts), each shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Mountain"];
/** Passes, attacking and blocking with nothing, until `done`. */
function playOn(s: ReturnType<typeof manualGame>, done: (s: ReturnType<typeof manualGame>) => boolean) {
  for (let i = 0; i < 200 && !done(s); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  return s;
}
const mainPhase = (play: string[], hand: string[] = []) =>
  manualGame({ players: [{ library, play: [...lands, ...play], hand }, { library, play: ["Hill Giant"] }], turn: 3 });

describe("clauses: combat triggers (404.1)", () => {
  it("404.1: \"Whenever ~ attacks, you may tap target creature\" — Seasoned Marshal taps the Hill Giant that could block it", () => {
    let s = attack(combatGame({ play: ["Seasoned Marshal"] }, { play: ["Hill Giant"] }), "Seasoned Marshal");
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(true);
  });

  it("404.1: \"Whenever ~ attacks or blocks, you lose 1 life for each +1/+1 counter on it\" — Embalmed Brawler with two counters attacking costs its controller 2 life", () => {
    let s = attack(combatGame({ play: [{ card: "Embalmed Brawler", counters: { "+1/+1": 2 } }] }, { play: [] }), "Embalmed Brawler");
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
  });

  it("404.1: Embalmed Brawler's ability triggers as it blocks, too: once, losing its controller 1 life per counter", () => {
    let s = attack(combatGame({ play: ["Hill Giant"] }, { play: [{ card: "Embalmed Brawler", counters: { "+1/+1": 3 } }] }), "Hill Giant");
    s = block(pass(s, 2), ["Embalmed Brawler", "Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
  });

  it("409.1: \"Whenever an opponent plays a spell, ~ gets +2/+2 until end of turn\" — Mogg Sentry grows when its controller's opponent plays Lava Spike, not when its controller does", () => {
    let s = manualGame({ players: [{ library, play: ["Mountain", "Mogg Sentry"], hand: ["Lava Spike"] }, { library, play: ["Mogg Sentry"] }], turn: 3 });
    s = cast(s, "p1", "Lava Spike", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Mogg Sentry", "p2"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Mogg Sentry", "p1"))).toEqual([1, 1]);
  });

  it("404.1: \"Whenever ~ deals combat damage to a player, you may untap target creature\" — unblocked Beacon Hawk untaps itself", () => {
    let s = attack(combatGame({ play: ["Beacon Hawk"] }, { play: [] }), "Beacon Hawk");
    expect(card(s, inPlay(s, "Beacon Hawk")).tapped).toBe(true);
    for (let i = 0; i < 20 && s.pending?.kind !== "triggerTargets" && s.pending?.kind !== "may"; i++) s = pass(s);
    expect(life(s, "p2")).toBe(19);
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Beacon Hawk") }] }, "p1");
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(card(s, inPlay(s, "Beacon Hawk")).tapped).toBe(false);
  });

  it("404.1: a blocked Beacon Hawk deals no combat damage to a player, and its ability doesn't trigger", () => {
    let s = attack(combatGame({ play: ["Beacon Hawk"] }, { play: ["Suntail Hawk"] }), "Beacon Hawk");
    s = block(pass(s, 2), ["Suntail Hawk", "Beacon Hawk"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(20);
    expect(s.stack).toHaveLength(0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
  });

  it("404.1: \"Whenever ~ is dealt damage, you gain 1 life\" — Dromad Purebred blocked by Hill Giant gains its controller 1 life", () => {
    let s = attack(combatGame({ play: ["Dromad Purebred"] }, { play: ["Hill Giant"] }), "Dromad Purebred");
    s = block(pass(s, 2), ["Hill Giant", "Dromad Purebred"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p1")).toBe(21);
    expect(card(s, inPlay(s, "Dromad Purebred")).damage).toBe(3);
  });
});

describe("clauses: spell and turn triggers (404.1)", () => {
  it("409.1: \"Whenever you play a Spirit or Arcane spell, ~ gets +1/+1 until end of turn\" — Lava Spike (Arcane) pumps Kami of the Hunt before it resolves", () => {
    let s = mainPhase(["Kami of the Hunt"], ["Lava Spike"]);
    s = cast(s, "p1", "Lava Spike", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2); // the trigger on top of the spell
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Kami of the Hunt"))).toEqual([3, 3]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
  });

  it("409.1: a spell that is neither Spirit nor Arcane doesn't trigger Kami of the Hunt: Grizzly Bears", () => {
    let s = mainPhase(["Kami of the Hunt"], ["Grizzly Bears"]);
    s = cast(s, "p1", "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Kami of the Hunt"))).toEqual([2, 2]);
  });

  it("313.1: \"At end of turn, return ~ to its owner's hand\" — Viashino Sandstalker goes back to the hand at the end of the turn", () => {
    let s = mainPhase(["Viashino Sandstalker"]);
    s = playOn(s, (x) => x.turn.number === 4);
    expect(zoneNames(s, "p1", "hand")).toContain("Viashino Sandstalker");
  });

  it("313.1: \"At the end of your turn, you lose 4 life\" — Dross Harvester triggers at the end of its controller's turn only", () => {
    let s = mainPhase(["Dross Harvester"]);
    s = playOn(s, (x) => x.turn.number === 4);
    expect(life(s, "p1")).toBe(16);
    s = playOn(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(16);
  });
});
