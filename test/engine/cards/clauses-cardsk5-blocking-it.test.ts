import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, pass, passUntil, payFully, rejects } from "../helpers.js";

// "{R}: Godo's Irregulars deals 1 damage to target creature blocking it.": the target is a
// creature blocking the ability's source (309), chosen as the ability is played (409.1c); a
// creature blocking another attacker, or not blocking, is no legal target.
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];

function blocked(): GameState {
  let s = manualGame({ players: [{ library, play: ["Godo's Irregulars", "Hill Giant", "Mountain", "Mountain"] }, { library, play: ["Grizzly Bears", "Llanowar Elves", "Craw Wurm"] }], turn: 3 });
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Godo's Irregulars"), defender: "p2" }, { attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
  s = passUntil(s, (x) => x.pending?.kind === "blockers");
  s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Godo's Irregulars") }, { blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Hill Giant") }] });
  return passUntil(s, (x) => x.pending?.kind === "priority" && x.pending.player === "p1");
}
const play = (s: GameState) => act(s, { type: "playAbility", source: inPlay(s, "Godo's Irregulars"), ability: 0 }, "p1");

describe("clauses: \"target creature blocking it\"", () => {
  it("the card is offered", () => {
    expect(isSupported("Godo's Irregulars")).toBe(true);
  });

  it("Godo's Irregulars, blocked by Grizzly Bears, deals 1 damage to the Bears", () => {
    let s = play(blocked());
    const bears = inPlay(s, "Grizzly Bears");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] }, "p1"));
    s = pass(s, 2);
    expect((s.objects[bears] as CardObject).damage).toBe(1);
  });

  it("409.1c: Craw Wurm (blocking Hill Giant) and Llanowar Elves (not blocking) can't be its target, and nothing changes", () => {
    const s = play(blocked());
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, "409.1c");
  });
});
