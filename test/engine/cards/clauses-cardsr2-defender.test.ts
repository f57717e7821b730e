import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { attackCandidates } from "../../../src/engine/combat/combat.js";
import { act, inPlay, manualGame, pass, passUntil, payFully } from "../helpers.js";

// 502.41: "A creature with defender can't attack." An effect that lets it "attack as though it
// didn't have defender" lifts only that: Slithering Shade's own Hellbent ability (a static ability
// whose condition is read continuously), Wakestone Gargoyle's "Creatures you control with defender
// can attack this turn ..." (an effect until end of turn on the creatures with defender then).
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const toAttackers = (s: GameState) => passUntil(s, (x) => x.pending?.kind === "attackers");
const attackWith = (s: GameState, ids: string[]) => act(s, { type: "declareAttackers", attackers: ids.map((attacker) => ({ attacker, defender: "p2" })) });
/** The creatures the active player could declare as attackers now. */
const candidates = (s: GameState) => attackCandidates(s).map((c) => c.creature.card);
const throughCombat = (s: GameState) => {
  for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
  return s;
};

describe("clauses: \"can attack as though it didn't have defender\" (502.41)", () => {
  it("the cards are offered", () => {
    for (const name of ["Slithering Shade", "Wakestone Gargoyle"]) expect(isSupported(name), name).toBe(true);
  });

  it("502.41: Slithering Shade with a card in hand can't attack (defender)", () => {
    const s = manualGame({ players: [{ hand: ["Swamp"], play: ["Slithering Shade", "Grizzly Bears"], library }, { library }], turn: 3 });
    expect(candidates(s)).toEqual(["Grizzly Bears"]);
    expect(candidates(manualGame({ players: [{ play: ["Slithering Shade", "Grizzly Bears"], library }, { library }], turn: 3 })).sort()).toEqual(["Grizzly Bears", "Slithering Shade"]);
  });

  it("502.41 Hellbent: with no cards in hand Slithering Shade attacks as though it didn't have defender (pumped once by {B}, it deals 1 damage)", () => {
    let s = manualGame({ players: [{ play: ["Swamp", "Slithering Shade"], library }, { library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Slithering Shade"), ability: 0 }, "p1"));
    for (let i = 0; i < 5 && s.stack.length > 0; i++) s = pass(s);
    s = toAttackers(s);
    s = throughCombat(attackWith(s, [inPlay(s, "Slithering Shade")]));
    expect(s.players[1]!.life).toBe(19);
  });

  it("502.41: after Wakestone Gargoyle's ability, it and Wall of Air (defender) attack this turn; without it they can't", () => {
    const setup = { players: [{ play: ["Plains", "Plains", "Wakestone Gargoyle", "Wall of Air"], library }, { library }], turn: 3 };
    let s = manualGame(setup);
    expect(candidates(s)).toEqual([]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Wakestone Gargoyle"), ability: 0 }, "p1");
    s = payFully(s);
    for (let i = 0; i < 5 && s.stack.length > 0; i++) s = pass(s);
    expect(candidates(s).sort()).toEqual(["Wakestone Gargoyle", "Wall of Air"]);
    s = toAttackers(s);
    s = throughCombat(attackWith(s, [inPlay(s, "Wakestone Gargoyle"), inPlay(s, "Wall of Air")]));
    expect(s.players[1]!.life).toBe(20 - 3 - 1);
  });
});
