import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, payFully, pt, rejects, zoneNames, resolveStack } from "../helpers.js";

// The Shoals (Betrayers of Kamigawa), read from their printed text (src/cards/compiler/alternative-costs.ts):
// "You may remove a [color] card with converted mana cost X in your hand from the game rather than
// pay ~'s mana cost." An alternative cost (seed glossary "Alternative Cost", 409.1b): the spell is
// paid by removing that card, and X is the removed card's converted mana cost (203.3).
const library = ["Island", "Island", "Island", "Island"];
const spellOptions = (s: GameState, name: string) =>
  legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "playSpell" }> => o.type === "playSpell" && card(s, o.card).card === name);
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);

describe("clauses: the Shoals' alternative cost, X the converted mana cost of the card removed (409.1b)", () => {
  it("409.1b: Blazing Shoal, paid by removing Lava Axe (converted mana cost 5) with no land in play, gives Hill Giant +5/+0", () => {
    let s = manualGame({ players: [{ hand: ["Blazing Shoal", "Lava Axe", "Grizzly Bears"], play: ["Hill Giant"], library }, { library }], turn: 3 });
    const axe = inHand(s, "p1", "Lava Axe");
    // Only the red card can pay it (Grizzly Bears is green), and there is no mana for {X}{R}{R}.
    expect(spellOptions(s, "Blazing Shoal")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Blazing Shoal"), alternative: { remove: [axe] } }]);
    s = act(s, spellOptions(s, "Blazing Shoal")[0]!);
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    expect(removed(s)).toEqual(["Lava Axe"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([8, 3]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Blazing Shoal"]);
  });

  it("409.1b: Sickening Shoal, paid by removing Bog Imp (converted mana cost 2), gives Grizzly Bears -2/-2 and it is put into the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Sickening Shoal", "Bog Imp"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Sickening Shoal"), alternative: { remove: [inHand(s, "p1", "Bog Imp")] } });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
    expect(removed(s)).toEqual(["Bog Imp"]);
  });

  it("409.1b: Nourishing Shoal, paid by removing Craw Wurm (converted mana cost 6), gains its player 6 life; a card of another color can't pay it", () => {
    let s = manualGame({ players: [{ hand: ["Nourishing Shoal", "Craw Wurm", "Shock"], library }, { library }], turn: 3 });
    const shoal = inHand(s, "p1", "Nourishing Shoal");
    rejects(s, "p1", { type: "playSpell", card: shoal, alternative: { remove: [inHand(s, "p1", "Shock")] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: shoal, alternative: { remove: [shoal] } }, "409.1b");
    s = act(s, { type: "playSpell", card: shoal, alternative: { remove: [inHand(s, "p1", "Craw Wurm")] } });
    s = resolveStack(s);
    expect(life(s, "p1")).toBe(26);
    expect(removed(s)).toEqual(["Craw Wurm"]);
  });

  it("409.1b: paid with its mana cost instead, Blazing Shoal's X is announced and paid: {X}{R}{R} with X 1 gives +1/+0 and removes nothing", () => {
    let s = manualGame({ players: [{ hand: ["Blazing Shoal", "Lava Axe"], play: ["Mountain", "Mountain", "Mountain", "Hill Giant"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Blazing Shoal") });
    expect(s.pending?.kind).toBe("x");
    s = act(s, { type: "chooseX", value: 1 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    s = resolveStack(payFully(s));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 3]);
    expect(removed(s)).toEqual([]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Lava Axe"]);
  });
});
