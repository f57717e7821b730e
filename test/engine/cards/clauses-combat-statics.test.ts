import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, rejects } from "../helpers.js";
import { attack, block, combatGame } from "../combat/combat-keywords-helpers.js";

// The clause families of creatures and combat (src/cards/compiler/), each shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Passes, attacking and blocking with nothing, until `done`. */
function playOn(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 300 && !done(s); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  if (!done(s)) throw new Error("never reached");
  return s;
}
/** The target choices listed to a player (without backing out). */
const targetChoices = (s: GameState, who: string) => legalDecision(s, who)!.options.filter((o) => o.type === "chooseTargets");
const nextTurnMain = (s: GameState) => playOn(s, (x) => x.turn.number === s.turn.number + 1 && x.turn.step === "main");

describe("clauses: Sliver lords — \"All Slivers get +N/+N\", \"All Slivers have [keyword]\" (412, 418.5)", () => {
  it("418.5a (6d): \"All Slivers get +2/+2\" — Might Sliver pumps every Sliver in play, an opponent's too, and itself; not a non-Sliver", () => {
    const s = manualGame({ players: [{ library, play: ["Might Sliver", "Bonesplitter Sliver", "Hill Giant"] }, { library, play: ["Plated Sliver"] }], turn: 3 });
    // Each 2/2 of p1: +2/+2 (Might), +2/+0 (Bonesplitter), +0/+1 (p2's Plated Sliver).
    expect(pt(s, inPlay(s, "Might Sliver"))).toEqual([6, 5]);
    expect(pt(s, inPlay(s, "Bonesplitter Sliver"))).toEqual([6, 5]);
    // Plated Sliver (1/1): +2/+2 and +2/+0 from p1's lords, +0/+1 from itself.
    expect(pt(s, inPlay(s, "Plated Sliver"))).toEqual([5, 4]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("502.3: \"All Slivers have flanking\" — Sidewinder Sliver's flanking makes a blocker without flanking get -1/-1", () => {
    let s = attack(combatGame({ play: ["Sidewinder Sliver"] }, { play: ["Grizzly Bears"] }), "Sidewinder Sliver");
    s = block(pass(s, 2), ["Grizzly Bears", "Sidewinder Sliver"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
  });

  it("502.29: \"All Slivers have provoke\" — a Sliver given provoke by Hunter Sliver has provoke's triggered ability as it attacks", () => {
    let s = attack(combatGame({ play: ["Hunter Sliver", "Plated Sliver"] }, { play: ["Grizzly Bears"] }), "Plated Sliver");
    expect(characteristics(s, card(s, inPlay(s, "Plated Sliver"))).keywords).toContain("provoke");
    // Its only possible target is chosen for it (410.4); the trigger is on the stack, then "you may" as it resolves.
    expect(s.stack).toHaveLength(1);
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(s.combat?.mustBlock).toEqual([{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Plated Sliver") }]);
  });
});

describe("clauses: untapping — \"doesn't untap during ... untap step\" (302.2)", () => {
  it("302.2: \"Enchanted creature doesn't untap during its controller's untap step\" — Dehydration keeps p2's tapped Bog Imp tapped through p2's untap step; p2's other permanents untap", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island", "Island", "Island"], hand: ["Dehydration"] }, { library, play: [{ card: "Bog Imp", tapped: true }, { card: "Swamp", tapped: true }] }], turn: 3 });
    s = pass(cast(s, "p1", "Dehydration", [{ object: inPlay(s, "Bog Imp") }]), 2);
    expect(card(s, inPlay(s, "Dehydration")).attachedTo).toBe(inPlay(s, "Bog Imp"));
    s = nextTurnMain(s);
    expect(s.turn.active).toBe("p2");
    expect(card(s, inPlay(s, "Bog Imp")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Swamp")).tapped).toBe(false);
  });

  it("302.2: \"Islands don't untap during their controllers' untap steps\" — Choke keeps the opponent's Islands tapped, and its controller's own, not other lands", () => {
    let s = manualGame({ players: [{ library, play: ["Choke", { card: "Island", tapped: true }] }, { library, play: [{ card: "Island", tapped: true }, { card: "Swamp", tapped: true }] }], turn: 3 });
    s = nextTurnMain(s);
    expect(card(s, inPlay(s, "Island", "p2")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Swamp", "p2")).tapped).toBe(false);
    s = nextTurnMain(s);
    expect(s.turn.active).toBe("p1");
    expect(card(s, inPlay(s, "Island", "p1")).tapped).toBe(true);
  });

  it("302.2: \"~ doesn't untap during your untap step\" — Goblin Sharpshooter stays tapped after using its {T} ability until a creature is put into a graveyard", () => {
    let s = manualGame({ players: [{ library, play: ["Goblin Sharpshooter"] }, { library, play: ["Suntail Hawk"] }], turn: 3 });
    const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Goblin Sharpshooter"))!;
    s = act(s, option, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(19);
    s = nextTurnMain(nextTurnMain(s));
    expect(s.turn.active).toBe("p1");
    expect(card(s, inPlay(s, "Goblin Sharpshooter")).tapped).toBe(true);
  });
});

describe("clauses: vigilance in words — \"Attacking doesn't cause ~ to tap\" (502.? (?))", () => {
  it("308.2: \"Attacking doesn't cause ~ to tap\" — Ardent Militia attacks and stays untapped; a Hill Giant attacking beside it taps", () => {
    const s = attack(combatGame({ play: ["Ardent Militia", "Hill Giant"] }, { play: [] }), "Ardent Militia", "Hill Giant");
    expect(card(s, inPlay(s, "Ardent Militia")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(true);
  });

  it("308.2: \"Attacking doesn't cause Clerics to tap\" — Akroma's Devoted lets a Cleric attack untapped, itself included", () => {
    const s = attack(combatGame({ play: ["Akroma's Devoted", "Hill Giant"] }, { play: [] }), "Akroma's Devoted", "Hill Giant");
    expect(card(s, inPlay(s, "Akroma's Devoted")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(true);
  });
});

describe("clauses: \"target attacking / blocking creature\", \"with / without flying\" (306.? (?), 409.1c)", () => {
  /** p1's Hill Giant and Suntail Hawk attack; p2's Grizzly Bears blocks the Giant; p1 then p2 have priority in the declare blockers step. */
  function blocked(p1: string[], p2: string[], p2hand: string[] = []) {
    let s = attack(combatGame({ play: ["Hill Giant", "Suntail Hawk", ...p1] }, { play: ["Grizzly Bears", ...p2], hand: p2hand }), "Hill Giant", "Suntail Hawk");
    s = block(pass(s, 2), ["Grizzly Bears", "Hill Giant"]);
    return s;
  }

  it("409.1c: \"Target blocking creature gets +7/+7\" — Righteousness may target the blocking Grizzly Bears, not the attacking Hill Giant", () => {
    let s = pass(blocked([], ["Plains", "Plains", "Plains"], ["Righteousness"]));
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    const choices = targetChoices(s, "p2");
    expect(choices).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }]);
    s = pass(payFully(act(s, choices[0]!, "p2")), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([9, 9]);
  });

  it("306.? (?): \"{T}: ~ deals 1 damage to target attacking or blocking creature\" — Crossbow Infantry's ability has no target outside combat; in combat it may hit an attacker or a blocker", () => {
    let s = manualGame({ players: [{ library, play: ["Crossbow Infantry", "Hill Giant"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === inPlay(s, "Crossbow Infantry"))).toBe(false);
    s = blocked(["Crossbow Infantry"], []);
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Crossbow Infantry"))!, "p1");
    const targets = targetChoices(s, "p1").map((o) => (o as { targets: { object: string }[] }).targets[0]!.object).sort();
    expect(targets).toEqual([inPlay(s, "Hill Giant"), inPlay(s, "Suntail Hawk"), inPlay(s, "Grizzly Bears")].sort());
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Suntail Hawk") }] }, "p1"), 2);
    expect(s.players[0]!.graveyard.map((id) => card(s, id).card)).toContain("Suntail Hawk");
  });

  it("409.1c: \"target attacking creature without flying\" — Quicksand can target the attacking Hill Giant, not the attacking Suntail Hawk (flying) nor the blocker", () => {
    let s = blocked([], ["Quicksand"]);
    s = pass(s);
    s = act(s, legalDecision(s, "p2")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Quicksand") && o.ability === 1)!, "p2");
    expect(targetChoices(s, "p2")).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }]);
    s = pass(act(s, targetChoices(s, "p2")[0]!, "p2"), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([2, 1]);
    expect(s.players[1]!.graveyard.map((id) => card(s, id).card)).toContain("Quicksand");
  });

  it("409.1c: \"Destroy target creature with flying\" — Wing Snare may target only the creature with flying", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest", "Forest"], hand: ["Wing Snare"] }, { library, play: ["Suntail Hawk", "Grizzly Bears"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    expect(targetChoices(s, "p1")).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Suntail Hawk") }] }]);
  });
});


describe("clauses: counted and conditional power/toughness (418.5a, 208.2)", () => {
  it("418.5a (6d): \"~ gets +1/+2 as long as you control a Forest\" — Kird Ape is 2/3 with a Forest, 1/1 without one; an opponent's Forest doesn't count", () => {
    const s = manualGame({ players: [{ library, play: ["Kird Ape", "Forest"] }, { library, play: ["Kird Ape", "Island"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Kird Ape", "p1"))).toEqual([2, 3]);
    expect(pt(s, inPlay(s, "Kird Ape", "p2"))).toEqual([1, 1]);
    const t = manualGame({ players: [{ library, play: ["Kird Ape"] }, { library, play: ["Forest"] }], turn: 3 });
    expect(pt(t, inPlay(t, "Kird Ape"))).toEqual([1, 1]);
  });

  it("418.5a: \"As long as you control a legendary Samurai, ~ gets +1/+2 and has vigilance\" — Konda's Hatamoto with Konda, Lord of Eiganjo", () => {
    const s = manualGame({ players: [{ library, play: ["Konda's Hatamoto", "Konda, Lord of Eiganjo"] }, { library, play: [] }], turn: 3 });
    expect(pt(s, inPlay(s, "Konda's Hatamoto"))).toEqual([2, 4]);
    expect(characteristics(s, card(s, inPlay(s, "Konda's Hatamoto"))).keywords).toContain("vigilance");
  });

  it("418.5a (6d): \"Enchanted creature gets +1/+1 for each Forest you control\" — Blanchwood Armor counts its controller's Forests as they change", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest", "Forest", "Grizzly Bears"], hand: ["Blanchwood Armor", "Forest"] }, { library, play: ["Forest"] }], turn: 3 });
    s = pass(cast(s, "p1", "Blanchwood Armor", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    s = act(s, { type: "playLand", card: s.players[0]!.hand.find((id) => card(s, id).card === "Forest")! }, "p1");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
  });

  it("418.5a (6d): \"~ gets +1/+0 for each artifact you control\" — Nim Lasher counts its controller's two artifacts, not the opponent's", () => {
    const s = manualGame({ players: [{ library, play: ["Nim Lasher", "Bonesplitter", "Ornithopter"] }, { library, play: ["Bonesplitter"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Nim Lasher"))).toEqual([3, 1]);
  });

  it("208.2: \"~'s power and toughness are each equal to the number of creatures in play\" — Beast of Burden counts every creature, itself and the opponent's", () => {
    const s = manualGame({ players: [{ library, play: ["Beast of Burden", "Grizzly Bears"] }, { library, play: ["Hill Giant"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Beast of Burden"))).toEqual([3, 3]);
  });

  it("418.5a: \"~ gets +1/+1 for each enchantment in play\" — Yavimaya Enchantress counts both players' enchantments", () => {
    const s = manualGame({ players: [{ library, play: ["Yavimaya Enchantress", "Glorious Anthem"] }, { library, play: ["Glorious Anthem"] }], turn: 3 });
    // 2/2, +2/+2 for two enchantments, +1/+1 from its controller's Glorious Anthem.
    expect(pt(s, inPlay(s, "Yavimaya Enchantress"))).toEqual([5, 5]);
  });
});

describe("clauses: mass removal — \"Destroy all creatures you don't control\", \"Return all creatures to their owners' hands\" (416)", () => {
  it("419.6b: \"Destroy all creatures you don't control. They can't be regenerated.\" — Plague Wind destroys the opponent's creatures, a regenerating Will-o'-the-Wisp too, and spares its controller's", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears"], hand: ["Plague Wind"] }, { library, play: ["Hill Giant", "Will-o'-the-Wisp", "Swamp"] }], turn: 3 });
    s = pass(cast(s, "p1", "Plague Wind"), 2);
    expect(s.players[1]!.graveyard.map((id) => card(s, id).card).sort()).toEqual(["Hill Giant", "Will-o'-the-Wisp"]);
    expect(card(s, inPlay(s, "Grizzly Bears")).zone).toBe("play");
  });

  it("416: \"Return all creatures to their owners' hands\" — Evacuation returns every creature, each to its owner's hand, and leaves other permanents", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears"], hand: ["Evacuation"] }, { library, play: ["Hill Giant", "Glorious Anthem"] }], turn: 3 });
    s = pass(cast(s, "p1", "Evacuation"), 2);
    expect(s.players[0]!.hand.map((id) => card(s, id).card)).toEqual(["Grizzly Bears"]);
    expect(s.players[1]!.hand.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    expect(card(s, inPlay(s, "Glorious Anthem")).zone).toBe("play");
  });
});

describe("clauses: sacrifice effects — \"[player] sacrifices N [permanents]\" (glossary \"Sacrifice\", 103.4)", () => {
  it("glossary \"Sacrifice\": \"Target opponent sacrifices a creature\" — Cruel Edict: the opponent chooses which of two; a player with one creature isn't asked", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp"], hand: ["Cruel Edict", "Cruel Edict"] }, { library, play: ["Grizzly Bears", "Hill Giant"] }], turn: 3 });
    s = pass(cast(s, "p1", "Cruel Edict", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p2" });
    const d = legalDecision(s, "p2")!;
    expect(d.details).toMatchObject({ min: 1, max: 1 });
    // Only the permanents it names, each once, exactly one.
    rejects(s, "p2", { type: "sacrifice", objects: [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant")] }, "glossary \"Sacrifice\"");
    rejects(s, "p2", { type: "sacrifice", objects: [inPlay(s, "Swamp")] }, "glossary \"Sacrifice\"");
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Hill Giant")] }, "p2");
    expect(s.players[1]!.graveyard.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
  });

  it("103.4: \"Each player sacrifices two creatures\" — Barter in Blood: each player with more than two chooses in APNAP order, then all are sacrificed at once; one with fewer loses them all unasked", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears", "Hill Giant", "Suntail Hawk"], hand: ["Barter in Blood"] }, { library, play: ["Bog Imp"] }], turn: 3 });
    s = pass(cast(s, "p1", "Barter in Blood"), 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Suntail Hawk"), inPlay(s, "Grizzly Bears")] }, "p1");
    expect(s.players[0]!.graveyard.map((id) => card(s, id).card).sort()).toEqual(["Barter in Blood", "Grizzly Bears", "Suntail Hawk"]);
    expect(s.players[1]!.graveyard.map((id) => card(s, id).card)).toEqual(["Bog Imp"]);
    expect(card(s, inPlay(s, "Hill Giant")).zone).toBe("play");
  });
});

describe("clauses: \"As long as ~ remains tapped, target [creature] gets +N/+N and has [keyword]\" (the Couriers)", () => {
  it("418.? (durations): Frightshroud Courier gives a Zombie +2/+2 and fear while it stays tapped; its controller may keep it tapped (302.2)", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Frightshroud Courier", "Gravedigger"] }, { library, play: [] }], turn: 3 });
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Frightshroud Courier"))!, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Gravedigger") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(pt(s, inPlay(s, "Gravedigger"))).toEqual([4, 4]);
    expect(characteristics(s, card(s, inPlay(s, "Gravedigger"))).keywords).toContain("fear");
  });
});
