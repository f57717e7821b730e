import { describe, expect, it } from "vitest";
import { legalDecision, optionLabel } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, inHand, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { getCard, isSupported, supportedCards, writtenDefinitions } from "../../../src/cards/registry.js";
import { readsAs } from "../../../src/cards/compiler/card.js";
import type { GameState } from "../../../src/engine/index.js";
import { view } from "../../../src/engine/view/view.js";

// Split cards (505): two halves on one card, real compiled halves, asserting the game's outcome.
const lands = ["Mountain", "Mountain", "Forest", "Forest", "Forest", "Island", "Island", "Island"];
const library = ["Island", "Island", "Island", "Island"];
const game = (p1: { hand?: string[]; library?: string[] } = {}) =>
  manualGame({ players: [{ library, hand: ["Assault // Battery"], ...p1, play: lands }, { library, play: ["Hill Giant"] }], turn: 3 });
const splitOptions = (s: GameState) => legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell");

describe("clauses: split cards (505)", () => {
  it("505.1, 505.4: Assault // Battery is one card, offered by its whole name; its halves are no cards of their own", () => {
    expect(isSupported("Assault // Battery")).toBe(true);
    expect(isSupported("Assault")).toBe(false);
    expect(isSupported("Battery")).toBe(false);
    const names = supportedCards().map((c) => c.name);
    expect(names).toContain("Assault // Battery");
    expect(names).not.toContain("Assault");
    // Each half reads as its own printed text (the render gate of the halves).
    for (const half of ["Assault", "Battery"]) {
      const c = getCard(half);
      expect(readsAs({ name: c.name, type: c.typeLine, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes, printedText: c.printedText, manaCost: c.manaCost }, writtenDefinitions.get(half))).toBe(true);
    }
  });

  it("505.2: each half is its own play, and its option names the half and its mana cost; Assault deals 2 damage to target player", () => {
    let s = game();
    const id = inHand(s, "p1", "Assault // Battery");
    const options = splitOptions(s);
    expect(options).toEqual([
      { type: "playSpell", card: id, half: "Assault" },
      { type: "playSpell", card: id, half: "Battery" },
    ]);
    expect(options.map((o) => optionLabel(s, "p1", o))).toEqual(["Play Assault ({R})", "Play Battery ({3}{G})"]);
    // 505.2: a half must be chosen, and only one of the card's own.
    rejects(s, "p1", { type: "playSpell", card: id }, "505.7");
    rejects(s, "p1", { type: "playSpell", card: id, half: "Fire" }, "505.7");
    s = act(s, { type: "playSpell", card: id, half: "Assault" });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    expect(s.stack.map((o) => (s.objects[o]!.kind === "card" ? card(s, o).card : "")).filter(Boolean)).toEqual(["Assault"]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    // 505.2, 505.4: leaving the stack it is the whole card again.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Assault // Battery"]);
    // Only the red half's cost was paid: one Mountain tapped, the Forests untapped.
    expect(s.play.filter((o) => card(s, o).tapped).map((o) => card(s, o).card)).toEqual(["Mountain"]);
  });

  it("505.2, 505.3: on the stack only the half played exists — Battery is a green sorcery named Battery; in the hand the card has both names' colors, red and green", () => {
    let s = game();
    const id = inHand(s, "p1", "Assault // Battery");
    // The player's view names both halves of the card in hand.
    expect(view(s, "p1").players[0]!.hand).toEqual([{ id, name: "Assault // Battery", halves: ["Assault", "Battery"] }]);
    const inHandNow = characteristics(s, card(s, id));
    expect(inHandNow.name).toBe("Assault // Battery");
    expect([...inHandNow.colors].sort()).toEqual(["G", "R"]);
    s = payFully(act(s, { type: "playSpell", card: id, half: "Battery" }));
    const spell = card(s, s.stack[0]!);
    const onStack = characteristics(s, spell);
    expect(onStack.name).toBe("Battery");
    expect(onStack.colors).toEqual(["G"]);
    expect(onStack.types).toEqual(["sorcery"]);
    expect(view(s, "p2").stack).toEqual([expect.objectContaining({ name: "Battery" })]);
    s = pass(s, 2);
    // Battery resolves: a 3/3 Elephant token, and the card goes to the graveyard whole.
    const elephant = s.play.map((o) => card(s, o)).find((o) => o.token);
    expect(elephant && characteristics(s, elephant)).toMatchObject({ name: "Elephant", power: 3, toughness: 3 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Assault // Battery"]);
    // Battery's {3}{G} was paid: four lands tapped.
    expect(s.play.filter((o) => card(s, o).tapped)).toHaveLength(4);
  });

  it("505.2: a half that can't be played now isn't offered — without green mana only Assault is listed, and Battery is refused", () => {
    let s = manualGame({ players: [{ library, hand: ["Assault // Battery"], play: ["Mountain", "Island", "Island", "Island"] }, { library }], turn: 3 });
    const id = inHand(s, "p1", "Assault // Battery");
    expect(splitOptions(s)).toEqual([{ type: "playSpell", card: id, half: "Assault" }]);
    rejects(s, "p1", { type: "playSpell", card: id, half: "Battery" }, "409.1f");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Assault // Battery"]);
  });

  it("505.5, 505.6: a search for converted mana cost 1 finds Assault // Battery (its costs are 1 and 4), one for 2 doesn't", () => {
    // Dizzy Spell's transmute ({1}{U}{U}) finds a card with its own converted mana cost, 1.
    let s = game({ hand: ["Dizzy Spell"], library: ["Assault // Battery", "Hill Giant", "Island"] });
    s = pass(payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Dizzy Spell"), ability: 0 })), 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Assault // Battery"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Assault // Battery"] });
    expect(zoneNames(s, "p1", "hand")).toContain("Assault // Battery");
    // Dimir Infiltrator's finds converted mana cost 2: neither half's.
    s = manualGame({ players: [{ library: ["Assault // Battery", "Hill Giant"], hand: ["Dimir Infiltrator"], play: ["Island", "Swamp", "Island"] }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Dimir Infiltrator"), ability: 0 })), 2);
    // Nothing could be found: no search is asked, and the card stays in the library.
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Assault // Battery", "Hill Giant"]);
  });
});

describe("clauses: \"multicolored\" (two or more colors)", () => {
  it("105.? (?): \"Target multicolored creature gains double strike until end of turn.\" — Psychotic Fury can target Golgari Rotwurm (black and green), not Hill Giant (red); the Rotwurm gains double strike and Psychotic Fury's controller draws", () => {
    let s = manualGame({ players: [{ library, hand: ["Psychotic Fury"], play: ["Island", "Mountain", "Golgari Rotwurm", "Hill Giant"] }, { library }], turn: 3 });
    const rotwurm = s.play.find((o) => card(s, o).card === "Golgari Rotwurm")!;
    const giant = s.play.find((o) => card(s, o).card === "Hill Giant")!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Psychotic Fury") });
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "chooseTargets")).toEqual([{ type: "chooseTargets", targets: [{ object: rotwurm }] }]);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: giant }] }, "409.1c");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: rotwurm }] })), 2);
    expect(characteristics(s, card(s, rotwurm)).keywords).toContain("doubleStrike");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]); // "Draw a card."
  });

  it("505.3: a split card not on the stack is multicolored — Assault // Battery in a hand is red and green", () => {
    const s = game();
    expect(characteristics(s, card(s, inHand(s, "p1", "Assault // Battery"))).colors).toHaveLength(2);
  });
});

describe("clauses: Pure // Simple (505; \"multicolored permanent\", \"all Auras and Equipment\")", () => {
  const board = () =>
    manualGame({
      players: [
        { library, hand: ["Pure // Simple", "Blanchwood Armor"], play: ["Forest", "Forest", "Forest", "Forest", "Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears", "Bonesplitter", "Glorious Anthem"] },
        { library, play: ["Golgari Rotwurm", "Hill Giant", "Vulshok Gauntlets"] },
      ],
      turn: 3,
    });
  const names = (s: GameState) => s.play.map((o) => card(s, o).card);

  it("505.2: Pure — \"Destroy target multicolored permanent.\" destroys Golgari Rotwurm (black and green); Hill Giant (red) is no legal target", () => {
    let s = board();
    const rotwurm = s.play.find((o) => card(s, o).card === "Golgari Rotwurm")!;
    const giant = s.play.find((o) => card(s, o).card === "Hill Giant")!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Pure // Simple"), half: "Pure" });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: giant }] }, "409.1c");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: rotwurm }] })), 2);
    expect(names(s)).not.toContain("Golgari Rotwurm");
    expect(names(s)).toContain("Hill Giant");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Golgari Rotwurm"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pure // Simple"]);
  });

  it("505.2: Simple — \"Destroy all Auras and Equipment.\" destroys Blanchwood Armor, Bonesplitter and Vulshok Gauntlets, not Glorious Anthem nor the creatures", () => {
    let s = board();
    const bears = s.play.find((o) => card(s, o).card === "Grizzly Bears")!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Blanchwood Armor") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    expect(names(s)).toContain("Blanchwood Armor");
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Pure // Simple"), half: "Simple" })), 2);
    expect(names(s)).toEqual(expect.arrayContaining(["Grizzly Bears", "Glorious Anthem", "Golgari Rotwurm", "Hill Giant"]));
    expect(names(s).filter((n) => ["Bonesplitter", "Vulshok Gauntlets", "Blanchwood Armor"].includes(n))).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Blanchwood Armor", "Bonesplitter", "Pure // Simple"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Vulshok Gauntlets"]);
  });
});

describe("clauses: plural subtypes joined by \"and\" (\"Auras and Equipment\", \"Barbarians, Warriors, and Berserkers\")", () => {
  it("212.3c: \"Barbarians, Warriors, and Berserkers get +2/+2 and have haste.\" — Lovisa Coldeyes pumps a Barbarian, a Warrior and a Berserker, not Grizzly Bears (a Bear) nor herself (a Human)", () => {
    const s = manualGame({ players: [{ library, play: ["Lovisa Coldeyes", "Balduvian Barbarians", "Elvish Vanguard", "Raging Goblin", "Grizzly Bears"] }, { library }], turn: 3 });
    const of = (name: string) => characteristics(s, card(s, s.play.find((o) => card(s, o).card === name)!));
    expect(of("Balduvian Barbarians")).toMatchObject({ power: 5, toughness: 4 });
    expect(of("Balduvian Barbarians").keywords).toContain("haste");
    expect(of("Elvish Vanguard")).toMatchObject({ power: 3, toughness: 3 });
    expect(of("Raging Goblin")).toMatchObject({ power: 3, toughness: 3 });
    expect(of("Grizzly Bears")).toMatchObject({ power: 2, toughness: 2 });
    expect(of("Grizzly Bears").keywords).not.toContain("haste");
    expect(of("Lovisa Coldeyes")).toMatchObject({ power: 3, toughness: 3 });
  });
});

describe("clauses: the subtype Aura (\"target Aura\")", () => {
  it("212.4: \"{T}, Sacrifice ~: Destroy target Aura.\" — Haazda Exonerator destroys Blanchwood Armor; Glorious Anthem (an enchantment, not an Aura) is no legal target", () => {
    let s = manualGame({ players: [{ library, hand: ["Blanchwood Armor"], play: ["Forest", "Forest", "Forest", "Grizzly Bears", "Haazda Exonerator", "Glorious Anthem"] }, { library }], turn: 3 });
    const bears = s.play.find((o) => card(s, o).card === "Grizzly Bears")!;
    const anthem = s.play.find((o) => card(s, o).card === "Glorious Anthem")!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Blanchwood Armor") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    const armor = s.play.find((o) => card(s, o).card === "Blanchwood Armor")!;
    s = act(s, { type: "playAbility", source: s.play.find((o) => card(s, o).card === "Haazda Exonerator")!, ability: 0 });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: anthem }] }, "409.1c");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: armor }] })), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Blanchwood Armor", "Haazda Exonerator"]);
    expect(s.play.map((o) => card(s, o).card)).toContain("Glorious Anthem");
  });
});

describe("clauses: plural card types joined by \"and\" (\"all artifacts and enchantments\")", () => {
  it("212.1: \"Return all artifacts and enchantments to their owners' hands.\" — Reduce to Dreams returns Bonesplitter and Glorious Anthem (each to its owner), not the creatures nor the lands", () => {
    let s = manualGame({ players: [{ library, hand: ["Reduce to Dreams"], play: ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears", "Bonesplitter"] }, { library, play: ["Glorious Anthem", "Hill Giant"] }], turn: 3 });
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Reduce to Dreams") })), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bonesplitter"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Glorious Anthem"]);
    expect(s.play.map((o) => card(s, o).card)).toEqual(expect.arrayContaining(["Grizzly Bears", "Hill Giant"]));
    expect(s.play.map((o) => card(s, o).card)).not.toContain("Bonesplitter");
  });
});
