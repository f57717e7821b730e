import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, pass, payFully, pt, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

describe("keyword triggers of the declare blockers step: flanking, bushido, rampage", () => {
  it("502.3: flanking — Grizzly Bears blocking Benalish Cavalry gets -1/-1 until end of turn, so the Cavalry kills it and survives", () => {
    let s = attack(combatGame({ play: ["Benalish Cavalry"] }, { play: ["Grizzly Bears"] }), "Benalish Cavalry");
    s = block(pass(s, 2), ["Grizzly Bears", "Benalish Cavalry"]);
    // The trigger is on the stack as players get priority in the declare blockers step.
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([1, 1]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, inPlay(s, "Benalish Cavalry")).damage).toBe(1);
  });

  it("502.3: flanking doesn't trigger for a blocker that has flanking itself: Benalish Cavalry blocking Benalish Cavalry", () => {
    let s = attack(combatGame({ play: ["Benalish Cavalry"] }, { play: ["Benalish Cavalry"] }), "Benalish Cavalry");
    s = block(pass(s, 2), ["Benalish Cavalry", "Benalish Cavalry"]);
    expect(s.stack).toHaveLength(0);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Benalish Cavalry"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Benalish Cavalry"]);
  });

  it("502.38: bushido — Devoted Retainer (1/1, bushido 1) blocking Grizzly Bears becomes 2/2 until end of turn", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: ["Devoted Retainer"] }), "Grizzly Bears");
    s = block(pass(s, 2), ["Devoted Retainer", "Grizzly Bears"]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Devoted Retainer"))).toEqual([2, 2]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Devoted Retainer"]);
  });

  it("502.38, 502.2: Kitsune Blademaster (first strike, bushido 1) becomes blocked by Grizzly Bears: it gets +1/+1 and kills the Bears in the first-strike step", () => {
    let s = attack(combatGame({ play: ["Kitsune Blademaster"] }, { play: ["Grizzly Bears"] }), "Kitsune Blademaster");
    s = block(pass(s, 2), ["Grizzly Bears", "Kitsune Blademaster"]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Kitsune Blademaster"))).toEqual([3, 3]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, inPlay(s, "Kitsune Blademaster")).damage).toBe(0);
    // Unblocked, bushido doesn't trigger.
    const unblocked = passTo(attack(combatGame({ play: ["Kitsune Blademaster"] }, {}), "Kitsune Blademaster"), "endOfCombat");
    expect(life(unblocked, "p2")).toBe(18);
  });

  it("502.12: rampage — Craw Giant (6/4, rampage 2) blocked by three creatures gets +4/+4 (two beyond the first), counted as the ability resolves", () => {
    let s = attack(combatGame({ play: ["Craw Giant"] }, { play: ["Grizzly Bears", "Llanowar Elves", "Devoted Retainer"] }), "Craw Giant");
    s = block(pass(s, 2), ["Grizzly Bears", "Craw Giant"], ["Llanowar Elves", "Craw Giant"], ["Devoted Retainer", "Craw Giant"]);
    expect(s.stack).toHaveLength(2); // rampage and the Retainer's bushido
    s = pass(s, 4);
    expect(pt(s, inPlay(s, "Craw Giant"))).toEqual([10, 8]);
  });

  it("502.12: rampage counts only the creatures still blocking as it resolves: with one of two blockers Shocked first, Craw Giant gets nothing", () => {
    let s = attack(combatGame({ play: ["Craw Giant"] }, { hand: ["Shock"], play: ["Grizzly Bears", "Llanowar Elves", "Mountain"] }), "Craw Giant");
    s = block(pass(s, 2), ["Grizzly Bears", "Craw Giant"], ["Llanowar Elves", "Craw Giant"]);
    s = pass(s); // p1 passes with rampage on the stack
    s = pass(cast(s, "p2", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock", "Llanowar Elves"]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Craw Giant"))).toEqual([6, 4]);
  });

  it("503: a Clone of Devoted Retainer has bushido 1 too, and it triggers as the Clone blocks", () => {
    let s = combatGame({ hand: ["Clone"], play: ["Island", "Island", "Island", "Island"] }, { play: ["Devoted Retainer", "Grizzly Bears"] }, "main");
    s = pass(cast(s, "p1", "Clone"), 2);
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Devoted Retainer") });
    const clone = s.play.find((id) => card(s, id).card === "Clone")!;
    expect(characteristics(s, card(s, clone)).abilities.some((a) => a.kind === "triggered" && a.trigger.on === "blocksOrBecomesBlocked")).toBe(true);
    while (!(s.turn.number === 4 && s.turn.step === "declareAttackers")) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: clone, attacker: inPlay(s, "Grizzly Bears") }] });
    s = pass(s, 2);
    expect(pt(s, clone)).toEqual([2, 2]);
    s = passTo(s, "endOfCombat");
    // The 2/2 Clone kills the Bears (a 1/1 would not have) and dies to their 2 damage.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Clone"]);
  });

  it("407, 502.12: a creature that lost all its abilities (Ovinize) has no rampage: Craw Giant, 0/1, blocked by two creatures, stays 0/1", () => {
    let s = attack(combatGame({ hand: ["Ovinize"], play: ["Craw Giant", "Island", "Island"] }, { play: ["Grizzly Bears", "Llanowar Elves"] }), "Craw Giant");
    s = pass(cast(s, "p1", "Ovinize", [{ object: inPlay(s, "Craw Giant") }]), 2);
    expect(characteristics(s, card(s, inPlay(s, "Craw Giant"))).keywords).toEqual([]);
    s = block(pass(s, 2), ["Grizzly Bears", "Craw Giant"], ["Llanowar Elves", "Craw Giant"]);
    expect(s.stack).toHaveLength(0);
    expect(pt(s, inPlay(s, "Craw Giant"))).toEqual([0, 1]);
  });
});

describe("keywords granted by Auras, Equipment and effects", () => {
  it("502.2, 212.4: Reflexes gives Grizzly Bears first strike: it kills a blocking Llanowar Elves without taking damage", () => {
    let s = combatGame({ hand: ["Reflexes"], play: ["Grizzly Bears", "Mountain"] }, { play: ["Llanowar Elves"] }, "main");
    s = pass(cast(s, "p1", "Reflexes", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = attack(passTo(s, "declareAttackers"), "Grizzly Bears");
    s = block(pass(s, 2), ["Llanowar Elves", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(0);
  });

  it("502.28, 502.33: Fireshrieker gives the equipped Grizzly Bears double strike: unblocked, it deals 2 damage twice", () => {
    let s = combatGame({ play: ["Grizzly Bears", "Fireshrieker", "Mountain", "Mountain"] }, {}, "main");
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Fireshrieker"), ability: 0 }));
    if (s.pending?.kind === "targets") s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
    s = pass(s, 2);
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).keywords).toContain("doubleStrike");
    s = attack(passTo(s, "declareAttackers"), "Grizzly Bears");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(16);
  });

  it("502.2: Shinka, the Bloodsoaked Keep gives a legendary creature (Ayumi, the Last Visitor) first strike until end of turn", () => {
    let s = combatGame({ play: ["Ayumi, the Last Visitor", "Shinka, the Bloodsoaked Keep", "Mountain"] }, { play: ["Grizzly Bears"] });
    s = attack(s, "Ayumi, the Last Visitor");
    s = act(s, { type: "playAbility", source: inPlay(s, "Shinka, the Bloodsoaked Keep"), ability: 1 });
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Ayumi, the Last Visitor") }] });
    s = pass(payFully(s), 2);
    expect(characteristics(s, card(s, inPlay(s, "Ayumi, the Last Visitor"))).keywords).toEqual(["legendaryLandwalk", "firstStrike"]);
    s = block(pass(s, 2), ["Grizzly Bears", "Ayumi, the Last Visitor"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, inPlay(s, "Ayumi, the Last Visitor")).damage).toBe(0);
  });
});
