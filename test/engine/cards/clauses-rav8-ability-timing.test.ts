import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, payFully, rejects, resolveStack, zoneNames } from "../helpers.js";
import { attack, library, passTo } from "../combat/combat-keywords-helpers.js";

// Restrictions printed after an activated ability (403.1): "Play this ability only during the end
// of combat step." (Desert: that step of the combat phase, 312) and "Play this ability only if an
// opponent was dealt damage this turn." (Skarrgan Firebird: the turn's memory of the players dealt
// damage, which Bloodthirst reads too, 502.50a; its ability is played from the graveyard).
const desert = (s: GameState) => ({ type: "playAbility" as const, source: inPlay(s, "Desert", "p2"), ability: 1 });
const desertOn = (s: GameState, target: string) => payFully(act(act(s, desert(s), "p2"), { type: "chooseTargets", targets: [{ object: inPlay(s, target, "p1") }] }, "p2"));

describe("clauses: \"Play this ability only during the end of combat step.\" (Desert, 403.1, 312)", () => {
  it("the cards are offered", () => {
    for (const name of ["Desert", "Skarrgan Firebird"]) expect(isSupported(name)).toBe(true);
  });

  it("312: in the end of combat step Bob's Desert deals 1 damage to Ann's unblocked attacking Llanowar Elves, which dies", () => {
    let s = manualGame({ players: [{ library, play: ["Llanowar Elves"] }, { library, play: ["Desert"] }], turn: 3, step: "declareAttackers" });
    s = attack(s, "Llanowar Elves");
    s = passTo(s, "endOfCombat");
    expect(s.players[1]!.life).toBe(19);
    s = pass(s); // Ann passes; Bob has priority in the end of combat step
    expect(s.pending?.player).toBe("p2");
    s = resolveStack(desertOn(s, "Llanowar Elves"));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Llanowar Elves");
  });

  it("403.1: in the declare blockers step the ability is refused and not listed; nothing changes", () => {
    let s = manualGame({ players: [{ library, play: ["Llanowar Elves"] }, { library, play: ["Desert"] }], turn: 3, step: "declareAttackers" });
    s = attack(s, "Llanowar Elves");
    s = passTo(s, "declareBlockers"); // Bob has no creature: no blockers to declare
    expect(s.turn.step).toBe("declareBlockers");
    if (s.pending?.player === "p1") s = pass(s);
    expect(s.pending?.player).toBe("p2");
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playAbility" && o.source === inPlay(s, "Desert", "p2") && o.ability === 1)).toBe(false);
    rejects(s, "p2", desert(s), "403.1");
  });

  it("403.1: in a main phase neither; its mana ability is still played", () => {
    const s = manualGame({ players: [{ library }, { library, play: ["Desert", "Llanowar Elves"] }], turn: 3, active: 1, step: "main" });
    rejects(s, "p2", desert(s), "403.1");
    const after = act(s, { type: "playAbility", source: inPlay(s, "Desert", "p2"), ability: 0 }, "p2");
    expect(after.players[1]!.manaPool.C).toBe(1);
  });
});

describe("clauses: \"Play this ability only if an opponent was dealt damage this turn.\" (Skarrgan Firebird, 403.1)", () => {
  const firebird = (s: GameState) => s.players[0]!.graveyard.find((id) => card(s, id).card === "Skarrgan Firebird")!;
  const start = () => manualGame({ players: [{ library, hand: ["Shock"], graveyard: ["Skarrgan Firebird"], play: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3, step: "main" });
  const ability = (s: GameState) => ({ type: "playAbility" as const, source: firebird(s), ability: 0 });
  const offered = (s: GameState) => legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === firebird(s));

  it("403.1: no opponent was dealt damage this turn: not listed, refused, nothing changes", () => {
    const s = start();
    expect(offered(s)).toBe(false);
    rejects(s, "p1", ability(s), "403.1");
  });

  it("after Ann's Shock to Bob, {R}{R}{R} returns the Firebird from her graveyard to her hand", () => {
    let s = resolveStack(cast(start(), "p1", "Shock", [{ player: "p2" }]));
    expect(s.players[1]!.life).toBe(18);
    expect(offered(s)).toBe(true);
    s = resolveStack(payFully(act(s, ability(s), "p1")));
    expect(zoneNames(s, "p1", "hand")).toContain("Skarrgan Firebird");
    expect(zoneNames(s, "p1", "graveyard")).not.toContain("Skarrgan Firebird");
  });

  it("403.1: damage Ann dealt to herself isn't an opponent's: still refused", () => {
    const s = resolveStack(cast(start(), "p1", "Shock", [{ player: "p1" }]));
    expect(s.players[0]!.life).toBe(18);
    rejects(s, "p1", ability(s), "403.1");
  });

  it("the turn forgets: Bob dealt damage on Ann's turn 3 doesn't let her play it in her turn 5", () => {
    let s = resolveStack(cast(start(), "p1", "Shock", [{ player: "p2" }]));
    for (let i = 0; i < 300 && !(s.turn.number === 5 && s.turn.step === "main" && s.pending?.player === "p1"); i++)
      s = act(s, s.pending!.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending!.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
    expect(s.turn.number).toBe(5);
    expect(offered(s)).toBe(false);
  });
});
