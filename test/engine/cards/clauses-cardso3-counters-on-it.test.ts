import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, life, manualGame, pass, pt, rejects } from "../helpers.js";
import { attack, combatGame } from "../combat/combat-keywords-helpers.js";

// Legions' Amplify creatures that count the +1/+1 counters on themselves: "~ deals damage equal to
// the number of +1/+1 counters on it to target ..." (Kilnmouth Dragon, Daru Stinger) and "Target
// creature gets +1/+1 until end of turn for each +1/+1 counter on ~" (Canopy Crawler). The counters
// are counted as the ability resolves (413.2); a P/T change is then fixed until end of turn (418.5a).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const drain = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
  return s;
};

describe("clauses: amounts counted on the +1/+1 counters of the ability's source (Legions)", () => {
  it("the cards are offered", () => {
    for (const name of ["Kilnmouth Dragon", "Daru Stinger", "Canopy Crawler"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Kilnmouth Dragon with three +1/+1 counters deals 3 damage to the target player", () => {
    let s = manualGame({ players: [{ play: [{ card: "Kilnmouth Dragon", counters: { "+1/+1": 3 } }], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Kilnmouth Dragon"), ability: 0 }, "p1");
    s = drain(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    expect(life(s, "p2")).toBe(17);
  });

  it("413.2: with no counters, Kilnmouth Dragon deals no damage", () => {
    let s = manualGame({ players: [{ play: ["Kilnmouth Dragon"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Kilnmouth Dragon"), ability: 0 }, "p1");
    s = drain(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    expect(life(s, "p2")).toBe(20);
  });

  it("Daru Stinger with two counters deals 2 damage to an attacking creature; none is attacking before combat, so no target", () => {
    let s = pass(combatGame({ play: ["Craw Wurm"] }, { play: [{ card: "Daru Stinger", counters: { "+1/+1": 2 } }] }, "main")); // p2 has priority
    rejects(s, "p2", { type: "playAbility", source: inPlay(s, "Daru Stinger"), ability: 0 }, "409.1c");
    s = combatGame({ play: ["Craw Wurm"] }, { play: [{ card: "Daru Stinger", counters: { "+1/+1": 2 } }] });
    s = attack(s, "Craw Wurm");
    s = pass(s); // p1 passes in the declare attackers step; p2 has priority
    s = act(s, { type: "playAbility", source: inPlay(s, "Daru Stinger"), ability: 0 }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p2");
    s = drain(s);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
  });

  it("418.5a: Canopy Crawler with two counters gives +2/+2 until end of turn", () => {
    let s = manualGame({ players: [{ play: [{ card: "Canopy Crawler", counters: { "+1/+1": 2 } }, "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Canopy Crawler"), ability: 0 }, "p1");
    s = drain(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
  });
});
