import { describe, expect, it } from "vitest";
import { apply, eventsFor, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest"];
/** Whose hands a viewer sees. */
const handsSeenBy = (s: GameState, viewer: string | null) => view(s, viewer).players.filter((p) => "hand" in p).map((p) => p.id);

describe("609.6 teammates' hands", () => {
  const teams = (n: number, t: string[]) => tableGame({ players: seats(n, { hand: ["Forest", "Shock"], library }) }, { format: "teams", teams: t });

  it("609.6: teammates can't review each other's hands unless they sit next to each other (609.3 seats no one next to a teammate)", () => {
    const s = teams(6, ["A", "B", "C", "A", "B", "C"]);
    for (const p of s.players) expect(handsSeenBy(s, p.id)).toEqual([p.id]);
    expect(handsSeenBy(s, null)).toEqual([]);
  });

  it("609.6: once teammates sit next to each other (the player between them has left), each sees the other's hand; opponents still don't", () => {
    const s = apply(teams(4, ["A", "B", "A", "B"]), "p2", { type: "concede" }).state;
    expect(handsSeenBy(s, "p1")).toEqual(["p1", "p3"]);
    expect(handsSeenBy(s, "p3")).toEqual(["p1", "p3"]);
    expect(handsSeenBy(s, "p4")).toEqual(["p4"]);
    expect(view(s, "p1").players[2]!.hand!.map((c) => c.name)).toEqual(["Forest", "Shock"]);
  });

  it("600.4, 609.6: a player who has left sees no teammate's hand", () => {
    let s = apply(teams(4, ["A", "B", "A", "B"]), "p2", { type: "concede" }).state;
    s = apply(s, "p1", { type: "concede" }).state;
    expect(handsSeenBy(s, "p1")).toEqual(["p1"]); // their own, now empty
    expect(view(s, "p1").players[0]!.hand).toEqual([]);
  });

  it("609.6: the card an adjacent teammate draws reaches him or her in the events too; opponents and spectators see only that a card was drawn", () => {
    // p2 has left, so p1 and p3 (team A) sit next to each other; p3's turn comes after p1's.
    let s = apply(teams(4, ["A", "B", "A", "B"]), "p2", { type: "concede" }).state;
    let drawn: GameEvent[] = [];
    for (let i = 0; i < 100 && drawn.length === 0; i++) {
      const r = apply(s, s.pending!.player, s.pending!.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
      s = r.state;
      drawn = r.events.filter((e) => e.type === "draw" && e.data.player === "p3");
    }
    expect(eventsFor(drawn, "p3")[0]!.data).toHaveProperty("card");
    expect(eventsFor(drawn, "p1")[0]!.data).toHaveProperty("card");
    expect(eventsFor(drawn, "p4")[0]!.data).not.toHaveProperty("card");
    expect(eventsFor(drawn, null)[0]!.data).not.toHaveProperty("card");
  });

  it("605: in a free-for-all no player sees another's hand", () => {
    const s = tableGame({ players: seats(4, { hand: ["Forest"], library }) });
    expect(handsSeenBy(s, "p2")).toEqual(["p2"]);
  });

  it("600.2, 609.3: the view shows the format and the options, and lists the players in seating (turn) order with their teams", () => {
    const v = view(teams(4, ["A", "B", "A", "B"]), "p1");
    expect([v.format, v.options]).toEqual(["teams", { attack: "multiple", rangeOfInfluence: 2 }]);
    expect(v.players.map((p) => [p.id, p.team])).toEqual([["p1", "A"], ["p2", "B"], ["p3", "A"], ["p4", "B"]]);
  });
});
