import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, inPlay, manualGame, pass, payFully, pt, rejects } from "../helpers.js";
import { attack, block, library, passTo } from "../combat/combat-keywords-helpers.js";

// Jade Statue (9ED): "{2}: Jade Statue becomes a 3/6 artifact creature until end of combat. Play
// this ability only during combat." — an ability played only in the combat phase (403.1, 306)
// and an animation (418.5, 212.1c) that ends as the combat phase ends (311).
const isCreature = (s: Parameters<typeof card>[0], id: string) => characteristics(s, card(s, id)).types.includes("creature");

describe("clauses: \"~ becomes a 3/6 artifact creature until end of combat. Play this ability only during combat.\" (Jade Statue)", () => {
  it("403.1: outside combat (a main phase) the ability can't be played; nothing changes", () => {
    const s = manualGame({ players: [{ library, play: ["Island", "Island", "Jade Statue"] }, { library }], turn: 3, step: "main" });
    expect(s.turn.phase).toBe("precombatMain");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Jade Statue"), ability: 0 }, "403.1");
  });

  it("306, 418.5, 311: the defending player animates it after attackers are declared, blocks with the 3/6, and it is no creature after combat", () => {
    let s = manualGame({ players: [{ library, play: ["Hill Giant"] }, { library, play: ["Island", "Island", "Jade Statue"] }], turn: 3, step: "declareAttackers" });
    const statue = inPlay(s, "Jade Statue");
    expect(isCreature(s, statue)).toBe(false);
    s = attack(s, "Hill Giant");
    s = pass(s); // p1 passes in the declare attackers step; p2 has priority
    expect(s.pending?.player).toBe("p2");
    s = payFully(act(s, { type: "playAbility", source: statue, ability: 0 }, "p2"));
    s = pass(s, 2); // the ability resolves
    expect(isCreature(s, statue)).toBe(true);
    expect(characteristics(s, card(s, statue)).types).toEqual(expect.arrayContaining(["artifact", "creature"]));
    expect(pt(s, statue)).toEqual([3, 6]);
    s = pass(s, 2); // to the declare blockers step
    s = block(s, ["Jade Statue", "Hill Giant"]);
    s = passTo(s, "endOfCombat");
    // Hill Giant (3/3) and the 3/6 Statue dealt each other 3: the Giant died, the Statue survived.
    expect(s.play.some((id) => card(s, id).card === "Hill Giant")).toBe(false);
    expect(card(s, statue).damage).toBe(3);
    expect(isCreature(s, statue)).toBe(true);
    s = passTo(s, "main");
    expect(s.turn.phase).toBe("postcombatMain");
    // 311: the effect ended with the combat phase: an artifact again, no P/T.
    expect(isCreature(s, statue)).toBe(false);
    expect(characteristics(s, card(s, statue)).types).toEqual(["artifact"]);
  });
});
