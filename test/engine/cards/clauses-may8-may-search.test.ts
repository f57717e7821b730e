import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, freezeObjects, inPlay, manualGame, pass, passUntil, payFully, rejects, toNextUpkeep, zoneNames } from "../helpers.js";

// Searches inside "you may" (the era's glossary "Search"; 217.2 a library is hidden): the ability's
// controller chooses as it resolves whether to search; only the searcher sees the cards that may be
// found (the decision is his or hers alone), a card revealed or put into a public zone is shown to
// every player, and "any number of cards" is one answer checked against the library, never a list
// of subsets. "Then shuffle your library" after "you may search" is the searcher's shuffle (the
// Oracle wording of the time: "..., then shuffle your library" inside the "may"): declining shuffles
// nothing. "If you do, shuffle your library and put that card on top of it" (Momir Vig) puts the card
// found on top once the rest is shuffled. A search after "you may sacrifice ~. If you do," (Blood
// Speaker) keeps its place in the "may" while the searcher answers.
const lands = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Plains", "Plains", "Island", "Island"];

/** Passes until the "may" is asked (answering it as `accept` says), stopping at a search; the stack empties otherwise. */
function toSearchOrEnd(s: GameState, accept: boolean): GameState {
  for (let i = 0; i < 30 && s.pending?.kind !== "search" && (s.stack.length > 0 || s.pending?.kind === "may"); i++) s = s.pending?.kind === "may" ? act(s, { type: "may", accept }) : pass(s);
  return s;
}
const game = (p1: { hand?: string[]; play?: Parameters<typeof manualGame>[0]["players"][0]["play"]; library: string[]; graveyard?: string[] }, p2: { play?: string[]; hand?: string[] } = {}) =>
  manualGame({ players: [{ hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])], library: p1.library, graveyard: p1.graveyard ?? [] }, { library: ["Island", "Island", "Island"], hand: p2.hand ?? [], play: p2.play ?? [] }], turn: 3 });

/** The events of one action, as `who` sees them. */
function seen(s: GameState, who: string, action: Parameters<typeof act>[1], viewer: string | null) {
  const r = apply(freezeObjects(s), who, action);
  return { s: r.state, events: eventsFor(r.events, viewer) };
}

/** The search may find `found` alone (or nothing); naming `refused` is refused with the state unchanged; `found` goes to Ann's hand. */
function findsOnly(s: GameState, found: string, refused: string): void {
  expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: [found] }, { type: "search", cards: [] }]);
  rejects(s, "p1", { type: "search", cards: [refused] }, "glossary Search");
  expect(zoneNames(act(s, { type: "search", cards: [found] }, "p1"), "p1", "hand")).toEqual([found]);
}

describe("clauses: searches inside \"you may\" (glossary Search, 217.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Haunted Cadaver", "Yavimaya Dryad", "Krosan Tusker", "Fierce Empath", "One with Nature", "Wirewood Herald", "Tallowisp", "Grozoth", "Iname, Death Aspect", "Momir Vig, Simic Visionary", "Blood Speaker"])
      expect(isSupported(name), name).toBe(true);
  });

  it("502.18: Krosan Tusker cycled, accepted: only Ann sees what she may find; the basic land is revealed to both and put into her hand, the library shuffled", () => {
    let s = game({ hand: ["Krosan Tusker"], library: ["Grizzly Bears", "Forest", "Craw Wurm", "Plains", "Island"] });
    const tusker = s.players[0]!.hand[0]!;
    s = payFully(act(s, { type: "playAbility", source: tusker, ability: 0 }, "p1"));
    s = toSearchOrEnd(s, true);
    expect(s.pending).toMatchObject({ kind: "search", player: "p1" });
    expect(legalDecision(s, "p2")).toBeNull();
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: ["Island"] }, { type: "search", cards: ["Plains"] }, { type: "search", cards: [] }]);
    const { s: after, events } = seen(s, "p1", { type: "search", cards: ["Plains"] }, "p2");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Plains"]);
    expect(events.some((e) => e.type === "shuffle")).toBe(true);
    // Bob learns nothing else of the library.
    expect(JSON.stringify(events)).not.toContain("Craw Wurm");
    s = pass(after, 2); // the cycling draw (the trigger resolved above it)
    expect(zoneNames(s, "p1", "hand")).toContain("Plains");
    expect(zoneNames(s, "p1", "library")).not.toContain("Plains");
  });

  it("Krosan Tusker cycled, declined: nothing is found and the library is not shuffled (only the cycling draw takes its top card)", () => {
    let s = game({ hand: ["Krosan Tusker"], library: ["Grizzly Bears", "Forest", "Craw Wurm", "Plains", "Island"] });
    s = payFully(act(s, { type: "playAbility", source: s.players[0]!.hand[0]!, ability: 0 }, "p1"));
    s = toSearchOrEnd(s, false);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Craw Wurm", "Plains", "Island"]);
  });

  it("Fierce Empath: only a creature card with converted mana cost 6 or more may be found; naming Grizzly Bears is refused and changes nothing", () => {
    const s = game({ hand: ["Fierce Empath"], library: ["Grizzly Bears", "Craw Wurm", "Forest"] });
    findsOnly(toSearchOrEnd(cast(s, "p1", "Fierce Empath"), true), "Craw Wurm", "Grizzly Bears");
  });

  it("Wirewood Herald put into a graveyard from play: Ann may find an Elf card (Llanowar Elves), revealed and put into her hand", () => {
    let s = game({ play: ["Wirewood Herald"], library: ["Forest", "Llanowar Elves", "Grizzly Bears"] }, { hand: ["Shock"], play: ["Mountain"] });
    s = pass(s); // Ann passes: Bob may play Shock
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Wirewood Herald") }]);
    s = toSearchOrEnd(s, true);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Wirewood Herald");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Llanowar Elves"] }, { type: "search", cards: [] }]);
    const { s: after, events } = seen(s, "p1", { type: "search", cards: ["Llanowar Elves"] }, "p2");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Llanowar Elves"]);
    expect(zoneNames(after, "p1", "hand")).toEqual(["Llanowar Elves"]);
  });

  it("502.45: Tallowisp finds an enchant creature card (Pacifism) when Ann plays a Spirit spell; Spirit Loop (enchant creature you control) is no enchant creature card", () => {
    const s = game({ play: ["Tallowisp"], hand: ["Kami of Ancient Law"], library: ["Spirit Loop", "Pacifism", "Forest"] });
    findsOnly(toSearchOrEnd(cast(s, "p1", "Kami of Ancient Law"), true), "Pacifism", "Spirit Loop");
  });

  it("Grozoth: \"any number of cards that have converted mana cost 9\" — one answer is checked (both, one or none), a card of another cost refused", () => {
    let s = game({ hand: ["Grozoth"], play: ["Island"], library: ["Grozoth", "Craw Wurm", "Grozoth", "Island"] });
    s = toSearchOrEnd(cast(s, "p1", "Grozoth"), true);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Grozoth", "Grozoth"] }, { type: "search", cards: [] }]);
    rejects(s, "p1", { type: "search", cards: ["Grozoth", "Craw Wurm"] }, "glossary Search");
    rejects(s, "p1", { type: "search", cards: ["Grozoth", "Grozoth", "Grozoth"] }, "glossary Search");
    s = act(s, { type: "search", cards: ["Grozoth"] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grozoth"]);
    expect(zoneNames(s, "p1", "library").sort()).toEqual(["Craw Wurm", "Grozoth", "Island"]);
  });

  it("217.4b: Iname, Death Aspect puts any number of Spirit cards into Ann's graveyard, named to every player", () => {
    let s = game({ hand: ["Iname, Death Aspect"], play: ["Swamp", "Swamp"], library: ["Kami of Ancient Law", "Forest", "Tallowisp", "Kami of Ancient Law"] });
    s = toSearchOrEnd(cast(s, "p1", "Iname, Death Aspect"), true);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Kami of Ancient Law", "Kami of Ancient Law", "Tallowisp"] }, { type: "search", cards: [] }]);
    const { s: after, events } = seen(s, "p1", { type: "search", cards: ["Kami of Ancient Law", "Tallowisp"] }, "p2");
    expect(events.filter((e) => e.type === "libraryToGraveyard").map((e) => e.data.cards)).toEqual([["Kami of Ancient Law"], ["Tallowisp"]]);
    expect(zoneNames(after, "p1", "graveyard").sort()).toEqual(["Kami of Ancient Law", "Tallowisp"]);
    expect(zoneNames(after, "p1", "library").sort()).toEqual(["Forest", "Kami of Ancient Law"]);
  });

  it("Momir Vig: a green creature spell lets Ann find a creature card, revealed, put on top after the shuffle; a blue creature spell reveals the top card and a creature card goes to her hand", () => {
    let s = game({ play: ["Momir Vig, Simic Visionary"], hand: ["Grizzly Bears", "Fugitive Wizard"], library: ["Forest", "Island", "Craw Wurm", "Plains", "Island"] });
    s = toSearchOrEnd(cast(s, "p1", "Grizzly Bears"), true);
    const { s: found, events } = seen(s, "p1", { type: "search", cards: ["Craw Wurm"] }, "p2");
    expect(events.find((e) => e.type === "reveal")!.data.cards).toEqual(["Craw Wurm"]);
    expect(events.findIndex((e) => e.type === "shuffle")).toBeLessThan(events.findIndex((e) => e.type === "putOnLibrary"));
    expect(zoneNames(found, "p1", "library")[0]).toBe("Craw Wurm");
    s = toSearchOrEnd(found, true);
    s = toSearchOrEnd(cast(s, "p1", "Fugitive Wizard"), true);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p1", "library")).toHaveLength(4);
  });

  it("Momir Vig: the blue creature spell's revealed top card that isn't a creature card stays on top", () => {
    let s = game({ play: ["Momir Vig, Simic Visionary"], hand: ["Fugitive Wizard"], library: ["Forest", "Craw Wurm"] });
    s = toSearchOrEnd(cast(s, "p1", "Fugitive Wizard"), true);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Craw Wurm"]);
  });

  it("One with Nature: the enchanted creature's combat damage to Bob lets Ann put a basic land card into play tapped", () => {
    let s = game({ play: ["Grizzly Bears", { card: "One with Nature", attachedTo: "Grizzly Bears" }], library: ["Craw Wurm", "Mountain", "Forest"] });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    for (let i = 0; i < 20 && s.pending?.kind !== "may"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    s = toSearchOrEnd(s, true);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: ["Mountain"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Mountain"] }, "p1");
    expect(s.objects[inPlay(s, "Mountain", "p1")]).toMatchObject({ tapped: true });
  });

  it("Blood Speaker: at Ann's upkeep she may sacrifice it; if she does, she searches for a Demon card; declined, it stays and nothing is searched", () => {
    const speaker = (accept: boolean) => {
      const s = manualGame({ players: [{ play: ["Blood Speaker"], library: ["Forest", "Reiver Demon", "Island", "Island"] }, { library: ["Island", "Island", "Island"] }], turn: 2, active: 1 });
      return toSearchOrEnd(toNextUpkeep(s), accept);
    };
    let s = speaker(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Blood Speaker"]);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Reiver Demon"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Reiver Demon"] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Reiver Demon"]);
    expect(s.stack).toHaveLength(0);
    const declined = speaker(false);
    expect(declined.pending?.kind).not.toBe("search");
    expect(inPlay(declined, "Blood Speaker", "p1")).toBeDefined();
    expect(zoneNames(declined, "p1", "library")).toEqual(["Forest", "Reiver Demon", "Island", "Island"]);
  });

  it("Yavimaya Dryad: the Forest card Ann finds comes into play tapped under the control of the target player (Bob), still hers to own", () => {
    let s = game({ hand: ["Yavimaya Dryad"], library: ["Island", "Forest", "Grizzly Bears"] });
    s = cast(s, "p1", "Yavimaya Dryad");
    for (let i = 0; i < 10 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = toSearchOrEnd(s, true);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: [] }]);
    s = act(s, { type: "search", cards: ["Forest"] }, "p1");
    const forest = s.play.find((id) => (s.objects[id] as { card: string; owner: string }).card === "Forest" && (s.objects[id] as { owner: string }).owner === "p1" && (s.objects[id] as { controller: string }).controller === "p2");
    expect(forest).toBeDefined();
    expect(s.objects[forest!]).toMatchObject({ tapped: true, owner: "p1", controller: "p2" });
    expect(zoneNames(s, "p1", "library").sort()).toEqual(["Grizzly Bears", "Island"]);
  });

  it("Haunted Cadaver: Ann sacrifices it after its combat damage to Bob; Bob then discards three cards of his choice (the \"may\" waits for him); declined, nothing happens", () => {
    const attack = (accept: boolean) => {
      let s = manualGame({ players: [{ play: ["Haunted Cadaver"], library: ["Swamp", "Swamp"] }, { hand: ["Island", "Plains", "Grizzly Bears", "Shock"], library: ["Island", "Island"] }], turn: 3 });
      s = passUntil(s, (x) => x.pending?.kind === "attackers");
      s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Haunted Cadaver"), defender: "p2" }] });
      for (let i = 0; i < 20 && s.pending?.kind !== "may"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
      return act(s, { type: "may", accept }, "p1");
    };
    let s = attack(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Haunted Cadaver"]);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 3 });
    const hand = s.players[1]!.hand;
    s = act(s, { type: "discard", cards: hand.filter((id) => (s.objects[id] as { card: string }).card !== "Shock") }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock"]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Island", "Plains"]);
    const declined = attack(false);
    expect(inPlay(declined, "Haunted Cadaver", "p1")).toBeDefined();
    expect(declined.players[1]!.hand).toHaveLength(4);
  });
});
