import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, healingSalve, inPlay, life, manualGame, pass, rejects } from "../helpers.js";

// "{T}: Heartless Hidetsugu deals to each player damage equal to half that player's life total,
// rounded down." (BOK): each player is dealt an amount of his or her own, read from the life
// totals as the ability resolves (416.1: damage is dealt at once to all recipients; the amounts
// are fixed before any is dealt), by the ability's source, a red creature. Half of 1 life is no
// damage. Compiled from the printed text (compiler/damage.ts, engine effects/mass-damage.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const game = (p1Life: number, p2Life: number, p2Play: string[] = []) =>
  manualGame({ players: [{ library, life: p1Life, play: ["Heartless Hidetsugu"] }, { library, life: p2Life, play: p2Play }], turn: 3 });
const tapHidetsugu = (s: GameState) => {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Heartless Hidetsugu"))!;
  return act(s, option, "p1");
};

describe("clauses: damage to each player equal to half that player's life total, rounded down", () => {
  it("the card is offered", () => {
    expect(isSupported("Heartless Hidetsugu")).toBe(true);
  });

  it("at 20 and 15 life, Ann is dealt 10 and Bob 7 (half of 15, rounded down): 10 and 8 are left", () => {
    let s = tapHidetsugu(game(20, 15));
    expect(s.stack).toHaveLength(1);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 15]); // nothing before it resolves
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([10, 8]);
    expect(s.objects[inPlay(s, "Heartless Hidetsugu")]).toMatchObject({ tapped: true });
  });

  it("a player at 1 life is dealt no damage (half of 1 is 0); one at 3 is dealt 1", () => {
    const s = pass(tapHidetsugu(game(1, 3)), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([1, 2]);
    expect(s.status).not.toBe("finished");
  });

  it("409.1f: the {T} ability can't be played again while Hidetsugu is tapped, and nothing changes", () => {
    const s = pass(tapHidetsugu(game(20, 20)), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([10, 10]);
    const again = legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === inPlay(s, "Heartless Hidetsugu"));
    expect(again).toBe(false);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Heartless Hidetsugu"), ability: 0 }, "409.1f");
  });

  it("419.7: a prevention shield on Bob takes from his own amount only; Ann's is half of her life", () => {
    let s = manualGame({ players: [{ library, life: 20, play: ["Heartless Hidetsugu"] }, { library, life: 16, hand: ["Healing Salve"], play: ["Plains"] }], turn: 3 });
    s = act(tapHidetsugu(s), { type: "pass" }, "p1");
    s = pass(healingSalve(s, "p2", 1, { player: "p2" }), 2); // Healing Salve resolves: Bob at 16 with a shield of 3
    s = pass(s, 2); // Hidetsugu's ability: Ann 10, Bob 8 of which 3 prevented
    expect([life(s, "p1"), life(s, "p2")]).toEqual([10, 11]);
  });
});
