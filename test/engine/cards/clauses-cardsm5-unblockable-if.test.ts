import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, inPlay, life, manualGame, pass, passUntil, rejects } from "../helpers.js";

// "Neurok Spy is unblockable as long as defending player controls an artifact." (309.2: a
// restriction on blocking): while the player it attacks controls an artifact, none of that
// player's creatures may block it; the condition is read as blockers are declared.
const library = ["Island", "Island", "Island"];

/** Neurok Spy and Hill Giant attack p2 (the Giant, so that p2 has a block to declare); the state as p2 declares blockers. */
function toBlockers(p2: string[]): { s: GameState; spy: string } {
  let s = manualGame({ players: [{ play: ["Neurok Spy", "Hill Giant"], library }, { play: p2, library }], turn: 3 });
  const spy = inPlay(s, "Neurok Spy");
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: spy, defender: "p2" }, { attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
  for (let i = 0; i < 10 && s.pending?.kind !== "blockers"; i++) s = pass(s);
  return { s, spy };
}

describe("clauses: \"~ is unblockable as long as defending player controls an artifact\" (309.2)", () => {
  it("the card is offered", () => {
    expect(isSupported("Neurok Spy")).toBe(true);
  });

  it("309.2: while Bob controls Bonesplitter, neither Grizzly Bears nor his artifact creature Ornithopter may block Neurok Spy; the refusal changes nothing, and the Spy's 2 damage is dealt (the Bears block Hill Giant)", () => {
    let { s, spy } = toBlockers(["Grizzly Bears", "Ornithopter", "Bonesplitter"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: spy }] }, "309.2");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Ornithopter"), attacker: spy }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Hill Giant") }] }, "p2");
    for (let i = 0; i < 20 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
    expect(life(s, "p2")).toBe(18);
  });

  it("309.2: with no artifact on Bob's side, Grizzly Bears blocks Neurok Spy and only Hill Giant's damage reaches him", () => {
    let { s, spy } = toBlockers(["Grizzly Bears"]);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: spy }] }, "p2");
    for (let i = 0; i < 20 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
    expect(life(s, "p2")).toBe(17); // the unblocked Hill Giant's 3 only
  });
});
