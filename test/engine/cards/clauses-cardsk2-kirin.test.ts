import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// "Whenever you play a Spirit or Arcane spell, ... with that spell's converted mana cost" (the
// Kirin of Saviors of Kamigawa): the converted mana cost of the spell that triggered the ability
// (203.3), kept with the trigger (404.1), filters what the ability destroys, what a hand discards
// and what it may target (409.1c: chosen as the trigger is put on the stack).
const library = Array<string>(12).fill("Island");
const lands = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept: true }) : pass(s);
  return s;
};

describe("clauses: \"... with that spell's converted mana cost\" (the Kirin, 203.3)", () => {
  it("the cards are offered", () => {
    for (const name of ["Celestial Kirin", "Infernal Kirin", "Skyfire Kirin"]) expect(isSupported(name), name).toBe(true);
  });

  it("203.3: Celestial Kirin and a Spirit spell of converted mana cost 2 (Kami of Ancient Law): every permanent of cost 2 is destroyed, the others stay", () => {
    let s = game({ hand: ["Kami of Ancient Law"], play: ["Celestial Kirin", "Grizzly Bears"] }, { play: ["Grizzly Bears", "Hill Giant", "Llanowar Elves"] });
    s = cast(s, "p1", "Kami of Ancient Law");
    expect(s.stack).toHaveLength(2); // the trigger above the Spirit spell
    s = pass(s, 2);
    expect(s.stack).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    for (const name of ["Celestial Kirin", "Hill Giant", "Llanowar Elves"]) expect(inPlay(s, name)).toBeDefined();
    // The Kami, still a spell as the trigger resolved, comes into play afterwards.
    s = resolveAll(s);
    expect(inPlay(s, "Kami of Ancient Law")).toBeDefined();
  });

  it("203.3: Celestial Kirin and an Arcane spell of cost 1 (Lava Spike): Llanowar Elves is destroyed, the Bears are not", () => {
    let s = game({ hand: ["Lava Spike"], play: ["Celestial Kirin"] }, { play: ["Grizzly Bears", "Llanowar Elves"] });
    s = resolveAll(cast(s, "p1", "Lava Spike", [{ player: "p2" }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
  });

  it("203.3: Infernal Kirin: the target player reveals the hand and discards exactly the cards of the spell's cost (Glacial Ray, 2)", () => {
    let s = game({ hand: ["Glacial Ray"], play: ["Infernal Kirin"] }, { hand: ["Grizzly Bears", "Shock", "Hill Giant", "Boomerang"] });
    s = cast(s, "p1", "Glacial Ray", [{ player: "p2" }]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Boomerang", "Grizzly Bears"]);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Hill Giant", "Shock"]);
  });

  it("409.1c: Skyfire Kirin targets only a creature of the spell's cost (Kami of the Hunt, 3): it gains control of Trained Armodon until end of turn", () => {
    let s = game({ hand: ["Kami of the Hunt"], play: ["Skyfire Kirin"] }, { play: ["Grizzly Bears", "Trained Armodon", "Trained Armodon"] });
    s = cast(s, "p1", "Kami of the Hunt");
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Trained Armodon") }] }, "p1");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    const taken = inPlay(s, "Trained Armodon", "p1");
    expect(inPlay(s, "Grizzly Bears", "p2")).toBeDefined();
    for (let i = 0; i < 60 && s.turn.number === 3; i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(() => inPlay(s, "Trained Armodon", "p1")).toThrow();
    expect(s.play).toContain(taken);
  });

  it("409.1c: Skyfire Kirin with no creature of the spell's cost in play: the trigger has no target and is removed (Kami of Ancient Law, 2, nothing changes hands)", () => {
    let s = game({ hand: ["Kami of Ancient Law"], play: ["Skyfire Kirin"] }, { play: ["Trained Armodon"] });
    s = cast(s, "p1", "Kami of Ancient Law");
    expect(s.stack).toHaveLength(1);
    s = resolveAll(s);
    expect(inPlay(s, "Trained Armodon", "p2")).toBeDefined();
  });
});
