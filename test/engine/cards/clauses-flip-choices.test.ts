import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card, type Game } from "../../../src/engine/game/game.js";
import { moveCard } from "../../../src/engine/zones/zones.js";
import { advance } from "../../../src/engine/game/flow.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { view } from "../../../src/engine/view/view.js";
import { getCard, isSupported, supportedCards, writtenDefinitions } from "../../../src/cards/registry.js";
import { readsAs } from "../../../src/cards/compiler/card.js";
import generatedFacts from "../../../src/cards/generated/cards.json" with { type: "json" };

// Clause families of the "flip-choices" work: choices made as a permanent comes into play or a
// spell resolves, flip cards and ki counters, counters removed as a cost. Real compiled cards,
// asserting the game's outcome.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
type Permanent = string | { card: string; counters?: Record<string, number> };
const game = (p1: { hand?: string[]; play?: Permanent[]; library?: string[]; life?: number; graveyard?: string[] }, p2: { hand?: string[]; play?: string[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });

describe("clauses: \"As ~ comes into play, you may pay N life. If you don't, ~ comes into play tapped instead.\"", () => {
  it("419.1b: Watery Grave played with 2 life paid comes into play untapped; the choice is owed before anyone has priority", () => {
    let s = game({ hand: ["Watery Grave"] });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Watery Grave") }, "p1");
    expect(s.pending).toMatchObject({ kind: "payLifeOrTapped", player: "p1", life: 2 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "may", accept: true }, { type: "may", accept: false }]);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(18);
    expect(card(s, inPlay(s, "Watery Grave")).tapped).toBe(false);
    expect(s.players[0]!.landsPlayedThisTurn).toBe(1);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("419.1b: Watery Grave without the life paid comes into play tapped, and no life is lost", () => {
    let s = game({ hand: ["Watery Grave"] });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Watery Grave") }, "p1");
    s = act(s, { type: "may", accept: false }, "p1");
    expect(life(s, "p1")).toBe(20);
    expect(card(s, inPlay(s, "Watery Grave")).tapped).toBe(true);
  });

  it("glossary: Pay: with 1 life Sacred Foundry's 2 life can't be paid: only \"don't pay\" is offered, paying is refused, and it comes into play tapped", () => {
    let s = game({ hand: ["Sacred Foundry"], life: 1 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Sacred Foundry") }, "p1");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "may", accept: false }]);
    rejects(s, "p1", { type: "may", accept: true }, "215.4");
    s = act(s, { type: "may", accept: false }, "p1");
    expect(card(s, inPlay(s, "Sacred Foundry")).tapped).toBe(true);
    expect(life(s, "p1")).toBe(1);
  });

  it("419.1b: put into play by an effect — Wood Elves finds Stomping Ground (a Forest), whose controller chooses as it comes into play", () => {
    let s = game({ hand: ["Wood Elves"], library: ["Stomping Ground", ...library] });
    s = pass(cast(s, "p1", "Wood Elves"), 2);
    // Wood Elves' triggered ability, then the search.
    while (s.pending?.kind !== "search") s = s.pending?.kind === "triggerTargets" ? act(s, { type: "chooseTargets", targets: [] }, "p1") : pass(s);
    s = act(s, { type: "search", cards: ["Stomping Ground"] }, "p1");
    expect(s.pending).toMatchObject({ kind: "payLifeOrTapped", player: "p1", life: 2 });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(18);
    expect(card(s, inPlay(s, "Stomping Ground")).tapped).toBe(false);
  });
});

describe("clauses: flip cards and ki counters (Budoka Pupil, Callow Jushi)", () => {
  /** Moves the game on (no attacks, no blocks) until `done`. */
  const until = (s: ReturnType<typeof game>, done: (s: ReturnType<typeof game>) => boolean) => {
    for (let i = 0; i < 300 && !done(s); i++) {
      const k = s.pending?.kind;
      s = k === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : k === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    }
    return s;
  };
  const atEndOfTurn = (s: ReturnType<typeof game>) => until(s, (x) => x.turn.step === "endOfTurn" && x.pending?.kind === "may");

  it("404.1: \"Whenever you play a Spirit or Arcane spell, you may put a ki counter on ~\" — Soulless Revival (Arcane) puts one on Budoka Pupil", () => {
    let s = game({ hand: ["Soulless Revival"], play: ["Budoka Pupil"], graveyard: ["Hill Giant"] });
    const target = s.players[0]!.graveyard[0]!;
    s = cast(s, "p1", "Soulless Revival", [{ object: target }]);
    while (s.pending?.kind !== "may") s = s.pending?.kind === "orderTriggers" ? act(s, { type: "orderTriggers", order: [] }) : pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(card(s, inPlay(s, "Budoka Pupil")).counters).toEqual({ ki: 1 });
  });

  it("508.2: at end of turn with two ki counters Budoka Pupil may flip: it is then Ichiga, Who Topples Oaks — legendary Spirit 4/3 with trample, still green (508.1c)", () => {
    let s = game({ play: [{ card: "Budoka Pupil", counters: { ki: 2 } }] });
    const id = inPlay(s, "Budoka Pupil");
    s = atEndOfTurn(s);
    s = act(s, { type: "may", accept: true }, "p1");
    const c = characteristics(s, card(s, id));
    expect(c.name).toBe("Ichiga, Who Topples Oaks");
    expect(c.supertypes).toEqual(["legendary"]);
    expect(c.subtypes).toEqual(["Spirit"]);
    expect([c.power, c.toughness]).toEqual([4, 3]);
    expect(c.keywords).toContain("trample");
    expect(c.colors).toEqual(["G"]);
    // 508.3: the flipped status is public.
    expect(view(s, "p2").play.find((p: { id: string }) => p.id === id)).toMatchObject({ flipped: true, name: "Ichiga, Who Topples Oaks" });
  });

  it("404.3: with one ki counter the end-of-turn ability doesn't trigger, and Budoka Pupil stays as it is", () => {
    let s = game({ play: [{ card: "Budoka Pupil", counters: { ki: 1 } }] });
    const id = inPlay(s, "Budoka Pupil");
    s = until(s, (x) => x.turn.number > 3);
    expect(card(s, id).flipped).toBeUndefined();
    expect(characteristics(s, card(s, id)).name).toBe("Budoka Pupil");
  });

  it("508.2: flipped Callow Jushi is Jaraku the Interloper: \"Remove a ki counter from ~: Counter target spell unless its controller pays {2}\" removes one ki counter and counters a spell", () => {
    let s = game({ hand: ["Boomerang"], play: [{ card: "Callow Jushi", counters: { ki: 3 } }] });
    const id = inPlay(s, "Callow Jushi");
    s = atEndOfTurn(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(characteristics(s, card(s, id)).name).toBe("Jaraku the Interloper");
    s = cast(s, "p1", "Boomerang", [{ object: inPlay(s, "Hill Giant") }]);
    const spell = s.stack[s.stack.length - 1]!;
    const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === id)!;
    s = act(s, option, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: spell }] }, "p1");
    expect(card(s, id).counters).toEqual({ ki: 2 });
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1" });
    s = act(s, { type: "decline" }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toContain("Boomerang");
    expect(inPlay(s, "Hill Giant")).toBeTruthy();
  });

  it("508.4: a flipped permanent that leaves play remembers nothing — Boomerang returns flipped Budoka Pupil, which comes back unflipped", () => {
    let s = game({ hand: ["Boomerang", "Budoka Pupil"], play: [{ card: "Budoka Pupil", counters: { ki: 2 } }] });
    s = atEndOfTurn(s);
    s = act(s, { type: "may", accept: true }, "p1");
    const flipped = s.play.find((id) => card(s, id).flipped)!;
    expect(flipped).toBeDefined();
    // Still in the end of turn step, with priority: Boomerang returns it to its owner's hand.
    s = pass(cast(s, "p1", "Boomerang", [{ object: flipped }]), 2);
    const pupils = s.players[0]!.hand.map((id) => card(s, id)).filter((c) => c.card === "Budoka Pupil");
    expect(pupils).toHaveLength(2);
    expect(pupils.map((c) => [c.flipped, characteristics(s, c).name])).toEqual([[undefined, "Budoka Pupil"], [undefined, "Budoka Pupil"]]);
  });

  it("508.1b: a flipped half is no card — not offered, not in a deck — and its definition reads as its text (the render gate for halves)", () => {
    const halves = Object.entries(generatedFacts as Record<string, { flipOf?: string; type: string; types: string[]; subtypes?: string[]; supertypes?: string[]; printedText?: string; manaCost?: string }>).filter(([, f]) => f.flipOf);
    expect(halves.map(([n]) => n)).toEqual(expect.arrayContaining(["Ichiga, Who Topples Oaks", "Jaraku the Interloper", "Scarmaker"]));
    for (const [name, f] of halves) {
      expect(isSupported(name)).toBe(false);
      expect(supportedCards().some((c) => c.name === name)).toBe(false);
      getCard(name);
      expect(readsAs({ name, ...f }, writtenDefinitions.get(name))).toBe(true);
      expect(getCard(f.flipOf!).flipsInto).toBe(name);
    }
  });
});

describe("clauses: \"As ~ comes into play, choose a color / a creature type\" and what reads the choice", () => {
  it("419.1b: Order of the Stars — \"choose a color\", then \"~ has protection from the chosen color\": red chosen, it has protection from red, and the choice is public", () => {
    let s = pass(cast(game({ hand: ["Order of the Stars"] }), "p1", "Order of the Stars"), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color" });
    rejects(s, "p1", { type: "choose", choice: "purple" }, "419.1b");
    s = act(s, { type: "choose", choice: "R" }, "p1");
    const id = inPlay(s, "Order of the Stars");
    expect(characteristics(s, card(s, id)).keywords).toContain("protectionFromRed");
    expect(characteristics(s, card(s, id)).keywords).not.toContain("protectionFromBlue");
    expect(view(s, "p2").play.find((p: { id: string }) => p.id === id)).toMatchObject({ chosen: "R" });
  });

  it("419.1b: Cover of Darkness — \"Creatures of the chosen type have fear\": Giant chosen, Hill Giant has fear and Suntail Hawk (a Bird) doesn't", () => {
    let s = pass(cast(game({ hand: ["Cover of Darkness"], play: ["Suntail Hawk"] }), "p1", "Cover of Darkness"), 2);
    s = act(s, { type: "choose", choice: "Giant" }, "p1");
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).keywords).toContain("fear");
    expect(characteristics(s, card(s, inPlay(s, "Suntail Hawk"))).keywords).not.toContain("fear");
  });

  it("419.1b: a permanent with \"As ~ comes into play, choose\" put into play other than from the stack chooses then, before anyone has priority", () => {
    const s0 = game({ hand: ["Cover of Darkness"] });
    const g: Game = { s: structuredClone(s0), events: [], scanned: 0 };
    // As an effect would do it, while no decision is owed.
    g.s.pending = null;
    moveCard(g, inHand(g.s, "p1", "Cover of Darkness"), "play", "p1");
    advance(g);
    expect(g.s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType", inPlay: true });
    expect(legalDecision(g.s, "p1")!.prompt).toContain("choose a creature type");
    const s = act(g.s, { type: "choose", choice: "Giant" }, "p1");
    expect(card(s, inPlay(s, "Cover of Darkness")).chosen).toBe("Giant");
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).keywords).toContain("fear");
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });
});

describe("clauses: \"gains protection from the color of your choice until end of turn\"", () => {
  it("413: Blessed Breath — the color is chosen as it resolves (an illegal answer is refused); Suntail Hawk gains protection from red until end of turn", () => {
    let s = game({ hand: ["Blessed Breath"], play: ["Suntail Hawk"] });
    const hawk = inPlay(s, "Suntail Hawk");
    s = pass(cast(s, "p1", "Blessed Breath", [{ object: hawk }]), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color", resolving: true });
    expect(legalDecision(s, "p1")!.options).toHaveLength(5);
    rejects(s, "p1", { type: "choose", choice: "Giant" }, "419.1b");
    s = act(s, { type: "choose", choice: "R" }, "p1");
    expect(characteristics(s, card(s, hawk)).keywords).toContain("protectionFromRed");
    expect(zoneNames(s, "p1", "graveyard")).toContain("Blessed Breath");
    s = pass(s, 1);
    while (s.turn.number === 3) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(characteristics(s, card(s, hawk)).keywords).not.toContain("protectionFromRed");
  });

  it("413: Akroma's Blessing — \"Creatures you control gain protection from the color of your choice\": green chosen, p1's creatures have it and p2's Hill Giant doesn't", () => {
    let s = pass(cast(game({ hand: ["Akroma's Blessing"], play: ["Suntail Hawk"] }), "p1", "Akroma's Blessing"), 2);
    s = act(s, { type: "choose", choice: "G" }, "p1");
    expect(characteristics(s, card(s, inPlay(s, "Suntail Hawk"))).keywords).toContain("protectionFromGreen");
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).keywords).not.toContain("protectionFromGreen");
  });

  it("413: Persecute — \"Choose a color. Target player reveals his or her hand and discards all cards of that color.\": black chosen, p2 reveals and discards only the black cards", () => {
    let s = game({ hand: ["Persecute"] }, { hand: ["Soulless Revival", "Hill Giant", "Nausea"] });
    s = pass(cast(s, "p1", "Persecute", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color", resolving: true });
    expect(legalDecision(s, "p1")!.prompt).toContain("discards all cards of that color");
    s = act(s, { type: "choose", choice: "B" }, "p1");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Nausea", "Soulless Revival"]);
  });

  it("413, 212.1b: Mistform Dreamer — \"~'s type becomes the creature type of your choice until end of turn\": Goblin replaces Illusion; a word that is no creature type is refused; at end of turn it is an Illusion again", () => {
    let s = game({ play: ["Mistform Dreamer"] });
    const id = inPlay(s, "Mistform Dreamer");
    expect(characteristics(s, card(s, id)).subtypes).toEqual(["Illusion"]);
    const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === id)!;
    s = act(s, option, "p1");
    s = pass(payFully(s), 2);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType", resolving: true });
    rejects(s, "p1", { type: "choose", choice: "Planeswalker" }, "419.1b");
    s = act(s, { type: "choose", choice: "Goblin" }, "p1");
    expect(characteristics(s, card(s, id)).subtypes).toEqual(["Goblin"]);
    expect(characteristics(s, card(s, id)).keywords).toContain("flying");
    while (s.turn.number === 3) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    expect(characteristics(s, card(s, id)).subtypes).toEqual(["Illusion"]);
  });
});

