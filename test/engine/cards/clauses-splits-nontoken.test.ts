import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";

// "nontoken" (helper "splits"): a permanent that is not a token (216), in a filter ("Destroy all
// nontoken creatures", Hour of Reckoning) and in a trigger's subject ("Whenever a nontoken creature
// you control is put into a graveyard from play", Golgari Germination; as it last existed, 410.?).
const library = ["Island", "Island", "Island", "Island", "Island"];
const names = (s: GameState, who: string) => s.play.filter((id) => card(s, id).controller === who).map((id) => card(s, id).card);
const tokens = (s: GameState, who: string) => s.play.filter((id) => card(s, id).controller === who && card(s, id).token).map((id) => card(s, id).card);
const plains = Array<string>(9).fill("Plains");

/** p1 has put two Soldier tokens into play with Raise the Alarm and holds priority in its main phase. */
function withSoldiers(p1: { hand: string[]; play: string[] }, p2play: string[]): GameState {
  let s = manualGame({ players: [{ hand: ["Raise the Alarm", ...p1.hand], play: [...plains, ...p1.play], library }, { play: p2play, library }], turn: 3 });
  s = resolveStack(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Raise the Alarm") })));
  expect(tokens(s, "p1")).toHaveLength(2);
  return s;
}

describe("clauses: \"nontoken\" (216)", () => {
  it("the cards are offered", () => {
    for (const name of ["Hour of Reckoning", "Golgari Germination", "Sek'Kuar, Deathkeeper", "Wirewood Hivemaster", "Brainspoil"]) expect(isSupported(name), name).toBe(true);
  });

  it("216: Hour of Reckoning destroys Grizzly Bears and Hill Giant; p1's two Soldier tokens stay in play", () => {
    let s = withSoldiers({ hand: ["Hour of Reckoning"], play: ["Hill Giant"] }, ["Grizzly Bears"]);
    s = resolveStack(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Hour of Reckoning") })));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Hill Giant", "Hour of Reckoning", "Raise the Alarm"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(tokens(s, "p1")).toHaveLength(2);
  });

  it("216, 410.?: Golgari Germination makes a Saproling when Grizzly Bears is put into the graveyard, none for a Soldier token", () => {
    let s = withSoldiers({ hand: ["Shock", "Shock"], play: ["Golgari Germination", "Grizzly Bears", "Mountain", "Mountain"] }, []);
    const soldier = s.play.find((id) => card(s, id).token)!;
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: soldier }] })));
    expect(tokens(s, "p1")).toHaveLength(1);
    expect(s.stack).toHaveLength(0);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    // The trigger is on the stack; it resolves into a Saproling.
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(tokens(s, "p1")).toHaveLength(2);
    expect(names(s, "p1").filter((n) => /Saproling/.test(n))).toHaveLength(1);
  });
});

describe("clauses: \"target creature that isn't enchanted\" (Brainspoil)", () => {
  it("212.4, 409.1c: Brainspoil can't target Grizzly Bears enchanted by Pacifism; it destroys Hill Giant, which can't be regenerated", () => {
    let s = manualGame({ players: [{ hand: ["Brainspoil"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], library }, { play: ["Grizzly Bears", { card: "Pacifism", attachedTo: 0 }, "Hill Giant"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Brainspoil") });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] })));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(names(s, "p2").sort()).toEqual(["Grizzly Bears", "Pacifism"]);
  });
});
