import { describe, expect, it } from "vitest";
import { apply, eventsFor, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, freezeObjects, inPlay, manualGame } from "../helpers.js";

// Walker of Secret Ways (BOK): "Whenever ~ deals combat damage to a player, look at that
// player's hand." "That player" is the player the trigger's event names (404.1): the player dealt
// the damage. Only the ability's controller learns the cards (217.3c: a hand is hidden).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Ann attacks with `attacker`; everyone passes until the trigger's hand look happens or the turn moves on; the events on the way are kept. */
function attackAndLook(s: GameState, attacker: string) {
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, attacker), defender: "p2" }] });
  const events: ReturnType<typeof apply>["events"] = [];
  for (let i = 0; i < 20 && !events.some((e) => e.type === "lookAtHand") && s.turn.step !== "endOfTurn"; i++) {
    const r = apply(freezeObjects(s), s.pending!.player, s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

describe("clauses: \"look at that player's hand\" after combat damage to a player (Walker of Secret Ways)", () => {
  it("the card is offered", () => {
    expect(isSupported("Walker of Secret Ways")).toBe(true);
  });

  it("404.1, 217.3c: Walker deals combat damage to Bob: Ann sees Bob's hand, Bob's cards stay hidden from everyone else", () => {
    const s = manualGame({ players: [{ library, play: ["Island", "Walker of Secret Ways"] }, { library, hand: ["Shock", "Grizzly Bears"] }], turn: 3, step: "declareAttackers" });
    const r = attackAndLook(s, "Walker of Secret Ways");
    expect(r.s.players[1]!.life).toBe(19);
    const looked = (viewer: string | null) => eventsFor(r.events, viewer).find((e) => e.type === "lookAtHand")!;
    expect(looked("p1").text).toContain("Shock, Grizzly Bears");
    expect(looked("p1").text).toContain("Bob");
    expect(JSON.stringify(looked(null))).not.toContain("Shock");
    expect(JSON.stringify(looked("p2"))).toContain("Shock"); // his own hand
  });

  it("blocked, Walker deals no damage to Bob: no trigger, no look", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Walker of Secret Ways"] }, { library, hand: ["Shock"], play: ["Hill Giant"] }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Walker of Secret Ways"), defender: "p2" }] });
    const events: ReturnType<typeof apply>["events"] = [];
    for (let i = 0; i < 20 && s.turn.step !== "endOfCombat"; i++) {
      const r = apply(freezeObjects(s), s.pending!.player, s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Walker of Secret Ways") }] } : { type: "pass" });
      events.push(...r.events);
      s = r.state;
    }
    expect(s.players[1]!.life).toBe(20);
    expect(events.some((e) => e.type === "lookAtHand")).toBe(false);
  });
});
