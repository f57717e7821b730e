import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { compile } from "../../../src/cards/compiler/card.js";
import { HAND_WRITTEN } from "../../../src/cards/generated/hand-written.js";
import { act, cast, inPlay, manualGame, payFully, pt, resolveStack } from "../helpers.js";

// Radiance (RAV) is an ability word: "[effect on] target creature and each other creature that
// shares a color with it" applies the effect to the target and to each other creature sharing a
// color with it as the effect begins; only the first is targeted. Incite Hysteria's "Creatures
// that share a color with target creature" is the same group, save that a colorless target shares
// no color with anything, itself included (engine/effects/radiance.ts; compiler/radiance.ts).
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
const cantBlock = (s: GameState, id: string) => characteristics(s, card(s, id)).restrictions.includes("cantBlock");
const RADIANCE = ["Wojek Siren", "Cleansing Beam", "Surge of Zeal", "Rally the Righteous", "Leave No Trace", "Wojek Embermage", "Wojek Apothecary", "Incite Hysteria"];

describe("clauses: Radiance (ability word; 413.2 the group fixed as the effect begins)", () => {
  it("the Radiance cards are compiled from their printed text, none written by hand", () => {
    const RAV: { name: string }[] = JSON.parse(readFileSync(new URL("../shared/cards/RAV.json", new URL("../../../", import.meta.url)), "utf8")).cards;
    const cards = RAV.filter((c) => RADIANCE.includes(c.name));
    expect(cards.map((c) => c.name).sort()).toEqual([...RADIANCE].sort());
    for (const c of cards) {
      expect(isSupported(c.name), c.name).toBe(true);
      expect(compile(c as never).ok, c.name).toBe(true);
      expect(Object.keys(HAND_WRITTEN), c.name).not.toContain(c.name);
    }
  });

  it("Incite Hysteria on a red creature: every red creature of either player can't block this turn; the green and colorless ones can", () => {
    let s = manualGame({ players: [{ hand: ["Incite Hysteria"], play: ["Mountain", "Mountain", "Mountain", "Raging Goblin"], library }, { play: ["Hill Giant", "Goblin Piker", "Grizzly Bears", "Ornithopter"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Incite Hysteria", [{ object: inPlay(s, "Hill Giant") }]));
    expect(["Hill Giant", "Goblin Piker", "Raging Goblin"].map((n) => cantBlock(s, inPlay(s, n)))).toEqual([true, true, true]);
    expect(["Grizzly Bears", "Ornithopter"].map((n) => cantBlock(s, inPlay(s, n)))).toEqual([false, false]);
  });

  it("Incite Hysteria on a colorless creature: it shares no color, not even with itself, so nothing happens (unlike Surge of Zeal's \"target creature and each other ...\")", () => {
    let s = manualGame({ players: [{ hand: ["Incite Hysteria", "Surge of Zeal"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Raging Goblin"], library }, { play: ["Ornithopter", "Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Incite Hysteria", [{ object: inPlay(s, "Ornithopter") }]));
    expect(["Ornithopter", "Hill Giant", "Raging Goblin"].map((n) => cantBlock(s, inPlay(s, n)))).toEqual([false, false, false]);
    // The other wording affects the target itself whatever its colors.
    s = resolveStack(cast(s, "p1", "Surge of Zeal", [{ object: inPlay(s, "Ornithopter") }]));
    expect(characteristics(s, card(s, inPlay(s, "Ornithopter"))).keywords).toContain("haste");
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).keywords).not.toContain("haste");
  });

  it("Rally the Righteous: \"Those creatures get +2/+0\" is said of the whole group, the target and the white creatures sharing its color", () => {
    let s = manualGame({ players: [{ hand: ["Rally the Righteous"], play: ["Mountain", "Plains", "Plains", "Plains", "Savannah Lions", "Raging Goblin"], library }, { play: ["Savannah Lions", "Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Rally the Righteous", [{ object: inPlay(s, "Savannah Lions", "p1") }]));
    expect(pt(s, inPlay(s, "Savannah Lions", "p1"))).toEqual([4, 1]);
    expect(pt(s, inPlay(s, "Savannah Lions", "p2"))).toEqual([4, 1]);
    expect(pt(s, inPlay(s, "Raging Goblin"))).toEqual([1, 1]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("Wojek Embermage's \"Radiance {T}: ...\" deals 1 damage to the target and to each other red creature, its own included; Grizzly Bears is spared", () => {
    let s = manualGame({ players: [{ play: ["Wojek Embermage", "Raging Goblin"], library }, { play: ["Hill Giant", "Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Wojek Embermage"), ability: 0 }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1")));
    expect(() => inPlay(s, "Raging Goblin")).toThrow();
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(1);
    expect(card(s, inPlay(s, "Wojek Embermage")).damage).toBe(1);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
  });
});
