import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

// Intervening "if" clauses on its controller's life total and graveyard (404.3: the ability
// triggers only if the condition holds, and does nothing if it no longer holds as it resolves):
// "At the beginning of your upkeep, if you have 5 life or less, you gain 3 life and draw a card."
// (Convalescent Care), "..., if you have four or more creature cards in your graveyard, you may
// return target creature card from your graveyard to your hand." (Oversold Cemetery; Pit Keeper's
// "When ~ comes into play, ..."). Compiled from the printed text (src/cards/compiler/player-ifs.ts).
const library = Array<string>(8).fill("Swamp");
const bodies = ["Grizzly Bears", "Hill Giant", "Scathe Zombies", "Gravedigger"];
/** p2's postcombat main phase of turn 4: p1's upkeep of turn 5 comes next. */
const game = (p1: { life?: number; play: string[]; graveyard?: string[]; hand?: string[] }) =>
  manualGame({ players: [{ library, ...p1 }, { library, play: ["Island"] }], turn: 4, active: 1, phase: "postcombatMain" });

/** Passes into p1's upkeep, ordering p1's triggers as they come and choosing the first creature card of p1's graveyard for each target. */
function toP1Upkeep(s: GameState): GameState {
  for (let i = 0; i < 40 && !(s.turn.active === "p1" && s.turn.step === "upkeep"); i++) s = pass(s);
  return s;
}
function answer(s: GameState): GameState {
  for (let i = 0; i < 40 && s.turn.step === "upkeep"; i++) {
    if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
    else if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: s.players[0]!.graveyard.find((id) => bodies.includes((s.objects[id] as { card: string }).card))! }] });
    else if (s.pending?.kind === "may") s = act(s, { type: "may", accept: true });
    else s = pass(s);
  }
  return s;
}

describe("clauses: intervening \"if\" clauses on your life total and your graveyard (404.3)", () => {
  it("404.3: at exactly 5 life Convalescent Care triggers: p1 gains 3 life and draws a card", () => {
    let s = toP1Upkeep(game({ life: 5, play: ["Convalescent Care"] }));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(8);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp"]);
  });

  it("404.3: at 6 life Convalescent Care doesn't trigger", () => {
    const s = answer(toP1Upkeep(game({ life: 6, play: ["Convalescent Care"] })));
    expect(life(s, "p1")).toBe(6);
    // Only the draw step's card.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp"]);
  });

  it("404.3: two Convalescent Cares both trigger at 5 life; the second finds 8 life as it resolves and does nothing", () => {
    let s = toP1Upkeep(game({ life: 5, play: ["Convalescent Care", "Convalescent Care"] }));
    s = answer(s);
    expect(life(s, "p1")).toBe(8);
    // One card from the first trigger, one from the draw step.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp", "Swamp"]);
  });

  it("404.3: Oversold Cemetery with four creature cards in the graveyard returns the one p1 targets", () => {
    let s = toP1Upkeep(game({ play: ["Oversold Cemetery"], graveyard: bodies }));
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = answer(s);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Scathe Zombies", "Gravedigger"]);
  });

  it("404.3: three creature cards and a land card are not four creature cards: Oversold Cemetery doesn't trigger", () => {
    const s = answer(toP1Upkeep(game({ play: ["Oversold Cemetery"], graveyard: ["Grizzly Bears", "Hill Giant", "Scathe Zombies", "Swamp"] })));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Hill Giant", "Scathe Zombies", "Swamp"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp"]);
  });

  it("404.3: two Oversold Cemeteries with exactly four creature cards: the first returns one, the second then finds three and does nothing", () => {
    const s = answer(toP1Upkeep(game({ play: ["Oversold Cemetery", "Oversold Cemetery"], graveyard: bodies })));
    expect(zoneNames(s, "p1", "graveyard")).toHaveLength(3);
    expect(zoneNames(s, "p1", "hand").filter((n) => bodies.includes(n))).toHaveLength(1);
  });

  it("404.3: Pit Keeper coming into play with four creature cards in p1's graveyard returns one; with three it doesn't trigger", () => {
    const swamps = ["Swamp", "Swamp", "Swamp"];
    let s = manualGame({ players: [{ library, hand: ["Pit Keeper"], play: swamps, graveyard: bodies }, { library }], turn: 3 });
    s = cast(s, "p1", "Pit Keeper");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: s.players[0]!.graveyard[1]! }] });
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant"]);
    expect(inPlay(s, "Pit Keeper")).toBeDefined();

    let t = manualGame({ players: [{ library, hand: ["Pit Keeper"], play: swamps, graveyard: bodies.slice(1) }, { library }], turn: 3 });
    t = pass(cast(t, "p1", "Pit Keeper"), 2);
    expect(t.pending?.kind).toBe("priority");
    expect(t.stack).toHaveLength(0);
    expect(zoneNames(t, "p1", "graveyard")).toHaveLength(3);
  });
});
