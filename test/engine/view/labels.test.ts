import { describe, expect, it } from "vitest";
import { labelled, legalDecision } from "../../../src/engine/index.js";
import { act, inHand, inPlay, manualGame } from "../helpers.js";

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
});
