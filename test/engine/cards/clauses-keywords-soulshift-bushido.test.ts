// Soulshift and bushido printed other than once with a number (compiler/variable-keywords.ts):
// 502.39a two instances of soulshift (Forked-Branch Garami), soulshift X counted as the
// permanent leaves play (Kodama of the Center Tree), 502.38 bushido X counted as it resolves
// and 308.2 "Creatures your opponents control attack each turn if able" (Fumiko the Lowblood).
import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("502.39a: soulshift twice and soulshift X", () => {
  it("502.39a: Forked-Branch Garami (Soulshift 4, soulshift 4) destroyed by Wrath of God: each instance triggers, and both Spirit cards of converted mana cost 4 or less return, not Keiga (6)", () => {
    let s = manualGame({ players: [{ hand: ["Wrath of God"], play: ["Forked-Branch Garami", "Plains", "Plains", "Plains", "Plains"], graveyard: ["Lantern Kami", "Kami of Ancient Law", "Keiga, the Tide Star"], library }, { library }], turn: 3 });
    s = pass(payFully(cast(s, "p1", "Wrath of God")), 2);
    // Two triggered abilities, each with its own target chosen as it is put on the stack (410.4).
    const chosen: string[] = [];
    while (s.pending?.kind !== "priority") {
      const d = legalDecision(s, "p1")!;
      const pick = d.options.find((o) => o.type !== "chooseTargets" || !chosen.includes((o.targets[0] as { object: string }).object)) ?? d.options[0]!;
      if (pick.type === "chooseTargets") chosen.push((pick.targets[0] as { object: string }).object);
      s = act(s, pick);
    }
    expect(s.stack).toHaveLength(2);
    const names = (id: string) => (s.objects[id] as { card: string }).card;
    expect(chosen.map(names).sort()).toEqual(["Kami of Ancient Law", "Lantern Kami"]);
    for (let i = 0; i < 2; i++) s = act(pass(s, 2), { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Kami of Ancient Law", "Lantern Kami"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Forked-Branch Garami", "Keiga, the Tide Star", "Wrath of God"]);
  });

  it("502.39a: Kodama of the Center Tree with Lantern Kami is 2/2; Shocked, its soulshift X counts the two Spirits as it left play, itself included: Kami of Ancient Law (2) is the only target, Kami of the Hunt (3) is not", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Kodama of the Center Tree", "Lantern Kami", "Mountain"], graveyard: ["Kami of the Hunt", "Kami of Ancient Law"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Kodama of the Center Tree"))).toEqual([2, 2]);
    s = pass(payFully(cast(s, "p1", "Shock", [{ object: inPlay(s, "Kodama of the Center Tree") }])), 2);
    // The only legal target is chosen without asking (410.4): with X = 1 it would have none.
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", source: { name: "Kodama of the Center Tree" }, targets: [{ object: s.players[0]!.graveyard[1] }] });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Kami of Ancient Law"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Kami of the Hunt", "Kodama of the Center Tree", "Shock"]);
  });

  it("502.39a: with three Spirits as it leaves play (two Lantern Kami), Kodama's soulshift X may return Kami of the Hunt (3)", () => {
    let s = manualGame({ players: [{ hand: ["Volcanic Hammer"], play: ["Kodama of the Center Tree", "Lantern Kami", "Lantern Kami", "Mountain", "Mountain"], graveyard: ["Kami of the Hunt"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Kodama of the Center Tree"))).toEqual([3, 3]);
    s = pass(payFully(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Kodama of the Center Tree") }])), 2);
    expect(s.stack).toHaveLength(1);
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Kami of the Hunt"]);
  });
});

describe("502.38: bushido X; 308.2: creatures your opponents control attack each turn if able", () => {
  it("308.2: Fumiko the Lowblood makes each of the other player's creatures attack: a declaration leaving one out is refused", () => {
    const s = combatGame({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Fumiko the Lowblood"] });
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
    // Fumiko's own controller's creatures are not required to attack.
    const own = combatGame({ play: ["Fumiko the Lowblood", "Grizzly Bears"] }, {});
    expect(act(own, { type: "declareAttackers", attackers: [] }).combat!.attackers).toEqual([]);
  });

  it("502.38: Fumiko (3/2) blocking Hill Giant, with Grizzly Bears attacking too: bushido X counts two attacking creatures as it resolves, so Fumiko is 5/4, kills the Giant and survives", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Fumiko the Lowblood"] }), "Grizzly Bears", "Hill Giant");
    s = block(pass(s, 2), ["Fumiko the Lowblood", "Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Fumiko the Lowblood"))).toEqual([5, 4]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});
