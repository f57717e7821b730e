// Bushido counted and granted (502.38): "Each other Samurai you control gets +1/+1 for each point
// of bushido it has." (Takeno, Samurai General: 418.5a layer 6d, counted for each creature from
// its own bushido abilities as layer 5 leaves them) and training counters (Sensei Golden-Tail:
// "Put a training counter on target creature. That creature gains bushido 1 and becomes a Samurai
// in addition to its other creature types.", for as long as it has a training counter on it:
// layer 4 the creature type, layer 5 the ability).
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, pass, payFully, pt, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

const typesOf = (s: GameState, id: string) => characteristics(s, card(s, id)).subtypes;

/** Plays the first listed activated ability of `source` (not a mana ability), targeting `target`, and pays for it. */
function activate(s: GameState, source: string, target: string): GameState {
  const d = legalDecision(s, "p1")!;
  const option = d.options.find((o) => o.type === "playAbility" && o.source === source);
  if (!option) throw new Error("ability not offered");
  s = act(s, option, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: target }] }, "p1");
  for (let i = 0; i < 10 && s.pending?.kind === "payment"; i++) {
    const pay = legalDecision(s, "p1")!.options.find((o) => o.type === "payMana") ?? legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility");
    s = act(s, pay!, "p1");
  }
  return s;
}

describe("502.38: Takeno, Samurai General — each other Samurai you control gets +1/+1 for each point of bushido it has", () => {
  it("502.38, 418.5a: Devoted Retainer (bushido 1) is 2/2, Inner-Chamber Guard (bushido 2) 2/4; Takeno itself, Grizzly Bears (no Samurai) and the opponent's Samurai Enforcers are unchanged", () => {
    const s = combatGame({ play: ["Takeno, Samurai General", "Devoted Retainer", "Inner-Chamber Guard", "Grizzly Bears"] }, { play: ["Samurai Enforcers"] }, "main");
    expect(pt(s, inPlay(s, "Devoted Retainer"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Inner-Chamber Guard"))).toEqual([2, 4]);
    expect(pt(s, inPlay(s, "Takeno, Samurai General"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Samurai Enforcers"))).toEqual([4, 4]);
  });

  it("502.38: Fumiko the Lowblood's bushido X counts X as it is now: 3/2 before combat, 5/4 with two creatures attacking; blocked, her bushido trigger adds +2/+2 more", () => {
    let s = combatGame({ play: ["Takeno, Samurai General", "Fumiko the Lowblood", "Devoted Retainer"] }, { play: ["Hill Giant"] });
    expect(pt(s, inPlay(s, "Fumiko the Lowblood"))).toEqual([3, 2]);
    s = attack(s, "Fumiko the Lowblood", "Devoted Retainer");
    expect(pt(s, inPlay(s, "Fumiko the Lowblood"))).toEqual([5, 4]);
    s = block(pass(s, 2), ["Hill Giant", "Fumiko the Lowblood"]);
    s = pass(s, 2); // her bushido trigger resolves: +2/+2 until end of turn
    expect(pt(s, inPlay(s, "Fumiko the Lowblood"))).toEqual([7, 6]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("502.38: the bonus lasts only while Takeno is in play: Volcanic Hammer kills him and Devoted Retainer is 1/1 again", () => {
    let s = combatGame({ hand: ["Volcanic Hammer"], play: ["Takeno, Samurai General", "Devoted Retainer", "Mountain", "Mountain"] }, {}, "main");
    expect(pt(s, inPlay(s, "Devoted Retainer"))).toEqual([2, 2]);
    s = pass(payFully(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Takeno, Samurai General") }])), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Takeno, Samurai General", "Volcanic Hammer"]);
    expect(pt(s, inPlay(s, "Devoted Retainer"))).toEqual([1, 1]);
  });
});

describe("502.38: Sensei Golden-Tail's training counters", () => {
  it("502.38, 418.5a: Grizzly Bears with a training counter is a Bear Samurai with bushido 1; blocked by Hill Giant it gets +1/+1, and with Takeno +1/+1 more, so it survives and kills the Giant", () => {
    let s = combatGame({ play: ["Sensei Golden-Tail", "Takeno, Samurai General", "Grizzly Bears", "Plains", "Plains"] }, { play: ["Hill Giant"] }, "main");
    const bears = inPlay(s, "Grizzly Bears");
    expect(typesOf(s, bears)).toEqual(["Bear"]);
    s = activate(s, inPlay(s, "Sensei Golden-Tail"), bears);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(card(s, bears).counters).toEqual({ training: 1 });
    expect(typesOf(s, bears)).toEqual(["Bear", "Samurai"]);
    // Layer 4 made it a Samurai, layer 5 gave it bushido 1: Takeno's layer-6d bonus counts it.
    expect(pt(s, bears)).toEqual([3, 3]);
    s = passTo(s, "declareAttackers");
    s = attack(s, "Grizzly Bears");
    s = block(pass(s, 2), ["Hill Giant", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(1); // the granted bushido triggers
    s = pass(s, 2);
    expect(pt(s, bears)).toEqual([4, 4]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.play).toContain(bears);
  });

  it("502.38: the ability and the type last only as long as the creature has a training counter on it", () => {
    let s = combatGame({ play: ["Sensei Golden-Tail", "Takeno, Samurai General", "Grizzly Bears", "Plains", "Plains"] }, {}, "main");
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(activate(s, inPlay(s, "Sensei Golden-Tail"), bears), 2);
    expect(pt(s, bears)).toEqual([3, 3]);
    // No card of the pool removes a training counter: the counter is taken off as such an effect would.
    const { counters: _, ...without } = card(s, bears);
    const removed: GameState = { ...s, objects: { ...s.objects, [bears]: without } };
    expect(typesOf(removed, bears)).toEqual(["Bear"]);
    expect(pt(removed, bears)).toEqual([2, 2]);
    expect(characteristics(removed, card(removed, bears)).abilities).toEqual([]);
  });

  it("502.38: played only as a sorcery could be (not in combat), and Sensei taps", () => {
    let s = combatGame({ play: ["Sensei Golden-Tail", "Grizzly Bears", "Plains", "Plains"] }, {});
    const sensei = inPlay(s, "Sensei Golden-Tail");
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === sensei)).toBe(false);
    s = combatGame({ play: ["Sensei Golden-Tail", "Grizzly Bears", "Plains", "Plains"] }, {}, "main");
    s = activate(s, inPlay(s, "Sensei Golden-Tail"), inPlay(s, "Sensei Golden-Tail"));
    expect(card(s, inPlay(s, "Sensei Golden-Tail")).tapped).toBe(true);
    s = pass(s, 2);
    // Sensei trained itself: its printed bushido 1 and the granted one are two instances.
    expect(characteristics(s, card(s, inPlay(s, "Sensei Golden-Tail"))).abilities.filter((a) => a.kind === "triggered")).toHaveLength(2);
  });
});
