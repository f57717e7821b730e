import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil } from "../helpers.js";

// "Mana pools don't empty at the end of phases or turns." (Upwelling): a static ability changing
// 300.3 for every player while it is in play: no pool empties at the end of a phase or of a turn,
// so no mana burns; once it has left play, the next end of a phase empties the pools with mana burn.
// Compiled from the printed text (compiler/play-rules.ts `manaPoolsDontEmpty`; engine
// effects/play-rules.ts, turn/turn.ts).
const library = Array<string>(8).fill("Island");
const poolOf = (s: GameState, who: "p1" | "p2") => s.players.find((p) => p.id === who)!.manaPool;

describe("clauses: \"Mana pools don't empty at the end of phases or turns\" (300.3)", () => {
  it("the card is offered", () => {
    expect(isSupported("Upwelling")).toBe(true);
  });

  it("300.3: with Upwelling in play, Ann's {W}{W} stays in her pool past the end of her main phase and into Bob's turn: no mana burn", () => {
    let s = manualGame({ players: [{ library, play: ["Upwelling", "Plains", "Plains"] }, { library, play: ["Forest"] }], turn: 3 });
    for (const id of s.play.filter((x) => (s.objects[x] as { card: string }).card === "Plains")) s = act(s, { type: "playAbility", source: id, ability: 0 }, "p1");
    expect(poolOf(s, "p1")).toMatchObject({ W: 2 });
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(poolOf(s, "p1")).toMatchObject({ W: 2 });
    expect(life(s, "p1")).toBe(20);
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.phase === "precombatMain");
    expect(poolOf(s, "p1")).toMatchObject({ W: 2 });
    expect(life(s, "p1")).toBe(20);
    // Bob's pool doesn't empty either.
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }, "p2");
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(poolOf(s, "p2")).toMatchObject({ G: 1 });
    expect(life(s, "p2")).toBe(20);
  });

  it("300.3: once Upwelling is destroyed, the end of the phase empties the pool and the mana burns", () => {
    let s = manualGame({ players: [{ library, hand: ["Naturalize"], play: ["Upwelling", "Forest", "Forest", "Plains"] }, { library }], turn: 3 });
    s = cast(s, "p1", "Naturalize", [{ object: inPlay(s, "Upwelling") }]);
    s = pass(s, 2);
    expect(s.players[0]!.graveyard.map((id) => (s.objects[id] as { card: string }).card).sort()).toEqual(["Naturalize", "Upwelling"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Plains"), ability: 0 }, "p1");
    expect(poolOf(s, "p1")).toMatchObject({ W: 1 });
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(poolOf(s, "p1")).toMatchObject({ W: 0 });
    expect(life(s, "p1")).toBe(19);
  });
});
