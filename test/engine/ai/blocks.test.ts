// Issue 17: "hard" searches its blocks too. A set-up position can't start in the declare
// blockers step, so the search deals a world before the attack, declares in it the attack the
// seat sees (308.1) and lets priority pass (308.5) to the seat's declaration of blockers (309.1);
// there it compares the heuristics' block with no block, trades, blocking everything and two
// blockers on one attacker (309.2, 310.2c).
import { describe, expect, it } from "vitest";
import { view, type GameState } from "../../../src/engine/index.js";
import { decide } from "../../../src/ai/index.js";
import { seatInput } from "../../../src/ai/drive.js";
import { blockingWorld } from "../../../src/ai/combat-world.js";
import { generator } from "../../../src/ai/random.js";
import { act, setupGame } from "../helpers.js";

const library = Array.from({ length: 20 }, () => "Forest");
const deck = [...library, "Grizzly Bears", "Grizzly Bears"];

/** p2's Hill Giant (3/3) attacks p1, who has two untapped Grizzly Bears (2/2): p1 owes its block. */
function attacked(): GameState {
  let s = setupGame({
    players: [
      { library, play: ["Forest", "Forest", "Grizzly Bears", "Grizzly Bears"] },
      { library, play: ["Mountain", "Mountain", "Mountain", "Mountain", "Hill Giant"] },
    ],
    active: 1,
    turn: 4,
    step: "declareAttackers",
  });
  const giant = s.play.find((id) => (s.objects[id] as { card: string }).card === "Hill Giant")!;
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: giant, defender: "p1" }] });
  while (s.pending?.kind === "priority") s = act(s, { type: "pass" });
  return s;
}

describe("issue 17: hard searches its blocks", () => {
  it("309.1: the world for a block has the seen attack declared and the seat owing its block, the attacker tapped", () => {
    const s = attacked();
    expect(s.pending).toEqual({ kind: "blockers", player: "p1" });
    const v = view(s, "p1");
    const world = blockingWorld(v, deck, [], generator("blocks"))!;
    expect(world.state.pending).toEqual({ kind: "blockers", player: "p1" });
    const attacker = world.ids.get(v.combat!.attackers[0]!.attacker)!;
    expect(world.state.combat!.attackers.map((a) => a.attacker)).toEqual([attacker]);
    expect((world.state.objects[attacker] as { tapped: boolean; card: string }).card).toBe("Hill Giant");
    expect((world.state.objects[attacker] as { tapped: boolean }).tapped).toBe(true);
  });

  it("309.2, 310.2c: two Grizzly Bears block the Hill Giant together and destroy it, where the heuristics take 3", () => {
    const s = attacked();
    const input = seatInput(s, "p1", [], deck)!;
    expect(decide(input, "medium", { seed: "blocks" }).action).toEqual({ type: "declareBlockers", blocks: [] });
    const hard = decide(input, "hard", { seed: "blocks" }).action;
    if (hard.type !== "declareBlockers") throw new Error(`hard answered ${hard.type}`);
    expect(hard.blocks).toHaveLength(2);
    expect(new Set(hard.blocks.map((b) => b.attacker)).size).toBe(1);
    // Played out, the Giant is destroyed (310.2c: 2 + 2 damage to a 3/3).
    let after = act(s, hard);
    for (let i = 0; i < 20 && after.play.some((id) => (after.objects[id] as { card: string }).card === "Hill Giant"); i++) {
      const who = after.pending!.player;
      const d = seatInput(after, who)!;
      after = act(after, decide(d, "medium", { seed: "blocks" }).action, who);
    }
    expect(after.play.map((id) => (after.objects[id] as { card: string }).card)).not.toContain("Hill Giant");
    expect(after.players[0]!.life).toBe(20);
  });
});
