import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

// "Double target player's life total." (Beacon of Immortality): the player's life total becomes
// twice what it was, by a gain of that much life. "Target player loses the game." (Door to
// Nothingness): an effect that makes a player lose (102.3), at once as it resolves, not by a
// state-based effect; in a two-player game the other player wins (102.2a), with more players the
// game goes on without the loser (600.4).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const rainbow = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest"];
const openDoor = (s: GameState, who: string, target: string) =>
  payFully(act(act(s, { type: "playAbility", source: inPlay(s, "Door to Nothingness"), ability: 0 }, who), { type: "chooseTargets", targets: [{ player: target }] }, who));

describe("clauses: \"Double target player's life total\", \"Target player loses the game\" (102.3)", () => {
  it("the cards are offered", () => {
    for (const name of ["Beacon of Immortality", "Door to Nothingness"]) expect(isSupported(name), name).toBe(true);
  });

  it("Beacon of Immortality on Bob at 7 life makes him 14; on Ann at 20 she is 40; the Beacon is shuffled into her library each time", () => {
    const plains = Array<string>(6).fill("Plains");
    let s = manualGame({ players: [{ library, hand: ["Beacon of Immortality", "Beacon of Immortality"], play: [...plains, ...plains] }, { library, life: 7 }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Beacon of Immortality", [{ player: "p2" }]));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 14]);
    s = resolveStack(cast(s, "p1", "Beacon of Immortality", [{ player: "p1" }]));
    expect([life(s, "p1"), life(s, "p2")]).toEqual([40, 14]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "library").filter((n) => n === "Beacon of Immortality").length).toBe(2);
  });

  it("102.3, 102.2a: Door to Nothingness makes Bob lose the game as it resolves, and Ann wins", () => {
    let s = manualGame({ players: [{ library, play: ["Door to Nothingness", ...rainbow] }, { library }], turn: 3 });
    s = openDoor(s, "p1", "p2");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Door to Nothingness"]); // sacrificed as the cost is paid
    expect(s.status).not.toBe("finished");
    s = resolveStack(s);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
    expect(life(s, "p2")).toBe(20); // not a state-based loss: his life is untouched
  });

  it("102.3: Ann may target herself: she loses and Bob wins", () => {
    let s = manualGame({ players: [{ library, play: ["Door to Nothingness", ...rainbow] }, { library }], turn: 3 });
    s = resolveStack(openDoor(s, "p1", "p1"));
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p2"]);
  });

  it("600.4: with three players, the one Door to Nothingness targets loses and leaves; the game goes on", () => {
    let s = tableGame({ players: [{ library, play: ["Door to Nothingness", ...rainbow] }, ...seats(2, { library })], turn: 3 }, { autoPass: false });
    s = resolveStack(openDoor(s, "p1", "p3"));
    expect(s.status).not.toBe("finished");
    expect(s.players.map((p) => p.outcome)).toEqual(["playing", "playing", "lost"]);
  });

  it("Door to Nothingness comes into play tapped: played this turn, its {T} ability can't be played, and nothing changes", () => {
    let s = manualGame({ players: [{ library, hand: ["Door to Nothingness"], play: [...rainbow] }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Door to Nothingness"));
    const door = inPlay(s, "Door to Nothingness");
    expect((s.objects[door] as CardObject).tapped).toBe(true);
    rejects(s, "p1", { type: "playAbility", source: door, ability: 0 }, "409.1f");
  });
});
