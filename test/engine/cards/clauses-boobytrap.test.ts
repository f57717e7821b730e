import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { act, cast, freezeObjects, inPlay, life, manualGame, rejects, zoneNames } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

// Booby Trap (9ED), compiled from its text: "As Booby Trap comes into play, name a card other than
// a basic land card and choose an opponent. The chosen player reveals each card he or she draws.
// When the chosen player draws the named card, sacrifice Booby Trap. If you do, Booby Trap deals
// 10 damage to that player." (419.1b: choices as it comes into play; 404.1: the draw trigger.)
const lands = ["Island", "Island", "Island", "Island", "Island", "Island"];
const annLibrary = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];

/** Ann plays Booby Trap in her main phase; both pass: it resolves and asks her for a name. */
function resolveTrap(bob: { library: string[]; play?: string[]; hand?: string[] }): GameState {
  let s = manualGame({ players: [{ library: annLibrary, play: lands, hand: ["Booby Trap"] }, { hand: [], ...bob }], turn: 3, step: "main" });
  s = cast(s, "p1", "Booby Trap");
  return act(act(s, { type: "pass" }, "p1"), { type: "pass" }, "p2");
}

/** Ann names `name` and chooses Bob. */
function named(bob: { library: string[]; play?: string[]; hand?: string[] }, name = "Lava Axe"): GameState {
  const s = resolveTrap(bob);
  return act(act(s, { type: "choose", choice: name }, "p1"), { type: "choose", choice: "p2" }, "p1");
}

/** Everyone passes until Bob's draw step has begun and someone has priority there; the events on the way. */
function toBobsDraw(start: GameState): { s: GameState; events: GameEvent[] } {
  let s = start;
  const events: GameEvent[] = [];
  for (let i = 0; i < 40 && !(s.turn.active === "p2" && s.turn.step === "draw"); i++) {
    const r = apply(freezeObjects(s), s.pending!.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  expect(s.turn.step).toBe("draw");
  return { s, events };
}

describe("clauses: Booby Trap (419.1b, 404.1)", () => {
  it("419.1b: as it comes into play Ann names a card other than a basic land card, then chooses an opponent; both are kept on the permanent", () => {
    const s = resolveTrap({ library: ["Lava Axe"] });
    const d = legalDecision(s, "p1")!;
    expect(d).toMatchObject({ kind: "choose", details: { what: "namedCard" } });
    expect(d.options.map((o) => (o as { choice: string }).choice)).not.toContain("Island"); // the Islands she sees: basic lands
    rejects(s, "p1", { type: "choose", choice: "Island" }, "419.1b");
    rejects(s, "p1", { type: "choose", choice: "No Such Card" }, "419.1b");
    const asked = act(s, { type: "choose", choice: "Lava Axe" }, "p1");
    expect(legalDecision(asked, "p1")!.options).toEqual([{ type: "choose", choice: "p2" }]);
    rejects(asked, "p1", { type: "choose", choice: "p1" }, "419.1b"); // an opponent, not herself
    const done = act(asked, { type: "choose", choice: "p2" }, "p1");
    const trap = done.objects[inPlay(done, "Booby Trap", "p1")] as { chosen?: string; chosenPlayer?: string };
    expect(trap).toMatchObject({ chosen: "Lava Axe", chosenPlayer: "p2" });
    expect(done.pending).toMatchObject({ kind: "priority", player: "p1" });
    // Both choices are public: Bob sees the name and himself as the chosen player.
    expect(JSON.stringify(view(done, "p2"))).toContain('"chosen":"Lava Axe","chosenPlayer":"p2"');
  });

  it("404.1: Bob draws the named Lava Axe: it is revealed to every player, the trigger sacrifices Booby Trap and deals 10 damage to Bob", () => {
    const { s: start, events } = toBobsDraw(named({ library: ["Lava Axe", "Island"] }));
    for (const viewer of ["p1", "p2", null]) expect(eventsFor(events, viewer).find((e) => e.type === "revealDrawn")!.text).toContain("Lava Axe");
    // Ann's own draws are not revealed: only the chosen player's (her turn-3 draw was before the trap; none on the way).
    expect(events.filter((e) => e.type === "revealDrawn")).toHaveLength(1);
    expect(start.stack).toHaveLength(1);
    let s = start;
    for (let i = 0; i < 4 && s.stack.length > 0; i++) s = act(s, { type: "pass" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Booby Trap"]);
    expect(life(s, "p2")).toBe(10);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Lava Axe"]);
  });

  it("404.1: Bob draws another card: it is revealed (that card only, nothing else of his hand), nothing triggers", () => {
    const { s, events } = toBobsDraw(named({ library: ["Island", "Lava Axe"], hand: ["Grizzly Bears"] }));
    const revealed = eventsFor(events, "p1").filter((e) => e.type === "revealDrawn");
    expect(revealed).toHaveLength(1);
    expect(revealed[0]!.text).toContain("Island");
    expect(JSON.stringify(revealed[0])).not.toContain("Grizzly Bears");
    expect(s.stack).toHaveLength(0);
    expect(inPlay(s, "Booby Trap", "p1")).toBeDefined();
    expect(life(s, "p2")).toBe(20);
  });

  it("\"If you do\": Booby Trap destroyed in response (Shatter) isn't sacrificed, and no damage is dealt", () => {
    const { s: start } = toBobsDraw(named({ library: ["Lava Axe", "Island"], play: ["Mountain", "Mountain"], hand: ["Shatter"] }));
    expect(start.stack).toHaveLength(1);
    expect(start.pending).toMatchObject({ kind: "priority", player: "p2" });
    let s = cast(start, "p2", "Shatter", [{ object: inPlay(start, "Booby Trap", "p1") }]);
    for (let i = 0; i < 8 && s.stack.length > 0; i++) s = act(s, { type: "pass" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Booby Trap"]);
    expect(life(s, "p2")).toBe(20);
  });

  it("multiplayer: Ann chooses Cat; Bob draws the named card unrevealed and untouched, Cat draws it and is dealt 10 damage", () => {
    let s = tableGame({ players: [{ library: annLibrary, play: lands, hand: ["Booby Trap"] }, { library: ["Lava Axe", "Island"] }, { library: ["Lava Axe", "Island"] }], turn: 3, step: "main" }, { autoPass: false });
    s = cast(s, "p1", "Booby Trap");
    for (let i = 0; i < 3; i++) s = act(s, { type: "pass" });
    s = act(s, { type: "choose", choice: "Lava Axe" }, "p1");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "choose", choice: "p2" }, { type: "choose", choice: "p3" }]);
    s = act(s, { type: "choose", choice: "p3" }, "p1");
    const events: GameEvent[] = [];
    for (let i = 0; i < 80 && !(s.turn.active === "p3" && s.turn.step === "draw"); i++) {
      const r = apply(freezeObjects(s), s.pending!.player, { type: "pass" });
      events.push(...r.events);
      s = r.state;
    }
    expect(zoneNames(s, "p2", "hand")).toEqual(["Lava Axe"]); // Bob drew it: not the chosen player
    expect(eventsFor(events, "p1").filter((e) => e.type === "revealDrawn").map((e) => e.data.player)).toEqual(["p3"]);
    expect(s.stack).toHaveLength(1);
    for (let i = 0; i < 6 && s.stack.length > 0; i++) s = act(s, { type: "pass" });
    expect([life(s, "p2"), life(s, "p3")]).toEqual([20, 10]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Booby Trap"]);
  });
});
