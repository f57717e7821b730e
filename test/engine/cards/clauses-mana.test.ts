import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// The mana clauses of the grammar, each shown with a real card compiled from its printed text:
// mana abilities that deal damage to their controller (406.1) and that remove counters.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const empty = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const pool = (s: GameState, who = "p1") => s.players.find((p) => p.id === who)!.manaPool;
const options = (s: GameState, type: Action["type"], who = "p1") => legalDecision(s, who)!.options.filter((o) => o.type === type);
const game = (play: (string | { card: string; counters?: Record<string, number> })[], hand: string[] = []) =>
  manualGame({ players: [{ library, play, hand }, { library }], turn: 3 });

describe("clauses: mana abilities that deal damage (406.1)", () => {
  it("406.1: Adarkar Wastes' \"{T}: Add {W} or {U}. ~ deals 1 damage to you.\" is a mana ability: the mana and the damage at once, without the stack; its {1} ability deals none", () => {
    const s = game(["Adarkar Wastes"]);
    const wastes = inPlay(s, "Adarkar Wastes");
    const r = apply(s, "p1", { type: "playAbility", source: wastes, ability: 1, mana: "U" });
    expect([pool(r.state), life(r.state, "p1"), card(r.state, wastes).tapped, r.state.stack]).toEqual([{ ...empty, U: 1 }, 19, true, []]);
    expect(r.events.map((e) => e.type)).toEqual(["manaAbility", "damage"]);
    expect(r.events[1]!.text).toBe("Adarkar Wastes deals 1 damage to Ann; Ann is at 19 life.");
    // The choice is {W} or {U}; {1} comes from the other ability, painless.
    rejects(s, "p1", { type: "playAbility", source: wastes, ability: 1, mana: "B" }, "406.1");
    const colorless = act(s, { type: "playAbility", source: wastes, ability: 0 });
    expect([pool(colorless), life(colorless, "p1")]).toEqual([{ ...empty, C: 1 }, 20]);
  });

  it("406.1, 411: Elves of Deep Shadow taps for {B} while its controller pays for Coral Eel, dealing 1 damage to him or her; the spell is then paid", () => {
    let s = game(["Elves of Deep Shadow", "Island"], ["Coral Eel"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    const elves = inPlay(s, "Elves of Deep Shadow");
    expect(options(s, "playAbility").map((o) => o.type === "playAbility" && o.source)).toContain(elves);
    s = act(s, { type: "playAbility", source: elves, ability: 0 });
    expect([pool(s), life(s, "p1"), s.pending?.kind]).toEqual([{ ...empty, B: 1 }, 19, "payment"]);
    s = pass(payFully(s), 2);
    expect(life(s, "p1")).toBe(19);
    expect(s.play.map((id) => card(s, id).card)).toContain("Coral Eel");
  });

  it("409.1f: a painland's {T} abilities are one source: Adarkar Wastes alone can't pay {1}{U} (Coral Eel isn't offered), but pays {U} with a Plains beside it", () => {
    expect(options(game(["Adarkar Wastes"], ["Coral Eel"]), "playSpell")).toEqual([]);
    const s = game(["Adarkar Wastes", "Plains"], ["Coral Eel"]);
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Coral Eel") }]);
    // While paying, the Wastes is offered for {U} (the Plains pays the {1}), not for {W}.
    const paying = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    const wastes = options(paying, "playAbility").filter((o) => o.type === "playAbility" && o.source === inPlay(s, "Adarkar Wastes"));
    expect(wastes).toEqual([{ type: "playAbility", source: inPlay(s, "Adarkar Wastes"), ability: 1, mana: "U" }]);
  });

  it("409.1i (?): backing out of a play untaps the painland, empties the mana it made and gives back the life its damage cost", () => {
    let s = game(["Adarkar Wastes", "Plains"], ["Coral Eel"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    s = act(s, { type: "playAbility", source: inPlay(s, "Adarkar Wastes"), ability: 1, mana: "U" });
    expect(life(s, "p1")).toBe(19);
    s = act(s, { type: "cancel" });
    expect([life(s, "p1"), pool(s), card(s, inPlay(s, "Adarkar Wastes")).tapped, s.pending?.kind]).toEqual([20, empty, false, "priority"]);
  });

  it("419.9, 406.1: when Furnace of Rath and a prevention shield both apply to a painland's damage, its controller chooses their order, and then the payment is asked again", () => {
    let s = manualGame({ players: [{ library, play: ["Furnace of Rath", "Plains", "Plains", "Adarkar Wastes"], hand: ["Mending Hands", "Coral Eel"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Mending Hands", [{ player: "p1" }]), 2);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    s = act(s, { type: "playAbility", source: inPlay(s, "Adarkar Wastes"), ability: 1, mana: "U" });
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    const furnace = options(s, "chooseReplacement").find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("double"))!;
    s = act(s, furnace);
    // Doubled to 2, then the shield prevents both: no life lost, 2 of the shield's 4 used.
    expect([s.pending?.kind, life(s, "p1"), pool(s), s.shields.map((x) => x.amount)]).toEqual(["payment", 20, { ...empty, U: 1 }, [2]]);
    s = pass(payFully(s), 2);
    expect(s.play.map((id) => card(s, id).card)).toContain("Coral Eel");
  });
});

describe("clauses: mana abilities that remove counters (406.1, 409.1f)", () => {
  it("409.1f: Pentad Prism's \"Remove a charge counter from ~: Add one mana of any color\" makes one mana per counter, and none without a counter", () => {
    let s = game([{ card: "Pentad Prism", counters: { charge: 2 } }], ["Coral Eel"]);
    const prism = inPlay(s, "Pentad Prism");
    // Two counters are two mana: Coral Eel ({1}{U}) can be paid.
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Coral Eel") }]);
    s = act(s, { type: "playAbility", source: prism, ability: 0, mana: "G" });
    expect([pool(s), card(s, prism).counters, card(s, prism).tapped]).toEqual([{ ...empty, G: 1 }, { charge: 1 }, false]);
    s = act(s, { type: "playAbility", source: prism, ability: 0, mana: "R" });
    expect([pool(s), card(s, prism).counters]).toEqual([{ ...empty, G: 1, R: 1 }, undefined]);
    rejects(s, "p1", { type: "playAbility", source: prism, ability: 0, mana: "R" }, "406.1");
    // One counter is one mana: not enough for Coral Eel.
    expect(options(game([{ card: "Pentad Prism", counters: { charge: 1 } }], ["Coral Eel"]), "playSpell")).toEqual([]);
  });

  it("409.1i (?): backing out of a play puts back the counters a mana ability removed; Tendo Ice Bridge's {T}, remove-a-counter ability needs both", () => {
    let s = game([{ card: "Tendo Ice Bridge", counters: { charge: 1 } }, "Island"], ["Coral Eel"]);
    const bridge = inPlay(s, "Tendo Ice Bridge");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    s = act(s, { type: "playAbility", source: bridge, ability: 1, mana: "B" });
    expect([card(s, bridge).counters, card(s, bridge).tapped, pool(s)]).toEqual([undefined, true, { ...empty, B: 1 }]);
    s = act(s, { type: "cancel" });
    expect([card(s, bridge).counters, card(s, bridge).tapped, pool(s)]).toEqual([{ charge: 1 }, false, empty]);
    // Without its counter, only the {1} ability can be played.
    const none = game(["Tendo Ice Bridge"]);
    rejects(none, "p1", { type: "playAbility", source: inPlay(none, "Tendo Ice Bridge"), ability: 1, mana: "B" }, "406.1");
    expect(pool(act(none, { type: "playAbility", source: inPlay(none, "Tendo Ice Bridge"), ability: 0 }))).toEqual({ ...empty, C: 1 });
  });
});

describe("clauses: \"Play this ability only once each turn.\" (403.1)", () => {
  it("403.1: Rootwalla's \"{1}{G}: ~ gets +2/+2 until end of turn. Play this ability only once each turn.\" is played once; the second play is refused, and the next turn it may be played again", () => {
    let s = game(["Rootwalla", "Forest", "Forest", "Forest", "Forest"]);
    const walla = inPlay(s, "Rootwalla");
    s = act(s, { type: "playAbility", source: walla, ability: 0 });
    s = pass(payFully(s), 2);
    expect(pt(s, walla)).toEqual([4, 4]);
    expect(options(s, "playAbility").filter((o) => o.type === "playAbility" && o.source === walla)).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: walla, ability: 0 }, "403.1");
    for (let i = 0; i < 200 && !(s.turn.number === 5 && s.turn.step === "main" && s.pending?.kind === "priority" && s.pending.player === "p1"); i++) {
      if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
      else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
      else s = pass(s);
    }
    expect(pt(s, walla)).toEqual([2, 2]);
    s = pass(payFully(act(s, { type: "playAbility", source: walla, ability: 0 })), 2);
    expect(pt(s, walla)).toEqual([4, 4]);
  });
});

describe("clauses: \"return a land you control to its owner's hand\" (413)", () => {
  it("413: Boros Garrison comes into play tapped and its ability makes its controller choose a land he or she controls — the Garrison itself or the Mountain — as it resolves; nothing is targeted", () => {
    let s = game(["Mountain"], ["Boros Garrison"]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Boros Garrison") });
    const garrison = inPlay(s, "Boros Garrison");
    expect(card(s, garrison).tapped).toBe(true);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")).toMatchObject({ kind: "returnChosen", options: [{ type: "returnChosen", object: inPlay(s, "Mountain") }, { type: "returnChosen", object: garrison }] });
    rejects(s, "p1", { type: "returnChosen", object: "nope" }, "413");
    s = act(s, { type: "returnChosen", object: inPlay(s, "Mountain") });
    expect([zoneNames(s, "p1", "hand"), s.play.map((id) => card(s, id).card), s.pending?.kind]).toEqual([["Mountain"], ["Boros Garrison"], "priority"]);
  });

  it("413: with no other land, Boros Garrison returns itself, without a question", () => {
    let s = game([], ["Boros Garrison"]);
    s = pass(act(s, { type: "playLand", card: inHand(s, "p1", "Boros Garrison") }), 2);
    expect([zoneNames(s, "p1", "hand"), s.play, s.pending?.kind]).toEqual([["Boros Garrison"], [], "priority"]);
  });
});

describe("clauses: mana abilities with a generic mana cost (406.1, 409.1f)", () => {
  it("406.1, 409.1f: Azorius Signet's \"{1}, {T}: Add {W}{U}\" turns the Plains' {W} into {W}{U}: Coral Eel ({1}{U}) is offered with a Plains and the Signet, and paid", () => {
    let s = game(["Plains", "Azorius Signet"], ["Coral Eel"]);
    const signet = inPlay(s, "Azorius Signet");
    // With an empty pool the Signet's {1} can't be paid.
    rejects(s, "p1", { type: "playAbility", source: signet, ability: 0 }, "409.1f");
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Coral Eel") }]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    expect(options(s, "playAbility")).toEqual([{ type: "playAbility", source: inPlay(s, "Plains"), ability: 0 }]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Plains"), ability: 0 });
    expect(options(s, "playAbility")).toEqual([{ type: "playAbility", source: signet, ability: 0, paid: "W" }]);
    s = act(s, { type: "playAbility", source: signet, ability: 0, paid: "W" });
    expect([pool(s), card(s, signet).tapped, s.stack.length]).toEqual([{ ...empty, W: 1, U: 1 }, true, 1]);
    s = pass(payFully(s), 2);
    expect(s.play.map((id) => card(s, id).card)).toContain("Coral Eel");
  });

  it("406.1: a Signet alone makes nothing (its {1} needs other mana first), so Coral Eel isn't offered; with {W} and {U} in the pool its player says which pays the {1}", () => {
    expect(options(game(["Azorius Signet"], ["Coral Eel"]), "playSpell")).toEqual([]);
    let s = game(["Plains", "Island", "Azorius Signet"]);
    s = act(act(s, { type: "playAbility", source: inPlay(s, "Plains"), ability: 0 }), { type: "playAbility", source: inPlay(s, "Island"), ability: 0 });
    const signet = inPlay(s, "Azorius Signet");
    rejects(s, "p1", { type: "playAbility", source: signet, ability: 0 }, "409.1f");
    rejects(s, "p1", { type: "playAbility", source: signet, ability: 0, paid: "B" }, "409.1h");
    s = act(s, { type: "playAbility", source: signet, ability: 0, paid: "U" });
    expect(pool(s)).toEqual({ ...empty, W: 2, U: 1 });
  });

  it("406.1, 409.1f: Prismatic Lens either makes {1} or turns {1} into one mana of any color: with a Forest it pays Suntail Hawk's {W}, but not Coral Eel's {1}{U}", () => {
    let s = game(["Forest", "Prismatic Lens"], ["Suntail Hawk", "Coral Eel"]);
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Suntail Hawk") }]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Suntail Hawk") });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    expect(options(s, "playAbility")).toEqual([{ type: "playAbility", source: inPlay(s, "Prismatic Lens"), ability: 1, mana: "W", paid: "G" }]);
    s = act(s, options(s, "playAbility")[0]!);
    expect(pool(s)).toEqual({ ...empty, W: 1 });
    s = pass(payFully(s), 2);
    expect(s.play.map((id) => card(s, id).card)).toContain("Suntail Hawk");
    // Alone, its {1} ability pays a {1}: it can't also convert.
    expect(options(game(["Prismatic Lens"], ["Suntail Hawk"]), "playSpell")).toEqual([]);
  });
});

describe("clauses: \"Tap an untapped [permanent] you control\" costs (409.1f)", () => {
  it("409.1f, 212.3d: Llanowar Behemoth's \"Tap an untapped creature you control: ~ gets +1/+1\" may tap a creature that came into play this turn (not the {T} symbol), or itself; a tapped one can't pay it", () => {
    let s = manualGame({ players: [{ library, play: ["Llanowar Behemoth", "Forest", "Forest"], hand: ["Grizzly Bears"] }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") })), 2);
    const behemoth = inPlay(s, "Llanowar Behemoth");
    const bears = inPlay(s, "Grizzly Bears");
    const costs = options(s, "playAbility").map((o) => o.type === "playAbility" && o.costs);
    expect([costs.length, costs]).toEqual([2, expect.arrayContaining([{ tapUntapped: [bears] }, { tapUntapped: [behemoth] }])]);
    rejects(s, "p1", { type: "playAbility", source: behemoth, ability: 0 }, "409.1b");
    s = act(s, { type: "playAbility", source: behemoth, ability: 0, costs: { tapUntapped: [bears] } });
    expect(card(s, bears).tapped).toBe(true);
    s = pass(s, 2);
    expect(pt(s, behemoth)).toEqual([5, 5]);
    rejects(s, "p1", { type: "playAbility", source: behemoth, ability: 0, costs: { tapUntapped: [bears] } }, "409.1b");
    s = pass(act(s, { type: "playAbility", source: behemoth, ability: 0, costs: { tapUntapped: [behemoth] } }), 2);
    expect([pt(s, behemoth), card(s, behemoth).tapped]).toEqual([[6, 6], true]);
    expect(options(s, "playAbility")).toEqual([]);
  });

  it("409.1f: Selesnya Evangel's \"{1}, {T}, Tap an untapped creature you control\" can't tap itself twice: another creature must pay the second part", () => {
    const s = manualGame({ players: [{ library, play: ["Selesnya Evangel", "Forest", "Forest"] }, { library }], turn: 3 });
    const evangel = inPlay(s, "Selesnya Evangel");
    expect(options(s, "playAbility")).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: evangel, ability: 0, costs: { tapUntapped: [evangel] } }, "409.1f");
    let t = manualGame({ players: [{ library, play: ["Selesnya Evangel", "Forest", "Forest", "Grizzly Bears"] }, { library }], turn: 3 });
    const bears = inPlay(t, "Grizzly Bears");
    expect(options(t, "playAbility")).toEqual([{ type: "playAbility", source: inPlay(t, "Selesnya Evangel"), ability: 0, costs: { tapUntapped: [bears] } }]);
    t = pass(payFully(act(t, options(t, "playAbility")[0]!)), 2);
    expect([card(t, bears).tapped, card(t, inPlay(t, "Selesnya Evangel")).tapped, t.play.filter((id) => card(t, id).card === "Saproling").length]).toEqual([true, true, 1]);
  });
});

describe("clauses: \"Discard a land card\" costs (409.1f)", () => {
  it("409.1f: Trade Routes' \"{1}, Discard a land card: Draw a card.\" discards only a land card, chosen as it is played", () => {
    let s = manualGame({ players: [{ library, play: ["Trade Routes", "Island"], hand: ["Forest", "Grizzly Bears"] }, { library }], turn: 3 });
    const routes = inPlay(s, "Trade Routes");
    const forest = inHand(s, "p1", "Forest");
    expect(options(s, "playAbility").filter((o) => o.type === "playAbility" && o.ability === 1)).toEqual([{ type: "playAbility", source: routes, ability: 1, costs: { discard: forest } }]);
    rejects(s, "p1", { type: "playAbility", source: routes, ability: 1, costs: { discard: inHand(s, "p1", "Grizzly Bears") } }, "409.1b");
    s = pass(payFully(act(s, { type: "playAbility", source: routes, ability: 1, costs: { discard: forest } })), 2);
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p1", "hand")]).toEqual([["Forest"], ["Grizzly Bears", "Island"]]);
  });
});

describe("clauses: \"You may play up to N additional lands this turn.\" (305.2)", () => {
  it("305.2: after Summer Bloom its controller plays four lands this turn, not a fifth; the next turn, one again", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest"], hand: ["Summer Bloom", "Forest", "Island", "Swamp", "Plains", "Mountain"] }, { library }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Forest") });
    rejects(s, "p1", { type: "playLand", card: inHand(s, "p1", "Island") }, "305.2");
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Summer Bloom") })), 2);
    for (const land of ["Island", "Swamp", "Plains"]) s = act(s, { type: "playLand", card: inHand(s, "p1", land) });
    rejects(s, "p1", { type: "playLand", card: inHand(s, "p1", "Mountain") }, "305.2");
    expect(s.players[0]!.landsPlayedThisTurn).toBe(4);
    for (let i = 0; i < 200 && !(s.turn.number === 5 && s.turn.step === "main" && s.pending?.kind === "priority" && s.pending.player === "p1"); i++) {
      if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
      else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
      else if (s.pending?.kind === "discard") s = act(s, legalDecision(s, s.pending.player)!.options[0]!);
      else s = pass(s);
    }
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Mountain") });
    rejects(s, "p1", { type: "playLand", card: inHand(s, "p1", "Island") }, "305.2");
  });
});
