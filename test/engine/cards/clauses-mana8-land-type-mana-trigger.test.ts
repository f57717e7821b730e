import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame } from "../helpers.js";

// "Whenever a Forest is tapped for mana, its controller adds {G} to his or her mana pool."
// (Vernal Bloom): a triggered mana ability (406.1b) watching every Forest in play, whoever controls
// it: it triggers from the mana ability and resolves at once, right after it, without the stack
// (411.3), so its {G} pays for the spell being paid for; the mana goes to the player who tapped the
// Forest, its controller. Compiled from the printed text (compiler/mana-triggers.ts, trigger
// `tappedForMana` with a `landType`; engine spells/mana-triggers.ts through the watchers).
const library = Array<string>(8).fill("Island");
const poolOf = (s: GameState, who: "p1" | "p2") => s.players.find((p) => p.id === who)!.manaPool;
const offered = (s: GameState, name: string) => legalDecision(s, s.pending!.player)!.options.some((o) => o.type === "playSpell" && (s.objects[o.card] as { card: string }).card === name);

describe("clauses: \"Whenever a Forest is tapped for mana\" (406.1b, 411.3)", () => {
  it("the card is offered", () => {
    expect(isSupported("Vernal Bloom")).toBe(true);
  });

  it("411.3: with Vernal Bloom, a Forest tapped for mana adds {G}{G} at once, nothing on the stack; a Mountain adds its {R} alone", () => {
    let s = manualGame({ players: [{ library, play: ["Vernal Bloom", "Forest", "Mountain"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }, "p1");
    expect(poolOf(s, "p1")).toMatchObject({ G: 2 });
    expect(s.stack).toEqual([]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 }, "p1");
    expect(poolOf(s, "p1")).toMatchObject({ G: 2, R: 1 });
  });

  it("406.1b: Ann's Vernal Bloom also doubles Bob's Forest on his turn, the {G} going to Bob, its controller", () => {
    let s = manualGame({ players: [{ library, play: ["Vernal Bloom"] }, { library, play: ["Forest"] }], turn: 4, active: 1 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }, "p2");
    expect(poolOf(s, "p2")).toMatchObject({ G: 2 });
    expect(poolOf(s, "p1")).toMatchObject({ G: 0 });
  });

  it("409.1h: three Forests pay Craw Wurm ({4}{G}{G}) with Vernal Bloom in play (offered, autoPay pays), not without it", () => {
    const without = manualGame({ players: [{ library, hand: ["Craw Wurm"], play: ["Forest", "Forest", "Forest"] }, { library }], turn: 3 });
    expect(offered(without, "Craw Wurm")).toBe(false);
    let s = manualGame({ players: [{ library, hand: ["Craw Wurm"], play: ["Vernal Bloom", "Forest", "Forest", "Forest"] }, { library }], turn: 3 });
    expect(offered(s, "Craw Wurm")).toBe(true);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Craw Wurm") }, "p1");
    s = act(s, { type: "autoPay" }, "p1");
    expect(s.stack).toHaveLength(1);
    expect(poolOf(s, "p1")).toMatchObject({ G: 0 });
  });
});
