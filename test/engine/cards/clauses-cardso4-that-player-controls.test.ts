import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, life, manualGame, passUntil, rejects, zoneNames } from "../helpers.js";

// "Whenever ~ deals combat damage to a player, [you may] ... target creature that player controls":
// the target is chosen as the ability is put on the stack (410.4), among the permanents of the
// player its trigger event names (404.1), the player dealt the damage.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** p1 attacks p2 with `attacker`; p2 doesn't block; stops as the combat damage trigger asks for its target. */
function connect(s: GameState, attacker: string): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, attacker), defender: "p2" }] });
  const stop = (x: GameState) => x.pending?.kind === "triggerTargets" || x.pending?.kind === "may" || x.turn.phase === "postcombatMain";
  s = passUntil(s, (x) => x.pending?.kind === "blockers" || stop(x));
  if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
  return passUntil(s, stop);
}

/** The targets listed for the pending trigger. */
const listed = (s: GameState) => legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "chooseTargets" ? o.targets.map((t) => ("object" in t ? t.object : t.player)) : []));

/** Passes until the "may" is asked, answers it, and passes until the stack is empty. */
function resolve(s: GameState, accept: boolean): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "may");
  s = act(s, { type: "may", accept });
  return passUntil(s, (x) => x.stack.length === 0);
}

describe("clauses: \"target [permanent] that player controls\" after a combat damage trigger (404.1, 410.4)", () => {
  it("the cards are offered", () => {
    for (const name of ["Skirk Commando", "Snapping Thragg", "Dawning Purist", "Mistblade Shinobi", "Throat Slitter", "Rustmouth Ogre", "Trygon Predator"]) expect(isSupported(name), name).toBe(true);
  });

  it("Skirk Commando: only the damaged player's creatures are listed (not its controller's own); accepted, it deals 2 damage to the one chosen", () => {
    let s = manualGame({ players: [{ play: ["Skirk Commando", "Grizzly Bears"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = connect(s, "Skirk Commando");
    expect(life(s, "p2")).toBe(18);
    expect(s.pending?.kind).toBe("triggerTargets");
    const theirs = [inPlay(s, "Grizzly Bears", "p2"), inPlay(s, "Hill Giant", "p2")];
    expect(listed(s).sort()).toEqual(theirs.sort());
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears", "p1") }] }, "409.1c");
    s = resolve(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears", "p2") }] }), true);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p1", "graveyard")).not.toContain("Grizzly Bears");
  });

  it("Snapping Thragg declined: no damage is dealt to the target", () => {
    let s = manualGame({ players: [{ play: ["Snapping Thragg"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = connect(s, "Snapping Thragg");
    // 410.4: one legal target, chosen without asking.
    s = resolve(s, false);
    expect(s.objects[inPlay(s, "Grizzly Bears", "p2")]).toMatchObject({ damage: 0 });
  });

  it("410.4: with no creature of the damaged player's, the ability is removed though its controller has creatures", () => {
    let s = manualGame({ players: [{ play: ["Skirk Commando", "Grizzly Bears"], library }, { play: [], library }], turn: 3 });
    s = connect(s, "Skirk Commando");
    expect(s.turn.phase).toBe("postcombatMain");
    expect(s.stack).toHaveLength(0);
    expect(s.objects[inPlay(s, "Grizzly Bears", "p1")]).toMatchObject({ damage: 0 });
  });

  it("Dawning Purist: destroys the enchantment of the damaged player, not its controller's", () => {
    let s = manualGame({ players: [{ play: ["Dawning Purist", "Glorious Anthem"], library }, { play: ["Bad Moon"], library }], turn: 3 });
    s = connect(s, "Dawning Purist");
    s = resolve(s, true);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Bad Moon");
    expect(zoneNames(s, "p1", "graveyard")).not.toContain("Glorious Anthem");
  });
});
