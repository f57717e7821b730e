import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, playNames, pt, zoneNames } from "../helpers.js";
import type { GameState } from "../../../src/engine/index.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// 410.10d: leaves-play abilities "look back in time": whether "Whenever a creature is put into
// a graveyard from play" triggers is decided with the permanents as they were just before the
// event, so a watcher that leaves play at the same time as another permanent (the same Wrath of
// God, the same check of state-based effects, the same edict) triggers for it, and for itself
// unless it says "another"; one that left play before doesn't.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp"];
const lands = ["Plains", "Plains", "Plains", "Plains", "Swamp", "Swamp", "Forest", ...Array<string>(8).fill("Mountain")];
type Side = { play?: string[]; hand?: string[] };
/** p1's precombat main phase, turn 3. */
const game = (p1: Side, p2: Side = {}) =>
  manualGame({
    players: [
      { library, play: [...lands, ...(p1.play ?? [])], hand: p1.hand ?? [] },
      { library, play: [...lands, ...(p2.play ?? [])], hand: p2.hand ?? [] },
    ],
    turn: 3,
  });

/** Orders waiting triggered abilities as they came and passes until the stack is empty. */
function settle(s: GameState): GameState {
  for (let i = 0; i < 100; i++) {
    if (s.pending?.kind === "orderTriggers") {
      const who = s.pending.player;
      s = act(s, { type: "orderTriggers", order: s.triggered.filter((t) => t.controller === who).map((t) => t.id) });
    } else if (s.stack.length > 0 || s.triggered.length > 0) s = pass(s);
    else break;
  }
  return s;
}

const graveborn = (s: GameState) => playNames(s, "p1").filter((n) => n.includes("Graveborn")).length;

describe("410.10d: leaves-play abilities look back in time", () => {
  it("410.10d: Wrath of God destroys Dross Harvester, Sek'Kuar and two other creatures at once — both watchers trigger, the Harvester for all four (itself too), Sek'Kuar for the other nontoken creatures p1 controlled", () => {
    let s = game({ play: ["Dross Harvester", "Sek'Kuar, Deathkeeper", "Grizzly Bears", "Golgari Germination"], hand: ["Wrath of God"] }, { play: ["Hill Giant"] });
    s = settle(pass(cast(s, "p1", "Wrath of God"), 2));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Dross Harvester", "Grizzly Bears", "Sek'Kuar, Deathkeeper", "Wrath of God"]);
    expect(life(s, "p1")).toBe(28); // 4 × "you gain 2 life"
    expect(graveborn(s)).toBe(2); // the Harvester and the Bears, not Sek'Kuar itself nor p2's Hill Giant
    // The enchantment still in play triggers as before, for each nontoken creature p1 controlled.
    expect(playNames(s, "p1").filter((n) => n.includes("Saproling"))).toHaveLength(3);
  });

  it("410.10d, 420.5c: in combat, Dross Harvester and the Craw Wurm blocking it deal each other lethal damage and die in the same check — the Harvester triggers for both", () => {
    let s = combatGame({ play: ["Dross Harvester"] }, { play: ["Craw Wurm"] });
    s = attack(s, "Dross Harvester");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Craw Wurm", "Dross Harvester"]);
    for (let i = 0; i < 20 && zoneNames(s, "p1", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Dross Harvester"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    s = settle(s);
    expect(life(s, "p1")).toBe(24);
    expect(life(s, "p2")).toBe(20);
  });

  it("410.10d, 404.1: Sengir Vampire and the Serra Angel blocking it kill each other — \"Whenever a creature dealt damage by ~ this turn is put into a graveyard\" still triggers (its counter then has nowhere to go)", () => {
    let s = combatGame({ play: ["Sengir Vampire"] }, { play: ["Serra Angel"] });
    s = attack(s, "Sengir Vampire");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Serra Angel", "Sengir Vampire"]);
    for (let i = 0; i < 20 && zoneNames(s, "p1", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Serra Angel"]);
    const sengir = [...s.triggered.map((t) => t.source.name), ...s.stack.map((id) => (s.objects[id] as { source?: { name: string } }).source?.name)];
    expect(sengir.filter((n) => n === "Sengir Vampire")).toHaveLength(1);
    s = settle(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Sengir Vampire"]);
  });

  it("410.10d: the abilities are those from just before the batch — Venser's Sliver had Vampiric Sliver's granted trigger when the Bears it damaged died with Vampiric Sliver, so it gets its counter", () => {
    let s = combatGame({ play: ["Vampiric Sliver", "Venser's Sliver"] }, { play: ["Serra Angel", "Grizzly Bears"] });
    s = attack(s, "Vampiric Sliver", "Venser's Sliver");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Serra Angel", "Vampiric Sliver"], ["Grizzly Bears", "Venser's Sliver"]);
    for (let i = 0; i < 20 && zoneNames(s, "p1", "graveyard").length === 0; i++) s = pass(s);
    // One check of state-based effects puts Vampiric Sliver (4 damage) and the Bears (3 damage) into graveyards together.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vampiric Sliver"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    s = settle(s);
    expect(pt(s, inPlay(s, "Venser's Sliver"))).toEqual([4, 4]);
  });

  it("410.10d, 420.5b: Infest makes Goblin Sharpshooter and two Grizzly Bears 0-toughness at once — the Sharpshooter's \"Whenever a creature is put into a graveyard from play\" triggers three times", () => {
    let s = game({ play: ["Goblin Sharpshooter", "Grizzly Bears"], hand: ["Infest"] }, { play: ["Grizzly Bears"] });
    s = pass(cast(s, "p1", "Infest"), 2);
    expect(playNames(s, "p1").filter((n) => n === "Goblin Sharpshooter" || n === "Grizzly Bears")).toEqual([]);
    expect(s.triggered.filter((t) => t.source.name === "Goblin Sharpshooter")).toHaveLength(3);
    s = settle(s);
    expect(s.stack).toHaveLength(0);
  });

  it("410.10d: Barter in Blood — each player sacrifices two creatures at once: Dross Harvester sees all four, Sek'Kuar the Harvester", () => {
    let s = game({ play: ["Dross Harvester", "Sek'Kuar, Deathkeeper"], hand: ["Barter in Blood"] }, { play: ["Hill Giant", "Grizzly Bears"] });
    s = settle(pass(cast(s, "p1", "Barter in Blood"), 2));
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(life(s, "p1")).toBe(28);
    expect(graveborn(s)).toBe(1);
  });

  it("410.10d: a watcher leaving play alone — Sek'Kuar's \"another\" doesn't see its own death, Dross Harvester's \"a creature\" does", () => {
    let s = game({ play: ["Dross Harvester", "Sek'Kuar, Deathkeeper"], hand: ["Lightning Blast", "Lightning Blast"] });
    s = settle(pass(cast(s, "p1", "Lightning Blast", [{ object: inPlay(s, "Sek'Kuar, Deathkeeper") }]), 2));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Sek'Kuar, Deathkeeper");
    expect(graveborn(s)).toBe(0);
    expect(life(s, "p1")).toBe(22); // the Harvester, still in play, saw Sek'Kuar go
    s = settle(pass(cast(s, "p1", "Lightning Blast", [{ object: inPlay(s, "Dross Harvester") }]), 2));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Dross Harvester");
    expect(life(s, "p1")).toBe(24);
  });

  it("410.10d: a watcher that left play before the batch doesn't look back at it — Sek'Kuar killed first, then Wrath of God: no token", () => {
    let s = game({ play: ["Plains", "Plains", "Plains", "Plains", "Sek'Kuar, Deathkeeper", "Grizzly Bears", "Hill Giant"], hand: ["Lightning Blast", "Wrath of God"] });
    s = settle(pass(cast(s, "p1", "Lightning Blast", [{ object: inPlay(s, "Sek'Kuar, Deathkeeper") }]), 2));
    s = settle(pass(cast(s, "p1", "Wrath of God"), 2));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Hill Giant", "Lightning Blast", "Sek'Kuar, Deathkeeper", "Wrath of God"]);
    expect(graveborn(s)).toBe(0);
  });
});
