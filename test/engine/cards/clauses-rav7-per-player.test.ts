import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import type { GameState, Target } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, pass, resolveStack } from "../helpers.js";

// Amounts counted per player: Benediction of Moons, "You gain 1 life for each player." (the
// players in the game as it resolves), its haunt ability saying it again (502.51c); Netherborn
// Phalanx, "When ~ comes into play, each opponent loses 1 life for each creature he or she
// controls." (each opponent counts his or her own creatures, 413.2).
const library = ["Island", "Island", "Island", "Island", "Island"];

function play(s: GameState, name: string, mana: string, targets?: Target[]): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name) });
  if (targets) s = act(s, { type: "chooseTargets", targets });
  return act(s, { type: "payMana", mana });
}

describe("clauses: \"for each player\" and \"for each creature he or she controls\" said of each opponent (413.2, 502.51)", () => {
  it("the cards are offered", () => {
    for (const name of ["Benediction of Moons", "Netherborn Phalanx"]) expect(isSupported(name)).toBe(true);
  });

  it("Benediction of Moons gains 1 life for each of the two players; haunting Grizzly Bears, it gains 2 more when the Bears die (502.51c)", () => {
    let s = manualGame({ players: [{ hand: ["Benediction of Moons", "Shock"], manaPool: { W: 1, R: 1 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(play(s, "Benediction of Moons", "W"));
    expect(life(s, "p1")).toBe(22);
    const bears = inPlay(s, "Grizzly Bears");
    // The haunt trigger's only legal target is chosen without asking (410.4) and resolves.
    s = resolveStack(s);
    expect(s.removed.map((id) => card(s, id))).toMatchObject([{ card: "Benediction of Moons", haunting: bears }]);
    s = resolveStack(play(s, "Shock", "R", [{ object: bears }]));
    expect(life(s, "p1")).toBe(24);
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Netherborn Phalanx: the opponent loses 1 life for each creature he controls (two), not for the caster's", () => {
    let s = manualGame({ players: [{ hand: ["Netherborn Phalanx"], play: ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], manaPool: { B: 1, C: 5 }, library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = resolveStack(pass(play(s, "Netherborn Phalanx", "BCCCCC"), 2));
    expect(life(s, "p2")).toBe(18);
    expect(life(s, "p1")).toBe(20);
  });

  it("an opponent with no creature loses nothing", () => {
    let s = manualGame({ players: [{ hand: ["Netherborn Phalanx"], play: ["Grizzly Bears"], manaPool: { B: 1, C: 5 }, library }, { library }], turn: 3 });
    s = resolveStack(pass(play(s, "Netherborn Phalanx", "BCCCCC"), 2));
    expect(life(s, "p2")).toBe(20);
  });
});
