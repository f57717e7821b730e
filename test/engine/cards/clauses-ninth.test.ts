import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, rejects, zoneNames } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

// The clause families of Ninth Edition and the Mirrodin block (helper "ninth"), each shown with a
// real card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const options = (s: GameState, type: Action["type"], who = s.pending!.player) => legalDecision(s, who)!.options.filter((o) => o.type === type);
const graveyard = (s: GameState, who: string) => zoneNames(s, who, "graveyard");

describe("clauses: \"you may pay {N}. If you do, ...\" and \"... unless you pay {N}\" (413.2, 409.1h)", () => {
  it("413.2 (?): Iron Star's \"you may pay {1}. If you do, you gain 1 life\": paid as the trigger resolves, its controller gains 1 life; declined, nothing happens", () => {
    let s = manualGame({ players: [{ library, play: ["Iron Star", "Mountain", "Mountain", "Mountain"], hand: ["Shock", "Shock"] }, { library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    // The trigger goes on the stack above Shock; resolving, it asks for {1}.
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("unlessPays");
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toContain("Pay {1} or decline (Iron Star: if you pay, you gain 1 life)");
    expect(d.options.map((o) => o.type)).toEqual(["playAbility", "playAbility", "decline"]);
    s = act(s, d.options.find((o) => o.type === "playAbility")!);
    s = act(s, options(s, "payMana")[0]!);
    expect(life(s, "p1")).toBe(21);
    s = pass(s, 2); // Shock resolves
    expect(life(s, "p2")).toBe(18);
    // No mana left after the second Shock: the trigger asks nothing, and no life is gained.
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s, 2);
    expect([s.pending?.kind, life(s, "p1"), s.stack.length]).toEqual(["priority", 21, 1]);
  });

  it("409.1h: declining Goblin War Wagon's \"you may pay {2}. If you do, untap ~\" leaves it tapped (it doesn't untap during its controller's untap step); paying untaps it", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Goblin War Wagon", tapped: true }, "Mountain", "Mountain"] }, { library }], turn: 2, active: 1 });
    s = toUpkeep(s, 3);
    const wagon = inPlay(s, "Goblin War Wagon");
    expect(card(s, wagon).tapped).toBe(true);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("unlessPays");
    const declined = act(s, { type: "decline" });
    expect([declined.pending?.kind, card(declined, wagon).tapped]).toEqual(["priority", true]);
    for (const land of s.play.filter((id) => card(s, id).card === "Mountain")) s = act(s, { type: "playAbility", source: land, ability: 0 });
    s = act(s, options(s, "payMana")[0]!);
    expect(card(s, wagon).tapped).toBe(false);
  });

  it("413.2 (?): Force of Nature's \"~ deals 8 damage to you unless you pay {G}{G}{G}{G}\": paid, no damage; unpaid or unpayable, 8 damage", () => {
    const forests = ["Forest", "Forest", "Forest", "Forest"];
    let s = manualGame({ players: [{ library, play: ["Force of Nature", ...forests] }, { library }], turn: 2, active: 1 });
    s = pass(toUpkeep(s, 3), 2);
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toContain("Pay {G}{G}{G}{G} or Force of Nature deals 8 damage to you");
    const declined = act(s, { type: "decline" });
    expect(life(declined, "p1")).toBe(12);
    for (const land of s.play.filter((id) => card(s, id).card === "Forest")) s = act(s, { type: "playAbility", source: land, ability: 0 });
    s = act(s, options(s, "payMana")[0]!);
    expect([life(s, "p1"), s.pending?.kind]).toEqual([20, "priority"]);
    // With three Forests only, nothing is asked: the damage is dealt.
    let poor = manualGame({ players: [{ library, play: ["Force of Nature", "Forest", "Forest", "Forest"] }, { library }], turn: 2, active: 1 });
    poor = pass(toUpkeep(poor, 3), 2);
    expect([poor.pending?.kind, life(poor, "p1")]).toEqual(["priority", 12]);
  });
});

describe("clauses: \"Tap or untap target ...\" (413.2)", () => {
  it("413.2 (?): Twiddle's \"Tap or untap target artifact, creature, or land\": its controller chooses as it resolves; an untapped creature is tapped, and a tapped land untapped", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island"], hand: ["Twiddle", "Twiddle"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Twiddle", [{ object: bears }]), 2);
    const d = legalDecision(s, "p1")!;
    expect([d.kind, d.options]).toEqual(["choose", [{ type: "choose", choice: "tap" }, { type: "choose", choice: "untap" }]]);
    expect(d.prompt).toBe("Twiddle resolves: choose whether to tap or untap Grizzly Bears (it is untapped).");
    s = act(s, { type: "choose", choice: "tap" });
    expect([card(s, bears).tapped, graveyard(s, "p1"), s.pending?.kind]).toEqual([true, ["Twiddle"], "priority"]);
    // The second Twiddle untaps the Island that paid for the first one.
    const island = s.play.find((id) => card(s, id).card === "Island" && card(s, id).tapped)!;
    s = pass(cast(s, "p1", "Twiddle", [{ object: island }]), 2);
    s = act(s, { type: "choose", choice: "untap" });
    expect(card(s, island).tapped).toBe(false);
  });

  it("413.2 (?): Puppeteer's choice must be tap or untap; its target gone, nothing is asked (415.?)", () => {
    let s = manualGame({ players: [{ library, play: ["Puppeteer", "Island"], hand: ["Unsummon"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inPlay(s, "Puppeteer"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }] });
    s = act(s, options(s, "playAbility")[0]!);
    s = act(s, options(s, "payMana")[0]!);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("choose");
    expect(() => act(s, { type: "choose", choice: "flip" })).toThrow(/tap or untap/);
    expect(card(act(s, { type: "choose", choice: "untap" }), bears).tapped).toBe(false);
  });
});

describe("clauses: \"That creature can't be regenerated\" (419.6b)", () => {
  it("419.6b: Nekrataal's trigger destroys a creature with a regeneration shield: \"That creature can't be regenerated\"", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Nekrataal"] }, { library, play: ["Forest", "Horned Troll"] }], turn: 3 });
    const troll = inPlay(s, "Horned Troll");
    s = pass(cast(s, "p1", "Nekrataal"), 2);
    // The Troll is the only legal target (Nekrataal is black): the trigger is on the stack with it.
    expect(s.stack.length).toBe(1);
    // Bob regenerates the Troll in response; the shield doesn't save it.
    s = act(s, { type: "pass" });
    s = act(s, options(s, "playAbility", "p2").find((o) => o.type === "playAbility" && o.source === troll)!, "p2");
    while (s.pending?.kind === "payment") s = act(s, legalDecision(s, "p2")!.options.find((o) => o.type === "payMana") ?? options(s, "playAbility", "p2")[0]!, "p2");
    s = pass(s, 2); // the regeneration shield
    expect(s.regenerationShields?.map((r) => r.object)).toEqual([troll]);
    s = pass(s, 2); // Nekrataal's trigger
    expect([graveyard(s, "p2"), s.play.includes(troll)]).toEqual([["Horned Troll"], false]);
  });
});

describe("clauses: \"Play this ability only during your turn\" (403.1)", () => {
  it("403.1: Disrupting Scepter's ability is refused during an opponent's turn and played during its controller's", () => {
    const play = ["Disrupting Scepter", "Swamp", "Swamp", "Swamp"];
    const theirs = manualGame({ players: [{ library, hand: ["Shock"] }, { library, play, hand: ["Shock"] }], turn: 3 });
    const scepter = inPlay(theirs, "Disrupting Scepter");
    const bobs = pass(theirs); // Bob has priority during Ann's turn
    expect(options(bobs, "playAbility", "p2").some((o) => o.type === "playAbility" && o.source === scepter)).toBe(false);
    rejects(bobs, "p2", { type: "playAbility", source: scepter, ability: 0 }, "403.1");
    let s = manualGame({ players: [{ library, play, hand: ["Shock"] }, { library, hand: ["Shock"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Disrupting Scepter"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    while (s.pending?.kind === "payment") s = act(s, options(s, "payMana")[0] ?? options(s, "playAbility")[0]!);
    s = pass(s, 2);
    expect([zoneNames(s, "p2", "hand"), graveyard(s, "p2")]).toEqual([[], ["Shock"]]);
  });
});

describe("clauses: \"... unless you sacrifice ...\" and \"you may sacrifice ... If you don't, ...\" (glossary \"Sacrifice\")", () => {
  it("glossary \"Sacrifice\": Rathi Dragon's \"sacrifice it unless you sacrifice two Mountains\": two Mountains sacrificed keep it; declining sacrifices it; one Mountain is no answer", () => {
    const mountains = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: mountains, hand: ["Rathi Dragon"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Rathi Dragon"), 2);
    s = pass(s, 2);
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("sacrifice");
    expect(d.prompt).toContain("if you don't (post none), sacrifice Rathi Dragon");
    expect(d.options).toContainEqual({ type: "sacrifice", objects: [] });
    const declined = act(s, { type: "sacrifice", objects: [] });
    expect([graveyard(declined, "p1"), declined.pending?.kind]).toEqual([["Rathi Dragon"], "priority"]);
    expect(() => act(s, { type: "sacrifice", objects: [s.play[0]!] })).toThrow(/exactly 2/);
    const two = s.play.filter((id) => card(s, id).card === "Mountain").slice(0, 2);
    s = act(s, { type: "sacrifice", objects: two });
    expect([graveyard(s, "p1"), s.play.some((id) => card(s, id).card === "Rathi Dragon")]).toEqual([["Mountain", "Mountain"], true]);
  });

  it("glossary \"Sacrifice\": Yawgmoth Demon's \"you may sacrifice an artifact. If you don't, tap ~ and it deals 2 damage to you\": with no artifact nothing is asked and the damage is dealt; sacrificing one spares it", () => {
    let s = manualGame({ players: [{ library, play: ["Yawgmoth Demon"] }, { library }], turn: 2, active: 1 });
    s = pass(toUpkeep(s, 3), 2);
    expect([life(s, "p1"), card(s, inPlay(s, "Yawgmoth Demon")).tapped, s.pending?.kind]).toEqual([18, true, "priority"]);
    let t = manualGame({ players: [{ library, play: ["Yawgmoth Demon", "Iron Star"] }, { library }], turn: 2, active: 1 });
    t = pass(toUpkeep(t, 3), 2);
    t = act(t, { type: "sacrifice", objects: [inPlay(t, "Iron Star")] });
    expect([life(t, "p1"), card(t, inPlay(t, "Yawgmoth Demon")).tapped, graveyard(t, "p1")]).toEqual([20, false, ["Iron Star"]]);
  });
});

describe("clauses: \"target creature with power N or greater / N or less\" (415.?)", () => {
  it("415.?: Intrepid Hero's \"{T}: Destroy target creature with power 4 or greater\" may target a 7-power creature, not a 2-power one", () => {
    let s = manualGame({ players: [{ library, play: ["Intrepid Hero"] }, { library, play: ["Grizzly Bears", "Enormous Baloth"] }], turn: 3 });
    const [bears, wurm] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Enormous Baloth")];
    const hero = inPlay(s, "Intrepid Hero");
    s = act(s, { type: "playAbility", source: hero, ability: 0 });
    expect(() => act(s, { type: "chooseTargets", targets: [{ object: bears }] })).toThrow("target 1 is not a legal creature with power 4 or greater");
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: wurm }] }), 2);
    expect(graveyard(s, "p2")).toEqual(["Enormous Baloth"]);
  });
});
