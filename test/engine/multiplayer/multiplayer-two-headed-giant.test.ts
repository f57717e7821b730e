import { describe, expect, it } from "vitest";
import { createGame, legalDecision, view, type GameConfig, type GameState, type Setup } from "../../../src/engine/index.js";
import { apnap } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, pass, passUntil, rejects, where, zoneNames } from "../helpers.js";
import { NAMES, playerState, seats, tableGame, refusal } from "../multiplayer-helpers.js";

// The rules text of 606 (October 2006) is not among the seeds; the numbering here is the one
// written down in docs/RULES-NOTES.md. The seed glossary's "Active Team" and "APNAP order"
// (606.6d) are quoted from the seeds.
const library = ["Forest", "Forest", "Forest", "Forest"];
const TWO_HG = { format: "two-headed-giant" as const, teams: ["A", "A", "B", "B"] };
const giant = (setup: Setup, autoPass = true): GameState => tableGame(setup, { ...TWO_HG, autoPass });
const deck = Array<string>(20).fill("Forest");
const config = (teams: string[], options: GameConfig["options"] = {}): GameConfig => ({
  format: "two-headed-giant",
  options,
  seed: "2hg",
  players: teams.map((team, i) => ({ name: NAMES[i]!, team, deck })),
});

describe("606.1: two teams of two, teammates seated together", () => {
  it("606.1: teammates listed apart are seated next to each other, team by team in the order the teams first appear", () => {
    const s = createGame(config(["A", "B", "A", "B"])).state;
    expect(s.players.map((p) => [p.name, p.team])).toEqual([["Ann", "A"], ["Cat", "A"], ["Bob", "B"], ["Dan", "B"]]);
  });

  it("606.1: anything but two teams of two is refused, and so are the options of 601–604", () => {
    expect(refusal(config(["A", "A", "B"]))).toBe("606.1");
    expect(refusal(config(["A", "A", "A", "B"]))).toBe("606.1");
    expect(refusal(config(["A", "A", "B", "B", "C", "C"]))).toBe("606.1");
    expect(refusal({ ...config(["A", "A", "B", "B"]), players: config(["A", "A", "B", "B"]).players.map(({ team: _t, ...p }) => p) })).toBe("606.1");
    expect(refusal(config(["A", "A", "B", "B"], { rangeOfInfluence: 1 }))).toBe("606.1");
    expect(refusal(config(["A", "A", "B", "B"], { attackLeft: true }))).toBe("606.1");
  });
});

describe("606.2: each team has one shared life total, starting at 40", () => {
  it("606.2: each team starts at 40 life (30 only from May 2007); the view shows the teams and their life", () => {
    const s = createGame(config(["A", "A", "B", "B"])).state;
    expect(s.players.map((p) => p.life)).toEqual([40, 40, 40, 40]);
    expect(view(s, "p1").teams).toEqual([{ name: "A", players: ["p1", "p2"], life: 40 }, { name: "B", players: ["p3", "p4"], life: 40 }]);
  });

  it("606.2a: damage dealt to one player, and life one player gains, change the team's total", () => {
    let s = giant({ players: [{ hand: ["Lava Axe"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { hand: ["Sacred Nectar"], play: ["Plains", "Plains"], library }, ...seats(2, { library })] }, false);
    s = cast(s, "p1", "Lava Axe", [{ player: "p3" }]);
    s = pass(s, 4);
    expect([life(s, "p3"), life(s, "p4")]).toEqual([35, 35]);
    expect(view(s, "p3").teams![1]).toMatchObject({ name: "B", life: 35 });
    s = act(s, { type: "pass" }, "p1"); // the team's priority passes to p2 (606.5)
    s = cast(s, "p2", "Sacred Nectar");
    s = pass(s, 4);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([44, 44]);
  });

  it("606.2a: life lost by one player (mana burn, 300.3) is lost by the team", () => {
    let s = giant({ players: [{ manaPool: { G: 2 }, library }, { library }, ...seats(2, { library })] });
    s = pass(s, 4); // the precombat main phase ends: p1's two unused mana burn
    expect(s.players.map((p) => p.life)).toEqual([38, 38, 40, 40]);
  });

  it("606.2: a set-up position gives teammates one life; different totals for teammates are refused", () => {
    expect(giant({ players: [{ life: 7 }, {}, {}, {}] }).players.map((p) => p.life)).toEqual([7, 7, 40, 40]);
    expect(() => giant({ players: [{ life: 7 }, { life: 9 }, {}, {}] })).toThrow(/606.2/);
  });
});

describe("606.3: the team that plays first skips the draw step of its first turn", () => {
  it("606.3: neither player of the starting team draws on turn 1; both players of the other team draw on turn 2", () => {
    let s = createGame(config(["A", "A", "B", "B"])).state;
    for (let i = 0; i < 4; i++) s = act(s, { type: "keep" });
    const first = s.turn.active;
    const team = s.players.filter((p) => p.team === playerState(s, first).team).map((p) => p.id);
    expect(s.turn.number).toBe(1);
    expect(where(s)).toBe("precombatMain/main");
    for (const id of team) expect(playerState(s, id).hand).toHaveLength(7);
    while (s.turn.number === 1) s = act(s, legalDecision(s, s.pending!.player)!.options.find((o) => o.type === "pass" || o.type === "discard" || o.type === "declareAttackers")!);
    while (where(s) !== "precombatMain/main") s = act(s, { type: "pass" });
    for (const p of s.players) expect(p.hand).toHaveLength(team.includes(p.id) ? 7 : 8);
  });
});

describe("606.4: the active team attacks together; the defending team blocks together", () => {
  const combat = () =>
    giant({ players: [{ play: ["Grizzly Bears"], library }, { play: ["Hill Giant"], library }, { play: ["Grizzly Bears"], library }, { play: ["Craw Wurm"], library }], step: "declareAttackers" }, false);

  it("606.4: one declaration, made through the team's first player, names the creatures of both teammates", () => {
    let s = combat();
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toMatch(/your team's creatures/);
    expect((d.details!.candidates as { id: string; defenders: string[] }[]).map((c) => c.defenders)).toEqual([["p3", "p4"], ["p3", "p4"]]);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p3" }, { attacker: inPlay(s, "Hill Giant", "p2"), defender: "p4" }] });
    expect(s.combat!.attackers).toHaveLength(2);
    expect(s.players.find((p) => p.id === "p2")!.outcome).toBe("playing");
  });

  it("606.4: the defending team declares its blockers at once: a creature of either defender blocks a creature attacking either of them", () => {
    let s = combat();
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p3" }, { attacker: inPlay(s, "Hill Giant", "p2"), defender: "p3" }] });
    s = pass(s, 4);
    expect(s.pending).toEqual({ kind: "blockers", player: "p3" });
    const wurm = inPlay(s, "Craw Wurm", "p4");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: wurm, attacker: inPlay(s, "Hill Giant", "p2") }] });
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" }); // no second blockers decision for p4
    s = pass(s, 8); // damage goes on the stack and resolves
    expect([life(s, "p3"), life(s, "p4")]).toEqual([38, 38]); // the unblocked Bears (2)
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("606.4: a player of the team that isn't the team's first can't declare, and blockers must be the defending team's", () => {
    let s = combat();
    rejects(s, "p2", { type: "declareAttackers", attackers: [] }, "408.1", 403);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p4" }] });
    s = pass(s, 4);
    rejects(s, "p3", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant", "p2"), attacker: inPlay(s, "Grizzly Bears", "p1") }] }, "309.2");
  });
});

describe("606.5: a team receives priority together", () => {
  it("606.5: after p2 plays a spell his or her team receives priority (p1 first, then p2); it resolves only when all four have passed in succession", () => {
    let s = giant({ players: [{ library }, { hand: ["Sacred Nectar"], play: ["Plains", "Plains"], library }, ...seats(2, { library })] }, false);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = act(s, { type: "pass" }, "p1");
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    s = cast(s, "p2", "Sacred Nectar");
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    for (const who of ["p1", "p2", "p3"]) {
      s = act(s, { type: "pass" }, who);
      expect(s.stack).toHaveLength(1);
    }
    s = act(s, { type: "pass" }, "p4");
    expect(s.stack).toHaveLength(0);
    expect(life(s, "p1")).toBe(44);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" }); // seed glossary "Active Team"
  });

  it("Active Team (seed glossary): the active team receives priority at the start of each step, through its first player", () => {
    let s = giant({ players: seats(4, { library }), step: "upkeep" }, false);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s, 4);
    expect(where(s)).toBe("beginning/draw");
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(view(s, "p3").turn).toMatchObject({ activePlayer: "p1", activeTeam: "A" });
  });
});

describe("606.6: the team takes its turns together; each player keeps his or her own hand and mana pool", () => {
  it("606.6a: it is the turn of both teammates: each may play a land and sorcery-speed spells; the next turn is the other team's", () => {
    let s = giant({ players: seats(4, { hand: ["Forest", "Forest", "Grizzly Bears"], play: ["Forest"], library }) }, false);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") }, "p1");
    s = act(s, { type: "pass" }, "p1");
    expect(legalDecision(s, "p2")!.options).toContainEqual({ type: "playLand", card: inHand(s, "p2", "Forest") });
    s = act(s, { type: "playLand", card: inHand(s, "p2", "Forest") }, "p2");
    expect(playerState(s, "p2").landsPlayedThisTurn).toBe(1);
    s = act(s, { type: "pass" }, "p1"); // the team receives priority again, p1 first (606.5)
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Grizzly Bears") }, "p2");
    expect(s.pending).toEqual({ kind: "payment", player: "p2" });
    while (s.turn.number === 1) s = act(s, legalDecision(s, s.pending!.player)!.options.find((o) => o.type === "pass" || o.type === "payMana" || o.type === "playAbility" || o.type === "declareAttackers")!);
    expect(s.turn.active).toBe("p3");
    while (where(s) !== "precombatMain/main") s = act(s, { type: "pass" });
    expect(legalDecision(s, "p3")!.options).toContainEqual({ type: "playLand", card: inHand(s, "p3", "Forest") });
    s = passUntil(s, (x) => x.pending?.player === "p1");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "pass" }]);
    rejects(s, "p1", { type: "playLand", card: inHand(s, "p1", "Forest") }, "305.2");
  });

  it("606.6a: after the second team's turn comes the first team's again (turns pass team to team, not player to player)", () => {
    let s = giant({ players: seats(4, { library: Array(10).fill("Forest") }), step: "endOfTurn", turn: 3 }, false);
    s = passUntil(s, (x) => x.turn.number === 4);
    expect(s.turn).toMatchObject({ number: 4, active: "p3" });
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(s.turn).toMatchObject({ number: 5, active: "p1" });
  });

  it("606.6b: both teammates' permanents untap and both draw; each discards to hand size in cleanup", () => {
    let s = giant({
      players: [{ hand: Array(9).fill("Forest"), play: [{ card: "Forest", tapped: true }], library }, { hand: Array(8).fill("Forest"), play: [{ card: "Forest", tapped: true }], library }, ...seats(2, { play: [{ card: "Forest", tapped: true }], library })],
      step: "endOfTurn",
    }, false);
    s = pass(s, 4);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 2 });
    s = act(s, legalDecision(s, "p1")!.options[0]!);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 1 });
    s = act(s, legalDecision(s, "p2")!.options[0]!);
    expect(s.turn.active).toBe("p3");
    while (where(s) !== "beginning/upkeep") s = act(s, { type: "pass" });
    expect(s.play.map((id) => [s.objects[id]!.kind === "card" && (s.objects[id] as { controller: string }).controller, (s.objects[id] as { tapped: boolean }).tapped])).toEqual([
      ["p1", true], ["p2", true], ["p3", false], ["p4", false],
    ]);
    s = pass(s, 4);
    expect([playerState(s, "p3").hand.length, playerState(s, "p4").hand.length]).toEqual([1, 1]);
  });

  it("606.6c: each player has his or her own mana pool and hand: a teammate's mana doesn't pay for your spell, nor is your hand shown to him or her", () => {
    const s = giant({ players: [{ manaPool: { G: 2 }, library }, { hand: ["Grizzly Bears"], library }, ...seats(2, { library })] }, false);
    const after = act(s, { type: "pass" }, "p1");
    expect(legalDecision(after, "p2")!.options).toEqual([{ type: "pass" }]);
    expect(view(s, "p1").players[1]).not.toHaveProperty("hand");
    expect(view(s, "p2").players[1]!.hand).toEqual([{ id: inHand(s, "p2", "Grizzly Bears"), name: "Grizzly Bears" }]);
  });

  it("606.6d: APNAP order is the active team's players, then the other team's (and the active player is always the team's first)", () => {
    const s = giant({ players: seats(4, { library }), active: 3 }, false);
    expect(s.turn.active).toBe("p3");
    expect(apnap(s)).toEqual(["p3", "p4", "p1", "p2"]);
    let m = createGame(config(["A", "A", "B", "B"])).state;
    const order: string[] = [];
    while (m.status === "mulligan") {
      order.push(m.pending!.player);
      m = act(m, { type: "keep" });
    }
    const first = m.turn.active;
    expect(order).toEqual(first === "p1" ? ["p1", "p2", "p3", "p4"] : ["p3", "p4", "p1", "p2"]);
  });

  it("606.6a: \"at the beginning of your upkeep\" triggers for the permanents of both players of the active team", () => {
    let s = giant({ players: [{ play: ["Phyrexian Arena"], library }, { play: ["Phyrexian Arena"], library }, { play: ["Phyrexian Arena"], library }, { library }], step: "untap" }, false);
    s = pass(s, 8);
    expect(s.players.map((p) => p.life)).toEqual([38, 38, 40, 40]);
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 0, 0]);
  });
});

describe("606.7: a team loses the game together", () => {
  it("606.7: when one player draws from an empty library, both players of the team lose and the other team wins", () => {
    let s = giant({ players: [...seats(2, { library }), { library: [] }, { library }], active: 2, step: "upkeep" });
    s = pass(s, 4);
    expect(s.status).toBe("finished");
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "won", "lost", "lost"]);
    expect(s.winners).toEqual(["p1", "p2"]);
  });

  it("606.7: a team at 0 life loses together; a teammate's concession loses the game for both", () => {
    let s = giant({ players: [{ hand: ["Lava Axe"], play: Array(5).fill("Mountain"), library }, { library }, { life: 5, library }, { life: 5, library }] }, false);
    s = cast(s, "p1", "Lava Axe", [{ player: "p4" }]);
    s = pass(s, 4);
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "won", "lost", "lost"]);
    const c = act(giant({ players: seats(4, { library }) }), { type: "concede" }, "p2");
    expect(c.players.map((p) => p.outcome)).toEqual(["lost", "lost", "won", "won"]);
  });

  it("606.7: Angel's Grace keeps the whole team in: Cat's Shock takes the shared life total to 0 and neither Ann nor Bob loses this turn; after the turn they lose together", () => {
    const start = (grace: boolean) => {
      let s = giant({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], life: 2, library }, { life: 2, library }, { hand: ["Shock"], play: ["Mountain"], library }, { library }] }, false);
      if (grace) s = pass(cast(s, "p1", "Angel's Grace"), 4);
      s = passUntil(s, (x) => x.pending?.player === "p3");
      return pass(cast(s, "p3", "Shock", [{ player: "p2" }]), 4);
    };
    expect(start(false).players.map((p) => p.outcome)).toEqual(["lost", "lost", "won", "won"]);
    let s = start(true);
    expect(life(s, "p1")).toBe(0);
    expect(s.status).toBe("playing");
    expect(s.players.map((p) => p.outcome)).toEqual(["playing", "playing", "playing", "playing"]);
    s = passUntil(s, (x) => x.status === "finished", 400);
    expect(s.players.map((p) => p.outcome)).toEqual(["lost", "lost", "won", "won"]);
  });

  it("606.7: when both teams lose at once the game is a draw", () => {
    let s = giant({ players: [{ manaPool: { R: 3 }, life: 2, library }, { life: 2, library }, { manaPool: { R: 3 }, life: 2, library }, { life: 2, library }] }, false);
    s = pass(s, 4);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual([]);
    expect(s.players.map((p) => p.outcome)).toEqual(["drew", "drew", "drew", "drew"]);
  });
});

describe("300.9, 606.4b: \"You skip your next turn\" in Two-Headed Giant skips the team's next turn", () => {
  const hulkDeck = Array<string>(12).fill("Mountain");

  /** Plays on, attacking and blocking with nothing, until the condition holds. */
  const playOn = (s: GameState, done: (s: GameState) => boolean): GameState => {
    for (let i = 0; i < 2000 && !done(s); i++) {
      const who = s.pending!.player;
      s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }, who) : s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }, who) : s.pending?.kind === "discard" ? act(s, legalDecision(s, who)!.options[0]!, who) : act(s, { type: "pass" }, who);
    }
    if (!done(s)) throw new Error("condition never reached");
    return s;
  };

  /** `who` plays Unstable Hulk face down from the team's turn and turns it face up; its trigger resolves. */
  const hulkUp = (s: GameState, who: string): GameState => {
    s = playOn(s, (x) => x.pending?.kind === "priority" && x.pending.player === who && x.stack.length === 0 && where(x) === "precombatMain/main");
    s = act(s, { type: "playSpell", card: inHand(s, who, "Unstable Hulk"), faceDown: true }, who);
    s = act(s, { type: "payMana", mana: "CCC" }, who);
    s = playOn(s, (x) => x.stack.length === 0 && x.pending?.player === who);
    s = act(s, legalDecision(s, who)!.options.find((o) => o.type === "turnFaceUp")!, who);
    for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) s = act(s, legalDecision(s, who)!.options.find((o) => o.type === "payMana")!, who);
    return playOn(s, (x) => x.stack.length === 0 && x.pending?.kind === "priority");
  };

  const hulkGame = (hulks: string[]) =>
    giant({ players: ["p1", "p2", "p3", "p4"].map((id) => ({ library: hulkDeck, ...(hulks.includes(id) ? { hand: ["Unstable Hulk"], manaPool: { R: 2, C: 6 } } : {}) })), turn: 3 }, false);

  it("300.9, 606.4b: Bob (Ann's teammate) turns Unstable Hulk face up in their team's turn 3: the team's next turn is skipped — Cat and Dan take turns 4 and 5, Ann and Bob turn 6", () => {
    let s = hulkGame(["p2"]);
    expect(s.turn).toMatchObject({ number: 3, active: "p1" });
    s = hulkUp(s, "p2");
    expect(playerState(s, "p2").skipTurns).toBe(1);
    s = playOn(s, (x) => x.turn.number === 4);
    expect(s.turn.active).toBe("p3");
    s = playOn(s, (x) => x.turn.number === 5);
    expect(s.turn.active).toBe("p3");
    expect(playerState(s, "p2").skipTurns).toBeUndefined();
    s = playOn(s, (x) => x.turn.number === 6);
    expect(s.turn.active).toBe("p1");
    s = playOn(s, (x) => x.turn.number === 7);
    expect(s.turn.active).toBe("p3");
  });

  it("419.6f, 606.4b: Ann and Bob each turn an Unstable Hulk face up: each skip is used on its own team turn — Cat and Dan take turns 4, 5 and 6, Ann and Bob turn 7", () => {
    let s = hulkUp(hulkGame(["p1", "p2"]), "p1");
    s = hulkUp(s, "p2");
    expect([playerState(s, "p1").skipTurns, playerState(s, "p2").skipTurns]).toEqual([1, 1]);
    const active: string[] = [];
    for (const n of [4, 5, 6, 7]) {
      s = playOn(s, (x) => x.turn.number === n);
      active.push(s.turn.active);
    }
    expect(active).toEqual(["p3", "p3", "p3", "p1"]);
  });
});
