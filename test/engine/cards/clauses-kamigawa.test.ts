import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";

// The clause families of the Kamigawa block (src/cards/compiler/), each shown with a real card
// compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Permanent = string | { card: string; counters?: Record<string, number>; attachedTo?: string };
const game = (p1: { hand?: string[]; play?: Permanent[]; library?: string[]; graveyard?: string[] }, p2: { hand?: string[]; play?: Permanent[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });
/** The targets listed to a player for the spell or ability being played. */
const targetChoices = (s: GameState, who: string) => legalDecision(s, who)!.options.filter((o) => o.type === "chooseTargets");

describe("clauses: an Aura whose type line is \"Enchant Creature\" (502.45, 212.4)", () => {
  it("502.45: Indomitable Will (type line \"Enchant Creature\") can target only a creature, and enchants it: +1/+2", () => {
    let s = game({ hand: ["Indomitable Will"], play: ["Grizzly Bears"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Indomitable Will") }, "p1");
    const targets = targetChoices(s, "p1").map((o) => JSON.stringify(o));
    // The two creatures in play, and nothing else (no land, no player).
    expect(targets).toHaveLength(2);
    expect(targets.every((t) => t.includes(inPlay(s, "Grizzly Bears")) || t.includes(inPlay(s, "Hill Giant")))).toBe(true);
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    s = pass(s, 2);
    const will = inPlay(s, "Indomitable Will");
    expect(card(s, will).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 4]);
  });
});

describe("clauses: divinity counters — \"~ comes into play with a divinity counter on it if you played it from your hand\", \"~ is indestructible as long as it has a divinity counter on it\"", () => {
  const resolveAll = (s: GameState) => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = pass(s);
    return s;
  };
  it("419.1c: Myojin of Infinite Rage played from the hand comes into play with a divinity counter, and Wrath of God doesn't destroy it while it has one", () => {
    let s = game({ hand: ["Myojin of Infinite Rage", "Wrath of God"], play: ["Mountain", "Mountain", "Mountain", "Plains", "Plains"] });
    s = resolveAll(cast(s, "p1", "Myojin of Infinite Rage"));
    const myojin = inPlay(s, "Myojin of Infinite Rage");
    expect(card(s, myojin).counters).toEqual({ divinity: 1 });
    s = resolveAll(cast(s, "p1", "Wrath of God"));
    // Indestructible (glossary): Wrath of God destroys Hill Giant, not the Myojin.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(inPlay(s, "Myojin of Infinite Rage")).toBe(myojin);
  });

  it("419.1c: its ability's cost removes the divinity counter, and it destroys every land, both players'", () => {
    let s = game({ hand: ["Myojin of Infinite Rage", "Wrath of God"], play: ["Mountain", "Mountain", "Mountain", "Plains", "Plains"] });
    s = resolveAll(cast(s, "p1", "Myojin of Infinite Rage"));
    const myojin = inPlay(s, "Myojin of Infinite Rage");
    // Wrath of God first (the Myojin survives it), then the Myojin's ability destroys every land.
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Wrath of God") }, "p1");
    s = resolveAll(payFully(s));
    s = resolveAll(act(s, { type: "playAbility", source: myojin, ability: 0 }, "p1"));
    expect(card(s, myojin).counters).toBeUndefined();
    expect(s.play.filter((id) => getCard(card(s, id).card).types.includes("land"))).toEqual([]);
    // Wrath of God, played before, left the Myojin in play (it had the counter then).
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Wrath of God", "Mountain"]));
    expect(inPlay(s, "Myojin of Infinite Rage")).toBe(myojin);
  });

  it("419.1c: put into play by Zombify (not played from the hand), the Myojin comes into play without a divinity counter and is destroyed by Wrath of God", () => {
    let s = game({ hand: ["Zombify", "Wrath of God"], graveyard: ["Myojin of Infinite Rage"], play: ["Plains", "Plains", "Plains", "Plains"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Zombify") }, "p1");
    const myojinCard = s.players[0]!.graveyard[0]!;
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: myojinCard }] }, "p1")));
    expect(card(s, inPlay(s, "Myojin of Infinite Rage")).counters).toBeUndefined();
    s = resolveAll(cast(s, "p1", "Wrath of God"));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Myojin of Infinite Rage");
  });
});

describe("clauses: \"~ comes into play with X [kind] counters on it\" (419.1c, 409.1b) and amounts counted on them", () => {
  const resolveAll = (s: GameState) => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = s.pending?.kind === "triggerTargets" ? act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1") : pass(s);
    return s;
  };
  const playWithX = (s: GameState, name: string, x: number) => payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", name) }, "p1"), { type: "chooseX", value: x }, "p1"));

  it("419.1c: Orochi Hatchery played with X = 2 comes into play with two charge counters; {5}, {T} puts a Snake token into play for each", () => {
    let s = resolveAll(playWithX(game({ hand: ["Orochi Hatchery"] }), "Orochi Hatchery", 2));
    const hatchery = inPlay(s, "Orochi Hatchery");
    expect(card(s, hatchery).counters).toEqual({ charge: 2 });
    s = resolveAll(payFully(act(s, { type: "playAbility", source: hatchery, ability: 0 }, "p1")));
    const snakes = s.play.filter((id) => card(s, id).token);
    expect(snakes).toHaveLength(2);
    expect(snakes.map((id) => pt(s, id))).toEqual([[1, 1], [1, 1]]);
  });

  it("419.1c: Maga, Traitor to Mortals played with X = 3 is 3/3 (three +1/+1 counters) and its trigger makes the target player lose 3 life", () => {
    let s = playWithX(game({ hand: ["Maga, Traitor to Mortals"] }), "Maga, Traitor to Mortals", 3);
    s = resolveAll(s);
    expect(pt(s, inPlay(s, "Maga, Traitor to Mortals"))).toEqual([3, 3]);
    expect(s.players[1]!.life).toBe(17);
  });

  it("418.5a: Lightning Serpent's X +1/+0 counters raise its power only (6c), X = 2 makes it 4/1", () => {
    let s = resolveAll(playWithX(game({ hand: ["Lightning Serpent"] }), "Lightning Serpent", 2));
    const serpent = inPlay(s, "Lightning Serpent");
    expect(card(s, serpent).counters).toEqual({ "+1/+0": 2 });
    expect(pt(s, serpent)).toEqual([4, 1]);
  });

  it("409.1b: put into play by Zombify, Maga comes into play with no counters (X is 0) and dies as a 0/0", () => {
    let s = game({ hand: ["Zombify"], graveyard: ["Maga, Traitor to Mortals"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Zombify") }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: s.players[0]!.graveyard[0]! }] }, "p1")));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Maga, Traitor to Mortals");
    expect(s.players[1]!.life).toBe(20);
  });
});

describe("clauses: \"Draw a card for each [permanent] you control / in play\" (413.2)", () => {
  it("413.2: Ribbons of the Reikai draws a card for each Spirit its controller controls as it resolves — not the opponent's Spirit", () => {
    let s = game({ hand: ["Ribbons of the Reikai"], play: ["Gnarled Mass", "Kami of Old Stone"] }, { play: ["River Kaijin"] });
    const before = s.players[0]!.hand.length;
    s = cast(s, "p1", "Ribbons of the Reikai");
    for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
    // The spell left the hand (-1), then two cards were drawn.
    expect(s.players[0]!.hand.length).toBe(before - 1 + 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ribbons of the Reikai"]);
  });
});

describe("clauses: hand-size conditions — \"As long as you have more cards in hand than each opponent\", \"you have seven or more cards in hand\"", () => {
  const islands = (n: number) => Array.from({ length: n }, () => "Island");
  const keywords = (s: GameState, name: string) => characteristics(s, card(s, inPlay(s, name))).keywords;

  it("418.5: Secretkeeper gets +2/+2 and has flying while its controller has more cards in hand than each opponent, and not on a tie", () => {
    const more = game({ hand: islands(2), play: ["Secretkeeper"] }, { hand: ["Island"] });
    expect(pt(more, inPlay(more, "Secretkeeper"))).toEqual([4, 4]);
    expect(keywords(more, "Secretkeeper")).toContain("flying");
    const tie = game({ hand: islands(2), play: ["Secretkeeper"] }, { hand: ["Island", "Island"] });
    expect(pt(tie, inPlay(tie, "Secretkeeper"))).toEqual([2, 2]);
    expect(keywords(tie, "Secretkeeper")).not.toContain("flying");
  });

  it("418.5: Deathmask Nezumi gets +2/+1 and has fear with seven cards in hand; playing a land (six left) ends the effect at once", () => {
    let s = game({ hand: islands(7), play: ["Deathmask Nezumi"] });
    expect(pt(s, inPlay(s, "Deathmask Nezumi"))).toEqual([4, 3]);
    expect(keywords(s, "Deathmask Nezumi")).toContain("fear");
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Island") }, "p1");
    expect(pt(s, inPlay(s, "Deathmask Nezumi"))).toEqual([2, 2]);
    expect(keywords(s, "Deathmask Nezumi")).not.toContain("fear");
  });

  it("403.1: Kitsune Bonesetter's \"Play this ability only if you have more cards in hand than each opponent\" is refused on a tie and allowed with more", () => {
    const tie = game({ hand: ["Island"], play: ["Kitsune Bonesetter", "Grizzly Bears"] }, { hand: ["Island"] });
    rejects(tie, "p1", { type: "playAbility", source: inPlay(tie, "Kitsune Bonesetter"), ability: 0 }, "403.1");
    let s = game({ hand: ["Island", "Island"], play: ["Kitsune Bonesetter", "Grizzly Bears"] }, { hand: ["Island"] });
    s = act(s, { type: "playAbility", source: inPlay(s, "Kitsune Bonesetter"), ability: 0 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Kitsune Bonesetter")).tapped).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it("404.3: Ivory Crane Netsuke's \"if you have seven or more cards in hand\" is an intervening if: 4 life with seven cards at upkeep, nothing with six", () => {
    const upkeep = (hand: number) => {
      let s = manualGame({ players: [{ library, hand: islands(hand), play: ["Ivory Crane Netsuke"] }, { library, play: ["Hill Giant"] }], turn: 3, step: "untap" });
      for (let i = 0; i < 8 && s.turn.step !== "draw"; i++) s = pass(s);
      return s;
    };
    expect(life(upkeep(7), "p1")).toBe(24);
    expect(life(upkeep(6), "p1")).toBe(20);
  });

  it("419.? (conditional effect): Scroll of Origins draws a card only if its controller has seven or more cards in hand as it resolves", () => {
    const use = (hand: number) => {
      let s = game({ hand: islands(hand), play: ["Scroll of Origins"] });
      s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Scroll of Origins"), ability: 0 }, "p1"));
      return pass(s, 2).players[0]!.hand.length;
    };
    expect(use(7)).toBe(8);
    expect(use(6)).toBe(6);
  });
});

describe("clauses: amounts counted from the cards in your hand — \"where X is the number of cards in your hand\", \"for each card in your hand\"", () => {
  const islands = (n: number) => Array.from({ length: n }, () => "Island");

  it("413.2, 418.5a: Inner Calm, Outer Strength counts the hand as it resolves (the spell itself has left it): three cards, Grizzly Bears gets +3/+3", () => {
    let s = game({ hand: ["Inner Calm, Outer Strength", ...islands(3)], play: ["Grizzly Bears"] });
    s = pass(cast(s, "p1", "Inner Calm, Outer Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
  });

  it("418.5a: Kagemaro is */* (two cards in hand: 2/2); sacrificed, all creatures get -2/-2 until end of turn: Grizzly Bears dies, Hill Giant is 1/1", () => {
    let s = game({ hand: islands(2), play: ["Kagemaro, First to Suffer", "Grizzly Bears"] });
    expect(pt(s, inPlay(s, "Kagemaro, First to Suffer"))).toEqual([2, 2]);
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Kagemaro, First to Suffer"), ability: 0 }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Kagemaro, First to Suffer", "Grizzly Bears"]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
  });

  it("418.5a (layer 6d): Kagemaro's Clutch gives -X/-X as long as it is in play, X the cards in its controller's hand now: one card, then none", () => {
    let s = game({ hand: ["Island"], play: ["Grizzly Bears", { card: "Kagemaro's Clutch", attachedTo: "Grizzly Bears" } as Permanent] });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Island") }, "p1");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("413.2: Presence of the Wise gains 2 life for each card in hand as it resolves: three cards, 6 life", () => {
    let s = game({ hand: ["Presence of the Wise", ...islands(3)] });
    s = pass(cast(s, "p1", "Presence of the Wise"), 2);
    expect(life(s, "p1")).toBe(26);
  });

  it("413.2, 216: Endless Swarm puts a 1/1 green Snake token into play for each card in hand as it resolves: two cards, two Snakes", () => {
    let s = game({ hand: ["Endless Swarm", ...islands(2)] });
    s = pass(cast(s, "p1", "Endless Swarm"), 2);
    const snakes = s.play.filter((id) => card(s, id).token);
    expect(snakes.map((id) => [characteristics(s, card(s, id)).subtypes, pt(s, id)])).toEqual([[["Snake"], [1, 1]], [["Snake"], [1, 1]]]);
  });

  it("414: Oppressive Will asks {1} for each card in its controller's hand as it resolves (two cards: {2}); declined, the spell is countered", () => {
    let s = game({ hand: ["Grizzly Bears", "Oppressive Will", ...islands(2)] });
    s = cast(s, "p1", "Grizzly Bears");
    const bears = s.stack[s.stack.length - 1]!;
    s = pass(cast(s, "p1", "Oppressive Will", [{ object: bears }]), 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", cost: "{2}" });
    s = act(s, { type: "decline" }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Grizzly Bears", "Oppressive Will"]));
  });

  it("508.2: Jushi Apprentice flips once its controller has nine cards in hand after the draw, and flipped (Tomoya the Revealer) makes a target player draw X cards, X the cards in its controller's hand", () => {
    const big = Array.from({ length: 30 }, () => "Island");
    const use = (hand: number) => {
      const s = game({ hand: islands(hand), library: big, play: ["Jushi Apprentice"] });
      return pass(payFully(act(s, { type: "playAbility", source: inPlay(s, "Jushi Apprentice"), ability: 0 }, "p1")), 2);
    };
    expect(card(use(7), inPlay(use(7), "Jushi Apprentice")).flipped).toBeUndefined();
    let s = use(8);
    const id = inPlay(s, "Jushi Apprentice");
    expect(characteristics(s, card(s, id)).name).toBe("Tomoya the Revealer");
    // The same permanent, untapped (as at its controller's next untap step).
    s = structuredClone(s);
    (s.objects[id] as { tapped: boolean }).tapped = false;
    s = act(s, { type: "playAbility", source: id, ability: 0 }, "p1");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p1")), 2);
    expect(s.players[0]!.hand.length).toBe(18);
  });
});

describe("clauses: \"Your maximum hand size is increased by one\", \"Each opponent's maximum hand size is reduced by two\" (217.3b)", () => {
  const islands = (n: number) => Array.from({ length: n }, () => "Island");
  /** From the end of turn step of p1's turn to its cleanup step: the discard owed there, if any. */
  const cleanup = (p1: string[], p2: string[], hand: number) => {
    let s = manualGame({ players: [{ library, hand: islands(hand), play: p1 }, { library, play: p2 }], turn: 3, step: "endOfTurn" });
    for (let i = 0; i < 6 && s.pending?.kind === "priority" && s.turn.active === "p1"; i++) s = pass(s);
    return s;
  };

  it("217.3b, 314.1: with Minamo Scrollkeeper its controller keeps eight cards in cleanup; a ninth card is discarded", () => {
    expect(cleanup(["Minamo Scrollkeeper"], [], 8).turn.active).toBe("p2");
    const s = cleanup(["Minamo Scrollkeeper"], [], 9);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 1, reason: "cleanup" });
    expect(legalDecision(s, "p1")!.prompt).toContain("maximum hand size of eight");
  });

  it("217.3b: Locust Miser reduces each opponent's maximum hand size by two (seven cards: two discarded) and not its controller's", () => {
    expect(cleanup([], ["Locust Miser"], 7).pending).toMatchObject({ kind: "discard", player: "p1", count: 2 });
    expect(cleanup(["Locust Miser"], [], 7).turn.active).toBe("p2");
  });
});

describe("clauses: \"Put the top card of your library into your graveyard, then draw cards equal to that card's converted mana cost\"", () => {
  it("203.3: Heed the Mists puts Hill Giant (converted mana cost 4) into the graveyard, then draws four cards; a land on top (0) draws none", () => {
    const heed = (top: string) => {
      let s = game({ hand: ["Heed the Mists"], library: [top, "Island", "Island", "Island", "Island", "Island"] });
      s = pass(cast(s, "p1", "Heed the Mists"), 2);
      return s;
    };
    const giant = heed("Hill Giant");
    expect(zoneNames(giant, "p1", "graveyard")).toEqual(expect.arrayContaining(["Hill Giant", "Heed the Mists"]));
    expect(giant.players[0]!.hand.length).toBe(4);
    expect(giant.players[0]!.library.length).toBe(1);
    const land = heed("Forest");
    expect(land.players[0]!.hand.length).toBe(0);
    expect(zoneNames(land, "p1", "graveyard")).toEqual(expect.arrayContaining(["Forest", "Heed the Mists"]));
  });
});

describe("clauses: keywords and P/T changes for a group until end of turn — \"Samurai you control gain double strike\", \"Attacking creatures gain first strike\", \"Blocking creatures get +7/+7\" (418.3b)", () => {
  const keywords = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords;
  /** p1 attacks p2 with the creatures named; the game moves on to p2's declaration of blockers. */
  const attackWith = (s: GameState, ...names: string[]) => {
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: names.map((n) => ({ attacker: inPlay(s, n, "p1"), defender: "p2" })) }, "p1");
    for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = pass(s);
    return s;
  };

  it("418.3b: Iizuka the Ruthless — sacrificing a Samurai, the Samurai its controller controls gain double strike; Grizzly Bears (no Samurai) and the opponent's creature don't", () => {
    let s = game({ play: ["Iizuka the Ruthless", "Konda's Hatamoto", "Mothrider Samurai", "Grizzly Bears"] });
    s = act(s, { type: "playAbility", source: inPlay(s, "Iizuka the Ruthless"), ability: 0, costs: { sacrifice: inPlay(s, "Mothrider Samurai") } }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mothrider Samurai"]);
    expect(keywords(s, inPlay(s, "Iizuka the Ruthless"))).toContain("doubleStrike");
    expect(keywords(s, inPlay(s, "Konda's Hatamoto"))).toContain("doubleStrike");
    expect(keywords(s, inPlay(s, "Grizzly Bears"))).not.toContain("doubleStrike");
    expect(keywords(s, inPlay(s, "Hill Giant"))).not.toContain("doubleStrike");
  });

  it("418.3b: Call to Glory untaps its controller's creatures and its Samurai get +1/+1; Grizzly Bears, no Samurai, stays 2/2", () => {
    let s = game({ hand: ["Call to Glory"], play: [{ card: "Konda's Hatamoto" }, "Grizzly Bears"] });
    s = structuredClone(s);
    for (const n of ["Konda's Hatamoto", "Grizzly Bears"]) (s.objects[inPlay(s, n)] as { tapped: boolean }).tapped = true;
    s = pass(cast(s, "p1", "Call to Glory"), 2);
    expect(card(s, inPlay(s, "Konda's Hatamoto")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(false);
    expect(pt(s, inPlay(s, "Konda's Hatamoto"))).toEqual([2, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("418.3b: Dance of Shadows gives its controller's creatures +1/+0 and fear; a creature that comes into play afterwards gets neither (the set was fixed as it resolved)", () => {
    let s = game({ hand: ["Dance of Shadows", "Suntail Hawk"], play: ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains", "Plains"] });
    s = pass(cast(s, "p1", "Dance of Shadows"), 2);
    s = pass(cast(s, "p1", "Suntail Hawk"), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 2]);
    expect(keywords(s, inPlay(s, "Grizzly Bears"))).toContain("fear");
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([1, 1]);
    expect(keywords(s, inPlay(s, "Suntail Hawk"))).not.toContain("fear");
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("418.3b: Akki Coalflinger gives the attacking creatures first strike: the attacking Grizzly Bears has it, the blocking Hill Giant and the non-attacking Suntail Hawk gains nothing", () => {
    let s = game({ play: ["Akki Coalflinger", "Grizzly Bears", "Suntail Hawk"] });
    s = attackWith(s, "Grizzly Bears");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Akki Coalflinger"), ability: 0 }, s.pending!.player));
    s = pass(s, 2);
    expect(keywords(s, inPlay(s, "Grizzly Bears"))).toContain("firstStrike");
    expect(keywords(s, inPlay(s, "Hill Giant"))).not.toContain("firstStrike");
    expect(keywords(s, inPlay(s, "Suntail Hawk"))).not.toContain("firstStrike");
  });

  it("418.3b: Hold the Line gives each blocking creature +7/+7 (the opponent's blocking Hill Giant too): it survives and kills the attacking Grizzly Bears, which gets nothing", () => {
    let s = game({ hand: ["Hold the Line"], play: ["Grizzly Bears"] });
    s = attackWith(s, "Grizzly Bears");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = pass(cast(s, s.pending!.player!, "Hold the Line"), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([10, 10]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    for (let i = 0; i < 10 && s.players[0]!.graveyard.length < 2; i++) s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Grizzly Bears", "Hold the Line"]));
    expect(inPlay(s, "Hill Giant")).toBeDefined();
  });

  it("418.3b: Nagao, Bound by Honor attacking gives the Samurai its controller controls +1/+1 until end of turn, the attacking Grizzly Bears nothing", () => {
    let s = game({ play: ["Nagao, Bound by Honor", "Konda's Hatamoto", "Grizzly Bears"] });
    s = attackWith(s, "Nagao, Bound by Honor", "Grizzly Bears");
    for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
    expect(pt(s, inPlay(s, "Nagao, Bound by Honor"))).toEqual([4, 4]);
    // Konda's Hatamoto is 2/4 with a legendary Samurai (Nagao) under its controller's control, then +1/+1.
    expect(pt(s, inPlay(s, "Konda's Hatamoto"))).toEqual([3, 5]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });
});

describe("clauses: amounts counted over the permanents in play — \"for each Shrine you control\", \"for each land you control\" (413.2)", () => {
  /** p1's upkeep of turn 3 with the permanents named, every trigger resolved (a target: p2, or the first listed), until the draw step. */
  const upkeep = (p1: string[], p2hand: string[] = [], p2play: string[] = []) => {
    let s = manualGame({ players: [{ library, hand: [], play: p1 }, { library, play: ["Hill Giant", ...p2play], hand: p2hand }], turn: 3, step: "untap" });
    for (let i = 0; i < 40 && s.turn.step !== "draw"; i++) {
      if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
      else if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, s.pending.player);
      else if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: s.players[1]!.hand.slice(0, s.pending.count) }, s.pending.player);
      else s = pass(s);
    }
    return s;
  };

  it("413.2: Honden of Seeing Winds and Honden of Cleansing Fire: two Shrines, so two cards drawn and 4 life gained at upkeep (the opponent's Shrine doesn't count)", () => {
    const s = upkeep(["Honden of Seeing Winds", "Honden of Cleansing Fire"], [], ["Honden of Life's Web"]);
    // Two cards from Honden of Seeing Winds, and the draw step's card.
    expect(s.players[0]!.hand.length).toBe(3);
    expect(life(s, "p1")).toBe(24);
  });

  it("413.2: Honden of Cleansing Fire alone counts itself: 2 life", () => {
    expect(life(upkeep(["Honden of Cleansing Fire"]), "p1")).toBe(22);
  });

  it("413.2, 216: Honden of Life's Web and Honden of Night's Reach: two Spirit tokens, and the target opponent discards two of three cards", () => {
    const s = upkeep(["Honden of Life's Web", "Honden of Night's Reach"], ["Island", "Island", "Island"]);
    const tokens = s.play.filter((id) => card(s, id).token);
    expect(tokens.map((id) => [characteristics(s, card(s, id)).subtypes, pt(s, id)])).toEqual([[["Spirit"], [1, 1]], [["Spirit"], [1, 1]]]);
    expect(s.players[1]!.hand.length).toBe(1);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island", "Island"]);
  });

  it("413.2: Honden of Infinite Rage with another Shrine deals 2 damage to the target player", () => {
    const s = upkeep(["Honden of Infinite Rage", "Honden of Seeing Winds"]);
    expect(life(s, "p2")).toBe(18);
  });

  it("413.2: Joyous Respite gains 1 life for each land its controller controls as it resolves (fifteen), not the opponent's", () => {
    let s = game({ hand: ["Joyous Respite"] }, { play: ["Forest", "Forest"] });
    s = pass(cast(s, "p1", "Joyous Respite"), 2);
    expect(life(s, "p1")).toBe(35);
  });
});

describe("clauses: \"for each Zubera put into a graveyard from play this turn\" (413.2, 410.10d)", () => {
  /** p1 plays Wrath of God with the permanents named in play; every trigger resolved (targets: p2; p2 discards the first cards of its hand). */
  const wrath = (p1: string[], p2hand: string[] = [], prepare: (s: GameState) => GameState = (s) => s) => {
    let s = prepare(game({ hand: ["Wrath of God"], play: p1 }, { hand: p2hand }));
    s = cast(s, "p1", "Wrath of God");
    for (let i = 0; i < 40 && (s.stack.length > 0 || s.pending?.kind !== "priority"); i++) {
      if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
      else if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, s.pending.player);
      else if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: s.players[1]!.hand.slice(0, s.pending.count) }, s.pending.player);
      else s = pass(s);
    }
    return s;
  };

  it("413.2: Wrath of God destroys Silent-Chant Zubera, Floating-Dream Zubera and Grizzly Bears: two Zubera, so 4 life and two cards (the Bears isn't a Zubera)", () => {
    const s = wrath(["Silent-Chant Zubera", "Floating-Dream Zubera", "Grizzly Bears"]);
    expect(life(s, "p1")).toBe(24);
    expect(s.players[0]!.hand.length).toBe(2);
  });

  it("413.2: three Zubera destroyed together: Ember-Fist Zubera deals 3 damage to p2, Ashen-Skin Zubera makes p2 discard three cards, Dripping-Tongue Zubera puts three Spirits into play", () => {
    const s = wrath(["Ember-Fist Zubera", "Ashen-Skin Zubera", "Dripping-Tongue Zubera"], ["Island", "Island", "Island", "Island"]);
    expect(life(s, "p2")).toBe(17);
    expect(s.players[1]!.hand.length).toBe(1);
    const tokens = s.play.filter((id) => card(s, id).token);
    expect(tokens.map((id) => characteristics(s, card(s, id)).subtypes)).toEqual([["Spirit"], ["Spirit"], ["Spirit"]]);
  });

  it("413.2: a Zubera put into a graveyard on an earlier turn doesn't count: Silent-Chant Zubera alone gains 2 life", () => {
    const earlier = (s: GameState) => ({ ...s, toGraveyardFromPlay: [{ turn: s.turn.number - 1, types: ["creature"], subtypes: ["Zubera"] }] });
    expect(life(wrath(["Silent-Chant Zubera"], [], earlier), "p1")).toBe(22);
    // The same record made this turn counts: 4 life.
    const now = (s: GameState) => ({ ...s, toGraveyardFromPlay: [{ turn: s.turn.number, types: ["creature"], subtypes: ["Zubera"] }] });
    expect(life(wrath(["Silent-Chant Zubera"], [], now), "p1")).toBe(24);
  });
});

describe("clauses: \"Black creatures can't block.\" — a restriction on every permanent a static ability affects (418.5a, 309.2)", () => {
  it("309.2: with Razorjaw Oni in play, p2's black Scathe Zombies can't block the attacking Grizzly Bears; its red Hill Giant can", () => {
    let s = game({ play: ["Razorjaw Oni", "Grizzly Bears"] }, { play: ["Scathe Zombies"] });
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "p1");
    for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = pass(s);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Scathe Zombies"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
    const after = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    expect(after.combat?.blocks).toHaveLength(1);
  });
});

describe("clauses: \"Discard your hand\", \"Each opponent discards his or her hand\" (glossary \"Discard\", 601.2)", () => {
  it("glossary Discard: One with Nothing discards its controller's whole hand and not the opponent's", () => {
    let s = game({ hand: ["One with Nothing", "Island", "Swamp"] }, { hand: ["Forest"] });
    s = pass(cast(s, "p1", "One with Nothing"), 2);
    expect(s.players[0]!.hand).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["One with Nothing", "Island", "Swamp"]));
    expect(zoneNames(s, "p2", "hand")).toEqual(["Forest"]);
  });

  it("glossary Discard: Myojin of Night's Reach, its divinity counter removed, makes each opponent discard his or her hand; its controller keeps his", () => {
    let s = game({ hand: ["Island"], play: [{ card: "Myojin of Night's Reach", counters: { divinity: 1 } }] }, { hand: ["Forest", "Mountain"] });
    s = pass(act(s, { type: "playAbility", source: inPlay(s, "Myojin of Night's Reach"), ability: 0 }, "p1"), 2);
    expect(s.players[1]!.hand).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest", "Mountain"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });
});

describe("clauses: the subtype Arcane — \"Counter target Spirit or Arcane spell\", \"Return target Arcane card from your graveyard to your hand\" (205.3d, 213.2)", () => {
  it("205.3d, 213.2: Hisoka's Defiance may target p1's Arcane spell Blessed Breath on the stack and counters it; Shock (an instant, not Arcane) is no legal target", () => {
    let s = game({ hand: ["Blessed Breath", "Shock", "Hisoka's Defiance"], play: ["Grizzly Bears"] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    const shock = s.stack[s.stack.length - 1]!;
    s = cast(s, "p1", "Blessed Breath", [{ object: inPlay(s, "Grizzly Bears") }]);
    const breath = s.stack[s.stack.length - 1]!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hisoka's Defiance") }, "p1");
    const listed = JSON.stringify(targetChoices(s, "p1"));
    expect(listed).toContain(breath);
    expect(listed).not.toContain(shock);
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: breath }] }, "p1"));
    s = pass(s, 2);
    expect(s.stack).not.toContain(breath);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Blessed Breath", "Hisoka's Defiance"]));
  });

  it("205.3d: Hana Kami returns the Arcane card Blessed Breath from its controller's graveyard to the hand; Shock there is no legal target", () => {
    let s = game({ play: ["Hana Kami"], graveyard: ["Shock", "Blessed Breath"] });
    const [shock, breath] = s.players[0]!.graveyard as [string, string];
    s = act(s, { type: "playAbility", source: inPlay(s, "Hana Kami"), ability: 0 }, "p1");
    const listed = JSON.stringify(targetChoices(s, "p1"));
    expect(listed).toContain(breath);
    expect(listed).not.toContain(shock);
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: breath }] }, "p1")), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Blessed Breath"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Shock", "Hana Kami"]));
  });
});

describe("clauses: \"Target creature attacks this turn if able\" (308.2, 418.3a)", () => {
  it("308.2: after Into the Fray on Grizzly Bears, declaring no attackers is refused; the Bears attacks; next turn the requirement is gone", () => {
    let s = game({ hand: ["Into the Fray"], play: ["Grizzly Bears", "Scathe Zombies"] });
    s = pass(cast(s, "p1", "Into the Fray", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    rejects(s, "p1", { type: "declareAttackers", attackers: [] }, "308.2");
    // Scathe Zombies has no requirement: the Bears alone is enough.
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "p1");
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([inPlay(s, "Grizzly Bears")]);
    const bears = inPlay(s, "Grizzly Bears");
    for (let i = 0; i < 300 && s.turn.number < 4; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(characteristics(s, card(s, bears)).restrictions).not.toContain("attacksEachTurnIfAble");
  });
});

describe("clauses: \"Target creature with power 2 or less is unblockable this turn\", \"Target Ninja is unblockable this turn\" (309.2)", () => {
  it("309.2: Soratami Mirror-Guard may target Grizzly Bears (power 2), not Hill Giant (power 3); the Bears attacks and Hill Giant can't block it", () => {
    let s = game({ play: ["Soratami Mirror-Guard", "Grizzly Bears"] }, { play: ["Scathe Zombies"] });
    s = act(s, { type: "playAbility", source: inPlay(s, "Soratami Mirror-Guard"), ability: 0, costs: { returnToHand: [inPlay(s, "Forest")] } }, "p1");
    const listed = JSON.stringify(targetChoices(s, "p1"));
    expect(listed).toContain(inPlay(s, "Grizzly Bears"));
    expect(listed).not.toContain(inPlay(s, "Hill Giant"));
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1")), 2);
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "p1");
    // No creature may block the Bears: p2 is never asked to declare blockers, and takes 2 damage.
    let asked = false;
    for (let i = 0; i < 20 && s.turn.step !== "endOfTurn"; i++) {
      if (s.pending?.kind === "blockers") {
        asked = true;
        s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
      } else s = pass(s);
    }
    expect(asked).toBe(false);
    expect(life(s, "p2")).toBe(18);
  });
});

describe("clauses: \"Enchanted creature gets +2/+2 and attacks each turn if able.\" (308.2, 418.5a)", () => {
  it("308.2: Grizzly Bears enchanted by Uncontrollable Anger is 4/4 and must attack: declaring no attackers is refused", () => {
    let s = game({ play: ["Grizzly Bears", { card: "Uncontrollable Anger", attachedTo: "Grizzly Bears" }] });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    rejects(s, "p1", { type: "declareAttackers", attackers: [] }, "308.2");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "p1");
    expect(s.combat?.attackers).toHaveLength(1);
  });
});
