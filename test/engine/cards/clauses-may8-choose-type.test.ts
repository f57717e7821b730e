import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { act, cast, freezeObjects, inPlay, manualGame, pass, payFully, rejects, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// "Choose a creature type." followed by sentences that use it (Onslaught block): the type is chosen
// as the ability resolves (413), by its controller, from the creature types of the edition (the
// answer is checked, no list of every type is needed); the cards the sentences name are those of
// that type, by their printed characteristics (a card in a library or graveyard is no permanent).
// Bloodline Shaman: the top card revealed goes to the hand if it is a creature card of the type,
// else to the graveyard. Riptide Shapeshifter: cards are revealed until a creature card of the type,
// which comes into play; the rest are shuffled back. Elvish Soultiller: the creature cards of the type
// in its controller's graveyard (itself too) are shuffled into the library. 217.2, 217.4b: what is
// revealed and what leaves a graveyard is seen by every player. Peer Pressure: control of all
// creatures of the type only if its controller has more of them than each other player (418.5, a
// lasting effect). Patriarch's Bidding: each player chooses in APNAP order (103.4, Harsh Mercy's
// choice), then each returns his or her own creature cards of any type chosen (as Roar of
// Reclamation returns artifact cards).
const lands = ["Island", "Island", "Island", "Island", "Forest", "Forest", "Swamp", "Swamp"];
const game = (p1: { play?: string[]; library: string[]; graveyard?: string[]; hand?: string[] }, p2: { play?: string[]; hand?: string[] } = {}) =>
  manualGame({ players: [{ play: [...lands, ...(p1.play ?? [])], library: p1.library, graveyard: p1.graveyard ?? [], hand: p1.hand ?? [] }, { library: ["Plains", "Plains", "Plains"], play: p2.play ?? [], hand: p2.hand ?? [] }], turn: 3 });

/** Plays Ann's permanent's first activated ability, paid in full, and passes until the type is asked. */
function activate(s: GameState, name: string): GameState {
  const source = s.play.find((id) => card(s, id).card === name && card(s, id).controller === "p1")!;
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === source)!;
  s = payFully(act(s, option, "p1"));
  return toChoice(s);
}
function toChoice(s: GameState): GameState {
  for (let i = 0; i < 10 && s.pending?.kind === "priority" && s.stack.length > 0; i++) s = pass(s);
  return s;
}
/** Ann answers the creature type; the events as Bob sees them. */
function choose(s: GameState, type: string) {
  const r = apply(freezeObjects(s), "p1", { type: "choose", choice: type });
  return { s: r.state, events: eventsFor(r.events, "p2") };
}

describe("clauses: \"Choose a creature type.\" and what the type names (413)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bloodline Shaman", "Riptide Shapeshifter", "Elvish Soultiller", "Peer Pressure", "Patriarch's Bidding", "Roar of Reclamation"]) expect(isSupported(name), name).toBe(true);
  });

  it("413: Bloodline Shaman, Ann chooses Elf: Llanowar Elves on top is revealed to Bob and goes to her hand; a word that is no creature type is refused with nothing changed", () => {
    let s = activate(game({ play: ["Bloodline Shaman"], library: ["Llanowar Elves", "Forest"] }), "Bloodline Shaman");
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    rejects(s, "p1", { type: "choose", choice: "Sorcery" }, "419.1b");
    const { s: after, events } = choose(s, "Elf");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Llanowar Elves"]);
    expect(zoneNames(after, "p1", "hand")).toEqual(["Llanowar Elves"]);
    expect(zoneNames(after, "p1", "library")).toEqual(["Forest"]);
  });

  it("Bloodline Shaman, Ann chooses Goblin: Llanowar Elves is a creature card of another type and goes to her graveyard", () => {
    let s = activate(game({ play: ["Bloodline Shaman"], library: ["Llanowar Elves", "Forest"] }), "Bloodline Shaman");
    s = choose(s, "Goblin").s;
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
  });

  it("Bloodline Shaman: a land on top is no creature card, whatever the type: it goes to the graveyard", () => {
    let s = activate(game({ play: ["Bloodline Shaman"], library: ["Forest", "Llanowar Elves"] }), "Bloodline Shaman");
    s = choose(s, "Elf").s;
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Forest"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Llanowar Elves"]);
  });

  it("Riptide Shapeshifter, Ann chooses Wurm: Grizzly Bears and Forest are revealed on the way, Craw Wurm comes into play, the rest is shuffled back", () => {
    let s = activate(game({ play: ["Riptide Shapeshifter"], library: ["Grizzly Bears", "Forest", "Craw Wurm", "Island"] }), "Riptide Shapeshifter");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Riptide Shapeshifter"]); // sacrificed as a cost
    const { s: after, events } = choose(s, "Wurm");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Grizzly Bears", "Forest", "Craw Wurm"]);
    expect(inPlay(after, "Craw Wurm", "p1")).toBeDefined();
    expect(zoneNames(after, "p1", "library").sort()).toEqual(["Forest", "Grizzly Bears", "Island"]);
  });

  it("Riptide Shapeshifter with no creature card of the type chosen: the whole library is revealed and nothing comes into play", () => {
    let s = activate(game({ play: ["Riptide Shapeshifter"], library: ["Grizzly Bears", "Forest"] }), "Riptide Shapeshifter");
    const { s: after, events } = choose(s, "Wurm");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Grizzly Bears", "Forest"]);
    expect(after.play.some((id) => card(after, id).card === "Grizzly Bears")).toBe(false);
    expect(zoneNames(after, "p1", "library").sort()).toEqual(["Forest", "Grizzly Bears"]);
  });

  it("Elvish Soultiller put into a graveyard from play, Ann chooses Elf: it and Llanowar Elves are shuffled into her library; Grizzly Bears stays", () => {
    let s = game({ play: ["Elvish Soultiller"], graveyard: ["Llanowar Elves", "Grizzly Bears"], library: ["Forest"] }, { hand: ["Terror"], play: ["Swamp", "Swamp"] });
    s = pass(s);
    s = toChoice(cast(s, "p2", "Terror", [{ object: inPlay(s, "Elvish Soultiller") }]));
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    const { s: after, events } = choose(s, "Elf");
    expect(events.find((e) => e.type === "shuffleGraveyard")!.data.cards).toEqual(["Llanowar Elves", "Elvish Soultiller"]);
    expect(zoneNames(after, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(after, "p1", "library").sort()).toEqual(["Elvish Soultiller", "Forest", "Llanowar Elves"]);
  });

  it("418.5: Peer Pressure, Ann chooses Goblin with two Goblins to Bob's one: she gains control of Bob's Goblin Piker, and keeps it in the next turn", () => {
    let s = game({ hand: ["Peer Pressure"], play: ["Raging Goblin", "Goblin Piker"], library: ["Forest", "Forest"] }, { play: ["Goblin Piker", "Grizzly Bears"] });
    s = toChoice(cast(s, "p1", "Peer Pressure"));
    s = choose(s, "Goblin").s;
    const pikers = s.play.filter((id) => card(s, id).card === "Goblin Piker");
    expect(pikers.map((id) => controllerOf(s, card(s, id)))).toEqual(["p1", "p1"]);
    expect(controllerOf(s, card(s, inPlay(s, "Grizzly Bears")))).toBe("p2");
    s = toNextUpkeep(s);
    expect(pikers.map((id) => controllerOf(s, card(s, id)))).toEqual(["p1", "p1"]);
  });

  it("Peer Pressure: one Goblin each is no more than any other player: nothing changes hands", () => {
    let s = game({ hand: ["Peer Pressure"], play: ["Raging Goblin"], library: ["Forest"] }, { play: ["Goblin Piker"] });
    s = toChoice(cast(s, "p1", "Peer Pressure"));
    s = choose(s, "Goblin").s;
    expect(controllerOf(s, card(s, inPlay(s, "Goblin Piker")))).toBe("p2");
  });

  it("103.4: Patriarch's Bidding, Ann chooses Elf and then Bob Goblin (APNAP): each returns his or her own creature cards of either type to play", () => {
    let s = manualGame({ players: [{ hand: ["Patriarch's Bidding"], play: lands, graveyard: ["Llanowar Elves", "Grizzly Bears", "Raging Goblin"], library: ["Forest"] }, { library: ["Plains"], graveyard: ["Goblin Piker", "Craw Wurm"] }], turn: 3 });
    s = toChoice(cast(s, "p1", "Patriarch's Bidding"));
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    s = choose(s, "Elf").s;
    expect(s.pending).toMatchObject({ kind: "choose", player: "p2", what: "creatureType" });
    s = act(s, { type: "choose", choice: "Goblin" }, "p2");
    expect(inPlay(s, "Llanowar Elves", "p1")).toBeDefined();
    expect(inPlay(s, "Raging Goblin", "p1")).toBeDefined();
    expect(inPlay(s, "Goblin Piker", "p2")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Patriarch's Bidding"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
  });

  it("Roar of Reclamation: each player returns all artifact cards from his or her own graveyard to play, under his or her control", () => {
    let s = manualGame({ players: [{ hand: ["Roar of Reclamation"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], graveyard: ["Ornithopter", "Grizzly Bears"], library: ["Forest"] }, { library: ["Plains"], graveyard: ["Millstone", "Howling Mine"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Roar of Reclamation"));
    expect(inPlay(s, "Ornithopter", "p1")).toBeDefined();
    expect(inPlay(s, "Millstone", "p2")).toBeDefined();
    expect(inPlay(s, "Howling Mine", "p2")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Roar of Reclamation"]);
  });
});
