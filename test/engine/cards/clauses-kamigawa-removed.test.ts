import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, payFully, zoneNames, resolveStack } from "../helpers.js";

// 419.6: "remove it from the game instead" of a graveyard (src/cards/compiler/removed-if-dies.ts,
// src/engine/effects/removed-if-dies.ts), each family with a real Kamigawa card compiled from its
// printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Plains", "Plains"];
type Permanent = string | { card: string; attachedTo?: string };
const game = (p1: { hand?: string[]; play?: Permanent[] }, p2: { play?: Permanent[] } = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: [] }], turn: 3 });
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);
/** Plays the permanent's first ability at a target and lets it resolve. */
const useAbility = (s: GameState, source: string, target: { object: string } | { player: string }) => {
  s = act(s, { type: "playAbility", source: inPlay(s, source), ability: 0 }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [target] }, "p1");
  return resolveStack(payFully(s));
};

describe("clauses: \"If a creature dealt damage by ~ this turn would be put into a graveyard, remove it from the game instead.\" (419.6)", () => {
  it("419.6: Frostwielder deals 1 damage to Hill Giant; Volcanic Hammer then destroys it, and it is removed from the game instead of going to the graveyard", () => {
    let s = game({ hand: ["Volcanic Hammer"], play: ["Frostwielder"] });
    s = useAbility(s, "Frostwielder", { object: inPlay(s, "Hill Giant") });
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(1);
    s = resolveStack(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Hill Giant") }]));
    expect(removed(s)).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });

  it("419.6: a creature Frostwielder didn't deal damage to goes to its owner's graveyard as usual", () => {
    let s = game({ hand: ["Volcanic Hammer"], play: ["Frostwielder"] }, { play: ["Llanowar Elves"] });
    s = useAbility(s, "Frostwielder", { object: inPlay(s, "Llanowar Elves") });
    expect(removed(s)).toEqual(["Llanowar Elves"]);
    s = resolveStack(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Hill Giant") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("419.6: Kumano's Blessing on Anaba Shaman: a creature the Shaman dealt damage to is removed from the game instead", () => {
    let s = game({ hand: ["Kumano's Blessing"], play: ["Anaba Shaman"] }, { play: ["Llanowar Elves"] });
    s = resolveStack(cast(s, "p1", "Kumano's Blessing", [{ object: inPlay(s, "Anaba Shaman") }]));
    expect(card(s, inPlay(s, "Kumano's Blessing")).attachedTo).toBe(inPlay(s, "Anaba Shaman"));
    s = useAbility(s, "Anaba Shaman", { object: inPlay(s, "Llanowar Elves") });
    expect(removed(s)).toEqual(["Llanowar Elves"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});

describe("clauses: \"If a creature dealt damage this way would be put into a graveyard this turn, remove it from the game instead.\" (419.6)", () => {
  it("419.6: Yamabushi's Flame deals 3 damage to Hill Giant, which is removed from the game instead of going to the graveyard", () => {
    let s = game({ hand: ["Yamabushi's Flame"] });
    s = resolveStack(cast(s, "p1", "Yamabushi's Flame", [{ object: inPlay(s, "Hill Giant") }]));
    expect(removed(s)).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Yamabushi's Flame"]);
  });

  it("419.6: Yamabushi's Storm removes Llanowar Elves; Hill Giant survives it, and later that turn Volcanic Hammer's damage removes it too", () => {
    let s = game({ hand: ["Yamabushi's Storm", "Volcanic Hammer"] }, { play: ["Llanowar Elves"] });
    s = resolveStack(cast(s, "p1", "Yamabushi's Storm"));
    expect(removed(s)).toEqual(["Llanowar Elves"]);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(1);
    s = resolveStack(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Hill Giant") }]));
    expect(removed(s)).toEqual(["Llanowar Elves", "Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});

describe("clauses: \"If that creature would be put into a graveyard this turn, remove it from the game instead.\" (419.6)", () => {
  it("419.6: Nine-Ringed Bo deals 1 damage to Hana Kami (a 1/1 Spirit), which is removed from the game instead", () => {
    let s = game({ play: ["Nine-Ringed Bo"] }, { play: ["Hana Kami"] });
    s = useAbility(s, "Nine-Ringed Bo", { object: inPlay(s, "Hana Kami") });
    expect(removed(s)).toEqual(["Hana Kami"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});
