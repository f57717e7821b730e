import { describe, expect, it } from "vitest";
import { legalDecision, view, type GameState, type Target } from "../../../src/engine/index.js";
import { act, inHand, inPlay, rejects } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
/** The targets offered for p1's Shock. */
const shockTargets = (s: GameState): Target[] => {
  const d = legalDecision(act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") }, "p1"), "p1")!;
  return d.options.flatMap((o) => (o.type === "chooseTargets" ? o.targets : []));
};
const players = (ts: Target[]) => ts.flatMap((t) => ("player" in t ? [t.player] : []));

describe("601 limited range of influence", () => {
  const fivePlayers = () =>
    tableGame(
      { players: [{ hand: ["Shock"], play: ["Mountain", "Grizzly Bears"], library }, ...seats(4, { play: ["Grizzly Bears"], library })] },
      { options: { rangeOfInfluence: 1 } },
    );

  it("601.4: players outside a player's range of influence can't be the targets of his or her spells", () => {
    const s = fivePlayers();
    expect(players(shockTargets(s))).toEqual(["p1", "p2", "p5"]);
    const announced = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ player: "p3" }] }, "409.1c");
  });

  it("601.2d, 601.4: nor can permanents controlled by players outside it", () => {
    const s = fivePlayers();
    const creatures = shockTargets(s).flatMap((t) => ("object" in t ? [(s.objects[t.object] as { controller: string }).controller] : []));
    expect(creatures).toEqual(["p1", "p2", "p5"]);
    const announced = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    rejects(announced, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears", "p3") }] }, "409.1c");
  });

  it("601.2b: a player is always within his or her own range; the view lists who is within each player's range", () => {
    const v = view(fivePlayers(), "p1");
    expect(v.players.map((p) => p.inRange)).toEqual([
      ["p1", "p2", "p5"],
      ["p1", "p2", "p3"],
      ["p2", "p3", "p4"],
      ["p3", "p4", "p5"],
      ["p1", "p4", "p5"],
    ]);
  });

  it("601.2c: who is within range is determined as each turn begins: a player who leaves still counts as a seat until the next turn", () => {
    let s = tableGame({ players: [{ hand: ["Shock", "Forest"], play: ["Mountain"], library }, ...seats(3, { library })] }, { options: { rangeOfInfluence: 1 } });
    s = act(s, { type: "concede" }, "p2");
    expect(view(s, "p1").players[0]!.inRange).toEqual(["p1", "p4"]);
    expect(players(shockTargets(s))).toEqual(["p1", "p4"]);
    for (let i = 0; i < 50 && s.turn.number === 1; i++) s = act(s, { type: "pass" }, "p1");
    expect([s.turn.number, s.turn.active, s.pending]).toEqual([2, "p3", { kind: "priority", player: "p1" }]);
    expect(view(s, "p1").players[0]!.inRange).toEqual(["p1", "p3", "p4"]);
    expect(players(shockTargets(s))).toEqual(["p1", "p3", "p4"]);
  });

  it("609.2a: a Teams game has range of influence 2 unless chosen otherwise: three seats away is out of range", () => {
    const s = tableGame(
      { players: [{ hand: ["Shock"], play: ["Mountain"], library }, ...seats(5, { library })] },
      { format: "teams", teams: ["A", "B", "C", "A", "B", "C"] },
    );
    expect(players(shockTargets(s))).toEqual(["p1", "p2", "p3", "p5", "p6"]);
  });

  it("without the option every player is within range (605.2a: free-for-all usually doesn't use it)", () => {
    const s = tableGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, ...seats(5, { library })] });
    expect(players(shockTargets(s))).toEqual(["p1", "p2", "p3", "p4", "p5", "p6"]);
    expect(view(s, "p1").players[0]).not.toHaveProperty("inRange");
  });
});
