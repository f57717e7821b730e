import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, manualGame, pass, rejects, zoneNames } from "../helpers.js";

const PLAINS = Array<string>(7).fill("Plains");

/** Ann (p1) in her main phase with seven Plains, Enduring Ideal and Pacifism; enchantments in her library. */
const game = () =>
  manualGame({ players: [{ hand: ["Enduring Ideal", "Pacifism"], play: PLAINS, library: ["Glorious Anthem", "Plains", "Glorious Anthem", "Plains", "Plains", "Plains"] }, { play: ["Grizzly Bears"], library: ["Island", "Island", "Island"] }], turn: 3 });

const anthems = (s: GameState) => s.play.filter((id) => card(s, id).card === "Glorious Anthem").length;

/** Passes (declaring no attack, discarding the first cards) until `done`. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 300 && !done(s); i++) {
    const who = s.pending!.player;
    if (s.pending!.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] }, who);
    else if (s.pending!.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] }, who);
    else s = act(s, { type: "pass" }, who);
  }
  if (!done(s)) throw new Error("never reached");
  return s;
}

/** Enduring Ideal played and resolved, its search finding a Glorious Anthem. */
function resolveIdeal(s: GameState): GameState {
  s = pass(cast(s, "p1", "Enduring Ideal"), 2);
  expect(s.pending?.kind).toBe("search");
  return act(s, { type: "search", cards: ["Glorious Anthem"] }, "p1");
}

describe("epic (502.44)", () => {
  it("502.44a–b: once a spell with epic resolves, its controller can't play spells for the rest of the game (the other player still can)", () => {
    let s = resolveIdeal(game());
    expect(anthems(s)).toBe(1);
    expect(s.players[0]!.epic).toBe(true);
    const pacifism = inHand(s, "p1", "Pacifism");
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell")).toBe(false);
    rejects(s, "p1", { type: "playSpell", card: pacifism }, "502.44b");
    expect(s.players[1]!.epic).toBeUndefined();
  });

  it("502.44a: at the beginning of each of its controller's upkeeps the spell is copied except for its epic ability: a copy of Enduring Ideal finds another enchantment each turn", () => {
    let s = resolveIdeal(game());
    // Bob's upkeep: nothing; Ann's next upkeep: the delayed ability triggers.
    s = until(s, (x) => x.turn.number === 5 && x.stack.length > 0);
    expect(s.turn.step).toBe("upkeep");
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", controller: "p1" });
    s = pass(s, 2);
    const copy = s.objects[s.stack[0]!];
    expect(copy).toMatchObject({ kind: "card", card: "Enduring Ideal", spellCopy: true, exceptEpic: true });
    s = pass(s, 2);
    s = act(s, { type: "search", cards: ["Glorious Anthem"] }, "p1");
    expect(anthems(s)).toBe(2);
    // The copy had no epic ability: still one epic spell's ability, not two.
    expect(s.epics).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Enduring Ideal"]);
  });
});

describe("epic and the other ways of playing spells (502.44b)", () => {
  it("502.44b: after epic, a card discarded with madness can't be played for its madness cost (playing it is playing a spell): it goes to the graveyard", () => {
    const hand = ["Enduring Ideal", "Fiery Temper", ...Array<string>(7).fill("Pacifism")];
    let s = manualGame({ players: [{ hand, play: [...PLAINS, "Mountain"], library: ["Glorious Anthem", "Plains", "Plains"] }, { library: ["Island", "Island"] }], turn: 3 });
    s = resolveIdeal(s);
    s = until(s, (x) => x.pending?.kind === "discard");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Fiery Temper")] }, "p1");
    s = until(s, (x) => x.pending?.kind === "may");
    s = act(s, { type: "may", accept: true }, "p1");
    expect(s.playing).toBeNull();
    expect(zoneNames(s, "p1", "graveyard")).toContain("Fiery Temper");
    expect(s.removed).toEqual([]);
  });
});
