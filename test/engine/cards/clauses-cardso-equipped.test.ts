import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, life, manualGame, pass, passUntil, payFully, pt } from "../helpers.js";

// "As long as ~ is equipped, it gets +1/+1 and has flying." (Skyhunter Cub, Auriok Glaivemaster,
// Leonin Den-Guard's "attacking doesn't cause it to tap"): a static ability of the creature itself
// that applies while an Equipment is attached to it (212.2), changing its P/T in layer 6c and
// granting its ability in layer 6 (418.5a). An Aura attached to it doesn't make it equipped.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];

function equip(s: GameState, equipment: string, creature: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, equipment), ability: 0 });
  return pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: creature }] })), 2);
}
const flies = (s: GameState, id: string) => hasKeyword(s, s.objects[id] as CardObject, "flying");

describe("clauses: \"As long as ~ is equipped, it gets +N/+N and has ...\" (212.2, 418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Skyhunter Cub", "Auriok Glaivemaster", "Leonin Den-Guard"]) expect(isSupported(name), name).toBe(true);
  });

  it("212.2: Skyhunter Cub enchanted by Holy Strength (an Aura doesn't count) is 3/4 without flying; equipped with Leonin Scimitar too it is 5/6 and flies", () => {
    let s = manualGame({ players: [{ play: ["Skyhunter Cub", { card: "Holy Strength", attachedTo: 0 }, "Leonin Scimitar", "Plains"], library }, { library }], turn: 3 });
    const cub = inPlay(s, "Skyhunter Cub");
    expect(pt(s, cub)).toEqual([3, 4]); // 2/2 and Holy Strength's +1/+2: enchanted, not equipped
    expect(flies(s, cub)).toBe(false);
    s = equip(s, "Leonin Scimitar", cub);
    expect(pt(s, cub)).toEqual([5, 6]);
    expect(flies(s, cub)).toBe(true);
  });

  it("502.4: equipped Skyhunter Cub can't be blocked by Grizzly Bears (no blocker is asked for, its 4 damage is dealt); unequipped it can be blocked", () => {
    for (const equipped of [true, false]) {
      const play = equipped ? ["Skyhunter Cub", { card: "Leonin Scimitar", attachedTo: 0 }] : ["Skyhunter Cub"];
      let s = manualGame({ players: [{ play, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
      s = passUntil(s, (x) => x.pending?.kind === "attackers");
      s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Skyhunter Cub"), defender: "p2" }] });
      s = passUntil(s, (x) => x.pending?.kind === "blockers" || x.turn.phase === "postcombatMain");
      if (equipped) expect(life(s, "p2")).toBe(16); // 2/2, +1/+1 its own, +1/+1 the Scimitar's
      else {
        expect(s.pending?.kind).toBe("blockers");
        s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Skyhunter Cub") }] });
        s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
        expect(life(s, "p2")).toBe(20);
      }
    }
  });

  it("502.2: Auriok Glaivemaster equipped with Bonesplitter is 4/2 with first strike: it kills a 2/2 blocker before that one deals damage", () => {
    let s = manualGame({ players: [{ play: ["Auriok Glaivemaster", { card: "Bonesplitter", attachedTo: 0 }], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const glaive = inPlay(s, "Auriok Glaivemaster");
    expect(pt(s, glaive)).toEqual([4, 2]);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: glaive, defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: glaive }] });
    s = passUntil(s, (x) => x.turn.phase === "postcombatMain");
    expect(() => inPlay(s, "Grizzly Bears")).toThrow();
    expect(inPlay(s, "Auriok Glaivemaster")).toBe(glaive);
  });

  it("502.? (vigilance): equipped Leonin Den-Guard attacks without tapping; unequipped it taps", () => {
    for (const equipped of [true, false]) {
      const play = equipped ? ["Leonin Den-Guard", { card: "Leonin Scimitar", attachedTo: 0 }] : ["Leonin Den-Guard"];
      let s = manualGame({ players: [{ play, library }, { library }], turn: 3 });
      const guard = inPlay(s, "Leonin Den-Guard");
      expect(pt(s, guard)).toEqual(equipped ? [3, 5] : [1, 3]);
      s = passUntil(s, (x) => x.pending?.kind === "attackers");
      s = act(s, { type: "declareAttackers", attackers: [{ attacker: guard, defender: "p2" }] });
      expect((s.objects[guard] as { tapped?: boolean }).tapped ?? false).toBe(!equipped);
    }
  });
});
