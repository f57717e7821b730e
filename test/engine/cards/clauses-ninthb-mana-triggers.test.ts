import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, inHand, manualGame, pass, payFully, playNames } from "../helpers.js";

// Helper "ninthb": triggered mana abilities (406.1b, 406.4, 411.3), shown with Overgrowth (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const pool = (s: ReturnType<typeof manualGame>, who: string) => s.players.find((p) => p.id === who)!.manaPool;

describe("clauses: \"Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.\" (Overgrowth)", () => {
  it("406.1b, 411.3: tapping the enchanted Forest adds {G} and, at once, {G}{G} more: nothing goes on the stack and its controller keeps priority", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", { card: "Overgrowth", attachedTo: 0 }, "Forest"] }, { library }], turn: 3 });
    const forests = s.play.filter((id) => s.objects[id]!.kind === "card" && (s.objects[id] as { card: string }).card === "Forest");
    s = act(s, { type: "playAbility", source: forests[0]!, ability: 0 }, "p1");
    expect(pool(s, "p1").G).toBe(3);
    expect(s.stack).toHaveLength(0);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    // The other Forest isn't enchanted: {G} only.
    s = act(s, { type: "playAbility", source: forests[1]!, ability: 0 }, "p1");
    expect(pool(s, "p1").G).toBe(4);
  });

  it("411.3: the extra mana pays for the spell being paid for: three lands, one enchanted, pay for Spined Wurm ({4}{G})", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", { card: "Overgrowth", attachedTo: 0 }, "Forest", "Forest"], hand: ["Spined Wurm"] }, { library }], turn: 3 });
    // The spell is listed as playable: the supply counts the triggered mana (406.1b).
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p1", "Spined Wurm"))).toBe(true);
    s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Spined Wurm") }, "p1"));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(playNames(s, "p1")).toContain("Spined Wurm");
  });
});
