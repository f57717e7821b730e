import { describe, expect, it } from "vitest";
import { apply, changeSettings, createGame, RuleError, type GameState, type Setup } from "../../../src/engine/index.js";
import { act, cast, life, where } from "../helpers.js";
import { NAMES } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const PLAYERS = [{ name: "Ann", deck: [] }, { name: "Bob", deck: [] }];

/** A game from a position with the players' settings as the setup gives them (default: none). */
const game = (setup: Setup): GameState => createGame({ players: PLAYERS, seed: "stops", setup }).state;

/** Ann's upkeep; Bob holds `card` with a Forest and a Grizzly Bears in play. */
const bobHolds = (card: string, settings: Setup["players"][number] = {}): Setup => ({
  players: [{ library, ...settings }, { hand: [card], play: ["Forest", "Grizzly Bears"], library, ...settings }],
  turn: 3,
  step: "upkeep",
});

describe("408.1 where the game stops for a player with priority", () => {
  it("408.1: by default, who owes the next decision does not depend on the cards in a hand (two positions differing only in Bob's card)", () => {
    const withTrick = game(bobHolds("Giant Growth"));
    const withLand = game(bobHolds("Forest"));
    expect(withTrick.pending).toEqual(withLand.pending);
    expect([withTrick.pending, where(withTrick)]).toEqual([{ kind: "priority", player: "p1" }, "precombatMain/main"]);
    expect(where(withLand)).toBe("precombatMain/main");
  });

  it("408.1: passing whenever there is nothing to play is the player's own choice, and it reveals whether he or she could play something", () => {
    const revealing = { stops: "everywhere" as const, autoPass: true };
    const withTrick = game(bobHolds("Giant Growth", revealing));
    const withLand = game(bobHolds("Forest", revealing));
    expect([withTrick.pending?.player, where(withTrick)]).toEqual(["p2", "beginning/upkeep"]);
    expect([withLand.pending?.player, where(withLand)]).toEqual(["p1", "precombatMain/main"]);
  });

  it("408.1: the game stops for a player when the stack holds another player's spell, even with nothing to play, and passes for its own controller", () => {
    let s = game({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }], turn: 3 });
    expect([s.pending?.player, where(s)]).toEqual(["p1", "precombatMain/main"]); // own main phase, empty stack
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    // Ann passed with only her own Shock on the stack; Bob, with no card at all, is asked.
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    expect(s.stack).toHaveLength(1);
    s = act(s, { type: "pass" });
    expect(life(s, "p2")).toBe(18);
    expect([s.pending?.player, where(s)]).toEqual(["p1", "precombatMain/main"]);
  });

  it("408.1: a step the player listed as a stop stops the game for him or her in any player's turn", () => {
    const setup: Setup = { players: [{ library }, { library, stops: ["endOfTurn"] }], turn: 3, step: "endOfTurn" };
    const s = game(setup);
    expect([s.pending?.player, where(s), s.turn.active]).toEqual(["p2", "end/endOfTurn", "p1"]);
    const without = game({ ...setup, players: [{ library }, { library }] });
    expect(without.turn.active).toBe("p2"); // nobody stopped: Bob's turn has begun
  });

  it("408.1: changing the settings changes neither the decision owed nor anything else of the game; they apply from the next priority", () => {
    const s = game(bobHolds("Giant Growth"));
    const changed = changeSettings(s, "p2", { stops: ["upkeep"] });
    expect(changed.pending).toEqual(s.pending);
    expect({ ...changed, players: [] }).toEqual({ ...s, players: [] });
    expect(changed.players[1]!.stops).toEqual(["upkeep"]);
    expect(s.players[1]!.stops).toEqual([]); // the given state is unchanged
  });

  it("408.1: \"pass until end of turn\" passes where the game would stop (her own postcombat main phase) until the turn ends", () => {
    let s = game({ players: [{ library }, { library }], turn: 3 });
    expect([s.pending?.player, where(s)]).toEqual(["p1", "precombatMain/main"]);
    s = changeSettings(s, "p1", { passUntil: "endOfTurn" });
    expect(s.players[0]!.passUntil).toEqual({ until: "endOfTurn", turn: 3, sinceObject: s.nextId });
    s = act(s, { type: "pass" });
    // Without it, Ann's own postcombat main phase stops the game for her (the test above shows the default stops).
    expect([s.turn.number, s.pending, where(s)]).toEqual([4, { kind: "priority", player: "p2" }, "precombatMain/main"]);
  });

  it("408.1: a spell put on the stack after \"pass until end of turn\" was set stops the game for the player and ends the setting", () => {
    let s = game({ players: [{ library }, { hand: ["Shock"], play: ["Mountain"], library, stops: ["beginningOfCombat"] }], turn: 3 });
    s = changeSettings(s, "p1", { passUntil: "endOfTurn" });
    s = act(s, { type: "pass" }); // Ann passes in her main phase; Bob stops in beginning of combat
    expect([s.pending?.player, where(s)]).toEqual(["p2", "combat/beginningOfCombat"]);
    s = act(cast(s, "p2", "Shock", [{ player: "p1" }]), { type: "pass" }); // Bob stops in this step: he passes with his Shock on the stack
    expect([s.pending?.player, s.stack.length]).toEqual(["p1", 1]);
    expect(s.players[0]!.passUntil).toBeUndefined();
    s = act(s, { type: "pass" });
    expect(life(s, "p1")).toBe(18);
    // The setting is over: Ann's postcombat main phase stops the game for her again.
    while (s.pending?.player === "p2") s = act(s, { type: "pass" });
    expect([s.turn.number, s.pending?.player, where(s)]).toEqual([3, "p1", "postcombatMain/main"]);
  });

  it("408.1: \"pass until my next turn\" passes through the other players' turn even where the player stops everywhere, and ends as his or her turn begins", () => {
    let s = game({ players: [{ library }, { library, stops: "everywhere" }], turn: 3 });
    s = changeSettings(s, "p2", { passUntil: "myNextTurn" });
    s = act(s, { type: "pass" });
    expect([s.pending?.player, where(s)]).toEqual(["p1", "postcombatMain/main"]); // Bob was not asked in between
    s = act(s, { type: "pass" });
    expect([s.turn.number, s.pending, where(s)]).toEqual([4, { kind: "priority", player: "p2" }, "beginning/upkeep"]);
    expect(s.players[1]!.passUntil).toBeUndefined();
  });

  it("600.4: a player who has left the game can no longer change his or her settings", () => {
    const players = NAMES.slice(0, 3).map((name) => ({ name, deck: [] }));
    let s = createGame({ format: "free-for-all", players, seed: "left", setup: { players: [{ library }, { library }, { library }], turn: 3 } }).state;
    s = apply(s, "p3", { type: "concede" }).state;
    expect(s.status).toBe("playing");
    let refused: unknown;
    try {
      changeSettings(s, "p3", { autoPass: true });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(RuleError);
    expect(refused).toMatchObject({ rule: "600.4", status: 403 });
  });
});
