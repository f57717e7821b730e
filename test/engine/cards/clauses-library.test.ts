import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inHand, inPlay, manualGame, pass, passUntil, payFully, pt, zoneNames } from "../helpers.js";

// The clause families of the "library" helper (src/cards/compiler/library-rules.ts and the
// modules it names), each shown with a real card compiled from its printed text, doing what
// the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; graveyard?: string[]; library?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const onStack = (s: GameState, name: string) => s.stack.some((id) => s.objects[id]!.kind === "card" && card(s, id).card === name);
const inPlayNamed = (s: GameState, name: string) => s.play.some((id) => card(s, id).card === name);

/** Ann plays `spell`; Bob answers with `counter` aimed at it; both resolve. */
function counterAttempt(s: GameState, spell: string, counterspell: string, targets?: ({ player: string } | { object: string })[]) {
  s = cast(s, "p1", spell, targets);
  s = pass(s); // Bob gets priority with the spell on the stack
  const spellId = s.stack[s.stack.length - 1]!;
  s = cast(s, "p2", counterspell, [{ object: spellId }]);
  s = pass(s, 2); // the counterspell resolves
  return s;
}

describe("clauses: \"can't be countered\" (414)", () => {
  it("414: \"~ can't be countered.\" — Root Sliver stays on the stack through Last Word, then resolves", () => {
    let s = game({ hand: ["Root Sliver"] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Root Sliver", "Last Word");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Last Word"]);
    expect(onStack(s, "Root Sliver")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Root Sliver")).toBe(true);
  });

  it("414: the same Last Word does counter a creature spell without the ability (Grizzly Bears)", () => {
    let s = game({ hand: ["Grizzly Bears"] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Grizzly Bears", "Last Word");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(onStack(s, "Grizzly Bears")).toBe(false);
  });

  it("414: \"Counter target spell unless its controller pays {3}\" against Isao, Enlightened Bushi asks nothing and counters nothing", () => {
    let s = game({ hand: ["Isao, Enlightened Bushi"] }, { hand: ["Mana Leak"] });
    s = counterAttempt(s, "Isao, Enlightened Bushi", "Mana Leak");
    expect(s.pending?.kind).toBe("priority");
    expect(onStack(s, "Isao, Enlightened Bushi")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Isao, Enlightened Bushi")).toBe(true);
  });

  it("414: \"~ can't be countered by spells or abilities.\" — Wreak Havoc destroys its land through Last Word", () => {
    let s = game({ hand: ["Wreak Havoc"] }, { hand: ["Last Word"] });
    const forest = s.play.find((id) => card(s, id).card === "Forest" && card(s, id).controller === "p2")!;
    s = counterAttempt(s, "Wreak Havoc", "Last Word", [{ object: forest }]);
    s = pass(s, 2);
    expect(s.objects[forest]?.zone ?? "gone").not.toBe("play");
    expect(zoneNames(s, "p2", "graveyard")).toContain("Forest");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Wreak Havoc"]);
  });

  it("414, 412: \"Creature spells can't be countered.\" — with Gaea's Herald in play Last Word can't counter Ann's Grizzly Bears, but still counters her Shock", () => {
    let s = game({ hand: ["Grizzly Bears", "Shock"], play: ["Gaea's Herald"] }, { hand: ["Last Word", "Last Word"], play: ["Island", "Island", "Island"] });
    s = counterAttempt(s, "Grizzly Bears", "Last Word");
    expect(onStack(s, "Grizzly Bears")).toBe(true);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Grizzly Bears")).toBe(true);
    s = counterAttempt(s, "Shock", "Last Word", [{ player: "p2" }]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
  });

  it("414, 412: a Herald that has left play protects nothing: Root Sliver's \"Sliver spells can't be countered\" only while Root Sliver is in play", () => {
    let s = game({ hand: ["Might Sliver"], play: [] }, { hand: ["Last Word"] });
    s = counterAttempt(s, "Might Sliver", "Last Word");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Might Sliver"]);
    let t = game({ hand: ["Might Sliver"], play: ["Root Sliver"] }, { hand: ["Last Word"] });
    t = counterAttempt(t, "Might Sliver", "Last Word");
    expect(onStack(t, "Might Sliver")).toBe(true);
  });
});


describe("clauses: \"Draw a card at the beginning of the next turn's upkeep\" (404.?, delayed triggered abilities)", () => {
  it("404.?: Mystic Melting destroys the artifact now; Ann draws her card only as Bob's upkeep begins, and only once", () => {
    let s = game({ hand: ["Mystic Melting"] }, { play: ["Millstone"] });
    const handBefore = zoneNames(s, "p1", "hand").length - 1;
    s = cast(s, "p1", "Mystic Melting", [{ object: s.play.find((id) => card(s, id).card === "Millstone")! }]);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Millstone")).toBe(false);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore);
    // Bob's upkeep: the delayed ability triggers and goes on the stack.
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.step === "upkeep" && x.stack.length > 0);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").length).toBe(handBefore + 1);
    expect(zoneNames(s, "p1", "library")).toEqual(library.slice(1));
    // Ann's own next upkeep: nothing more.
    s = passUntil(s, (x) => x.turn.active === "p1" && x.turn.step === "draw");
    expect(zoneNames(s, "p1", "library").length).toBe(library.length - 2); // her draw step's card only
  });
});

/** Plays an activated ability of Ann's permanent: announce, targets, pay. */
function activate(s: GameState, name: string, ability: number, targets?: ({ player: string } | { object: string })[]) {
  const source = s.play.find((id) => card(s, id).card === name && card(s, id).controller === "p1")!;
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === source && o.ability === ability);
  if (!option) throw new Error(`${name}'s ability ${ability} is not playable`);
  s = act(s, option, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, "p1");
  return payFully(s);
}
/** Passes priority until the stack is empty or someone owes another decision, keeping the events. */
function resolveTop(s: GameState) {
  const events: ReturnType<typeof apply>["events"] = [];
  for (let i = 0; i < 4 && s.pending?.kind === "priority" && s.stack.length > 0; i++) {
    const r = apply(s, s.pending.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

describe("clauses: the top of a library (217.2)", () => {
  it("217.2: \"{1}: Look at the top card of your library.\" — Feral Deceiver shows Ann her top card; Bob learns only that she looked, and the library is unchanged", () => {
    let s = game({ play: ["Feral Deceiver"] });
    s = activate(s, "Feral Deceiver", 0);
    const { s: after, events } = resolveTop(s);
    const looked = (who: string | null) => eventsFor(events, who).find((e) => e.type === "lookAtLibrary")!;
    expect(looked("p1").text).toContain("Island");
    expect(looked("p2").text).not.toContain("Island");
    expect(JSON.stringify(looked("p2").data)).not.toContain("Island");
    expect(JSON.stringify(looked(null))).not.toContain("Island");
    expect(zoneNames(after, "p1", "library")).toEqual(library);
  });

  it("217.2, 403.1: \"Reveal the top card of your library. If it's a land, ~ gets +2/+2 and gains trample until end of turn. Play this ability only once each turn.\" — a land on top: Feral Deceiver is a 5/4 with trample, and can't reveal again this turn", () => {
    let s = game({ play: ["Feral Deceiver"] });
    s = activate(s, "Feral Deceiver", 1);
    const { s: after, events } = resolveTop(s);
    expect(eventsFor(events, "p2").find((e) => e.type === "reveal")!.data.cards).toEqual(["Island"]);
    const deceiver = inPlay(after, "Feral Deceiver");
    expect(pt(after, deceiver)).toEqual([5, 4]);
    expect(characteristics(after, card(after, deceiver)).keywords).toContain("trample");
    expect(() => activate(after, "Feral Deceiver", 1)).toThrow();
  });

  it("217.2: the same ability with a nonland card on top does nothing but reveal it (Feral Deceiver stays 3/2)", () => {
    let s = game({ play: ["Feral Deceiver"], library: ["Grizzly Bears", ...library] });
    s = activate(s, "Feral Deceiver", 1);
    s = resolveTop(s).s;
    expect(pt(s, inPlay(s, "Feral Deceiver"))).toEqual([3, 2]);
    expect(zoneNames(s, "p1", "library")[0]).toBe("Grizzly Bears");
  });

  it("217.2: \"If it's a land, untap ~ and it gets +1/+1 until end of turn\" — Harsh Deceiver, tapped, untaps and is a 2/5", () => {
    let s = game({ play: ["Harsh Deceiver"] });
    const id = inPlay(s, "Harsh Deceiver");
    s = { ...s, objects: { ...s.objects, [id]: { ...card(s, id), tapped: true } } };
    s = activate(s, "Harsh Deceiver", 1);
    s = resolveTop(s).s;
    expect(card(s, id).tapped).toBe(false);
    expect(pt(s, id)).toEqual([2, 5]);
  });

  it("217.2, 217.4b: \"Look at the top card of your library. You may put that card into your graveyard.\" — Rummaging Wizard: accepted, the Island goes to the graveyard", () => {
    let s = game({ play: ["Rummaging Wizard"] });
    s = activate(s, "Rummaging Wizard", 0);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("may");
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Island"]);
    expect(zoneNames(s, "p1", "library")).toEqual(library.slice(1));
  });

  it("217.2: \"You may put that card into that player's graveyard\" — Lurking Informant mills Bob's top card when Ann accepts, and nothing when she declines", () => {
    let s = game({ play: ["Lurking Informant"] }, { library: ["Forest", "Swamp"] });
    s = activate(s, "Lurking Informant", 0, [{ player: "p2" }]);
    s = pass(s, 2);
    const declined = act(s, { type: "may", accept: false }, "p1");
    expect(zoneNames(declined, "p2", "library")).toEqual(["Forest", "Swamp"]);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    expect(zoneNames(s, "p2", "library")).toEqual(["Swamp"]);
  });

  it("217.2: \"You may put that card on the bottom of your library\" — Darksteel Pendant moves the Island under the rest", () => {
    let s = game({ play: ["Darksteel Pendant"] });
    s = activate(s, "Darksteel Pendant", 0);
    s = pass(s, 2);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual([...library.slice(1), library[0]]);
  });

  it("217.2, 404.?: Mishra's Bauble — Ann looks at Bob's top card, and draws only at the next upkeep", () => {
    let s = game({ play: ["Mishra's Bauble"] }, { library: ["Forest", "Swamp"] });
    const hand = zoneNames(s, "p1", "hand").length;
    s = activate(s, "Mishra's Bauble", 0, [{ player: "p2" }]);
    const { s: after, events } = resolveTop(s);
    expect(eventsFor(events, "p1").find((e) => e.type === "lookAtLibrary")!.text).toContain("Forest");
    expect(zoneNames(after, "p1", "graveyard")).toEqual(["Mishra's Bauble"]);
    expect(zoneNames(after, "p1", "hand").length).toBe(hand);
    s = passUntil(after, (x) => x.turn.active === "p2" && x.turn.step === "upkeep" && x.stack.length > 0);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
  });
});

/** The ids of the abilities on the stack. */
const abilitiesOnStack = (s: GameState) => s.stack.filter((id) => s.objects[id]!.kind === "ability");

describe("clauses: \"Counter target activated ability\" (414, 415.?)", () => {
  it("414: Squelch counters Rummaging Wizard's ability (Ann is never asked, her library stays) and Bob draws a card", () => {
    let s = game({ play: ["Rummaging Wizard"] }, { hand: ["Squelch"] });
    s = activate(s, "Rummaging Wizard", 0);
    s = pass(s);
    const [ability] = abilitiesOnStack(s);
    const bobHand = zoneNames(s, "p2", "hand").length;
    s = cast(s, "p2", "Squelch", [{ object: ability! }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(s.objects[ability!]).toBeUndefined();
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p1", "library")).toEqual(library);
    expect(zoneNames(s, "p2", "hand").length).toBe(bobHand - 1 + 1);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Squelch"]);
  });

  it("415.?: a spell is no activated ability — with only Ann's Grizzly Bears on the stack, Bob can't play Squelch", () => {
    let s = game({ hand: ["Grizzly Bears"] }, { hand: ["Squelch"] });
    s = cast(s, "p1", "Grizzly Bears");
    s = pass(s);
    const squelch = inHand(s, "p2", "Squelch");
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playSpell" && o.card === squelch)).toBe(false);
  });

  it("415.?: \"from an artifact source\" — Brown Ouphe may target Mishra's Bauble's ability, not Rummaging Wizard's", () => {
    let s = game({ play: ["Mishra's Bauble", "Rummaging Wizard"] }, { play: ["Brown Ouphe"] });
    s = activate(s, "Rummaging Wizard", 0);
    s = activate(s, "Mishra's Bauble", 0, [{ player: "p2" }]);
    s = pass(s);
    const [wizard, bauble] = abilitiesOnStack(s);
    const ouphe = s.play.find((id) => card(s, id).card === "Brown Ouphe")!;
    s = act(s, legalDecision(s, "p2")!.options.find((o) => o.type === "playAbility" && o.source === ouphe)!, "p2");
    const words = legalDecision(s, "p2")!.details!.words as { candidates: { object?: string }[] }[];
    expect(words[0]!.candidates.map((c) => c.object)).toEqual([bauble]);
    expect(words[0]!.candidates.map((c) => c.object)).not.toContain(wizard);
  });

  it("414: Voidslime counters a triggered ability — Mishra's Bauble's delayed draw, at Bob's upkeep: Ann draws nothing", () => {
    let s = game({ play: ["Mishra's Bauble"] }, { hand: ["Voidslime"] });
    const hand = zoneNames(s, "p1", "hand").length;
    s = activate(s, "Mishra's Bauble", 0, [{ player: "p2" }]);
    s = resolveTop(s).s;
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.step === "upkeep" && x.stack.length > 0 && x.pending?.player === "p2");
    const [trigger] = abilitiesOnStack(s);
    s = cast(s, "p2", "Voidslime", [{ object: trigger! }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "hand").length).toBe(hand);
  });
});

describe("clauses: abilities played from the graveyard, and \"only during your upkeep\" (403.1)", () => {
  /** Ann's upkeep of turn 5, with her permanents and cards as given. */
  const atUpkeep = (p1: Side) => {
    let s = game(p1);
    for (let i = 0; i < 200 && !(s.turn.active === "p1" && s.turn.number > 3 && s.turn.step === "upkeep" && s.pending?.kind === "priority" && s.pending.player === "p1"); i++)
      s = act(s, s.pending!.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending!.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
    return s;
  };
  const phoenixIn = (s: GameState) => s.players[0]!.graveyard.find((id) => card(s, id).card === "Shard Phoenix");
  const playable = (s: GameState, source: string | undefined) => legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === source);

  it("403.1: \"{R}{R}{R}: Return ~ from your graveyard to your hand. Play this ability only during your upkeep.\" — Shard Phoenix returns from Ann's graveyard in her upkeep", () => {
    let s = atUpkeep({ graveyard: ["Shard Phoenix"] });
    const phoenix = phoenixIn(s);
    expect(playable(s, phoenix)).toBe(true);
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === phoenix)!, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toContain("Shard Phoenix");
    expect(zoneNames(s, "p1", "graveyard")).not.toContain("Shard Phoenix");
  });

  it("403.1: not in her main phase, and not from play — the ability of the Phoenix in play isn't listed, nor that of the one in the graveyard", () => {
    const s = game({ graveyard: ["Shard Phoenix"], play: ["Shard Phoenix"] });
    const inPlayPhoenix = s.play.find((id) => card(s, id).card === "Shard Phoenix");
    expect(playable(s, phoenixIn(s))).toBe(false);
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === inPlayPhoenix && o.ability === 1)).toBe(false);
  });

  it("217.1c: a Phoenix that left the graveyard in response isn't returned — the ability resolves and does nothing (Ann's Phoenix was removed by Bob's effect stand-in: it is another object now)", () => {
    let s = atUpkeep({ graveyard: ["Shard Phoenix"] });
    const phoenix = phoenixIn(s)!;
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === phoenix)!, "p1");
    s = payFully(s);
    // The card leaves the graveyard while the ability waits (as Bob's graveyard hate would do it).
    const graveyard = s.players[0]!.graveyard.filter((id) => id !== phoenix);
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, graveyard } : p)), removed: [...(s.removed ?? []), phoenix], objects: { ...s.objects, [phoenix]: { ...card(s, phoenix), zone: "removed" } } } as GameState;
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).not.toContain("Shard Phoenix");
  });

  it("403.1: \"Play this ability only during your upkeep.\" — Hell's Caretaker returns Grizzly Bears to play in Ann's upkeep, and isn't listed in her main phase", () => {
    const main = game({ play: ["Hell's Caretaker", "Hill Giant"], graveyard: ["Grizzly Bears"] });
    expect(playable(main, main.play.find((id) => card(main, id).card === "Hell's Caretaker"))).toBe(false);
    let s = atUpkeep({ play: ["Hell's Caretaker", "Hill Giant"], graveyard: ["Grizzly Bears"] });
    const caretaker = s.play.find((id) => card(s, id).card === "Hell's Caretaker");
    const giant = s.play.find((id) => card(s, id).card === "Hill Giant")!;
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === caretaker && o.costs && "sacrifice" in o.costs && o.costs.sacrifice === giant)!, "p1");
    if (s.pending?.kind === "targets") s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "chooseTargets")!, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(inPlayNamed(s, "Grizzly Bears")).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });
});
