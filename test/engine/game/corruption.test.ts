import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { brokenInvariants, cardNames, countCards } from "../invariants.js";
import { cast, inPlay, manualGame, pass } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** A game in its main phase with priority: creatures, a legend, an Aura on a creature, cards in every zone. */
function position(): GameState {
  let s = manualGame({
    players: [
      { hand: ["Unholy Strength", "Shock", "Forest"], play: ["Grizzly Bears", "Isamaru, Hound of Konda", "Swamp", "Mountain"], graveyard: ["Hill Giant"], library },
      { hand: ["Giant Growth"], play: ["Llanowar Elves", "Craw Wurm", "Forest"], library },
    ],
    turn: 3,
  });
  s = pass(cast(s, "p1", "Unholy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
  return s;
}

const objectNamed = (s: GameState, name: string) => Object.values(s.objects).find((o) => o.kind === "card" && o.card === name) as CardObject;
const p = (s: GameState, i: number) => s.players[i]!;

// Twenty ways a state can be corrupted; each is a state no rule can reach.
const corruptions: [string, (s: GameState) => void][] = [
  ["420.5a: a player at 0 life still playing", (s) => void (p(s, 1).life = 0)],
  ["420.5h: a player with ten poison counters still playing", (s) => void (p(s, 1).poison = 10)],
  ["420.5c: lethal damage left on a creature in play", (s) => void (objectNamed(s, "Craw Wurm").damage = 6)],
  ["420.5e: two legendary permanents with the same name in play", (s) => {
    const copy = { ...objectNamed(s, "Isamaru, Hound of Konda"), id: "dup" };
    s.objects.dup = copy;
    s.play.push("dup");
  }],
  ["217.1c: a card turned into another card", (s) => void (objectNamed(s, "Llanowar Elves").card = "Craw Wurm")],
  ["212.4: an Aura attached to nothing", (s) => void (objectNamed(s, "Unholy Strength").attachedTo = "gone")],
  ["306: an attacking creature that doesn't exist", (s) => {
    s.combat = { attackers: [{ attacker: "gone", defender: "p2" }], blocks: [], blocked: [], declaredAttackers: true, declaredBlockers: false, defendersDeclared: [] } as unknown as GameState["combat"];
  }],
  ["306: a creature attacking a player who isn't in the game", (s) => {
    s.combat = { attackers: [{ attacker: objectNamed(s, "Grizzly Bears").id, defender: "p9" }], blocks: [], blocked: [], declaredAttackers: true, declaredBlockers: false, defendersDeclared: [] } as unknown as GameState["combat"];
  }],
  ["300.1: a step outside its phase", (s) => void (s.turn.step = "draw")],
  ["305.2: five lands played in a turn", (s) => void (p(s, 0).landsPlayedThisTurn = 5)],
  ["102: winners in a running game", (s) => void (s.winners = ["p1"])],
  ["217.1: a card in two zones at once", (s) => void p(s, 0).graveyard.push(p(s, 0).hand[0]!)],
  ["217.1: a card in no zone", (s) => void p(s, 0).hand.pop()],
  ["217.1: a card that says it is somewhere else", (s) => void ((s.objects[p(s, 0).hand[0]!] as CardObject).zone = "graveyard")],
  ["217.1c: a card lost from a library", (s) => void p(s, 1).library.pop()],
  ["a card that does not exist in a library", (s) => void (p(s, 1).library[0] = "Black Lotus")],
  ["damage that is negative", (s) => void (objectNamed(s, "Craw Wurm").damage = -2)],
  ["a permanent controlled by a player who isn't in the game", (s) => void (objectNamed(s, "Craw Wurm").controller = "p7")],
  ["a counter count that is negative", (s) => void (objectNamed(s, "Grizzly Bears").counters = { "+1/+1": -1 })],
  ["408: no one owes a decision in a running game", (s) => void (s.pending = null)],
];

describe("the invariants catch corruption, not only bookkeeping (fuzz harness)", () => {
  const base = position();
  const total = countCards(base);
  const names = cardNames(base);

  it("the uncorrupted position breaks no invariant (a main phase with priority, an Aura attached)", () => {
    expect(base.pending).toEqual({ kind: "priority", player: "p1" });
    expect(brokenInvariants(base, total, names)).toEqual([]);
  });

  it("an indestructible creature with lethal damage marked is a legal position (420.5c; glossary, Indestructible)", () => {
    const s = manualGame({ players: [{ play: ["Darksteel Gargoyle"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    objectNamed(s, "Darksteel Gargoyle").damage = 5;
    expect(brokenInvariants(s, countCards(s))).toEqual([]);
    const bears = objectNamed(s, "Grizzly Bears");
    bears.damage = 2;
    expect(brokenInvariants(s, countCards(s))).toEqual([`${bears.id} has lethal damage in play (420.5c)`]);
  });

  it.each(corruptions)("%s is caught", (_, corrupt) => {
    const s = structuredClone(base);
    corrupt(s);
    expect(brokenInvariants(s, total, names).length).toBeGreaterThan(0);
  });

  it("there are twenty kinds of corruption", () => expect(corruptions).toHaveLength(20));
});
