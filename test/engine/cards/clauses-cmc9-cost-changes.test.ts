import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { act, costOf, inHand, inPlay, manualGame, pass, payFully } from "../helpers.js";

// Cost changes for kinds of spells (409.1e), helper cmc9 of the twenty-second session: a
// reduction or increase narrowed by the spell's converted mana cost or by a creature type it
// shares with the permanent, one that takes colored mana off, and one counted "for each".
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const forests = (n: number) => Array<string>(n).fill("Forest");
const options = (s: GameState, type: Action["type"], who = s.pending!.player) => legalDecision(s, who)!.options.filter((o) => o.type === type);


describe("clauses: \"Creature spells you play with converted mana cost 6 or more cost {2} less to play\" (409.1e, 203.3)", () => {
  it("409.1e: Krosan Drover — Craw Wurm (converted mana cost 6) costs {2}{G}{G}, Grizzly Bears its full {1}{G}, the opponent's Craw Wurm its full {4}{G}{G}", () => {
    const s = manualGame({ players: [{ library, play: ["Krosan Drover", ...forests(6)], hand: ["Craw Wurm", "Grizzly Bears"] }, { library, play: forests(6), hand: ["Craw Wurm"] }], turn: 3 });
    expect(costOf(s, "Craw Wurm")).toBe("{2}{G}{G}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
    const bobs = manualGame({ players: [{ library, play: ["Krosan Drover"] }, { library, play: forests(6), hand: ["Craw Wurm"] }], turn: 4, active: 1 });
    expect(costOf(bobs, "Craw Wurm", "p2")).toBe("{4}{G}{G}");
  });

  it("409.1e: with four Forests, Craw Wurm is playable only while Krosan Drover is in play (the reduction counts when the player's options are listed, 409.1f)", () => {
    const cards = (s: GameState) => options(s, "playSpell").map((o) => (o.type === "playSpell" ? o.card : undefined));
    const withDrover = manualGame({ players: [{ library, play: ["Krosan Drover", ...forests(4)], hand: ["Craw Wurm"] }, { library }], turn: 3 });
    expect(cards(withDrover)).toEqual([inHand(withDrover, "p1", "Craw Wurm")]);
    const without = manualGame({ players: [{ library, play: forests(4), hand: ["Craw Wurm"] }, { library }], turn: 3 });
    expect(options(without, "playSpell")).toEqual([]);
  });
});

describe("clauses: \"Creature spells you play that share a creature type with ~ cost {1} less to play\" (409.1e)", () => {
  it("409.1e: Mistform Warchief — Mistform Dreamer (an Illusion, as the Warchief is) costs {1}{U}, Grizzly Bears {1}{G}; once the Warchief's type becomes Bear, the Bears cost {G} and the Dreamer its full {2}{U}", () => {
    let s = manualGame({ players: [{ library, play: ["Mistform Warchief", "Island", "Island", "Island", "Forest", "Forest"], hand: ["Mistform Dreamer", "Grizzly Bears"] }, { library }], turn: 3 });
    expect(costOf(s, "Mistform Dreamer")).toBe("{1}{U}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
    const warchief = inPlay(s, "Mistform Warchief");
    s = act(s, options(s, "playAbility").find((o) => o.type === "playAbility" && o.source === warchief)!);
    s = pass(payFully(s), 2);
    s = act(s, { type: "choose", choice: "Bear" }, "p1");
    expect(costOf(s, "Grizzly Bears")).toBe("{G}");
    expect(costOf(s, "Mistform Dreamer")).toBe("{2}{U}");
  });
});

describe("clauses: \"Cleric spells you play cost {W}{B} less to play. This effect reduces only the amount of colored mana you pay.\" (409.1e)", () => {
  it("409.1e: Edgewalker — Battlefield Medic ({1}{W}) costs {1}, True Believer ({W}{W}) {W}, Cabal Executioner ({2}{B}{B}) {2}{B}, another Edgewalker ({1}{W}{B}) {1}; Grizzly Bears, no Cleric, {1}{G}", () => {
    const s = manualGame({ players: [{ library, play: ["Edgewalker", "Plains", "Plains", "Swamp", "Swamp", "Forest", "Forest"], hand: ["Battlefield Medic", "True Believer", "Cabal Executioner", "Edgewalker", "Grizzly Bears"] }, { library }], turn: 3 });
    expect(costOf(s, "Battlefield Medic")).toBe("{1}");
    expect(costOf(s, "True Believer")).toBe("{W}");
    expect(costOf(s, "Cabal Executioner")).toBe("{2}{B}");
    expect(costOf(s, "Edgewalker")).toBe("{1}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
  });

  it("409.1e: with only a colorless source, True Believer ({W}{W}) is still not playable: one {W} remains; Battlefield Medic ({1}{W}) is, for {1}", () => {
    const s = manualGame({ players: [{ library, play: ["Edgewalker", "Darksteel Citadel"], hand: ["True Believer", "Battlefield Medic"] }, { library }], turn: 3 });
    expect(options(s, "playSpell").map((o) => (o.type === "playSpell" ? o.card : undefined))).toEqual([inHand(s, "p1", "Battlefield Medic")]);
  });
});

describe("clauses: \"cost {1} less / more to play for each ...\" (409.1e)", () => {
  it("409.1e: Locket of Yesterdays — with two Grizzly Bears in Ann's graveyard a third costs {G} (a reduction never goes below the colored mana), Craw Wurm with one Craw Wurm there {3}{G}{G}; Bob's Grizzly Bears, with none in his graveyard, {1}{G}", () => {
    const s = manualGame({ players: [{ library, graveyard: ["Grizzly Bears", "Grizzly Bears", "Craw Wurm"], play: ["Locket of Yesterdays", ...forests(6)], hand: ["Grizzly Bears", "Craw Wurm", "Llanowar Elves"] }, { library, graveyard: ["Grizzly Bears"], play: forests(2), hand: ["Grizzly Bears"] }], turn: 3 });
    expect(costOf(s, "Grizzly Bears")).toBe("{G}");
    expect(costOf(s, "Craw Wurm")).toBe("{3}{G}{G}");
    expect(costOf(s, "Llanowar Elves")).toBe("{G}");
    // Bob's spells aren't "spells you play" for Ann's Locket, whatever his graveyard holds.
    const bobs = manualGame({ players: [{ library, play: ["Locket of Yesterdays"] }, { library, graveyard: ["Grizzly Bears"], play: forests(2), hand: ["Grizzly Bears"] }], turn: 4, active: 1 });
    expect(costOf(bobs, "Grizzly Bears", "p2")).toBe("{1}{G}");
  });

  it("409.1e: Hum of the Radix — each artifact spell costs {1} more for each artifact its controller controls: Ann, with two artifacts, pays {2} for Ornithopter; Bob, with one (Ann's two don't count for him), {1}; a creature spell is unchanged", () => {
    const s = manualGame({ players: [{ library, play: ["Hum of the Radix", "Darksteel Citadel", "Darksteel Citadel", "Forest", "Forest"], hand: ["Ornithopter", "Grizzly Bears"] }, { library, play: forests(2), hand: ["Ornithopter"] }], turn: 3 });
    expect(costOf(s, "Ornithopter")).toBe("{2}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
    const bobs = manualGame({ players: [{ library, play: ["Hum of the Radix", "Darksteel Citadel", "Darksteel Citadel"] }, { library, play: ["Darksteel Citadel", "Forest"], hand: ["Ornithopter"] }], turn: 4, active: 1 });
    expect(costOf(bobs, "Ornithopter", "p2")).toBe("{1}");
  });

  it("409.1f: under Hum of the Radix, Bob with one Darksteel Citadel and no other source can't play Ornithopter ({1} more), so it isn't offered", () => {
    const s = manualGame({ players: [{ library, play: ["Hum of the Radix"] }, { library, play: [{ card: "Darksteel Citadel", tapped: true }], hand: ["Ornithopter"] }], turn: 4, active: 1 });
    expect(options(s, "playSpell", "p2")).toEqual([]);
    // Without the Hum, Ornithopter's {0} is paid with nothing.
    const free = manualGame({ players: [{ library }, { library, play: [{ card: "Darksteel Citadel", tapped: true }], hand: ["Ornithopter"] }], turn: 4, active: 1 });
    expect(options(free, "playSpell", "p2")).toHaveLength(1);
  });
});
