import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, freezeObjects, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// The keyword lines of the "keywords" clause families (src/cards/compiler/abilities.ts), each
// shown with a real card compiled from its printed text, doing what the rule says in a game.
const handOption = (s: GameState, who: string, id: string) =>
  legalDecision(s, who)!.options.find((o): o is Extract<Action, { type: "playAbility" }> => o.type === "playAbility" && o.source === id);

describe("clauses: typecycling (502.18d)", () => {
  it("502.18d: \"Forestcycling {2}\" — Wirewood Guardian is discarded from the hand for {2}; a Forest card is found, revealed and put into the hand, the library shuffled", () => {
    let s = manualGame({ players: [{ hand: ["Wirewood Guardian"], play: ["Island", "Island"], library: ["Island", "Grizzly Bears", "Forest", "Swamp"] }, { library: ["Island"] }], turn: 3 });
    const guardian = inHand(s, "p1", "Wirewood Guardian");
    const option = handOption(s, "p1", guardian)!;
    expect(option).toBeDefined();
    s = act(s, option);
    expect(s.playing!.cost).toBe("{2}");
    s = payFully(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wirewood Guardian"]);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("search");
    // Only a Forest card may be found (the subtype the keyword names).
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: [] }]);
    rejects(s, "p1", { type: "search", cards: ["Island"] }, "glossary Search");
    const { state, events } = apply(freezeObjects(s), "p1", { type: "search", cards: ["Forest"] });
    expect(zoneNames(state, "p1", "hand")).toEqual(["Forest"]);
    expect(state.players[0]!.library).toHaveLength(3);
    expect(events.some((e) => e.type === "reveal" || /reveals/.test(e.text))).toBe(true);
  });

  it("502.18e: discarding a card to pay a typecycling cost is cycling it (the cycle event); the ability is played only from the hand, not from play", () => {
    let s = manualGame({ players: [{ hand: ["Shoreline Ranger"], play: ["Island", "Island", "Shoreline Ranger"], library: ["Island", "Forest"] }, { library: ["Island"] }], turn: 3 });
    const inPlayRanger = inPlay(s, "Shoreline Ranger");
    expect(handOption(s, "p1", inPlayRanger)).toBeUndefined();
    rejects(s, "p1", { type: "playAbility", source: inPlayRanger, ability: 0 }, "403.1");
    s = act(s, handOption(s, "p1", inHand(s, "p1", "Shoreline Ranger"))!);
    let cycled = false;
    for (let i = 0; i < 20 && s.pending?.kind === "payment"; i++) {
      const d = legalDecision(s, "p1")!;
      const r = apply(freezeObjects(s), "p1", d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!);
      cycled ||= r.events.some((e) => e.type === "cycle");
      s = r.state;
    }
    expect(cycled).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shoreline Ranger"]);
  });
});

describe("clauses: transmute (502.48)", () => {
  it("502.48a: \"Transmute {1}{U}{B}\" — Dimir Infiltrator (converted mana cost 2) is discarded from the hand to find a card with converted mana cost 2, not another", () => {
    let s = manualGame({ players: [{ hand: ["Dimir Infiltrator"], play: ["Island", "Swamp", "Island"], library: ["Hill Giant", "Grizzly Bears", "Shock"] }, { library: ["Island"] }], turn: 3 });
    s = payFully(act(s, handOption(s, "p1", inHand(s, "p1", "Dimir Infiltrator"))!));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Dimir Infiltrator"]);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Grizzly Bears"] }, { type: "search", cards: [] }]);
    rejects(s, "p1", { type: "search", cards: ["Hill Giant"] }, "glossary Search");
    s = act(s, { type: "search", cards: ["Grizzly Bears"] });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("502.48a: transmute is played only any time its player could play a sorcery — Dizzy Spell (an instant) can't be transmuted with a spell on the stack, nor on an opponent's turn", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library: ["Island"] }, { hand: ["Dizzy Spell"], play: ["Island", "Island", "Island"], library: ["Shock", "Island"] }], turn: 3 });
    const dizzy = inHand(s, "p2", "Dizzy Spell");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    s = pass(s);
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    expect(handOption(s, "p2", dizzy)).toBeUndefined();
    rejects(s, "p2", { type: "playAbility", source: dizzy, ability: 0 }, "408.1");
    // On its own main phase with the stack empty, it finds the converted-mana-cost-1 Shock.
    s = manualGame({ players: [{ hand: ["Dizzy Spell"], play: ["Island", "Island", "Island"], library: ["Island", "Shock"] }, { library: ["Island"] }], turn: 3 });
    s = pass(payFully(act(s, handOption(s, "p1", inHand(s, "p1", "Dizzy Spell"))!)), 2);
    s = act(s, { type: "search", cards: ["Shock"] });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Dizzy Spell"]);
    expect(card(s, inPlay(s, "Island")).tapped).toBe(true);
  });
});

describe("clauses: recover (502.55)", () => {
  // Ann's Grizzly Bears dies to Bob's Shock while Sun's Bounty is in her graveyard.
  const dies = (annPlay: string[], annGraveyard: string[], bobPlay: string[] = ["Mountain"]) => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", ...annPlay], graveyard: annGraveyard, library: ["Island", "Island"] }, { hand: ["Shock"], play: bobPlay, library: ["Island"] }], turn: 3 });
    s = pass(s);
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2"));
    return pass(s, 2);
  };

  it("502.55: \"Recover {1}{W}\" — a creature put into its owner's graveyard from play triggers Sun's Bounty there; paid, the card returns to the hand", () => {
    let s = dies(["Plains", "Plains"], ["Sun's Bounty"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Sun's Bounty", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(1);
    for (let i = 0; i < 4 && s.pending?.kind === "priority"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", cost: "{1}{W}" });
    s = payFully(s);
    for (let i = 0; i < 20 && s.pending?.kind === "unlessPays"; i++) {
      const d = legalDecision(s, "p1")!;
      s = act(s, d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!);
    }
    expect(zoneNames(s, "p1", "hand")).toEqual(["Sun's Bounty"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("502.55: \"Otherwise, remove this card from the game\" — declined, Icefall is removed from the game; with no mana to pay, Resize is removed without a question", () => {
    let s = dies(["Mountain", "Mountain"], ["Icefall"]);
    for (let i = 0; i < 4 && s.pending?.kind === "priority"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", cost: "{R}{R}" });
    s = act(s, { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Icefall"]);
    s = dies([], ["Resize"]);
    for (let i = 0; i < 4 && s.stack.length; i++) s = pass(s);
    expect(s.pending?.kind).not.toBe("unlessPays");
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Resize"]);
  });

  it("502.55: only a creature put into YOUR graveyard triggers it — Bob's creature dying leaves Ann's Sun's Bounty where it is", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Plains", "Plains"], graveyard: ["Sun's Bounty"], library: ["Island"] }, { play: ["Grizzly Bears"], library: ["Island"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.stack).toHaveLength(0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Sun's Bounty", "Shock"]));
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });
});

describe("clauses: \"~ blocks each turn if able\" (309.2)", () => {
  it("309.2: Razorgrass Screen must block an attacker it is able to block; the listed declaration has it block, and declaring no blocks is refused", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: ["Razorgrass Screen"] }), "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    expect(s.pending).toMatchObject({ kind: "blockers", player: "p2" });
    const screen = inPlay(s, "Razorgrass Screen");
    const bears = inPlay(s, "Grizzly Bears");
    expect(legalDecision(s, "p2")!.options).toContainEqual({ type: "declareBlockers", blocks: [{ blocker: screen, attacker: bears }] });
    rejects(s, "p2", { type: "declareBlockers", blocks: [] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: screen, attacker: bears }] });
    expect(s.combat!.blocks).toContainEqual(expect.objectContaining({ blocker: screen, attacker: bears }));
  });

  it("502.41: a Wall printed before Champions of Kamigawa (\"(Walls can't attack.)\") has defender in this edition — Razorgrass Screen is never offered as an attacker", () => {
    const s = combatGame({ play: ["Razorgrass Screen", "Grizzly Bears"] }, { play: [] });
    expect(s.pending).toMatchObject({ kind: "attackers", player: "p1" });
    const screen = inPlay(s, "Razorgrass Screen");
    const options = legalDecision(s, "p1")!.options;
    expect(options.some((o) => o.type === "declareAttackers" && o.attackers.some((a) => a.attacker === screen))).toBe(false);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: screen, defender: "p2" }] }, "308.2");
  });

  it("309.2: a requirement is obeyed only as far as the creature is able — a tapped Razorgrass Screen, or one facing only a flyer, doesn't block and the player owes nothing", () => {
    let s = attack(combatGame({ play: ["Suntail Hawk"] }, { play: ["Razorgrass Screen"] }), "Suntail Hawk");
    s = passTo(s, "combatDamage");
    for (let i = 0; i < 6 && life(s, "p2") === 20; i++) s = pass(s);
    expect(life(s, "p2")).toBe(19);
    s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: [{ card: "Razorgrass Screen", tapped: true }] }), "Grizzly Bears");
    s = passTo(s, "combatDamage");
    for (let i = 0; i < 6 && life(s, "p2") === 20; i++) s = pass(s);
    expect(life(s, "p2")).toBe(18);
  });
});

describe("clauses: ripple (502.56)", () => {
  it("502.56a: \"Ripple 4\" — Surging Flame reveals the top four cards; the two other Surging Flames are played without paying their mana costs, the rest go to the bottom in the order chosen", () => {
    let s = manualGame({ players: [{ hand: ["Surging Flame"], play: ["Mountain", "Mountain"], library: ["Surging Flame", "Island", "Surging Flame", "Forest", "Plains", "Swamp"] }, { library: ["Island"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Surging Flame") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    // The ripple ability is on the stack above the spell.
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true });
    expect(s.pending).toMatchObject({ kind: "ripple", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ revealed: ["Surging Flame", "Island", "Surging Flame", "Forest"], playable: 2 });
    rejects(s, "p1", { type: "ripple", play: 3, bottom: [] }, "502.56a");
    rejects(s, "p1", { type: "ripple", play: 2, bottom: ["Island"] }, "502.56a");
    s = act(s, { type: "ripple", play: 2, bottom: ["Forest", "Island"] });
    // Each copy is played as the ability resolves: its targets are chosen, no mana is paid.
    for (let i = 0; i < 2; i++) {
      expect(s.pending).toMatchObject({ kind: "targets", player: "p1" });
      s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    }
    expect(s.players[0]!.library).toEqual(["Plains", "Swamp", "Forest", "Island"]);
    expect(s.stack.map((id) => card(s, id)).filter((o) => o.kind === "card").map((o) => o.card)).toEqual(["Surging Flame", "Surging Flame", "Surging Flame"]);
    // Their own ripple abilities trigger (they were played); declined, the three spells resolve.
    for (let i = 0; i < 40 && s.stack.length; i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept: false }) : s.pending?.kind === "orderTriggers" ? act(s, legalDecision(s, s.pending.player)!.options[0]!) : pass(s);
    expect(life(s, "p2")).toBe(14);
    expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
  });

  it("502.56a: with fewer than N cards in the library all are revealed; declining to reveal changes nothing, and a card of another name is never played", () => {
    let s = manualGame({ players: [{ hand: ["Surging Dementia"], play: ["Swamp", "Swamp"], library: ["Surging Flame", "Island"] }, { hand: ["Island"], library: ["Island"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Surging Dementia") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true });
    expect(legalDecision(s, "p1")!.details).toMatchObject({ revealed: ["Surging Flame", "Island"], playable: 0 });
    rejects(s, "p1", { type: "ripple", play: 1, bottom: ["Island"] }, "502.56a");
    s = act(s, { type: "ripple", play: 0, bottom: ["Island", "Surging Flame"] });
    expect(s.players[0]!.library).toEqual(["Island", "Surging Flame"]);
    s = manualGame({ players: [{ hand: ["Surging Dementia"], play: ["Swamp", "Swamp"], library: ["Surging Dementia", "Island"] }, { hand: ["Island"], library: ["Island"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Surging Dementia") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })), 2);
    s = act(s, { type: "may", accept: false });
    expect(s.players[0]!.library).toEqual(["Surging Dementia", "Island"]);
    expect(s.stack).toHaveLength(1);
  });
});

describe("clauses: offering (502.42)", () => {
  const bobsTurn = (goblin: string, lands: string[]) => {
    let s = manualGame({ players: [{ library: ["Island"], play: ["Grizzly Bears"] }, { hand: ["Patron of the Akki"], play: [goblin, "Grizzly Bears", ...lands], library: ["Island"] }], turn: 3 });
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    return pass(s); // Bob has priority on Ann's turn
  };

  it("502.42a: \"Goblin offering\" — on an opponent's turn, Patron of the Akki is played by sacrificing Goblin King; its total cost {4}{R}{R} is reduced by {1}{R}{R} to {3}", () => {
    let s = bobsTurn("Goblin King", ["Mountain", "Mountain", "Mountain"]);
    const patron = inHand(s, "p2", "Patron of the Akki");
    const king = inPlay(s, "Goblin King");
    // Not without offering: a creature is played at sorcery speed (408.1); not by sacrificing a non-Goblin.
    rejects(s, "p2", { type: "playSpell", card: patron }, "408.1");
    rejects(s, "p2", { type: "playSpell", card: patron, offering: inPlay(s, "Grizzly Bears", "p2") }, "502.42a");
    expect(legalDecision(s, "p2")!.options).toContainEqual({ type: "playSpell", card: patron, offering: king });
    s = act(s, { type: "playSpell", card: patron, offering: king });
    expect(s.playing!.cost).toBe("{3}");
    s = payFully(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Goblin King"]);
    s = pass(s, 2);
    expect(inPlay(s, "Patron of the Akki")).toBeDefined();
  });

  it("502.42a: colored mana of the sacrificed permanent with no mana of its color to reduce reduces generic mana — Festering Goblin ({B}) makes it {3}{R}{R}; without enough mana it isn't offered", () => {
    let s = bobsTurn("Festering Goblin", ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]);
    const patron = inHand(s, "p2", "Patron of the Akki");
    s = act(s, { type: "playSpell", card: patron, offering: inPlay(s, "Festering Goblin") });
    expect(s.playing!.cost).toBe("{3}{R}{R}");
    s = bobsTurn("Festering Goblin", ["Mountain", "Mountain", "Mountain", "Mountain"]);
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playSpell")).toBe(false);
  });
});

describe("clauses: madness (502.24)", () => {
  it("502.24a: \"Madness {R}\" — Fiery Temper discarded to the maximum hand size in cleanup is removed from the game and played for {R} as its trigger resolves: 3 damage to Bob", () => {
    const hand = ["Fiery Temper", ...Array<string>(7).fill("Hill Giant")];
    let s = manualGame({ players: [{ hand, play: ["Mountain"], library: ["Island"] }, { library: ["Island"] }], turn: 3 });
    for (let i = 0; i < 60 && s.pending?.kind !== "discard"; i++) s = s.pending!.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(s.turn.step).toBe("cleanup");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Fiery Temper")] });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    for (let i = 0; i < 4 && s.pending?.kind === "priority"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.playing!.cost).toBe("{R}");
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Fiery Temper"]);
  });
});

describe("clauses: ninjutsu (502.43) and epic (502.44)", () => {
  it("502.43a: \"Ninjutsu {1}{U}\" — Ninja of the Deep Hours swaps in for an unblocked Grizzly Bears, tapped and attacking, and deals its 2 damage", () => {
    let s = passTo(attack(combatGame({ hand: ["Ninja of the Deep Hours"], play: ["Island", "Island", "Grizzly Bears"] }, {}), "Grizzly Bears"), "declareBlockers");
    // Bob has no creature: no blockers are declared, and the Bears are unblocked.
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    const ninja = inHand(s, "p1", "Ninja of the Deep Hours");
    const option = handOption(s, "p1", ninja)!;
    expect(option.costs).toEqual({ returnToHand: [inPlay(s, "Grizzly Bears")] });
    s = pass(payFully(act(s, option)), 2);
    expect(card(s, inPlay(s, "Ninja of the Deep Hours")).tapped).toBe(true);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    for (let i = 0; i < 20 && life(s, "p2") === 20; i++) s = s.pending?.kind === "priority" ? pass(s) : act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    expect(life(s, "p2")).toBe(18);
  });

  it("502.44a: \"Epic\" — Enduring Ideal puts an enchantment into play, then its controller can't play spells", () => {
    let s = manualGame({ players: [{ hand: ["Enduring Ideal", "Glorious Anthem"], play: Array<string>(7).fill("Plains"), library: ["Glorious Anthem", "Plains"] }, { library: ["Island"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Enduring Ideal") });
    s = pass(payFully(s), 2);
    s = act(s, { type: "search", cards: ["Glorious Anthem"] });
    expect(inPlay(s, "Glorious Anthem")).toBeDefined();
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Glorious Anthem") }, "502.44b");
  });
});
