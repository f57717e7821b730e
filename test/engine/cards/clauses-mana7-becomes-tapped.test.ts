import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

// "Whenever ~ becomes tapped, it deals 1 damage to you." (City of Brass), "When enchanted land
// becomes tapped, destroy that land." (Spreading Algae; Uncontrolled Infestation: "destroy it"),
// "Whenever a creature an opponent controls becomes tapped, put a shield counter on ~." (Palliation
// Accord): 404.1, the event is a permanent turning from untapped to tapped, whatever taps it: a mana
// ability (the trigger waits for the next time a player would receive priority, 406.1, 410.4), an
// opponent's effect, an attack (308.2). Compiled from the printed text (compiler/tap-triggers.ts;
// engine spells/tap-triggers.ts).
const library = Array<string>(8).fill("Mountain");
const stack = (s: GameState) => s.stack.map((id) => { const o = s.objects[id]!; return o.kind === "ability" ? o.source.name : "spell"; });
const pool = (s: GameState) => s.players[0]!.manaPool;

/** `who` plays a permanent's activated ability with its targets, paid in full. */
function activate(s: GameState, who: string, source: string, targets: { object: string }[]): GameState {
  s = act(s, { type: "playAbility", source, ability: 0 }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets }, who);
  return payFully(s);
}

/** Casts an Aura from p1's hand on `land` (paying with p1's other lands) and lets it resolve. */
function enchant(s: GameState, name: string, land: string): GameState {
  return pass(cast(s, "p1", name, [{ object: land }]), 2);
}

describe("clauses: \"becomes tapped\" triggers (404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["City of Brass", "Spreading Algae", "Uncontrolled Infestation", "Palliation Accord"]) expect(isSupported(name), name).toBe(true);
  });

  it("406.1, 410.4: City of Brass tapped for mana: the mana at once, the 1 damage to its controller from the stack", () => {
    let s = manualGame({ players: [{ library, play: ["City of Brass"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "City of Brass"), ability: 1, mana: "U" }, "p1");
    expect(pool(s).U).toBe(1);
    expect(stack(s)).toEqual(["City of Brass"]);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("City of Brass tapped by Ann's Icy Manipulator deals the damage to Bob, its controller; an already tapped City triggers nothing", () => {
    let s = manualGame({ players: [{ library, play: ["Icy Manipulator", "Icy Manipulator", ...Array<string>(8).fill("Island")] }, { library, play: ["City of Brass"] }], turn: 3 });
    const city = inPlay(s, "City of Brass");
    const icy = () => s.play.find((id) => card(s, id).card === "Icy Manipulator" && !card(s, id).tapped)!;
    s = activate(s, "p1", icy(), [{ object: city }]);
    expect(stack(s)).toEqual(["Icy Manipulator"]);
    s = pass(s, 2);
    expect(card(s, city).tapped).toBe(true);
    expect(stack(s)).toEqual(["City of Brass"]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
    // Tapped again while tapped: it doesn't become tapped (404.1), nothing triggers.
    s = activate(s, "p1", icy(), [{ object: city }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(life(s, "p2")).toBe(19);
  });

  it("Spreading Algae: Bob taps the enchanted Swamp for mana and it is destroyed; Algae returns to Ann's hand", () => {
    let s = manualGame({ players: [{ library, hand: ["Spreading Algae"], play: ["Forest"] }, { library, play: ["Swamp", "Swamp"] }], turn: 3 });
    const swamp = inPlay(s, "Swamp", "p2");
    s = enchant(s, "Spreading Algae", swamp);
    expect(card(s, inPlay(s, "Spreading Algae")).attachedTo).toBe(swamp);
    s = passUntil(s, (x) => x.turn.active === "p2" && x.pending?.kind === "priority" && x.pending.player === "p2" && x.turn.step === "main" && x.stack.length === 0);
    s = act(s, { type: "playAbility", source: swamp, ability: 0 }, "p2");
    expect(stack(s)).toEqual(["Spreading Algae"]);
    s = pass(s, 2); // the Swamp is destroyed; the Algae goes to the graveyard (state-based) and its own ability triggers
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Swamp"]);
    s = pass(s, 2);
    // 217.1c: the card it became in the graveyard returns (its own ability follows it there).
    expect(zoneNames(s, "p1", "hand")).toContain("Spreading Algae");
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("212.4: Spreading Algae can enchant only a Swamp: a Forest can't be its target, and nothing changes", () => {
    let s = manualGame({ players: [{ library, hand: ["Spreading Algae"], play: ["Forest", "Swamp"] }, { library, play: ["Forest"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Spreading Algae") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest", "p2") }] }, "409.1c");
  });

  it("Uncontrolled Infestation on a nonbasic land: tapped, destroyed; a basic land can't be enchanted", () => {
    let s = manualGame({ players: [{ library, hand: ["Uncontrolled Infestation"], play: ["Mountain", "Mountain"] }, { library, play: ["Karplusan Forest", "Forest"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Uncontrolled Infestation") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest", "p2") }] }, "409.1c");
    let t = manualGame({ players: [{ library, hand: ["Uncontrolled Infestation"], play: ["Mountain", "Mountain"] }, { library, play: ["Karplusan Forest", "Forest"] }], turn: 3 });
    const land = inPlay(t, "Karplusan Forest");
    t = enchant(t, "Uncontrolled Infestation", land);
    t = passUntil(t, (x) => x.turn.active === "p2" && x.pending?.kind === "priority" && x.pending.player === "p2" && x.turn.step === "main" && x.stack.length === 0);
    t = act(t, { type: "playAbility", source: land, ability: 0 }, "p2");
    expect(stack(t)).toEqual(["Uncontrolled Infestation"]);
    t = pass(t, 2);
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Karplusan Forest"]);
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Uncontrolled Infestation"]);
  });

  it("308.2: Ann's attacking Grizzly Bears become tapped: Bob's Palliation Accord gets a shield counter, which prevents 1 of the Bears' damage", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears"] }, { library, play: ["Palliation Accord"] }], turn: 3 });
    const accord = inPlay(s, "Palliation Accord");
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    expect(stack(s)).toEqual(["Palliation Accord"]);
    s = pass(s, 2);
    expect(card(s, accord).counters).toMatchObject({ shield: 1 });
    s = passUntil(s, (x) => x.pending?.kind === "priority" && x.pending.player === "p2");
    s = act(s, { type: "playAbility", source: accord, ability: 1 }, "p2");
    expect(card(s, accord).counters?.shield ?? 0).toBe(0);
    s = passUntil(s, (x) => x.turn.step === "endOfCombat");
    expect(life(s, "p2")).toBe(19);
  });

  it("Palliation Accord sees only its opponents' creatures: Bob's own creature tapping adds no counter", () => {
    let s = manualGame({ players: [{ library }, { library, play: ["Palliation Accord", "Llanowar Elves"] }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "priority" && x.pending.player === "p2");
    s = act(s, { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 }, "p2");
    expect(s.stack).toEqual([]);
    expect(card(s, inPlay(s, "Palliation Accord")).counters?.shield ?? 0).toBe(0);
  });

  it("Sanctimony: Ann taps a Mountain for mana, Bob may gain 1 life; Ann's Plains and Bob's own Mountain trigger nothing", () => {
    let s = manualGame({ players: [{ library, play: ["Mountain", "Plains"] }, { library, play: ["Sanctimony", "Mountain"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Plains"), ability: 0 }, "p1");
    expect(s.stack).toEqual([]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain", "p1"), ability: 0 }, "p1");
    expect(pool(s)).toMatchObject({ R: 1, W: 1 });
    expect(stack(s)).toEqual(["Sanctimony"]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = act(s, { type: "may", accept: true }, "p2");
    expect(life(s, "p2")).toBe(21);
    s = passUntil(s, (x) => x.turn.active === "p2" && x.pending?.kind === "priority" && x.pending.player === "p2" && x.turn.step === "main" && x.stack.length === 0);
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain", "p2"), ability: 0 }, "p2");
    expect(s.stack).toEqual([]);
  });

  it("Forbidden Orchard: tapped for mana by its controller, it gives target opponent a 1/1 Spirit token", () => {
    let s = manualGame({ players: [{ library, play: ["Forbidden Orchard"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forbidden Orchard"), ability: 0, mana: "G" }, "p1");
    expect(pool(s).G).toBe(1);
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(stack(s)).toEqual(["Forbidden Orchard"]);
    s = pass(s, 2);
    const tokens = s.play.filter((id) => card(s, id).card !== "Forbidden Orchard");
    expect(tokens).toHaveLength(1);
    expect(card(s, tokens[0]!)).toMatchObject({ controller: "p2" });
  });
});

