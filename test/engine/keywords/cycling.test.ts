import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, where, zoneNames } from "../helpers.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";

const library = ["Island", "Forest", "Swamp", "Mountain"];
const cycleOption = (s: GameState, who: string, id: string) =>
  legalDecision(s, who)!.options.find((o): o is Extract<Action, { type: "playAbility" }> => o.type === "playAbility" && o.source === id);

describe("502.18 Cycling", () => {
  it("502.18a: Barkhide Mauler is cycled from the hand for {2}: the ability goes on the stack, the card is discarded as the cost is paid, and its controller draws as it resolves", () => {
    let s = manualGame({ players: [{ hand: ["Barkhide Mauler"], play: ["Forest", "Forest"], library }, { library }], turn: 3 });
    const mauler = inHand(s, "p1", "Barkhide Mauler");
    expect(cycleOption(s, "p1", mauler)).toEqual({ type: "playAbility", source: mauler, ability: 0 });
    s = act(s, { type: "playAbility", source: mauler, ability: 0 });
    expect(s.pending?.kind).toBe("payment");
    expect(s.playing!.cost).toBe("{2}");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Barkhide Mauler"]); // discarded with the rest of the cost (409.1h)
    s = payFully(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Barkhide Mauler"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
    expect(s.stack).toHaveLength(0);
  });

  it("502.18a, 409.1i: backing out of cycling leaves the card in the hand and untaps the lands", () => {
    let s = manualGame({ players: [{ hand: ["Hundroog"], play: ["Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    const before = JSON.stringify(s.players[0]!.hand);
    s = act(s, { type: "playAbility", source: inHand(s, "p1", "Hundroog"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    s = act(s, { type: "cancel" });
    expect(JSON.stringify(s.players[0]!.hand)).toBe(before);
    expect(s.play.every((id) => !card(s, id).tapped)).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it("502.18a: cycling is an activated ability played any time its player has priority (not only as a sorcery), and only while the card is in his or her hand; its cost must be payable (409.1f)", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Keeneye Aven", "Primoc Escapee"], play: ["Island", "Island"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    // Bob cycles in response, on Ann's turn, with Shock on the stack.
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    const aven = inHand(s, "p2", "Keeneye Aven");
    s = payFully(act(s, { type: "playAbility", source: aven, ability: 0 }, "p2"));
    // Both Islands are tapped: Primoc Escapee ({2}) can't be cycled now.
    const escapee = inHand(s, "p2", "Primoc Escapee");
    expect(cycleOption(s, "p2", escapee)).toBeUndefined();
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Primoc Escapee", "Island"]);
    rejects(s, "p1", { type: "playAbility", source: escapee, ability: 0 }, "502.18a"); // not in Ann's hand
    s = pass(s);
    rejects(s, "p2", { type: "playAbility", source: escapee, ability: 0 }, "409.1f");
  });

  it("502.18a, 409.1e: a cycling land is both played as a land and cycled; Suppression Field makes cycling cost {2} more", () => {
    let s = manualGame({ players: [{ hand: ["Secluded Steppe", "Lonely Sandbar"], play: ["Plains", "Plains", "Plains", "Island"], library }, { library }], turn: 3 });
    const steppe = inHand(s, "p1", "Secluded Steppe");
    const options = legalDecision(s, "p1")!.options;
    expect(options).toContainEqual({ type: "playLand", card: steppe });
    expect(options).toContainEqual({ type: "playAbility", source: steppe, ability: 0 });
    s = act(s, { type: "playLand", card: steppe });
    expect(card(s, inPlay(s, "Secluded Steppe")).tapped).toBe(true);
    s = manualGame({ players: [{ hand: ["Lonely Sandbar", "Barren Moor", "Forgotten Cave", "Tranquil Thicket"], play: ["Suppression Field", "Island", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inHand(s, "p1", "Lonely Sandbar"), ability: 0 });
    expect(s.playing!.cost).toBe("{2}{U}");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lonely Sandbar"]);
    // With no mana left, the other lands can't be cycled.
    for (const land of ["Barren Moor", "Forgotten Cave", "Tranquil Thicket"]) expect(cycleOption(s, "p1", inHand(s, "p1", land))).toBeUndefined();
  });

  it.each([
    ["Disciple of Grace", ["Plains", "Plains"]],
    ["Disciple of Malice", ["Swamp", "Swamp"]],
    ["Barren Moor", ["Swamp"]],
    ["Forgotten Cave", ["Mountain"]],
    ["Tranquil Thicket", ["Forest"]],
    ["Akroma's Vengeance", ["Plains", "Plains", "Plains"]],
    ["Improvised Armor", ["Plains", "Plains", "Plains"]],
    ["Unburden", ["Swamp", "Swamp"]],
    ["Lay Waste", ["Mountain", "Mountain"]],
    ["Break Asunder", ["Forest", "Forest"]],
    ["Spark Spray", ["Mountain"]],
    ["Essence Fracture", ["Island", "Island", "Island"]],
  ])("502.18a: %s is cycled for its printed cost, no more", (name, lands) => {
    let s = manualGame({ players: [{ hand: [name], play: lands.slice(0, -1), library }, { library }], turn: 3 });
    expect(cycleOption(s, "p1", inHand(s, "p1", name))).toBeUndefined(); // one mana short
    s = manualGame({ players: [{ hand: [name], play: lands, library }, { library }], turn: 3 });
    expect(s.playing).toBeNull();
    s = pass(payFully(act(s, { type: "playAbility", source: inHand(s, "p1", name), ability: 0 })), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([name]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
    expect(getCard(name).cycling).toBeDefined();
  });
});

describe("502.18c: \"When you cycle [this card]\"", () => {
  it("502.18c: Renewed Faith's \"when you cycle\" ability triggers as it is discarded for the cost, from the graveyard, and resolves before the draw", () => {
    let s = manualGame({ players: [{ hand: ["Renewed Faith"], play: ["Plains", "Plains"], library }, { library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Renewed Faith"), ability: 0 }));
    expect(s.stack).toHaveLength(2); // the cycling ability, then the trigger above it
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.kind).toBe("may");
    expect(zoneNames(s, "p1", "hand")).toEqual([]); // the draw hasn't happened yet
    s = act(s, { type: "may", accept: true });
    expect(life(s, "p1")).toBe(22);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
    // Played as a spell, it gains 6 and triggers nothing.
    s = manualGame({ players: [{ hand: ["Renewed Faith"], play: ["Plains", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Renewed Faith"), 2);
    expect(life(s, "p1")).toBe(26);
    expect(s.stack).toEqual([]);
  });

  it("502.18c, 410.4: Primal Boost's and Death Pulse's cycle triggers target a creature as they go on the stack; as spells they give +4/+4 and -4/-4", () => {
    let s = manualGame({ players: [{ hand: ["Primal Boost", "Death Pulse"], play: ["Forest", "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Grizzly Bears"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    const wurm = inPlay(s, "Craw Wurm");
    s = payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Primal Boost"), ability: 0 }));
    expect(s.pending?.kind).toBe("triggerTargets");
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }] });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(pt(s, bears)).toEqual([3, 3]);
    s = pass(s, 2);
    s = payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Death Pulse"), ability: 0 }));
    s = act(s, { type: "chooseTargets", targets: [{ object: wurm }] });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(pt(s, wurm)).toEqual([5, 3]);
    s = manualGame({ players: [{ hand: ["Primal Boost", "Death Pulse"], play: ["Forest", "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Primal Boost", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
    s = pass(cast(s, "p1", "Death Pulse", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]); // 6/4 gets -4/-4: toughness 0 (420.5b)
  });

  it("502.18c: Gempalm Strider gives every Elf +2/+2 and Gempalm Sorcerer gives every Wizard flying, whoever controls them", () => {
    let s = manualGame({ players: [{ hand: ["Gempalm Strider", "Gempalm Sorcerer"], play: ["Forest", "Forest", "Forest", "Forest", "Island", "Island", "Island", "Llanowar Elves"], library }, { play: ["Llanowar Elves", "Izzet Guildmage"], library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Gempalm Strider"), ability: 0 })), 2);
    expect(pt(s, inPlay(s, "Llanowar Elves", "p1"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Llanowar Elves", "p2"))).toEqual([3, 3]);
    s = pass(payFully(act(s, { type: "playAbility", source: inHand(s, "p1", "Gempalm Sorcerer"), ability: 0 })), 2);
    expect(hasKeyword(s, card(s, inPlay(s, "Izzet Guildmage")), "flying")).toBe(true);
    expect(hasKeyword(s, card(s, inPlay(s, "Llanowar Elves", "p1")), "flying")).toBe(false);
    expect(where(s)).toBe("precombatMain/main");
  });
});
