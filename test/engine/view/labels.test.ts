import { describe, expect, it } from "vitest";
import { labelled, legalDecision } from "../../../src/engine/index.js";
import { act, inHand, inPlay, manualGame, pass } from "../helpers.js";
import { attack, block, combatGame } from "../combat/combat-keywords-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const labels = (s: Parameters<typeof legalDecision>[0]) => {
  const d = legalDecision(s, s.pending!.player)!;
  return labelled(s, s.pending!.player, d.options).map((o) => o.label);
};

describe("every listed option says what it does, in plain English", () => {
  it("409.1: playing Shock reads as a game: play it, target, pay, cancel", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Mountain"], play: ["Mountain"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    expect(labels(s)).toEqual(expect.arrayContaining(["Play Mountain", "Play Shock ({R})", "Pass priority (if every player passes in turn, the game moves on)"]));
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    expect(labels(s)).toEqual(expect.arrayContaining([`Target ${s.players[1]!.name}`, "Target yourself", "Target Grizzly Bears", "Cancel playing Shock (everything returns as it was)"]));
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    const pay = labels(s);
    expect(pay[0]).toBe("Pay {R} for Shock: the game taps what pays it");
    expect(pay).toEqual(["Pay {R} for Shock: the game taps what pays it", "Tap Mountain for {R}", "Cancel playing Shock (everything returns as it was)"]);
  });

  it("308.1, 309.1: attack and block options name the creatures", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears"], library }, { play: ["Llanowar Elves"], library }], turn: 3, step: "beginningOfCombat" });
    while (s.pending?.kind === "priority") s = act(s, { type: "pass" }, s.pending.player);
    expect(labels(s)).toEqual(expect.arrayContaining(["Don't attack", "Attack with Grizzly Bears"]));
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    while (s.pending?.kind === "priority") s = act(s, { type: "pass" }, s.pending.player);
    expect(labels(s)).toEqual(expect.arrayContaining(["Don't block", "Block: Llanowar Elves blocks Grizzly Bears"]));
  });

  it("310.2c, 502.9: a blocked attacker's combat damage options say where the damage goes, with trample and without", () => {
    let s = attack(combatGame({ play: ["Rootbreaker Wurm"] }, { play: ["Grizzly Bears"] }), "Rootbreaker Wurm");
    s = pass(block(pass(s, 2), ["Grizzly Bears", "Rootbreaker Wurm"]), 2);
    const bob = s.players[1]!.name;
    expect(legalDecision(s, "p1")!.prompt).toBe(
      "Rootbreaker Wurm is blocked by Grizzly Bears: it assigns its 6 combat damage to that creature (310.2c). " +
        `It has trample (502.9): once the blocker is assigned lethal damage (its toughness less the damage already on it), you may assign the rest to ${bob}, the player it attacks (toPlayer). ` +
        "Any division that adds up to 6 may be posted; the options are complete examples.",
    );
    expect(labels(s)).toEqual([`Assign Rootbreaker Wurm's combat damage: 2 to Grizzly Bears and 4 to ${bob}, trampling over its blocker`, "Assign Rootbreaker Wurm's combat damage: 6 to Grizzly Bears"]);

    s = attack(combatGame({ play: ["Hill Giant"] }, { play: ["Grizzly Bears", "Llanowar Elves"] }), "Hill Giant");
    s = pass(block(pass(s, 2), ["Grizzly Bears", "Hill Giant"], ["Llanowar Elves", "Hill Giant"]), 2);
    expect(legalDecision(s, "p1")!.prompt).toBe(
      "Hill Giant is blocked by Grizzly Bears and Llanowar Elves: it assigns its 3 combat damage to those creatures, divided as you choose (310.2c). " +
        `It has no trample: none of it may go to ${bob}, the player it attacks. ` +
        "Any division that adds up to 3 may be posted; the options are complete examples.",
    );
    expect(labels(s)).toEqual(["Assign Hill Giant's combat damage: 2 to Grizzly Bears and 1 to Llanowar Elves", "Assign Hill Giant's combat damage: 3 to Grizzly Bears and 0 to Llanowar Elves", "Assign Hill Giant's combat damage: 0 to Grizzly Bears and 3 to Llanowar Elves"]);
  });
});
