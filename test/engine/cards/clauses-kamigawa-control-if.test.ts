import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, passUntil, zoneNames, resolveStack } from "../helpers.js";

// Conditions on what you control, checked as the effect resolves (src/cards/compiler/control-conditions.ts,
// engine/effects/conditions.ts), each with a real Kamigawa card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const game = (p1: { hand?: string[]; play?: string[] }, p2: { play?: string[] } = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: [] }], turn: 3 });

describe("clauses: \"[effect] if you don't control a Demon\" (checked as the ability resolves)", () => {
  it("Raving Oni-Slave comes into play with no Demon in play: its controller loses 3 life", () => {
    let s = resolveStack(cast(game({ hand: ["Raving Oni-Slave"] }), "p1", "Raving Oni-Slave"));
    expect(inPlay(s, "Raving Oni-Slave")).toBeDefined();
    expect(life(s, "p1")).toBe(17);
  });

  it("with Scourge of Numai (a Demon) in play, Raving Oni-Slave's ability does nothing", () => {
    const s = resolveStack(cast(game({ hand: ["Raving Oni-Slave"], play: ["Scourge of Numai"] }), "p1", "Raving Oni-Slave"));
    expect(life(s, "p1")).toBe(20);
  });

  it("an opponent's Demon doesn't count: \"you\" must control it", () => {
    const s = resolveStack(cast(game({ hand: ["Raving Oni-Slave"] }, { play: ["Scourge of Numai"] }), "p1", "Raving Oni-Slave"));
    expect(life(s, "p1")).toBe(17);
  });
});

describe("clauses: an intervening \"if you control no Demons\" (404.3)", () => {
  const stealGiant = (s: GameState) => resolveStack(cast(s, "p1", "Mark of the Oni", [{ object: inPlay(s, "Hill Giant") }]));
  it("404.3: at end of turn Mark of the Oni is sacrificed when its controller controls no Demon, and Hill Giant goes back to its owner", () => {
    let s = stealGiant(game({ hand: ["Mark of the Oni"] }));
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p1");
    s = passUntil(s, (x) => zoneNames(x, "p1", "graveyard").includes("Mark of the Oni"));
    expect(s.turn.number).toBe(3);
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p2");
  });

  it("404.3: with Scourge of Numai (a Demon) in play, the ability doesn't trigger and Mark of the Oni stays", () => {
    let s = stealGiant(game({ hand: ["Mark of the Oni"], play: ["Scourge of Numai"] }));
    // No attack: pass until the next turn begins (the end of turn step came and went).
    for (let i = 0; i < 60 && s.turn.number === 3; i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
    expect(s.turn.number).toBe(4);
    expect(inPlay(s, "Mark of the Oni")).toBeDefined();
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p1");
  });
});
