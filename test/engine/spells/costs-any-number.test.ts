import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, passUntil, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";
import { CardDefinition } from "../../../src/cards/language.js";

const library = ["Island", "Island", "Island"];
const spellOptions = (s: GameState, name: string) =>
  legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "playSpell" }> => o.type === "playSpell" && card(s, o.card).card === name);
const swamps = (n: number) => Array<string>(n).fill("Swamp");

describe("409.1b additional costs: sacrificing any number of permanents", () => {
  it("409.1b: Vicious Betrayal is listed once, sacrificing none; the decision's details name the creatures that may be sacrificed", () => {
    const s = manualGame({ players: [{ hand: ["Vicious Betrayal"], play: [...swamps(5), "Grizzly Bears", "Raging Goblin"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const betrayal = inHand(s, "p1", "Vicious Betrayal");
    expect(spellOptions(s, "Vicious Betrayal")).toEqual([{ type: "playSpell", card: betrayal, costs: { sacrificeAnyNumber: [] } }]);
    expect(legalDecision(s, "p1")!.details).toEqual({
      sacrificeAnyNumber: [{ card: betrayal, name: "Vicious Betrayal", candidates: [{ id: inPlay(s, "Grizzly Bears"), name: "Grizzly Bears" }, { id: inPlay(s, "Raging Goblin"), name: "Raging Goblin" }] }],
    });
  });

  it("409.1b: Vicious Betrayal — the creatures announced are sacrificed as the cost is paid, and the target gets +2/+2 for each (two: +4/+4)", () => {
    let s = manualGame({ players: [{ hand: ["Vicious Betrayal"], play: [...swamps(5), "Grizzly Bears", "Raging Goblin", "Hill Giant"], library }, { library }], turn: 3 });
    const [bears, goblin, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Raging Goblin"), inPlay(s, "Hill Giant")];
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Vicious Betrayal"), costs: { sacrificeAnyNumber: [bears, goblin] } });
    s = act(s, { type: "chooseTargets", targets: [{ object: giant }] });
    expect(playNames(s, "p1")).toContain("Grizzly Bears"); // not sacrificed until the cost is paid
    s = payFully(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Raging Goblin"]);
    expect(card(s, s.stack[0]!).sacrificed).toBe(2);
    s = pass(s, 2);
    expect(pt(s, giant)).toEqual([7, 7]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Raging Goblin", "Vicious Betrayal"]);
  });

  it("409.1b: Vicious Betrayal sacrificing no creature gives +0/+0; backing out after announcing sacrifices leaves them in play", () => {
    const s = manualGame({ players: [{ hand: ["Vicious Betrayal"], play: [...swamps(5), "Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
    const [bears, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    let next = act(s, { type: "playSpell", card: inHand(s, "p1", "Vicious Betrayal"), costs: { sacrificeAnyNumber: [bears] } });
    next = act(next, { type: "cancel" });
    expect(playNames(next, "p1")).toContain("Grizzly Bears");
    expect(zoneNames(next, "p1", "hand")).toEqual(["Vicious Betrayal"]);
    next = act(next, { type: "playSpell", card: inHand(next, "p1", "Vicious Betrayal"), costs: { sacrificeAnyNumber: [] } });
    next = pass(payFully(act(next, { type: "chooseTargets", targets: [{ object: giant }] })), 2);
    expect(pt(next, giant)).toEqual([3, 3]);
    expect(zoneNames(next, "p1", "graveyard")).toEqual(["Vicious Betrayal"]);
  });

  it("413.2a: the target of Vicious Betrayal may be one of the creatures sacrificed for it; the spell is then countered on resolution", () => {
    let s = manualGame({ players: [{ hand: ["Vicious Betrayal"], play: [...swamps(5), "Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
    const [bears, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")];
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Vicious Betrayal"), costs: { sacrificeAnyNumber: [bears, giant] } });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: giant }] })), 2);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Hill Giant", "Vicious Betrayal"]);
  });

  it("409.1b: sacrifices are refused unless they are different creatures you control — an opponent's creature, a land, one twice, or no announcement", () => {
    const s = manualGame({ players: [{ hand: ["Vicious Betrayal"], play: [...swamps(5), "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const betrayal = inHand(s, "p1", "Vicious Betrayal");
    const bears = inPlay(s, "Grizzly Bears");
    rejects(s, "p1", { type: "playSpell", card: betrayal, costs: { sacrificeAnyNumber: [inPlay(s, "Hill Giant")] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: betrayal, costs: { sacrificeAnyNumber: [inPlay(s, "Swamp")] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: betrayal, costs: { sacrificeAnyNumber: [bears, bears] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: betrayal }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: betrayal, costs: { sacrifice: bears } }, "409.1b");
  });

  it("409.1b: Devouring Greed — sacrificing two Spirits, target player loses 2 life plus 2 for each (6) and its player gains that much; a non-Spirit is refused", () => {
    let s = manualGame({ players: [{ hand: ["Devouring Greed"], play: [...swamps(4), "Wandering Ones", "Lantern Kami", "Grizzly Bears"], library }, { library }], turn: 3 });
    const greed = inHand(s, "p1", "Devouring Greed");
    rejects(s, "p1", { type: "playSpell", card: greed, costs: { sacrificeAnyNumber: [inPlay(s, "Grizzly Bears")] } }, "409.1b");
    s = act(s, { type: "playSpell", card: greed, costs: { sacrificeAnyNumber: [inPlay(s, "Wandering Ones"), inPlay(s, "Lantern Kami")] } });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })), 2);
    expect(life(s, "p2")).toBe(14);
    expect(life(s, "p1")).toBe(26);
    expect(playNames(s, "p1")).toContain("Grizzly Bears");
  });

  it("409.1b: Devouring Greed sacrificing no Spirit makes the target lose 2 life, and its player gains 2", () => {
    let s = manualGame({ players: [{ hand: ["Devouring Greed"], play: swamps(4), library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Devouring Greed"), costs: { sacrificeAnyNumber: [] } });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([22, 18]);
  });

  it("409.1b: Devouring Rage — target creature gets +3/+0, and an additional +3/+0 for each Spirit sacrificed (one: +6/+0)", () => {
    let s = manualGame({ players: [{ hand: ["Devouring Rage"], play: [...Array<string>(5).fill("Mountain"), "Lantern Kami", "Grizzly Bears"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Devouring Rage"), costs: { sacrificeAnyNumber: [inPlay(s, "Lantern Kami")] } });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    expect(pt(s, bears)).toEqual([8, 2]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lantern Kami", "Devouring Rage"]);
  });
});

describe("409.1b additional costs: paying X life", () => {
  it("409.1b, glossary: Pay: Bond of Agony — X = 3 costs {3}{B} and 3 life, paid together; each other player loses 3 life", () => {
    let s = manualGame({ players: [{ hand: ["Bond of Agony"], play: swamps(4), library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") });
    s = act(s, { type: "chooseX", value: 3 });
    expect(s.playing!.cost).toBe("{3}{B}");
    expect(life(s, "p1")).toBe(20); // paid with the mana
    s = payFully(s);
    expect(life(s, "p1")).toBe(17);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 17]);
  });

  it("glossary: Pay: X can't be more life than its player has — with 2 life, X is offered up to 2 and X = 3 is refused; X = 0 pays nothing", () => {
    let s = manualGame({ players: [{ life: 2, hand: ["Bond of Agony"], play: swamps(6), library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") });
    const d = legalDecision(s, "p1")!;
    expect(d.details).toEqual({ min: 0, max: 2 });
    expect(d.options.filter((o) => o.type === "chooseX")).toHaveLength(3);
    rejects(s, "p1", { type: "chooseX", value: 3 }, "215.4");
    s = pass(payFully(act(s, { type: "chooseX", value: 0 })), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([2, 20]);
  });

  it("glossary: Pay: a player may pay all his or her life — Bond of Agony for X = 2 at 2 life, and the player then loses (420.5a)", () => {
    let s = manualGame({ players: [{ life: 2, hand: ["Bond of Agony"], play: swamps(3), library }, { library }], turn: 3 });
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") }), { type: "chooseX", value: 2 }));
    expect(life(s, "p1")).toBe(0);
    expect(s.winners).toEqual(["p2"]);
  });

  it("601.2: in a free-for-all with range of influence 1, Bond of Agony makes only the players within range lose life", () => {
    const players = seats(5, { library });
    players[0] = { hand: ["Bond of Agony"], play: swamps(3), library, autoPass: false };
    let s = tableGame({ players, turn: 3 }, { options: { rangeOfInfluence: 1 } });
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Bond of Agony") }), { type: "chooseX", value: 2 }));
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.players.map((p) => p.life)).toEqual([18, 18, 20, 20, 18]);
  });
});

describe("409.1b, 409.1e in the card language", () => {
  const betrayal = { spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: { perSacrificed: 2 }, toughness: 0, object: { target: 0 }, duration: "endOfTurn" }] } };
  it("409.1b: only a spell that sacrifices any number of permanents may count them, and an ability never does", () => {
    expect(CardDefinition.safeParse({ ...betrayal, additionalCost: [{ sacrificeAnyNumber: { types: ["creature"] } }] }).success).toBe(true);
    expect(CardDefinition.safeParse(betrayal).success).toBe(false);
    expect(CardDefinition.safeParse({ ...betrayal, additionalCost: [{ sacrifice: { types: ["creature"] } }] }).success).toBe(false);
    expect(CardDefinition.safeParse({ additionalCost: [{ sacrificeAnyNumber: { types: ["creature"] } }], spell: { effects: [{ do: "draw", amount: 1, player: "you" }] } }).success).toBe(false);
    const ability = { kind: "activated", cost: { tap: true }, effects: [{ do: "gainLife", amount: { perSacrificed: 1 }, player: "you" }] };
    expect(CardDefinition.safeParse({ abilities: [ability] }).success).toBe(false);
  });

  it("409.1e: a cost change of activated abilities takes no spell filter", () => {
    expect(CardDefinition.safeParse({ costChanges: [{ player: "each", of: "nonManaAbilities", generic: 2 }] }).success).toBe(true);
    expect(CardDefinition.safeParse({ costChanges: [{ player: "each", of: "nonManaAbilities", spells: { types: ["creature"] }, generic: 2 }] }).success).toBe(false);
  });
});
