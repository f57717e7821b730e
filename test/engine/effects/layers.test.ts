import { describe, expect, it } from "vitest";
import { characteristics, hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { apply, legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, rejects, where, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
/** Passes (declaring no attackers) until turn `n` reaches `step`. */
function untilTurn(s: GameState, n: number, step = "untap"): GameState {
  for (let i = 0; i < 200 && !(s.turn.number === n && (step === "untap" || s.turn.step === step)); i++)
    s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
  return s;
}
const controller = (s: GameState, name: string) => controllerOf(s, card(s, inPlay(s, name)));
const mountains = (n: number) => Array<string>(n).fill("Mountain");
const islands = (n: number) => Array<string>(n).fill("Island");

describe("layer 2: control-changing effects (418.5)", () => {
  it("418.5 layer 2, 502.5: Threaten untaps the creature and gives control of it until end of turn, with haste; it attacks its owner; at cleanup control returns", () => {
    let s = manualGame({ players: [{ hand: ["Threaten"], play: mountains(3), library }, { play: [{ card: "Hill Giant", tapped: true }], library }], turn: 3 });
    s = pass(cast(s, "p1", "Threaten", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    expect(card(s, inPlay(s, "Hill Giant"))).toMatchObject({ tapped: false, owner: "p2", controller: "p2" });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = passUntil(s, (x) => x.turn.number === 4);
    expect(life(s, "p2")).toBe(17);
    expect(controller(s, "Hill Giant")).toBe("p2");
    // p2 has controlled it since before turn 4 began (control returned in the cleanup step of turn 3).
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] });
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(17);
  });

  it("212.3d: summoning sickness follows control: a creature taken with Confiscate can't attack until its new controller's next turn", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    expect(card(s, inPlay(s, "Confiscate")).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    s = passUntil(s, (x) => where(x) === "combat/declareAttackers" || x.turn.number === 4);
    // No creature of p1's could attack: the step passed without an attack.
    expect(s.combat?.attackers ?? []).toEqual([]);
    s = passUntil(s, (x) => x.turn.number === 5 && x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = passUntil(s, (x) => x.turn.number === 6);
    expect(life(s, "p2")).toBe(18);
  });

  it("212.3d: a creature taken this turn can't pay a {T} cost", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Llanowar Elves") }]), 2);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 }, "406.1");
  });

  it("418.5 layer 2: control effects apply in timestamp order: Threaten after Confiscate takes the creature back until end of turn, then Confiscate's effect applies again", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { hand: ["Threaten"], play: [...mountains(3), "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === "main");
    s = pass(cast(s, "p2", "Threaten", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p2");
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] });
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(18);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
  });

  it("306.2: a creature whose controller changes is removed from combat: Keiga's trigger takes an attacker, which deals no combat damage", () => {
    let s = manualGame({
      players: [{ hand: ["Shock"], play: [{ card: "Keiga, the Tide Star", damage: 3 }, "Mountain"], library }, { play: ["Hill Giant", "Grizzly Bears"], library }],
      turn: 4, active: 1, step: "declareAttackers",
    });
    s = act(s, { type: "declareAttackers", attackers: ["Hill Giant", "Grizzly Bears"].map((n) => ({ attacker: inPlay(s, n), defender: "p1" })) });
    s = pass(s);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Keiga, the Tide Star") }]), 2);
    expect(s.pending?.kind).toBe("triggerTargets");
    const giant = inPlay(s, "Hill Giant");
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: giant }] }), 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    expect(s.combat!.attackers.map((a) => a.attacker)).toEqual([inPlay(s, "Grizzly Bears")]);
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(18);
    expect(controller(s, "Hill Giant")).toBe("p1"); // "gain control" with no duration lasts
  });
});

const swamps = (n: number) => Array<string>(n).fill("Swamp");
const forests = (n: number) => Array<string>(n).fill("Forest");
const ptOf = (s: GameState, name: string, who?: string) => {
  const c = characteristics(s, card(s, inPlay(s, name, who)));
  return [c.power, c.toughness];
};

describe("characteristic-defining power and toughness (208.2, 418.5c 6a)", () => {
  it("208.2: Nightmare's power and toughness are the number of Swamps its controller controls, counted as they change; under Confiscate, the new controller's Swamps count", () => {
    let s = manualGame({ players: [{ hand: ["Swamp"], play: ["Nightmare", ...swamps(3)], library }, { hand: ["Confiscate"], play: [...islands(6), ...swamps(2)], library }], turn: 3 });
    expect(ptOf(s, "Nightmare")).toEqual([3, 3]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Swamp") });
    expect(ptOf(s, "Nightmare")).toEqual([4, 4]);
    s = untilTurn(s, 4, "main");
    s = pass(cast(s, "p2", "Confiscate", [{ object: inPlay(s, "Nightmare") }]), 2);
    expect(ptOf(s, "Nightmare", "p2")).toEqual([2, 2]);
  });

  it("208.2: * is 0 while the object is not in play: Nightmare in hand and in the graveyard is 0/0", () => {
    const s = manualGame({ players: [{ hand: ["Nightmare"], graveyard: ["Maro"], play: swamps(4), library }, { library }], turn: 3 });
    const inHandNow = characteristics(s, card(s, inHand(s, "p1", "Nightmare")));
    const inGraveyard = characteristics(s, card(s, s.players[0]!.graveyard[0]!));
    expect([inHandNow.power, inHandNow.toughness, inGraveyard.power, inGraveyard.toughness]).toEqual([0, 0, 0, 0]);
  });

  it("208.2, 420.5b: Maro's power and toughness are the cards in its controller's hand; cast as the last card, it is 0/0 and is put into the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Maro", "Grizzly Bears", "Shock"], play: [...forests(4), "Maro"], library }, { library }], turn: 3 });
    expect(ptOf(s, "Maro")).toEqual([3, 3]);
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(ptOf(s, "Maro")).toEqual([2, 2]);
    s = manualGame({ players: [{ hand: ["Maro"], play: forests(4), library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Maro"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Maro"]);
  });
});

describe("adding and removing abilities (407, 418.5 layer 5)", () => {
  it("407: Arcane Teachings: enchanted creature gets +2/+2 and has \"{T}: This creature deals 1 damage to target creature or player\"", () => {
    let s = manualGame({ players: [{ hand: ["Arcane Teachings"], play: [...mountains(3), "Grizzly Bears"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Arcane Teachings", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([4, 4]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Grizzly Bears"), ability: 0 });
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), 2);
    expect(life(s, "p2")).toBe(19);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
  });

  it("212.3d: the ability Arcane Teachings grants has {T} in its cost: a summoning-sick creature can't play it", () => {
    let s = manualGame({ players: [{ hand: ["Arcane Teachings"], play: [...mountains(3), { card: "Grizzly Bears", summoningSick: true }], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Arcane Teachings", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Grizzly Bears"), ability: 0 }, "212.3d");
  });

  it("407, 418.5c: Ovinize: target creature loses all abilities (keywords and the one defining its P/T) and becomes 0/1 until end of turn", () => {
    let s = manualGame({ players: [{ hand: ["Ovinize"], play: [...islands(2), "Nightmare", ...swamps(3)], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Ovinize", [{ object: inPlay(s, "Nightmare") }]), 2);
    const c = characteristics(s, card(s, inPlay(s, "Nightmare")));
    expect([c.power, c.toughness, c.keywords]).toEqual([0, 1, []]);
    s = untilTurn(s, 4);
    expect(hasKeyword(s, card(s, inPlay(s, "Nightmare")), "flying")).toBe(true);
    expect(ptOf(s, "Nightmare")).toEqual([3, 3]);
  });

  it("418.5 timestamps in layer 5: Ovinize removes an ability Arcane Teachings granted earlier, but +2/+2 (6c) still applies over 0/1 (6b); an Aura attached later grants it again", () => {
    let s = manualGame({ players: [{ hand: ["Arcane Teachings", "Arcane Teachings", "Ovinize"], play: [...mountains(6), ...islands(2), "Grizzly Bears"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Arcane Teachings", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = pass(cast(s, "p1", "Ovinize", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([2, 3]);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Grizzly Bears"), ability: 0 }, "403.1");
    s = pass(cast(s, "p1", "Arcane Teachings", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([4, 5]);
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).abilities).toHaveLength(1);
  });
});

describe("type-changing effects and dependency (418.5 layer 4, 418.5e)", () => {
  it("418.5: March of the Machines: each noncreature artifact is an artifact creature with P/T equal to its converted mana cost; a 0/0 artifact land is put into the graveyard", () => {
    const s = manualGame({ players: [{ play: ["March of the Machines", "Bonesplitter", "Seat of the Synod", "Grizzly Bears"], library }, { library }], turn: 3 });
    const bone = characteristics(s, card(s, inPlay(s, "Bonesplitter")));
    expect([bone.types, bone.power, bone.toughness]).toEqual([["artifact", "creature"], 1, 1]);
    expect(ptOf(s, "Grizzly Bears")).toEqual([2, 2]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Seat of the Synod"]);
  });

  it.each([
    ["March of the Machines first", ["March of the Machines", "Mycosynth Lattice"]],
    ["Mycosynth Lattice first", ["Mycosynth Lattice", "March of the Machines"]],
  ])("418.5e: March of the Machines depends on Mycosynth Lattice (%s): lands become 0/0 artifact creatures, whatever the timestamps", (_, order) => {
    const s = manualGame({ players: [{ play: [...order, "Plains", "Grizzly Bears"], library }, { play: ["Forest"], library }], turn: 3 });
    const lattice = characteristics(s, card(s, inPlay(s, "Mycosynth Lattice")));
    expect([lattice.types, lattice.power, lattice.toughness]).toEqual([["artifact", "creature"], 6, 6]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Plains"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    const bears = characteristics(s, card(s, inPlay(s, "Grizzly Bears")));
    expect([bears.types, bears.power, bears.colors]).toEqual([["creature", "artifact"], 2, []]);
  });

  it("418.5 layer 5, seed glossary \"As though\": Mycosynth Lattice: cards in hand, spells and permanents are colorless, and mana is spent as though it were of any color: Islands pay for Grizzly Bears", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Mycosynth Lattice", ...islands(2)], library }, { library }], turn: 3 });
    expect(characteristics(s, card(s, inHand(s, "p1", "Grizzly Bears"))).colors).toEqual([]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    expect(s.playing!.cost).toBe("{2}");
    expect(characteristics(s, card(s, s.stack[0]!)).colors).toEqual([]);
    s = pass(payFully(s), 2);
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).types).toEqual(["creature", "artifact"]);
  });
});

describe("copy effects (503, 418.5 layer 1)", () => {
  /** Plays Clone and lets it resolve, up to the copy decision. */
  const playClone = (s: GameState) => pass(cast(s, "p1", "Clone"), 2);

  it("503: Clone's controller chooses a creature to copy, or no copy; the decision names every creature in play and the choice of none", () => {
    let s = manualGame({ players: [{ hand: ["Clone"], play: islands(4), library }, { play: ["Hill Giant", "Plains"], library }], turn: 3 });
    s = playClone(s);
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("copy");
    expect(d.prompt).toContain("you may choose a creature in play");
    expect(d.options).toEqual([{ type: "chooseCopy", object: inPlay(s, "Hill Giant") }, { type: "chooseCopy", object: null }]);
    rejects(s, "p1", { type: "chooseCopy", object: inPlay(s, "Plains") }, "503");
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Hill Giant") });
    const copy = card(s, s.play.find((id) => card(s, id).card === "Clone")!);
    const c = characteristics(s, copy);
    expect([c.name, c.power, c.toughness, c.colors, c.subtypes]).toEqual(["Hill Giant", 3, 3, ["R"], ["Giant"]]);
    expect(controllerOf(s, copy)).toBe("p1");
  });

  it("503.2: the copiable values are the printed ones: not the +2/+2 or the ability an Aura gives, nor tapped status", () => {
    let s = manualGame({ players: [{ hand: ["Clone", "Arcane Teachings"], play: [...islands(4), ...mountains(3), { card: "Grizzly Bears", tapped: true }], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Arcane Teachings", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = act(playClone(s), { type: "chooseCopy", object: inPlay(s, "Grizzly Bears") });
    const copy = card(s, s.play.find((id) => card(s, id).card === "Clone")!);
    const c = characteristics(s, copy);
    expect([c.name, c.power, c.toughness, c.abilities, copy.tapped]).toEqual(["Grizzly Bears", 2, 2, [], false]);
  });

  it("503, 420.5b: with no copy chosen, Clone comes into play as a 0/0 and is put into its owner's graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Clone"], play: islands(4), library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = act(playClone(s), { type: "chooseCopy", object: null });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Clone"]);
  });

  it("503, 208.2: a copy of a copy of Nightmare is a Nightmare: flying, and its P/T counts its own controller's Swamps", () => {
    let s = manualGame({ players: [{ hand: ["Clone", "Clone"], play: [...islands(8), ...swamps(1)], library }, { play: ["Nightmare", ...swamps(3)], library }], turn: 3 });
    s = act(playClone(s), { type: "chooseCopy", object: inPlay(s, "Nightmare") });
    const first = s.play.find((id) => card(s, id).card === "Clone")!;
    s = act(playClone(s), { type: "chooseCopy", object: first });
    const second = s.play.filter((id) => card(s, id).card === "Clone").find((id) => id !== first)!;
    const c = characteristics(s, card(s, second));
    expect([c.name, c.keywords, c.power, c.toughness]).toEqual(["Nightmare", ["flying"], 1, 1]);
  });

  it("503, 420.5e, 410.?: Clone copying Keiga, the Tide Star: both are put into the graveyard, and the copy's leaves-play ability triggers too", () => {
    let s = manualGame({ players: [{ hand: ["Clone"], play: islands(4), library }, { play: ["Keiga, the Tide Star", "Grizzly Bears"], library }], turn: 3 });
    s = act(playClone(s), { type: "chooseCopy", object: inPlay(s, "Keiga, the Tide Star") });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Clone"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Keiga, the Tide Star"]);
    // Both triggers target the only creature left; p1's (the active player's) goes on the stack first and resolves last.
    expect(s.stack.map((id) => (s.objects[id] as { controller: string }).controller)).toEqual(["p1", "p2"]);
    s = pass(s, 4);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
  });

  it("410.?, 503: last-known information: the leaves-play ability of Clone copying Keiga, the Tide Star is Keiga's, and the log names Clone as the copy", () => {
    let s = manualGame({ players: [{ hand: ["Clone"], play: islands(4), library }, { play: ["Keiga, the Tide Star", "Grizzly Bears"], library }], turn: 3 });
    s = playClone(s);
    const { state, events } = apply(s, "p1", { type: "chooseCopy", object: inPlay(s, "Keiga, the Tide Star") });
    const died = events.filter((e) => e.type === "putIntoGraveyardFromPlay").map((e) => e.text);
    expect(died).toHaveLength(2);
    expect(died).toContain("Keiga, the Tide Star (Clone, a copy) is put into Ann's graveyard from play (420.5e: legend rule).");
    expect(died).toContain("Keiga, the Tide Star is put into Bob's graveyard from play (420.5e: legend rule).");
    const triggers = events.filter((e) => e.type === "trigger").map((e) => e.text);
    expect(triggers.some((x) => x.startsWith("Keiga, the Tide Star (Clone, a copy)'s ability triggers: When Keiga, the Tide Star is put into a graveyard from play, gain control of target creature."))).toBe(true);
    const sources = state.stack.map((id) => state.objects[id]).map((o) => (o?.kind === "ability" ? o.source : null));
    expect(sources.map((src) => [src?.name, src?.card, src?.controller])).toEqual([["Keiga, the Tide Star", "Clone", "p1"], ["Keiga, the Tide Star", undefined, "p2"]]);
    expect(view(state, "p2").stack.map((o) => ("source" in o ? o.source : null))).toEqual(sources.map((src) => ({ id: src!.id, name: src!.name, ...(src!.card ? { card: src!.card } : {}) })));
  });
});

describe("the order of layer 6 in the Time Spiral rules (418.5a)", () => {
  // Time Spiral's example uses Gray Ogre (not in the card pool) and an enchantment giving
  // creatures you control +0/+2 (none in the pool: two Blessed Orators give the same +0/+2
  // from static abilities of permanents); Grizzly Bears is a 2/2 like Gray Ogre.
  const setup = (first: string, second: string) =>
    manualGame({
      players: [
        { hand: [first, second], play: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }, "Blessed Orator", "Blessed Orator", ...forests(3), ...islands(3)], library },
        { library },
      ],
      turn: 3,
    });

  it("418.5a: a 2/2 with a +1/+1 counter, then +4/+4 until end of turn, then +0/+2 from static abilities, then \"becomes 0/1\" is 1/4 (6b in timestamp order, then 6c counters, then 6d)", () => {
    let s = setup("Monstrous Growth", "Ovinize");
    const bears = inPlay(s, "Grizzly Bears");
    expect(ptOf(s, "Grizzly Bears")).toEqual([3, 5]);
    s = pass(cast(s, "p1", "Monstrous Growth", [{ object: bears }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([7, 9]);
    s = pass(cast(s, "p1", "Ovinize", [{ object: bears }]), 2);
    // 0/1 (6b, later than the +4/+4, which it overrides), +1/+1 (6c), +0/+2 (6d).
    expect(ptOf(s, "Grizzly Bears")).toEqual([1, 4]);
  });

  it("418.5a: \"becomes 0/1\" before the +4/+4 doesn't override it: 0/1, +4/+4, then the counter and the +0/+2 make 5/8", () => {
    let s = setup("Ovinize", "Monstrous Growth");
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Ovinize", [{ object: bears }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([1, 4]);
    s = pass(cast(s, "p1", "Monstrous Growth", [{ object: bears }]), 2);
    expect(ptOf(s, "Grizzly Bears")).toEqual([5, 8]);
  });
});
