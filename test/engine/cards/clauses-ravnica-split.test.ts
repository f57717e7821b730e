import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";
import { attack, combatGame } from "../combat/combat-keywords-helpers.js";

// Dissension's split cards whose halves the grammar now reads (505), and the Ravnica-block
// clause families beside them, with real compiled cards, asserting the game's outcome.
const library = ["Island", "Island", "Island", "Island", "Island"];
const lands = ["Mountain", "Mountain", "Forest", "Forest", "Swamp", "Swamp", "Island", "Island", "Plains", "Plains"];
const game = (p1: { hand: string[]; graveyard?: string[]; play?: string[] }, p2: { hand?: string[]; graveyard?: string[]; play?: string[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2 }], turn: 3 });
/** p1 plays a card (or a half of a split card) with these targets and pays for it. */
const play = (s: GameState, name: string, targets: ({ player: string } | { object: string })[] = [], half?: string) => {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name), ...(half ? { half } : {}) }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets }, "p1");
  return payFully(s);
};
const creatures = (s: GameState, who: string) => s.play.filter((o) => card(s, o).controller === who && !lands.includes(card(s, o).card)).map((o) => card(s, o).card);

describe("clauses: Dissension's split cards now offered (505)", () => {
  it("505.1: Hit // Run and Rise // Fall are offered whole; their halves are no cards of their own", () => {
    for (const whole of ["Hit // Run", "Rise // Fall"]) expect(isSupported(whole)).toBe(true);
    for (const half of ["Hit", "Run", "Rise", "Fall"]) expect(isSupported(half)).toBe(false);
  });

  it("413.2, glossary \"Sacrifice\": Hit — the target player sacrifices an artifact or creature of his or her choice and Hit deals damage equal to that permanent's converted mana cost", () => {
    let s = game({ hand: ["Hit // Run"] }, { play: ["Hill Giant", "Grizzly Bears", "Forest"] });
    s = play(s, "Hit // Run", [{ player: "p2" }], "Hit");
    s = pass(s, 2);
    // p2 chooses among its artifacts and creatures only (not the Forest).
    expect(s.pending?.kind).toBe("sacrifice");
    const d = legalDecision(s, "p2")!;
    expect((d.details as { candidates: { name: string }[] }).candidates.map((c) => c.name).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Grizzly Bears", "p2")] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    // Grizzly Bears' converted mana cost ({1}{G}) is 2.
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hit // Run"]);
  });

  it("413.2: Hit — with one creature the player sacrifices it unasked; Hill Giant's converted mana cost 4 is dealt to him or her", () => {
    let s = game({ hand: ["Hit // Run"] }, { play: ["Hill Giant"] });
    s = pass(play(s, "Hit // Run", [{ player: "p2" }], "Hit"), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(life(s, "p2")).toBe(16);
  });

  it("418.5a (layer 6b): Run — each attacking creature you control gets +1/+0 for each other attacking creature, counted as Run resolves; a creature not attacking gets nothing", () => {
    let s = combatGame({ hand: ["Hit // Run"], play: [...lands, "Grizzly Bears", "Hill Giant", "Craw Wurm", "Suntail Hawk"] }, { play: [] });
    s = attack(s, "Grizzly Bears", "Hill Giant", "Craw Wurm");
    expect(s.pending?.kind).toBe("priority");
    s = pass(play(s, "Hit // Run", [], "Run"), 2);
    // Three attackers: each counts the two others.
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 2]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 3]);
    expect(pt(s, inPlay(s, "Craw Wurm"))).toEqual([8, 4]);
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([1, 1]);
  });

  it("409.1c, 413.2a: Rise — target creature card in a graveyard and target creature in play return to their owners' hands", () => {
    let s = game({ hand: ["Rise // Fall"] }, { graveyard: ["Grizzly Bears"], play: ["Hill Giant"] });
    const bears = s.players[1]!.graveyard[0]!;
    s = pass(play(s, "Rise // Fall", [{ object: bears }, { object: inPlay(s, "Hill Giant", "p2") }], "Rise"), 2);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(creatures(s, "p2")).toEqual([]);
  });

  it("217.3c: Fall — the target player reveals two cards at random (here all of a two-card hand) and discards each nonland one; the land stays", () => {
    let s = game({ hand: ["Rise // Fall"] }, { hand: ["Grizzly Bears", "Forest"] });
    s = pass(play(s, "Rise // Fall", [{ player: "p2" }], "Fall"), 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Forest"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("Fall — from a larger hand exactly two cards are revealed, and only those of them that aren't lands are discarded", () => {
    let s = game({ hand: ["Rise // Fall"] }, { hand: ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Forest"] });
    s = pass(play(s, "Rise // Fall", [{ player: "p2" }], "Fall"), 2);
    const before = ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Forest"];
    const hand = zoneNames(s, "p2", "hand");
    const discarded = zoneNames(s, "p2", "graveyard");
    expect(hand.length).toBeGreaterThanOrEqual(2);
    expect([...hand, ...discarded].sort()).toEqual([...before].sort());
    expect(discarded).not.toContain("Forest");
    expect(discarded.length).toBe(4 - hand.length);
  });
});

describe("clauses: Ravnica-block families beside them", () => {
  it("409.1c: Peel from Reality — target creature you control and target creature you don't control return to their owners' hands; your own creature isn't a legal second target", () => {
    let s = game({ hand: ["Peel from Reality"], play: ["Grizzly Bears"] }, { play: ["Hill Giant"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Peel from Reality") }, "p1");
    expect(() => act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }, { object: inPlay(s, "Grizzly Bears") }] }, "p1")).toThrow();
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }, { object: inPlay(s, "Hill Giant", "p2") }] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
  });

  it("203.3: Culling Sun — destroys each creature with converted mana cost 3 or less; Hill Giant (4) survives", () => {
    let s = game({ hand: ["Culling Sun"], play: ["Grizzly Bears"] }, { play: ["Hill Giant", "Suntail Hawk"] });
    s = pass(play(s, "Culling Sun"), 2);
    expect(creatures(s, "p1")).toEqual([]);
    expect(creatures(s, "p2")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
  });

  it("415, 502.51: Seize the Soul — \"target nonwhite nonblack creature\": a white creature can't be chosen; a green one is destroyed and a 1/1 white Spirit with flying comes into play", () => {
    let s = game({ hand: ["Seize the Soul"] }, { play: ["Grizzly Bears", "Suntail Hawk"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Seize the Soul") }, "p1");
    expect(() => act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Suntail Hawk", "p2") }] }, "p1")).toThrow();
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears", "p2") }] }, "p1")), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    const spirit = s.play.map((o) => card(s, o)).find((o) => o.token);
    expect(spirit && pt(s, spirit.id)).toEqual([1, 1]);
    expect(spirit?.controller).toBe("p1");
  });

  it("415.5: Frazzle — \"Counter target nonblue spell\": a red spell is countered; a blue one can't be targeted", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Mountain"] }, { library, hand: ["Frazzle", "Frazzle"], play: ["Island", "Island", "Island", "Island"] }], turn: 3 });
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") }, "p1"), { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s);
    expect(s.pending?.player).toBe("p2");
    const [f1] = s.players[1]!.hand;
    s = act(s, { type: "playSpell", card: f1! }, "p2");
    // The Frazzle being played is blue: it can't target itself, and the only nonblue spell is Shock.
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }, "p2"));
    s = pass(s, 4);
    expect(life(s, "p2")).toBe(20);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
  });

  it("415.5: Frazzle can't target a blue spell: with only Think Twice on the stack, Frazzle isn't offered", () => {
    let s = manualGame({ players: [{ library, hand: ["Think Twice"], play: ["Island", "Island", "Island"] }, { library, hand: ["Frazzle"], play: ["Island", "Island", "Island", "Island"] }], turn: 3 });
    s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Think Twice") }, "p1"));
    s = pass(s);
    expect(s.pending?.player).toBe("p2");
    const frazzle = inHand(s, "p2", "Frazzle");
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playSpell" && o.card === frazzle)).toBe(false);
  });

  it("413.2: Condemn — the attacking creature goes to the bottom of its owner's library and its controller gains life equal to its toughness as it last existed", () => {
    let s = combatGame({ play: ["Craw Wurm"] }, { hand: ["Condemn"], play: ["Plains"] });
    s = attack(s, "Craw Wurm");
    s = pass(s);
    expect(s.pending?.player).toBe("p2");
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Condemn") }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm", "p1") }] }, "p2"));
    s = pass(s, 2);
    expect(s.players[0]!.library.at(-1)).toBe("Craw Wurm");
    expect(s.play.some((o) => card(s, o).card === "Craw Wurm")).toBe(false);
    // Craw Wurm is 6/4: p1, its controller, gains 4; p2 nothing.
    expect(life(s, "p1")).toBe(24);
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Clutch of the Undercity — the permanent returns to its owner's hand and the player who controlled it loses 3 life", () => {
    let s = game({ hand: ["Clutch of the Undercity"] }, { play: ["Hill Giant"] });
    s = pass(play(s, "Clutch of the Undercity", [{ object: inPlay(s, "Hill Giant", "p2") }]), 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("Rakdos Ickspitter — 1 damage to target creature and that creature's controller loses 1 life (here its own controller, targeting its own creature)", () => {
    let s = game({ hand: [], play: ["Rakdos Ickspitter", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    const spitter = inPlay(s, "Rakdos Ickspitter");
    s = act(s, { type: "playAbility", source: spitter, ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(1);
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("103.4: Lore Broker — each player draws a card, then each discards a card of his or her choice, in APNAP order", () => {
    let s = manualGame({ players: [{ library: ["Hill Giant", "Island"], hand: ["Shock"], play: ["Lore Broker"] }, { library: ["Craw Wurm", "Island"], hand: ["Forest"] }], turn: 3 });
    s = pass(act(s, { type: "playAbility", source: inPlay(s, "Lore Broker"), ability: 0 }, "p1"), 2);
    // Both have drawn before anyone discards: p1 (active) discards first.
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Hill Giant", "Shock"]);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Forest"]);
    expect(s.pending?.player).toBe("p1");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Shock")] }, "p1");
    expect(s.pending?.player).toBe("p2");
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Forest")] }, "p2");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
  });
});
