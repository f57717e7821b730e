import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, rejects } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("409.1f–h: autoPay plays the mana abilities and pays the total cost in one answer", () => {
  it("409.1h: Hill Giant's {3}{R} is paid by tapping the Mountain for {R} and three other lands, leaving no mana to burn (300.3)", () => {
    let s = manualGame({ players: [{ hand: ["Hill Giant"], play: ["Forest", "Mountain", "Forest", "Island", "Forest"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hill Giant") });
    const decision = legalDecision(s, "p1")!;
    expect(decision.kind).toBe("payment");
    expect(decision.options[0]).toEqual({ type: "autoPay" });
    s = act(s, { type: "autoPay" });
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
    expect(s.play.filter((id) => card(s, id).tapped)).toHaveLength(4);
    expect(s.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("409.1h: Shock's {R} taps the Mountain, not the Forest listed first (no mana left to burn, 300.3)", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Forest", "Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = act(s, { type: "autoPay" });
    expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Forest")).tapped).toBe(false);
    expect(s.stack).toHaveLength(1);
  });

  it("409.1h: mana already in the pool is used first; a cost the lands can't pay is not offered and is refused, changing nothing", () => {
    let s = manualGame({ players: [{ hand: ["Hill Giant"], play: ["Forest", "Forest", "Forest", "Forest"], library, manaPool: { R: 1 } }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hill Giant") });
    const paid = act(s, { type: "autoPay" });
    expect(paid.play.filter((id) => card(paid, id).tapped)).toHaveLength(3);
    expect(paid.players[0]!.manaPool.R).toBe(0);

    let t = manualGame({ players: [{ hand: ["Hill Giant"], play: ["Forest", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(legalDecision(t, "p1")!.options.some((o) => o.type === "playSpell")).toBe(false);
    t = manualGame({ players: [{ hand: ["Shock"], play: ["Forest"], library }, { library }], turn: 3 });
    rejects(t, "p1", { type: "autoPay" }, "408.1");
  });
});
