import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames, resolveStack } from "../helpers.js";

// "artifact creature" as a noun (212.1: an object of both card types; seventeenth session, helper cardsm4).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const keywords = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords;

describe("clauses: \"artifact creature\" (212.1: both types at once)", () => {
  it("the cards are offered", () => {
    for (const name of ["Magnetic Flux", "Voltaic Construct", "Auriok Siege Sled", "Skeleton Shard", "Moriok Scavenger", "Ogre Leadfoot", "Tel-Jilad Wolf", "Dross Scorpion", "Domineer", "Amrou Seekers"]) expect(isSupported(name), name).toBe(true);
  });

  it("212.1, 418.5a: Magnetic Flux gives flying to Ann's artifact creatures only: not her Grizzly Bears, not Bob's Bottle Gnomes", () => {
    let s = manualGame({ players: [{ hand: ["Magnetic Flux"], play: ["Island", "Island", "Island", "Bottle Gnomes", "Grizzly Bears"], library }, { play: ["Bottle Gnomes"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Magnetic Flux"));
    expect(keywords(s, inPlay(s, "Bottle Gnomes", "p1"))).toContain("flying");
    expect(keywords(s, inPlay(s, "Grizzly Bears"))).not.toContain("flying");
    expect(keywords(s, inPlay(s, "Bottle Gnomes", "p2"))).not.toContain("flying");
  });

  it("409.1c: Voltaic Construct untaps a tapped Bottle Gnomes; a tapped Grizzly Bears (a creature, no artifact) and a tapped Howling Mine (an artifact, no creature) are no legal targets", () => {
    let s = manualGame({ players: [{ play: ["Voltaic Construct", "Island", "Island", { card: "Bottle Gnomes", tapped: true }, { card: "Grizzly Bears", tapped: true }, { card: "Howling Mine", tapped: true }], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Voltaic Construct"), ability: 0 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Howling Mine") }] }, "409.1c");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bottle Gnomes") }] }, "p1")));
    expect(card(s, inPlay(s, "Bottle Gnomes")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
  });

  it("409.1c: Skeleton Shard for {B} returns an artifact creature card from Ann's graveyard; a creature card or an artifact card is no legal target", () => {
    let s = manualGame({ players: [{ play: ["Skeleton Shard", "Swamp"], graveyard: ["Grizzly Bears", "Howling Mine", "Bottle Gnomes"], library }, { library }], turn: 3 });
    const grave = s.players[0]!.graveyard;
    const [bears, mine, gnomes] = [grave[0]!, grave[1]!, grave[2]!];
    s = act(s, { type: "playAbility", source: inPlay(s, "Skeleton Shard"), ability: 1 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: mine }] }, "409.1c");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: gnomes }] }, "p1")));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bottle Gnomes"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Howling Mine"]);
  });

  it("309.2: Tel-Jilad Wolf blocked by Bottle Gnomes gets +3/+3; blocked by Grizzly Bears its ability doesn't trigger", () => {
    for (const [blocker, expected] of [["Bottle Gnomes", [5, 5]], ["Grizzly Bears", [2, 2]]] as const) {
      let s = manualGame({ players: [{ play: ["Tel-Jilad Wolf"], library }, { play: [blocker], library }], turn: 3 });
      const wolf = inPlay(s, "Tel-Jilad Wolf");
      s = passUntil(s, (x) => x.pending?.kind === "attackers");
      s = act(s, { type: "declareAttackers", attackers: [{ attacker: wolf, defender: "p2" }] });
      for (let i = 0; i < 10 && s.pending?.kind !== "blockers"; i++) s = pass(s);
      s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, blocker), attacker: wolf }] }, "p2");
      expect(s.stack.length, blocker).toBe(blocker === "Bottle Gnomes" ? 1 : 0);
      s = resolveStack(s);
      expect(pt(s, wolf), blocker).toEqual(expected);
    }
  });

  it("212.4, 208: Domineer enchants only an artifact creature, and Ann controls the enchanted Bottle Gnomes", () => {
    let s = manualGame({ players: [{ hand: ["Domineer"], play: ["Island", "Island", "Island"], library }, { play: ["Bottle Gnomes", "Grizzly Bears"], library }], turn: 3 });
    const t = act(s, { type: "playSpell", card: inHand(s, "p1", "Domineer") }, "p1");
    rejects(t, "p1", { type: "chooseTargets", targets: [{ object: inPlay(t, "Grizzly Bears") }] }, "409.1c");
    s = resolveStack(cast(s, "p1", "Domineer", [{ object: inPlay(s, "Bottle Gnomes") }]));
    expect(controllerOf(s, card(s, inPlay(s, "Bottle Gnomes")))).toBe("p1");
    expect(controllerOf(s, card(s, inPlay(s, "Grizzly Bears")))).toBe("p2");
  });

  it("309.2: Amrou Seekers can be blocked by Bottle Gnomes (an artifact creature), which keeps its damage from Bob, but not by Grizzly Bears", () => {
    let s = manualGame({ players: [{ play: ["Amrou Seekers"], library }, { play: ["Bottle Gnomes", "Grizzly Bears"], library }], turn: 3 });
    const seekers = inPlay(s, "Amrou Seekers");
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: seekers, defender: "p2" }] });
    for (let i = 0; i < 10 && s.pending?.kind !== "blockers"; i++) s = pass(s);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: seekers }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Bottle Gnomes"), attacker: seekers }] }, "p2");
    for (let i = 0; i < 20 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
    expect(life(s, "p2")).toBe(20);
  });
});
