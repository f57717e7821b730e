// Characteristics are remembered with the state they were computed for (characteristics.ts):
// across reading scopes, and into apply's copy. These tests read a state through the decision
// listing first (which remembers every permanent's layers), then change what the layers read
// and check that the new values are computed, not the remembered ones.
import { describe, expect, it } from "vitest";
import { carryReading, characteristics, readingState } from "../../../src/engine/effects/characteristics.js";
import { card, newTimestamp } from "../../../src/engine/game/game.js";
import { cloneState } from "../../../src/engine/game/clone.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, toNextUpkeep } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Power and toughness read in a reading scope, after the decision listing has read the state. */
const rememberedPT = (s: GameState, name: string) => {
  legalDecision(s, s.pending!.player);
  return readingState(s, () => {
    const c = characteristics(s, card(s, inPlay(s, name)));
    return [c.power, c.toughness];
  });
};

describe("layers remembered with the state follow every change they read (208.2, 418.5)", () => {
  it("208.2, 409.1a: Maro's power and toughness follow its controller's hand when a spell leaves it for the stack (nothing in play changes)", () => {
    let s = manualGame({ players: [{ hand: ["Forest", "Grizzly Bears", "Shock"], play: ["Maro", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Maro")).toEqual([3, 3]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    expect(s.pending?.kind).toBe("payment");
    expect(rememberedPT(s, "Maro")).toEqual([2, 2]);
  });

  it("208.2: Nightmare counts a Swamp that comes into play after the layers were remembered", () => {
    let s = manualGame({ players: [{ hand: ["Swamp"], play: ["Nightmare", "Swamp", "Swamp"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Nightmare")).toEqual([2, 2]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Swamp") });
    expect(rememberedPT(s, "Nightmare")).toEqual([3, 3]);
  });

  it("418.5 (6d): tapping a land for mana keeps the remembered values, which still match what the layers give", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Glorious Anthem", "Llanowar Elves", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Llanowar Elves")).toEqual([2, 2]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    const forest = inPlay(s, "Forest");
    const tap = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === forest)!;
    s = act(s, tap);
    expect(s.objects[forest]).toMatchObject({ tapped: true });
    expect(rememberedPT(s, "Llanowar Elves")).toEqual([2, 2]);
    // Computed afresh outside any reading scope: the same.
    const c = characteristics(s, card(s, inPlay(s, "Llanowar Elves")));
    expect([c.power, c.toughness]).toEqual([2, 2]);
  });
});

/** Every permanent of a card's power and toughness, read in one reading scope after the decision listing. */
const allPT = (s: GameState, name: string, controller: string) => {
  legalDecision(s, s.pending!.player);
  return readingState(s, () =>
    s.play
      .map((id) => card(s, id))
      .filter((o) => o.card === name && o.controller === controller)
      .map((o) => {
        const c = characteristics(s, o);
        return `${c.power}/${c.toughness}`;
      }),
  );
};

describe("permanents alike for the layers share them, those apart go alone (418.5)", () => {
  // Permanents of one card and controller, untapped, with no counters, effects or attachments,
  // are computed once per reading (characteristics.ts `alike`): any of these differences must
  // still give each its own values.
  const position = () =>
    manualGame({
      players: [
        { play: ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Goblin King", "Goblin King", "Goblin Piker", "Goblin Piker", "Bonesplitter", "Mountain"], library },
        { play: ["Grizzly Bears", "Grizzly Bears", "Glorious Anthem", "Goblin Piker"], library },
      ],
      turn: 3,
    });

  it("418.5 (6c, 6d): a +1/+1 counter, an Equipment and being tapped each reach only their own Grizzly Bears; the others and the opponent's (with its Anthem) read their own effects", () => {
    expect(allPT(position(), "Grizzly Bears", "p1")).toEqual(["2/2", "2/2", "2/2"]);
    const s = manualGame({
      players: [
        { play: ["Grizzly Bears", { card: "Grizzly Bears", counters: { "+1/+1": 1 } }, { card: "Grizzly Bears", tapped: true }, "Grizzly Bears", { card: "Bonesplitter", attachedTo: 3 }, "Grizzly Bears"], library },
        { play: ["Grizzly Bears", "Glorious Anthem", "Grizzly Bears"], library },
      ],
      turn: 3,
    });
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["2/2", "3/3", "2/2", "4/2", "2/2"]);
    expect(allPT(s, "Grizzly Bears", "p2")).toEqual(["3/3", "3/3"]);
  });

  it("418.5 (6d): each Goblin King gets +1/+1 from the other King only ('Other Goblins'), and every Goblin Piker of its controller from both; the opponent's Piker from neither but from its Anthem", () => {
    const s = position();
    expect(allPT(s, "Goblin King", "p1")).toEqual(["3/3", "3/3"]);
    expect(allPT(s, "Goblin Piker", "p1")).toEqual(["4/3", "4/3"]);
    // Goblin King reads "Other Goblins get +1/+1": every Goblin in play, whoever controls it.
    expect(allPT(s, "Goblin Piker", "p2")).toEqual(["5/4"]);
  });

  it("418.5a (6d): each Blessed Orator gets +0/+1 from every other Orator of its controller, not from itself, tapped or with a counter alike; the Bears get it from all of them, the opponent's from its own Orator only", () => {
    const s = manualGame({
      players: [
        { play: ["Blessed Orator", "Blessed Orator", { card: "Blessed Orator", tapped: true }, { card: "Blessed Orator", counters: { "+1/+1": 1 } }, "Grizzly Bears"], library },
        { play: ["Blessed Orator", "Grizzly Bears"], library },
      ],
      turn: 3,
    });
    expect(allPT(s, "Blessed Orator", "p1")).toEqual(["1/7", "1/7", "1/7", "2/8"]);
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["2/6"]);
    expect(allPT(s, "Blessed Orator", "p2")).toEqual(["1/4"]);
    expect(allPT(s, "Grizzly Bears", "p2")).toEqual(["2/3"]);
  });
});

describe("the attackers and blockers are read by the layers only when something in them says so (418.5, layer-inputs.ts)", () => {
  it("502.38, 418.5a: Fumiko the Lowblood's bushido X (the attacking creatures) under Takeno, Samurai General follows the attackers declared and the end of combat, remembered or not", () => {
    let s = combatGame({ play: ["Takeno, Samurai General", "Fumiko the Lowblood", "Devoted Retainer"] }, { play: ["Hill Giant"] });
    expect(rememberedPT(s, "Fumiko the Lowblood")).toEqual([3, 2]);
    s = attack(s, "Fumiko the Lowblood", "Devoted Retainer");
    expect(rememberedPT(s, "Fumiko the Lowblood")).toEqual([5, 4]);
    s = passTo(block(pass(s, 2)), "endOfCombat"); // no blocks
    expect(rememberedPT(s, "Fumiko the Lowblood")).toEqual([5, 4]);
    s = pass(s, 2); // 311.?: the combat is over, no creature attacks any more
    expect(s.turn.step).toBe("main");
    expect(rememberedPT(s, "Fumiko the Lowblood")).toEqual([3, 2]);
  });

  it("418.5: with no filter or count reading combat, declaring attackers keeps the layers remembered; the values are still the ones computed afresh", () => {
    let s = combatGame({ play: ["Glorious Anthem", "Grizzly Bears", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    expect(rememberedPT(s, "Grizzly Bears")).toEqual([3, 3]);
    s = attack(s, "Grizzly Bears");
    expect(rememberedPT(s, "Grizzly Bears")).toEqual([3, 3]);
    const c = characteristics(s, card(s, inPlay(s, "Grizzly Bears")));
    expect([c.power, c.toughness]).toEqual([3, 3]);
  });
});

describe("an effect that begins or ends is read again by the objects it affects only, unless it affects a source of static abilities (418.5, layer-inputs.ts)", () => {
  it("418.5 (6b, 6d): Giant Growth on one of two Grizzly Bears under Blessed Orator makes that one 5/6 while the other keeps its remembered 2/3; at the cleanup step both are 2/3 again", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Blessed Orator", "Grizzly Bears", "Grizzly Bears", "Forest"], library }, { library }], turn: 3 });
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["2/3", "2/3"]);
    s = pass(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(s.effects).toHaveLength(1);
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["5/6", "2/3"]);
    s = toNextUpkeep(s);
    expect(s.effects).toEqual([]);
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["2/3", "2/3"]);
  });

  // The memo is renewed for every object once an effect on a source of static abilities begins
  // (layer-inputs.ts `changedByEnvironment`). Here the control note flow.ts writes on the Orator
  // soon after changes the source's fields too, so this outcome holds by either path; the next
  // test reads before the note and guards that rule alone.
  it("418.5 (2, 6d): Threaten on Blessed Orator, an effect on a source of a static ability, changes the creatures its ability reaches though no effect names them: the owner's Bears lose +0/+1, the new controller's Hill Giant gets it", () => {
    let s = manualGame({ players: [{ hand: ["Threaten"], play: ["Mountain", "Mountain", "Mountain", "Hill Giant"], library }, { play: ["Blessed Orator", "Grizzly Bears"], library }], turn: 3 });
    expect(allPT(s, "Grizzly Bears", "p2")).toEqual(["2/3"]);
    expect(allPT(s, "Hill Giant", "p1")).toEqual(["3/3"]);
    s = pass(cast(s, "p1", "Threaten", [{ object: inPlay(s, "Blessed Orator") }]), 2);
    expect(s.effects.length).toBeGreaterThan(0);
    expect(allPT(s, "Grizzly Bears", "p2")).toEqual(["2/2"]);
    expect(allPT(s, "Hill Giant", "p1")).toEqual(["3/4"]);
  });

  // The edge itself: a reading after the control effect began and before flow.ts notes the new
  // controller on the Orator (the rest of a resolution reads there), with no field of the Orator changed yet.
  it("418.5 (2, 6d): read between Threaten's control effect and the control note, Blessed Orator's +0/+1 already follows its new controller (the memo is renewed for every object)", () => {
    const s = manualGame({ players: [{ play: ["Hill Giant"], library }, { play: ["Blessed Orator", "Grizzly Bears"], library }], turn: 3 });
    expect(allPT(s, "Grizzly Bears", "p2")).toEqual(["2/3"]);
    const orator = inPlay(s, "Blessed Orator");
    const next = cloneState(s);
    carryReading(s, next);
    next.effects.push({ id: next.nextEffectId++, timestamp: newTimestamp(next), layer: 2, affects: [orator], modification: { kind: "gainControl" }, duration: "endOfTurn", source: { id: orator, name: "Threaten", controller: "p1" } });
    expect(next.objects[orator]).toBe(s.objects[orator]);
    const read = (name: string) => readingState(next, () => { const c = characteristics(next, card(next, inPlay(next, name))); return `${c.power}/${c.toughness}`; });
    expect([read("Grizzly Bears"), read("Hill Giant")]).toEqual(["2/2", "3/4"]);
  });
});

describe("an Aura or Equipment moved to another permanent is read again by itself and the permanents it leaves and joins (212.2i, 418.5e, layer-inputs.ts)", () => {
  it("502.33, 418.5 (6d): Bonesplitter moved from Grizzly Bears to Hill Giant: the Bears lose +2/+0 and the Giant gets it, read through the memo; Glorious Anthem's other Bears keep its remembered +1/+1", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Hill Giant", { card: "Bonesplitter", attachedTo: 0 }, "Glorious Anthem", "Grizzly Bears", "Mountain"], library }, { library }], turn: 3 });
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["5/3", "3/3"]);
    expect(allPT(s, "Hill Giant", "p1")).toEqual(["4/4"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Bonesplitter"), ability: 0 });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] })), 2);
    expect(s.objects[inPlay(s, "Bonesplitter")]).toMatchObject({ attachedTo: inPlay(s, "Hill Giant") });
    expect(allPT(s, "Grizzly Bears", "p1")).toEqual(["3/3", "3/3"]);
    expect(allPT(s, "Hill Giant", "p1")).toEqual(["6/4"]);
  });
});
