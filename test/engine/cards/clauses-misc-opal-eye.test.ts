import { describe, expect, it } from "vitest";
import { legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

// Opal-Eye, Konda's Yojimbo (BOK), compiled from its printed text: "Bushido 1; defender" (two
// keyword lines on one, keyword-pairs.ts) and "{T}: The next time a source of your choice would
// deal damage this turn, that damage is dealt to ~ instead." (419.6c redirection, the source
// chosen as the ability resolves; "the next time": one event of damage — all the damage that
// source deals at that time, to anyone — then it is used up).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const OPAL = "Opal-Eye, Konda's Yojimbo";
const damage = (s: GameState, name: string) => card(s, inPlay(s, name)).damage;

function activate(s: GameState, who: string, name: string, ability: number, targets?: ({ object: string } | { player: string })[]): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets ?? [] }, who);
  return payFully(s);
}

describe("clauses: \"The next time a source of your choice would deal damage this turn, that damage is dealt to ~ instead\" (419.6c)", () => {
  it("502.41, 502.38: \"Bushido 1; defender\" — Opal-Eye can't attack, and blocking Bob's Grizzly Bears it gets +1/+1 until end of turn", () => {
    let s = passUntil(manualGame({ players: [{ library, play: [OPAL, "Grizzly Bears"] }, { library }], turn: 3 }), (t) => t.pending?.kind === "attackers");
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, OPAL), defender: "p2" }] }, "308.2");
    expect(JSON.stringify(legalDecision(s, "p1")!.details)).toContain(inPlay(s, "Grizzly Bears"));
    expect(JSON.stringify(legalDecision(s, "p1")!.details)).not.toContain(inPlay(s, OPAL));
    s = manualGame({ players: [{ library, play: [OPAL] }, { library, play: ["Grizzly Bears"] }], turn: 2, active: 1, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, OPAL), attacker: inPlay(s, "Grizzly Bears") }] }, "p1");
    s = pass(s, 2); // bushido 1 resolves
    expect(view(s, "p1").play.find((o) => o.name === OPAL)).toMatchObject({ power: 2, toughness: 5 }) // 1/4 printed;
  });

  it("419.6c: Kumano's 1 damage to Ann's Grizzly Bears is dealt to Opal-Eye instead (and prevented by its own shield); the next time Kumano deals damage this turn, the redirection is used up and the Bears take it", () => {
    let s = manualGame({ players: [{ library, play: [OPAL, "Grizzly Bears", "Plains", "Plains"] }, { library, play: ["Kumano, Master Yamabushi", "Mountain", "Mountain", "Mountain", "Mountain"] }], turn: 2, active: 1 });
    const bears = inPlay(s, "Grizzly Bears");
    s = activate(s, "p2", "Kumano, Master Yamabushi", 0, [{ object: bears }]);
    s = act(s, { type: "pass" }, "p2");
    s = activate(s, "p1", OPAL, 1); // {1}{W}: prevent the next 1 damage to Opal-Eye
    s = activate(s, "p1", OPAL, 0); // {T}: the redirection
    s = pass(s, 2); // the redirection resolves: Ann chooses the source now
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("chooseSource");
    const kumano = inPlay(s, "Kumano, Master Yamabushi");
    expect(d.options).toContainEqual({ type: "chooseSource", source: kumano });
    s = act(s, { type: "chooseSource", source: kumano }, "p1");
    s = pass(s, 2); // the prevention shield resolves
    s = pass(s, 2); // Kumano's ability: its 1 damage to the Bears is dealt to Opal-Eye instead, and prevented
    expect([damage(s, "Grizzly Bears"), damage(s, OPAL)]).toEqual([0, 0]);
    expect(card(s, inPlay(s, OPAL)).zone).toBe("play");
    s = activate(s, "p2", "Kumano, Master Yamabushi", 0, [{ object: bears }]);
    s = pass(s, 2); // the second time: not redirected
    expect([damage(s, "Grizzly Bears"), damage(s, OPAL)]).toEqual([1, 0]);
  });

  it("419.6c: all the damage the chosen source deals at that time is redirected: Pyroclasm's 2 damage to each creature is all dealt to Opal-Eye, which dies; the Bears and Bob's Hill Giant take none", () => {
    let s = manualGame({ players: [{ library, play: [OPAL, "Grizzly Bears"] }, { library, play: ["Hill Giant", "Mountain", "Mountain"], hand: ["Pyroclasm"] }], turn: 2, active: 1 });
    s = cast(s, "p2", "Pyroclasm");
    s = act(s, { type: "pass" }, "p2");
    s = activate(s, "p1", OPAL, 0);
    s = pass(s, 2);
    const pyroclasm = s.stack.find((id) => card(s, id).card === "Pyroclasm")!;
    s = act(s, { type: "chooseSource", source: pyroclasm }, "p1");
    s = pass(s, 2); // Pyroclasm resolves
    expect(zoneNames(s, "p1", "graveyard")).toContain(OPAL);
    expect([damage(s, "Grizzly Bears"), damage(s, "Hill Giant")]).toEqual([0, 0]);
  });
});
