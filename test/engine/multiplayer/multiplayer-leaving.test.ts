import { describe, expect, it } from "vitest";
import { apply, createGame, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, life, pass, rejects, where } from "../helpers.js";
import { NAMES, playerState, seats, tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const concede = (s: GameState, who: string) => apply(s, who, { type: "concede" }).state;
const owned = (s: GameState, who: string) => Object.values(s.objects).filter((o) => o.kind === "card" && o.owner === who);

describe("600.4 the game goes on after a player leaves it", () => {
  it("600.4, 102.2a: a player who concedes leaves; the game goes on while two or more remain, and the last one wins", () => {
    let s = tableGame({ players: seats(3, { hand: ["Forest"], library }) });
    s = concede(s, "p3");
    expect([s.status, s.players.map((p) => p.outcome), playerState(s, "p3").leftOnTurn]).toEqual(["playing", ["playing", "playing", "lost"], 1]);
    s = concede(s, "p2");
    expect([s.status, s.winners, s.players.map((p) => p.outcome)]).toEqual(["finished", ["p1"], ["won", "lost", "lost"]]);
  });

  it("102.2c: when only one team remains, each of its players wins, even one who had already lost", () => {
    let s = tableGame({ players: seats(4, { hand: ["Forest"], library }) }, { format: "teams", teams: ["A", "B", "A", "B"] });
    s = concede(s, "p1");
    s = concede(s, "p2");
    expect(s.status).toBe("playing");
    s = concede(s, "p4");
    expect([s.status, s.winners, s.players.map((p) => p.outcome)]).toEqual(["finished", ["p1", "p3"], ["won", "lost", "won", "lost"]]);
  });

  it("600.4: a player who has left can't concede again and owes no decision", () => {
    const s = concede(tableGame({ players: seats(3, { hand: ["Forest"], library }) }), "p2");
    rejects(s, "p2", { type: "concede" }, "600.4");
    expect(legalDecision(s, "p2")).toBeNull();
  });
});

describe("600.4a what leaves the game with the player", () => {
  it("600.4a: all objects the player owns leave the game, from every zone", () => {
    let s = tableGame({ players: [...seats(2, { hand: ["Forest"], library }), { hand: ["Forest", "Shock"], play: ["Grizzly Bears", "Mountain"], graveyard: ["Shock"], library }] });
    expect(owned(s, "p3").length + playerState(s, "p3").library.length).toBe(8); // five objects, three cards in the library
    s = concede(s, "p3");
    expect(owned(s, "p3")).toEqual([]);
    const p3 = playerState(s, "p3");
    expect([p3.hand, p3.library, p3.graveyard]).toEqual([[], [], []]);
    expect(s.play.map((id) => s.objects[id]!.kind === "card" && s.objects[id]!.card)).toEqual([]);
  });

  it("600.4a: his or her spells on the stack cease to exist", () => {
    let s = tableGame({ players: [{ hand: ["Forest"], library }, { hand: ["Shock"], play: ["Mountain"], library }, { library }] }, { autoPass: false });
    s = pass(s); // p1 passes; p2 has priority
    s = cast(s, "p2", "Shock", [{ player: "p3" }]);
    s = pass(s); // p2 passes; p3 has priority
    s = concede(s, "p2");
    expect(s.stack).toEqual([]);
    s = pass(s, 2); // p3 and p1 pass: the step ends with nothing resolved
    expect([life(s, "p3"), where(s)]).toEqual([20, "combat/beginningOfCombat"]);
  });

  it("600.4a: objects of other players that he or she controls are removed from the game, back under their owners' control", () => {
    let s = tableGame({ players: [{ play: ["Grizzly Bears"], hand: ["Forest"], library }, { library }, { library }] });
    const bears = inPlay(s, "Grizzly Bears");
    (s.objects[bears] as { controller: string }).controller = "p2"; // as if p2 had gained control of it
    s = concede(s, "p2");
    expect(s.play).toEqual([]);
    expect(s.removed.map((id) => s.objects[id])).toMatchObject([{ card: "Grizzly Bears", owner: "p1", controller: "p1", zone: "removed" }]);
  });

  it("600.4a: effects that applied only to his or her permanents end with them", () => {
    let s = tableGame({ players: [{ hand: ["Giant Growth"], play: ["Forest"], library }, { play: ["Grizzly Bears"], library }, { library }] }, { autoPass: false });
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears", "p2") }]);
    s = pass(s, 3);
    expect(s.effects).toHaveLength(1);
    s = concede(s, "p2");
    expect(s.effects).toEqual([]);
  });

  it("600.4a: combat damage on the stack is not affected: an attacker that has left still deals its damage", () => {
    let s = tableGame({ players: [{ play: ["Grizzly Bears"], library }, seats(1, { library })[0]!, { library }], step: "declareAttackers" }, { autoPass: false });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = pass(s, 6); // declare attackers and declare blockers steps
    expect([where(s), s.stack.length, s.pending]).toEqual(["combat/combatDamage", 1, { kind: "priority", player: "p1" }]);
    s = concede(s, "p1");
    expect([s.stack.length, s.play, s.pending]).toEqual([1, [], { kind: "priority", player: "p2" }]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });
});

describe("600.4a decisions and priority pass on", () => {
  /** p1 has played Shock targeting `target`; p1 holds priority; nobody passes automatically. */
  const shockOnStack = (n: number, target: string) => {
    const s = tableGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, ...seats(n - 1, { library })] }, { autoPass: false });
    return cast(s, "p1", "Shock", [{ player: target }]);
  };

  it("600.4a: if the player who left had priority, it passes to the next player in turn order still in the game", () => {
    let s = pass(shockOnStack(3, "p3")); // p1 passes; p2 has priority
    s = concede(s, "p2");
    expect(s.pending).toEqual({ kind: "priority", player: "p3" });
    s = pass(s); // p1 and p3 have both passed: Shock resolves
    expect([s.stack, life(s, "p3")]).toEqual([[], 18]);
  });

  it("408.2, 600.4a: when everyone still in the game has already passed, the leaver's priority makes the top object resolve", () => {
    let s = pass(shockOnStack(3, "p2"), 2); // p1 and p2 pass; p3 has priority
    s = concede(s, "p3");
    expect([s.stack, life(s, "p2"), s.pending]).toEqual([[], 18, { kind: "priority", player: "p1" }]);
  });

  it("408.2: a pass by a player who has left no longer counts toward all players passing in succession", () => {
    let s = pass(shockOnStack(4, "p4"), 2); // p1 and p2 pass; p3 has priority
    s = concede(s, "p2");
    s = pass(s); // p3 passes: p1 and p3 have passed, p4 has not
    expect([s.stack.length, s.pending]).toEqual([1, { kind: "priority", player: "p4" }]);
    s = pass(s);
    expect([s.stack, life(s, "p4")]).toEqual([[], 18]);
  });

  it("600.4a: a player who leaves while playing a spell takes it with him or her; priority goes on", () => {
    let s = tableGame({ players: [{ hand: ["Forest"], library }, { hand: ["Shock"], play: ["Mountain"], library }, { library }] }, { autoPass: false });
    s = pass(s);
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") });
    expect(s.pending).toEqual({ kind: "targets", player: "p2" });
    s = concede(s, "p2");
    expect([s.stack, s.playing, s.pending]).toEqual([[], null, { kind: "priority", player: "p3" }]);
  });

  it("600.4a: if the spell that is resolving ceases to exist, what it was waiting for is over and the next player receives priority", () => {
    let s = tableGame({ players: [{ hand: ["Mind Rot"], play: ["Swamp", "Swamp", "Swamp"], library }, { hand: ["Forest", "Forest", "Forest"], library }, { library }] }, { autoPass: false });
    s = cast(s, "p1", "Mind Rot", [{ player: "p2" }]);
    s = pass(s, 3);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2" });
    s = concede(s, "p1");
    expect([s.stack, s.resolving, s.pending, playerState(s, "p2").hand.length]).toEqual([[], null, { kind: "priority", player: "p2" }, 3]);
  });

  it("600.4a: a defending player who leaves owes no blockers; the next defending player declares", () => {
    let s = tableGame({ players: [{ play: ["Grizzly Bears", "Hill Giant"], library }, ...seats(2, { play: ["Grizzly Bears"], library })], step: "declareAttackers" }, { autoPass: false });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p2" }, { attacker: inPlay(s, "Hill Giant"), defender: "p3" }] });
    s = pass(s, 3);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    s = concede(s, "p2");
    expect(s.pending).toEqual({ kind: "blockers", player: "p3" });
  });

  it("600.4a: an active player who leaves while declaring attackers attacks with nothing; the next player receives priority", () => {
    let s = tableGame({ players: [{ play: ["Grizzly Bears"], library }, ...seats(2, { library })], step: "declareAttackers" }, { autoPass: false });
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    s = concede(s, "p1");
    expect([where(s), s.pending]).toEqual(["combat/declareAttackers", { kind: "priority", player: "p2" }]);
  });

  it("600.4: the turn of a player who leaves goes on without him or her (no draw), and turn order skips him or her", () => {
    let s = tableGame({ players: seats(3, { hand: ["Forest"], library }), step: "upkeep" }, { autoPass: false });
    const { state, events } = apply(s, "p1", { type: "concede" });
    expect(state.pending).toEqual({ kind: "priority", player: "p2" });
    s = state;
    const later: string[] = [];
    for (let i = 0; i < 40 && s.turn.number === 1; i++) {
      const r = apply(s, s.pending!.player, { type: "pass" });
      later.push(...r.events.map((e) => e.type));
      s = r.state;
    }
    expect(events.map((e) => e.type)).toEqual(["concede", "leavesGame"]);
    expect(later).not.toContain("draw");
    expect(later).not.toContain("drawFromEmptyLibrary");
    expect([s.turn.number, s.turn.active]).toEqual([2, "p2"]);
    for (let i = 0; i < 80 && s.turn.number === 2; i++) s = act(s, { type: "pass" });
    expect([s.turn.number, s.turn.active]).toEqual([3, "p3"]);
    for (let i = 0; i < 80 && s.turn.number === 3; i++) s = act(s, { type: "pass" });
    expect([s.turn.number, s.turn.active]).toEqual([4, "p2"]);
  });

  it("101.4, 600.4a: a player who leaves while owing a mulligan decision: the next player decides, and if it was the starting player the next one plays first", () => {
    let s = createGame({ format: "free-for-all", players: NAMES.slice(0, 3).map((name) => ({ name, deck: Array<string>(20).fill("Forest") })), seed: "mull" }).state;
    const first = s.startingPlayer;
    const i = s.players.findIndex((p) => p.id === first);
    const next = s.players[(i + 1) % 3]!.id;
    s = concede(s, first);
    expect([s.status, s.pending]).toEqual(["mulligan", { kind: "mulligan", player: next }]);
    s = act(s, { type: "keep" });
    s = act(s, { type: "keep" });
    expect([s.status, s.turn.number, s.turn.active]).toEqual(["playing", 1, next]);
  });
});
