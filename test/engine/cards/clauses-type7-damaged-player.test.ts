import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, life, passUntil, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "Whenever a Goblin deals combat damage to a player, that player discards a card from his or her
// hand." (Cabal Slaver, ONS): 404.1, the event names the player dealt the damage ("that player"),
// whoever controls the Goblin and whoever controls Cabal Slaver; beside it the Slivers' "its
// controller" of the same event still names the dealer's controller (Synapse Sliver).
describe("clauses: \"Whenever a [kind] deals combat damage to a player, that player ...\" (404.1)", () => {
  it("the card is offered", () => expect(isSupported("Cabal Slaver")).toBe(true));

  it("404.1: Raging Goblin of Cabal Slaver's controller hits the opponent: the opponent, the player dealt the damage, discards", () => {
    let s = combatGame({ play: ["Cabal Slaver", "Raging Goblin"] }, { hand: ["Craw Wurm", "Shock"] });
    s = passUntil(attack(s, "Raging Goblin"), (x) => x.pending?.kind === "discard");
    expect(life(s, "p2")).toBe(19);
    expect(s.pending).toEqual({ kind: "discard", player: "p2", count: 1, reason: "effect" });
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Craw Wurm")] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock"]);
  });

  it("404.1: the opponent's Cabal Slaver triggers on the attacking player's Goblin too: still its victim (the Slaver's controller) discards, not the Goblin's controller", () => {
    let s = combatGame({ play: ["Raging Goblin"], hand: ["Hill Giant"] }, { play: ["Cabal Slaver"], hand: ["Craw Wurm", "Shock"] });
    s = attack(s, "Raging Goblin");
    s = passTo(s, "declareBlockers");
    s = block(s);
    s = passUntil(s, (x) => x.pending?.kind === "discard");
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2" });
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Craw Wurm")] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant"]);
  });

  it("404.1: a non-Goblin's combat damage, or a Goblin's damage dealt to a blocker, triggers nothing", () => {
    let s = combatGame({ play: ["Cabal Slaver", "Grizzly Bears", "Raging Goblin"] }, { play: ["Hill Giant"], hand: ["Craw Wurm"] });
    s = attack(s, "Grizzly Bears", "Raging Goblin");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Hill Giant", "Raging Goblin"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm"]);
  });

  it("404.1: the opponent's Synapse Sliver: \"its controller may draw a card\" still names the attacking Sliver's controller, who draws", () => {
    let s = combatGame({ play: ["Plated Sliver"] }, { play: ["Synapse Sliver"], hand: ["Craw Wurm"] });
    s = attack(s, "Plated Sliver");
    s = passTo(s, "declareBlockers");
    s = block(s);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p1", "hand").length).toBe(1);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm"]);
  });
});
