import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, pt, zoneNames } from "../helpers.js";

// The Scourge Dragon Auras: "When a creature with converted mana cost 6 or more comes into play,
// you may return ~ from your graveyard to play enchanting that creature." The ability moves its
// card out of the graveyard, so it functions only there (402.8g) and its owner controls it
// (217.1); the Aura comes into play attached to that creature, whoever controls the creature
// (it targets nothing), or stays in the graveyard when the creature is gone (212.4k).
const library = ["Forest", "Forest", "Forest", "Forest", "Forest"];
const sevenForests = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

/** Passes until a "may" is asked or the stack is empty. */
const toMay = (s: GameState) => passUntil(s, (x) => x.pending?.kind === "may" || (x.stack.length === 0 && x.triggered.length === 0));
const aura = (s: GameState, name: string) => s.play.map((id) => s.objects[id] as CardObject).find((o) => o.card === name);

describe("clauses: \"you may return ~ from your graveyard to play enchanting that creature\" (402.8g, 212.4k)", () => {
  it("the cards are offered", () => {
    for (const name of ["Dragon Wings", "Dragon Breath", "Dragon Fangs", "Dragon Scales", "Dragon Shadow", "Sosuke's Summons"]) expect(isSupported(name), name).toBe(true);
  });

  it("402.8g: Enormous Baloth (converted mana cost 7) comes into play: Dragon Wings returns from its owner's graveyard enchanting it, and it flies", () => {
    let s = manualGame({ players: [{ hand: ["Enormous Baloth"], play: sevenForests, graveyard: ["Dragon Wings"], library }, { library }], turn: 3 });
    s = toMay(pass(cast(s, "p1", "Enormous Baloth"), 2));
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMay(act(s, { type: "may", accept: true }));
    const baloth = inPlay(s, "Enormous Baloth");
    expect(aura(s, "Dragon Wings")?.attachedTo).toBe(baloth);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(hasKeyword(s, s.objects[baloth] as CardObject, "flying")).toBe(true);
  });

  it("402.8g: a creature of converted mana cost 5 triggers nothing; declining leaves the Aura in the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Venser's Sliver", "Enormous Baloth"], play: [...sevenForests, ...sevenForests.slice(0, 5)], graveyard: ["Dragon Fangs"], library }, { library }], turn: 3 });
    s = toMay(pass(cast(s, "p1", "Venser's Sliver"), 2));
    expect(s.pending?.kind).toBe("priority");
    expect(s.stack).toEqual([]);
    s = toMay(pass(cast(s, "p1", "Enormous Baloth"), 2));
    s = toMay(act(s, { type: "may", accept: false }));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Dragon Fangs"]);
  });

  it("217.1: an opponent's creature triggers it: its owner returns Dragon Fangs under his or her own control, enchanting the opponent's creature", () => {
    let s = manualGame({ players: [{ graveyard: ["Dragon Fangs"], library }, { hand: ["Enormous Baloth"], play: sevenForests, library }], turn: 4, active: 1 });
    s = toMay(pass(cast(s, "p2", "Enormous Baloth"), 2));
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMay(act(s, { type: "may", accept: true }, "p1"));
    const fangs = aura(s, "Dragon Fangs")!;
    expect(fangs.attachedTo).toBe(inPlay(s, "Enormous Baloth", "p2"));
    expect(fangs.controller).toBe("p1");
    expect(pt(s, fangs.attachedTo!)).toEqual([8, 8]);
  });

  it("402.8g: Dragon Scales in play, enchanting a creature, doesn't return or move when a big creature comes into play", () => {
    let s = manualGame({ players: [{ hand: ["Enormous Baloth"], play: [...sevenForests, "Grizzly Bears", { card: "Dragon Scales", attachedTo: "Grizzly Bears" }], library }, { library }], turn: 3 });
    s = toMay(pass(cast(s, "p1", "Enormous Baloth"), 2));
    expect(s.pending?.kind).toBe("priority");
    expect(aura(s, "Dragon Scales")?.attachedTo).toBe(inPlay(s, "Grizzly Bears"));
  });

  it("212.4k: the creature returned to its owner's hand before the ability resolves: Dragon Shadow stays in the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Enormous Baloth", "Unsummon"], play: [...sevenForests, "Island"], graveyard: ["Dragon Shadow"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Enormous Baloth"), 2);
    s = passUntil(s, (x) => x.stack.length === 1 && x.pending?.kind === "priority");
    s = cast(s, "p1", "Unsummon", [{ object: inPlay(s, "Enormous Baloth") }]);
    s = toMay(pass(s, 2));
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMay(act(s, { type: "may", accept: true }));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Dragon Shadow");
    expect(aura(s, "Dragon Shadow")).toBeUndefined();
  });

  it("402.8g: Sosuke's Summons, whose ability of the same kind returns it to the hand, triggers from the graveyard on a Snake coming into play under its owner's control only", () => {
    let s = manualGame({ players: [{ hand: ["Orochi Sustainer"], play: ["Forest", "Forest"], graveyard: ["Sosuke's Summons"], library }, { hand: ["Orochi Sustainer"], play: ["Forest", "Forest"], graveyard: ["Sosuke's Summons"], library }], turn: 3 });
    s = toMay(pass(cast(s, "p1", "Orochi Sustainer"), 2));
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMay(act(s, { type: "may", accept: true }));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Sosuke's Summons"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Sosuke's Summons"]);
  });
});
