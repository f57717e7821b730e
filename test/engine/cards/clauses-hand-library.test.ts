import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, view, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, freezeObjects, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// The clauses of hands, libraries and graveyards (src/cards/compiler/hand-library.ts), each
// shown with a real card compiled from its printed text, doing what the text says in a game;
// and who may see what (217.2 a library is hidden, 217.3c a hand is its owner's alone, 217.4b a
// graveyard is public).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[]; graveyard?: string[]; library?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: ["Hill Giant", ...(p2.play ?? [])] }], turn: 3 });
/** Plays an ability of a permanent: announce, targets, pay. */
function activate(s: GameState, name: string, ability: number, targets?: ({ player: string } | { object: string })[]) {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, name) && o.ability === ability)!;
  s = act(s, option, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, "p1");
  return payFully(s);
}
/** Acts and keeps the events, to check who sees what. */
function actSeen(s: GameState, action: Action, who = s.pending!.player) {
  return apply(freezeObjects(s), who, action);
}
/** Passes until someone owes a decision other than priority (the events on the way kept). */
function passToDecision(s: GameState) {
  const events: ReturnType<typeof apply>["events"] = [];
  for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) {
    const r = actSeen(s, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}
const inGraveyard = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => card(s, id).card === name)!;

describe("clauses: libraries into graveyards (217.2, 217.4)", () => {
  it("217.4b: \"Target player puts the top two cards of his or her library into his or her graveyard\" — Millstone mills Bob's top two, in order, for all to see", () => {
    let s = game({ play: ["Millstone"] });
    s = activate(s, "Millstone", 0, [{ player: "p2" }]);
    const { s: after, events } = passToDecision(s);
    expect(zoneNames(after, "p2", "graveyard")).toEqual(["Island", "Swamp"]);
    expect(zoneNames(after, "p2", "library")).toEqual(library.slice(2));
    const seen = eventsFor(events, null).find((e) => e.type === "libraryToGraveyard")!;
    expect(seen.data.cards).toEqual(["Island", "Swamp"]);
  });

  it("217.2: Millstone on a library of one card puts that one card into the graveyard and no more", () => {
    let s = game({ play: ["Millstone"] }, { library: ["Forest"] });
    s = activate(s, "Millstone", 0, [{ player: "p2" }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    expect(zoneNames(s, "p2", "library")).toEqual([]);
  });
});

describe("clauses: libraries into graveyards, continued", () => {
  it("217.2: \"Target player puts the top half of his or her library, rounded down, into his or her graveyard\" — Traumatize: 3 of 7", () => {
    let s = game({ hand: ["Traumatize"] }, { library: library.slice(0, 7) });
    s = cast(s, "p1", "Traumatize", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(library.slice(0, 3));
    expect(zoneNames(s, "p2", "library")).toEqual(library.slice(3, 7));
  });

  it("217.1b: \"Put target creature on top of its owner's library\" — Time Ebb: Bob draws his Hill Giant again", () => {
    let s = game({ hand: ["Time Ebb"] });
    s = cast(s, "p1", "Time Ebb", [{ object: inPlay(s, "Hill Giant", "p2") }]);
    s = pass(s, 2);
    expect(s.play.some((id) => card(s, id).card === "Hill Giant")).toBe(false);
    expect(zoneNames(s, "p2", "library")).toEqual(["Hill Giant", ...library]);
  });

  it("416: \"Draw two cards, then discard a card from your hand\" — Catalog: the era's longer wording of a discard", () => {
    let s = game({ hand: ["Catalog", "Shock"] });
    s = cast(s, "p1", "Catalog");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 1 });
    s = act(s, { type: "discard", cards: [inHand(s, "p1", "Shock")] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Catalog"]);
  });
});

describe("clauses: cards returned from graveyards (217.4)", () => {
  it("217.1c: \"Return target creature card from your graveyard to play\" — Zombify brings back Hill Giant under its owner's control", () => {
    let s = game({ hand: ["Zombify"], graveyard: ["Hill Giant", "Shock"] });
    const giant = inGraveyard(s, "p1", "Hill Giant");
    const targets = legalDecision(act(s, { type: "playSpell", card: inHand(s, "p1", "Zombify") }, "p1"), "p1")!.details!.targets as { object: string }[][];
    // Only a creature card in its controller's own graveyard: not Shock, not Bob's cards.
    expect(targets.map((t) => t[0]!.object)).toEqual([giant]);
    s = cast(s, "p1", "Zombify", [{ object: giant }]);
    s = pass(s, 2);
    const back = inPlay(s, "Hill Giant", "p1");
    expect(card(s, back).owner).toBe("p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Zombify"]);
  });

  it("413.2a: Zombify whose target left the graveyard is countered and returns nothing", () => {
    let s = game({ hand: ["Zombify"], graveyard: ["Hill Giant"] }, { hand: ["Cremate"], play: ["Swamp"] });
    const giant = inGraveyard(s, "p1", "Hill Giant");
    s = cast(s, "p1", "Zombify", [{ object: giant }]);
    // Bob removes the Hill Giant card from the game in response.
    s = pass(s);
    s = cast(s, "p2", "Cremate", [{ object: giant }]);
    s = pass(s, 2);
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Zombify"]);
    expect(s.play.some((id) => card(s, id).card === "Hill Giant" && card(s, id).owner === "p1")).toBe(false);
  });

  it("217.4: \"Return target basic land card from your graveyard to your hand\" — Groundskeeper takes back a Forest, not a Shock", () => {
    let s = game({ play: ["Groundskeeper"], graveyard: ["Shock", "Forest"] });
    const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Groundskeeper"))!;
    s = act(s, option, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inGraveyard(s, "p1", "Shock") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inGraveyard(s, "p1", "Forest") }] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
  });

  it("217.1b: \"Put target card from your graveyard on top of your library\" — Reclaim puts Shock on top, to be drawn next", () => {
    let s = game({ hand: ["Reclaim"], graveyard: ["Shock", "Forest"] });
    s = cast(s, "p1", "Reclaim", [{ object: inGraveyard(s, "p1", "Shock") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "library")).toEqual(["Shock", ...library]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Forest", "Reclaim"]);
  });

  it("217.1b: \"{T}: Put target card in a graveyard on the bottom of its owner's library\" — Junktroller puts Bob's Shock under his library", () => {
    let s = game({ play: ["Junktroller"] }, { graveyard: ["Shock"] });
    s = activate(s, "Junktroller", 0, [{ object: inGraveyard(s, "p2", "Shock") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p2", "library")).toEqual([...library, "Shock"]);
  });

  it("409.1c: \"Return up to three target land cards from your graveyard to your hand\" — Life from the Loam: none to three, lands only", () => {
    let s = game({ hand: ["Life from the Loam"], graveyard: ["Forest", "Shock", "Island", "Swamp", "Plains"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Life from the Loam") }, "p1");
    const ids = ["Forest", "Island", "Swamp", "Plains"].map((n) => inGraveyard(s, "p1", n));
    rejects(s, "p1", { type: "chooseTargets", targets: ids.map((object) => ({ object })) }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inGraveyard(s, "p1", "Shock") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: ids.slice(0, 3).map((object) => ({ object })) }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest", "Island", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Plains", "Life from the Loam"]);
  });

  it("217.7: \"Remove target card in a graveyard from the game. Draw a card.\" — Cremate removes a card from Bob's graveyard and Ann draws", () => {
    let s = game({ hand: ["Cremate"] }, { graveyard: ["Grizzly Bears"] });
    const bears = inGraveyard(s, "p2", "Grizzly Bears");
    s = cast(s, "p1", "Cremate", [{ object: bears }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("217.4: \"Target player shuffles his or her graveyard into his or her library\" — Reminisce: Bob's graveyard is empty, his library holds those cards too", () => {
    let s = game({ hand: ["Reminisce"] }, { graveyard: ["Grizzly Bears", "Shock"] });
    s = cast(s, "p1", "Reminisce", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect([...zoneNames(s, "p2", "library")].sort()).toEqual([...library, "Grizzly Bears", "Shock"].sort());
  });
});

describe("clauses: hands revealed and looked at (217.3c)", () => {
  it("217.3c: \"Target opponent reveals his or her hand. Choose a card from it. That player discards that card.\" — Coercion: the hand is shown to all, Ann chooses, Bob discards it", () => {
    let s = game({ hand: ["Coercion"] }, { hand: ["Shock", "Grizzly Bears", "Forest"] });
    s = cast(s, "p1", "Coercion", [{ player: "p2" }]);
    const { s: choosing, events } = passToDecision(s);
    expect(choosing.pending).toMatchObject({ kind: "chooseFromHand", player: "p1" });
    // A revealed hand: every player and a spectator see its cards.
    for (const viewer of ["p1", "p2", null]) expect(eventsFor(events, viewer).find((e) => e.type === "revealHand")!.text).toContain("Shock, Grizzly Bears, Forest");
    const d = legalDecision(choosing, "p1")!;
    expect(d.options).toHaveLength(3);
    rejects(choosing, "p1", { type: "chooseCard", card: null }, "413");
    s = act(choosing, { type: "chooseCard", card: inHand(choosing, "p2", "Grizzly Bears") }, "p1");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock", "Forest"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("217.3c: Distress chooses only a nonland card; with only lands in that hand, nothing is discarded and nothing is asked", () => {
    let s = game({ hand: ["Distress"] }, { hand: ["Shock", "Forest"] });
    s = cast(s, "p1", "Distress", [{ player: "p2" }]);
    s = pass(s, 2);
    // One nonland card: the only answer is taken without asking.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    let t = game({ hand: ["Distress"] }, { hand: ["Forest", "Island"] });
    t = cast(t, "p1", "Distress", [{ player: "p2" }]);
    t = pass(t, 2);
    expect(zoneNames(t, "p2", "hand")).toEqual(["Forest", "Island"]);
    expect(t.pending?.kind).toBe("priority");
  });

  it("217.3c: \"Target player reveals three cards from his or her hand and you choose one of them. That player discards that card.\" — Blackmail: Bob chooses what to reveal, Ann chooses among those", () => {
    let s = game({ hand: ["Blackmail"] }, { hand: ["Shock", "Grizzly Bears", "Forest", "Hill Giant"] });
    s = cast(s, "p1", "Blackmail", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "revealFromHand", player: "p2", count: 3 });
    rejects(s, "p2", { type: "reveal", cards: [inHand(s, "p2", "Shock"), inHand(s, "p2", "Forest")] }, "413");
    const shown = ["Forest", "Hill Giant", "Grizzly Bears"].map((n) => inHand(s, "p2", n));
    const r = actSeen(s, { type: "reveal", cards: shown }, "p2");
    s = r.state;
    expect(eventsFor(r.events, null).find((e) => e.type === "reveal")!.text).toContain("Forest, Hill Giant, Grizzly Bears");
    expect(s.pending).toMatchObject({ kind: "chooseFromHand", player: "p1" });
    // Shock stayed hidden: it can't be chosen.
    expect((legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name)).toEqual(["Grizzly Bears", "Forest", "Hill Giant"]);
    rejects(s, "p1", { type: "chooseCard", card: inHand(s, "p2", "Shock") }, "413");
    s = act(s, { type: "chooseCard", card: inHand(s, "p2", "Hill Giant") }, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("217.3c: Blackmail on a hand of three or fewer reveals them all without asking", () => {
    let s = game({ hand: ["Blackmail"] }, { hand: ["Shock", "Forest"] });
    s = cast(s, "p1", "Blackmail", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "chooseFromHand", player: "p1" });
  });

  it("217.3c: Castigate removes the chosen nonland card from the game instead of discarding it", () => {
    let s = game({ hand: ["Castigate"] }, { hand: ["Shock", "Grizzly Bears", "Forest"] });
    s = cast(s, "p1", "Castigate", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options.map((o) => (o as { card: string }).card).map((id) => card(s, id).card)).toEqual(["Shock", "Grizzly Bears"]);
    s = act(s, { type: "chooseCard", card: inHand(s, "p2", "Shock") }, "p1");
    expect(s.removed.map((id) => card(s, id).card)).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });

  it("217.3c: \"When ~ comes into play, look at target opponent's hand\" — Wanderguard Sentry: only its controller learns the cards", () => {
    let s = game({ hand: ["Wanderguard Sentry"] }, { hand: ["Shock", "Grizzly Bears"] });
    s = cast(s, "p1", "Wanderguard Sentry");
    const events: ReturnType<typeof apply>["events"] = [];
    for (let i = 0; i < 8 && !s.players.some(() => events.some((e) => e.type === "lookAtHand")); i++) {
      const r = s.pending?.kind === "triggerTargets" ? actSeen(s, { type: "chooseTargets", targets: [{ player: "p2" }] }) : actSeen(s, { type: "pass" });
      events.push(...r.events);
      s = r.state;
    }
    const looked = (viewer: string | null) => eventsFor(events, viewer).find((e) => e.type === "lookAtHand")!;
    expect(looked("p1").text).toContain("Shock, Grizzly Bears");
    expect(looked(null).text).not.toContain("Shock");
    expect(JSON.stringify(looked(null))).not.toContain("Grizzly Bears");
  });
});

describe("clauses: revealed hands counted, and searches on a condition", () => {
  it("217.3c: \"Target opponent reveals his or her hand. You draw a card for each Mountain and red card in it.\" — Baleful Stare draws one for the Mountain and one for Shock", () => {
    let s = game({ hand: ["Baleful Stare"] }, { hand: ["Mountain", "Shock", "Forest", "Grizzly Bears"] });
    s = cast(s, "p1", "Baleful Stare", [{ player: "p2" }]);
    s = pass(s, 2);
    // Mountain and Shock: two cards.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Swamp"]);
  });

  it("403.1: \"Play this ability only if an opponent controls more lands than you\" — Weathered Wayfarer is offered only then, and finds a land", () => {
    const few = manualGame({ players: [{ library: ["Hill Giant", "Forest"], play: ["Plains", "Weathered Wayfarer"] }, { library, play: ["Island", "Island"] }], turn: 3 });
    const ability = (s: GameState) => legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Weathered Wayfarer"));
    expect(ability(few)).toBeDefined();
    let s = activate(few, "Weathered Wayfarer", 0);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Forest"] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
    const even = manualGame({ players: [{ library, play: ["Plains", "Plains", "Weathered Wayfarer"] }, { library, play: ["Island", "Island"] }], turn: 3 });
    expect(ability(even)).toBeUndefined();
    rejects(even, "p1", { type: "playAbility", source: inPlay(even, "Weathered Wayfarer"), ability: 0 }, "403.1");
  });

  it("413: \"If an opponent has more lands than you, search your library for up to three Plains cards ...\" — Gift of Estates searches only if so, as it resolves", () => {
    const setup = (p2lands: number) =>
      manualGame({ players: [{ library: ["Plains", "Island", "Plains"], hand: ["Gift of Estates"], play: ["Plains", "Plains"] }, { library, play: Array(p2lands).fill("Island") }], turn: 3 });
    let s = cast(setup(3), "p1", "Gift of Estates");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "search", player: "p1" });
    s = act(s, { type: "search", cards: ["Plains", "Plains"] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains", "Plains"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Gift of Estates"]);
    let t = cast(setup(2), "p1", "Gift of Estates");
    t = pass(t, 2);
    expect(zoneNames(t, "p1", "hand")).toEqual([]);
    expect(zoneNames(t, "p1", "library")).toEqual(["Plains", "Island", "Plains"]);
  });
});

describe("clauses: the top of a library (217.2)", () => {
  it("217.2: \"Look at the top five cards of your library, then put them back in any order\" — Index: the order is described, any order may be posted", () => {
    let s = game({ hand: ["Index"] });
    s = cast(s, "p1", "Index");
    const { s: ordering, events } = passToDecision(s);
    expect(ordering.pending).toMatchObject({ kind: "orderTop", player: "p1", count: 5 });
    const d = legalDecision(ordering, "p1")!;
    // Never every permutation: the listed order and its reverse.
    expect(d.options).toEqual([{ type: "orderTop", order: [0, 1, 2, 3, 4] }, { type: "orderTop", order: [4, 3, 2, 1, 0] }]);
    rejects(ordering, "p1", { type: "orderTop", order: [0, 0, 1, 2, 3] }, "217.2");
    rejects(ordering, "p1", { type: "orderTop", order: [0, 1, 2, 3] }, "217.2");
    s = act(ordering, { type: "orderTop", order: [3, 0, 4, 1, 2] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Island", "Mountain", "Swamp", "Plains", ...library.slice(5)]);
    // Only the looker learns the cards: Bob's log and a spectator's say how many, not which.
    const look = (viewer: string | null) => eventsFor(events, viewer).find((e) => e.type === "lookAtLibrary")!;
    expect(look("p1").text).toContain("Island, Swamp, Plains, Forest, Mountain");
    for (const viewer of ["p2", null]) expect(JSON.stringify(look(viewer))).not.toContain("Forest");
    // While Ann orders them, Bob's view shows only whose decision it is and the library's size.
    const bob = view(ordering, "p2");
    expect(bob.decision).toEqual({ player: "p1", kind: "orderTop" });
    expect(JSON.stringify(bob.players)).not.toContain('"library"');
  });

  it("217.2: Sage Aven's \"look at the top four cards of your library, then put them back in any order\" with two cards left orders those two", () => {
    let s = game({ hand: ["Sage Aven"], library: ["Shock", "Forest"] });
    s = cast(s, "p1", "Sage Aven");
    for (let i = 0; i < 6 && s.pending?.kind !== "orderTop"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "orderTop", count: 2 });
    s = act(s, { type: "orderTop", order: [1, 0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Shock"]);
  });

  it("217.2: \"Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.\" — Sleight of Hand", () => {
    let s = game({ hand: ["Sleight of Hand"] });
    s = cast(s, "p1", "Sleight of Hand");
    const { s: choosing, events } = passToDecision(s);
    expect(legalDecision(choosing, "p1")!.options).toEqual([{ type: "chooseTop", position: 0 }, { type: "chooseTop", position: 1 }]);
    rejects(choosing, "p1", { type: "chooseTop", position: 2 }, "217.2");
    s = act(choosing, { type: "chooseTop", position: 1 }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp"]);
    expect(zoneNames(s, "p1", "library")).toEqual([...library.slice(2), "Island"]);
    for (const viewer of ["p2", null]) expect(JSON.stringify(eventsFor(events, viewer).find((e) => e.type === "lookAtLibrary"))).not.toContain("Swamp");
  });

  it("217.2: \"Target player reveals the top card of his or her library\" — Aven Windreader: all see it, and it stays on top", () => {
    let s = game({ play: ["Aven Windreader"] }, { library: ["Shock", "Forest"] });
    s = activate(s, "Aven Windreader", 0, [{ player: "p2" }]);
    const { events } = passToDecision(pass(s));
    expect(eventsFor(events, null).find((e) => e.type === "reveal")!.data.cards).toEqual(["Shock"]);
    expect(zoneNames(pass(s, 2), "p2", "library")).toEqual(["Shock", "Forest"]);
  });
});

describe("clauses: cards put into play from a hand, and \"you may draw\"", () => {
  it("217.3: \"{G}, {T}: Put a creature card from your hand into play\" — Elvish Piper: a creature, never a land, and not none while the hand has one", () => {
    let s = game({ play: ["Elvish Piper"], hand: ["Hill Giant", "Forest"] });
    s = activate(s, "Elvish Piper", 0);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "putFromHand", player: "p1" });
    const options = legalDecision(s, "p1")!.options;
    expect(options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Hill Giant") }]);
    rejects(s, "p1", { type: "chooseCard", card: inHand(s, "p1", "Forest") }, "413");
    rejects(s, "p1", { type: "chooseCard", card: null }, "413");
    s = act(s, { type: "chooseCard", card: inHand(s, "p1", "Hill Giant") }, "p1");
    expect(inPlay(s, "Hill Giant", "p1")).toBeTruthy();
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
  });

  it("217.3: \"{T}: You may put a land card from your hand into play\" — Sakura-Tribe Scout may put none", () => {
    let s = game({ play: ["Sakura-Tribe Scout"], hand: ["Forest", "Hill Giant"] });
    s = activate(s, "Sakura-Tribe Scout", 0);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: inHand(s, "p1", "Forest") }, { type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest", "Hill Giant"]);
  });

  it("217.3c: Elvish Piper asks even when the hand holds no creature card, so that no one learns it from the decision", () => {
    let s = game({ play: ["Elvish Piper"], hand: ["Forest"] });
    s = activate(s, "Elvish Piper", 0);
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest"]);
  });

  it("404.1: \"When ~ is put into a graveyard from play, you may draw a card\" — Aven Fisher: accepted, its controller draws", () => {
    let s = game({ hand: ["Shock"] }, { play: ["Aven Fisher"] });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Aven Fisher") }]);
    for (let i = 0; i < 6 && s.pending?.kind !== "may"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = act(s, { type: "may", accept: true }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Island"]);
    expect(s.resolving).toBeNull();
  });

  it("419.9: an accepted \"you may draw a card\" waits for its player's choice of Dredge, then the resolution carries on", () => {
    let s = game({ hand: ["Shock"] }, { play: ["Aven Fisher"], graveyard: ["Greater Mossdog"] });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Aven Fisher") }]);
    for (let i = 0; i < 6 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p2");
    expect(s.pending).toMatchObject({ kind: "replacement", player: "p2" });
    const dredge = legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement !== "none")!;
    s = act(s, dredge, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Greater Mossdog"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Aven Fisher", "Island", "Swamp", "Plains"]);
    expect(s.resolving).toBeNull();
    expect(s.stack).toHaveLength(0);
    expect(s.pending?.kind).toBe("priority");
  });

  it("404.1: declined, \"you may draw a card\" draws nothing", () => {
    let s = game({ hand: ["Shock"] }, { play: ["Aven Fisher"] });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Aven Fisher") }]);
    for (let i = 0; i < 6 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: false }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(zoneNames(s, "p2", "library")).toEqual(library);
  });
});

describe("clauses: the rules of hands (217.3b, 217.3c)", () => {
  it("217.3b: \"You have no maximum hand size\" — Spellbook: its controller keeps nine cards through cleanup", () => {
    const nine = ["Shock", "Shock", "Shock", "Forest", "Forest", "Forest", "Island", "Island", "Island"];
    let s = manualGame({ players: [{ library, hand: nine, play: ["Spellbook"] }, { library, play: [] }], turn: 3, step: "endOfTurn", phase: "postcombatMain" } as never);
    for (let i = 0; i < 6 && s.turn.active === "p1"; i++) s = s.pending?.kind === "discard" ? s : pass(s);
    expect(s.pending?.kind).not.toBe("discard");
    expect(zoneNames(s, "p1", "hand")).toHaveLength(9);
    // Without it, the same hand is cut down to seven (314.1).
    let t = manualGame({ players: [{ library, hand: nine, play: [] }, { library, play: [] }], turn: 3, step: "endOfTurn", phase: "postcombatMain" } as never);
    for (let i = 0; i < 6 && t.pending?.kind !== "discard"; i++) t = pass(t);
    expect(t.pending).toMatchObject({ kind: "discard", player: "p1", count: 2 });
  });

  it("217.3c: \"Your opponents play with their hands revealed\" — Telepathy: Ann sees Bob's hand and what he draws; Bob still doesn't see Ann's", () => {
    let s = game({ play: ["Telepathy"], hand: ["Shock"] }, { hand: ["Grizzly Bears"] });
    const ann = view(s, "p1");
    expect(ann.players.find((p) => p.id === "p2")!.hand!.map((c) => c.name)).toEqual(["Grizzly Bears"]);
    expect(view(s, "p2").players.find((p) => p.id === "p1")!.hand).toBeUndefined();
    // Bob's next draw is named to Ann too.
    const events: ReturnType<typeof apply>["events"] = [];
    for (let i = 0; i < 40 && !events.some((e) => e.type === "draw" && e.data.player === "p2"); i++) {
      const r = actSeen(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending?.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
      events.push(...r.events);
      s = r.state;
    }
    const drawn = (viewer: string | null) => eventsFor(events, viewer).find((e) => e.type === "draw" && e.data.player === "p2")!;
    expect(drawn("p1").text).toContain("draws Island");
    expect(drawn(null).text).not.toContain("Island");
  });
});
