import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, playNames, pt, where, zoneNames } from "../helpers.js";

// The damage family of clauses (src/cards/compiler/damage.ts), each with a real card compiled
// from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; graveyard?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: p2.play ?? [], hand: p2.hand ?? [] }], turn: 3 });
/** Plays an ability of a permanent: announce, targets, pay. */
function activate(s: ReturnType<typeof game>, name: string, ability: number, targets?: ({ player: string } | { object: string })[]) {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, name) && o.ability === ability)!;
  s = act(s, option, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, "p1");
  return payFully(s);
}

describe("clauses: damage to each creature and each player", () => {
  it("416, 420.5c: \"~ deals 2 damage to each creature\" — Pyroclasm kills every creature with toughness 2 or less, on both sides, and no player is dealt damage", () => {
    let s = game({ hand: ["Pyroclasm"], play: ["Suntail Hawk", "Hill Giant"] }, { play: ["Grizzly Bears", "Craw Wurm"] });
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Pyroclasm", "Suntail Hawk"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 2 });
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 20]);
  });

  it("502.4: \"each creature with flying\" / \"each creature without flying\" — Needle Storm hits only fliers, Tremor only the others", () => {
    let s = game({ hand: ["Needle Storm"], play: ["Suntail Hawk"] }, { play: ["Grizzly Bears"] });
    s = pass(cast(s, "p1", "Needle Storm"), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Needle Storm", "Suntail Hawk"]);
    expect(s.objects[inPlay(s, "Grizzly Bears")]).toMatchObject({ damage: 0 });
    let t = game({ hand: ["Tremor"], play: ["Suntail Hawk"] }, { play: ["Llanowar Elves"] });
    t = pass(cast(t, "p1", "Tremor"), 2);
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(playNames(t, "p1")).toContain("Suntail Hawk");
  });

  it("\"each creature and each player\" — Bloodfire Colossus's sacrifice ability deals 6 to every creature and to both players", () => {
    let s = game({ play: ["Bloodfire Colossus"] }, { play: ["Craw Wurm"] });
    s = pass(activate(s, "Bloodfire Colossus", 0), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([14, 14]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Bloodfire Colossus"]);
  });

  it("\"~ deals N damage to target player and each creature he or she controls\" — Flame Wave: the target and only that player's creatures", () => {
    let s = game({ hand: ["Flame Wave"], play: ["Grizzly Bears", "Mountain"] }, { play: ["Hill Giant", "Enormous Baloth"] });
    s = pass(cast(s, "p1", "Flame Wave", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(16);
    expect(life(s, "p1")).toBe(20);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.objects[inPlay(s, "Enormous Baloth")]).toMatchObject({ damage: 4 });
    expect(playNames(s, "p1")).toContain("Grizzly Bears");
  });

  it("\"~ deals N damage to each opponent\" and \"each player loses N life\" — Sizzle spares its controller; Maggot Carrier costs everyone 1", () => {
    let s = game({ hand: ["Sizzle", "Maggot Carrier"] });
    s = pass(cast(s, "p1", "Sizzle"), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 17]);
    s = pass(cast(s, "p1", "Maggot Carrier"), 2); // the creature spell resolves, its trigger goes on the stack
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([19, 16]);
  });

  it("419.9: a choice among replacement effects in the middle of Pyroclasm pauses it; the creatures after the one it concerns are still dealt their damage", () => {
    let s = game({ hand: ["Pyroclasm"], play: ["Furnace of Rath", "Grizzly Bears"] }, { hand: ["Healing Salve"], play: ["Craw Wurm", "Hill Giant", "Plains"] });
    // Bob gives his Craw Wurm a shield, then Pyroclasm resolves under Furnace of Rath.
    s = cast(s, "p1", "Pyroclasm");
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = act(s, { type: "chooseMode", mode: 1 }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p2"));
    s = pass(s, 2); // Healing Salve resolves
    s = pass(s, 2); // Pyroclasm resolves: Craw Wurm's damage asks Bob which effect applies first
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    const shield = legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("shield:"))!;
    s = act(s, shield, "p2");
    // Prevention first: 2 prevented, nothing left to double. The others are each dealt 4.
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 0 });
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Healing Salve", "Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Pyroclasm"]);
  });
});

/** p1 attacks with `attackers` (p2 blocks as `blocks` says), p1 plays `spell` in the declare blockers step; then combat damage resolves. */
function fight(p1: Side, p2: Side, attackers: string[], blocks: [string, string][], play?: (s: ReturnType<typeof game>) => ReturnType<typeof game>) {
  let s = manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: p2.play ?? [], hand: p2.hand ?? [] }], turn: 3, step: "declareAttackers" });
  s = act(s, { type: "declareAttackers", attackers: attackers.map((a) => ({ attacker: inPlay(s, a, "p1"), defender: "p2" })) });
  s = pass(s, 2);
  if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: blocks.map(([b, a]) => ({ blocker: inPlay(s, b, "p2"), attacker: inPlay(s, a, "p1") })) }, "p2");
  if (play) s = pass(play(s), 2); // the spell or ability resolves
  s = pass(s, 2); // to the combat damage step: damage goes on the stack
  expect(where(s)).toBe("combat/combatDamage");
  return pass(s, 2);
}

describe("clauses: prevent all damage of a kind this turn (419.7)", () => {
  it("419.7: \"Prevent all combat damage that would be dealt this turn\" — after Holy Day no attacker or blocker deals combat damage, but Shock still deals its 2", () => {
    let s = fight({ hand: ["Holy Day", "Shock"], play: ["Hill Giant", "Grizzly Bears"] }, { play: ["Craw Wurm"] }, ["Hill Giant", "Grizzly Bears"], [["Craw Wurm", "Hill Giant"]], (s) => cast(s, "p1", "Holy Day"));
    expect(life(s, "p2")).toBe(20);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 0 });
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 0 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("419.7: \"... dealt by creatures this turn\" — Ethereal Haze stops a creature's ability damage too, not a spell's", () => {
    let s = game({ hand: ["Ethereal Haze", "Shock"], play: ["Vulshok Sorcerer"] });
    s = pass(cast(s, "p1", "Ethereal Haze"), 2);
    s = pass(activate(s, "Vulshok Sorcerer", 0, [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(20);
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("419.7: \"Prevent all damage that creatures would deal to players this turn\" — Chameleon Blur: the unblocked attacker deals none to Bob, the blocked one still fights", () => {
    const s = fight({ hand: ["Chameleon Blur"], play: ["Hill Giant", "Grizzly Bears"] }, { play: ["Craw Wurm"] }, ["Hill Giant", "Grizzly Bears"], [["Craw Wurm", "Hill Giant"]], (s) => cast(s, "p1", "Chameleon Blur"));
    expect(life(s, "p2")).toBe(20);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Hill Giant");
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 3 });
  });

  it("419.7: \"... dealt to and dealt by ~ this turn\" — Deftblade Elite, blocking, neither deals nor is dealt combat damage; the other blocker still is", () => {
    let s = manualGame({ players: [{ library, play: ["Hill Giant", "Grizzly Bears"] }, { library, play: ["Deftblade Elite", "Craw Wurm", "Plains", "Plains"] }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: ["Hill Giant", "Grizzly Bears"].map((a) => ({ attacker: inPlay(s, a), defender: "p2" })) });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Deftblade Elite"), attacker: inPlay(s, "Hill Giant") }, { blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Grizzly Bears") }] }, "p2");
    s = pass(s);
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Deftblade Elite"), ability: 0 }, "p2"));
    s = pass(s, 2); // the ability resolves
    s = pass(s, 4); // combat damage goes on the stack and resolves
    expect(playNames(s, "p2")).toContain("Deftblade Elite");
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 0 });
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("419.7, 413.2a: \"Prevent all combat damage target creature would deal this turn\" — Azorius Ploy's two targets: one deals none, the other is dealt none", () => {
    const s = fight({ hand: ["Azorius Ploy"], play: ["Hill Giant", "Grizzly Bears"] }, { play: ["Craw Wurm", "Enormous Baloth"] }, ["Hill Giant", "Grizzly Bears"], [["Craw Wurm", "Hill Giant"], ["Enormous Baloth", "Grizzly Bears"]], (s) =>
      cast(s, "p1", "Azorius Ploy", [{ object: inPlay(s, "Craw Wurm") }, { object: inPlay(s, "Grizzly Bears") }]),
    );
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 0 });
    expect(s.objects[inPlay(s, "Grizzly Bears")]).toMatchObject({ damage: 0 });
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 3 });
    expect(s.objects[inPlay(s, "Enormous Baloth")]).toMatchObject({ damage: 2 });
  });
});

describe("clauses: damage triggers (404.1)", () => {
  it("404.1: \"Whenever enchanted creature deals damage, you gain that much life\" — Spirit Link on an attacking Hill Giant gains its controller 3", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Hill Giant" }, "Plains"], hand: ["Spirit Link"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Spirit Link", [{ object: inPlay(s, "Hill Giant") }]), 2);
    while (s.pending?.kind === "priority") s = pass(s); // on to the declare attackers step
    expect(where(s)).toBe("combat/declareAttackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = pass(s, 4); // no creature can block: on to the combat damage step
    s = pass(s, 2); // combat damage resolves; Spirit Link triggers
    s = pass(s, 2); // the trigger resolves
    expect([life(s, "p1"), life(s, "p2")]).toEqual([23, 17]);
  });

  it("404.1: \"Whenever ~ deals damage to an opponent, you draw a card\" — Thieving Magpie draws for damage to Bob, not for damage to his creature", () => {
    const hand = (s: ReturnType<typeof game>) => s.players[0]!.hand.length;
    let s = fight({ play: ["Thieving Magpie"] }, { play: ["Craw Wurm"] }, ["Thieving Magpie"], []);
    const before = hand(s);
    s = pass(s, 2); // the trigger resolves
    expect(life(s, "p2")).toBe(19);
    expect(hand(s)).toBe(before + 1);
    let t = fight({ play: ["Thieving Magpie"] }, { play: ["Suntail Hawk"] }, ["Thieving Magpie"], [["Suntail Hawk", "Thieving Magpie"]]);
    expect(t.stack).toHaveLength(0);
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
  });

  it("404.1: \"Whenever ~ deals combat damage to a creature, destroy that creature\" — Stinkweed Imp's blocker is destroyed even though 1 damage isn't lethal", () => {
    let s = fight({ play: ["Stinkweed Imp"] }, { play: ["Serra Angel"] }, ["Stinkweed Imp"], [["Serra Angel", "Stinkweed Imp"]]);
    expect(s.objects[inPlay(s, "Serra Angel")]).toMatchObject({ damage: 1 });
    s = pass(s, 2); // the trigger resolves
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Serra Angel"]);
  });

  it("404.1, 419.6b: \"Whenever a creature is dealt damage, destroy it. It can't be regenerated\" — Death Pits of Rath and a Shock; prevented damage triggers nothing", () => {
    let s = game({ hand: ["Shock", "Shock", "Holy Day"], play: ["Death Pits of Rath"] }, { play: ["Craw Wurm"] });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    expect(s.stack).toHaveLength(1); // the trigger
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(s.stack).toHaveLength(0);
  });
});

describe("clauses: damage equal to a number (413.2f)", () => {
  it("\"~ deals damage equal to the number of cards in target player's hand to that player\" — Sudden Impact counts Bob's hand as it resolves", () => {
    let s = game({ hand: ["Sudden Impact"] }, { hand: ["Island", "Island", "Island"] });
    s = pass(cast(s, "p1", "Sudden Impact", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(17);
  });

  it("\"deals damage equal to its power\" and \"That creature deals damage equal to its power to ~\" — Karplusan Yeti (3/3) and Grizzly Bears fight: the Bears die, the Yeti takes 2", () => {
    let s = game({ play: ["Karplusan Yeti"] }, { play: ["Grizzly Bears"] });
    s = pass(activate(s, "Karplusan Yeti", 0, [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.objects[inPlay(s, "Karplusan Yeti")]).toMatchObject({ damage: 2 });
  });

  it("413.2: \"deals damage equal to its power\" from a sacrificed source uses its power as it last existed — Skarrgan Skybreaker deals 3", () => {
    let s = game({ play: ["Skarrgan Skybreaker"] });
    s = pass(activate(s, "Skarrgan Skybreaker", 0, [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(17);
  });

  it("\"~ deals damage to target player equal to the number of artifacts you control\" — Feedback Bolt counts its controller's artifacts only", () => {
    let s = game({ hand: ["Feedback Bolt"], play: ["Ornithopter", "Ornithopter"] }, { play: ["Ornithopter"] });
    s = pass(cast(s, "p1", "Feedback Bolt", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(18);
  });
});

describe("clauses: a source of your choice (419.7)", () => {
  it("419.7: \"The next time a red source of your choice would deal damage to you this turn, prevent that damage\" — Circle of Protection: Red chooses Bob's Shock as it resolves; the shield is used up by it, the second Shock hits", () => {
    let s = manualGame({ players: [{ library, play: ["Circle of Protection: Red", "Plains", "Plains", "Hill Giant"] }, { library, hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"] }], turn: 3 });
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    const shock = s.stack[0]!;
    s = act(s, { type: "pass" }, "p2");
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Circle of Protection: Red"), ability: 0 }, "p1"));
    s = pass(s, 2); // the Circle's ability resolves: its controller chooses the source
    expect(s.pending).toMatchObject({ kind: "chooseSource", player: "p1" });
    const d = legalDecision(s, "p1")!;
    // Only red sources: the Shock on the stack and Hill Giant, not a colorless land.
    expect(d.options).toEqual(expect.arrayContaining([{ type: "chooseSource", source: shock }, { type: "chooseSource", source: inPlay(s, "Hill Giant") }]));
    expect(d.options.some((o) => o.type === "chooseSource" && o.source === inPlay(s, "Plains"))).toBe(false);
    s = act(s, { type: "chooseSource", source: shock }, "p1");
    s = pass(s, 2); // Shock resolves: prevented
    expect(life(s, "p1")).toBe(20);
    expect(s.sourceShields).toBeUndefined();
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2")), 2);
    expect(life(s, "p1")).toBe(18);
  });

  it("419.7: \"... a source of your choice would deal damage to target creature or player\" — Sanctum Guardian shields Hill Giant from the blocker it chooses", () => {
    let s = manualGame({ players: [{ library, play: ["Hill Giant"] }, { library, play: ["Sanctum Guardian", "Craw Wurm"] }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Hill Giant") }] }, "p2");
    s = act(s, { type: "pass" }, "p1");
    const wurm = inPlay(s, "Craw Wurm");
    s = act(s, { type: "playAbility", source: inPlay(s, "Sanctum Guardian"), ability: 0 }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p2");
    s = pass(s, 2);
    s = act(s, { type: "chooseSource", source: wurm }, "p2");
    s = pass(s, 4); // combat damage goes on the stack and resolves
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 0 });
    expect(s.objects[wurm]).toMatchObject({ damage: 3 });
  });
});

describe("clauses: \"that player discards a card at random\"", () => {
  it("404.1: Hypnotic Specter deals combat damage to Bob: he discards one card at random, with no decision asked", () => {
    let s = fight({ play: ["Hypnotic Specter"] }, { hand: ["Island", "Shock", "Giant Growth"], play: ["Craw Wurm"] }, ["Hypnotic Specter"], []);
    expect(life(s, "p2")).toBe(18);
    s = pass(s, 2); // the trigger resolves
    expect(s.players[1]!.hand).toHaveLength(2);
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(1);
    expect(["Island", "Shock", "Giant Growth"]).toContain(zoneNames(s, "p2", "graveyard")[0]);
    expect(s.pending?.kind).toBe("priority");
  });
});

/** The names of the cards in the removed-from-the-game zone (217.7). */
const removedNames = (s: ReturnType<typeof game>) => s.removed.map((id) => (s.objects[id] as { card: string }).card).sort();

describe("clauses: removing permanents from the game (217.7)", () => {
  it("217.7: \"Remove target land from the game\" — Caustic Rain: Bob's Island goes to the removed zone, not to his graveyard", () => {
    let s = game({ hand: ["Caustic Rain"] }, { play: ["Island"] });
    s = pass(cast(s, "p1", "Caustic Rain", [{ object: inPlay(s, "Island", "p2") }]), 2);
    expect(playNames(s, "p2")).not.toContain("Island");
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(removedNames(s)).toEqual(["Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Caustic Rain"]);
  });

  it("217.7, 419.6b: \"Remove all creatures from the game\" — Final Judgment: a regeneration shield doesn't help (nothing is destroyed), every creature on both sides is removed", () => {
    let s = game({ hand: ["Final Judgment"], play: ["Drudge Skeletons", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    s = pass(activate(s, "Drudge Skeletons", 0), 2);
    expect(s.regenerationShields?.length).toBe(1);
    s = pass(cast(s, "p1", "Final Judgment"), 2);
    expect(removedNames(s)).toEqual(["Drudge Skeletons", "Grizzly Bears", "Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(playNames(s, "p1").filter((n) => !["Plains", "Island", "Swamp", "Mountain", "Forest"].includes(n))).toEqual([]);
  });
});

describe("clauses: regeneration of other creatures (419.6b)", () => {
  it("419.6b: \"{G}: Regenerate enchanted creature\" — Regeneration on Grizzly Bears: Pyroclasm's lethal damage is replaced (tapped, damage removed); the unenchanted Suntail Hawk dies", () => {
    let s = game({ hand: ["Regeneration", "Pyroclasm"], play: ["Grizzly Bears", "Suntail Hawk"] });
    s = pass(cast(s, "p1", "Regeneration", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = pass(activate(s, "Regeneration", 0), 2);
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    const bears = inPlay(s, "Grizzly Bears");
    expect(s.objects[bears]).toMatchObject({ tapped: true, damage: 0 });
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Pyroclasm", "Suntail Hawk"]);
  });

  it("419.6b, 413.2: \"Regenerate enchanted creature\" after the Aura has left play regenerates the creature it enchanted as it last existed", () => {
    let s = game({ hand: ["Regeneration", "Pyroclasm"], play: ["Grizzly Bears"] }, { hand: ["Naturalize"], play: ["Forest", "Forest"] });
    s = pass(cast(s, "p1", "Regeneration", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = activate(s, "Regeneration", 0);
    // Bob answers with Naturalize on the Aura: it resolves first; the ability still knows the creature.
    s = pass(s);
    s = payFully(act(act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Regeneration") }] }, "p2"));
    s = pass(s, 4);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Regeneration"]);
    expect(s.regenerationShields?.map((r) => r.object)).toEqual([inPlay(s, "Grizzly Bears")]);
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    expect(playNames(s, "p1")).toContain("Grizzly Bears");
  });

  it("419.6b: \"Regenerate each creature you control\" — Loxodon Hierarch, sacrificed, shields Alice's creatures in play as it resolves; Bob's die to Pyroclasm", () => {
    let s = game({ hand: ["Pyroclasm"], play: ["Loxodon Hierarch", "Grizzly Bears", "Suntail Hawk"] }, { play: ["Grizzly Bears"] });
    s = pass(activate(s, "Loxodon Hierarch", 1), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Loxodon Hierarch"]);
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    expect(playNames(s, "p1")).toEqual(expect.arrayContaining(["Grizzly Bears", "Suntail Hawk"]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});

describe("clauses: the event of a damage trigger (404.1)", () => {
  it("404.1: \"Whenever ~ deals combat damage to a player, that player discards a card and you draw a card\" — Dimir Cutpurse: Bob, the player dealt the damage, discards; Alice draws", () => {
    let s = fight({ play: ["Dimir Cutpurse"] }, { hand: ["Island", "Swamp"] }, ["Dimir Cutpurse"], []);
    expect(life(s, "p2")).toBe(18);
    const handBefore = s.players[0]!.hand.length;
    s = pass(s, 2); // the trigger resolves
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2" });
    s = act(s, { type: "discard", cards: [s.players[1]!.hand[0]!] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island"]);
    expect(s.players[0]!.hand.length).toBe(handBefore + 1);
  });

  it("404.1: \"Whenever ~ is dealt damage, you gain that much life\" — Kami of the Honored Dead, dealt 2 by Shock, gains Alice 2; all of it prevented, nothing triggers", () => {
    let s = game({ hand: ["Shock", "Shock", "Healing Salve"], play: ["Kami of the Honored Dead"] });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Kami of the Honored Dead") }]), 2);
    s = pass(s, 2); // the trigger resolves
    expect(life(s, "p1")).toBe(22);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand.find((id) => (s.objects[id] as { card: string }).card === "Healing Salve")! }, "p1");
    s = pass(payFully(act(act(s, { type: "chooseMode", mode: 1 }, "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Kami of the Honored Dead") }] }, "p1")), 2);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Kami of the Honored Dead") }]), 2);
    expect(s.stack).toHaveLength(0);
    expect(life(s, "p1")).toBe(22);
  });
});

describe("clauses: skipping a combat phase (300.9)", () => {
  it("300.9: \"that player skips his or her next combat phase\" — Blinding Angel hits Bob: his next turn goes from its first main phase straight to its second; the turn after, he has combat again", () => {
    let s = fight({ play: ["Blinding Angel"] }, { play: ["Grizzly Bears"] }, ["Blinding Angel"], []);
    expect(life(s, "p2")).toBe(18);
    s = pass(s, 2); // the trigger resolves
    expect(s.players[1]!.skipCombatPhases).toBe(1);
    s = passUntil(s, (x) => x.turn.active === "p2" && where(x) === "precombatMain/main");
    s = pass(s, 2);
    expect(where(s)).toBe("postcombatMain/main");
    expect(s.players[1]!.skipCombatPhases).toBeUndefined();
    // Alice's own combat phase comes as usual, and Bob's next one too.
    s = passUntil(s, (x) => x.turn.active === "p1" && where(x) === "precombatMain/main");
    s = pass(s, 2);
    expect(where(s)).toBe("combat/beginningOfCombat");
    s = act(pass(s, 2), { type: "declareAttackers", attackers: [] }, "p1");
    s = passUntil(s, (x) => x.turn.active === "p2" && where(x) === "precombatMain/main");
    s = pass(s, 2);
    expect(where(s)).toBe("combat/beginningOfCombat");
  });
});

describe("clauses: creatures dealt damage by ~ this turn (404.1)", () => {
  it("404.1: \"Whenever a creature dealt damage by ~ this turn is put into a graveyard, put a +1/+1 counter on ~\" — Sengir Vampire grows when the Hawk it fought dies, not when Shock kills a creature it never damaged", () => {
    let s = fight({ hand: ["Shock"], play: ["Sengir Vampire"] }, { play: ["Suntail Hawk", "Grizzly Bears"] }, ["Sengir Vampire"], [["Suntail Hawk", "Sengir Vampire"]]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
    s = pass(s, 2); // the trigger resolves
    expect(pt(s, inPlay(s, "Sengir Vampire"))).toEqual([5, 5]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(0);
    expect(pt(s, inPlay(s, "Sengir Vampire"))).toEqual([5, 5]);
  });

  it("404.1: \"... dealt damage by ~ this turn\" is remembered after the fight — a Wind Drake Sengir Vampire damaged survives combat (Healing Salve), and dying to Shock later that turn still counts", () => {
    let s = fight({ hand: ["Healing Salve", "Shock"], play: ["Sengir Vampire"] }, { play: ["Wind Drake"] }, ["Sengir Vampire"], [["Wind Drake", "Sengir Vampire"]], (s) => {
      s = act(s, { type: "playSpell", card: s.players[0]!.hand.find((id) => (s.objects[id] as { card: string }).card === "Healing Salve")! }, "p1");
      return payFully(act(act(s, { type: "chooseMode", mode: 1 }, "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Wind Drake") }] }, "p1"));
    });
    expect(s.objects[inPlay(s, "Wind Drake")]).toMatchObject({ damage: 1 });
    s = passUntil(s, (x) => where(x) === "postcombatMain/main");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Wind Drake") }]), 2);
    s = pass(s, 2); // the trigger resolves
    expect(pt(s, inPlay(s, "Sengir Vampire"))).toEqual([5, 5]);
  });
});

describe("clauses: prevention shields on ~ (419.7)", () => {
  it("419.7: \"{W}: Prevent the next 1 damage that would be dealt to ~ this turn\" — Ordruun Commando, shielded twice, survives Shock with no damage; a third Shock kills it", () => {
    let s = game({ hand: ["Shock", "Shock"], play: ["Ordruun Commando"] });
    s = pass(activate(s, "Ordruun Commando", 0), 2);
    s = pass(activate(s, "Ordruun Commando", 0), 2);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Ordruun Commando") }]), 2);
    expect(s.objects[inPlay(s, "Ordruun Commando")]).toMatchObject({ damage: 0 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Ordruun Commando") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Ordruun Commando");
  });
});

describe("clauses: \"it deals N damage\" of a permanent's own trigger (404.1)", () => {
  it("404.1, 409.1c: \"When ~ comes into play, it deals 1 damage to target creature or player\" — Sparkmage Apprentice's trigger targets Bob as it goes on the stack; the Apprentice deals 1", () => {
    let s = pass(cast(game({ hand: ["Sparkmage Apprentice"] }), "p1", "Sparkmage Apprentice"), 2);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"), 2);
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
  });
});
