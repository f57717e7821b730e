import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, pt, rejects, where, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];
const lands = (name: string, n: number) => Array<string>(n).fill(name);

describe("\"comes into play\" replacement effects (419.1b)", () => {
  it("419.1b: Coastal Tower comes into play tapped; untapped, it adds {W} or {U}", () => {
    let s = manualGame({ players: [{ hand: ["Coastal Tower"], library }, { library }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Coastal Tower") });
    const tower = inPlay(s, "Coastal Tower");
    expect(card(s, tower).tapped).toBe(true);
    expect(view(s, "p2").play.find((p) => p.id === tower)!.tapped).toBe(true);
    rejects(s, "p1", { type: "playAbility", source: tower, ability: 0 }, "406.1");
    const untapped = manualGame({ players: [{ play: ["Coastal Tower"], library }, { library }], turn: 3 });
    const t2 = inPlay(untapped, "Coastal Tower");
    expect(act(untapped, { type: "playAbility", source: t2, ability: 0, mana: "U" }).players[0]!.manaPool.U).toBe(1);
    expect(act(untapped, { type: "playAbility", source: t2, ability: 0, mana: "W" }).players[0]!.manaPool.W).toBe(1);
    // One mana ability, one choice: the land is one mana for what its controller can afford (406.1).
    rejects(untapped, "p1", { type: "playAbility", source: t2, ability: 0, mana: "B" }, "406.1");
    rejects(untapped, "p1", { type: "playAbility", source: t2, ability: 0 }, "406.1");
  });

  it("419.1b, 409.1f: Triskelion comes into play with three +1/+1 counters; removing one is the cost of 1 damage; with none left it can't be played", () => {
    let s = manualGame({ players: [{ hand: ["Triskelion"], play: lands("Mountain", 6), library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Triskelion"), 2);
    const tri = inPlay(s, "Triskelion");
    expect(card(s, tri).counters).toEqual({ "+1/+1": 3 });
    expect(pt(s, tri)).toEqual([4, 4]);
    // It has no {T} in its cost: summoning sickness doesn't matter.
    s = act(s, { type: "playAbility", source: tri, ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(card(s, tri).counters).toEqual({ "+1/+1": 2 });
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(19);
    for (let i = 0; i < 2; i++) {
      s = act(s, { type: "playAbility", source: tri, ability: 0 });
      s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    }
    expect(card(s, tri).counters).toBeUndefined();
    expect(pt(s, tri)).toEqual([1, 1]);
    rejects(s, "p1", { type: "playAbility", source: tri, ability: 0 }, "409.1f");
    s = pass(s, 4);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("419.1b, 212.1e: \"As Shared Triumph comes into play, choose a creature type\": a decision during resolution offering only existing creature types (no land type, no made-up type); creatures of that type get +1/+1", () => {
    let s = manualGame({ players: [{ hand: ["Shared Triumph"], play: ["Plains", "Plains", "Grizzly Bears"], library }, { play: ["Hill Giant", "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shared Triumph"), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toBe("As Shared Triumph comes into play, choose a creature type.");
    expect(d.options).toContainEqual({ type: "choose", choice: "Bear" });
    expect(d.options).toContainEqual({ type: "choose", choice: "Giant" });
    expect(d.options).not.toContainEqual({ type: "choose", choice: "Plains" });
    expect(s.stack).toHaveLength(1);
    rejects(s, "p1", { type: "choose", choice: "Planeswalker" }, "419.1b");
    s = act(s, { type: "choose", choice: "Bear" });
    expect(view(s, "p2").play.find((p) => p.name === "Shared Triumph")!.chosen).toBe("Bear");
    expect(pt(s, inPlay(s, "Grizzly Bears", "p1"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears", "p2"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("419.1b: Shifting Sky: the chosen color; all nonland permanents are that color, lands are not", () => {
    let s = manualGame({ players: [{ hand: ["Shifting Sky"], play: ["Island", "Island", "Island", "Hill Giant"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Shifting Sky"), 2);
    const d = legalDecision(s, "p1")!;
    expect(d.options).toEqual(["W", "U", "B", "R", "G"].map((choice) => ({ type: "choose", choice })));
    s = act(s, { type: "choose", choice: "G" });
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).colors).toEqual(["G"]);
    expect(characteristics(s, card(s, inPlay(s, "Shifting Sky"))).colors).toEqual(["G"]);
    expect(characteristics(s, card(s, inPlay(s, "Island"))).colors).toEqual([]);
  });
});

describe("\"you may\" triggered abilities", () => {
  it("404, 410: Gravedigger: \"you may return target creature card from your graveyard\" — accepted, the card returns to hand", () => {
    let s = manualGame({ players: [{ hand: ["Gravedigger"], graveyard: ["Hill Giant", "Shock"], play: lands("Swamp", 4), library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Gravedigger"), 2);
    // The only legal target is chosen as it goes on the stack; then it resolves.
    s = pass(s, 2);
    expect(s.pending).toEqual({ kind: "may", player: "p1", prompt: "Gravedigger: you may return target creature card from your graveyard to your hand. Do you?" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "may", accept: true }, { type: "may", accept: false }]);
    s = act(s, { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("404, 410: Gravedigger declined: the card stays; with no creature card in the graveyard the ability has no target and is removed", () => {
    let s = manualGame({ players: [{ hand: ["Gravedigger"], graveyard: ["Hill Giant"], play: lands("Swamp", 4), library }, { library }], turn: 3 });
    s = pass(pass(cast(s, "p1", "Gravedigger"), 2), 2);
    s = act(s, { type: "may", accept: false });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    let none = manualGame({ players: [{ hand: ["Gravedigger"], graveyard: ["Shock"], play: lands("Swamp", 4), library }, { library }], turn: 3 });
    none = pass(cast(none, "p1", "Gravedigger"), 2);
    expect(none.stack).toHaveLength(0);
    expect(none.pending).toEqual({ kind: "priority", player: "p1" });
  });
});

describe("poison counters (420.5h)", () => {
  it("420.5h: Swamp Mosquito attacks and isn't blocked: the defending player gets a poison counter, shown in the view; blocked, nothing", () => {
    let s = manualGame({ players: [{ play: ["Swamp Mosquito"], library }, { play: ["Suntail Hawk"], library }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Swamp Mosquito"), defender: "p2" }] });
    s = pass(s, 2);
    const blocked = pass(act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Suntail Hawk"), attacker: inPlay(s, "Swamp Mosquito") }] }, "p2"), 0);
    expect(blocked.stack).toHaveLength(0);
    s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
    expect(s.stack).toHaveLength(1); // the trigger
    s = pass(s, 2);
    expect(view(s, "p1").players[1]!.poison).toBe(1);
    expect(view(s, "p1").players[0]!.poison).toBe(0);
    expect(where(s)).toBe("combat/declareBlockers");
  });

  it("420.5h: a player with ten or more poison counters loses the game", () => {
    let s = manualGame({ players: [{ play: ["Swamp Mosquito"], library }, { library }], turn: 3, step: "declareAttackers" });
    s.players[1]!.poison = 9;
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Swamp Mosquito"), defender: "p2" }] });
    s = pass(s, 4);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
    expect(s.players[1]!.lossReason).toMatch(/^420\.5h/);
  });
});

describe("the card language of replacement effects (checked at load time)", () => {
  it("419.6h: an effect inside a draw replacement must finish at once, and one inside \"may\" too, but for a draw, undivided damage or damage to each of several recipients (the \"may\" carries on after a replacement choice, 419.9): divided damage or a discard there is rejected", async () => {
    const { CardDefinition } = await import("../../../src/cards/language.js");
    const inMay = (effect: object) => CardDefinition.safeParse({ spell: { effects: [{ do: "may", text: "x", effects: [effect] }] } }).success;
    expect(inMay({ do: "gainLife", amount: 1, player: "you" })).toBe(true);
    expect(inMay({ do: "draw", amount: 1, player: "you" })).toBe(true);
    expect(CardDefinition.safeParse({ spell: { effects: [{ do: "drawShield", text: "x", effects: [{ do: "draw", amount: 1, player: "you" }] }] } }).success).toBe(false);
    expect(inMay({ do: "damage", amount: 1, to: "you" })).toBe(true);
    const each = { do: "damageEach", amount: 1, objects: { types: ["creature"] } };
    expect(CardDefinition.safeParse({ spell: { effects: [each] } }).success).toBe(true);
    expect(inMay(each)).toBe(true);
    expect(inMay({ do: "discard", amount: 1, player: "you" })).toBe(false);
    expect(CardDefinition.safeParse({ spell: { effects: [{ do: "drawShield", text: "x", effects: [{ do: "discard", amount: 1, player: "you" }] }] } }).success).toBe(false);
    // A "may" effect's own targets are checked like any other.
    expect(CardDefinition.safeParse({ spell: { effects: [{ do: "may", text: "x", effects: [{ do: "returnToHand", object: { target: 0 } }] }] } }).success).toBe(false);
  });
});
