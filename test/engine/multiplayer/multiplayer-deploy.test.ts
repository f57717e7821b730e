import { describe, expect, it } from "vitest";
import { createGame, legalDecision, view, type Action, type GameState } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { summoningSick } from "../../../src/engine/combat/combat.js";
import { act, inPlay, pass, payFully, rejects } from "../helpers.js";
import { NAMES, seats, tableGame, refusal } from "../multiplayer-helpers.js";

// The rules text of 602 (October 2006) is not among the seeds; the numbering here is the one
// written down in docs/RULES-NOTES.md.
const library = ["Forest", "Forest", "Forest"];
const DEPLOY = "{T}: Target teammate gains control of this creature. Play this ability only any time you could play a sorcery.";
const deck = Array<string>(20).fill("Forest");
const players = (teams: (string | undefined)[]) => teams.map((team, i) => ({ name: NAMES[i]!, deck, ...(team ? { team } : {}) }));

/** A 2 v 2 Teams game (seated A1 B1 A2 B2) with deploy creatures; p1 has Grizzly Bears and Hill Giant. */
function teamsWithDeploy(step: "main" | "upkeep" = "main"): GameState {
  return tableGame(
    { players: [{ play: ["Grizzly Bears", { card: "Hill Giant", summoningSick: true }, "Forest"], library }, ...seats(3, { library })], step },
    { format: "teams", teams: ["A", "B", "A", "B"], options: { deployCreatures: true }, autoPass: false },
  );
}
const deployOf = (s: GameState, id: string): Action => ({ type: "playAbility", source: id, ability: characteristics(s, s.objects[id] as never).abilities.findIndex((a) => a.text === DEPLOY) });

describe("602.1: deploy creatures is an option of team games", () => {
  it("602.1: accepted in a Teams game (609.2c: not normally used there) and on by default in Emperor (607.3b); refused without teams", () => {
    expect(createGame({ format: "teams", seed: "d", players: players(["A", "B", "A", "B"]), options: { deployCreatures: true } }).state.options.deployCreatures).toBe(true);
    expect(createGame({ format: "teams", seed: "d", players: players(["A", "B", "A", "B"]) }).state.options.deployCreatures).toBeUndefined();
    expect(refusal({ format: "free-for-all", seed: "d", players: players([undefined, undefined, undefined]), options: { deployCreatures: true } })).toBe("602.1");
    expect(refusal({ seed: "d", players: players([undefined, undefined]), options: { deployCreatures: true } })).toBe("600.1");
    expect(refusal({ format: "two-headed-giant", seed: "d", players: players(["A", "A", "B", "B"]), options: { deployCreatures: true } })).toBe("606.1");
    expect(refusal({ format: "grand-melee", seed: "d", players: players(Array(10).fill(undefined)), options: { deployCreatures: true } })).toBe("608.2c");
  });
});

describe("602.2: each creature has \"{T}: Target teammate gains control of this creature\" (sorcery speed)", () => {
  it("602.2: every creature in play has the ability while the option is used, and none has it otherwise", () => {
    const s = teamsWithDeploy();
    for (const name of ["Grizzly Bears", "Hill Giant"]) expect(characteristics(s, s.objects[inPlay(s, name)] as never).abilities.map((a) => a.text)).toContain(DEPLOY);
    expect(characteristics(s, s.objects[inPlay(s, "Forest")] as never).abilities.map((a) => a.text)).not.toContain(DEPLOY);
    const without = tableGame({ players: [{ play: ["Grizzly Bears"], library }, ...seats(3, { library })] }, { format: "teams", teams: ["A", "B", "A", "B"], autoPass: false });
    expect(characteristics(without, without.objects[inPlay(without, "Grizzly Bears")] as never).abilities).toEqual([]);
  });

  it("602.2: the teammate gains control (layer 2); the creature is tapped, and summoning sick under its new controller (212.3d)", () => {
    let s = teamsWithDeploy();
    const bears = inPlay(s, "Grizzly Bears");
    expect(legalDecision(s, "p1")!.options).toContainEqual(deployOf(s, bears));
    s = act(s, deployOf(s, bears), "p1");
    const targets = legalDecision(s, "p1")!.options.filter((o) => o.type === "chooseTargets");
    expect(targets).toEqual([{ type: "chooseTargets", targets: [{ player: "p3" }] }]); // the teammate only: not p1, not opponents
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p3" }] }, "p1"));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 4);
    const o = s.objects[bears] as never;
    expect(controllerOf(s, o)).toBe("p3");
    expect(view(s, "p2").play.find((x) => x.id === bears)).toMatchObject({ owner: "p1", controller: "p3", tapped: true, summoningSick: true });
    expect(summoningSick(s, o)).toBe(true);
  });

  it("602.2: the ability is played only when a sorcery could be (not in the upkeep); {T} needs a creature that isn't summoning sick", () => {
    const upkeep = teamsWithDeploy("upkeep");
    const bears = inPlay(upkeep, "Grizzly Bears");
    expect(legalDecision(upkeep, "p1")!.options).not.toContainEqual(deployOf(upkeep, bears));
    rejects(upkeep, "p1", deployOf(upkeep, bears), "408.1");
    const main = teamsWithDeploy();
    const giant = inPlay(main, "Hill Giant");
    expect(legalDecision(main, "p1")!.options).not.toContainEqual(deployOf(main, giant));
    rejects(main, "p1", deployOf(main, giant), "212.3d");
  });
});
