import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

// The clause families of Ninth Edition and the Mirrodin block (helper "ninth"), each shown with a
// real card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const options = (s: GameState, type: Action["type"], who = s.pending!.player) => legalDecision(s, who)!.options.filter((o) => o.type === type);
const graveyard = (s: GameState, who: string) => zoneNames(s, who, "graveyard");

describe("clauses: \"you may pay {N}. If you do, ...\" and \"... unless you pay {N}\" (413.2, 409.1h)", () => {
  it("413.2c: Iron Star's \"you may pay {1}. If you do, you gain 1 life\": paid as the trigger resolves, its controller gains 1 life; declined, nothing happens", () => {
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

  it("413.2c: Force of Nature's \"~ deals 8 damage to you unless you pay {G}{G}{G}{G}\": paid, no damage; unpaid or unpayable, 8 damage", () => {
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
  it("413.2c: Twiddle's \"Tap or untap target artifact, creature, or land\": its controller chooses as it resolves; an untapped creature is tapped, and a tapped land untapped", () => {
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

  it("413.2c: Puppeteer's choice must be tap or untap; its target gone, nothing is asked (415.?)", () => {
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

describe("clauses: \"[Spells] you play cost {N} more / less to play\" (409.1e)", () => {
  /** The total cost the player is asked to pay for the named spell from hand (targets: the first offered). */
  function costOf(s: GameState, name: string, who = "p1"): string {
    s = act(s, { type: "playSpell", card: inHand(s, who, name) }, who);
    if (s.pending?.kind === "targets") s = act(s, legalDecision(s, who)!.options[0]!, who);
    return s.playing!.cost;
  }

  it("409.1e: Defense Grid's \"During each player's turn, each other player's spells cost {3} more to play\": the player whose turn it is pays the printed cost, the other player {3} more, whoever controls the Grid", () => {
    const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];
    const s = manualGame({ players: [{ library, play: ["Defense Grid", ...mountains], hand: ["Shock"] }, { library, play: mountains, hand: ["Shock"] }], turn: 3 });
    expect(costOf(s, "Shock")).toBe("{R}");
    expect(costOf(pass(s), "Shock", "p2")).toBe("{3}{R}");
    // Bob, with one Mountain, can't play Shock during Ann's turn (409.1f) ...
    const poor = manualGame({ players: [{ library, play: ["Defense Grid"] }, { library, play: ["Mountain"], hand: ["Shock"] }], turn: 3 });
    expect(options(pass(poor), "playSpell", "p2")).toEqual([]);
    // ... and during Bob's own turn it is Ann, the Grid's controller, whose spells cost more.
    const bobs = manualGame({ players: [{ library, play: ["Defense Grid", ...mountains], hand: ["Shock"] }, { library, play: mountains, hand: ["Shock"] }], turn: 4, active: 1 });
    expect(costOf(bobs, "Shock", "p2")).toBe("{R}");
    expect(costOf(pass(bobs), "Shock", "p1")).toBe("{3}{R}");
  });

  it("409.1e: Stormscape Familiar's \"White spells and black spells you play cost {1} less\" is one reduction: a black spell costs {1} less, a red one doesn't, and an opponent's black spell doesn't", () => {
    const s = manualGame({ players: [{ library, play: ["Stormscape Familiar", "Swamp", "Swamp", "Mountain", "Mountain"], hand: ["Ravenous Rats", "Glacial Ray"] }, { library, play: ["Swamp", "Swamp"], hand: ["Ravenous Rats"] }], turn: 3 });
    expect(costOf(s, "Ravenous Rats")).toBe("{B}");
    expect(costOf(s, "Glacial Ray")).toBe("{1}{R}");
    const bobs = manualGame({ players: [{ library, play: ["Stormscape Familiar"] }, { library, play: ["Swamp", "Swamp"], hand: ["Ravenous Rats"] }], turn: 4, active: 1 });
    expect(costOf(bobs, "Ravenous Rats", "p2")).toBe("{1}{B}");
  });

  it("409.1e: Long-Forgotten Gohei's \"Arcane spells you play cost {1} less to play\" reads the spell's subtype: Glacial Ray (Instant — Arcane) costs {R}, Shock still {R}, a creature its full cost", () => {
    const s = manualGame({ players: [{ library, play: ["Long-Forgotten Gohei", "Mountain", "Mountain", "Forest"], hand: ["Glacial Ray", "Grizzly Bears"] }, { library }], turn: 3 });
    expect(costOf(s, "Glacial Ray")).toBe("{R}");
    expect(costOf(s, "Grizzly Bears")).toBe("{1}{G}");
  });
});

describe("clauses: \"damage that would reduce your life total to less than N reduces it to N instead\" (419.6)", () => {
  const mountains = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];

  it("419.6: Worship — while Ann controls a creature, Lava Axe's 5 damage leaves her at 1 life; with no creature the same damage takes her to -2 and she loses (420.5a)", () => {
    let s = manualGame({ players: [{ library, life: 3, play: ["Worship", "Grizzly Bears"] }, { library, play: mountains, hand: ["Lava Axe"] }], turn: 4, active: 1 });
    s = pass(cast(s, "p2", "Lava Axe", [{ player: "p1" }]), 2);
    expect([life(s, "p1"), s.status]).toEqual([1, "playing"]);
    let t = manualGame({ players: [{ library, life: 3, play: ["Worship"] }, { library, play: mountains, hand: ["Lava Axe"] }], turn: 4, active: 1 });
    t = pass(cast(t, "p2", "Lava Axe", [{ player: "p1" }]), 2);
    expect([life(t, "p1"), t.status, t.winners]).toEqual([-2, "finished", ["p2"]]);
  });

  it("419.6: Worship changes what the damage does to the life total, not the damage: Prodigal Sorcerer enchanted with Spirit Link still deals 1 damage to Ann at 1 life (its controller gains 1), and she stays at 1", () => {
    let s = manualGame({ players: [{ library, life: 1, play: ["Worship", "Grizzly Bears"] }, { library, play: ["Prodigal Sorcerer", { card: "Spirit Link", attachedTo: 0 }] }], turn: 4, active: 1 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Prodigal Sorcerer"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p1" }] });
    s = pass(s, 2); // the Sorcerer's ability resolves; Spirit Link triggers
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2"), s.status]).toEqual([1, 21, "playing"]);
  });

  it("419.6: Fortune Thief's floor needs no creature condition: Ann at 2 survives Lava Axe at 1", () => {
    let s = manualGame({ players: [{ library, life: 2, play: ["Fortune Thief"] }, { library, play: mountains, hand: ["Lava Axe"] }], turn: 4, active: 1 });
    s = pass(cast(s, "p2", "Lava Axe", [{ player: "p1" }]), 2);
    expect([life(s, "p1"), s.status]).toEqual([1, "playing"]);
  });
});

describe("clauses: \"You can't be the target of spells or abilities\" (409.1c, 413.2a)", () => {
  it("409.1c: Ivory Mask — Bob's Shock may target Bob or a creature but not Ann, its controller; Ann's own Lava Axe can't target her either", () => {
    const mountains = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: ["Ivory Mask", "Grizzly Bears"] }, { library, play: mountains, hand: ["Shock"] }], turn: 4, active: 1 });
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    const offered = legalDecision(s, "p2")!.options;
    expect(offered.some((o) => o.type === "chooseTargets" && o.targets.some((t) => "player" in t && t.player === "p1"))).toBe(false);
    expect(offered.some((o) => o.type === "chooseTargets" && o.targets.some((t) => "player" in t && t.player === "p2"))).toBe(true);
    expect(() => act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2")).toThrow(/target/);
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2")), 2);
    expect([graveyard(s, "p1"), life(s, "p1")]).toEqual([["Grizzly Bears"], 20]);
    const own = manualGame({ players: [{ library, play: ["Ivory Mask", ...mountains], hand: ["Lava Axe"] }, { library }], turn: 3 });
    const axe = act(own, { type: "playSpell", card: inHand(own, "p1", "Lava Axe") });
    expect(options(axe, "chooseTargets")).toEqual([{ type: "chooseTargets", targets: [{ player: "p2" }] }]);
  });

  it("409.1c: True Believer protects its controller only while it is in play: Bob's first Shock can't target Ann and kills the Believer; his second Shock then targets Ann", () => {
    let s = manualGame({ players: [{ library, play: ["True Believer"] }, { library, play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] }], turn: 4, active: 1 });
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    expect(() => act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2")).toThrow(/target/);
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "True Believer") }] }, "p2")), 2);
    expect(graveyard(s, "p1")).toEqual(["True Believer"]);
    s = pass(cast(s, "p2", "Shock", [{ player: "p1" }]), 2);
    expect(life(s, "p1")).toBe(18);
  });
});

describe("clauses: \"a source of your choice of the chosen color\" (419.7, 419.1b)", () => {
  it("419.7: Story Circle (red chosen as it came into play) — its ability offers only red sources: Bob's Shock is chosen and its damage to Ann prevented; a green creature is no choice", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], hand: ["Story Circle"] }, { library, play: ["Mountain"], hand: ["Shock"] }], turn: 3 });
    s = pass(cast(s, "p1", "Story Circle"), 2);
    const colors = legalDecision(s, "p1")!.options;
    s = act(s, colors.find((o) => JSON.stringify(o).includes('"R"') || JSON.stringify(o).toLowerCase().includes("red"))!);
    expect(card(s, inPlay(s, "Story Circle")).chosen).toBe("R");
    s = act(s, { type: "pass" });
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = act(s, { type: "pass" }, "p2");
    s = act(s, { type: "playAbility", source: inPlay(s, "Story Circle"), ability: 0 }, "p1");
    s = payFully(s);
    s = pass(s, 2); // the ability resolves: choose a red source
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("chooseSource");
    const shock = s.stack.find((id) => card(s, id).card === "Shock")!;
    expect(d.options).toEqual([{ type: "chooseSource", source: shock }]);
    s = act(s, { type: "chooseSource", source: shock });
    s = pass(s, 2); // Shock resolves
    expect([life(s, "p1"), graveyard(s, "p2")]).toEqual([20, ["Shock"]]);
  });
});

describe("clauses: \"You gain life equal to its power\" (413.2: last known information)", () => {
  it("413.2: Chastise destroys Bob's attacking Hill Giant that Giant Growth made 6/6 in response: Ann gains 6, its power as it last existed in play", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains", "Plains"], hand: ["Chastise"] }, { library, play: ["Hill Giant", "Forest"], hand: ["Giant Growth"] }], turn: 2, active: 1, step: "declareAttackers" });
    const giant = inPlay(s, "Hill Giant");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: giant, defender: "p1" }] }, "p2");
    s = act(s, { type: "pass" }, "p2");
    s = cast(s, "p1", "Chastise", [{ object: giant }]);
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Giant Growth", [{ object: giant }]);
    s = pass(s, 2); // Giant Growth resolves: the Giant is 6/6
    s = pass(s, 2); // Chastise resolves
    expect([graveyard(s, "p2").sort(), life(s, "p1")]).toEqual([["Giant Growth", "Hill Giant"], 26]);
  });

  it("413.2: Chastise on an unchanged attacking Hill Giant: the Giant is destroyed and Ann gains 3", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains", "Plains"], hand: ["Chastise"] }, { library, play: ["Hill Giant"] }], turn: 2, active: 1, step: "declareAttackers" });
    const giant = inPlay(s, "Hill Giant");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: giant, defender: "p1" }] }, "p2");
    s = act(s, { type: "pass" }, "p2");
    s = pass(cast(s, "p1", "Chastise", [{ object: giant }]), 2);
    expect([graveyard(s, "p2"), life(s, "p1"), graveyard(s, "p1")]).toEqual([["Hill Giant"], 23, ["Chastise"]]);
  });
});

describe("clauses: \"If you control an Urza's Power-Plant and an Urza's Tower, add {2} to your mana pool instead\" (406.1)", () => {
  const tap = (s: GameState, name: string) => act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 });
  const colorless = (s: GameState) => s.players[0]!.manaPool.C;

  it("406.1: with all three Urza's lands, Mine adds 2, Power Plant 2 and Tower 3 (7 mana); the condition is read as each is tapped", () => {
    let s = manualGame({ players: [{ library, play: ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"] }, { library }], turn: 3 });
    s = tap(s, "Urza's Mine");
    expect(colorless(s)).toBe(2);
    s = tap(s, "Urza's Power Plant");
    expect(colorless(s)).toBe(4);
    s = tap(s, "Urza's Tower");
    expect(colorless(s)).toBe(7);
  });

  it("406.1: without an Urza's Power-Plant, the Mine and the Tower each add only {1}", () => {
    let s = manualGame({ players: [{ library, play: ["Urza's Mine", "Urza's Tower"] }, { library, play: ["Urza's Power Plant"] }], turn: 3 });
    s = tap(tap(s, "Urza's Mine"), "Urza's Tower");
    expect(colorless(s)).toBe(2);
  });

  it("406.1: the mana the Tower would add counts while paying: Ann pays for a seven-mana spell with the three lands and nothing else", () => {
    let s = manualGame({ players: [{ library, play: ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"], hand: ["Darksteel Gargoyle"] }, { library }], turn: 3 });
    const gargoyle = inHand(s, "p1", "Darksteel Gargoyle");
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === gargoyle)).toBe(true);
    s = payFully(act(s, { type: "playSpell", card: gargoyle }));
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Darksteel Gargoyle"]);
  });
});

describe("clauses: \"Each player's life total becomes ...\" (215.5)", () => {
  it("215.5: Biorhythm — each life total becomes the number of creatures that player controls, counted before any changes: Ann (2 creatures) goes from 20 to 2, Bob (none) to 0 and loses the game (420.5a)", () => {
    const forests = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
    let s = manualGame({ players: [{ library, play: [...forests, "Grizzly Bears", "Hill Giant"], hand: ["Biorhythm"] }, { library, play: ["Island"] }], turn: 3 });
    s = pass(cast(s, "p1", "Biorhythm"), 2);
    expect(life(s, "p1")).toBe(2);
    expect(s.players[1]!.life).toBe(0);
    expect(s.players[1]!.outcome).toBe("lost");
  });
});

describe("clauses: statics whose affected creatures depend on their power (418.5)", () => {
  it("418.5: Marble Titan — creatures with power 3 or greater don't untap during their controllers' untap steps: the Titan and Hill Giant stay tapped, Grizzly Bears and a Giant shrunk by a -1/-1 counter untap", () => {
    const play = [{ card: "Marble Titan", tapped: true }, { card: "Hill Giant", tapped: true }, { card: "Grizzly Bears", tapped: true }, { card: "Hill Giant", tapped: true, counters: { "-1/-1": 1 } }];
    let s = manualGame({ players: [{ library, play }, { library }], turn: 2, active: 1 });
    s = toUpkeep(s, 3);
    const tapped = (name: string) => s.play.filter((id) => card(s, id).card === name).map((id) => card(s, id).tapped);
    expect([tapped("Marble Titan"), tapped("Hill Giant").sort(), tapped("Grizzly Bears")]).toEqual([[true], [false, true], [false]]);
  });

  it("418.5: Marble Titan affects every player's creatures: in Bob's untap step his 2/2 untaps and his 3/3 stays tapped", () => {
    let s = manualGame({ players: [{ library, play: ["Marble Titan"] }, { library, play: [{ card: "Grizzly Bears", tapped: true }, { card: "Hill Giant", tapped: true }] }], turn: 3 });
    s = toUpkeep(s, 4);
    expect(["Grizzly Bears", "Hill Giant"].map((n) => card(s, inPlay(s, n)).tapped)).toEqual([false, true]);
  });
});

describe("clauses: \"You gain (lose) life equal to its toughness\" (413.2)", () => {
  it("413.2: Sever Soul destroys Bob's Craw Wurm (6/4) with no regeneration: Ann gains 4, its toughness as it last existed", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Sever Soul"] }, { library, play: ["Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Sever Soul", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    expect([graveyard(s, "p2"), life(s, "p1")]).toEqual([["Craw Wurm"], 24]);
  });

  it("413.2: Devour in Shadow — \"You lose life equal to that creature's toughness\": destroying Bob's Hill Giant (3/3) costs Ann 3 life", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp"], hand: ["Devour in Shadow"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    s = pass(cast(s, "p1", "Devour in Shadow", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect([graveyard(s, "p2"), life(s, "p1")]).toEqual([["Hill Giant"], 17]);
  });
});

describe("clauses: \"Creatures without flying can't attack you\" and \"your life total becomes N\" (500.2, 215.5)", () => {
  it("500.2: Form of the Dragon — Bob's Grizzly Bears can't attack Ann (refused, nothing changes) and isn't offered as an attacker; his Wind Drake can", () => {
    let s = manualGame({ players: [{ library, play: ["Form of the Dragon"] }, { library, play: ["Grizzly Bears", "Wind Drake"] }], turn: 2, active: 1, step: "declareAttackers" });
    const bears = inPlay(s, "Grizzly Bears");
    const drake = inPlay(s, "Wind Drake");
    rejects(s, "p2", { type: "declareAttackers", attackers: [{ attacker: bears, defender: "p1" }] }, "500.2");
    expect(JSON.stringify(legalDecision(s, "p2"))).not.toContain(bears);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: drake, defender: "p1" }] }, "p2");
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([drake]);
  });

  it("215.5: Form of the Dragon's \"At the end of each turn, your life total becomes 5\": Ann at 20 goes to 5 at the end of Bob's turn, and at 3 goes back up to 5", () => {
    let s = manualGame({ players: [{ library, play: ["Form of the Dragon"] }, { library }], turn: 2, active: 1 });
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === "endOfTurn");
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(5);
    let low = manualGame({ players: [{ library, play: ["Form of the Dragon"], life: 3 }, { library }], turn: 2, active: 1 });
    low = pass(passUntil(low, (x) => x.stack.length > 0 && x.turn.step === "endOfTurn"), 2);
    expect(life(low, "p1")).toBe(5);
  });

  it("500.2: Reverence — creatures with power 2 or less can't attack Ann: Bob's Grizzly Bears is refused, his Hill Giant attacks", () => {
    let s = manualGame({ players: [{ library, play: ["Reverence"] }, { library, play: ["Grizzly Bears", "Hill Giant"] }], turn: 2, active: 1, step: "declareAttackers" });
    rejects(s, "p2", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] }, "500.2");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] }, "p2");
    expect(s.combat?.attackers.length).toBe(1);
  });
});

describe("clauses: \"prevent that damage. You gain that much life.\" (419.7)", () => {
  it("419.7: Reverse Damage — Ann chooses Bob's Lava Axe as the source: its 5 damage to her is prevented and she gains 5 life instead", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains"], hand: ["Reverse Damage"] }, { library, play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Lava Axe"] }], turn: 2, active: 1 });
    s = cast(s, "p2", "Lava Axe", [{ player: "p1" }]);
    s = act(s, { type: "pass" }, "p2");
    s = cast(s, "p1", "Reverse Damage");
    s = pass(s, 2); // Reverse Damage resolves: choose a source
    const axe = s.stack.find((id) => card(s, id).card === "Lava Axe")!;
    s = act(s, { type: "chooseSource", source: axe }, "p1");
    s = pass(s, 2); // Lava Axe resolves
    expect([life(s, "p1"), graveyard(s, "p2")]).toEqual([25, ["Lava Axe"]]);
  });
});
