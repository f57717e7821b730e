import { describe, expect, it } from "vitest";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, zoneNames } from "../helpers.js";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/index.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// The trigger events and conditions of src/cards/compiler/trigger-events.ts, each shown with a
// real card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Mountain", "Mountain", "Swamp", "Forest"];
type Side = { play?: (string | { card: string; tapped?: boolean })[]; hand?: string[] };
/** p1's precombat main phase, turn 3, both players with lands of every color. */
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, play: [...lands, ...(p1.play ?? [])], hand: p1.hand ?? [] }, { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });

describe("clauses: \"Whenever a player plays a [quality] spell\" (409.1, 404.1)", () => {
  it("409.1: \"Whenever a player plays a white spell, you may gain 1 life\" — Angel's Feather triggers on the opponent's Lightning Helix (red and white), not on Shock", () => {
    let s = game({ play: ["Angel's Feather"] }, { hand: ["Lightning Helix", "Shock"] });
    s = pass(s); // p1 passes in the main phase: p2 may play instants
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(1); // no trigger for a red spell
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    s = pass(s);
    s = cast(s, "p2", "Lightning Helix", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(2); // the trigger above the spell
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(19);
  });

  it("409.1: \"Whenever you play an instant or sorcery spell, ~ gets +2/+0 until end of turn\" — Wee Dragonauts grows for its controller's instant only", () => {
    let s = game({ play: ["Wee Dragonauts"], hand: ["Unnatural Speed"] }, { hand: ["Shock"] });
    s = cast(s, "p1", "Unnatural Speed", [{ object: inPlay(s, "Wee Dragonauts") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Wee Dragonauts"))).toEqual([3, 3]);
    s = pass(s, 2); // Unnatural Speed resolves
    s = pass(s); // p2 gets priority in the main phase
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Wee Dragonauts"))).toEqual([3, 3]);
  });

  it("404.1: \"Whenever an opponent plays a Spirit or Arcane spell, ~ deals 2 damage to that player\" — Ishi-Ishi deals 2 damage to the opponent who played Unnatural Speed", () => {
    let s = game({ play: ["Grizzly Bears"], hand: ["Unnatural Speed"] }, { play: ["Ishi-Ishi, Akki Crackshot"] });
    s = cast(s, "p1", "Unnatural Speed", [{ object: inPlay(s, "Grizzly Bears") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });
});

/** Passes, attacking and blocking with nothing, until `done`. */
function playOn(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 300 && !done(s); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  return s;
}
const opponentsMain = (s: GameState) => s.turn.number === 4 && s.turn.step === "main" && s.stack.length === 0;

describe("clauses: steps that begin, and intervening \"if\" clauses (404.1, 404.3)", () => {
  it("404.3: \"At the beginning of each player's draw step, if ~ is untapped, that player draws a card\" — untapped Howling Mine gives the opponent a second card in his or her draw step", () => {
    const s = playOn(game({ play: ["Howling Mine"] }), opponentsMain);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(2);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(0);
  });

  it("404.3: a tapped Howling Mine doesn't trigger: the opponent draws only the card of the draw step", () => {
    const s = playOn(game({ play: [{ card: "Howling Mine", tapped: true }] }), opponentsMain);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(1);
  });

  it("404.3: \"At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, ~ deals 3 damage to him or her\" — Lavaborn Muse hits the opponent holding two cards, not its controller", () => {
    const s = playOn(game({ play: ["Lavaborn Muse"] }, { hand: ["Island", "Island"] }), opponentsMain);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("404.3: Lavaborn Muse doesn't trigger while the opponent holds three cards", () => {
    const s = playOn(game({ play: ["Lavaborn Muse"] }, { hand: ["Island", "Island", "Island"] }), opponentsMain);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: a player draws, discards or cycles (404.1, 217.2, 502.18)", () => {
  it("404.1: \"Whenever an opponent draws a card, ~ deals 1 damage to him or her\" — Underworld Dreams hits the opponent for each card of Night's Whisper... of the opponent's, not its controller's own draws", () => {
    let s = game({ play: ["Underworld Dreams"], hand: ["Night's Whisper"] }, { hand: ["Night's Whisper"] });
    s = cast(s, "p1", "Night's Whisper");
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(life(s, "p1")).toBe(18); // its own 2 life, no trigger
    s = playOn(s, opponentsMain); // p2's draw step: one draw, one trigger
    expect(life(s, "p2")).toBe(19);
  });

  it("217.2: each card drawn is a draw: two cards drawn by the opponent trigger Underworld Dreams twice", () => {
    let s = game({ play: ["Underworld Dreams"] }, { hand: ["Night's Whisper"] });
    s = playOn(s, opponentsMain);
    expect(life(s, "p2")).toBe(19);
    s = cast(s, "p2", "Night's Whisper");
    s = pass(s, 2);
    // Two triggers at once: their controller puts them on the stack in the order he or she chooses (410.3).
    expect(s.pending).toMatchObject({ kind: "orderTriggers", player: "p1" });
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) }, "p1");
    expect(s.stack).toHaveLength(2);
    s = pass(s, 4);
    expect(life(s, "p2")).toBe(15); // 2 life for the spell, 1 for each of its two cards // 2 life for the spell, 1 for each of its two cards
  });

  it("404.1: \"Whenever an opponent discards a card, ~ deals 2 damage to that player\" — Megrim punishes the opponent's discard to Funeral Charm", () => {
    let s = game({ play: ["Megrim"], hand: ["Funeral Charm"] }, { hand: ["Island"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Funeral Charm") }, "p1");
    if (s.pending?.kind === "mode") s = act(s, { type: "chooseMode", mode: 0 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island"]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("502.18: \"Whenever a player cycles a card, ~ gets +2/+2 until end of turn\" — Stoic Champion grows when the opponent cycles", () => {
    let s = game({ play: ["Stoic Champion"] }, { hand: ["Barkhide Mauler"] });
    s = pass(s);
    s = act(s, { type: "playAbility", source: inHand(s, "p2", "Barkhide Mauler"), ability: 0 }, "p2");
    s = payFully(s);
    expect(s.stack).toHaveLength(2); // cycling, and the trigger above it
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Stoic Champion"))).toEqual([4, 4]);
  });
});

describe("clauses: what a trigger's effect calls \"it\" and \"that creature\" (404.1)", () => {
  it("409.1c: \"Whenever a creature becomes the target of a spell or ability, return that creature to its owner's hand\" — Cowardice bounces the creature its controller targets with Unnatural Speed, and the spell is countered on resolution", () => {
    let s = game({ play: ["Cowardice", "Grizzly Bears"], hand: ["Unnatural Speed"] });
    s = cast(s, "p1", "Unnatural Speed", [{ object: inPlay(s, "Grizzly Bears") }]);
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Unnatural Speed"]);
  });

  it("410.4: a triggered ability's target becomes a target too: Cowardice returns the creature Lumengrid Sentinel's trigger targets", () => {
    let s = game({ play: ["Cowardice", "Lumengrid Sentinel"], hand: ["Bonesplitter"] }, { play: ["Grizzly Bears"] });
    s = cast(s, "p1", "Bonesplitter");
    s = pass(s, 2); // Bonesplitter comes into play: the Sentinel's "may tap target permanent" triggers
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    expect(s.stack).toHaveLength(2); // Cowardice's trigger above the Sentinel's
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("404.1: \"Whenever another creature comes into play under your control, that creature gets +3/+3 until end of turn\" — Primal Forcemage pumps its controller's Grizzly Bears, not the opponent's", () => {
    let s = game({ play: ["Primal Forcemage"], hand: ["Grizzly Bears"] }, { hand: ["Grizzly Bears"] });
    s = cast(s, "p1", "Grizzly Bears");
    s = pass(s, 2);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p1"))).toEqual([5, 5]);
    expect(pt(s, inPlay(s, "Primal Forcemage"))).toEqual([2, 2]);
  });

  it("404.1: \"Whenever ~ attacks, it gets +2/+0 until end of turn\" — \"it\" is Hollow Dogs itself", () => {
    let s = attack(combatGame({ play: ["Hollow Dogs"] }, { play: [] }), "Hollow Dogs");
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Hollow Dogs"))).toEqual([5, 3]);
  });

  it("404.1: \"When ~ comes into play, it deals 4 damage to you\" — Lava Hounds is the source of the damage to its controller", () => {
    let s = game({ hand: ["Lava Hounds"] });
    s = cast(s, "p1", "Lava Hounds");
    s = pass(s, 4);
    expect(life(s, "p1")).toBe(16);
  });

  it("309.? (?): \"Whenever ~ blocks, it gets +2/+2 until end of turn\" — Giant Badger grows as it blocks", () => {
    let s = attack(combatGame({ play: ["Hill Giant"] }, { play: ["Giant Badger"] }), "Hill Giant");
    s = block(pass(s, 2), ["Giant Badger", "Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Giant Badger"))).toEqual([4, 4]);
  });
});

describe("clauses: attacking alone, an attached creature's deeds, and state triggers (404.1, 410.10)", () => {
  it("308.? (?): \"Whenever ~ attacks alone, it gets +2/+0 until end of turn\" — Rogue Kavu attacking alone is 3/1, attacking with another creature 1/1", () => {
    let s = attack(combatGame({ play: ["Rogue Kavu", "Grizzly Bears"] }, { play: [] }), "Rogue Kavu");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Rogue Kavu"))).toEqual([3, 1]);
    s = attack(combatGame({ play: ["Rogue Kavu", "Grizzly Bears"] }, { play: [] }), "Rogue Kavu", "Grizzly Bears");
    expect(s.stack).toHaveLength(0);
  });

  it("404.1: \"Whenever enchanted creature attacks or blocks, its controller loses 3 life\" — Contaminated Bond on Grizzly Bears costs its controller 3 life as it attacks", () => {
    let s = combatGame({ play: ["Swamp", "Swamp", "Grizzly Bears"], hand: ["Contaminated Bond"] }, { play: [] }, "main");
    s = cast(s, "p1", "Contaminated Bond", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    s = passTo(s, "declareAttackers");
    s = attack(s, "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(17);
  });

  it("410.10: \"When you control no other creatures, sacrifice ~\" — Emperor Crocodile goes once its controller's last other creature dies, and not before", () => {
    let s = game({ play: ["Emperor Crocodile", "Grizzly Bears"] }, { hand: ["Shock"] });
    expect(s.stack).toHaveLength(0);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2); // Shock resolves; the Bears die (420.5c); the state trigger triggers once
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Emperor Crocodile", "Grizzly Bears"]);
  });

  it("410.10: a state trigger doesn't trigger again while it is on the stack: one Emperor Crocodile trigger at a time", () => {
    let s = game({ play: ["Emperor Crocodile"] });
    expect(s.stack).toHaveLength(1); // no other creature from the start
    s = pass(s); // p1 passes, p2 may still act: the ability waits, alone
    expect(s.stack).toHaveLength(1);
    s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Emperor Crocodile"]);
  });
});

describe("clauses: haunt's two events in one trigger (502.51)", () => {
  it("502.51b–c: \"When ~ comes into play or the creature it haunts is put into a graveyard, destroy target enchantment\" — Absolver Thrull destroys one enchantment as it comes into play and another when the creature it haunts dies", () => {
    let s = game({ play: ["Plains", "Plains", "Mountain", "Mountain"], hand: ["Absolver Thrull", "Lightning Helix", "Shock"] }, { play: ["Grizzly Bears", "Megrim", "Underworld Dreams"] });
    s = cast(s, "p1", "Absolver Thrull");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Megrim") }] }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Megrim"]);
    s = cast(s, "p1", "Lightning Helix", [{ object: inPlay(s, "Absolver Thrull") }]);
    s = pass(s, 2); // the Thrull (2/3) dies; haunt targets the only creature left, Grizzly Bears (410.4)
    s = pass(s, 2);
    expect(s.removed).toHaveLength(1);
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2); // the Bears die: the Thrull's ability triggers from the removed-from-the-game zone, its only legal target chosen (410.4)
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Megrim", "Underworld Dreams"]);
  });
});

describe("clauses: an Aura's or Equipment's creature dies, and its controller's upkeep (404.1)", () => {
  it("404.1: \"Whenever equipped creature is put into a graveyard, draw two cards\" — Skullclamp's +1/-1 kills Suntail Hawk, and its controller draws two", () => {
    let s = game({ play: ["Skullclamp", "Suntail Hawk"] });
    const equip = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Skullclamp"))!;
    s = act(s, equip, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Suntail Hawk") }] }, "p1");
    s = payFully(s);
    s = pass(s, 2); // equipped: the Hawk is 2/0 and dies (420.5c); the Skullclamp's ability triggers
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Suntail Hawk"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toHaveLength(2);
  });

  it("404.1: \"At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature\" — Unstable Mutation shrinks Grizzly Bears in its controller's upkeep, not the opponent's", () => {
    let s = combatGame({ play: ["Island", "Island", "Grizzly Bears"], hand: ["Unstable Mutation"] }, { play: [] }, "main");
    s = cast(s, "p1", "Unstable Mutation", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    s = playOn(s, (x) => x.turn.number === 4 && x.turn.step === "main");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    s = playOn(s, (x) => x.turn.number === 5 && x.turn.step === "main");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
  });
});

describe("clauses: a creature turned face up (504, 502.26)", () => {
  it("502.26: \"Whenever a creature is turned face up, put a +1/+1 counter on ~\" — Aven Farseer grows when its controller turns Sootfeather Flock face up", () => {
    let s = manualGame({ players: [{ library, play: ["Aven Farseer"], hand: ["Sootfeather Flock"], manaPool: { B: 1, C: 6 } }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Sootfeather Flock"), faceDown: true }, "p1");
    s = act(s, { type: "payMana", mana: "CCC" }, "p1");
    s = pass(s, 2);
    const id = s.play.find((x) => s.objects[x]?.kind === "card" && (s.objects[x] as { faceDown?: boolean }).faceDown)!;
    const up = legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!;
    s = act(s, up, "p1");
    expect(s.objects[id]).toMatchObject({ card: "Sootfeather Flock" });
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Aven Farseer"))).toEqual([2, 2]);
  });
});
