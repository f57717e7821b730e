import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { act, freezeObjects, life, manualGame, rejects, zoneNames } from "../helpers.js";

// 419.6h: Zur's Weirding's draw replacement, asked of the other players, and 217.3c: "Players
// play with their hands revealed" (helper "ninthd"), with the real card compiled from its text.
const library = ["Lava Axe", "Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest"];
const hand = (s: GameState, who: string) => zoneNames(s, who, "hand");

/** Bob's upkeep, Ann controls Zur's Weirding; Bob passes into his draw step. */
function toBobsDraw(ann: { life?: number } = {}): { s: GameState; events: GameEvent[] } {
  let s = manualGame({ players: [{ library, play: ["Zur's Weirding"], hand: ["Shock"], ...ann }, { library, hand: ["Grizzly Bears"] }], turn: 2, active: 1, step: "upkeep" });
  const events: GameEvent[] = [];
  for (let i = 0; i < 4 && s.pending?.kind === "priority"; i++) {
    const r = apply(freezeObjects(s), s.pending.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

describe("clauses: Zur's Weirding (419.6h, 217.3c)", () => {
  it("419.6h: Bob would draw; he reveals Lava Axe instead (every player sees it) and Ann pays 2 life: the Axe goes to Bob's graveyard, his hand is unchanged", () => {
    const { s: start, events } = toBobsDraw();
    expect(start.turn.step).toBe("draw");
    const revealed = eventsFor(events, "p1").find((e) => e.type === "revealDraw")!;
    expect(revealed.text).toContain("Lava Axe");
    expect(eventsFor(events, "p2").find((e) => e.type === "revealDraw")!.text).toContain("Lava Axe");
    expect(eventsFor(events, null).find((e) => e.type === "revealDraw")!.text).toContain("Lava Axe"); // a public event
    const d = legalDecision(start, "p1")!;
    expect(d.kind).toBe("othersMayPayLife");
    expect(d.options).toEqual([{ type: "may", accept: true }, { type: "may", accept: false }]);
    rejects(start, "p2", { type: "may", accept: true }, "408.1", 403); // only the other player is asked
    const s = act(start, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(18);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Lava Axe"]);
    expect(hand(s, "p2")).toEqual(["Grizzly Bears"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" }); // the draw step goes on
  });

  it("419.6h: Ann declines: Bob draws the revealed Lava Axe; Ann at 1 life can't pay, so Bob draws without her being asked (215.4)", () => {
    const { s: start } = toBobsDraw();
    const s = act(start, { type: "may", accept: false }, "p1");
    expect(hand(s, "p2")).toEqual(["Grizzly Bears", "Lava Axe"]);
    expect(life(s, "p1")).toBe(20);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    const { s: poor } = toBobsDraw({ life: 1 });
    expect(poor.pending).toMatchObject({ kind: "priority", player: "p2" });
    expect(hand(poor, "p2")).toEqual(["Grizzly Bears", "Lava Axe"]);
  });

  it("217.3c: \"Players play with their hands revealed\" — with Zur's Weirding in play each player sees the other's hand", () => {
    const s = manualGame({ players: [{ library, play: ["Zur's Weirding"], hand: ["Shock"] }, { library, hand: ["Grizzly Bears"] }], turn: 3 });
    expect(view(s, "p1").players.find((p) => p.id === "p2")!.hand!.map((c) => c.name)).toEqual(["Grizzly Bears"]);
    expect(view(s, "p2").players.find((p) => p.id === "p1")!.hand!.map((c) => c.name)).toEqual(["Shock"]);
  });
});
