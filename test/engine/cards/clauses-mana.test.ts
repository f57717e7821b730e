import { describe, expect, it } from "vitest";
import { apply, legalDecision, view, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";
import { attack, combatGame } from "../combat/combat-keywords-helpers.js";

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

  it("409.1: backing out of a play untaps the painland, empties the mana it made and gives back the life its damage cost", () => {
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

  it("409.1: backing out of a play puts back the counters a mana ability removed; Tendo Ice Bridge's {T}, remove-a-counter ability needs both", () => {
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

  it("406.1, 409.1f: the first Signet of a chain is paid with other mana, which then pays nothing else: two Islands and two Rakdos Signets can't pay Riptide Director's {2}{U}{U}, three Islands can", () => {
    // Both {U} are needed for the {U}{U}, so nothing is left to start the Signets (found by the AI arena, arena-pool-15).
    expect(options(game(["Island", "Island", "Rakdos Signet", "Rakdos Signet"], ["Riptide Director"]), "playSpell")).toEqual([]);
    let s = game(["Island", "Island", "Island", "Rakdos Signet", "Rakdos Signet"], ["Riptide Director"]);
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Riptide Director") }]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Riptide Director") });
    expect(legalDecision(s, "p1")!.options[0]).toEqual({ type: "autoPay" });
    s = act(s, { type: "autoPay" });
    // Three Islands and one Signet: {U}{U} and the Signet's {B}{R} for the {2}; no mana left to burn.
    expect([s.stack.length, s.play.filter((id) => card(s, id).tapped).length, pool(s)]).toEqual([1, 4, empty]);
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

describe("clauses: snow mana {S} (Coldsnap, October 2006: \"{S} can be paid with one mana produced by a snow source\")", () => {
  const shade = (lands: string[]) => game(["Chilling Shade", ...lands]);
  const ability = (s: GameState) => ({ type: "playAbility" as const, source: inPlay(s, "Chilling Shade"), ability: 0 });

  it("205.4a, {S}: Chilling Shade's \"{S}: ~ gets +1/+1\" is paid with the mana of a Snow-Covered Swamp; a Swamp's mana can't pay it, so with a Swamp alone it isn't offered and is refused", () => {
    const plain = shade(["Swamp"]);
    expect(options(plain, "playAbility").filter((o) => o.type === "playAbility" && o.source === inPlay(plain, "Chilling Shade"))).toEqual([]);
    rejects(plain, "p1", ability(plain), "409.1f");
    let s = shade(["Snow-Covered Swamp", "Swamp"]);
    s = act(s, ability(s));
    s = act(s, { type: "playAbility", source: inPlay(s, "Snow-Covered Swamp"), ability: 0 });
    expect(options(s, "payMana")).toEqual([{ type: "payMana", mana: "B" }]);
    expect([view(s, "p1").players[0]!.snowMana, view(s, "p1").players[0]!.manaPool]).toEqual(["B", { ...empty, B: 1 }]);
    s = pass(act(s, { type: "payMana", mana: "B" }), 2);
    expect([pt(s, inPlay(s, "Chilling Shade")), pool(s)]).toEqual([[2, 2], empty]);
  });

  it("409.1h, {S}: with {B} from a Swamp and {B} from a Snow-Covered Swamp in the pool, Phyrexian Snowcrusher's {1}{S} is paid with \"BB\": the snow mana pays {S}, the other {1}", () => {
    let s = game(["Phyrexian Snowcrusher", "Swamp", "Snow-Covered Swamp"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Swamp"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Snow-Covered Swamp"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Phyrexian Snowcrusher"), ability: 0 });
    expect(options(s, "payMana")).toEqual([{ type: "payMana", mana: "BB" }]);
    s = pass(act(s, { type: "payMana", mana: "BB" }), 2);
    expect([pt(s, inPlay(s, "Phyrexian Snowcrusher")), pool(s)]).toEqual([[7, 5], empty]);
  });

  it("409.1h, {S}: {B} from a Swamp alone in the pool can't pay {S}: the payment \"B\" is refused and nothing changes", () => {
    let s = game(["Chilling Shade", "Swamp", "Snow-Covered Forest"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Swamp"), ability: 0 });
    s = act(s, ability(s));
    rejects(s, "p1", { type: "payMana", mana: "B" }, "409.1h");
    // The snow Forest's {G} pays it; the Swamp's {B} stays in the pool.
    s = act(s, { type: "playAbility", source: inPlay(s, "Snow-Covered Forest"), ability: 0 });
    s = pass(act(s, { type: "payMana", mana: "G" }), 2);
    expect([pt(s, inPlay(s, "Chilling Shade")), pool(s)]).toEqual([[2, 2], { ...empty, B: 1 }]);
  });

  it("409.1h, {S}: autoPay pays Rimebound Dead's \"{S}: Regenerate ~\" with the snow land, not the Swamp beside it", () => {
    let s = game(["Rimebound Dead", "Swamp", "Snow-Covered Swamp"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Rimebound Dead"), ability: 0 });
    s = act(s, { type: "autoPay" });
    expect([card(s, inPlay(s, "Snow-Covered Swamp")).tapped, card(s, inPlay(s, "Swamp")).tapped, s.stack.length]).toEqual([true, false, 1]);
  });
});

describe("clauses: \"Snow landwalk\" (502.6)", () => {
  it("502.6: Zombie Musher is unblockable while the defending player controls a snow land (Snow-Covered Island), not a basic Island", () => {
    const blockers = (s: GameState) =>
      s.pending?.kind === "blockers" ? (legalDecision(s, "p2")!.details!.candidates as { name: string }[]).map((c) => c.name) : [];
    const attacked = (land: string) => pass(attack(combatGame({ play: ["Zombie Musher"] }, { play: ["Grizzly Bears", land] }), "Zombie Musher"), 2);
    expect(blockers(attacked("Snow-Covered Island"))).toEqual([]);
    expect(blockers(attacked("Island"))).toEqual(["Grizzly Bears"]);
  });
});

describe("clauses: {X} in an activated ability's cost (409.1b)", () => {
  it("409.1b: Silklash Spider's \"{X}{G}{G}: ~ deals X damage to each creature with flying\": X announced as 2 costs {2}{G}{G} and deals 2 to Suntail Hawk and Wind Drake, not to the Spider", () => {
    let s = manualGame({ players: [{ library, play: ["Silklash Spider", "Forest", "Forest", "Forest", "Forest", "Suntail Hawk"] }, { library, play: ["Wind Drake"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Silklash Spider"), ability: 0 });
    // Four Forests: X is at most 2.
    expect(options(s, "chooseX").map((o) => o.type === "chooseX" && o.value)).toEqual([0, 1, 2]);
    rejects(s, "p1", { type: "chooseX", value: 3 }, "409.1f");
    s = act(s, { type: "chooseX", value: 2 });
    s = pass(act(s, { type: "autoPay" }), 2);
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard"), card(s, inPlay(s, "Silklash Spider")).damage]).toEqual([["Suntail Hawk"], ["Wind Drake"], 0]);
  });
});

describe("clauses: snow permanents in filters (205.4a)", () => {
  it("205.4a: Diamond Faerie's \"{1}{S}: Snow creatures you control get +1/+1\" pumps itself and Boreal Centaur, not Grizzly Bears; Ohran Yeti may target only a snow creature", () => {
    let s = game(["Diamond Faerie", "Boreal Centaur", "Grizzly Bears", "Ohran Yeti", "Snow-Covered Forest", "Snow-Covered Forest", "Snow-Covered Forest"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Diamond Faerie"), ability: 0 });
    s = pass(act(s, { type: "autoPay" }), 2);
    expect([pt(s, inPlay(s, "Diamond Faerie")), pt(s, inPlay(s, "Boreal Centaur")), pt(s, inPlay(s, "Grizzly Bears"))]).toEqual([[4, 4], [3, 3], [2, 2]]);
    let y = game(["Ohran Yeti", "Grizzly Bears", "Boreal Centaur", "Snow-Covered Forest", "Snow-Covered Forest", "Snow-Covered Forest"]);
    y = act(y, { type: "playAbility", source: inPlay(y, "Ohran Yeti"), ability: 0 });
    const targets = options(y, "chooseTargets").map((o) => o.type === "chooseTargets" && JSON.stringify(o.targets));
    expect(targets).toContain(JSON.stringify([{ object: inPlay(y, "Boreal Centaur") }]));
    expect(targets).not.toContain(JSON.stringify([{ object: inPlay(y, "Grizzly Bears") }]));
  });

  it("205.4a: Skred deals damage equal to the number of snow permanents its controller controls (two snow lands and Boreal Centaur: 3)", () => {
    let s = manualGame({ players: [{ library, play: ["Snow-Covered Mountain", "Snow-Covered Island", "Boreal Centaur", "Mountain"], hand: ["Skred"] }, { library, play: ["Hill Giant", "Snow-Covered Swamp"] }], turn: 3 });
    s = pass(payFully(cast(s, "p1", "Skred", [{ object: inPlay(s, "Hill Giant") }])), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });
});

describe("clauses: abilities granted in quotation marks (418.5, layer 6)", () => {
  it("418.5: Telekinetic Sliver's 'All Slivers have \"{T}: Tap target permanent.\"' gives the ability to every Sliver, an opponent's Spectral Sliver too; p1's Sliver taps p2's Island with it, and a Grizzly Bears has no such ability", () => {
    let s = manualGame({ players: [{ library, play: ["Telekinetic Sliver", "Grizzly Bears"] }, { library, play: ["Spectral Sliver", "Island"] }], turn: 3 });
    const theirs = options(s, "playAbility").map((o) => o.type === "playAbility" && o.source);
    expect(theirs).toContain(inPlay(s, "Telekinetic Sliver"));
    expect(theirs).not.toContain(inPlay(s, "Grizzly Bears"));
    s = act(s, { type: "playAbility", source: inPlay(s, "Telekinetic Sliver"), ability: 0 });
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Island") }] }), 2);
    expect([card(s, inPlay(s, "Island")).tapped, card(s, inPlay(s, "Telekinetic Sliver")).tapped]).toEqual([true, true]);
    // The opponent's Sliver has it too: p2 may play it when p2 holds priority.
    s = act(s, { type: "pass" });
    expect(options(s, "playAbility", "p2").map((o) => o.type === "playAbility" && o.source)).toContain(inPlay(s, "Spectral Sliver", "p2"));
  });

  it("404.1, 418.5: Plague Sliver's 'All Slivers have \"At the beginning of your upkeep, this creature deals 1 damage to you.\"' makes each Sliver deal 1 damage to its own controller in his or her upkeep", () => {
    let s = manualGame({ players: [{ library, play: ["Plague Sliver", "Spectral Sliver"] }, { library, play: ["Spectral Sliver"] }], turn: 3, step: "endOfTurn" });
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.step === "draw");
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 19]);
    for (let i = 0; i < 60 && !(s.turn.active === "p1" && s.turn.step === "draw"); i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending?.kind === "priority" ? { type: "pass" } : legalDecision(s, s.pending!.player)!.options[0]!);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 19]);
  });
});

describe("clauses: \"sacrifice ~ unless you pay [cost]\"", () => {
  it("Drifter il-Dal's \"At the beginning of your upkeep, sacrifice ~ unless you pay {U}\": paid with an Island it stays; the next upkeep, declined, it is sacrificed; with no blue mana it is sacrificed without a question", () => {
    let s = manualGame({ players: [{ library, play: ["Drifter il-Dal", "Island"] }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", object: inPlay(s, "Drifter il-Dal"), cost: "{U}", orSacrifice: true });
    s = act(s, { type: "playAbility", source: inPlay(s, "Island"), ability: 0 });
    s = act(s, { type: "payMana", mana: "U" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    s = pass(toUpkeep(s, 7), 2);
    s = act(s, { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Drifter il-Dal"]);
    let t = manualGame({ players: [{ library, play: ["Drifter il-Dal", "Mountain"] }, { library }], turn: 3 });
    t = pass(toUpkeep(t, 5), 2);
    expect([zoneNames(t, "p1", "graveyard"), t.pending?.kind]).toEqual([["Drifter il-Dal"], "priority"]);
  });

});
