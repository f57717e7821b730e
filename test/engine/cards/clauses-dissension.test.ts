import { describe, expect, it } from "vitest";
import { act, inPlay, manualGame, pass, payFully, rejects } from "../helpers.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { attack, block, passTo } from "../combat/combat-keywords-helpers.js";

// The clause families of Dissension and Coldsnap (helper "dissension"), each shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Mountain", "Mountain", "Swamp", "Swamp", "Forest", "Forest"];
type Permanent = string | { card: string; tapped?: boolean; counters?: Record<string, number>; attachedTo?: string };
type Side = { play?: Permanent[]; hand?: string[]; graveyard?: string[] };
/** p1's precombat main phase (or another step), turn 3, both players with lands of every color. */
const game = (p1: Side, p2: Side = {}, step?: "declareAttackers") =>
  manualGame({
    players: [
      { library, play: [...lands, ...(p1.play ?? [])], hand: p1.hand ?? [], graveyard: p1.graveyard ?? [] },
      { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [], graveyard: p2.graveyard ?? [] },
    ],
    turn: 3,
    ...(step ? { step } : {}),
  });

/** Plays the first activated ability of `source` (by p1) with these targets, paid in full. */
function activate(s: GameState, source: string, targets: ({ object: string } | { player: string })[]): GameState {
  const id = inPlay(s, source, "p1");
  s = act(s, { type: "playAbility", source: id, ability: 0 }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets }, "p1");
  return payFully(s);
}

describe("clauses: \"target creature with a +1/+1 counter on it\" (glossary \"Counter\"; 409.1c, 413.2a)", () => {
  it("409.1c: Vigean Graftmage untaps a tapped creature with a +1/+1 counter on it", () => {
    let s = game({ play: [{ card: "Vigean Graftmage", counters: { "+1/+1": 2 } }, { card: "Grizzly Bears", tapped: true, counters: { "+1/+1": 1 } }] });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(activate(s, "Vigean Graftmage", [{ object: bears }]), 2);
    expect(card(s, bears).tapped).toBe(false);
  });

  it("409.1c: a creature with no +1/+1 counter on it is not a legal target of Vigean Graftmage's ability", () => {
    let s = game({ play: [{ card: "Vigean Graftmage", counters: { "+1/+1": 2 } }, { card: "Grizzly Bears", tapped: true }] });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inPlay(s, "Vigean Graftmage"), ability: 0 }, "p1");
    expect(() => act(s, { type: "chooseTargets", targets: [{ object: bears }] }, "p1")).toThrow(/legal/);
  });

  it("413.2a: Helium Squirter's ability does nothing if its target's last +1/+1 counter is gone when it resolves", () => {
    let s = game({ play: [{ card: "Helium Squirter", counters: { "+1/+1": 3 } }, { card: "Grizzly Bears", counters: { "-1/-1": 0, "+1/+1": 1 } }] });
    const bears = inPlay(s, "Grizzly Bears");
    s = activate(s, "Helium Squirter", [{ object: bears }]);
    // The counter leaves before the ability resolves (as Graft would move it away).
    s = { ...s, objects: { ...s.objects, [bears]: { ...card(s, bears), counters: {} } } };
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(s.effects.some((e) => e.affects.includes(bears))).toBe(false);
  });

  it("409.1c: Sporeback Troll regenerates a creature with a +1/+1 counter on it: lethal damage taps it instead of destroying it", () => {
    let s = game({ play: [{ card: "Sporeback Troll", counters: { "+1/+1": 2 } }, { card: "Grizzly Bears", counters: { "+1/+1": 1 } }], hand: ["Volcanic Hammer"] });
    const troll = inPlay(s, "Grizzly Bears");
    s = pass(activate(s, "Sporeback Troll", [{ object: troll }]), 2);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: troll }] }, "p1");
    s = pass(payFully(s), 2);
    expect(card(s, troll).zone).toBe("play");
    expect(card(s, troll).tapped).toBe(true);
  });
});

describe("clauses: \"can block as though it had flying this turn\" (502.4)", () => {
  it("502.4: after Aquastrand Spider's ability a creature with a +1/+1 counter on it blocks a creature with flying; without it, it couldn't", () => {
    let s = game({ play: ["Suntail Hawk"] }, { play: [{ card: "Aquastrand Spider", counters: { "+1/+1": 2 } }] }, "declareAttackers");
    const spider = inPlay(s, "Aquastrand Spider", "p2");
    s = attack(s, "Suntail Hawk");
    s = passTo(s, "declareBlockers");
    expect(() => block(s, ["Aquastrand Spider", "Suntail Hawk"])).toThrow();

    let t = game({ play: ["Suntail Hawk"] }, { play: [{ card: "Aquastrand Spider", counters: { "+1/+1": 2 } }] }, "declareAttackers");
    t = attack(t, "Suntail Hawk");
    // p2 plays the ability in the declare attackers step.
    for (let i = 0; i < 4 && t.pending?.player !== "p2"; i++) t = pass(t);
    t = act(t, { type: "playAbility", source: spider, ability: 0 }, "p2");
    if (t.pending?.kind === "targets") t = act(t, { type: "chooseTargets", targets: [{ object: spider }] }, "p2");
    t = payFully(t);
    t = passTo(t, "declareBlockers");
    t = block(t, ["Aquastrand Spider", "Suntail Hawk"]);
    t = passTo(t, "endOfCombat");
    expect(card(t, inPlay(t, "Aquastrand Spider", "p2")).zone).toBe("play");
    expect(t.play.some((id) => card(t, id).card === "Suntail Hawk")).toBe(false);
  });
});

describe("clauses: \"each player draws / discards N cards\" (103.4)", () => {
  it("103.4: Vision Skeins — each player draws two cards", () => {
    let s = game({ hand: ["Vision Skeins"] });
    const before = [s.players[0]!.hand.length, s.players[1]!.hand.length];
    s = pass(payFully(act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1")), 2);
    expect(s.stack).toHaveLength(0);
    expect([s.players[0]!.hand.length, s.players[1]!.hand.length]).toEqual([before[0]! - 1 + 2, before[1]! + 2]);
  });

  it("103.4: Delirium Skeins — the active player chooses first, then the other; a player with three or fewer cards discards them all unasked; the cards go at once", () => {
    let s = game({ hand: ["Delirium Skeins", "Grizzly Bears", "Shock", "Island", "Swamp"] }, { hand: ["Plains", "Forest"] });
    s = payFully(act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1"));
    s = pass(s, 2);
    // p1 has four cards and chooses three; p2's two cards are chosen for p2.
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 3 });
    expect(s.players[1]!.hand).toHaveLength(2); // nothing discarded before every choice is made
    const keep = s.players[0]!.hand.find((id) => card(s, id).card === "Island")!;
    s = act(s, { type: "discard", cards: s.players[0]!.hand.filter((id) => id !== keep) }, "p1");
    expect(s.players[0]!.hand).toEqual([keep]);
    expect(s.players[1]!.hand).toHaveLength(0);
    expect(s.players[1]!.graveyard.map((id) => card(s, id).card).sort()).toEqual(["Forest", "Plains"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("103.4: Delirium Skeins — both players choose, in APNAP order, and a wrong number of cards is refused", () => {
    let s = game({ hand: ["Delirium Skeins", "Grizzly Bears", "Shock", "Island", "Swamp"] }, { hand: ["Plains", "Forest", "Island", "Mountain"] });
    s = pass(payFully(act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1")), 2);
    s = act(s, { type: "discard", cards: s.players[0]!.hand.slice(0, 3) }, "p1");
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 3 });
    expect(s.players[0]!.hand).toHaveLength(4 - 0); // p1's cards are still in hand until p2 has chosen
    expect(() => act(s, { type: "discard", cards: s.players[1]!.hand.slice(0, 2) }, "p2")).toThrow(/discard exactly 3 cards/);
    s = act(s, { type: "discard", cards: s.players[1]!.hand.slice(1) }, "p2");
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(s.players[1]!.hand.map((id) => card(s, id).card)).toEqual(["Plains"]);
    expect(s.players[0]!.graveyard.map((id) => card(s, id).card)).toContain("Delirium Skeins");
  });
});

/** Plays a card from p1's hand (the named half of a split card), with targets and X, paid in full. */
function play(s: GameState, name: string, opts: { half?: string; targets?: ({ object: string } | { player: string })[]; x?: number } = {}, who = "p1"): GameState {
  const p = s.players.find((q) => q.id === who)!;
  const id = p.hand.find((c) => card(s, c).card === name)!;
  s = act(s, { type: "playSpell", card: id, ...(opts.half ? { half: opts.half } : {}) }, who);
  for (let i = 0; i < 3; i++) {
    if (s.pending?.kind === "x") s = act(s, { type: "chooseX", value: opts.x ?? 0 }, who);
    else if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: opts.targets ?? [] }, who);
  }
  return payFully(s);
}
const names = (s: GameState, ids: readonly string[]) => ids.map((id) => card(s, id).card).sort();

describe("clauses: a target creature \"with defender\" (502.41)", () => {
  it("502.41: Ogre Gatecrasher's ability destroys a creature with defender; a creature without defender can't be its target", () => {
    let s = game({ hand: ["Ogre Gatecrasher"] }, { play: ["Vertigo Spawn", "Grizzly Bears"] });
    const spawn = inPlay(s, "Vertigo Spawn", "p2");
    const bears = inPlay(s, "Grizzly Bears", "p2");
    s = pass(play(s, "Ogre Gatecrasher"), 2);
    // The creature without defender is no legal target: the one with defender is the only choice.
    if (s.pending?.kind === "triggerTargets") {
      expect(() => act(s, { type: "chooseTargets", targets: [{ object: bears }] }, "p1")).toThrow(/legal/);
      s = act(s, { type: "chooseTargets", targets: [{ object: spawn }] }, "p1");
    }
    for (let i = 0; i < 6 && s.stack.length > 0; i++) s = pass(s);
    expect(names(s, s.players[1]!.graveyard)).toEqual(["Vertigo Spawn"]);
    expect(card(s, bears).zone).toBe("play");
  });
});

describe("clauses: \"Destroy target artifact and target enchantment\" (409.1c, 413.2a)", () => {
  it("409.1c: Stomp and Howl destroys both targets", () => {
    let s = game({ hand: ["Stomp and Howl"] }, { play: ["Grizzly Bears", "Bonesplitter", { card: "Pacifism", attachedTo: "Grizzly Bears" }] });
    const [axe, aura] = [inPlay(s, "Bonesplitter", "p2"), inPlay(s, "Pacifism", "p2")];
    s = pass(play(s, "Stomp and Howl", { targets: [{ object: axe }, { object: aura }] }), 2);
    expect(names(s, s.players[1]!.graveyard)).toEqual(["Bonesplitter", "Pacifism"]);
  });

  it("413.2a: with its artifact target gone, Stomp and Howl still destroys the enchantment", () => {
    let s = game({ hand: ["Stomp and Howl"] }, { play: ["Grizzly Bears", "Bonesplitter", { card: "Pacifism", attachedTo: "Grizzly Bears" }] });
    const [axe, aura] = [inPlay(s, "Bonesplitter", "p2"), inPlay(s, "Pacifism", "p2")];
    s = play(s, "Stomp and Howl", { targets: [{ object: axe }, { object: aura }] });
    // An artifact target is no enchantment: the first target may only be the artifact.
    expect(s.stack).toHaveLength(1);
    s = { ...s, objects: { ...s.objects, [axe]: { ...card(s, axe), zone: "removed" } }, play: s.play.filter((id) => id !== axe) };
    s = pass(s, 2);
    expect(names(s, s.players[1]!.graveyard)).toEqual(["Pacifism"]);
  });
});

describe("clauses: counterspells for a kind of spell (415.5)", () => {
  it("203.3: Spell Snare counters a spell with converted mana cost 2 — Blaze with X 1 on the stack — and can't target one with converted mana cost 1", () => {
    let s = game({ hand: ["Blaze", "Shock"] }, { hand: ["Spell Snare"] });
    s = play(s, "Blaze", { x: 1, targets: [{ player: "p2" }] });
    const blaze = s.stack[0]!;
    s = pass(s);
    s = pass(play(s, "Spell Snare", { targets: [{ object: blaze }] }, "p2"), 2);
    expect(names(s, s.players[0]!.graveyard)).toEqual(["Blaze"]);
    expect(s.players[1]!.life).toBe(20);

    let t = game({ hand: ["Shock"] }, { hand: ["Spell Snare"] });
    t = play(t, "Shock", { targets: [{ player: "p2" }] });
    const shock = t.stack[0]!;
    t = pass(t);
    expect(card(t, shock).card).toBe("Shock");
    // Shock (converted mana cost 1) is the only spell: Spell Snare has no legal target and can't be played.
    rejects(t, "p2", { type: "playSpell", card: t.players[1]!.hand[0]! }, "409.1c");
  });

  it("505.3: Error counters a multicolored spell (Lightning Helix) but can't target a monocolored one", () => {
    let s = game({ hand: ["Lightning Helix", "Shock"] }, { hand: ["Trial // Error"] });
    s = play(s, "Lightning Helix", { targets: [{ player: "p2" }] });
    const helix = s.stack[0]!;
    s = pass(s);
    s = pass(play(s, "Trial // Error", { half: "Error", targets: [{ object: helix }] }, "p2"), 2);
    expect(names(s, s.players[0]!.graveyard)).toEqual(["Lightning Helix"]);
    expect([s.players[0]!.life, s.players[1]!.life]).toEqual([20, 20]);
  });
});

describe("clauses: \"Target player discards his or her hand\" (glossary \"Discard\")", () => {
  it("Wit's End: the target player discards every card in hand; the other player keeps his or hers", () => {
    let s = game({ hand: ["Wit's End", "Island"] }, { hand: ["Plains", "Forest", "Shock"] });
    s = pass(play(s, "Wit's End", { targets: [{ player: "p2" }] }), 2);
    expect(s.players[1]!.hand).toHaveLength(0);
    expect(names(s, s.players[1]!.graveyard)).toEqual(["Forest", "Plains", "Shock"]);
    expect(names(s, s.players[0]!.hand)).toEqual(["Island"]);
  });
});

describe("clauses: Supply // Demand (409.1b X tokens; a multicolored card from a library)", () => {
  it("409.1b: Supply with X 3 puts three 1/1 green Saproling tokens into play", () => {
    let s = game({ hand: ["Supply // Demand"] });
    const before = s.play.length;
    s = pass(play(s, "Supply // Demand", { half: "Supply", x: 3 }), 2);
    const saprolings = s.play.filter((id) => card(s, id).token && card(s, id).controller === "p1");
    expect(saprolings).toHaveLength(3);
    expect(s.play.length).toBe(before + 3);
  });

  it("203.2: Demand finds only a multicolored card (two or more colors)", () => {
    let s = manualGame({
      players: [
        { library: ["Island", "Shock", "Lightning Helix", "Grizzly Bears"], play: lands, hand: ["Supply // Demand"] },
        { library, play: lands },
      ],
      turn: 3,
    });
    s = pass(play(s, "Supply // Demand", { half: "Demand" }), 2);
    expect(s.pending).toMatchObject({ kind: "search", player: "p1" });
    expect(() => act(s, { type: "search", cards: ["Shock"] }, "p1")).toThrow();
    s = act(s, { type: "search", cards: ["Lightning Helix"] }, "p1");
    expect(names(s, s.players[0]!.hand)).toEqual(["Lightning Helix"]);
  });
});

describe("clauses: \"Return all creatures blocking or blocked by target creature\" (309)", () => {
  it("309: Trial returns the creatures blocking the target attacker to their owner's hand; the attacker and the other combatants stay", () => {
    let s = game({ play: ["Hill Giant", "Grizzly Bears"] }, { play: ["Suntail Hawk", "Hill Giant", "Llanowar Elves"], hand: ["Trial // Error"] }, "declareAttackers");
    s = attack(s, "Hill Giant", "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Suntail Hawk", "Hill Giant"], ["Hill Giant", "Hill Giant"], ["Llanowar Elves", "Grizzly Bears"]);
    for (let i = 0; i < 4 && s.pending?.player !== "p2"; i++) s = pass(s);
    const giant = inPlay(s, "Hill Giant", "p1");
    s = pass(play(s, "Trial // Error", { half: "Trial", targets: [{ object: giant }] }, "p2"), 2);
    expect(names(s, s.players[1]!.hand)).toEqual(["Hill Giant", "Suntail Hawk"]);
    expect(card(s, giant).zone).toBe("play");
    expect(card(s, inPlay(s, "Llanowar Elves", "p2")).zone).toBe("play");
    expect(card(s, inPlay(s, "Grizzly Bears", "p1")).zone).toBe("play");
  });

  it("309: Trial targeting a blocker returns the attacker it blocks", () => {
    let s = game({ play: ["Hill Giant"] }, { play: ["Grizzly Bears"], hand: ["Trial // Error"] }, "declareAttackers");
    s = attack(s, "Hill Giant");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Grizzly Bears", "Hill Giant"]);
    for (let i = 0; i < 4 && s.pending?.player !== "p2"; i++) s = pass(s);
    s = pass(play(s, "Trial // Error", { half: "Trial", targets: [{ object: inPlay(s, "Grizzly Bears", "p2") }] }, "p2"), 2);
    expect(names(s, s.players[0]!.hand)).toEqual(["Hill Giant"]);
    expect(s.players[1]!.hand).toHaveLength(0);
  });
});

describe("clauses: \"Gain control of target creature ... as long as ~ remains in play\" (418.2; layer 2)", () => {
  it("418.2: Cytoplast Manipulator takes a creature with a +1/+1 counter on it, and keeps it past the end of the turn", () => {
    let s = game({ play: [{ card: "Cytoplast Manipulator", counters: { "+1/+1": 2 } }] }, { play: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] });
    const bears = inPlay(s, "Grizzly Bears", "p2");
    s = pass(activate(s, "Cytoplast Manipulator", [{ object: bears }]), 2);
    expect(controllerOf(s, card(s, bears))).toBe("p1");
    for (let i = 0; i < 200 && s.turn.number < 4; i++) s = s.pending?.kind === "discard" ? act(s, { type: "discard", cards: s.players.find((p) => p.id === s.pending!.player)!.hand.slice(0, (s.pending as { count: number }).count) }) : pass(s);
    expect(s.turn.number).toBe(4);
    expect(controllerOf(s, card(s, bears))).toBe("p1");
  });

  it("418.2: control returns as the Manipulator leaves play; if it left before the ability resolved, the ability does nothing", () => {
    let s = game({ play: [{ card: "Cytoplast Manipulator", counters: { "+1/+1": 2 } }], hand: ["Shock"] }, { play: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }] });
    const bears = inPlay(s, "Grizzly Bears", "p2");
    const manipulator = inPlay(s, "Cytoplast Manipulator", "p1");
    s = activate(s, "Cytoplast Manipulator", [{ object: bears }]);
    // In response, the 2/2 Manipulator is dealt 2 damage and is put into the graveyard.
    s = pass(play(s, "Shock", { targets: [{ object: manipulator }] }), 2);
    expect(s.objects[manipulator]).toBeUndefined();
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(controllerOf(s, card(s, bears))).toBe("p2");

    let t = game({ play: [{ card: "Cytoplast Manipulator", counters: { "+1/+1": 2 } }] }, { play: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }], hand: ["Shock"] });
    const b2 = inPlay(t, "Grizzly Bears", "p2");
    const m2 = inPlay(t, "Cytoplast Manipulator", "p1");
    t = pass(activate(t, "Cytoplast Manipulator", [{ object: b2 }]), 2);
    expect(controllerOf(t, card(t, b2))).toBe("p1");
    for (let i = 0; i < 4 && t.pending?.player !== "p2"; i++) t = pass(t);
    t = pass(play(t, "Shock", { targets: [{ object: m2 }] }, "p2"), 2);
    expect(t.objects[m2]).toBeUndefined();
    expect(controllerOf(t, card(t, b2))).toBe("p2");
  });
});
