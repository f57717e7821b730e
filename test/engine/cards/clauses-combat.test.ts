import { describe, expect, it } from "vitest";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState, Setup } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects } from "../helpers.js";
import { attack, combatGame } from "../combat/combat-keywords-helpers.js";

// The combat clause families (tokens, block and attack restrictions, untapping, enchanted
// creatures, counted P/T), each shown with a real card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest"];

/** The tokens in play, with their controller. */
const tokens = (s: GameState) => s.play.map((id) => card(s, id)).filter((o) => o.token).map((o) => ({ o, controller: controllerOf(s, o), c: characteristics(s, o) }));

describe("clauses: tokens described by their words (216)", () => {
  it("216: \"Put a 1/1 colorless Spirit creature token into play\" — Spiritual Visit makes a colorless 1/1 Spirit named Spirit", () => {
    let s = manualGame({ players: [{ library, play: lands, hand: ["Spiritual Visit"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Spiritual Visit"), 2);
    const made = tokens(s);
    expect(made).toHaveLength(1);
    expect(made[0]!.controller).toBe("p1");
    expect(made[0]!.c).toMatchObject({ name: "Spirit", power: 1, toughness: 1, colors: [], types: ["creature"], subtypes: ["Spirit"] });
  });

  it("216: \"put two 1/1 black Bat creature tokens with flying into play\" — Skeletal Vampire's arrival makes two flying Bats", () => {
    let s = manualGame({ players: [{ library, play: lands, hand: ["Skeletal Vampire"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Skeletal Vampire"), 2);
    // The comes-into-play trigger is on the stack; it resolves when both pass.
    s = pass(s, 2);
    const bats = tokens(s);
    expect(bats).toHaveLength(2);
    for (const b of bats) expect(b.c).toMatchObject({ power: 1, toughness: 1, colors: ["B"], subtypes: ["Bat"], keywords: ["flying"] });
  });

  it("216: \"put a 4/4 black Horror creature token into play under target opponent's control\" — Hunted Lammasu gives the token to the opponent", () => {
    let s = manualGame({ players: [{ library, play: lands, hand: ["Hunted Lammasu"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Hunted Lammasu"), 2);
    // The trigger's only legal target is p2 (410.4: chosen as it is put on the stack).
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    const made = tokens(s);
    expect(made).toHaveLength(1);
    expect(made[0]!.controller).toBe("p2");
    expect(made[0]!.o.owner).toBe("p2");
    expect(pt(s, made[0]!.o.id)).toEqual([4, 4]);
    expect(made[0]!.c.colors).toEqual(["B"]);
  });

  it("216: \"Put a 2/2 Assembly-Worker artifact creature token into play\" — Urza's Factory's token is a colorless artifact creature", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Urza's Factory"] }, { library }], turn: 3 });
    const factory = inPlay(s, "Urza's Factory");
    s = pass(payFully(act(s, { type: "playAbility", source: factory, ability: 1 }, "p1")), 2);
    const made = tokens(s);
    expect(made).toHaveLength(1);
    expect(made[0]!.c).toMatchObject({ types: ["artifact", "creature"], subtypes: ["Assembly-Worker"], colors: [], power: 2, toughness: 2 });
  });
});

describe("clauses: an Aura's \"enchanted creature\" (212.4)", () => {
  it("212.4: \"{R}: Enchanted creature gets +1/+0 until end of turn\" — Firebreathing pumps the creature it enchants, not another", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Mountain", "Hill Giant", "Grizzly Bears"], hand: ["Firebreathing"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Firebreathing", [{ object: inPlay(s, "Hill Giant") }]), 2);
    const aura = inPlay(s, "Firebreathing");
    expect(card(s, aura).attachedTo).toBe(inPlay(s, "Hill Giant"));
    s = pass(payFully(act(s, { type: "playAbility", source: aura, ability: 0 }, "p1")), 2);
    s = pass(payFully(act(s, { type: "playAbility", source: aura, ability: 0 }, "p1")), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });
});

describe("clauses: \"Creatures you control that are enchanted get +N/+N\" (412, 418.5a)", () => {
  it("418.5a (6d): Guardian's Magemark — each creature its controller controls with an Aura attached gets +1/+1; an unenchanted one and an opponent's enchanted one don't", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Hill Giant", "Grizzly Bears"], hand: ["Guardian's Magemark", "Firebreathing"] }, { library, play: ["Suntail Hawk"], hand: [] }], turn: 3 });
    s = pass(cast(s, "p1", "Firebreathing", [{ object: inPlay(s, "Suntail Hawk") }]), 2);
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([1, 1]);
    s = pass(cast(s, "p1", "Guardian's Magemark", [{ object: inPlay(s, "Hill Giant") }]), 2);
    // Hill Giant is enchanted by the Magemark itself: +1/+1.
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    // p2's Suntail Hawk is enchanted (by p1's Firebreathing) but p1 doesn't control it.
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([1, 1]);
  });
});

type Play = NonNullable<Setup["players"][number]["play"]>;
/** p1 attacks with `attackers`; the game reaches p2's declaration of blockers. */
function attacking(p1: Play, p2: Play, ...attackers: string[]): GameState {
  let s = attack(combatGame({ play: p1 }, { play: p2 }), ...attackers);
  for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = pass(s);
  expect(s.pending?.kind).toBe("blockers");
  return s;
}
const blocks = (s: GameState, ...pairs: [string, string][]) => ({ type: "declareBlockers" as const, blocks: pairs.map(([b, a]) => ({ blocker: inPlay(s, b, "p2"), attacker: inPlay(s, a, "p1") })) });

describe("clauses: block restrictions and requirements (309.2)", () => {
  it("309.2: \"~ can't be blocked by creatures with flying\" — Gnat Alley Creeper: a flying Suntail Hawk can't block it, Grizzly Bears can", () => {
    const s = attacking(["Gnat Alley Creeper"], ["Suntail Hawk", "Grizzly Bears"], "Gnat Alley Creeper");
    rejects(s, "p2", blocks(s, ["Suntail Hawk", "Gnat Alley Creeper"]), "309.2");
    const after = act(s, blocks(s, ["Grizzly Bears", "Gnat Alley Creeper"]), "p2");
    expect(after.combat?.blocks).toEqual([{ blocker: inPlay(s, "Grizzly Bears", "p2"), attacker: inPlay(s, "Gnat Alley Creeper", "p1") }]);
  });

  it("309.2: \"~ can block only creatures with flying\" — Stratozeppelid can block the attacking Suntail Hawk, not Hill Giant", () => {
    const s = attacking(["Hill Giant", "Suntail Hawk"], ["Stratozeppelid"], "Hill Giant", "Suntail Hawk");
    rejects(s, "p2", blocks(s, ["Stratozeppelid", "Hill Giant"]), "309.2");
    const after = act(s, blocks(s, ["Stratozeppelid", "Suntail Hawk"]), "p2");
    expect(after.combat?.blocks).toHaveLength(1);
  });

  it("309.2: \"Creatures with power less than ~'s power can't block it\" — Battering Wurm (power 4): Grizzly Bears (2) can't block it, Craw Wurm (6) can", () => {
    const s = attacking(["Battering Wurm"], ["Grizzly Bears", "Craw Wurm"], "Battering Wurm");
    rejects(s, "p2", blocks(s, ["Grizzly Bears", "Battering Wurm"]), "309.2");
    expect(act(s, blocks(s, ["Craw Wurm", "Battering Wurm"]), "p2").combat?.blocks).toHaveLength(1);
  });

  it("309.2: \"~ is unblockable as long as it's attacking alone\" — Dream Prowler alone can't be blocked; beside Hill Giant it can", () => {
    // Alone, no creature is able to block it: p2 is never asked to declare blockers, and the Prowler deals its damage.
    let alone = attack(combatGame({ play: ["Dream Prowler", "Hill Giant"] }, { play: ["Grizzly Bears"] }), "Dream Prowler");
    for (let i = 0; i < 20 && alone.turn.step !== "endOfCombat"; i++) {
      expect(alone.pending?.kind).not.toBe("blockers");
      alone = pass(alone);
    }
    expect(alone.players[1]!.life).toBe(19);
    const together = attacking(["Dream Prowler", "Hill Giant"], ["Grizzly Bears"], "Dream Prowler", "Hill Giant");
    expect(act(together, blocks(together, ["Grizzly Bears", "Dream Prowler"]), "p2").combat?.blocks).toHaveLength(1);
  });

  it("309.2: \"All creatures able to block ~ do so\" — Elvish Bard: p2 must block it with each creature able to; a tapped one needn't", () => {
    const s = attacking(["Elvish Bard", "Hill Giant"], ["Grizzly Bears", "Craw Wurm", { card: "Suntail Hawk", tapped: true }], "Elvish Bard", "Hill Giant");
    rejects(s, "p2", { type: "declareBlockers", blocks: [] }, "309.2");
    rejects(s, "p2", blocks(s, ["Grizzly Bears", "Elvish Bard"], ["Craw Wurm", "Hill Giant"]), "309.2");
    const after = act(s, blocks(s, ["Grizzly Bears", "Elvish Bard"], ["Craw Wurm", "Elvish Bard"]), "p2");
    expect(after.combat?.blocks).toHaveLength(2);
  });
});

describe("clauses: \"Untap all creatures you control\" (tap and untap of every matching permanent)", () => {
  it("\"Untap all creatures you control\" — To Arms! untaps p1's tapped creatures, not p2's, nor p1's lands; then draws a card", () => {
    let s = manualGame({ players: [{ library, play: [...lands, { card: "Hill Giant", tapped: true }, { card: "Grizzly Bears", tapped: true }], hand: ["To Arms!"] }, { library, play: [{ card: "Craw Wurm", tapped: true }] }], turn: 3 });
    s = pass(cast(s, "p1", "To Arms!"), 2);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Craw Wurm")).tapped).toBe(true);
    // Its cost was paid with two lands; lands are no creatures and stay tapped.
    expect(s.play.filter((id) => lands.includes(card(s, id).card) && card(s, id).tapped)).toHaveLength(2);
    expect(s.players[0]!.hand).toHaveLength(1);
  });
});

describe("clauses: \"tap that creature and it doesn't untap during its controller's next untap step\" (302.2)", () => {
  it("302.2: Kashi-Tribe Warriors deals combat damage to its blocker Craw Wurm: the Wurm is tapped, stays tapped through p2's next untap step, and untaps in the one after", () => {
    let s = attack(combatGame({ play: ["Kashi-Tribe Warriors"] }, { play: ["Craw Wurm"] }), "Kashi-Tribe Warriors");
    for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = pass(s);
    s = act(s, blocks(s, ["Craw Wurm", "Kashi-Tribe Warriors"]), "p2");
    const wurm = inPlay(s, "Craw Wurm", "p2");
    // Combat damage (on the stack, 310), then the trigger, resolve as the players pass.
    for (let i = 0; i < 20 && !card(s, wurm).tapped; i++) s = pass(s);
    expect(card(s, wurm).tapped).toBe(true);
    // p2's turn 4: its untap step leaves the Wurm tapped.
    for (let i = 0; i < 300 && !(s.turn.number === 4 && s.turn.step === "upkeep"); i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(s.turn.active).toBe("p2");
    expect(card(s, wurm).tapped).toBe(true);
    // p2's turn 6: it untaps as usual.
    for (let i = 0; i < 600 && !(s.turn.number === 6 && s.turn.step === "upkeep"); i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(card(s, wurm).tapped).toBe(false);
  });
});

describe("clauses: \"~ doesn't untap during your next untap step\" as a mana ability's rider (406.1, 302.2)", () => {
  const toTurn = (s: GameState, n: number) => {
    for (let i = 0; i < 600 && !(s.turn.number === n && s.turn.step === "upkeep"); i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    return s;
  };

  it("406.1: Cloudcrest Lake tapped for {W} pays for Suntail Hawk at once and stays tapped through its controller's next untap step, untapping in the one after", () => {
    let s = manualGame({ players: [{ library, play: ["Cloudcrest Lake"], hand: ["Suntail Hawk"] }, { library }], turn: 3 });
    const lake = inPlay(s, "Cloudcrest Lake");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "playAbility", source: lake, ability: 1, mana: "W" }, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(inPlay(s, "Suntail Hawk")).toBeTruthy();
    s = toTurn(s, 5);
    expect(card(s, lake).tapped).toBe(true);
    s = toTurn(s, 7);
    expect(card(s, lake).tapped).toBe(false);
  });

  it("409.1: backing out of the spell untaps Cloudcrest Lake and takes back its \"doesn't untap\" — it untaps as usual", () => {
    let s = manualGame({ players: [{ library, play: ["Cloudcrest Lake"], hand: ["Suntail Hawk"] }, { library }], turn: 3 });
    const lake = inPlay(s, "Cloudcrest Lake");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "playAbility", source: lake, ability: 1, mana: "W" }, "p1");
    expect(card(s, lake).skipsNextUntap).toBe(true);
    s = act(s, { type: "cancel" }, "p1");
    expect(card(s, lake).tapped).toBe(false);
    expect(card(s, lake).skipsNextUntap).toBeUndefined();
  });
});
