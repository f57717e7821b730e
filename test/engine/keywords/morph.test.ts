import { describe, expect, it } from "vitest";
import { apply, changeSettings, eventsFor, legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { autoPasses } from "../../../src/engine/turn/priority.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

/** Ann (p1) in her main phase with a morph card and lands; Bob (p2) with Mountains and Shock. */
const game = (hand: string[], lands: string[]) =>
  manualGame({
    players: [
      { hand, play: lands, library: ["Forest", "Forest"] },
      { hand: ["Shock"], play: ["Mountain"], library: ["Forest", "Forest"] },
    ],
    turn: 3,
  });

/** Taps the player's untapped lands for mana, `count` of them. */
function tap(s: GameState, who: string, count: number): GameState {
  for (let i = 0; i < count; i++) {
    const land = s.play.find((id) => { const o = card(s, id); return o.controller === who && !o.tapped && !o.faceDown && characteristics(s, o).types.includes("land"); })!;
    s = act(s, { type: "playAbility", source: land, ability: 0 }, who);
  }
  return s;
}

/** Plays the card face down for {3} and lets it resolve; returns the state and the face-down permanent. */
function playFaceDown(s: GameState, name: string): { s: GameState; id: string } {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name), faceDown: true }, "p1");
  s = payFully(s);
  s = pass(s, 2);
  return { s, id: s.play.find((id) => card(s, id).faceDown)! };
}

describe("morph (502.26) and face-down permanents (504)", () => {
  it("502.26a: a card with morph is offered face down and played as a 2/2 creature spell for {3}; in play it has no name, color, subtypes or abilities (504)", () => {
    const s0 = game(["Sootfeather Flock"], ["Swamp", "Swamp", "Swamp"]);
    expect(legalDecision(s0, "p1")!.options).toContainEqual({ type: "playSpell", card: inHand(s0, "p1", "Sootfeather Flock"), faceDown: true });
    const announced = act(s0, { type: "playSpell", card: inHand(s0, "p1", "Sootfeather Flock"), faceDown: true }, "p1");
    expect(announced.playing).toMatchObject({ cost: "{3}" });
    const { s, id } = playFaceDown(s0, "Sootfeather Flock");
    const c = characteristics(s, card(s, id));
    expect(c).toMatchObject({ name: "", colors: [], types: ["creature"], subtypes: [], power: 2, toughness: 2, keywords: [], abilities: [] });
    expect(s.players[0]!.manaPool).toMatchObject({ B: 0 });
  });

  it("502.26a: a card without morph can't be played face down, and face down costs only {3}", () => {
    const s = game(["Shock", "Spined Basher"], ["Swamp", "Swamp", "Swamp"]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Shock"), faceDown: true }, "502.26a");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Spined Basher"), faceDown: true, buyback: true }, "502.26a");
  });

  it("502.26c: turning a face-down permanent face up is a special action: its morph cost is paid, it doesn't use the stack, the player keeps priority, and \"when turned face up\" triggers", () => {
    let { s, id } = playFaceDown(game(["Skirk Marauder"], ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]), "Skirk Marauder");
    // Without the mana in the pool it is not offered; with {R}{R}{R} it is.
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "turnFaceUp")).toBe(false);
    s = tap(s, "p1", 3);
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "turnFaceUp", card: id, mana: "RRR" });
    rejects(s, "p1", { type: "turnFaceUp", card: id, mana: "RR" }, "409.1h");
    s = act(s, { type: "turnFaceUp", card: id, mana: "RRR" }, "p1");
    // The same permanent, face up, with its name; its ability triggered and asks for its target.
    expect(card(s, id)).toMatchObject({ card: "Skirk Marauder" });
    expect(card(s, id).faceDown).toBeUndefined();
    expect(characteristics(s, card(s, id))).toMatchObject({ name: "Skirk Marauder", power: 2, toughness: 1 });
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("502.26c: a player who could turn a face-down permanent face up after playing mana abilities isn't passed automatically; one who couldn't is", () => {
    const able = playFaceDown(game(["Skirk Marauder"], Array<string>(6).fill("Mountain")), "Skirk Marauder").s;
    const unable = playFaceDown(game(["Skirk Marauder"], Array<string>(5).fill("Mountain")), "Skirk Marauder").s;
    for (const s of [able, unable]) expect(legalDecision(s, "p1")!.options).toEqual([{ type: "pass" }]);
    const on = (s: GameState) => changeSettings(s, "p1", { stops: "everywhere", autoPass: true });
    expect(autoPasses(on(able), "p1")).toBe(false);
    expect(autoPasses(on(unable), "p1")).toBe(true);
    expect(legalDecision(able, "p1")!.prompt).toContain("You may turn your face-down Skirk Marauder face up by paying its morph cost {2}{R} from your mana pool (502.26c).");
    expect(legalDecision(able, "p1")!.details).toEqual({ turnFaceUp: [{ card: able.play.find((id) => card(able, id).faceDown), name: "Skirk Marauder", cost: "{2}{R}" }] });
  });

  it("502.26c: only a face-down permanent can be turned face up, by its controller", () => {
    const { s, id } = playFaceDown(game(["Spined Basher"], ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]), "Spined Basher");
    const swamp = s.play.find((x) => card(s, x).card === "Swamp")!;
    rejects(s, "p1", { type: "turnFaceUp", card: swamp, mana: "" }, "502.26c");
    const bob = pass(s);
    rejects(bob, "p2", { type: "turnFaceUp", card: id, mana: "" }, "502.26c");
  });

  it("504: the opponent's and a spectator's view show a face-down creature as a 2/2 with no name; its controller sees the card; the log names it only to him or her", () => {
    const s0 = game(["Spined Basher"], ["Swamp", "Swamp", "Swamp"]);
    let s = act(s0, { type: "playSpell", card: inHand(s0, "p1", "Spined Basher"), faceDown: true }, "p1");
    s = payFully(s);
    // On the stack: a face-down spell.
    for (const viewer of ["p2", null]) {
      const v = view(s, viewer);
      expect(v.stack[0]).toMatchObject({ name: "", faceDown: true });
      expect(JSON.stringify(v)).not.toContain("Spined Basher");
    }
    expect(view(s, "p1").stack[0]).toMatchObject({ faceDown: true, card: "Spined Basher" });
    const first = apply(s, "p1", { type: "pass" });
    const { state, events } = apply(first.state, "p2", { type: "pass" });
    const id = state.play.find((x) => card(state, x).faceDown)!;
    for (const viewer of ["p2", null]) {
      const v = view(state, viewer);
      expect(v.play.find((p) => p.id === id)).toMatchObject({ name: "", faceDown: true, power: 2, toughness: 2, types: ["creature"], subtypes: [], keywords: [] });
      expect(JSON.stringify(v)).not.toContain("Spined Basher");
      expect(JSON.stringify(eventsFor(events, viewer))).not.toContain("Spined Basher");
      expect(JSON.stringify(eventsFor(events, viewer))).toContain("a face-down creature");
    }
    expect(view(state, "p1").play.find((p) => p.id === id)).toMatchObject({ faceDown: true, card: "Spined Basher" });
    expect(JSON.stringify(eventsFor(events, "p1"))).toContain("Spined Basher");
    // Nor does the opponent's decision name it: Shock's targets read "a face-down creature".
    const shock = act(pass(state), { type: "playSpell", card: inHand(state, "p2", "Shock") }, "p2");
    const d = legalDecision(shock, "p2")!;
    expect(JSON.stringify(d)).not.toContain("Spined Basher");
    expect(JSON.stringify(d)).toContain("a face-down creature");
  });

  it("504: a face-down permanent that leaves play is revealed to all", () => {
    const { s, id } = playFaceDown(game(["Spined Basher"], ["Swamp", "Swamp", "Swamp"]), "Spined Basher");
    let t = act(pass(s), { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    t = act(t, { type: "chooseTargets", targets: [{ object: id }] }, "p2");
    t = payFully(t);
    const first = apply(t, "p2", { type: "pass" });
    const { state, events } = apply(first.state, "p1", { type: "pass" });
    expect(zoneNames(state, "p1", "graveyard")).toEqual(["Spined Basher"]);
    for (const viewer of ["p2", null]) expect(JSON.stringify(eventsFor(events, viewer))).toMatch(/revealed: it is Spined Basher/);
  });
});

/** Ann plays the card face down with three lands, taps the rest and turns it face up; Bob has a creature, an enchantment, an artifact and a land. */
function turnedUp(name: string, land: string, lands: number): { s: GameState; id: string } {
  const start = manualGame({
    players: [
      { hand: [name], play: Array<string>(lands).fill(land), library: ["Forest", "Forest"] },
      { play: ["Grizzly Bears", "Glorious Anthem", "Fist of Suns", "Mountain"], library: ["Forest", "Forest"] },
    ],
    turn: 3,
  });
  let { s, id } = playFaceDown(start, name);
  s = tap(s, "p1", lands - 3);
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!;
  expect(option).toMatchObject({ type: "turnFaceUp", card: id });
  s = act(s, option, "p1");
  return { s, id };
}

describe("morph cards of the pool (502.26)", () => {
  it.each([
    ["Krosan Colossus", 11, [9, 9]],
    ["Towering Baloth", 10, [7, 6]],
    ["Treespring Lorian", 9, [5, 4]],
  ] as const)("502.26c, 504: %s is a 2/2 while face down and its printed self once turned face up, still the same permanent", (name, lands, printed) => {
    const { s, id } = turnedUp(name, "Forest", lands);
    expect(pt(s, id)).toEqual(printed);
    expect(characteristics(s, card(s, id))).toMatchObject({ name, colors: ["G"] });
  });

  const bob = (s: GameState, name: string) => s.play.find((id) => card(s, id).card === name && card(s, id).controller === "p2")!;
  it.each([
    ["Echo Tracer", "Island", 6, "Grizzly Bears", (s: GameState) => expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"])],
    ["Aphetto Exterminator", "Swamp", 7, "Grizzly Bears", (s: GameState) => expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"])],
    ["Patron of the Wild", "Forest", 6, "Grizzly Bears", (s: GameState) => expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6])],
    ["Daru Sanctifier", "Plains", 5, "Glorious Anthem", (s: GameState) => expect(zoneNames(s, "p2", "graveyard")).toEqual(["Glorious Anthem"])],
    ["Nantuko Vigilante", "Forest", 5, "Fist of Suns", (s: GameState) => expect(zoneNames(s, "p2", "graveyard")).toEqual(["Fist of Suns"])],
    ["Shaleskin Plower", "Mountain", 8, "Mountain", (s: GameState) => expect(zoneNames(s, "p2", "graveyard")).toEqual(["Mountain"])],
    ["Skinthinner", "Swamp", 8, "Grizzly Bears", (s: GameState) => expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"])],
  ] as const)("502.26, 410.4: when %s is turned face up, its triggered ability targets as it goes on the stack and resolves", (name, land, lands, target, check) => {
    let { s } = turnedUp(name, land, lands);
    // 410.4: the target is asked for unless only one choice is possible.
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: bob(s, target) }] }, "p1");
    expect(s.stack.map((id) => s.objects[id]!.targets)).toEqual([[{ object: bob(s, target) }]]);
    s = pass(s, 2);
    check(s);
  });

  it("502.26: Skinthinner's ability can't target a black creature (its filter reads the face-up card's text)", () => {
    const start = manualGame({ players: [{ hand: ["Skinthinner"], play: Array<string>(8).fill("Swamp"), library: ["Forest"] }, { play: ["Bog Imp"], library: ["Forest"] }], turn: 3 });
    let { s } = playFaceDown(start, "Skinthinner");
    s = act(tap(s, "p1", 5), { type: "turnFaceUp", card: s.play.find((id) => card(s, id).faceDown)!, mana: "BBBBB" }, "p1");
    // Bog Imp is black: the ability has no legal target and is removed (410.4); the Imp stays.
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    expect(s.stack).toEqual([]);
    expect(inPlay(s, "Bog Imp")).toBeDefined();
  });
});

describe("face down, a morph card has none of its abilities (504)", () => {
  it.each([
    ["Daru Healer", "Plains", 4],
    ["Whipcorder", "Plains", 4],
    ["Aphetto Alchemist", "Island", 4],
    ["Disruptive Pitmage", "Island", 4],
    ["Goblin Taskmaster", "Mountain", 4],
    ["Snarling Undorak", "Forest", 6],
    ["Grinning Demon", "Swamp", 7],
    ["Charging Slateback", "Mountain", 8],
    ["Spitting Gourna", "Forest", 8],
    ["Sootfeather Flock", "Swamp", 7],
  ] as const)("504, 502.26c: %s face down has no abilities, restrictions or keywords; face up it has its own", (name, land, lands) => {
    const start = manualGame({ players: [{ hand: [name], play: Array<string>(lands).fill(land), library: ["Forest"] }, { library: ["Forest"] }], turn: 3 });
    let { s, id } = playFaceDown(start, name);
    expect(characteristics(s, card(s, id))).toMatchObject({ name: "", power: 2, toughness: 2, abilities: [], keywords: [], restrictions: [], asThough: [] });
    s = tap(s, "p1", lands - 3);
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!, "p1");
    const printed = getCard(name);
    expect(characteristics(s, card(s, id))).toMatchObject({ name, power: printed.power, toughness: printed.toughness, abilities: printed.abilities, keywords: printed.keywords, restrictions: printed.restrictions, asThough: printed.asThough });
  });

  it("504: Grinning Demon's upkeep ability doesn't trigger while it is face down, and does once it is face up", () => {
    const start = manualGame({ players: [{ hand: ["Grinning Demon"], play: Array<string>(7).fill("Swamp"), library: Array<string>(6).fill("Forest") }, { library: Array<string>(6).fill("Forest") }], turn: 3 });
    let { s, id } = playFaceDown(start, "Grinning Demon");
    const toMain = (x: GameState, turn: number) => {
      for (let i = 0; i < 200 && !(x.turn.number === turn && x.turn.step === "main" && x.pending?.kind === "priority"); i++)
        x = act(x, x.pending!.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : x.pending!.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
      return x;
    };
    s = toMain(s, 5);
    expect(life(s, "p1")).toBe(20);
    s = tap(s, "p1", 4);
    s = act(s, { type: "turnFaceUp", card: id, mana: "BBBB" }, "p1");
    s = toMain(s, 7);
    expect(life(s, "p1")).toBe(18);
  });

  const withBob = (name: string, land: string, lands: number, bob: string[] = ["Grizzly Bears"], hand: string[] = []) => {
    const start = manualGame({ players: [{ hand: [name, ...hand], play: [...Array<string>(lands).fill(land), "Hill Giant"], library: Array<string>(5).fill("Forest") }, { play: bob, library: ["Forest"] }], turn: 3 });
    let { s, id } = playFaceDown(start, name);
    s = tap(s, "p1", lands - 3);
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!, "p1");
    return { s, id };
  };

  it("502.26: Daru Mender turned face up regenerates target creature (a shield, 419.6b)", () => {
    let { s } = withBob("Daru Mender", "Plains", 4);
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    s = pass(s, 2);
    expect(s.regenerationShields).toEqual([expect.objectContaining({ object: inPlay(s, "Hill Giant") })]);
  });

  it("502.26: Defender of the Order turned face up gives the creatures its controller controls +0/+2 until end of turn", () => {
    let { s, id } = withBob("Defender of the Order", "Plains", 5);
    s = pass(s, 2);
    expect(pt(s, id)).toEqual([2, 6]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 5]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("502.26: Bloodstoke Howler turned face up gives the Beasts its controller controls +3/+0 until end of turn", () => {
    let { s, id } = withBob("Bloodstoke Howler", "Mountain", 10);
    s = pass(s, 2);
    expect(pt(s, id)).toEqual([6, 4]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("502.26: Riptide Survivor turned face up makes its controller discard two cards, then draw three", () => {
    let { s } = withBob("Riptide Survivor", "Island", 6, ["Grizzly Bears"], ["Shock", "Mind Rot", "Bog Imp"]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 2 });
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Shock"), inHand(s, "p1", "Mind Rot")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Mind Rot"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bog Imp", "Forest", "Forest", "Forest"]);
  });
});
