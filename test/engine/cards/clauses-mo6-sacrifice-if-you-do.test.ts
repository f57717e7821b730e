import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, playNames, zoneNames } from "../helpers.js";

// "you may sacrifice ~. If you do, draw a card." (Dreamcatcher) and "Whenever ~ deals combat damage to
// a player, you may sacrifice it. If you do, gain control of target creature that player controls."
// (Riptide Entrancer): the ability's controller chooses as it resolves; the effects after "If you do"
// happen only if the permanent was sacrificed. Only its controller can sacrifice it, and only while it
// is in play: once it has left play nothing is asked and nothing happens. The target was chosen as the
// ability was put on the stack (410.4); gained control doesn't end at end of turn.
const library = ["Island", "Island", "Island", "Island", "Island", "Island"];

/** Passes until the "may" is asked (answering it as `accept` says) and the stack is empty. */
function resolveAll(s: GameState, accept: boolean): GameState {
  for (let i = 0; i < 30 && (s.stack.length > 0 || s.pending?.kind === "may"); i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept }) : pass(s);
  return s;
}

describe("clauses: \"you may sacrifice ~. If you do, ...\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Dreamcatcher", "Riptide Entrancer"]) expect(isSupported(name), name).toBe(true);
  });

  const catcher = (hand: string[]) => manualGame({ players: [{ library, hand, play: ["Dreamcatcher", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });

  it("Ann plays Lava Spike (Arcane) and accepts: Dreamcatcher is sacrificed and she draws a card", () => {
    let s = catcher(["Lava Spike"]);
    s = cast(s, "p1", "Lava Spike", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2); // the trigger is above the spell
    s = resolveAll(s, true);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Dreamcatcher", "Lava Spike"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("declined: Dreamcatcher stays and no card is drawn", () => {
    let s = catcher(["Lava Spike"]);
    s = resolveAll(cast(s, "p1", "Lava Spike", [{ player: "p2" }]), false);
    expect(playNames(s, "p1")).toContain("Dreamcatcher");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });

  it("Dreamcatcher destroyed in response: nothing is asked and no card is drawn", () => {
    let s = catcher(["Lava Spike", "Shock"]);
    s = cast(s, "p1", "Lava Spike", [{ player: "p2" }]);
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Dreamcatcher") }]);
    s = pass(s, 2); // Shock resolves: Dreamcatcher dies
    expect(zoneNames(s, "p1", "graveyard")).toContain("Dreamcatcher");
    s = pass(s, 2); // the trigger resolves
    expect(s.pending?.kind).not.toBe("may");
    s = resolveAll(s, true);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });

  function entrancerHits(): GameState {
    let s = manualGame({ players: [{ library, play: ["Riptide Entrancer", "Mountain"], hand: ["Shock"] }, { library, play: ["Hill Giant", "Grizzly Bears"] }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Riptide Entrancer"), defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
    s = passUntil(s, (x) => x.pending?.kind === "triggerTargets");
    return act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
  }

  it("Riptide Entrancer deals combat damage to Bob; accepted: it is sacrificed and Ann gains control of his Hill Giant, past the end of the turn", () => {
    let s = resolveAll(entrancerHits(), true);
    const giant = inPlay(s, "Hill Giant");
    expect(controllerOf(s, card(s, giant))).toBe("p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Riptide Entrancer"]);
    s = passUntil(s, (x) => x.turn.active === "p2");
    expect(controllerOf(s, card(s, giant))).toBe("p1");
  });

  it("declined: the Entrancer stays, Bob keeps his Hill Giant", () => {
    const s = resolveAll(entrancerHits(), false);
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p2");
    expect(playNames(s, "p1")).toContain("Riptide Entrancer");
  });

  it("the Entrancer destroyed with its ability on the stack: it can't be sacrificed, so Bob keeps his Hill Giant", () => {
    let s = entrancerHits();
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Riptide Entrancer") }]);
    s = resolveAll(s, true);
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p2");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Riptide Entrancer", "Shock"]);
  });
});
