import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, healingSalve, inHand, inPlay, life, manualGame, pass, playNames, rejects, zoneNames } from "../helpers.js";

// A conditional effect whose branch waits for a player's decision (608.2c: the effect's
// instructions are followed in order; a player's choice is made as the instruction is carried
// out): "At the beginning of your upkeep, discard a card if you don't control an Ogre."
// (Gutwrencher Oni), "..., sacrifice a creature if you don't control an Ogre." (Painwracker Oni),
// "Target player discards two cards. If you played this spell during your main phase, that
// player discards four cards instead." (Haunting Hymn), and Sulfurous Blast's "instead" of damage
// to each creature and each player, which may pause for a choice among replacement effects
// (419.9) in the middle of its recipients. The branch keeps its place (`branchPart`) and the
// effect paused inside it its own (`part`), so the resolution goes on where it stopped.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Mountain"];
type Side = { hand?: string[]; play?: string[]; life?: number };

/** p2's postcombat main phase of turn 4: p1's upkeep of turn 5 comes next. */
const beforeUpkeep = (p1: Side) => manualGame({ players: [{ library, ...p1 }, { library, play: ["Island"] }], turn: 4, active: 1, phase: "postcombatMain" });
/** Passes into p1's upkeep of turn 5, then until the Oni's trigger waits on the stack. */
function toTrigger(s: GameState): GameState {
  for (let i = 0; i < 40 && !(s.turn.active === "p1" && s.turn.step === "upkeep"); i++) s = pass(s);
  return s;
}
/** p1's main phase of turn 3 (or another step of it), with ten lands. */
const game = (p1: Side, p2: Side = {}, where: { step?: string; active?: number } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: p2.play ?? [], hand: p2.hand ?? [], life: p2.life }], turn: 3, ...where } as Parameters<typeof manualGame>[0]);

describe("clauses: a conditional effect that waits for a player's decision (608.2c)", () => {
  it("the cards are offered", () => {
    for (const name of ["Gutwrencher Oni", "Painwracker Oni", "Haunting Hymn", "Sulfurous Blast"]) expect(isSupported(name), name).toBe(true);
  });

  it("Gutwrencher Oni without an Ogre: p1 chooses the card to discard as the trigger resolves; a wrong count changes nothing", () => {
    let s = toTrigger(beforeUpkeep({ play: ["Gutwrencher Oni"], hand: ["Hill Giant", "Pyroclasm", "Swamp"] }));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 1 });
    rejects(s, "p1", { type: "discard", cards: [inHand(s, "p1", "Hill Giant"), inHand(s, "p1", "Pyroclasm")] }, "416.?");
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Pyroclasm")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pyroclasm"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant", "Swamp"]);
    expect(s.stack).toHaveLength(0);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("Gutwrencher Oni with an Ogre (Hill Giant is no Ogre, Deathcurse Ogre is): nothing is discarded", () => {
    let s = toTrigger(beforeUpkeep({ play: ["Gutwrencher Oni", "Deathcurse Ogre"], hand: ["Hill Giant", "Pyroclasm"] }));
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant", "Pyroclasm"]);
  });

  it("Painwracker Oni without an Ogre: p1 sacrifices the creature of his choice, the Oni itself if he wishes", () => {
    let s = toTrigger(beforeUpkeep({ play: ["Painwracker Oni", "Grizzly Bears", "Hill Giant"] }));
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    const options = legalDecision(s, "p1")!.details as { candidates: { name: string }[] };
    expect(options.candidates.map((c) => c.name).sort()).toEqual(["Grizzly Bears", "Hill Giant", "Painwracker Oni"]);
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Grizzly Bears")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(playNames(s, "p1").sort()).toEqual(["Hill Giant", "Painwracker Oni"]);
    expect(s.stack).toHaveLength(0);
  });

  it("Painwracker Oni alone without an Ogre sacrifices itself, no question asked; with an Ogre it stays", () => {
    let s = pass(toTrigger(beforeUpkeep({ play: ["Painwracker Oni"] })), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Painwracker Oni"]);
    s = pass(toTrigger(beforeUpkeep({ play: ["Painwracker Oni", "Deathcurse Ogre"] })), 2);
    expect(playNames(s, "p1").sort()).toEqual(["Deathcurse Ogre", "Painwracker Oni"]);
  });

  it("Haunting Hymn in p1's main phase: Bob discards four of his five cards, chosen by him", () => {
    let s = game({ hand: ["Haunting Hymn"] }, { hand: ["Hill Giant", "Grizzly Bears", "Craw Wurm", "Pyroclasm", "Island"] });
    s = pass(cast(s, "p1", "Haunting Hymn", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 4 });
    const keep = inHand(s, "p2", "Craw Wurm");
    s = act(s, { type: "discard", cards: s.players[1]!.hand.filter((id) => id !== keep) }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(4);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Haunting Hymn"]);
    expect(s.stack).toHaveLength(0);
  });

  it("Haunting Hymn played in p1's upkeep (not a main phase): Bob discards only two", () => {
    let s = game({ hand: ["Haunting Hymn"] }, { hand: ["Hill Giant", "Grizzly Bears", "Craw Wurm", "Pyroclasm", "Island"] }, { step: "upkeep" });
    expect(s.turn.step).toBe("upkeep");
    s = pass(cast(s, "p1", "Haunting Hymn", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 2 });
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Hill Giant"), inHand(s, "p2", "Island")] }, "p2");
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Grizzly Bears", "Pyroclasm"]);
  });

  it("Sulfurous Blast in p1's main phase deals 3 to each creature and each player; in Bob's main phase only 2 (it isn't p1's)", () => {
    let s = game({ hand: ["Sulfurous Blast"], play: ["Grizzly Bears"] }, { play: ["Hill Giant", "Craw Wurm"] });
    s = pass(cast(s, "p1", "Sulfurous Blast"), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 17]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Sulfurous Blast"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 3 });

    s = game({ hand: ["Sulfurous Blast"], play: ["Grizzly Bears"] }, { play: ["Hill Giant", "Craw Wurm"] }, { active: 1 });
    expect(s.turn.active).toBe("p2");
    s = act(s, { type: "pass" }, "p2");
    s = pass(cast(s, "p1", "Sulfurous Blast"), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 18]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Sulfurous Blast"]);
    expect(playNames(s, "p2").sort()).toEqual(["Craw Wurm", "Hill Giant"]);
  });

  it("419.9: a choice among replacement effects in the middle of Sulfurous Blast's branch pauses it; the recipients after it are still dealt their damage, once", () => {
    let s = game({ hand: ["Sulfurous Blast"], play: ["Furnace of Rath", "Grizzly Bears"] }, { hand: ["Healing Salve"], play: ["Craw Wurm", "Hill Giant", "Plains"] });
    s = act(cast(s, "p1", "Sulfurous Blast"), { type: "pass" }, "p1");
    s = pass(healingSalve(s, "p2", 1, { object: inPlay(s, "Craw Wurm") }), 2); // Healing Salve resolves
    s = pass(s, 2); // Sulfurous Blast resolves: Craw Wurm's damage asks Bob which effect applies first
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    expect([life(s, "p1"), life(s, "p2")]).toEqual([14, 14]); // the players, first, were dealt 3 doubled
    const shield = legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("shield:"))!;
    s = act(s, shield, "p2");
    // Prevention first: 3 prevented, nothing left to double; Hill Giant, after it, is dealt 6.
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 0 });
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Healing Salve", "Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Sulfurous Blast"]);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([14, 14]);
    expect(s.stack).toHaveLength(0);
  });
});
