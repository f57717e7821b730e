import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, manualGame, pass } from "../helpers.js";

// Triggered mana abilities (406.1b) whose mana is read as the mana ability that sets them off is
// played (406.1, 411.3): "Whenever enchanted land is tapped for mana, its controller adds {G} to
// his or her mana pool for each Elf in play." (Elvish Guidance: counted then) and "Whenever
// enchanted Forest is tapped for mana, its controller adds one mana of the chosen color to his
// or her mana pool." (Utopia Sprawl: the color chosen as it came into play, 419.1b). Compiled
// from the printed text (src/cards/compiler/mana-triggers.ts; engine spells/mana-triggers.ts).
const library = Array<string>(8).fill("Forest");
const pool = (s: GameState) => s.players[0]!.manaPool;
const forests = (s: GameState) => Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "play" && o.card === "Forest").map((o) => o.id);
/** Casts the Aura from p1's hand on `land` and lets it resolve. */
const enchant = (s: GameState, name: string, land: string) => {
  s = act(s, { type: "playSpell", card: s.players[0]!.hand.find((id) => card(s, id).card === name)! }, "p1");
  s = act(s, { type: "chooseTargets", targets: [{ object: land }] }, "p1");
  for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) {
    const o = legalDecision(s, "p1")!.options.find((x) => x.type === "payMana") ?? legalDecision(s, "p1")!.options.find((x) => x.type === "playAbility" && x.source !== land);
    s = act(s, o!, "p1");
  }
  return pass(s, 2);
};

describe("clauses: triggered mana abilities with counted or chosen mana (406.1b)", () => {
  it("406.1b: Elvish Guidance's land adds {G} for each Elf in play (an opponent's too) besides its own mana, at once", () => {
    let s = manualGame({ players: [{ library, hand: ["Elvish Guidance"], play: ["Forest", "Forest", "Forest", "Forest", "Llanowar Elves"] }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    const [land] = forests(s);
    s = enchant(s, "Elvish Guidance", land!);
    expect(Object.values(s.objects).find((o) => o.kind === "card" && o.card === "Elvish Guidance")).toMatchObject({ zone: "play", attachedTo: land });
    const before = pool(s).G;
    s = act(s, { type: "playAbility", source: land!, ability: 0 }, "p1");
    // The Forest's {G} and two Elves' {G}{G}, with no stack (406.1b).
    expect(pool(s).G - before).toBe(3);
    expect(s.stack).toEqual([]);
  });

  it("406.1b: with no Elf in play Elvish Guidance adds nothing: the Forest's own {G} only", () => {
    let s = manualGame({ players: [{ library, hand: ["Elvish Guidance"], play: ["Forest", "Forest", "Forest", "Forest"] }, { library }], turn: 3 });
    const [land] = forests(s);
    s = enchant(s, "Elvish Guidance", land!);
    const before = pool(s).G;
    s = act(s, { type: "playAbility", source: land!, ability: 0 }, "p1");
    expect(pool(s).G - before).toBe(1);
  });

  it("406.1b, 419.1b: Utopia Sprawl with blue chosen: its Forest adds {G} and {U}", () => {
    let s = manualGame({ players: [{ library, hand: ["Utopia Sprawl"], play: ["Forest", "Forest"] }, { library }], turn: 3 });
    const [land] = forests(s);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: land! }] }, "p1");
    const other = forests(s).find((id) => id !== land)!;
    s = act(s, { type: "playAbility", source: other, ability: 0 }, "p1");
    if (s.pending?.kind === "payment") s = act(s, { type: "payMana", mana: "G" }, "p1");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color" });
    s = act(s, { type: "choose", choice: "U" }, "p1");
    s = act(s, { type: "playAbility", source: land!, ability: 0 }, "p1");
    expect(pool(s)).toMatchObject({ G: 1, U: 1, W: 0 });
  });
});
