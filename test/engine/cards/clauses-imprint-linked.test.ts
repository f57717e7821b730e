import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, freezeObjects, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// 502.34 Imprint (Mirrodin): the imprint ability removes a card from the game and the card is
// imprinted on the permanent whose ability removed it; that permanent's abilities that say "the
// imprinted card" are linked to it, and only while the permanent stays the same object in play
// (217.1c: a permanent that leaves play and comes back is a new object, with nothing imprinted).
// A card removed face up is public; the choice is asked whatever the hand holds (217.3c).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Island", "Island", "Swamp", "Mountain", "Mountain", "Forest"];
type Side = { hand?: string[]; play?: string[]; graveyard?: string[] };
const game = (p1: Side, p2: Side = {}) => manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: ["Hill Giant", ...(p2.play ?? [])] }], turn: 3 });
/** Passes until someone owes a decision other than priority. */
function toDecision(s: GameState): GameState {
  for (let i = 0; i < 12 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
}
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);
const pool = (s: GameState) => s.players[0]!.manaPool;

describe("imprint (502.34): Chrome Mox", () => {
  it("502.34: the imprint ability offers only a nonartifact, nonland card of the hand, or none; the card removed face up is named to every player", () => {
    let s = game({ hand: ["Chrome Mox", "Lightning Helix", "Forest", "Ornithopter"] });
    s = toDecision(cast(s, "p1", "Chrome Mox"));
    expect(s.pending).toMatchObject({ kind: "imprint", player: "p1", step: "remove" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Lightning Helix") }, { type: "chooseCard", card: null }]);
    rejects(s, "p1", { type: "chooseCard", card: inHand(s, "p1", "Forest") }, "502.34");
    rejects(s, "p1", { type: "chooseCard", card: inHand(s, "p1", "Ornithopter") }, "502.34");
    // The opponent sees the decision only as a count of options, not the card names of the hand.
    expect(JSON.stringify(view(s, "p2"))).not.toContain("Lightning Helix");
    const { state, events } = apply(freezeObjects(s), "p1", { type: "chooseCard", card: inHand(s, "p1", "Lightning Helix") });
    s = state;
    expect(removed(s)).toEqual(["Lightning Helix"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest", "Ornithopter"]);
    expect(JSON.stringify(eventsFor(events, "p2").find((e) => e.type === "imprint"))).toContain("Lightning Helix");
    expect(view(s, "p2").play.find((p) => p.id === inPlay(s, "Chrome Mox"))).toMatchObject({ imprinted: [s.removed[0]] });
  });

  it("502.34: \"{T}: Add one mana of any of the imprinted card's colors\" — a red-and-white card imprinted: red or white, nothing else", () => {
    let s = game({ hand: ["Chrome Mox", "Lightning Helix"] });
    s = toDecision(cast(s, "p1", "Chrome Mox"));
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Lightning Helix") }, "p1");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    const mox = inPlay(s, "Chrome Mox");
    rejects(s, "p1", { type: "playAbility", source: mox, ability: 1, mana: "U" }, "406.1");
    rejects(s, "p1", { type: "playAbility", source: mox, ability: 1 }, "406.1");
    expect(pool(act(s, { type: "playAbility", source: mox, ability: 1, mana: "W" }, "p1")).W).toBe(1);
    const red = act(s, { type: "playAbility", source: mox, ability: 1, mana: "R" }, "p1");
    expect(pool(red).R).toBe(1);
    expect(card(red, mox).tapped).toBe(true);
  });

  it("217.3c: the imprint ability asks even when the hand holds no card it could remove; declined, the Mox makes no mana", () => {
    let s = game({ hand: ["Chrome Mox", "Forest"] });
    s = toDecision(cast(s, "p1", "Chrome Mox"));
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p1");
    expect(removed(s)).toEqual([]);
    const tapped = act(s, { type: "playAbility", source: inPlay(s, "Chrome Mox"), ability: 1 }, "p1");
    expect(pool(tapped)).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it("217.1c: the link lasts only while the Mox stays in play — returned to its owner's hand and played again, it is a new object with nothing imprinted", () => {
    let s = game({ hand: ["Chrome Mox", "Lightning Helix", "Boomerang", "Forest"] });
    s = toDecision(cast(s, "p1", "Chrome Mox"));
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Lightning Helix") }, "p1");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    s = cast(s, "p1", "Boomerang", [{ object: inPlay(s, "Chrome Mox") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toContain("Chrome Mox");
    s = toDecision(cast(s, "p1", "Chrome Mox"));
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p1");
    // The Helix stays removed from the game, imprinted on nothing.
    expect(removed(s)).toEqual(["Lightning Helix"]);
    const mox = inPlay(s, "Chrome Mox");
    expect(card(s, mox).imprinted).toBeUndefined();
    rejects(s, "p1", { type: "playAbility", source: mox, ability: 1, mana: "R" }, "406.1");
    const tapped = act(s, { type: "playAbility", source: mox, ability: 1 }, "p1");
    expect(card(tapped, mox).tapped).toBe(true);
    expect(pool(tapped)).toEqual(pool(s));
  });
});

describe("imprint (502.34): Isochron Scepter", () => {
  it("502.34: only an instant card with converted mana cost 2 or less; \"{2}, {T}: You may copy the imprinted instant card and play the copy without paying its mana cost\" — the copy of Shock deals 2 damage, the Shock stays imprinted", () => {
    let s = game({ hand: ["Isochron Scepter", "Shock", "Counsel of the Soratami", "Hill Giant"] });
    s = toDecision(cast(s, "p1", "Isochron Scepter"));
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Shock") }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Shock") }, "p1");
    expect(removed(s)).toEqual(["Shock"]);
    const scepter = inPlay(s, "Isochron Scepter");
    s = payFully(act(s, { type: "playAbility", source: scepter, ability: 1 }, "p1"));
    s = toDecision(s);
    expect(s.pending).toMatchObject({ kind: "imprint", player: "p1", step: "copy" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: s.removed[0] }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: s.removed[0]! }, "p1");
    // The copy is played at once: its target is chosen, and no mana is paid.
    expect(s.pending).toMatchObject({ kind: "targets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = payFully(s);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Shock"]);
    expect(card(s, s.stack[0]!).spellCopy).toBe(true);
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(18);
    expect(s.stack).toEqual([]);
    expect(removed(s)).toEqual(["Shock"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("502.34: with nothing imprinted the Scepter's ability does nothing", () => {
    let s = game({ hand: ["Isochron Scepter", "Hill Giant"] });
    s = toDecision(cast(s, "p1", "Isochron Scepter"));
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p1");
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Isochron Scepter"), ability: 1 }, "p1"));
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("priority");
    expect(s.stack).toEqual([]);
    expect(s.players[1]!.life).toBe(20);
  });
});

describe("imprint (502.34): Panoptic Mirror", () => {
  /** Passes (declaring no attackers or blockers) until the Mirror's upkeep copy is asked. */
  function toUpkeepCopy(s: GameState): GameState {
    for (let i = 0; i < 120 && s.pending?.kind !== "imprint"; i++) {
      if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
      else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
      else s = pass(s);
    }
    return s;
  }

  it("409.1b, 502.34: \"Imprint — {X}, {T}: You may remove an instant or sorcery card with converted mana cost X\" — X 1 takes Shock and nothing else; at the beginning of its controller's upkeep the copy of Shock is played for free", () => {
    let s = game({ play: ["Panoptic Mirror"], hand: ["Shock", "Lightning Helix", "Hill Giant"] });
    const mirror = inPlay(s, "Panoptic Mirror");
    s = act(s, { type: "playAbility", source: mirror, ability: 0 }, "p1");
    expect(s.pending?.kind).toBe("x");
    s = payFully(act(s, { type: "chooseX", value: 1 }, "p1"));
    s = toDecision(s);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Shock") }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Shock") }, "p1");
    expect(card(s, mirror).imprinted).toEqual(s.removed);
    const turn = s.turn.number;
    s = toUpkeepCopy(s);
    expect({ turn: s.turn.number, active: s.turn.active, step: s.turn.step }).toEqual({ turn: turn + 2, active: "p1", step: "upkeep" });
    s = act(s, { type: "chooseCard", card: s.removed[0]! }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(18);
    expect(removed(s)).toEqual(["Shock"]);
  });
  it("502.59a: the copy is played as the Mirror's ability resolves, so it can't be backed out of — a modal copy (Reap and Sow) lists its modes without \"cancel\", and cancel is refused", () => {
    let s = game({ play: ["Panoptic Mirror", "Forest"], hand: ["Reap and Sow"] });
    const mirror = inPlay(s, "Panoptic Mirror");
    s = act(s, { type: "playAbility", source: mirror, ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseX", value: 4 }, "p1"));
    s = act(toDecision(s), { type: "chooseCard", card: inHand(s, "p1", "Reap and Sow") }, "p1");
    s = act(toUpkeepCopy(s), { type: "chooseCard", card: s.removed[0]! }, "p1");
    expect(s.pending?.kind).toBe("mode");
    const d = legalDecision(s, "p1")!;
    expect(d.options).not.toContainEqual({ type: "cancel" });
    expect(d.prompt).not.toContain("cancel");
    rejects(s, "p1", { type: "cancel" }, "502.59a");
    s = act(s, { type: "chooseMode", mode: 0 }, "p1");
    const plains = s.play.find((id) => card(s, id).card === "Plains")!;
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: plains }] }, "p1"));
    s = pass(s, 2);
    expect(s.play).not.toContain(plains);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Plains");
  });
});

describe("imprint (502.34): Mirror Golem", () => {
  it("502.7, 502.34: \"you may remove target card in a graveyard from the game\", then \"protection from each of the imprinted card's card types\" — Shock imprinted: an instant can't target the Golem, a creature can still block it", () => {
    let s = game({ hand: ["Mirror Golem", "Shock"], play: ["Mountain", "Mountain"] }, { graveyard: ["Shock", "Hill Giant"] });
    s = cast(s, "p1", "Mirror Golem");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    const shock = s.players[1]!.graveyard[0]!;
    s = act(s, { type: "chooseTargets", targets: [{ object: shock }] }, "p1");
    s = toDecision(s);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: shock }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: shock }, "p1");
    expect(removed(s)).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    const golem = inPlay(s, "Mirror Golem");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: golem }] }, "409.1c");
    const targetable = JSON.stringify(legalDecision(s, "p1")!.options);
    expect(targetable).not.toContain(golem);
    expect(targetable).toContain(inPlay(s, "Hill Giant"));
  });

  it("217.1c: declined, nothing is removed and the Golem has no protection", () => {
    let s = game({ hand: ["Mirror Golem", "Shock"], play: ["Mountain", "Mountain"] }, { graveyard: ["Shock"] });
    s = cast(s, "p1", "Mirror Golem");
    s = pass(s, 2);
    // The only card in a graveyard is the target without a question.
    expect(s.pending?.kind).toBe("priority");
    s = act(toDecision(s), { type: "chooseCard", card: null }, "p1");
    expect(removed(s)).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") }, "p1");
    expect(JSON.stringify(legalDecision(s, "p1")!.options)).toContain(inPlay(s, "Mirror Golem"));
  });
});

