import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

/** Ann (p1) in her main phase with a morph card and lands; Bob (p2) with Mountains and Shock. */
const game = (hand: string[], lands: string[]) =>
  manualGame({
    players: [
      { hand, play: lands, library: ["Forest", "Forest"] },
      { hand: ["Shock"], play: ["Mountain"], library: ["Forest", "Forest"] },
    ],
    turn: 3,
  });

/** Taps the player's untapped lands for mana, `count` of them. */
function tap(s: GameState, who: string, count: number): GameState {
  for (let i = 0; i < count; i++) {
    const land = s.play.find((id) => { const o = card(s, id); return o.controller === who && !o.tapped && !o.faceDown && characteristics(s, o).types.includes("land"); })!;
    s = act(s, { type: "playAbility", source: land, ability: 0 }, who);
  }
  return s;
}

/** Plays the card face down for {3} and lets it resolve; returns the state and the face-down permanent. */
function playFaceDown(s: GameState, name: string): { s: GameState; id: string } {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name), faceDown: true }, "p1");
  s = payFully(s);
  s = pass(s, 2);
  return { s, id: s.play.find((id) => card(s, id).faceDown)! };
}

describe("morph (502.26) and face-down permanents (504)", () => {
  it("502.26a: a card with morph is offered face down and played as a 2/2 creature spell for {3}; in play it has no name, color, subtypes or abilities (504)", () => {
    const s0 = game(["Sootfeather Flock"], ["Swamp", "Swamp", "Swamp"]);
    expect(legalDecision(s0, "p1")!.options).toContainEqual({ type: "playSpell", card: inHand(s0, "p1", "Sootfeather Flock"), faceDown: true });
    const announced = act(s0, { type: "playSpell", card: inHand(s0, "p1", "Sootfeather Flock"), faceDown: true }, "p1");
    expect(announced.playing).toMatchObject({ cost: "{3}" });
    const { s, id } = playFaceDown(s0, "Sootfeather Flock");
    const c = characteristics(s, card(s, id));
    expect(c).toMatchObject({ name: "", colors: [], types: ["creature"], subtypes: [], power: 2, toughness: 2, keywords: [], abilities: [] });
    expect(s.players[0]!.manaPool).toMatchObject({ B: 0 });
  });

  it("502.26a: a card without morph can't be played face down, and face down costs only {3}", () => {
    const s = game(["Shock", "Spined Basher"], ["Swamp", "Swamp", "Swamp"]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Shock"), faceDown: true }, "502.26a");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Spined Basher"), faceDown: true, buyback: true }, "502.26a");
  });

  it("502.26c: turning a face-down permanent face up is a special action: its morph cost is paid, it doesn't use the stack, the player keeps priority, and \"when turned face up\" triggers", () => {
    let { s, id } = playFaceDown(game(["Skirk Marauder"], ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]), "Skirk Marauder");
    // Without the mana in the pool it is not offered; with {R}{R}{R} it is.
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "turnFaceUp")).toBe(false);
    s = tap(s, "p1", 3);
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "turnFaceUp", card: id, mana: "RRR" });
    rejects(s, "p1", { type: "turnFaceUp", card: id, mana: "RR" }, "409.1h");
    s = act(s, { type: "turnFaceUp", card: id, mana: "RRR" }, "p1");
    // The same permanent, face up, with its name; its ability triggered and asks for its target.
    expect(card(s, id)).toMatchObject({ card: "Skirk Marauder" });
    expect(card(s, id).faceDown).toBeUndefined();
    expect(characteristics(s, card(s, id))).toMatchObject({ name: "Skirk Marauder", power: 2, toughness: 1 });
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("502.26c: only a face-down permanent can be turned face up, by its controller", () => {
    const { s, id } = playFaceDown(game(["Spined Basher"], ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]), "Spined Basher");
    const swamp = s.play.find((x) => card(s, x).card === "Swamp")!;
    rejects(s, "p1", { type: "turnFaceUp", card: swamp, mana: "" }, "502.26c");
    const bob = pass(s);
    rejects(bob, "p2", { type: "turnFaceUp", card: id, mana: "" }, "502.26c");
  });

  it("504: the opponent's and a spectator's view show a face-down creature as a 2/2 with no name; its controller sees the card; the log names it only to him or her", () => {
    const s0 = game(["Spined Basher"], ["Swamp", "Swamp", "Swamp"]);
    let s = act(s0, { type: "playSpell", card: inHand(s0, "p1", "Spined Basher"), faceDown: true }, "p1");
    s = payFully(s);
    // On the stack: a face-down spell.
    for (const viewer of ["p2", null]) {
      const v = view(s, viewer);
      expect(v.stack[0]).toMatchObject({ name: "", faceDown: true });
      expect(JSON.stringify(v)).not.toContain("Spined Basher");
    }
    expect(view(s, "p1").stack[0]).toMatchObject({ faceDown: true, card: "Spined Basher" });
    const first = apply(s, "p1", { type: "pass" });
    const { state, events } = apply(first.state, "p2", { type: "pass" });
    const id = state.play.find((x) => card(state, x).faceDown)!;
    for (const viewer of ["p2", null]) {
      const v = view(state, viewer);
      expect(v.play.find((p) => p.id === id)).toMatchObject({ name: "", faceDown: true, power: 2, toughness: 2, types: ["creature"], subtypes: [], keywords: [] });
      expect(JSON.stringify(v)).not.toContain("Spined Basher");
      expect(JSON.stringify(eventsFor(events, viewer))).not.toContain("Spined Basher");
      expect(JSON.stringify(eventsFor(events, viewer))).toContain("a face-down creature");
    }
    expect(view(state, "p1").play.find((p) => p.id === id)).toMatchObject({ faceDown: true, card: "Spined Basher" });
    expect(JSON.stringify(eventsFor(events, "p1"))).toContain("Spined Basher");
    // Nor does the opponent's decision name it: Shock's targets read "a face-down creature".
    const shock = act(pass(state), { type: "playSpell", card: inHand(state, "p2", "Shock") }, "p2");
    const d = legalDecision(shock, "p2")!;
    expect(JSON.stringify(d)).not.toContain("Spined Basher");
    expect(JSON.stringify(d)).toContain("a face-down creature");
  });

  it("504: a face-down permanent that leaves play is revealed to all", () => {
    const { s, id } = playFaceDown(game(["Spined Basher"], ["Swamp", "Swamp", "Swamp"]), "Spined Basher");
    let t = act(pass(s), { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    t = act(t, { type: "chooseTargets", targets: [{ object: id }] }, "p2");
    t = payFully(t);
    const first = apply(t, "p2", { type: "pass" });
    const { state, events } = apply(first.state, "p1", { type: "pass" });
    expect(zoneNames(state, "p1", "graveyard")).toEqual(["Spined Basher"]);
    for (const viewer of ["p2", null]) expect(JSON.stringify(eventsFor(events, viewer))).toMatch(/revealed: it is Spined Basher/);
  });
});
