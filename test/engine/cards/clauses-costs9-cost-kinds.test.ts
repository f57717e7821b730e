import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { legalDecision } from "../../../src/engine/game/decisions.js";
import { optionLabel } from "../../../src/engine/view/labels.js";
import { card } from "../../../src/engine/game/game.js";
import type { Action, GameState } from "../../../src/engine/game/types.js";
import { act, activated, cast, inHand, inPlay, life, manualGame, misplaced, pass, payFully, playNames, rejects, zoneNames } from "../helpers.js";

// Helper "costs9": cost items of activated abilities the grammar lacked (409.1f): several
// permanents sacrificed, the permanent itself removed from the game or returned to its owner's
// hand, a counter put on it, half the life paid, a card discarded at random, creature cards in
// the graveyard and the top of the library removed from the game. Every choice is one answer
// the engine checks; an answer that doesn't pay changes nothing (409.1f-h).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp"];
const resolve = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const graveyardId = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => card(s, id).card === name)!;
const use = (s: GameState, name: string, extra: Partial<Extract<Action, { type: "playAbility" }>> = {}): Action => ({ type: "playAbility", source: inPlay(s, name), ability: activated(s, name), ...extra });
const listed = (s: GameState, name: string) => legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === inPlay(s, name));

describe("clauses: cost items of activated abilities (409.1f, twenty-second session, helper costs9)", () => {
  it("the cards are offered", () => {
    for (const name of ["Torpid Moloch", "Teysa, Orzhov Scion", "Krark-Clan Engineers", "Lifespinner", "Stormbind", "Woodwraith Strangler", "Cryptwailing", "Molting Skin", "Steelshaper Apprentice", "Murderous Betrayal", "Arc-Slogger", "Aether Spellbomb", "Feldon's Cane", "Bloodletter Quill"])
      expect(isSupported(name), name).toBe(true);
  });

  describe("\"Sacrifice three lands\" (Torpid Moloch), \"Sacrifice three white creatures\" (Teysa), \"Sacrifice two artifacts\" (Krark-Clan Engineers)", () => {
    const moloch = () => manualGame({ players: [{ library, play: ["Torpid Moloch", "Forest", "Mountain", "Island", "Swamp"] }, { library }], turn: 3 });

    it("409.1f: one answer is listed, and the decision's details name every land any three of which may be chosen instead", () => {
      const s = moloch();
      const options = listed(s, "Torpid Moloch");
      expect(options).toHaveLength(1);
      expect((options[0] as { costs: { sacrificeMany: string[] } }).costs.sacrificeMany).toHaveLength(3);
      const details = legalDecision(s, "p1")!.details!.costChoices as { source: string; key: string; count: number; candidates: { name: string }[] }[];
      expect(details).toEqual([expect.objectContaining({ source: inPlay(s, "Torpid Moloch"), key: "sacrificeMany", count: 3 })]);
      expect(details[0]!.candidates.map((c) => c.name).sort()).toEqual(["Forest", "Island", "Mountain", "Swamp"]);
      expect(optionLabel(s, "p1", options[0]!)).toBe("Play Torpid Moloch's ability: Sacrifice three lands: Torpid Moloch loses defender until end of turn. (sacrificing Forest, Mountain and Island)");
    });

    it("409.1f: the three lands chosen are sacrificed as the ability is played, the fourth stays; Torpid Moloch loses defender until end of turn", () => {
      let s = moloch();
      const chosen = [inPlay(s, "Island"), inPlay(s, "Swamp"), inPlay(s, "Forest")];
      s = act(s, use(s, "Torpid Moloch", { costs: { sacrificeMany: chosen } }), "p1");
      expect(s.stack).toHaveLength(1);
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Forest", "Island", "Swamp"]);
      expect(playNames(s, "p1").sort()).toEqual(["Mountain", "Torpid Moloch"]);
      s = resolve(s);
      expect(card(s, inPlay(s, "Torpid Moloch")).card).toBe("Torpid Moloch");
      expect(misplaced(s)).toEqual([]);
    });

    it("409.1b: two lands, the same land twice, or a creature among them pays nothing; the state is unchanged", () => {
      const s = moloch();
      const [forest, island, swamp] = [inPlay(s, "Forest"), inPlay(s, "Island"), inPlay(s, "Swamp")];
      rejects(s, "p1", use(s, "Torpid Moloch", { costs: { sacrificeMany: [forest, island] } }), "409.1b");
      rejects(s, "p1", use(s, "Torpid Moloch", { costs: { sacrificeMany: [forest, island, island] } }), "409.1b");
      rejects(s, "p1", use(s, "Torpid Moloch", { costs: { sacrificeMany: [forest, island, inPlay(s, "Torpid Moloch")] } }), "409.1b");
      rejects(s, "p1", use(s, "Torpid Moloch"), "409.1b");
      expect(swamp).toBeDefined();
    });

    it("409.1f: with two lands the cost can't be paid: the ability isn't listed and playing it is refused", () => {
      const s = manualGame({ players: [{ library, play: ["Torpid Moloch", "Forest", "Mountain"] }, { library }], turn: 3 });
      expect(listed(s, "Torpid Moloch")).toEqual([]);
      rejects(s, "p1", use(s, "Torpid Moloch", { costs: { sacrificeMany: [inPlay(s, "Forest"), inPlay(s, "Mountain"), inPlay(s, "Forest")] } }), "409.1f");
    });

    it("Teysa: only white creatures pay; three of them remove target creature from the game", () => {
      let s = manualGame({ players: [{ library, play: ["Teysa, Orzhov Scion", "Savannah Lions", "Samite Healer", "Suntail Hawk", "Grizzly Bears"] }, { library, play: ["Hill Giant"] }], turn: 3 });
      const [lions, knight, hawk, bears] = ["Savannah Lions", "Samite Healer", "Suntail Hawk", "Grizzly Bears"].map((n) => inPlay(s, n));
      rejects(s, "p1", use(s, "Teysa, Orzhov Scion", { costs: { sacrificeMany: [lions!, knight!, bears!] } }), "409.1b");
      s = act(s, use(s, "Teysa, Orzhov Scion", { costs: { sacrificeMany: [lions!, knight!, hawk!] } }), "p1");
      s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
      // 410.10d: white creatures sacrificed: Teysa's "another black creature" trigger looks at their colors as they last existed and doesn't trigger.
      expect(s.triggered).toEqual([]);
      s = resolve(s);
      expect(playNames(s, "p2")).toEqual([]);
      expect(s.removed.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
      expect(playNames(s, "p1").sort()).toEqual(["Grizzly Bears", "Teysa, Orzhov Scion"]);
    });

    it("410.10d: a black creature of Teysa's controller put into a graveyard from play gives a 1/1 white Spirit token with flying", () => {
      let s = manualGame({ players: [{ library, play: ["Teysa, Orzhov Scion", "Bog Imp", "Mountain"], hand: ["Shock"] }, { library }], turn: 3 });
      s = resolve(cast(s, "p1", "Shock", [{ object: inPlay(s, "Bog Imp") }]));
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Bog Imp", "Shock"]);
      expect(playNames(s, "p1").filter((n) => n !== "Mountain").sort()).toEqual(["1/1 white Spirit creature with flying", "Teysa, Orzhov Scion"]);
    });

    it("409.1f: Lifespinner's {T} and \"Sacrifice three Spirits\" may sacrifice Lifespinner itself; a legendary Spirit card comes into play from the library", () => {
      let s = manualGame({ players: [{ library: ["Kodama of the North Tree", ...library], play: ["Lifespinner", "Hana Kami", "Kami of Old Stone", "Grizzly Bears"] }, { library }], turn: 3 });
      const spirits = ["Lifespinner", "Hana Kami", "Kami of Old Stone"].map((n) => inPlay(s, n));
      rejects(s, "p1", use(s, "Lifespinner", { costs: { sacrificeMany: [spirits[1]!, spirits[2]!, inPlay(s, "Grizzly Bears")] } }), "409.1b");
      s = act(s, use(s, "Lifespinner", { costs: { sacrificeMany: spirits } }), "p1");
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Hana Kami", "Kami of Old Stone", "Lifespinner"]);
      s = pass(s, 2);
      expect(s.pending?.kind).toBe("search");
      s = resolve(act(s, { type: "search", cards: ["Kodama of the North Tree"] }, "p1"));
      expect(playNames(s, "p1").sort()).toEqual(["Grizzly Bears", "Kodama of the North Tree"]);
    });

    it("409.1g: an artifact may first be tapped for the cost's mana, then sacrificed for it (Talisman of Impulse pays Krark-Clan Engineers' {R})", () => {
      let s = manualGame({ players: [{ library, play: ["Krark-Clan Engineers", "Talisman of Impulse", "Ornithopter"] }, { library, play: ["Leonin Scimitar"] }], turn: 3 });
      const [talisman, thopter] = [inPlay(s, "Talisman of Impulse"), inPlay(s, "Ornithopter")];
      s = act(act(s, use(s, "Krark-Clan Engineers", { costs: { sacrificeMany: [talisman, thopter] } }), "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Leonin Scimitar") }] }, "p1");
      s = act(s, { type: "playAbility", source: talisman, ability: 1, mana: "R" }, "p1"); // "{T}: Add {R} or {G} ... deals 1 damage to you"
      s = act(s, { type: "payMana", mana: "R" }, "p1");
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Ornithopter", "Talisman of Impulse"]);
      s = resolve(s);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Leonin Scimitar"]);
    });

    it("409.1h: backing out before the mana is paid sacrifices nothing (Krark-Clan Engineers); paid, the two artifacts go and the target is destroyed", () => {
      let s = manualGame({ players: [{ library, play: ["Krark-Clan Engineers", "Mountain", "Ornithopter", "Bonesplitter"] }, { library, play: ["Leonin Scimitar"] }], turn: 3 });
      const before = JSON.stringify(s.play);
      const started = act(act(s, use(s, "Krark-Clan Engineers", { costs: { sacrificeMany: [inPlay(s, "Ornithopter"), inPlay(s, "Bonesplitter")] } }), "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Leonin Scimitar") }] }, "p1");
      expect(started.pending?.kind).toBe("payment");
      const backed = act(started, { type: "cancel" }, "p1");
      expect(JSON.stringify(backed.play)).toBe(before);
      expect(zoneNames(backed, "p1", "graveyard")).toEqual([]);
      s = resolve(payFully(started));
      expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Bonesplitter", "Ornithopter"]);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Leonin Scimitar"]);
    });
  });

  describe("\"Discard a card at random\" (Stormbind)", () => {
    const stormbind = (hand: string[]) => manualGame({ players: [{ library, play: ["Stormbind", "Mountain", "Forest"], hand }, { library }], turn: 3 });

    it("409.1f: the card is drawn from the game's seeded numbers as the cost is paid: no answer is given, and the same game discards the same card", () => {
      const run = () => {
        let s = stormbind(["Shock", "Giant Growth", "Hill Giant"]);
        expect(listed(s, "Stormbind")).toEqual([use(s, "Stormbind")]);
        s = act(s, use(s, "Stormbind"), "p1");
        s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
        return s;
      };
      const s = run();
      expect(zoneNames(s, "p1", "hand")).toHaveLength(2);
      expect(zoneNames(s, "p1", "graveyard")).toHaveLength(1);
      expect(zoneNames(run(), "p1", "graveyard")).toEqual(zoneNames(s, "p1", "graveyard"));
      expect(life(resolve(s), "p2")).toBe(18);
    });

    it("409.1f: with no card in hand it can't be paid; a chosen card is no answer (409.1b)", () => {
      const empty = stormbind([]);
      expect(listed(empty, "Stormbind")).toEqual([]);
      rejects(empty, "p1", use(empty, "Stormbind"), "409.1f");
      const s = stormbind(["Shock"]);
      rejects(s, "p1", use(s, "Stormbind", { costs: { discard: inHand(s, "p1", "Shock") } }), "409.1b");
    });
  });

  describe("\"Remove a creature card in your graveyard from the game\" (Woodwraith Strangler), \"Remove two creature cards ...\" (Cryptwailing)", () => {
    it("409.1f: Woodwraith Strangler removes the creature card chosen (not an instant) and regenerates", () => {
      let s = manualGame({ players: [{ library, play: ["Woodwraith Strangler"], graveyard: ["Shock", "Grizzly Bears", "Hill Giant"] }, { library }], turn: 3 });
      rejects(s, "p1", use(s, "Woodwraith Strangler", { costs: { removeFromGraveyard: [graveyardId(s, "p1", "Shock")] } }), "409.1b");
      s = act(s, use(s, "Woodwraith Strangler", { costs: { removeFromGraveyard: [graveyardId(s, "p1", "Hill Giant")] } }), "p1");
      expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Grizzly Bears"]);
      expect(s.removed.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
      s = resolve(s);
      expect(s.regenerationShields?.map((r) => r.object)).toEqual([inPlay(s, "Woodwraith Strangler")]);
    });

    it("409.1f: Cryptwailing needs two different creature cards; paid, target player discards a card (at sorcery speed)", () => {
      let s = manualGame({ players: [{ library, play: ["Cryptwailing", "Swamp"], graveyard: ["Grizzly Bears", "Hill Giant", "Shock"] }, { library, hand: ["Giant Growth"] }], turn: 3 });
      const [bears, giant] = [graveyardId(s, "p1", "Grizzly Bears"), graveyardId(s, "p1", "Hill Giant")];
      rejects(s, "p1", use(s, "Cryptwailing", { costs: { removeFromGraveyard: [bears, bears] } }), "409.1b");
      rejects(s, "p1", use(s, "Cryptwailing", { costs: { removeFromGraveyard: [bears, graveyardId(s, "p1", "Shock")] } }), "409.1b");
      s = act(s, use(s, "Cryptwailing", { costs: { removeFromGraveyard: [giant, bears] } }), "p1");
      s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
      expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
      s = resolve(s);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Giant Growth"]);
    });
  });

  describe("the permanent itself: \"Return ~ to its owner's hand\", \"Remove ~ from the game\", \"Put a blood counter on ~\", \"Sacrifice Æther Spellbomb\"", () => {
    it("409.1f: Molting Skin returns to its owner's hand as the ability is played; the target creature gets a regeneration shield", () => {
      let s = manualGame({ players: [{ library, play: ["Molting Skin", "Grizzly Bears"] }, { library }], turn: 3 });
      s = act(act(s, use(s, "Molting Skin"), "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
      expect(zoneNames(s, "p1", "hand")).toEqual(["Molting Skin"]);
      s = resolve(s);
      expect(s.regenerationShields?.map((r) => r.object)).toEqual([inPlay(s, "Grizzly Bears")]);
    });

    it("409.1f: Steelshaper Apprentice's {T} and its return to hand are paid together; it fetches an Equipment card", () => {
      let s = manualGame({ players: [{ library: ["Bonesplitter", ...library], play: ["Steelshaper Apprentice", "Plains"] }, { library }], turn: 3 });
      s = payFully(act(s, use(s, "Steelshaper Apprentice"), "p1"));
      expect(zoneNames(s, "p1", "hand")).toEqual(["Steelshaper Apprentice"]);
      s = pass(s, 2);
      expect(s.pending?.kind).toBe("search");
      s = resolve(act(s, { type: "search", cards: ["Bonesplitter"] }, "p1"));
      expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Bonesplitter", "Steelshaper Apprentice"]);
    });

    it("409.1f: Feldon's Cane is removed from the game as the cost is paid; the graveyard is shuffled into the library", () => {
      let s = manualGame({ players: [{ library, play: ["Feldon's Cane"], graveyard: ["Shock", "Hill Giant"] }, { library }], turn: 3 });
      s = act(s, use(s, "Feldon's Cane"), "p1");
      expect(s.removed.map((id) => card(s, id).card)).toEqual(["Feldon's Cane"]);
      s = resolve(s);
      expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
      expect(zoneNames(s, "p1", "library")).toHaveLength(library.length + 2);
    });

    it("409.1f: Bloodletter Quill gets a blood counter as the cost is paid; its controller draws, then loses 1 life for each blood counter", () => {
      let s = manualGame({ players: [{ library, play: ["Bloodletter Quill", "Island", "Swamp", "Island", "Swamp"] }, { library }], turn: 3 });
      const quill = inPlay(s, "Bloodletter Quill");
      s = payFully(act(s, use(s, "Bloodletter Quill"), "p1"));
      expect(card(s, quill).counters).toEqual({ blood: 1 });
      s = resolve(s);
      expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
      expect(life(s, "p1")).toBe(19);
    });

    it("the card named as printed (\"Æther Spellbomb\"): Aether Spellbomb is sacrificed to return target creature to its owner's hand, or to draw", () => {
      let s = manualGame({ players: [{ library, play: ["Aether Spellbomb", "Island"] }, { library, play: ["Hill Giant"] }], turn: 3 });
      s = act(act(s, use(s, "Aether Spellbomb"), "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
      s = resolve(payFully(s));
      expect(zoneNames(s, "p1", "graveyard")).toEqual(["Aether Spellbomb"]);
      expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
    });
  });

  describe("\"Pay half your life rounded up\" (Murderous Betrayal), \"Remove the top ten cards of your library from the game\" (Arc-Slogger)", () => {
    it("409.1f: half of 15 rounded up is 8: the player goes to 7 and the nonblack creature is destroyed", () => {
      let s = manualGame({ players: [{ library, life: 15, play: ["Murderous Betrayal", "Swamp", "Swamp"] }, { library, play: ["Hill Giant"] }], turn: 3 });
      s = act(act(s, use(s, "Murderous Betrayal"), "p1"), { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
      s = payFully(s);
      expect(life(s, "p1")).toBe(7);
      s = resolve(s);
      expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    });

    it("409.1f: Arc-Slogger removes exactly the top ten cards; with nine in the library the cost can't be paid", () => {
      let s = manualGame({ players: [{ library, play: ["Arc-Slogger", "Mountain"] }, { library }], turn: 3 });
      const top = s.players[0]!.library.slice(0, 10);
      s = payFully(act(act(s, use(s, "Arc-Slogger"), "p1"), { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
      expect(s.removed.map((id) => card(s, id).card)).toEqual(top);
      expect(zoneNames(s, "p1", "library")).toHaveLength(library.length - 10);
      expect(life(resolve(s), "p2")).toBe(18);
      const nine = manualGame({ players: [{ library: library.slice(0, 9), play: ["Arc-Slogger", "Mountain"] }, { library }], turn: 3 });
      expect(listed(nine, "Arc-Slogger")).toEqual([]);
      rejects(nine, "p1", use(nine, "Arc-Slogger"), "409.1f");
    });
  });
});
