import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, where, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];

/** p1 Shocks p2; p2 answers with Healing Salve's shield on himself; both resolve up to the Shock's damage. */
function shockIntoSalve() {
  let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Furnace of Rath"], library }, { hand: ["Healing Salve"], play: ["Plains"], library }], turn: 3 });
  s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
  s = act(s, { type: "playSpell", card: inHand(s, "p2", "Healing Salve") });
  s = act(s, { type: "chooseMode", mode: 1 });
  s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
  s = pass(s, 2); // Healing Salve resolves: the shield is in place
  return pass(s, 2); // Shock resolves
}

describe("replacement and prevention effects (419)", () => {
  it("419.9: Furnace of Rath and a prevention shield both apply: the affected player chooses the order mid-resolution — prevention first, nothing is left to double", () => {
    let s = shockIntoSalve();
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    const d = legalDecision(s, "p2")!;
    expect(d.prompt).toMatch(/^Shock would deal 2 damage to Bob\. Several replacement effects apply/);
    expect(d.options).toHaveLength(2);
    // The resolution is paused: Shock is still on the stack, no one has priority.
    expect(s.stack).toHaveLength(1);
    expect(view(s, "p1").priority).toBeNull();
    rejects(s, "p2", { type: "chooseReplacement", replacement: "none" }, "419.9");
    rejects(s, "p1", d.options[0]!, "408.1", 403);
    const prevent = d.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("shield:"))!;
    s = act(s, prevent);
    expect(life(s, "p2")).toBe(20);
    expect(s.stack).toHaveLength(0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("419.9: the other order — doubled to 4 first, then 3 prevented: 1 damage is dealt", () => {
    let s = shockIntoSalve();
    const d = legalDecision(s, "p2")!;
    s = act(s, d.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("double:"))!);
    expect(life(s, "p2")).toBe(19);
    expect(s.shields).toEqual([]);
  });

  it("419.6a: a replacement effect applies at most once to an event: two Furnaces make 2 damage 8, not more; alike effects ask no question", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Furnace of Rath", "Furnace of Rath"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(12);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("419.9, 310: the choice arrives during combat damage; after it, the rest of the combat damage is dealt", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Hill Giant", "Furnace of Rath"], library }, { play: ["Samite Healer"], library }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }, { attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
    s = pass(s); // p1 passes in declare blockers; p2 shields himself
    s = act(s, { type: "playAbility", source: inPlay(s, "Samite Healer"), ability: 0 }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p2");
    s = pass(s, 2); // the shield resolves
    s = pass(s, 2); // to the combat damage step: damage goes on the stack
    expect(where(s)).toBe("combat/combatDamage");
    s = pass(s, 2); // combat damage resolves: Grizzly Bears's 2 damage meets both effects
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    expect(life(s, "p2")).toBe(20);
    s = act(s, legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith("shield:"))!);
    // Bears: 1 prevented, 1 doubled to 2; Hill Giant: 3 doubled to 6.
    expect(life(s, "p2")).toBe(12);
    expect(s.stack).toHaveLength(0);
    expect(s.pending?.kind).toBe("priority");
  });

  it("419.7: Healing Salve's other mode: target player gains 3 life", () => {
    let s = manualGame({ players: [{ hand: ["Healing Salve"], play: ["Plains"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Healing Salve") });
    s = pass(payFully(act(act(s, { type: "chooseMode", mode: 0 }), { type: "chooseTargets", targets: [{ player: "p1" }] })), 2);
    expect(life(s, "p1")).toBe(23);
  });
});

describe("draw replacement (419.6h) and Dredge (502.47)", () => {
  it("502.47, 419.6h: Dredge in a sequence of draws: the first draw is replaced, the second is drawn normally (Counsel of the Soratami, Darkblast)", () => {
    let s = manualGame({ players: [{ hand: ["Counsel of the Soratami"], graveyard: ["Darkblast"], play: ["Island", "Island", "Island"], library: ["Plains", "Forest", "Mountain", "Island", "Swamp"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Counsel of the Soratami"), 2);
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.prompt).toMatch(/^You would draw a card/);
    expect(d.options.map((o) => o.type === "chooseReplacement" && o.replacement.split(":")[0])).toEqual(["dredge", "none"]);
    s = act(s, d.options[0]!);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Darkblast", "Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Plains", "Forest", "Mountain", "Counsel of the Soratami"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("502.47: declining Dredge draws normally; with fewer cards in library than the dredge number, there is no choice", () => {
    let s = manualGame({ players: [{ hand: ["Counsel of the Soratami"], graveyard: ["Darkblast"], play: ["Island", "Island", "Island"], library: ["Plains", "Forest", "Mountain", "Island"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Counsel of the Soratami"), 2);
    s = act(s, { type: "chooseReplacement", replacement: "none" });
    // Three cards are left: the second draw may be replaced too.
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    s = act(s, { type: "chooseReplacement", replacement: "none" });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains", "Forest"]);
    let short = manualGame({ players: [{ hand: ["Counsel of the Soratami"], graveyard: ["Darkblast"], play: ["Island", "Island", "Island"], library: ["Plains", "Forest"] }, { library }], turn: 3 });
    short = pass(cast(short, "p1", "Counsel of the Soratami"), 2);
    expect(zoneNames(short, "p1", "hand")).toEqual(["Plains", "Forest"]);
    expect(short.pending?.kind).toBe("priority");
  });

  it("419.6h, 419.9: in the draw step, Words of Worship's shield and Dredge both apply; choosing Dredge leaves the shield for a later draw", () => {
    let s = manualGame({ players: [{ graveyard: ["Darkblast"], play: ["Words of Worship", "Plains"], library: ["Plains", "Forest", "Mountain", "Island"] }, { library }], turn: 3, step: "upkeep" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Words of Worship"), ability: 0 });
    s = pass(payFully(s), 2); // the shield is in place, still in the upkeep
    s = pass(s, 2); // to the draw step
    expect(where(s)).toBe("beginning/draw");
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
    const d = legalDecision(s, "p1")!;
    // The shield is not optional, so "none" isn't offered.
    expect(d.options.map((o) => o.type === "chooseReplacement" && o.replacement.split(":")[0])).toEqual(["drawShield", "dredge"]);
    rejects(s, "p1", { type: "pass" }, "408.1");
    s = act(s, d.options[1]!);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Darkblast"]);
    expect(s.drawShields).toHaveLength(1);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("419.6h: a draw replaced by Words of Worship happens even with an empty library: 5 life, and no loss for drawing from an empty library", () => {
    let s = manualGame({ players: [{ play: ["Words of Worship", "Plains"], library: [] }, { library }], turn: 3, step: "upkeep" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Words of Worship"), ability: 0 });
    s = pass(payFully(s), 2);
    s = pass(s, 2);
    expect(where(s)).toBe("beginning/draw");
    expect(life(s, "p1")).toBe(25);
    expect(s.status).toBe("playing");
    expect(s.drawShields).toEqual([]);
  });
});

describe("zone-change replacement: Leyline of the Void", () => {
  it("419.6: a card that would go to an opponent's graveyard from anywhere is removed from the game instead; nothing triggers on its going to a graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Mind Rot"], play: ["Mountain", "Swamp", "Swamp", "Swamp", "Leyline of the Void"], library }, { hand: ["Forest", "Island"], play: ["Festering Goblin", "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Festering Goblin") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(s.removed.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Festering Goblin"]);
    expect(s.triggered).toEqual([]);
    expect(s.stack).toHaveLength(0);
    // Its controller's own cards go to his or her graveyard as usual.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    s = pass(cast(s, "p1", "Mind Rot", [{ player: "p2" }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(s.removed).toHaveLength(3);
  });

  it("101.?: Leyline of the Void in an opening hand may begin the game in play — a decision after the mulligans, in APNAP order", async () => {
    const { createGame, apply } = await import("../../../src/engine/index.js");
    const deck = ["Leyline of the Void", "Leyline of the Void", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
    let s = createGame({ players: [{ name: "Ann", deck }, { name: "Bob", deck: Array(10).fill("Swamp") }], seed: "leyline" }).state;
    for (let i = 0; i < 2; i++) s = apply(s, s.pending!.player, { type: "keep" }).state;
    expect(s.pending).toEqual({ kind: "openingHand", player: "p1" });
    const d = legalDecision(s, "p1")!;
    const leylines = (d.details!.candidates as { id: string }[]).map((c) => c.id);
    expect(leylines.length).toBeGreaterThanOrEqual(1);
    expect(d.options).toContainEqual({ type: "beginInPlay", cards: [] });
    rejects(s, "p1", { type: "beginInPlay", cards: [s.players[0]!.hand.find((id) => !leylines.includes(id))!] }, "101.?");
    s = apply(s, "p1", { type: "beginInPlay", cards: leylines }).state;
    expect(s.play).toHaveLength(leylines.length);
    expect(s.status).toBe("playing");
    expect(s.turn.number).toBe(1);
  });
});

describe("replacement choices and players leaving (600.4a)", () => {
  it("600.4a, 419.9: a player who leaves while owing a replacement choice: the event is over and the spell finishes resolving", async () => {
    const { apply } = await import("../../../src/engine/index.js");
    const { tableGame } = await import("../multiplayer-helpers.js");
    let s = tableGame({ players: [{ play: ["Orcish Artillery", "Furnace of Rath"], library }, { play: ["Samite Healer"], library }, { library }], turn: 3 }, { autoPass: false });
    // Bob shields himself; Ann's Orcish Artillery then deals 2 damage to Bob and 3 to Ann.
    s = act(s, { type: "playAbility", source: inPlay(s, "Orcish Artillery"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = pass(s);
    s = act(s, { type: "playAbility", source: inPlay(s, "Samite Healer"), ability: 0 }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p2");
    s = pass(s, 3); // the shield resolves
    s = pass(s, 3); // the Artillery's ability resolves
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    s = apply(s, "p2", { type: "concede" }).state;
    expect(s.status).toBe("playing");
    expect(s.replacing).toBeUndefined();
    // The rest of the ability happens: Furnace of Rath doubles the 3 damage to Ann.
    expect(life(s, "p1")).toBe(14);
    expect(s.stack).toHaveLength(0);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });
});

describe("skipping a draw (419.6e): Plagiarize", () => {
  it("419.6e, 419.6h: until end of turn the target player skips each draw and Plagiarize's controller draws instead, draw by draw", () => {
    let s = manualGame({ players: [{ hand: ["Plagiarize", "Consult the Necrosages"], play: ["Island", "Island", "Island", "Island", "Island", "Swamp", "Swamp"], library: ["Plains", "Forest"] }, { library: ["Mountain", "Swamp"] }], turn: 3 });
    s = pass(cast(s, "p1", "Plagiarize", [{ player: "p2" }]), 2);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consult the Necrosages") });
    s = payFully(act(act(s, { type: "chooseMode", mode: 0 }), { type: "chooseTargets", targets: [{ player: "p2" }] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains", "Forest"]);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(zoneNames(s, "p2", "library")).toEqual(["Mountain", "Swamp"]);
  });

  it("419.6a: two Plagiarizes, each on the other player: the draw goes to the other player and back, then no effect applies again — the player draws after all", () => {
    let s = manualGame({ players: [{ hand: ["Plagiarize", "Counsel of the Soratami"], play: ["Island", "Island", "Island", "Island", "Island", "Island", "Island"], library: ["Plains", "Forest"] }, { hand: ["Plagiarize"], play: ["Island", "Island", "Island", "Island"], library: ["Mountain", "Swamp"] }], turn: 3 });
    s = pass(cast(s, "p1", "Plagiarize", [{ player: "p2" }]), 2);
    s = pass(s); // p1 passes; p2 plays his Plagiarize on Ann
    s = payFully(act(act(s, { type: "playSpell", card: inHand(s, "p2", "Plagiarize") }, "p2"), { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    s = pass(s, 2);
    s = pass(cast(s, "p1", "Counsel of the Soratami"), 2);
    // Each of Ann's two draws: Bob's Plagiarize gives it to Bob, Ann's gives it back; Ann draws.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains", "Forest"]);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    // The effects last the turn (they are not used up) and end at cleanup.
    expect(s.drawShields).toHaveLength(2);
  });
});
