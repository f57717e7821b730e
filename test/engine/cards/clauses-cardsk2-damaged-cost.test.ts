import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";

// Two target filters of Champions of Kamigawa: "target creature that was dealt damage this turn"
// (Crushing Pain, Orzhov Euthanist: some source dealt it damage this turn, 404.1 wording; damage
// prevented isn't dealt, 419.7) and "Counter target spell with converted mana cost 4 or less"
// (Thoughtbind: 203.3, X counted as announced on the stack).
const library = Array<string>(12).fill("Island");
const lands = ["Island", "Island", "Island", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });

describe("clauses: \"target creature that was dealt damage this turn\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Crushing Pain", "Orzhov Euthanist", "Thoughtbind"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1c: Crushing Pain can't target an undamaged creature; after Shock has dealt Craw Wurm 2 damage it can (not the undamaged Hill Giant), and deals it 6", () => {
    let s = game({ hand: ["Crushing Pain", "Shock"] }, { play: ["Hill Giant", "Craw Wurm"] });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Crushing Pain") }, "409.1c");
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]));
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Crushing Pain") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p1");
    s = payFully(s);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
  });

  it("419.7: damage prevented isn't dealt: Hill Giant whose Shock damage was prevented is no legal target", () => {
    let s = game({ hand: ["Crushing Pain", "Shock"] }, { play: ["Hill Giant", "Plains"], hand: ["Healing Salve"] });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]);
    s = pass(s);
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Healing Salve") }, "p2");
    s = act(s, { type: "chooseMode", mode: 1 }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p2"));
    s = resolveStack(s);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 0 });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Crushing Pain") }, "409.1c");
  });

  it("409.1c: Orzhov Euthanist comes into play: its trigger can target only the creature Shock damaged this turn, and destroys it", () => {
    let s = game({ hand: ["Shock", "Orzhov Euthanist"], play: ["Swamp"] }, { play: ["Hill Giant", "Craw Wurm"] });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]));
    s = resolveStack(cast(s, "p1", "Orzhov Euthanist"));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(inPlay(s, "Hill Giant")).toBeDefined();
  });

  it("Crushing Pain: the damage of a former turn doesn't count (the next turn the creature is no legal target)", () => {
    let s = game({ hand: ["Shock"] }, { play: ["Craw Wurm"], hand: ["Crushing Pain"] });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]));
    for (let i = 0; i < 80 && s.turn.number === 3; i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    for (let i = 0; i < 40 && !(s.pending?.kind === "priority" && s.pending.player === "p2" && s.turn.step === "main"); i++) s = pass(s);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 0 });
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Crushing Pain") }, "409.1c");
  });
});

describe("clauses: \"Counter target spell with converted mana cost N or less\" (Thoughtbind)", () => {
  it("203.3: Thoughtbind counters Hill Giant (4) but can't target Craw Wurm (6)", () => {
    let s = game({ hand: ["Hill Giant", "Craw Wurm"] }, { hand: ["Thoughtbind"] });
    s = cast(s, "p1", "Craw Wurm");
    s = pass(s);
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Thoughtbind") }, "409.1c");
    s = game({ hand: ["Hill Giant"] }, { hand: ["Thoughtbind"] });
    s = cast(s, "p1", "Hill Giant");
    s = pass(s);
    s = cast(s, "p2", "Thoughtbind", [{ object: s.stack[0]! }]);
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });
});
