import { describe, expect, it } from "vitest";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";

// The clause families of the Ravnica block and the Onslaught block (helper "ravnica"), each
// shown with a real card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Mountain", "Mountain", "Swamp", "Forest"];
type Side = { play?: (string | { card: string; tapped?: boolean })[]; hand?: string[]; graveyard?: string[] };
/** p1's precombat main phase, turn 3, both players with lands of every color. */
const game = (p1: Side, p2: Side = {}) =>
  manualGame({
    players: [
      { library, play: [...lands, ...(p1.play ?? [])], hand: p1.hand ?? [], graveyard: p1.graveyard ?? [] },
      { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [], graveyard: p2.graveyard ?? [] },
    ],
    turn: 3,
  });

/** p1's precombat main phase with exactly these lands, so the mana paid is known. */
const paying = (lands1: string[], p1: Side, p2: Side = {}) =>
  manualGame({
    players: [
      { library, play: [...lands1, ...(p1.play ?? [])], hand: p1.hand ?? [] },
      { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [] },
    ],
    turn: 3,
  });

/** Passes until a "may" is asked (or gives up). */
function toMay(s: GameState): GameState {
  for (let i = 0; i < 6 && s.pending?.kind !== "may"; i++) s = pass(s);
  return s;
}

describe("clauses: triggered abilities that return their card from the graveyard (402.8g)", () => {
  it("402.8g: \"Whenever you play a multicolored spell, you may return ~ from your graveyard to your hand\" — Aurora Eidolon returns when its owner plays Lightning Helix", () => {
    let s = game({ graveyard: ["Aurora Eidolon"], hand: ["Lightning Helix"] });
    s = cast(s, "p1", "Lightning Helix", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2); // the trigger above the spell
    s = toMay(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Aurora Eidolon"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("402.8g: the ability functions only in the graveyard — Aurora Eidolon in play doesn't trigger, nor does an opponent's multicolored spell", () => {
    let s = game({ play: ["Aurora Eidolon"], hand: ["Lightning Helix"] }, { graveyard: ["Aurora Eidolon"] });
    s = cast(s, "p1", "Lightning Helix", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(inPlay(s, "Aurora Eidolon")).toBeDefined();
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Aurora Eidolon"]);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
  });

  it("402.8g: declining the \"may\" leaves Sandstorm Eidolon in its owner's graveyard", () => {
    let s = game({ graveyard: ["Sandstorm Eidolon"], hand: ["Lightning Helix"] });
    s = cast(s, "p1", "Lightning Helix", [{ player: "p2" }]);
    s = toMay(s);
    s = act(s, { type: "may", accept: false }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toContain("Sandstorm Eidolon");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });
});

describe("clauses: \"you may untap it and remove it from combat\" (306.2)", () => {
  it("306.2: \"Whenever ~ becomes blocked, you may untap it and remove it from combat\" — Gustcloak Runner leaves combat untapped: it deals and is dealt no combat damage", () => {
    let s = combatGame({ play: ["Gustcloak Runner"] }, { play: ["Hill Giant"] });
    s = attack(s, "Gustcloak Runner");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Hill Giant", "Gustcloak Runner"]);
    s = toMay(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    const runner = inPlay(s, "Gustcloak Runner");
    expect(card(s, runner).tapped).toBe(false);
    expect(s.combat?.attackers.some((a) => a.attacker === runner)).toBe(false);
    s = passTo(s, "endOfCombat");
    expect(inPlay(s, "Gustcloak Runner")).toBe(runner); // a 1/1 blocked by a 3/3 survives
    expect(card(s, inPlay(s, "Hill Giant")).damage ?? 0).toBe(0);
    expect(life(s, "p2")).toBe(20);
  });

  it("306.2: declining the \"may\" — Gustcloak Sentinel stays blocked and tapped, and deals and is dealt combat damage", () => {
    let s = combatGame({ play: ["Gustcloak Sentinel"] }, { play: ["Grizzly Bears"] });
    s = attack(s, "Gustcloak Sentinel");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Grizzly Bears", "Gustcloak Sentinel"]);
    s = toMay(s);
    s = act(s, { type: "may", accept: false }, "p1");
    expect(card(s, inPlay(s, "Gustcloak Sentinel")).tapped).toBe(true);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]); // a 3/3 kills the 2/2 blocker
  });
});

/** Passes (attacking and blocking with nothing) until it is turn `n`'s main phase with an empty stack. */
function toTurn(s: GameState, n: number): GameState {
  for (let i = 0; i < 300 && !(s.turn.number === n && s.turn.step === "main" && s.stack.length === 0); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  return s;
}

describe("clauses: gain control (418.5 layer 2)", () => {
  it("418.5: \"Untap target nonlegendary creature and gain control of it until end of turn. That creature gains haste until end of turn.\" — Blind with Anger takes a tapped Grizzly Bears, which attacks its old controller; it goes back at end of turn", () => {
    let s = game({ hand: ["Blind with Anger"] }, { play: [{ card: "Grizzly Bears", tapped: true }] });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Blind with Anger", [{ object: bears }]);
    s = pass(s, 2);
    expect(controllerOf(s, card(s, bears))).toBe("p1");
    expect(card(s, bears).tapped).toBe(false);
    s = pass(s, 2); // to combat: the bears has haste, so it may attack
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: bears, defender: "p2" }] }, "p1");
    for (let i = 0; i < 20 && s.turn.step !== "endOfCombat"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(life(s, "p2")).toBe(18);
    s = toTurn(s, 4);
    expect(controllerOf(s, card(s, bears))).toBe("p2");
  });

  it("418.5: \"nonlegendary\" — Blind with Anger can't target a legendary creature (Isamaru, Hound of Konda)", () => {
    const alone = game({ hand: ["Blind with Anger"] }, { play: ["Isamaru, Hound of Konda"] });
    rejects(alone, "p1", { type: "playSpell", card: alone.players[0]!.hand[0]! }, "409.1c"); // no legal target at all
    const s = game({ hand: ["Blind with Anger"] }, { play: ["Isamaru, Hound of Konda", "Grizzly Bears"] });
    const played = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    rejects(played, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Isamaru, Hound of Konda") }] }, "409.1c");
  });

  it("418.5: \"{3}: Gain control of target Sliver.\" doesn't end at end of turn — Sliver Overlord keeps the opponent's Sliver", () => {
    let s = game({ play: ["Sliver Overlord"] }, { play: ["Plated Sliver"] });
    const sliver = inPlay(s, "Plated Sliver");
    const overlord = inPlay(s, "Sliver Overlord");
    s = act(s, { type: "playAbility", source: overlord, ability: 1 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: sliver }] }, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(controllerOf(s, card(s, sliver))).toBe("p1");
    s = toTurn(s, 4);
    expect(controllerOf(s, card(s, sliver))).toBe("p1");
  });
});

describe("clauses: \"Name a card\" (413)", () => {
  /** p1 plays Brain Pry at p2, whose hand holds Shock and Grizzly Bears, and passes until the name is asked. */
  const pry = () => {
    let s = game({ hand: ["Brain Pry"] }, { hand: ["Shock", "Grizzly Bears"] });
    s = cast(s, "p1", "Brain Pry", [{ player: "p2" }]);
    for (let i = 0; i < 4 && s.pending?.kind !== "choose"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "cardName", nonland: true });
    return s;
  };

  it("413: \"Name a nonland card. Target player reveals his or her hand. That player discards a card with that name.\" — Brain Pry naming Shock makes the opponent discard it", () => {
    let s = pry();
    s = act(s, { type: "choose", choice: "Shock" }, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });

  it("413: \"If he or she can't, you draw a card.\" — Brain Pry naming Lightning Helix, not in that hand, draws its controller a card", () => {
    let s = pry();
    s = act(s, { type: "choose", choice: "Lightning Helix" }, "p1");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock", "Grizzly Bears"]);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(1);
  });

  it("413: the options are the names the chooser can see, never none: Brain Pry itself on the stack, with nothing in play or in graveyards (found by the pool fuzz)", () => {
    const s = pry();
    const names = legalDecision(s, "p1")!.options.map((o) => (o.type === "choose" ? o.choice : ""));
    expect(names).toContain("Brain Pry");
    expect(names).not.toContain("Shock"); // in the opponent's hand, which the chooser can't see
  });

  it("413: \"nonland\" — naming Island (a land), or a name that is no card, is refused and changes nothing", () => {
    const s = pry();
    rejects(s, "p1", { type: "choose", choice: "Island" }, "413");
    rejects(s, "p1", { type: "choose", choice: "Not A Card" }, "413");
  });
});

describe("clauses: exchange of control (418.5 layer 2)", () => {
  const ownedBy = (s: GameState, name: string, who: string) => s.play.find((id) => card(s, id).card === name && card(s, id).owner === who)!;
  it("418.5: \"When ~ comes into play, exchange control of target land you control and target land an opponent controls\" — Vedalken Plotter trades its controller's Forest for the opponent's Swamp, for good", () => {
    let s = game({ hand: ["Vedalken Plotter"] });
    s = cast(s, "p1", "Vedalken Plotter");
    for (let i = 0; i < 4 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    const forest = ownedBy(s, "Forest", "p1");
    const swamp = ownedBy(s, "Swamp", "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: forest }, { object: swamp }] }, "p1");
    s = pass(s, 2);
    expect(controllerOf(s, card(s, forest))).toBe("p2");
    expect(controllerOf(s, card(s, swamp))).toBe("p1");
    s = toTurn(s, 4);
    expect(controllerOf(s, card(s, forest))).toBe("p2");
  });

  it("418.5: the whole exchange or none — with the opponent's Swamp gone before it resolves, the Forest stays with its controller", () => {
    let s = game({ hand: ["Vedalken Plotter"] }, { hand: ["Boomerang"] });
    s = cast(s, "p1", "Vedalken Plotter");
    for (let i = 0; i < 4 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    const forest = ownedBy(s, "Forest", "p1");
    const swamp = ownedBy(s, "Swamp", "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: forest }, { object: swamp }] }, "p1");
    expect(s.players[1]!.hand).toHaveLength(1);
    s = pass(s); // p2 gets priority with the trigger on the stack
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: swamp }] }, "p2");
    s = payFully(s);
    s = pass(s, 2); // Boomerang resolves: the Swamp returns to its owner's hand
    s = pass(s, 2); // the trigger resolves: one target is gone
    expect(controllerOf(s, card(s, forest))).toBe("p1");
  });
});

describe("clauses: \"with converted mana cost N or less\" after a noun (203.3)", () => {
  it("203.3: \"Destroy target creature with converted mana cost 3 or less. It can't be regenerated.\" — Smother destroys Grizzly Bears (2) and can't target Hill Giant (4)", () => {
    let s = game({ hand: ["Smother"] }, { play: ["Grizzly Bears", "Hill Giant"] });
    const played = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    rejects(played, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = cast(s, "p1", "Smother", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});

describe("clauses: \"if {G} was spent to play ~\" and \"unless {U} was spent to play it\" (409.1h)", () => {
  const tokens = (s: GameState) => s.play.filter((id) => card(s, id).token).map((id) => card(s, id).card);

  it("409.1h: Seed Spark paid with {G} destroys the artifact and puts two Saprolings into play; paid without {G}, only the artifact is destroyed", () => {
    let s = paying(["Plains", "Plains", "Plains", "Forest"], { hand: ["Seed Spark"] }, { play: ["Ornithopter"] });
    s = pass(cast(s, "p1", "Seed Spark", [{ object: inPlay(s, "Ornithopter") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Ornithopter"]);
    expect(tokens(s)).toEqual(["Saproling", "Saproling"]);

    let t = paying(["Plains", "Plains", "Plains", "Plains"], { hand: ["Seed Spark"] }, { play: ["Ornithopter"] });
    t = pass(cast(t, "p1", "Seed Spark", [{ object: inPlay(t, "Ornithopter") }]), 2);
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Ornithopter"]);
    expect(tokens(t)).toEqual([]);
  });

  it("404.3, 409.1h: \"When ~ comes into play, if {B} was spent to play ~, target player discards a card\" — Shrieking Grotesque paid with {B} makes the opponent discard; paid with {W} only, it doesn't trigger at all", () => {
    let s = paying(["Plains", "Swamp", "Plains"], { hand: ["Shrieking Grotesque"] }, { hand: ["Shock"] });
    s = pass(cast(s, "p1", "Shrieking Grotesque"), 2);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);

    let t = paying(["Plains", "Plains", "Plains"], { hand: ["Shrieking Grotesque"] }, { hand: ["Shock"] });
    t = pass(cast(t, "p1", "Shrieking Grotesque"), 2);
    // 404.3: the condition is false as the event happens: the ability doesn't trigger (no target is asked for).
    expect(t.pending?.kind).toBe("priority");
    expect(t.stack).toEqual([]);
    expect(zoneNames(t, "p2", "hand")).toEqual(["Shock"]);
    expect(inPlay(t, "Shrieking Grotesque")).toBeTruthy();
  });

  it("404.3, 413.2: the intervening \"if\" is checked again as it resolves, from the permanent as it last existed — Steamcore Weird returned to its owner's hand in response still deals 2 damage", () => {
    let s = paying(["Island", "Mountain", "Island", "Island"], { hand: ["Steamcore Weird"] }, { hand: ["Boomerang"] });
    s = pass(cast(s, "p1", "Steamcore Weird"), 2);
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s); // p2 gets priority with the trigger on the stack
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Steamcore Weird") }] }, "p2"));
    s = pass(s, 2); // Boomerang resolves
    expect(zoneNames(s, "p1", "hand")).toEqual(["Steamcore Weird"]);
    s = pass(s, 2); // the trigger resolves
    expect(life(s, "p2")).toBe(18);
  });

  it("409.1h: \"When ~ comes into play, sacrifice it unless {U} was spent to play it\" — Azorius Herald paid with {U} stays; paid with {W} only it is sacrificed (its other trigger still gains 4 life)", () => {
    /** Plays the Herald and lets everything resolve, its two triggers in the order listed. */
    const herald = (lands1: string[]) => {
      let s = cast(paying(lands1, { hand: ["Azorius Herald"] }), "p1", "Azorius Herald");
      for (let i = 0; i < 12 && (s.stack.length > 0 || s.pending?.kind !== "priority"); i++)
        s = s.pending?.kind === "orderTriggers" ? act(s, legalDecision(s, "p1")!.options[0]!, "p1") : pass(s);
      return s;
    };
    const s = herald(["Plains", "Island", "Plains"]);
    expect(inPlay(s, "Azorius Herald")).toBeTruthy();
    expect(life(s, "p1")).toBe(24);
    const t = herald(["Plains", "Plains", "Plains"]);
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Azorius Herald"]);
    expect(life(t, "p1")).toBe(24);
  });
});

describe("clauses: \"can't be the target of spells or abilities\" given to other permanents (409.1c, 413.2a)", () => {
  /** p2 tries to play Shock at the object: the choice of target is refused under 409.1c. */
  const shockRefused = (s: GameState, object: string) => {
    const playing = act(s, { type: "playSpell", card: inHandOf(s, "p2", "Shock") }, "p2");
    rejects(playing, "p2", { type: "chooseTargets", targets: [{ object }] }, "409.1c");
  };
  const inHandOf = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.hand.find((id) => card(s, id).card === name)!;
  it("409.1c: \"Target creature can't be the target of spells or abilities this turn\" — after Mage's Guile, Shock can't target Grizzly Bears; the next turn it can", () => {
    let s = game({ hand: ["Mage's Guile"], play: ["Grizzly Bears"] }, { hand: ["Shock"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Mage's Guile", [{ object: bears }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mage's Guile"]);
    // p1 holds priority after resolution; p1 passes, p2 gets priority with an empty stack.
    s = pass(s);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    shockRefused(s, bears);
    // 418.? (until end of turn): on the next turn the restriction is gone.
    for (let i = 0; i < 60 && !(s.turn.number === 4 && s.turn.phase === "precombatMain" && s.pending?.kind === "priority"); i++)
      s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mage's Guile", "Grizzly Bears"]);
  });

  it("409.1c: \"Equipped creature has haste and can't be the target of spells or abilities\" — Lightning Greaves: Shock can't target the equipped creature, which attacks the turn it came", () => {
    let s = game({ hand: ["Grizzly Bears"], play: ["Lightning Greaves"] }, { hand: ["Shock"] });
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inPlay(s, "Lightning Greaves"), ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: bears }] }, "p1");
    s = pass(payFully(s), 2);
    expect(card(s, inPlay(s, "Lightning Greaves")).attachedTo).toBe(bears);
    s = pass(s);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    shockRefused(s, bears);
    // Haste: it can attack this turn (502.5).
    s = attack(passTo(s, "declareAttackers"), "Grizzly Bears");
    expect(card(s, bears).tapped).toBe(true);
  });

  it("409.1c: \"Artifacts you control can't be the targets of spells or abilities your opponents control\" — Leonin Abunas: the opponent's Shatter can't target its controller's Ornithopter, its controller's own spell can", () => {
    let s = game({ play: ["Leonin Abunas", "Ornithopter"], hand: ["Shatter"] }, { hand: ["Shatter"] });
    const bird = inPlay(s, "Ornithopter");
    s = pass(s);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    // Its only artifact can't be its target: the opponent's Shatter has no legal target and can't be played.
    rejects(s, "p2", { type: "playSpell", card: inHandOf(s, "p2", "Shatter") }, "409.1c");
    expect(inPlay(s, "Ornithopter")).toBe(bird);
    let t = game({ play: ["Leonin Abunas", "Ornithopter"], hand: ["Shatter"] });
    t = pass(cast(t, "p1", "Shatter", [{ object: inPlay(t, "Ornithopter") }]), 2);
    expect(zoneNames(t, "p1", "graveyard")).toEqual(expect.arrayContaining(["Ornithopter", "Shatter"]));
  });

  it("409.1c, 413.2a: \"When ~ comes into play, creatures you control can't be the targets of spells or abilities this turn\" — Plaxmanta in response to Shock: the Shock is countered on resolution for its illegal target; paid with {G} Plaxmanta stays", () => {
    let s = paying(["Forest", "Island"], { hand: ["Plaxmanta"], play: ["Grizzly Bears"] }, { hand: ["Shock"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = act(s, { type: "pass" }, "p2");
    // p1 answers with Plaxmanta (flash), paid with {G}{U}: its only lands, a Forest and an Island.
    s = act(s, { type: "playSpell", card: inHandOf(s, "p1", "Plaxmanta") }, "p1");
    s = payFully(s);
    for (let i = 0; i < 12 && s.stack.length > 0; i++) s = s.pending?.kind === "orderTriggers" ? act(s, legalDecision(s, "p1")!.options[0]!, "p1") : pass(s);
    expect(inPlay(s, "Grizzly Bears")).toBe(bears);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    expect(card(s, bears).damage).toBe(0);
    expect(inPlay(s, "Plaxmanta")).toBeTruthy();
  });
});

describe("clauses: \"~ deals N damage divided as you choose among any number of target creatures and/or players\" (409.1d)", () => {
  it("409.1d: Pyrotechnics divides its 4 damage as announced with its targets — 2 to Grizzly Bears, 2 to the opponent; a division that doesn't add up to 4, or gives a target 0, is refused", () => {
    let s = game({ hand: ["Pyrotechnics"] }, { play: ["Grizzly Bears"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }, { player: "p2" }], division: [2, 1] }, "409.1d");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }, { player: "p2" }], division: [4, 0] }, "409.1d");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }, { player: "p2" }], division: [2, 2] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(life(s, "p2")).toBe(18);
  });
});

describe("clauses: \"When ~ leaves play, [effect]\" (410.10d: leaves-play abilities look back in time)", () => {
  it("404.4: Firemaw Kavu returned to its owner's hand (not put into a graveyard) still triggers: it deals 4 damage to target creature, its source as it last existed", () => {
    let s = game({ play: ["Firemaw Kavu"] }, { play: ["Hill Giant", "Grizzly Bears"], hand: ["Boomerang"] });
    const kavu = inPlay(s, "Firemaw Kavu");
    s = pass(s); // p2 gets priority in p1's main phase
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: kavu }] }, "p2"));
    for (let i = 0; i < 4 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Firemaw Kavu"]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Boomerang", "Hill Giant"]);
  });

  it("404.4: destroyed, Firemaw Kavu triggers once (not once for leaving play and once for the graveyard) and its 4 damage kills Hill Giant", () => {
    let s = game({ play: ["Firemaw Kavu"], hand: ["Shock"] }, { play: ["Hill Giant", "Grizzly Bears"] });
    const kavu = inPlay(s, "Firemaw Kavu");
    // Shock's 2 damage is lethal to the 4/2 Kavu (420.5c).
    s = pass(cast(s, "p1", "Shock", [{ object: kavu }]), 2);
    for (let i = 0; i < 4 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Firemaw Kavu"]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.stack).toHaveLength(0);
  });
});

describe("clauses: \"~ becomes a N/N ... creature\" (418.5 layers 4, 5, 6b; 212.1c)", () => {
  const looks = (s: GameState, id: string) => {
    const c = characteristics(s, card(s, id));
    return { types: [...c.types].sort(), subtypes: c.subtypes, colors: c.colors, power: c.power, toughness: c.toughness, keywords: c.keywords };
  };

  it("212.1c: \"{1}{R}{G}: ~ becomes a 4/4 Juggernaut artifact creature until end of turn\" — Gruul War Plow is an artifact creature (it keeps its type), tramples by its own static ability, attacks the next turn and stops being a creature at end of turn", () => {
    let s = game({ play: ["Gruul War Plow"] });
    const plow = inPlay(s, "Gruul War Plow");
    expect(looks(s, plow).types).toEqual(["artifact"]);
    s = payFully(act(s, { type: "playAbility", source: plow, ability: 0 }, "p1"));
    s = pass(s, 2);
    expect(looks(s, plow)).toMatchObject({ types: ["artifact", "creature"], subtypes: ["Juggernaut"], colors: [], power: 4, toughness: 4, keywords: ["trample"] });
    s = toTurn(s, 4);
    expect(looks(s, plow).types).toEqual(["artifact"]); // until end of turn
    expect(looks(s, plow).power).toBeUndefined();
  });

  it("418.5a: the set P/T is layer 6b, in timestamp order — Giant Growth played on the animated Plow afterwards makes it 7/7, and the Plow deals 7 trampling damage", () => {
    let s = combatGame({ play: ["Gruul War Plow", "Mountain", "Mountain", "Forest", "Forest"], hand: ["Giant Growth"] }, {}, "main");
    const plow = inPlay(s, "Gruul War Plow");
    s = payFully(act(s, { type: "playAbility", source: plow, ability: 0 }, "p1"));
    s = pass(s, 2);
    s = pass(cast(s, "p1", "Giant Growth", [{ object: plow }]), 2);
    expect(looks(s, plow)).toMatchObject({ power: 7, toughness: 7 });
    s = passTo(s, "declareAttackers");
    s = attack(s, "Gruul War Plow");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(13);
  });

  it("212.1c: \"Target Mountain becomes a 3/1 creature. It's still a land.\" has no duration — Siege of Towers' Mountain is still a 3/1 land creature on the next turn, and still taps for {R}", () => {
    let s = game({ hand: ["Siege of Towers"] });
    const mountain = s.play.find((id) => card(s, id).card === "Mountain" && controllerOf(s, card(s, id)) === "p2")!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Siege of Towers") }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: mountain }] }, "p1"));
    s = pass(s, 2);
    expect(looks(s, mountain)).toMatchObject({ types: ["creature", "land"], subtypes: ["Mountain"], power: 3, toughness: 1 });
    s = toTurn(s, 5);
    expect(looks(s, mountain)).toMatchObject({ types: ["creature", "land"], power: 3, toughness: 1 });
  });

  it("418.5 layer 5: \"Target Forest becomes a 4/4 black and green Elemental Horror creature. It's still a land.\" — Woodwraith Corrupter's Forest is black and green and keeps its land type Forest", () => {
    let s = game({ play: ["Woodwraith Corrupter"] });
    const forest = s.play.find((id) => card(s, id).card === "Forest" && controllerOf(s, card(s, id)) === "p1")!;
    s = act(s, { type: "playAbility", source: inPlay(s, "Woodwraith Corrupter"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: forest }] }, "p1"));
    s = pass(s, 2);
    expect(looks(s, forest)).toMatchObject({ types: ["creature", "land"], colors: ["B", "G"], power: 4, toughness: 4 });
    expect([...looks(s, forest).subtypes].sort()).toEqual(["Elemental", "Forest", "Horror"]);
  });

  it("212.1c: \"Whenever you play a creature spell, ~ becomes a 4/4 Illusion creature with flying until end of turn. It's still an enchantment.\" — Halcyon Glaze animates when its controller plays Grizzly Bears, not when the opponent plays one", () => {
    let s = game({ play: ["Halcyon Glaze"], hand: ["Grizzly Bears"] }, { hand: ["Grizzly Bears"] });
    const glaze = inPlay(s, "Halcyon Glaze");
    s = cast(s, "p1", "Grizzly Bears");
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(looks(s, glaze)).toMatchObject({ types: ["creature", "enchantment"], subtypes: ["Illusion"], power: 4, toughness: 4, keywords: ["flying"] });
    s = toTurn(s, 4);
    expect(looks(s, glaze).types).toEqual(["enchantment"]);
    s = cast(s, "p2", "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
  });
});

describe("clauses: animation in the era's other wordings (212.1c)", () => {
  const types = (s: GameState, id: string) => [...characteristics(s, card(s, id)).types].sort();

  it("212.1c: \"becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land.\" — Blinkmoth Nexus is an artifact land creature, summoning sick the turn it came into play (212.3d: it can't attack), and a land again at end of turn", () => {
    let s = combatGame({ play: ["Blinkmoth Nexus", "Plains", "Plains", { card: "Blinkmoth Nexus", summoningSick: true }] }, {}, "main");
    const [old, fresh] = s.play.filter((x) => card(s, x).card === "Blinkmoth Nexus");
    const plains = s.play.filter((x) => card(s, x).card === "Plains");
    for (const [i, nexus] of [old!, fresh!].entries()) {
      s = act(s, { type: "playAbility", source: plains[i]!, ability: 0 }, "p1"); // {1} paid from a Plains, not by tapping a Nexus
      s = pass(payFully(act(s, { type: "playAbility", source: nexus, ability: 1 }, "p1")), 2);
    }
    expect(types(s, old!)).toEqual(["artifact", "creature", "land"]);
    expect(characteristics(s, card(s, old!))).toMatchObject({ subtypes: ["Blinkmoth"], power: 1, toughness: 1, keywords: ["flying"] });
    s = passTo(s, "declareAttackers");
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: fresh!, defender: "p2" }] }, "308.2");
    s = passTo(act(s, { type: "declareAttackers", attackers: [{ attacker: old!, defender: "p2" }] }, "p1"), "endOfCombat");
    expect(life(s, "p2")).toBe(19);
    s = toTurn(s, 4);
    expect(types(s, old!)).toEqual(["land"]);
  });

  it("212.1c: \"Until end of turn, target land becomes a 3/3 creature that's still a land.\" — Lifespark Spellbomb's Forest is a 3/3 land creature until end of turn", () => {
    let s = game({ play: ["Lifespark Spellbomb"] });
    const forest = s.play.find((id) => card(s, id).card === "Forest" && controllerOf(s, card(s, id)) === "p1")!;
    s = act(s, { type: "playAbility", source: inPlay(s, "Lifespark Spellbomb"), ability: 0 }, "p1");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: forest }] }, "p1")), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lifespark Spellbomb"]);
    expect(types(s, forest)).toEqual(["creature", "land"]);
    expect(characteristics(s, card(s, forest))).toMatchObject({ power: 3, toughness: 3 });
    s = toTurn(s, 4);
    expect(types(s, forest)).toEqual(["land"]);
  });

  it("418.5a: \"Target land becomes a 2/2 creature that's still a land. Put a +1/+1 counter on it.\" — Spike Tiller's land is a 3/3 (6b set, then 6c counters) and stays a creature", () => {
    let s = manualGame({ players: [{ library, play: [...lands, { card: "Spike Tiller", counters: { "+1/+1": 3 } }] }, { library, play: lands }], turn: 3 });
    const plains = s.play.find((id) => card(s, id).card === "Plains" && controllerOf(s, card(s, id)) === "p1")!;
    s = act(s, { type: "playAbility", source: inPlay(s, "Spike Tiller"), ability: 1 }, "p1");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: plains }] }, "p1")), 2);
    expect(characteristics(s, card(s, plains))).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristics(s, card(s, inPlay(s, "Spike Tiller")))).toMatchObject({ power: 2, toughness: 2 });
    s = toTurn(s, 4);
    expect(types(s, plains)).toEqual(["creature", "land"]);
  });
});

describe("clauses: evasion restrictions and block requirements (309.2)", () => {
  /** p1's main phase with `p1` in play (and lands of every color), p2 with `p2`; the ability `ability` of `source` played (targets: p2's `target`). */
  const played = (p1: string[], p2: string[], source: string, ability: number, target?: string) => {
    let s = combatGame({ play: [...lands, ...p1] }, { play: p2 }, "main");
    s = act(s, { type: "playAbility", source: inPlay(s, source, "p1"), ability }, "p1");
    if (target) s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, target, "p2") }] }, "p1");
    return pass(payFully(s), 2);
  };
  const blocking = (s: GameState) => {
    s = passTo(s, "declareAttackers");
    return s;
  };
  /** A declaration of p2's blockers by name (each permanent used once). */
  const declare = (s: GameState, blocks: [string, string][]) => {
    const used = new Set<string>();
    const blocker = (name: string) => s.play.find((x) => !used.has(x) && card(s, x).card === name && controllerOf(s, card(s, x)) === "p2")!;
    return { type: "declareBlockers" as const, blocks: blocks.map(([b, a]) => { const id = blocker(b); used.add(id); return { blocker: id, attacker: inPlay(s, a, "p1") }; }) };
  };
  const toBlockers = (s: GameState, ...attackers: string[]) => passTo(attack(blocking(s), ...attackers), "declareBlockers");

  it("309.2: \"{R}: Target creature can't block ~ this turn\" — after Screeching Griffin's ability on one Wind Drake, that Drake can't block the Griffin; the other Drake can", () => {
    let s = combatGame({ play: [...lands, "Screeching Griffin"] }, { play: ["Wind Drake", "Wind Drake"] }, "main");
    const [first, second] = s.play.filter((x) => card(s, x).card === "Wind Drake");
    s = act(s, { type: "playAbility", source: inPlay(s, "Screeching Griffin"), ability: 0 }, "p1");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: first! }] }, "p1")), 2);
    s = toBlockers(s, "Screeching Griffin");
    const griffin = inPlay(s, "Screeching Griffin");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: first!, attacker: griffin }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: second!, attacker: griffin }] }, "p2");
    expect(s.combat?.blocks).toEqual([{ blocker: second, attacker: griffin }]);
  });

  it("309.2: \"{2}{G}: Target creature blocks ~ this turn if able\" — Burning-Tree Bloodscale's target must block it: declaring no blockers is refused, blocking it is accepted", () => {
    let s = played(["Burning-Tree Bloodscale"], ["Grizzly Bears", "Hill Giant"], "Burning-Tree Bloodscale", 1, "Grizzly Bears");
    s = toBlockers(s, "Burning-Tree Bloodscale");
    rejects(s, "p2", { type: "declareBlockers", blocks: [] }, "309.2");
    rejects(s, "p2", declare(s, [["Hill Giant", "Burning-Tree Bloodscale"]]), "309.2");
    s = act(s, declare(s, [["Grizzly Bears", "Burning-Tree Bloodscale"]]), "p2");
    expect(s.combat?.blocks).toHaveLength(1);
  });

  it("309.2: \"{R}: ~ can't be blocked this turn except by two or more creatures\" — Gruul Nodorog can't be blocked by one Grizzly Bears, can be by two, and unblocked deals 4", () => {
    let s = played(["Gruul Nodorog"], ["Grizzly Bears", "Grizzly Bears"], "Gruul Nodorog", 0);
    s = toBlockers(s, "Gruul Nodorog");
    const nodorog = inPlay(s, "Gruul Nodorog");
    const bears = s.play.filter((x) => card(s, x).card === "Grizzly Bears");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: bears[0]!, attacker: nodorog }] }, "309.2");
    // Nor is such a block listed: every listed declaration blocks it with none or with both.
    const listed = legalDecision(s, "p2")!.options.flatMap((o) => (o.type === "declareBlockers" ? [o.blocks.filter((b) => b.attacker === nodorog).length] : []));
    expect(listed).toContain(2);
    expect(listed.filter((n) => n === 1)).toEqual([]);
    const two = act(s, { type: "declareBlockers", blocks: bears.map((blocker) => ({ blocker, attacker: nodorog })) }, "p2");
    expect(two.combat?.blocks).toHaveLength(2);
    s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(16);
  });

  it("309.2: \"{1}{R}: Creatures without defender can't block ~ this turn\" — Grizzly Bears can't block Sabertooth Alley Cat, Wall of Stone (defender) can", () => {
    let s = played(["Sabertooth Alley Cat"], ["Grizzly Bears", "Wall of Stone"], "Sabertooth Alley Cat", 0);
    s = toBlockers(s, "Sabertooth Alley Cat");
    rejects(s, "p2", declare(s, [["Grizzly Bears", "Sabertooth Alley Cat"]]), "309.2");
    s = act(s, declare(s, [["Wall of Stone", "Sabertooth Alley Cat"]]), "p2");
    expect(s.combat?.blocks).toHaveLength(1);
  });

  it("309.2: \"Defending player blocks ~ if able\" — with an untapped Grizzly Bears, p2 must block Goblin Fire Fiend (not the Hill Giant beside it); with none able, no block is required", () => {
    let s = combatGame({ play: ["Goblin Fire Fiend", "Hill Giant"] }, { play: ["Grizzly Bears"] });
    s = passTo(attack(s, "Goblin Fire Fiend", "Hill Giant"), "declareBlockers");
    rejects(s, "p2", { type: "declareBlockers", blocks: [] }, "309.2");
    rejects(s, "p2", declare(s, [["Grizzly Bears", "Hill Giant"]]), "309.2");
    s = act(s, declare(s, [["Grizzly Bears", "Goblin Fire Fiend"]]), "p2");
    expect(s.combat?.blocks).toHaveLength(1);
    let t = combatGame({ play: ["Goblin Fire Fiend"] }, { play: [{ card: "Grizzly Bears", tapped: true }] });
    t = passTo(attack(t, "Goblin Fire Fiend"), "endOfCombat");
    expect(life(t, "p2")).toBe(19);
  });

  it("309.2: \"{T}: Target creature can't attack or block this turn\" and \"{U}, {T}: Target creature is unblockable this turn\" — Thundersong Trumpeter stops a blocker; Ethereal Usher's Hill Giant can't be blocked by anything", () => {
    let s = played(["Thundersong Trumpeter", "Hill Giant"], ["Grizzly Bears"], "Thundersong Trumpeter", 0, "Grizzly Bears");
    s = passTo(attack(blocking(s), "Hill Giant"), "endOfCombat"); // Grizzly Bears can't block: no blockers are asked for
    expect(life(s, "p2")).toBe(17);
    let t = combatGame({ play: [...lands, "Ethereal Usher", "Hill Giant"] }, { play: ["Grizzly Bears"] }, "main");
    t = act(t, { type: "playAbility", source: inPlay(t, "Ethereal Usher"), ability: 0 }, "p1");
    t = pass(payFully(act(t, { type: "chooseTargets", targets: [{ object: inPlay(t, "Hill Giant") }] }, "p1")), 2);
    t = passTo(attack(blocking(t), "Hill Giant"), "endOfCombat");
    expect(life(t, "p2")).toBe(17);
  });

  it("309.2: \"{2}{G}: All creatures able to block ~ this turn do so\" — with Mortipede's ability played, both of p2's Grizzly Bears must block it", () => {
    let s = played(["Mortipede"], ["Grizzly Bears", "Grizzly Bears"], "Mortipede", 0);
    s = toBlockers(s, "Mortipede");
    const mortipede = inPlay(s, "Mortipede");
    const bears = s.play.filter((x) => card(s, x).card === "Grizzly Bears");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: bears[0]!, attacker: mortipede }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: bears.map((blocker) => ({ blocker, attacker: mortipede })) }, "p2");
    expect(s.combat?.blocks).toHaveLength(2);
  });

  it("309.2: \"Creatures you control that are enchanted get +1/+1 and can't be blocked except by creatures with defender\" — Infiltrator's Magemark's Hill Giant is 4/4; Grizzly Bears can't block it, Wall of Stone can", () => {
    let s = combatGame({ play: [...lands, "Hill Giant"], hand: ["Infiltrator's Magemark"] }, { play: ["Grizzly Bears", "Wall of Stone"] }, "main");
    s = pass(cast(s, "p1", "Infiltrator's Magemark", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).power).toBe(4);
    s = toBlockers(s, "Hill Giant");
    rejects(s, "p2", declare(s, [["Grizzly Bears", "Hill Giant"]]), "309.2");
    s = act(s, declare(s, [["Wall of Stone", "Hill Giant"]]), "p2");
    expect(s.combat?.blocks).toHaveLength(1);
  });
});
