import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, inPlay, pass, rejects } from "../helpers.js";
import { attack, combatGame } from "../combat/combat-keywords-helpers.js";

/** The names of p2's creatures that may block the attacker, at p2's blockers decision. */
const blockers = (s: GameState) =>
  s.pending?.kind === "blockers" ? (legalDecision(s, "p2")!.details!.candidates as { name: string }[]).map((c) => c.name).sort() : [];
const attacked = (p1: string[], p2: string[], attacker: string) => pass(attack(combatGame({ play: p1 }, { play: p2 }), attacker), 2);

describe("evasion keywords (309.2 block legality)", () => {
  it("502.25: Severed Legion (fear) can be blocked only by artifact and/or black creatures: Frogmite and Ravenous Rats, not Grizzly Bears", () => {
    const s = attacked(["Severed Legion"], ["Grizzly Bears", "Frogmite", "Ravenous Rats"], "Severed Legion");
    expect(blockers(s)).toEqual(["Frogmite", "Ravenous Rats"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Severed Legion") }] }, "502.25");
  });

  it("502.8: Soltari Priest (shadow) can be blocked only by a creature with shadow", () => {
    const s = attacked(["Soltari Priest"], ["Grizzly Bears", "Soltari Priest"], "Soltari Priest");
    expect(blockers(s)).toEqual(["Soltari Priest"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Soltari Priest", "p1") }] }, "502.8");
    const blocked = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Soltari Priest", "p2"), attacker: inPlay(s, "Soltari Priest", "p1") }] });
    expect(blocked.combat!.blocks).toHaveLength(1);
  });

  it("502.8: a creature with shadow can block only creatures with shadow: Soltari Priest can't block Grizzly Bears", () => {
    const s = attacked(["Grizzly Bears"], ["Soltari Priest", "Llanowar Elves"], "Grizzly Bears");
    expect(blockers(s)).toEqual(["Llanowar Elves"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Soltari Priest"), attacker: inPlay(s, "Grizzly Bears") }] }, "502.8");
  });

  it("502.6: nonbasic landwalk — Dryad Sophisticate is unblockable while the defending player controls a nonbasic land (Coastal Tower), not a basic one", () => {
    expect(blockers(attacked(["Dryad Sophisticate"], ["Grizzly Bears", "Coastal Tower"], "Dryad Sophisticate"))).toEqual([]);
    expect(blockers(attacked(["Dryad Sophisticate"], ["Grizzly Bears", "Island"], "Dryad Sophisticate"))).toEqual(["Grizzly Bears"]);
  });

  it("502.6: legendary landwalk — Ayumi, the Last Visitor is unblockable while the defending player controls a legendary land (Shinka, the Bloodsoaked Keep)", () => {
    const s = attacked(["Ayumi, the Last Visitor"], ["Grizzly Bears", "Shinka, the Bloodsoaked Keep"], "Ayumi, the Last Visitor");
    expect(s.pending?.kind).toBe("priority"); // no blockers decision: nothing can block
    expect(blockers(attacked(["Ayumi, the Last Visitor"], ["Grizzly Bears", "Coastal Tower"], "Ayumi, the Last Visitor"))).toEqual(["Grizzly Bears"]);
  });
});
