import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames, resolveStack } from "../helpers.js";

// "gets -X/-X (+X/+X, +X/+0) until end of turn, where X is ...": X counted once as the spell or
// ability resolves (413.2) — the counters on the source (Bloodthirsty Ogre), the permanents of a
// kind in play (Feeding Frenzy), the source's power (Auriok Bladewarden), the target's own power
// (Wine of Blood and Iron) — and the P/T change is then fixed until end of turn (418.5a, layer 6b).
const library = Array<string>(12).fill("Swamp");
const lands = ["Swamp", "Swamp", "Swamp", "Swamp", "Forest", "Plains"];
type Side = { hand?: string[]; play?: (string | { card: string; counters: Record<string, number> })[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const ability = (s: GameState, name: string, index: number, target: string) => {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability: index }, "p1");
  return payFully(act(s, { type: "chooseTargets", targets: [{ object: target }] }, "p1"));
};

describe("clauses: \"where X is\" with a sign, the source's or the target's power (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bloodthirsty Ogre", "Feeding Frenzy", "Auriok Bladewarden", "Wine of Blood and Iron"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Bloodthirsty Ogre with two devotion counters and a Demon gives Hill Giant -2/-2; without a Demon the ability can't be played (403.1)", () => {
    let s = game({ play: [{ card: "Bloodthirsty Ogre", counters: { devotion: 2 } }, "Razorjaw Oni"] }, { play: ["Hill Giant"] });
    s = resolveStack(ability(s, "Bloodthirsty Ogre", 1, inPlay(s, "Hill Giant")));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
    s = game({ play: [{ card: "Bloodthirsty Ogre", counters: { devotion: 2 } }] }, { play: ["Hill Giant"] });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Bloodthirsty Ogre"), ability: 1 }, "403.1");
  });

  it("413.2: Bloodthirsty Ogre with three devotion counters destroys Hill Giant (toughness 0, 420.5a)", () => {
    let s = game({ play: [{ card: "Bloodthirsty Ogre", counters: { devotion: 3 } }, "Razorjaw Oni"] }, { play: ["Hill Giant"] });
    s = resolveStack(ability(s, "Bloodthirsty Ogre", 1, inPlay(s, "Hill Giant")));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("413.2: Feeding Frenzy counts the Zombies of both players (two): Hill Giant gets -2/-2", () => {
    let s = game({ hand: ["Feeding Frenzy"], play: ["Gravedigger"] }, { play: ["Hill Giant", "Gravedigger"] });
    s = resolveStack(cast(s, "p1", "Feeding Frenzy", [{ object: inPlay(s, "Hill Giant") }]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
  });

  it("413.2: Auriok Bladewarden's X is its power as the ability resolves (Giant Growth first: +4/+4)", () => {
    let s = game({ hand: ["Giant Growth"], play: ["Auriok Bladewarden", "Grizzly Bears"] });
    s = ability(s, "Auriok Bladewarden", 0, inPlay(s, "Grizzly Bears"));
    s = resolveStack(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Auriok Bladewarden") }]));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
  });

  it("418.5a: Wine of Blood and Iron doubles Hill Giant's power (+3/+0) until end of turn; at end of turn Wine is sacrificed", () => {
    let s = game({ play: ["Wine of Blood and Iron", "Hill Giant"] });
    s = resolveStack(ability(s, "Wine of Blood and Iron", 0, inPlay(s, "Hill Giant")));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([6, 3]);
    for (let i = 0; i < 80 && s.turn.number === 3; i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wine of Blood and Iron"]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });
});
