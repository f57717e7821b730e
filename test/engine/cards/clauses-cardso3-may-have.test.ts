import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";

// "you may have [it / target creature / target player] [deal / gain / lose] ...": the ability's
// controller chooses as it resolves whether its effects happen (the targets were chosen as it was
// put on the stack, 410.4 of the era's triggered abilities); "it" is the ability's source.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp", "Plains", "Plains"];
const game = (p1: { hand?: string[]; play?: string[] }, p2: { hand?: string[]; play?: string[] } = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, hand: p2.hand ?? [], play: p2.play ?? [] }], turn: 3 });

/** p1 cycles the card in his or her hand; its "When you cycle ~" trigger targets `target`. */
function cycle(s: GameState, name: string, target: { player: string } | { object: string }): GameState {
  const card = s.players[0]!.hand.find((id) => (s.objects[id] as { card: string }).card === name)!;
  s = payFully(act(s, { type: "playAbility", source: card, ability: 0 }, "p1"));
  return act(s, { type: "chooseTargets", targets: [target] }, "p1");
}

/** Passes until the "may" is asked (answering it as `accept` says) and the stack is empty. */
function resolveAll(s: GameState, accept: boolean): GameState {
  for (let i = 0; i < 30 && (s.stack.length > 0 || s.pending?.kind === "may"); i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept }) : pass(s);
  return s;
}

describe("clauses: \"you may have [object] [verb] ...\" (the may's effects are the clause read in the third person)", () => {
  it("the cards are offered", () => {
    for (const name of ["Solar Blast", "Dirge of Dread", "Gempalm Polluter", "Gempalm Incinerator", "Karplusan Wolverine", "Disciple of the Vault", "Clash of Realities"]) expect(isSupported(name), name).toBe(true);
  });

  it("Aether Charge's \"it\" is the Beast, not the enchantment: not read as ~ (not offered)", () => {
    expect(isSupported("Aether Charge")).toBe(false);
  });

  it("Solar Blast cycled: accepted, it deals 1 damage to the target; the cycling draw happens too", () => {
    let s = game({ hand: ["Solar Blast"] });
    s = resolveAll(cycle(s, "Solar Blast", { player: "p2" }), true);
    expect(life(s, "p2")).toBe(19);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Solar Blast");
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it("Solar Blast cycled: declined, no damage is dealt", () => {
    let s = game({ hand: ["Solar Blast"] });
    s = resolveAll(cycle(s, "Solar Blast", { player: "p2" }), false);
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Gempalm Incinerator deals X damage, X the Goblins in play (both players') as it resolves", () => {
    let s = game({ hand: ["Gempalm Incinerator"], play: ["Raging Goblin"] }, { play: ["Goblin Piker", "Craw Wurm"] });
    s = resolveAll(cycle(s, "Gempalm Incinerator", { object: inPlay(s, "Craw Wurm") }), true);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
  });

  it("Gempalm Polluter: target player loses 1 life for each Zombie in play", () => {
    let s = game({ hand: ["Gempalm Polluter"], play: ["Scathe Zombies"] }, { play: ["Scathe Zombies", "Scathe Zombies"] });
    s = resolveAll(cycle(s, "Gempalm Polluter", { player: "p2" }), true);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("Dirge of Dread: the target creature gains fear until end of turn, the others don't", () => {
    let s = game({ hand: ["Dirge of Dread"], play: ["Raging Goblin"] }, { play: ["Craw Wurm"] });
    s = resolveAll(cycle(s, "Dirge of Dread", { object: inPlay(s, "Raging Goblin") }), true);
    expect(characteristics(s, s.objects[inPlay(s, "Raging Goblin")] as never).keywords).toContain("fear");
    expect(characteristics(s, s.objects[inPlay(s, "Craw Wurm")] as never).keywords).not.toContain("fear");
  });

  it("Disciple of the Vault: an artifact put into a graveyard from play; accepted, the target opponent loses 1 life", () => {
    let s = game({ hand: ["Shock"], play: ["Disciple of the Vault", "Ornithopter"] });
    s = payFully(cast(s, "p1", "Shock", [{ object: inPlay(s, "Ornithopter") }]));
    for (let i = 0; i < 30 && (s.stack.length > 0 || s.pending); i++) {
      if (s.pending?.kind === "may") s = act(s, { type: "may", accept: true });
      else if (s.pending && s.pending.kind !== "priority") s = act(s, legalDecision(s, s.pending.player)!.options.find((o) => o.type === "chooseTargets" && JSON.stringify(o).includes("p2")) ?? legalDecision(s, s.pending.player)!.options[0]!);
      else if (s.stack.length > 0) s = pass(s);
      else break;
    }
    expect(zoneNames(s, "p1", "graveyard")).toContain("Ornithopter");
    expect(life(s, "p2")).toBe(19);
  });

  it("419.9: a choice among replacement effects pauses the accepted damage; the resolution then carries on", () => {
    let s = game({ hand: ["Solar Blast"], play: ["Furnace of Rath"] }, { hand: ["Healing Salve"], play: ["Craw Wurm", "Plains"] });
    s = cycle(s, "Solar Blast", { object: inPlay(s, "Craw Wurm") });
    // Bob answers with a shield on his Craw Wurm.
    s = act(s, { type: "pass" }, "p1");
    s = act(s, { type: "playSpell", card: s.players[1]!.hand[0]! }, "p2");
    s = act(s, { type: "chooseMode", mode: 1 }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p2"));
    s = pass(s, 2); // Healing Salve resolves
    s = pass(s, 2); // the cycling trigger resolves: Alice is asked
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true });
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    const furnace = legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && !o.replacement.startsWith("shield:"))!;
    s = act(s, furnace, "p2");
    // Doubled first (2), then 2 of the shield's 3 prevented: none dealt, 1 of the shield left; the cycling draw still resolves.
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 0 });
    expect(s.shields).toHaveLength(1);
    s = resolveAll(s, true);
    expect(s.stack).toHaveLength(0);
    expect(s.players[0]!.hand).toHaveLength(1);
  });
  it("Clash of Realities: the ability it grants a non-Spirit creature: \"it\" is that creature, which deals the damage", () => {
    let s = game({ hand: ["Grizzly Bears"], play: ["Forest", "Forest", "Clash of Realities"] }, { play: ["Kami of Ancient Law"] });
    s = payFully(cast(s, "p1", "Grizzly Bears"));
    s = pass(s, 2); // Grizzly Bears resolves; its granted ability triggers, Kami of Ancient Law its only legal target
    expect(s.stack).toHaveLength(1);
    s = resolveAll(s, true);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Kami of Ancient Law");
  });
});
