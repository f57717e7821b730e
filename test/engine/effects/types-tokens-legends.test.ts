import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];
const chars = (s: ReturnType<typeof manualGame>, id: string) => characteristics(s, card(s, id));

describe("type-changing effects (212.1b–d, 418.5)", () => {
  it("212.1c: Natural Affinity makes all lands 2/2 creatures that are still lands, until end of turn", () => {
    let s = manualGame({ players: [{ hand: ["Natural Affinity"], play: ["Forest", "Forest", "Forest"], library }, { play: ["Island"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Natural Affinity"), 2);
    const island = inPlay(s, "Island");
    expect(chars(s, island)).toMatchObject({ types: ["land", "creature"], subtypes: ["Island"], power: 2, toughness: 2 });
    // Still a land: it keeps its mana ability (the Forests were tapped to pay).
    expect(chars(s, island).abilities.some((a) => a.kind === "mana")).toBe(true);
    for (let i = 0; i < 60 && s.turn.number === 3; i++) s = act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    expect(chars(s, inPlay(s, "Island")).types).toEqual(["land"]);
  });

  it("212.1c/418.5: an effect that sets P/T (6b) applies before one that modifies it (6c), whatever the timestamps", () => {
    let s = manualGame({ players: [{ hand: ["Natural Affinity"], play: ["Glorious Anthem", "Forest", "Forest", "Forest", "Plains"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Natural Affinity"), 2);
    expect(pt(s, inPlay(s, "Plains"))).toEqual([3, 3]);
  });

  it("212.1c: Stalking Stones becomes a 3/3 artifact creature that's still a land, and stays one", () => {
    let s = manualGame({ players: [{ play: ["Stalking Stones", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    const stones = inPlay(s, "Stalking Stones");
    s = pass(payFully(act(s, { type: "playAbility", source: stones, ability: 1 })), 2);
    expect(chars(s, stones)).toMatchObject({ types: ["land", "artifact", "creature"], power: 3, toughness: 3 });
    for (let i = 0; i < 60 && s.turn.number === 3; i++) s = act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    expect(chars(s, stones).types).toEqual(["land", "artifact", "creature"]);
  });

  it("212.1b/212.1d: Sea's Claim makes a Mountain an Island: its land type is replaced, it taps for U, and it stays basic", () => {
    let s = manualGame({ players: [{ hand: ["Sea's Claim"], play: ["Island"], library }, { play: ["Mountain"], library }], turn: 3 });
    const mountain = inPlay(s, "Mountain");
    s = pass(cast(s, "p1", "Sea's Claim", [{ object: mountain }]), 2);
    expect(chars(s, mountain)).toMatchObject({ subtypes: ["Island"], supertypes: ["basic"], types: ["land"] });
    const mana = chars(s, mountain).abilities.filter((a) => a.kind === "mana");
    expect(mana).toHaveLength(1);
    expect(mana[0]!.effects).toEqual([{ do: "addMana", mana: "U" }]);
  });

  it("212.1c, 418.5: Ambush Commander: Forests you control are 1/1 green Elf creatures that are still lands (types, color, P/T by layer)", () => {
    const s = manualGame({ players: [{ play: ["Ambush Commander", "Forest", "Mountain"], library }, { play: ["Forest"], library }], turn: 3 });
    const mine = s.play.find((id) => card(s, id).card === "Forest" && card(s, id).controller === "p1")!;
    const theirs = s.play.find((id) => card(s, id).card === "Forest" && card(s, id).controller === "p2")!;
    expect(chars(s, mine)).toMatchObject({ types: ["land", "creature"], subtypes: ["Forest", "Elf"], colors: ["G"], power: 1, toughness: 1, supertypes: ["basic"] });
    expect(chars(s, theirs)).toMatchObject({ types: ["land"], colors: [] });
    expect(chars(s, inPlay(s, "Mountain")).types).toEqual(["land"]);
  });
});

describe("tokens (216) and the legend rule (420.5)", () => {
  it("216, 404.1: Verdant Force puts a Saproling token into play under its controller's control at each player's upkeep", () => {
    let s = manualGame({ players: [{ library }, { play: ["Verdant Force"], library }], turn: 3, step: "untap" });
    s = pass(s, 2);
    const tokens = s.play.filter((id) => card(s, id).token);
    expect(tokens).toHaveLength(1);
    expect(card(s, tokens[0]!)).toMatchObject({ card: "Saproling", controller: "p2", owner: "p2" });
    expect(pt(s, tokens[0]!)).toEqual([1, 1]);
  });

  it("Supply: X Saproling tokens; a token put into a graveyard ceases to exist (420.5?)", () => {
    let s = manualGame({ players: [{ hand: ["Supply // Demand", "Shock"], play: ["Forest", "Plains", "Forest", "Forest", "Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Supply // Demand"), half: "Supply" });
    s = pass(payFully(act(s, { type: "chooseX", value: 2 })), 2);
    const tokens = s.play.filter((id) => card(s, id).token);
    expect(tokens).toHaveLength(2);
    s = pass(cast(s, "p1", "Shock", [{ object: tokens[0]! }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Supply // Demand", "Shock"]);
    expect(s.play.filter((id) => card(s, id).token)).toHaveLength(1);
    expect(Object.values(s.objects).filter((o) => o.kind === "card" && o.token)).toHaveLength(1);
  });

  it("420.5e: two legendary permanents with the same name are all put into their owners' graveyards", () => {
    let s = manualGame({ players: [{ hand: ["Isamaru, Hound of Konda"], play: ["Plains", "Jasmine Boreal"], library }, { play: ["Isamaru, Hound of Konda"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Isamaru, Hound of Konda"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Isamaru, Hound of Konda"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Isamaru, Hound of Konda"]);
    expect(s.objects[inPlay(s, "Jasmine Boreal")]).toBeTruthy(); // a single legend stays
  });
});
