import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, resolveStack } from "../helpers.js";

// Radiance with a sentence said once (413: choices and counts as the spell resolves): "Choose a
// color." before the group is chosen once, and the whole group gains protection from that one
// color (Bathe in Light); "You gain life equal to the damage dealt this way." after it counts the
// damage dealt to the target and to each creature sharing a color with it, prevented damage not
// being dealt (419.7, 502.7; Brightflame).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];
const keywords = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords;

describe("clauses: Radiance with a color chosen once and the damage dealt this way (413, 419.7)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bathe in Light", "Brightflame"]) expect(isSupported(name), name).toBe(true);
  });

  it("413: Bathe in Light asks for one color; the white target and every other white creature gain protection from it, the green one doesn't", () => {
    let s = manualGame({ players: [{ hand: ["Bathe in Light"], play: ["Plains", "Plains", "Savannah Lions"], library }, { play: ["Savannah Lions", "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Bathe in Light", [{ object: inPlay(s, "Savannah Lions", "p1") }]), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color" });
    s = act(s, { type: "choose", choice: "R" }, "p1");
    // Chosen once: the spell has resolved, nothing more is asked.
    expect(s.stack).toEqual([]);
    expect(s.pending?.kind).toBe("priority");
    expect(keywords(s, inPlay(s, "Savannah Lions", "p1"))).toContain("protectionFromRed");
    expect(keywords(s, inPlay(s, "Savannah Lions", "p2"))).toContain("protectionFromRed");
    expect(keywords(s, inPlay(s, "Grizzly Bears"))).not.toContain("protectionFromRed");
  });

  it("413: a color that isn't one of the five is refused with the state unchanged (the engine's color check, 419.1b), and the choice is still asked", () => {
    let s = manualGame({ players: [{ hand: ["Bathe in Light"], play: ["Plains", "Plains", "Savannah Lions"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Bathe in Light", [{ object: inPlay(s, "Savannah Lions") }]), 2);
    rejects(s, "p1", { type: "choose", choice: "Purple" }, "419.1b");
    expect(s.pending).toMatchObject({ kind: "choose", what: "color" });
  });

  const brightflame = (hand: string[]) =>
    manualGame({ players: [{ hand, play: ["Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains"], library }, { play: ["Goblin Piker", "Hill Giant", "Grizzly Bears"], library }], turn: 3 });
  const playBrightflame = (s: GameState, x: number, target: string) => {
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Brightflame") }, "p1"), { type: "chooseX", value: x }, "p1");
    return resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: target }] }, "p1")));
  };

  it("Brightflame with X = 2 on Goblin Piker deals 2 to it and 2 to Hill Giant (red too), none to Grizzly Bears; its controller gains the 4 damage dealt", () => {
    let s = brightflame(["Brightflame"]);
    s = playBrightflame(s, 2, inPlay(s, "Goblin Piker"));
    expect(() => inPlay(s, "Goblin Piker")).toThrow();
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
    expect(life(s, "p1")).toBe(24);
  });

  it("419.7: damage a shield prevents is not dealt this way: with Mending Hands on Hill Giant, Brightflame's controller gains only the 2 dealt to Goblin Piker", () => {
    let s = brightflame(["Brightflame", "Mending Hands"]);
    s = resolveStack(cast(s, "p1", "Mending Hands", [{ object: inPlay(s, "Hill Giant") }]));
    s = playBrightflame(s, 2, inPlay(s, "Goblin Piker"));
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(0);
    expect(life(s, "p1")).toBe(22);
  });
});
