import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, zoneNames, resolveStack } from "../helpers.js";

// 203.3: amounts equal to a converted mana cost. "Its" / "that spell's" after a target word is the
// target's, read as it last existed once the spell has moved it (413.2: Terashi's Grasp's destroyed
// artifact, Overwhelming Intellect's countered spell); in a "Whenever you play a Spirit or Arcane
// spell" (or "an opponent plays a spell") ability it is the triggering spell's, X counted as
// announced on the stack.
const library = Array<string>(12).fill("Island");
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; life?: number };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const withX = (s: GameState, who: string, name: string, x: number, targets?: ({ player: string } | { object: string })[]) => {
  s = act(s, { type: "playSpell", card: inHand(s, who, name) }, who);
  s = act(s, { type: "chooseX", value: x }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, who);
  return payFully(s);
};

describe("clauses: amounts equal to a converted mana cost (203.3)", () => {
  it("the cards are offered", () => {
    for (const name of ["Terashi's Grasp", "Overwhelming Intellect", "Bounteous Kirin", "Cloudhoof Kirin", "Kaervek the Merciless"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Terashi's Grasp destroys Icy Manipulator and its controller gains 4 life, its cost as it last existed", () => {
    let s = game({ hand: ["Terashi's Grasp"] }, { play: ["Icy Manipulator"] });
    s = resolveStack(cast(s, "p1", "Terashi's Grasp", [{ object: inPlay(s, "Icy Manipulator") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Icy Manipulator"]);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([24, 20]);
  });

  it("413.2a: Terashi's Grasp whose target left play is countered: no life is gained", () => {
    let s = game({ hand: ["Terashi's Grasp"] }, { play: ["Icy Manipulator"], hand: ["Shatter"] });
    s = cast(s, "p1", "Terashi's Grasp", [{ object: inPlay(s, "Icy Manipulator") }]);
    s = pass(s); // p2 gets priority and answers by destroying his own artifact
    s = cast(s, "p2", "Shatter", [{ object: inPlay(s, "Icy Manipulator") }]);
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Terashi's Grasp"]);
    expect(life(s, "p1")).toBe(20);
  });

  it("203.3: Overwhelming Intellect counters Lightning Serpent played with X = 3 and its controller draws 4 cards (X counted as announced)", () => {
    let s = game({ hand: ["Lightning Serpent"] }, { hand: ["Overwhelming Intellect"] });
    s = withX(s, "p1", "Lightning Serpent", 3);
    s = pass(s);
    s = cast(s, "p2", "Overwhelming Intellect", [{ object: s.stack[0]! }]);
    const before = s.players[1]!.hand.length;
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lightning Serpent"]);
    expect(s.players[1]!.hand.length).toBe(before + 4);
  });

  it("404.1: Bounteous Kirin: a Spirit spell played (Kami of the Hunt, 3) lets its controller gain 3 life, before the spell resolves", () => {
    let s = game({ hand: ["Kami of the Hunt"], play: ["Bounteous Kirin"] });
    s = cast(s, "p1", "Kami of the Hunt");
    expect(s.stack).toHaveLength(2); // the trigger above the creature spell
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(23);
    expect(s.stack).toHaveLength(1);
  });

  it("203.3: Bounteous Kirin with an Arcane spell with X (Swallowing Plague, X = 2): 4 life; declining gains none; a creature spell that is no Spirit triggers nothing", () => {
    let s = game({ hand: ["Swallowing Plague", "Grizzly Bears"], play: ["Bounteous Kirin"] }, { play: ["Hill Giant"] });
    s = withX(s, "p1", "Swallowing Plague", 2, [{ object: inPlay(s, "Hill Giant") }]);
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(24);
    s = resolveStack(s);
    s = cast(s, "p1", "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
  });

  it("413.2: the Kirin's ability still counts the spell's cost after the spell was countered in response", () => {
    let s = game({ hand: ["Kami of the Hunt"], play: ["Bounteous Kirin"] }, { hand: ["Cancel"] });
    s = cast(s, "p1", "Kami of the Hunt");
    s = pass(s);
    s = cast(s, "p2", "Cancel", [{ object: s.stack[0]! }]);
    s = pass(s, 2); // Cancel resolves: the Kami is countered
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Kami of the Hunt"]);
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(23);
  });

  it("Cloudhoof Kirin: the target player puts the top 3 cards of his or her library into the graveyard", () => {
    let s = game({ hand: ["Kami of the Hunt"], play: ["Cloudhoof Kirin"] });
    s = cast(s, "p1", "Kami of the Hunt");
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island", "Island", "Island"]);
    expect(s.players[1]!.library.length).toBe(library.length - 3);
  });

  it("Kaervek the Merciless: an opponent's spell (Cancel, 3) makes it deal 3 damage to the target; its controller's own spell doesn't", () => {
    let s = game({ play: ["Kaervek the Merciless"], hand: ["Grizzly Bears"] }, { hand: ["Cancel"] });
    s = cast(s, "p1", "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
    s = pass(s);
    s = cast(s, "p2", "Cancel", [{ object: s.stack[0]! }]);
    expect(s.pending).toMatchObject({ player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = resolveStack(s);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
