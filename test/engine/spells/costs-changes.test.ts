import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { act, cast, costOf, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

const library = ["Island", "Island", "Island"];

describe("409.1e cost increases and reductions", () => {
  it("409.1e: Glowrider makes every player's noncreature spells cost {1} more, and leaves creature spells alone", () => {
    const s = manualGame({
      players: [{ hand: ["Shock", "Grizzly Bears"], play: ["Mountain", "Forest", "Forest", "Glowrider"], library }, { hand: ["Shock"], play: ["Mountain", "Mountain"], library }],
      turn: 3,
    });
    expect(costOf(s, "Shock")).toBe("{1}{R}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
    // Glowrider affects each player's spells, not only its controller's.
    const p2 = act(s, { type: "pass" });
    expect(costOf(p2, "Shock", "p2")).toBe("{1}{R}");
  });

  it("409.1e: an increase can make a spell unaffordable: with one Mountain, Shock can't be played under Glowrider", () => {
    const s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Glowrider"], library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Shock") }, "409.1f");
  });

  it("409.1e: Grand Arbiter Augustin IV — its controller's white and blue spells cost {1} less, its opponents' spells {1} more", () => {
    const s = manualGame({
      players: [{ hand: ["Venerable Monk", "Counsel of the Soratami", "Shock"], play: ["Grand Arbiter Augustin IV", "Plains", "Island", "Mountain"], library }, { hand: ["Shock"], play: ["Mountain", "Mountain"], library }],
      turn: 3,
    });
    expect(costOf(s, "Venerable Monk")).toBe("{1}{W}");
    expect(costOf(s, "Counsel of the Soratami")).toBe("{1}{U}");
    expect(costOf(s, "Shock")).toBe("{R}");
    expect(costOf(act(s, { type: "pass" }), "Shock", "p2")).toBe("{1}{R}");
  });

  it("409.1e: a reduction lowers only generic mana — Goblin Warchief makes Goblin Piker cost {R} but can't make Raging Goblin's {R} cheaper", () => {
    const s = manualGame({ players: [{ hand: ["Goblin Piker", "Raging Goblin", "Grizzly Bears"], play: ["Goblin Warchief", "Mountain", "Forest"], library }, { library }], turn: 3 });
    expect(costOf(s, "Goblin Piker")).toBe("{R}");
    expect(costOf(s, "Raging Goblin")).toBe("{R}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
  });

  it("409.1e: increases are added before reductions are taken off — under Glowrider and Augustin, Mending Hands ({W}) costs {W}, not {1}{W}", () => {
    let s = manualGame({ players: [{ hand: ["Mending Hands"], play: ["Grand Arbiter Augustin IV", "Plains"], library }, { play: ["Glowrider"], library }], turn: 3 });
    expect(costOf(s, "Mending Hands")).toBe("{W}");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Mending Hands") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }));
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Mending Hands"]);
  });

  it("409.1e: Affinity and another reduction add up, still only from generic mana (Affinity for artifacts with Augustin's reduction for blue spells)", () => {
    const s = manualGame({ players: [{ hand: ["Frogmite", "Thoughtcast"], play: ["Great Furnace", "Seat of the Synod", "Grand Arbiter Augustin IV"], library }, { library }], turn: 3 });
    expect(costOf(s, "Frogmite")).toBe("{2}");
    // Thoughtcast {4}{U}: two artifacts and Augustin's blue reduction: {4} - 3 = {1}.
    expect(costOf(s, "Thoughtcast")).toBe("{1}{U}");
  });

  it("502.5, 412: Goblin Warchief: Goblins its controller controls have haste", () => {
    const s = manualGame({ players: [{ play: ["Goblin Warchief", { card: "Goblin Piker", summoningSick: true }], library }, { play: [{ card: "Goblin Piker", summoningSick: true }], library }], turn: 3 });
    expect(hasKeyword(s, card(s, inPlay(s, "Goblin Piker", "p1")), "haste")).toBe(true);
    expect(hasKeyword(s, card(s, inPlay(s, "Goblin Piker", "p2")), "haste")).toBe(false);
  });

  it("601.2: a cost increase reaches only players within its controller's range of influence — Glowrider two seats away doesn't tax p1 with range 1", () => {
    const players = seats(5, { library });
    players[0] = { hand: ["Shock"], play: ["Mountain", "Mountain"], library, autoPass: false };
    players[2] = { play: ["Glowrider"], library };
    let s = tableGame({ players, turn: 3 }, { options: { rangeOfInfluence: 1 } });
    expect(costOf(s, "Shock")).toBe("{R}");
    players[1] = { play: ["Glowrider"], library };
    s = tableGame({ players, turn: 3 }, { options: { rangeOfInfluence: 1 } });
    expect(costOf(s, "Shock")).toBe("{1}{R}");
  });

  it("409.1e: cost changes read a permanent through the layers — a Clone copying Glowrider taxes noncreature spells too (503, layer 1)", () => {
    let s = manualGame({ players: [{ hand: ["Clone", "Shock"], play: ["Island", "Island", "Island", "Island", "Mountain", "Mountain", "Mountain"], library }, { play: ["Glowrider"], library }], turn: 3 });
    expect(costOf(s, "Shock")).toBe("{1}{R}");
    s = pass(cast(s, "p1", "Clone"), 2);
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Glowrider", "p2") });
    expect(costOf(s, "Shock")).toBe("{2}{R}");
  });

  it("407: a Glowrider that has lost all its abilities (Ovinize) no longer changes costs", () => {
    let s = manualGame({ players: [{ hand: ["Ovinize", "Shock"], play: ["Island", "Island", "Mountain", "Mountain"], library }, { play: ["Glowrider"], library }], turn: 3 });
    expect(costOf(s, "Ovinize")).toBe("{2}{U}");
    s = pass(cast(s, "p1", "Ovinize", [{ object: inPlay(s, "Glowrider") }]), 2);
    expect(pt(s, inPlay(s, "Glowrider"))).toEqual([0, 1]);
    expect(costOf(s, "Shock")).toBe("{R}");
  });
});

const abilityCostOf = (s: GameState, source: string, who = "p1"): string => act(s, { type: "playAbility", source, ability: 0 }, who).playing!.cost;

describe("409.1e cost increases for activated abilities", () => {
  it("409.1e: Suppression Field — an ability with no mana cost ({T}: Royal Assassin) costs {2}, and it is paid before the ability is played", () => {
    let s = manualGame({ players: [{ play: ["Royal Assassin", "Swamp", "Swamp"], library }, { play: ["Suppression Field", { card: "Hill Giant", tapped: true }], library }], turn: 3 });
    const assassin = inPlay(s, "Royal Assassin");
    s = act(s, { type: "playAbility", source: assassin, ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    expect(s.playing!.cost).toBe("{2}");
    expect(s.pending).toEqual({ kind: "payment", player: "p1" });
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("409.1e: under Suppression Field, mana abilities cost nothing more — Llanowar Elves still adds {G} at once", () => {
    let s = manualGame({ players: [{ play: ["Llanowar Elves", "Suppression Field"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 });
    expect(s.players[0]!.manaPool.G).toBe(1);
    expect(s.playing).toBeNull();
  });

  it("409.1f: an ability whose increased cost can't be paid isn't offered and is refused — Nantuko Husk with one Swamp under Suppression Field", () => {
    const s = manualGame({ players: [{ play: ["Nantuko Husk", "Grizzly Bears", "Swamp"], library }, { play: ["Suppression Field"], library }], turn: 3 });
    const husk = inPlay(s, "Nantuko Husk");
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility")).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: inPlay(s, "Grizzly Bears") } }, "409.1f");
  });

  it("409.1e: Suppression Field adds {2} to an ability's mana cost and its other costs stay — Carrion Howler pays {2} and 1 life", () => {
    let s = manualGame({ players: [{ play: ["Carrion Howler", "Suppression Field", "Swamp", "Swamp"], library }, { library }], turn: 3 });
    const howler = inPlay(s, "Carrion Howler");
    expect(abilityCostOf(s, howler)).toBe("{2}");
    s = pass(payFully(act(s, { type: "playAbility", source: howler, ability: 0 })), 2);
    expect(life(s, "p1")).toBe(19);
    expect(pt(s, howler)).toEqual([4, 1]);
  });

  it("409.1e: Equip is an activated ability, so it costs {2} more too", () => {
    const s = manualGame({ players: [{ play: ["Bonesplitter", "Grizzly Bears", "Suppression Field", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(abilityCostOf(s, inPlay(s, "Bonesplitter"))).toBe("{3}");
  });

  it("601.2: Suppression Field two seats away doesn't reach a player with range of influence 1", () => {
    const players = seats(5, { library });
    players[0] = { play: ["Carrion Howler", "Swamp", "Swamp"], library, autoPass: false };
    players[2] = { play: ["Suppression Field"], library };
    let s = tableGame({ players, turn: 3 }, { options: { rangeOfInfluence: 1 } });
    const free = act(s, { type: "playAbility", source: inPlay(s, "Carrion Howler"), ability: 0 });
    expect(free.playing).toBeNull(); // no mana to pay: the life is paid at once
    expect(life(free, "p1")).toBe(19);
    players[1] = { play: ["Suppression Field"], library };
    s = tableGame({ players, turn: 3 }, { options: { rangeOfInfluence: 1 } });
    expect(abilityCostOf(s, inPlay(s, "Carrion Howler"))).toBe("{2}");
  });
});
