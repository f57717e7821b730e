import { describe, expect, it } from "vitest";
import { act, inPlay, manualGame, pass, payFully, playNames } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";

// "Put a 2/1 red Goblin creature token with haste into play. Remove it from the game at end of
// turn." (Rakdos Guildmage, helper "dissension"): a delayed triggered ability (404.?) made for the
// token as the ability resolves, triggering at the next end of turn step (313.2).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

const goblins = (s: GameState) => s.play.filter((id) => card(s, id).token && card(s, id).card.includes("Goblin"));

describe("clauses: \"Put [tokens] into play. Remove it from the game at end of turn.\" (313.2)", () => {
  it("313.2: Rakdos Guildmage's Goblin stays through the turn's combat and is removed from the game as the end of turn step's trigger resolves", () => {
    let s = manualGame({ players: [{ library, play: ["Rakdos Guildmage", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Rakdos Guildmage"), ability: 1 }, "p1"));
    s = pass(s, 2);
    expect(goblins(s)).toHaveLength(1);
    expect(s.delayed).toHaveLength(1);
    for (let i = 0; i < 40 && s.turn.step !== "endOfTurn"; i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(goblins(s)).toHaveLength(1); // not yet: the trigger is on the stack
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(goblins(s)).toHaveLength(0);
    expect(playNames(s, "p1")).toContain("Rakdos Guildmage");
    expect(s.delayed).toHaveLength(0);
  });
});
