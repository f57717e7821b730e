import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { attackablePlayers } from "../../../src/engine/multiplayer/multiplayer.js";
import { act, inPlay, life, pass, playNames, rejects, where } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const defendersOffered = (s: Parameters<typeof legalDecision>[0]) =>
  (legalDecision(s, s.turn.active)!.details!.candidates as { defenders: string[] }[])[0]!.defenders;

describe("attack options (601.3, 603, 604, 609.4)", () => {
  const fourPlayers = () => seats(4, { play: ["Grizzly Bears"], library });

  it("603: with attack multiple players a creature may attack any opponent, each creature its own", () => {
    let s = tableGame({ players: [{ play: ["Grizzly Bears", "Hill Giant"], library }, ...seats(3, { library })], step: "declareAttackers" }, { autoPass: false });
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    expect(defendersOffered(s)).toEqual(["p2", "p3", "p4"]);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p4" }, { attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = pass(s, 12); // declare attackers and blockers steps (no one can block), then combat damage on the stack
    expect([life(s, "p2"), life(s, "p3"), life(s, "p4")]).toEqual([17, 20, 18]);
  });

  it("604.1a: with attack left a player may attack only the opponent seated immediately to his or her left (the next in turn order)", () => {
    const s = tableGame({ players: fourPlayers(), step: "declareAttackers" }, { options: { attackLeft: true } });
    expect(defendersOffered(s)).toEqual(["p2"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p4" }] }, "604.1a");
  });

  it("604.1b: with attack right, only the opponent seated immediately to his or her right", () => {
    const s = tableGame({ players: fourPlayers(), step: "declareAttackers" }, { options: { attackRight: true } });
    expect(defendersOffered(s)).toEqual(["p4"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p2" }] }, "604.1b");
  });

  it("604.1a: a player whose nearest opponent to the left is more than one seat away can't attack", () => {
    // 2 v 2, seated A1 B1 A2 B2. When B1 leaves, A1's left neighbour is A2, a teammate.
    let s = tableGame(
      { players: seats(4, { hand: ["Forest"], play: ["Grizzly Bears"], library }) },
      { format: "teams", teams: ["A", "B", "A", "B"], options: { attackLeft: true } },
    );
    expect(attackablePlayers(s, "p1")).toEqual(["p2"]);
    s = act(s, { type: "concede" }, "p2");
    expect(attackablePlayers(s, "p1")).toEqual([]);
    s = pass(s); // p1 leaves the main phase; no attackers decision follows
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(where(s)).toBe("postcombatMain/main");
  });

  it("601.3: creatures can attack only opponents within their controller's range of influence", () => {
    const s = tableGame({ players: seats(5, { play: ["Grizzly Bears"], library }), step: "declareAttackers" }, { options: { rangeOfInfluence: 1 } });
    expect(defendersOffered(s)).toEqual(["p2", "p5"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender: "p3" }] }, "601.3");
  });

  it("609.4: in a Teams game a player can't attack opponents who aren't seated next to him or her (even within range 2)", () => {
    const s = tableGame(
      { players: seats(6, { play: ["Grizzly Bears"], library }), step: "declareAttackers" },
      { format: "teams", teams: ["A", "B", "C", "A", "B", "C"] },
    );
    expect(defendersOffered(s)).toEqual(["p2", "p6"]);
    for (const defender of ["p3", "p5"]) rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p1"), defender }] }, "609.4");
  });
});

describe("blocking and combat damage with several defending players (103.4, 309, 310)", () => {
  // p3 is active; p1, p2 and p4 each have a creature; p3 attacks p1 and p4.
  const attackTwo = () => {
    let s = tableGame({
      players: [{ play: ["Grizzly Bears"], library }, { play: ["Hill Giant"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }, { play: ["Grizzly Bears"], library }],
      active: 2,
      step: "declareAttackers",
    }, { autoPass: false });
    s = act(s, {
      type: "declareAttackers",
      attackers: [
        { attacker: inPlay(s, "Grizzly Bears", "p3"), defender: "p1" },
        { attacker: inPlay(s, "Hill Giant", "p3"), defender: "p4" },
      ],
    });
    return pass(s, 4); // priority in the declare attackers step
  };

  it("103.4: each defending player declares blockers in turn, in APNAP order (p4 before p1 on p3's turn); a player not attacked declares none", () => {
    let s = attackTwo();
    expect(s.pending).toEqual({ kind: "blockers", player: "p4" });
    s = act(s, { type: "declareBlockers", blocks: [] });
    expect(s.pending).toEqual({ kind: "blockers", player: "p1" });
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears", "p1"), attacker: inPlay(s, "Grizzly Bears", "p3") }] });
    expect([s.pending, where(s)]).toEqual([{ kind: "priority", player: "p3" }, "combat/declareBlockers"]);
    expect(view(s, null).combat!.blocks).toHaveLength(1);
  });

  it("309.2: a defending player blocks only creatures attacking him or her", () => {
    const s = attackTwo();
    rejects(s, "p4", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears", "p4"), attacker: inPlay(s, "Grizzly Bears", "p3") }] }, "309.2");
    rejects(s, "p4", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant", "p2"), attacker: inPlay(s, "Hill Giant", "p3") }] }, "309.2");
  });

  it("309.1: a defending player with no creature that could block is not asked", () => {
    let s = tableGame({
      players: [{ play: [{ card: "Grizzly Bears", tapped: true }], library }, seats(1, { library })[0]!, { play: ["Grizzly Bears", "Hill Giant"], library }, { play: ["Grizzly Bears"], library }],
      active: 2,
      step: "declareAttackers",
    }, { autoPass: false });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears", "p3"), defender: "p1" }, { attacker: inPlay(s, "Hill Giant", "p3"), defender: "p4" }] });
    s = pass(s, 4);
    expect(s.pending).toEqual({ kind: "blockers", player: "p4" });
    s = act(s, { type: "declareBlockers", blocks: [] });
    expect(s.pending).toEqual({ kind: "priority", player: "p3" });
  });

  it("310: combat damage is dealt to each defending player by the creatures attacking him or her, and to blockers, all from one stack object", () => {
    let s = attackTwo();
    s = act(s, { type: "declareBlockers", blocks: [] }); // p4
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears", "p1"), attacker: inPlay(s, "Grizzly Bears", "p3") }] });
    s = pass(s, 4); // everyone passes in the declare blockers step
    expect(where(s)).toBe("combat/combatDamage");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 4);
    expect([life(s, "p1"), life(s, "p2"), life(s, "p4")]).toEqual([20, 20, 17]);
    // p1's blocker and p3's Grizzly Bears destroyed each other (420.5c).
    expect([playNames(s, "p1"), playNames(s, "p3"), playNames(s, "p4")]).toEqual([[], ["Hill Giant"], ["Grizzly Bears"]]);
  });
});
