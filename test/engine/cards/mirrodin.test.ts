import { describe, expect, it } from "vitest";
import { getCard } from "../../../src/cards/registry.js";
import { legalDecision } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];

describe("artifact lands (212.2, 212.6)", () => {
  it.each([
    ["Seat of the Synod", "U"],
    ["Vault of Whispers", "B"],
    ["Great Furnace", "R"],
    ["Tree of Tales", "G"],
    ["Ancient Den", "W"],
  ] as const)("%s is played as a land (not a spell), is an artifact, and taps for %s", (land, color) => {
    let s = manualGame({ players: [{ hand: [land], library }, { library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "playLand", card: inHand(s, "p1", land) });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", land) }, "212.6");
    s = act(s, { type: "playLand", card: inHand(s, "p1", land) });
    expect(getCard(land).types).toEqual(["artifact", "land"]);
    s = act(s, { type: "playAbility", source: inPlay(s, land), ability: 0 });
    expect(s.players[0]!.manaPool[color]).toBe(1);
  });
});

describe("Affinity (502.31)", () => {
  it("502.31: Frogmite costs {1} less for each artifact you control; with four it costs nothing", () => {
    let s = manualGame({ players: [{ hand: ["Frogmite"], play: ["Seat of the Synod", "Great Furnace", "Bonesplitter", "Leonin Scimitar"], library }, { play: ["Vault of Whispers"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Frogmite") });
    // No payment decision: the total cost is {0}; the opponent's artifact doesn't count.
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(s.objects[inPlay(s, "Seat of the Synod")]).toMatchObject({ tapped: false });
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Frogmite"))).toEqual([2, 2]);
  });

  it("502.31: Myr Enforcer with two artifacts costs {5}", () => {
    let s = manualGame({ players: [{ hand: ["Myr Enforcer"], play: ["Seat of the Synod", "Great Furnace", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Myr Enforcer") });
    expect(s.playing!.cost).toBe("{5}");
    expect(getCard("Myr Enforcer").manaCost).toBe("{7}"); // the card's mana cost itself is unchanged
  });

  it("502.31: Affinity reduces only generic mana: Thoughtcast with five artifacts still costs {U}", () => {
    let s = manualGame({
      players: [{ hand: ["Thoughtcast"], play: ["Seat of the Synod", "Great Furnace", "Tree of Tales", "Bonesplitter", "Leonin Scimitar"], library }, { library }],
      turn: 3,
    });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Thoughtcast") });
    expect(s.playing!.cost).toBe("{U}");
    s = act(s, { type: "playAbility", source: inPlay(s, "Seat of the Synod"), ability: 0 });
    s = pass(act(s, { type: "payMana", mana: "U" }), 2);
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it("502.31, 502.4: Somber Hoverguard: affinity and flying", () => {
    let s = manualGame({ players: [{ hand: ["Somber Hoverguard"], play: ["Seat of the Synod", "Vault of Whispers", "Great Furnace", "Tree of Tales", "Island"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Somber Hoverguard"), 2);
    expect(s.objects[inPlay(s, "Somber Hoverguard")]).toBeTruthy();
    expect(s.players[0]!.manaPool).toMatchObject({ U: 0 });
  });
});

describe("Equipment and Equip (212.2g–k, 502.33)", () => {
  const game = (extra: string[] = [], hand: string[] = []) =>
    manualGame({ players: [{ hand, play: ["Bonesplitter", "Grizzly Bears", "Hill Giant", "Mountain", "Mountain", ...extra], library }, { play: ["Goblin Piker"], library }], turn: 3 });

  /** Plays the Equipment's equip ability targeting the creature, pays, and lets it resolve. */
  function equip(s: ReturnType<typeof game>, equipment: string, creature: string) {
    s = act(s, { type: "playAbility", source: inPlay(s, equipment), ability: 0 });
    return pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: creature }] })), 2);
  }

  it("502.33: Equip attaches the Equipment to target creature you control; Bonesplitter gives +2/+0", () => {
    const s = equip(game(), "Bonesplitter", inPlay(game(), "Grizzly Bears"));
    expect(s.objects[inPlay(s, "Bonesplitter")]).toMatchObject({ attachedTo: inPlay(s, "Grizzly Bears") });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 2]);
  });

  it("212.2k: the Equipment's controller is separate from the equipped creature's: when control of the creature returns, the Equipment stays attached and stays its controller's", () => {
    let s = manualGame({ players: [{ hand: ["Threaten"], play: ["Bonesplitter", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { play: ["Goblin Piker"], library }], turn: 3 });
    const piker = inPlay(s, "Goblin Piker");
    s = pass(cast(s, "p1", "Threaten", [{ object: piker }]), 2);
    s = equip(s, "Bonesplitter", piker);
    expect(pt(s, piker)).toEqual([4, 1]);
    s = act(passUntil(s, (x) => x.pending?.kind === "attackers"), { type: "declareAttackers", attackers: [] });
    s = passUntil(s, (x) => x.turn.number === 4 && x.pending?.kind === "priority");
    expect(controllerOf(s, card(s, piker))).toBe("p2");
    expect(controllerOf(s, card(s, inPlay(s, "Bonesplitter")))).toBe("p1");
    expect(s.objects[inPlay(s, "Bonesplitter")]).toMatchObject({ attachedTo: piker });
    expect(pt(s, piker)).toEqual([4, 1]);
    // Only the Equipment's controller can play its abilities.
    expect(s.pending).toMatchObject({ kind: "priority", player: "p2" });
    rejects(s, "p2", { type: "playAbility", source: inPlay(s, "Bonesplitter"), ability: 0 }, "403.1");
  });

  it("502.33: only a creature you control is a legal target for Equip", () => {
    const s = act(game(), { type: "playAbility", source: inPlay(game(), "Bonesplitter"), ability: 0 });
    const targets = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "chooseTargets" ? o.targets : []));
    expect(targets).toEqual([{ object: inPlay(s, "Grizzly Bears") }, { object: inPlay(s, "Hill Giant") }]);
  });

  it("502.33: equip only as a sorcery: not in the opponent's turn", () => {
    const s = pass(manualGame({ players: [{ library }, { play: ["Bonesplitter", "Goblin Piker", "Mountain"], library }], turn: 3 }));
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    rejects(s, "p2", { type: "playAbility", source: inPlay(s, "Bonesplitter"), ability: 0 }, "408.1");
  });

  it("212.2h, seed \"Attach\": moving Equipment gives it a new timestamp and triggers no comes-into-play ability", () => {
    let s = game(["Soul Warden", "Mountain"]);
    s = equip(s, "Bonesplitter", inPlay(s, "Grizzly Bears"));
    const first = s.objects[inPlay(s, "Bonesplitter")]!.timestamp;
    s = equip(s, "Bonesplitter", inPlay(s, "Hill Giant"));
    expect(s.objects[inPlay(s, "Bonesplitter")]).toMatchObject({ attachedTo: inPlay(s, "Hill Giant") });
    expect(s.objects[inPlay(s, "Bonesplitter")]!.timestamp).toBeGreaterThan(first);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 3]);
    expect(s.players[0]!.life).toBe(20); // Soul Warden saw no creature come into play
  });

  it("212.2i, 420.5: when the equipped creature leaves play the Equipment stays in play, unattached", () => {
    let s = game(["Mountain"], ["Shock"]);
    const bears = inPlay(s, "Grizzly Bears");
    s = equip(s, "Bonesplitter", bears);
    s = pass(cast(s, "p1", "Shock", [{ object: bears }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Grizzly Bears"]);
    expect(s.objects[inPlay(s, "Bonesplitter")]!).not.toHaveProperty("attachedTo");
  });

  it("502.33, 212.2h: Vulshok Morningstar +2/+2 and Leonin Scimitar +1/+1 (equip {2} and {1})", () => {
    let s = manualGame({ players: [{ play: ["Vulshok Morningstar", "Leonin Scimitar", "Grizzly Bears", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inPlay(s, "Vulshok Morningstar"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }] });
    expect(s.playing!.cost).toBe("{2}");
    s = pass(payFully(s), 2);
    s = equip(s, "Leonin Scimitar", bears);
    expect(pt(s, bears)).toEqual([5, 5]);
  });
});
