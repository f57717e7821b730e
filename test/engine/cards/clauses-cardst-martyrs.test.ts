import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { labelled } from "../../../src/engine/view/labels.js";
import { act, freezeObjects, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// The Coldsnap Martyrs: "{1}, Reveal X white cards from your hand, Sacrifice Martyr of Sands: You
// gain three times X life." 409.1b: X is announced as the ability is played — here it is the
// number of cards of that color the player chooses to reveal (the action's costs.reveal); 409.1f:
// the cards are revealed, to every player, as the cost is paid, and stay in the hand. The effects
// use X (Martyr of Frost's "unless its controller pays {X}", Martyr of Ashes's X damage to each
// creature without flying, Martyr of Spores's +X/+X).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: ["Plains", "Island", "Island", "Mountain", "Forest", ...(p1.play ?? [])] }, { library, hand: p2.hand ?? [], play: p2.play ?? [] }], turn: 3 });
const ability = (s: GameState, name: string) => characteristics(s, card(s, inPlay(s, name))).abilities.findIndex((a) => a.kind === "activated");
const martyr = (s: GameState, name: string, reveal: string[]): Action => ({ type: "playAbility", source: inPlay(s, name), ability: ability(s, name), costs: { reveal } });
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};

describe("clauses: \"{1}, Reveal X white cards from your hand, Sacrifice ~\" (the Coldsnap Martyrs)", () => {
  it("the cards are offered", () => {
    for (const name of ["Martyr of Sands", "Martyr of Frost", "Martyr of Ashes", "Martyr of Spores"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1b, 409.1f: Martyr of Sands revealing two white cards: X = 2, the cards are revealed to Bob as the cost is paid and stay in hand; Ann gains 6 life", () => {
    let s = game({ hand: ["Savannah Lions", "Glorious Anthem", "Grizzly Bears"], play: ["Martyr of Sands"] });
    const white = [inHand(s, "p1", "Savannah Lions"), inHand(s, "p1", "Glorious Anthem")];
    // The options: X = 0, 1 and 2, each with that many of the white cards; the green one is never among them.
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === inPlay(s, "Martyr of Sands"));
    expect(options.map((o) => (o as { costs: { reveal: string[] } }).costs.reveal)).toEqual([[], [white[0]], white]);
    expect(labelled(s, "p1", [options[2]!])[0]!.label).toContain("X = 2, revealing Savannah Lions and Glorious Anthem");
    let r = apply(freezeObjects(s), "p1", martyr(s, "Martyr of Sands", white));
    // Announced, not yet paid: nothing is revealed yet.
    expect(eventsFor(r.events, "p2").some((e) => e.type === "reveal")).toBe(false);
    const events = [...r.events];
    s = r.state;
    for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) {
      const d = legalDecision(s, "p1")!;
      r = apply(freezeObjects(s), "p1", d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!);
      events.push(...r.events);
      s = r.state;
    }
    const seen = eventsFor(events, "p2").find((e) => e.type === "reveal");
    expect(seen?.text).toContain("Savannah Lions, Glorious Anthem");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Martyr of Sands"]);
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Glorious Anthem", "Grizzly Bears", "Savannah Lions"]);
    s = resolveAll(s);
    expect(life(s, "p1")).toBe(26);
  });

  it("409.1b: a card not of the color, or the same card twice, can't be revealed for the cost; the action changes nothing", () => {
    const s = game({ hand: ["Savannah Lions", "Grizzly Bears"], play: ["Martyr of Sands"] });
    rejects(s, "p1", martyr(s, "Martyr of Sands", [inHand(s, "p1", "Grizzly Bears")]), "409.1b");
    rejects(s, "p1", martyr(s, "Martyr of Sands", [inHand(s, "p1", "Savannah Lions"), inHand(s, "p1", "Savannah Lions")]), "409.1b");
  });

  it("409.1b: X = 0 (nothing revealed) is a legal announcement: Martyr of Sands is sacrificed and Ann gains nothing", () => {
    let s = game({ play: ["Martyr of Sands"] });
    s = resolveAll(payFully(act(s, martyr(s, "Martyr of Sands", []), "p1")));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Martyr of Sands"]);
    expect(life(s, "p1")).toBe(20);
  });

  it("414: Martyr of Frost with X = 2 counters Bob's Shock unless he pays {2}; with one untapped Mountain left he can't", () => {
    let s = game({ hand: ["Wind Drake", "Coral Eel"], play: ["Martyr of Frost"] }, { hand: ["Shock"], play: ["Mountain", "Mountain"] });
    s = pass(s); // Bob has priority
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    s = pass(s); // Ann responds
    const shock = s.stack[0]!;
    s = act(s, martyr(s, "Martyr of Frost", [inHand(s, "p1", "Wind Drake"), inHand(s, "p1", "Coral Eel")]), "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: shock }] }, "p1"));
    s = resolveAll(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    expect(life(s, "p1")).toBe(20);
  });

  it("414: Martyr of Frost with X = 1: Bob pays {1} with his second Mountain and Shock resolves", () => {
    let s = game({ hand: ["Wind Drake"], play: ["Martyr of Frost"] }, { hand: ["Shock"], play: ["Mountain", "Mountain"] });
    s = pass(s);
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2"), { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    s = pass(s);
    const shock = s.stack[0]!;
    s = payFully(act(act(s, martyr(s, "Martyr of Frost", [inHand(s, "p1", "Wind Drake")]), "p1"), { type: "chooseTargets", targets: [{ object: shock }] }, "p1"));
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p2" });
    const mountain = s.play.find((id) => card(s, id).card === "Mountain" && card(s, id).controller === "p2" && !card(s, id).tapped)!;
    s = act(act(s, { type: "playAbility", source: mountain, ability: 0 }, "p2"), { type: "payMana", mana: "R" }, "p2");
    s = resolveAll(s);
    expect(life(s, "p1")).toBe(18);
  });

  it("Martyr of Ashes with X = 1 deals 1 damage to each creature without flying: Llanowar Elves is put into the graveyard, Suntail Hawk isn't", () => {
    let s = game({ hand: ["Raging Goblin"], play: ["Martyr of Ashes"] }, { play: ["Llanowar Elves", "Suntail Hawk"] });
    s = resolveAll(payFully(act(s, martyr(s, "Martyr of Ashes", [inHand(s, "p1", "Raging Goblin")]), "p1")));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(inPlay(s, "Suntail Hawk")).toBeTruthy();
  });

  it("Martyr of Spores with X = 2 gives the target +2/+2 until end of turn", () => {
    let s = game({ hand: ["Grizzly Bears", "Llanowar Elves"], play: ["Martyr of Spores", "Savannah Lions"] });
    const lions = inPlay(s, "Savannah Lions");
    s = act(s, martyr(s, "Martyr of Spores", [inHand(s, "p1", "Grizzly Bears"), inHand(s, "p1", "Llanowar Elves")]), "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: lions }] }, "p1")));
    expect(pt(s, lions)).toEqual([4, 3]);
  });
});

describe("clauses: \"Counter target spell unless its controller pays {X}.\" (Condescend)", () => {
  it("409.1b, 414: Condescend with X = 2 counters Bob's Shock (one Mountain left); then Ann scries 2 (502.36a)", () => {
    let s = game({ hand: ["Condescend"] }, { hand: ["Shock"], play: ["Mountain", "Mountain"] });
    expect(isSupported("Condescend")).toBe(true);
    s = pass(s);
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2"), { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    s = pass(s);
    const shock = s.stack[0]!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Condescend") }, "p1");
    s = act(s, { type: "chooseX", value: 2 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: shock }] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    expect(s.pending).toMatchObject({ kind: "scry", player: "p1", count: 2 });
    s = resolveAll(act(s, { type: "scry", top: [0, 1], bottom: [] }, "p1"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Condescend"]);
    expect(life(s, "p1")).toBe(20);
  });
});
