import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { canAfford, parseCost, parseMana } from "../../../src/engine/spells/mana.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const pool = (s: GameState, who = "p1") => s.players.find((p) => p.id === who)!.manaPool;
const empty = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const ghouls = (s: GameState) => s.play.filter((id) => card(s, id).card === "Vesper Ghoul");
const options = (s: GameState, type: Action["type"], who = "p1") => legalDecision(s, who)!.options.filter((o) => o.type === type);
const listedSources = (s: GameState, who = "p1") => (legalDecision(s, who)!.details!.manaAbilities as { source: string }[]).map((m) => m.source);

describe("mana abilities with a life cost (406, 411, glossary: Pay)", () => {
  it("406.1, 411, 215.4: Vesper Ghoul pays 1 life and adds one mana of the color chosen as it is played, without the stack; the payment is logged", () => {
    const s = manualGame({ players: [{ play: ["Vesper Ghoul"], library }, { library }], turn: 3 });
    const ghoul = inPlay(s, "Vesper Ghoul");
    const r = apply(s, "p1", { type: "playAbility", source: ghoul, ability: 0, mana: "R" });
    expect([pool(r.state), life(r.state, "p1"), card(r.state, ghoul).tapped, r.state.stack]).toEqual([{ ...empty, R: 1 }, 19, true, []]);
    expect(r.events.map((e) => e.type)).toEqual(["payLife", "manaAbility"]);
    expect(r.events[0]!).toMatchObject({ text: "Ann pays 1 life for Vesper Ghoul's mana ability.", data: { player: "p1", amount: 1, life: 19 } });
    // The choice is one of the five colors, and it is needed.
    rejects(s, "p1", { type: "playAbility", source: ghoul, ability: 0 }, "406.1");
    rejects(s, "p1", { type: "playAbility", source: ghoul, ability: 0, mana: "C" }, "406.1");
  });

  it("406.1: Horizon Canopy adds {G} or {W} for 1 life; its other ability ({1}, {T}, sacrifice) draws a card and needs another source's mana", () => {
    let s = manualGame({ players: [{ play: ["Horizon Canopy"], library }, { library }], turn: 3 });
    const canopy = inPlay(s, "Horizon Canopy");
    rejects(s, "p1", { type: "playAbility", source: canopy, ability: 0, mana: "B" }, "406.1");
    // Alone, it can't pay {1} for the ability that taps it (409.1f): not listed.
    expect(options(s, "playAbility")).toEqual([]);
    expect(pool(act(s, { type: "playAbility", source: canopy, ability: 0, mana: "W" }))).toEqual({ ...empty, W: 1 });
    s = manualGame({ players: [{ play: ["Horizon Canopy", "Forest"], library }, { library }], turn: 3 });
    expect(options(s, "playAbility")).toEqual([{ type: "playAbility", source: canopy, ability: 1 }]);
    s = act(s, { type: "playAbility", source: canopy, ability: 1 });
    // 409.1f: its own mana ability would leave the {T} of the cost unpaid: only the Forest is listed.
    expect(options(s, "playAbility")).toEqual([{ type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }]);
    s = pass(payFully(s), 2);
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p1", "hand"), life(s, "p1")]).toEqual([["Horizon Canopy"], ["Forest"], 20]);
  });

  it("215.4, 409.1f: at 1 life two Vesper Ghouls make one mana: a spell of two isn't listed, and after the first the second can't be played", () => {
    let s = manualGame({ players: [{ life: 1, hand: ["Grizzly Bears", "Llanowar Elves"], play: ["Vesper Ghoul", "Vesper Ghoul"], library }, { library }], turn: 3 });
    const [first, second] = ghouls(s);
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Llanowar Elves") }]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }, "409.1f");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Llanowar Elves") });
    // Only {G} leaves {G} payable: one option per Ghoul.
    expect(options(s, "playAbility")).toEqual([first, second].map((source) => ({ type: "playAbility", source, ability: 0, mana: "G" })));
    s = act(s, { type: "playAbility", source: first!, ability: 0, mana: "G" });
    expect([life(s, "p1"), pool(s)]).toEqual([0, { ...empty, G: 1 }]);
    // At 0 life: the second isn't listed, and is refused with no change.
    expect(listedSources(s)).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: second!, ability: 0, mana: "G" }, "215.4");
    s = act(s, { type: "payMana", mana: "G" });
    // 420.5a: with priority, the player at 0 life loses.
    expect([s.status, s.players[0]!.outcome]).toEqual(["finished", "lost"]);
  });

  it("215.4, 409.1f: mana that costs life is counted only as far as the life total pays for it, after the free mana", () => {
    const any = ["W", "U", "B", "R", "G"] as const;
    const supply = (life: number) => ({ free: [["G" as const]], withLife: [[...any], ["G" as const, "W" as const]], life });
    const none = parseMana("")!;
    expect([canAfford(parseCost("{1}{G}"), none, supply(1)), canAfford(parseCost("{2}{G}"), none, supply(1)), canAfford(parseCost("{2}{G}"), none, supply(2))]).toEqual([true, false, true]);
    // The free {G} can't pay {U}{U}: both are paid with life, and one Ghoul can make only one.
    expect([canAfford(parseCost("{U}{W}"), none, supply(1)), canAfford(parseCost("{U}{W}"), none, supply(2)), canAfford(parseCost("{U}{U}"), none, supply(2))]).toEqual([false, true, false]);
  });

  it("409.1b, 215.4: Bond of Agony's X life and Vesper Ghoul's life come out of one life total: X is offered only as far as both can be paid", () => {
    const at = (n: number) => {
      const s = manualGame({ players: [{ life: n, hand: ["Bond of Agony"], play: ["Swamp", "Swamp", "Vesper Ghoul"], library }, { library }], turn: 3 });
      return act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") });
    };
    let s = at(2);
    // X = 2: {2}{B} needs the Ghoul's 1 life besides the 2 life of X.
    expect(legalDecision(s, "p1")!.details).toEqual({ min: 0, max: 1 });
    rejects(s, "p1", { type: "chooseX", value: 2 }, "409.1f");
    expect(legalDecision(at(3), "p1")!.details).toEqual({ min: 0, max: 2 });
    s = act(at(3), { type: "chooseX", value: 2 });
    // The Ghoul is listed (its 1 life is what X leaves), the X life is paid with the mana.
    s = payFully(s);
    expect([life(s, "p1"), s.stack.map((id) => card(s, id).card)]).toEqual([0, ["Bond of Agony"]]);
  });

  it("215.4: life paid for mana abilities after X was announced can leave too little for X: the payment is refused, and backing out is left", () => {
    let s = manualGame({ players: [{ life: 1, hand: ["Bond of Agony"], play: ["Swamp", "Swamp", "Vesper Ghoul"], library }, { library }], turn: 3 });
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") }), { type: "chooseX", value: 1 });
    // {1}{B} and 1 life: the Swamps are listed, not the Ghoul (its life is what X takes).
    expect(listedSources(s)).toEqual(s.play.filter((id) => card(s, id).card === "Swamp"));
    s = act(s, { type: "playAbility", source: inPlay(s, "Vesper Ghoul"), ability: 0, mana: "B" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Swamp"), ability: 0 });
    rejects(s, "p1", { type: "payMana", mana: "BB" }, "215.4");
    s = act(s, { type: "cancel" });
    expect([life(s, "p1"), pool(s), zoneNames(s, "p1", "hand")]).toEqual([1, empty, ["Bond of Agony"]]);
  });

  it("215.4: at 2 life two Vesper Ghouls pay for Grizzly Bears", () => {
    let s = manualGame({ players: [{ life: 2, hand: ["Grizzly Bears"], play: ["Vesper Ghoul", "Vesper Ghoul"], library }, { library }], turn: 3 });
    expect(options(s, "playSpell")).toHaveLength(1);
    s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }));
    expect([life(s, "p1"), s.stack.map((id) => card(s, id).card), pool(s)]).toEqual([0, ["Grizzly Bears"], empty]);
  });

  it("409.1: backing out untaps Vesper Ghoul, empties the mana it made, and gives back the life paid", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Vesper Ghoul", "Forest"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    s = act(s, { type: "playAbility", source: inPlay(s, "Vesper Ghoul"), ability: 0, mana: "U" });
    expect(life(s, "p1")).toBe(19);
    s = act(s, { type: "cancel" });
    expect([life(s, "p1"), pool(s), card(s, inPlay(s, "Vesper Ghoul")).tapped, zoneNames(s, "p1", "hand"), s.pending]).toEqual([20, empty, false, ["Grizzly Bears"], { kind: "priority", player: "p1" }]);
  });

  it("606.2a, 409.1: in Two-Headed Giant the life paid comes off the team's shared total, and backing out gives it back to both", () => {
    let s = tableGame({ players: [{ hand: ["Grizzly Bears"], play: ["Vesper Ghoul", "Forest"], library }, { library }, { library }, { library }] }, { format: "two-headed-giant", teams: ["A", "A", "B", "B"], autoPass: false });
    const team = (x: GameState) => [life(x, "p1"), life(x, "p2"), life(x, "p3")];
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }, "p1");
    s = act(s, { type: "playAbility", source: inPlay(s, "Vesper Ghoul"), ability: 0, mana: "G" }, "p1");
    expect(team(s)).toEqual([39, 39, 40]);
    expect(team(act(s, { type: "cancel" }, "p1"))).toEqual([40, 40, 40]);
  });

  it("300.3: mana made with life and not spent burns as the phase ends", () => {
    let s = manualGame({ players: [{ play: ["Vesper Ghoul"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Vesper Ghoul"), ability: 0, mana: "B" });
    s = pass(s, 2);
    expect([life(s, "p1"), pool(s)]).toEqual([18, empty]);
  });

  it("411.1, 215.4: Mana Leak's payment lists Vesper Ghouls only while their life can be paid; at 1 life a Ghoul and two Mountains pay {3}", () => {
    let s = manualGame({ players: [{ life: 1, hand: ["Shock"], play: ["Mountain", "Mountain", "Mountain", "Vesper Ghoul", "Vesper Ghoul"], library }, { hand: ["Mana Leak"], play: ["Island", "Island"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Mana Leak") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] })), 2);
    expect(s.pending?.kind).toBe("unlessPays");
    const [first, second] = ghouls(s);
    expect(options(s, "playAbility").filter((o) => o.type === "playAbility" && o.source === second)).toHaveLength(5);
    s = act(s, { type: "playAbility", source: first!, ability: 0, mana: "W" });
    expect(listedSources(s)).not.toContain(second);
    rejects(s, "p1", { type: "playAbility", source: second!, ability: 0, mana: "W" }, "215.4");
    for (const o of options(s, "playAbility")) s = act(s, o);
    s = act(s, options(s, "payMana")[0]!);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Shock"]);
  });

  it("414, 215.4: at 1 life with one untapped Mountain and two Vesper Ghouls, {3} can't be paid: Shock is countered without asking", () => {
    let s = manualGame({ players: [{ life: 1, hand: ["Shock"], play: ["Mountain", "Mountain", "Vesper Ghoul", "Vesper Ghoul"], library }, { hand: ["Mana Leak"], play: ["Island", "Island"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Mana Leak") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] })), 2);
    expect([s.pending?.kind, zoneNames(s, "p1", "graveyard"), life(s, "p1")]).toEqual(["priority", ["Shock"], 1]);
  });
});

describe("409.1h, 215.4: a cost's life is paid after the mana abilities", () => {
  const numai = (life: number) => {
    let s = manualGame({ players: [{ life, play: ["Numai Outcast", "Underground River"], library: ["Swamp", "Swamp"] }, { library: ["Swamp", "Swamp"] }], turn: 3 });
    const regenerate = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Numai Outcast"))!;
    s = act(s, regenerate);
    return s;
  };

  it("215.4: with 6 life, Underground River's {B} (1 damage) and 5 life pay Numai Outcast's regeneration, leaving 0 life", () => {
    let s = numai(6);
    expect(legalDecision(s, "p1")!.options[0]).toEqual({ type: "autoPay" });
    s = act(s, { type: "autoPay" });
    expect(s.stack).toHaveLength(1);
    expect(s.players[0]!.life).toBe(0);
  });

  it("215.4: with 5 life, the River's damage would leave too little life for the 5 paid: it is not offered, nor autoPay; the play can only be cancelled", () => {
    const s = numai(5);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "cancel" }]);
    const back = act(s, { type: "cancel" });
    expect([back.players[0]!.life, back.stack.length, back.pending]).toEqual([5, 0, { kind: "priority", player: "p1" }]);
  });
});
