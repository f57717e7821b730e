import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameEvent, type GameState, type Setup } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, payFully, playNames, rejects, zoneNames } from "../helpers.js";

const sorted = (xs: string[]) => [...xs].sort();
const texts = (events: GameEvent[]) => events.map((e) => e.text);
const forests = ["Forest", "Forest", "Forest", "Forest"];
const mountainsFor = (n: number) => Array<string>(n).fill("Mountain");

/** Ann (p1, active, main phase of turn 3) with this hand, permanents and library; Bob with a small library. */
function ann(p1: Setup["players"][number]): GameState {
  return manualGame({ players: [p1, { library: ["Island", "Island"] }], turn: 3 });
}

/** Both players pass: the top of the stack resolves (or a trigger goes on it). Returns the state and the events. */
function resolve(s: GameState): { s: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < 2 && s.pending?.kind === "priority"; i++) {
    const r = apply(s, s.pending.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

/** The searcher answers with these card names; returns the state and the events. */
function find(s: GameState, cards: string[]): { s: GameState; events: GameEvent[] } {
  const r = apply(s, s.pending!.player, { type: "search", cards });
  return { s: r.state, events: r.events };
}

/** Ann plays the ability of her permanent `name` (paying its mana from her lands), with a cost choice if any. */
function activate(s: GameState, name: string, costs?: Extract<Action, { type: "playAbility" }>["costs"]): GameState {
  return payFully(act(s, { type: "playAbility", source: inPlay(s, name, "p1"), ability: 0, ...(costs ? { costs } : {}) }));
}

describe("Search (glossary): searching a library for cards", () => {
  it("Search: Rampant Growth finds a basic land card and puts it into play tapped; then the library is shuffled", () => {
    const library = ["Grizzly Bears", "Forest", "Island", "Forest", "Shock", "Hill Giant", "Plains", "Craw Wurm"];
    let s = cast(ann({ hand: ["Rampant Growth"], play: ["Forest", "Forest"], library }), "p1", "Rampant Growth");
    s = resolve(s).s;
    expect(s.pending).toEqual({ kind: "search", player: "p1" });
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ candidates: [{ name: "Forest", count: 2 }, { name: "Island", count: 1 }, { name: "Plains", count: 1 }], min: 0, max: 1 });
    expect(d.options).toEqual([
      { type: "search", cards: ["Forest"] },
      { type: "search", cards: ["Island"] },
      { type: "search", cards: ["Plains"] },
      { type: "search", cards: [] },
    ]);
    expect(d.prompt).toMatch(/^Rampant Growth: search your library for a basic land card\. You may find: Forest \(2\), Island \(1\), Plains \(1\)\./);
    const r = find(s, ["Island"]);
    s = r.s;
    const island = s.play.map((id) => card(s, id)).find((o) => o.card === "Island")!;
    expect(island).toMatchObject({ controller: "p1", tapped: true });
    expect(sorted(zoneNames(s, "p1", "library"))).toEqual(sorted(library.filter((_, i) => i !== 2)));
    expect(zoneNames(s, "p1", "library")).not.toEqual(library.filter((_, i) => i !== 2)); // shuffled (this seed moves cards)
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Rampant Growth"]);
    expect(texts(r.events)).toEqual(["Island comes into play under Ann's control, tapped (Rampant Growth).", "Ann shuffles their library."]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("Search: a search for a card with a stated quality may find nothing though the library holds one; the library is still shuffled", () => {
    const library = ["Forest", "Grizzly Bears", "Hill Giant", "Shock", "Craw Wurm", "Island"];
    let s = resolve(cast(ann({ hand: ["Rampant Growth"], play: ["Forest", "Forest"], library }), "p1", "Rampant Growth")).s;
    const r = find(s, []);
    s = r.s;
    expect(playNames(s, "p1")).toEqual(["Forest", "Forest"]);
    expect(sorted(zoneNames(s, "p1", "library"))).toEqual(sorted(library));
    expect(texts(r.events)).toContain("Ann shuffles their library.");
  });

  it("Search: a search finds only cards with the stated quality, that are in the library, no more than it says", () => {
    const library = ["Forest", "Grizzly Bears", "Island"];
    const s = resolve(cast(ann({ hand: ["Rampant Growth"], play: ["Forest", "Forest"], library }), "p1", "Rampant Growth")).s;
    rejects(s, "p1", { type: "search", cards: ["Grizzly Bears"] }, "glossary Search");
    rejects(s, "p1", { type: "search", cards: ["Mountain"] }, "glossary Search");
    rejects(s, "p1", { type: "search", cards: ["Forest", "Island"] }, "glossary Search");
    rejects(s, "p2", { type: "search", cards: ["Forest"] }, "408.1", 403);
    rejects(s, "p1", { type: "pass" }, "408.1");
  });

  it("Search: a search for \"a card\" must find one if the library has one (Diabolic Tutor); with an empty library it finds nothing and asks nothing", () => {
    let s = resolve(cast(ann({ hand: ["Diabolic Tutor"], play: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Shock", "Craw Wurm", "Shock"] }), "p1", "Diabolic Tutor")).s;
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ min: 1, max: 1 });
    expect(d.options).toEqual([{ type: "search", cards: ["Craw Wurm"] }, { type: "search", cards: ["Shock"] }]);
    rejects(s, "p1", { type: "search", cards: [] }, "glossary Search");
    s = find(s, ["Craw Wurm"]).s;
    expect(zoneNames(s, "p1", "hand")).toEqual(["Craw Wurm"]);
    expect(sorted(zoneNames(s, "p1", "library"))).toEqual(["Shock", "Shock"]);

    const empty = resolve(cast(ann({ hand: ["Diabolic Tutor"], play: ["Swamp", "Swamp", "Swamp", "Swamp"], library: [] }), "p1", "Diabolic Tutor"));
    expect(empty.s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(texts(empty.events)).toEqual(expect.arrayContaining(["Ann searches their library for a card (Diabolic Tutor).", "Ann shuffles their library."]));
  });

  it("Search: \"up to two\" (Explosive Vegetation) lists one complete answer and none, not every pair; any legal pair may be posted", () => {
    const library = ["Island", "Forest", "Plains", "Forest", "Mountain", "Swamp", "Grizzly Bears"];
    let s = resolve(cast(ann({ hand: ["Explosive Vegetation"], play: forests, library }), "p1", "Explosive Vegetation")).s;
    const d = legalDecision(s, "p1")!;
    expect(d.options).toEqual([{ type: "search", cards: ["Forest", "Forest"] }, { type: "search", cards: [] }]);
    expect(d.details).toMatchObject({ min: 0, max: 2, candidates: [{ name: "Forest", count: 2 }, { name: "Island", count: 1 }, { name: "Mountain", count: 1 }, { name: "Plains", count: 1 }, { name: "Swamp", count: 1 }] });
    rejects(s, "p1", { type: "search", cards: ["Island", "Island"] }, "glossary Search");
    rejects(s, "p1", { type: "search", cards: ["Island", "Swamp", "Plains"] }, "glossary Search");
    s = find(s, ["Swamp", "Island"]).s;
    expect(playNames(s, "p1")).toEqual([...forests, "Swamp", "Island"]);
    expect(s.play.slice(-2).map((id) => card(s, id).tapped)).toEqual([true, true]);
    expect(zoneNames(s, "p1", "library")).toHaveLength(5);
  });

  it("Search: Kodama's Reach reveals the two basic land cards and puts one into play tapped, the other into its owner's hand", () => {
    let s = resolve(cast(ann({ hand: ["Kodama's Reach"], play: forests, library: ["Plains", "Grizzly Bears", "Island", "Island"] }), "p1", "Kodama's Reach")).s;
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ min: 0, max: 2, reveal: true, to: ["playTapped", "hand"] });
    expect(d.prompt).toContain("The cards go into play tapped, then into your hand, in the order you list them.");
    const r = find(s, ["Plains", "Island"]);
    s = r.s;
    expect(texts(r.events)[0]).toBe("Ann reveals Plains, Island (Kodama's Reach).");
    expect(playNames(s, "p1")).toEqual([...forests, "Plains"]);
    expect(card(s, inPlay(s, "Plains")).tapped).toBe(true);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("Search: Seek the Horizon reveals up to three basic land cards into its owner's hand", () => {
    let s = resolve(cast(ann({ hand: ["Seek the Horizon"], play: forests, library: ["Plains", "Island", "Mountain", "Swamp"] }), "p1", "Seek the Horizon")).s;
    s = find(s, ["Plains", "Mountain", "Swamp"]).s;
    expect(sorted(zoneNames(s, "p1", "hand"))).toEqual(["Mountain", "Plains", "Swamp"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Island"]);
  });

  it("Search: each filter finds only its cards — Sylvan Scrying (land), Fabricate (artifact), Time of Need (legendary creature), Steelshaper's Gift (Equipment), Eerie Procession (Arcane), Farseek (Plains, Island, Swamp or Mountain)", () => {
    const library = ["Forest", "Island", "Bonesplitter", "Tanglebloom", "Isamaru, Hound of Konda", "Grizzly Bears", "Devouring Rage", "Shock"];
    const lands = ["Forest", "Island", "Plains", "Island", "Forest"];
    const found = (spell: string) => {
      const s = resolve(cast(ann({ hand: [spell], play: lands, library }), "p1", spell)).s;
      return (legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name);
    };
    expect(found("Sylvan Scrying")).toEqual(["Forest", "Island"]);
    expect(found("Fabricate")).toEqual(["Bonesplitter", "Tanglebloom"]);
    expect(found("Time of Need")).toEqual(["Isamaru, Hound of Konda"]);
    expect(found("Steelshaper's Gift")).toEqual(["Bonesplitter"]);
    expect(found("Eerie Procession")).toEqual(["Devouring Rage"]);
    expect(found("Farseek")).toEqual(["Island"]);
  });

  it("Search: Mwonvuli Acid-Moss destroys target land, then finds a Forest card and puts it into play tapped", () => {
    let s = manualGame({ players: [{ hand: ["Mwonvuli Acid-Moss"], play: forests, library: ["Forest", "Island"] }, { play: ["Island"], library: ["Island"] }], turn: 3 });
    s = resolve(cast(s, "p1", "Mwonvuli Acid-Moss", [{ object: inPlay(s, "Island", "p2") }])).s;
    expect(playNames(s, "p2")).toEqual([]);
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Forest"] }, { type: "search", cards: [] }]);
    s = find(s, ["Forest"]).s;
    expect(s.play.map((id) => card(s, id)).filter((o) => o.tapped)).toHaveLength(5);
  });

  it("404, Search: Wood Elves' triggered ability puts a Forest card into play untapped", () => {
    let s = cast(ann({ hand: ["Wood Elves"], play: ["Forest", "Forest", "Forest"], library: ["Island", "Forest"] }), "p1", "Wood Elves");
    s = resolve(resolve(s).s).s; // Wood Elves resolves; its ability goes on the stack and resolves
    s = find(s, ["Forest"]).s;
    expect(playNames(s, "p1")).toEqual(["Forest", "Forest", "Forest", "Wood Elves", "Forest"]);
    expect(card(s, s.play.at(-1)!).tapped).toBe(false);
  });

  it("Search: \"you may search\" (Civic Wayfinder): declining searches and shuffles nothing; accepting reveals the card into its owner's hand", () => {
    const library = ["Island", "Grizzly Bears", "Plains", "Shock"];
    let s = cast(ann({ hand: ["Civic Wayfinder"], play: ["Forest", "Forest", "Forest"], library }), "p1", "Civic Wayfinder");
    s = resolve(resolve(s).s).s;
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    expect(legalDecision(s, "p1")!.prompt).toBe("Civic Wayfinder: you may search your library for a basic land card; if you do, you shuffle it. Do you?");
    const no = apply(s, "p1", { type: "may", accept: false });
    expect(zoneNames(no.state, "p1", "library")).toEqual(library);
    expect(texts(no.events)).toEqual(["Ann chooses not to search their library (Civic Wayfinder)."]);
    s = act(s, { type: "may", accept: true });
    expect(s.pending).toEqual({ kind: "search", player: "p1" });
    const r = find(s, ["Plains"]);
    expect(texts(r.events).slice(0, 2)).toEqual(["Ann reveals Plains (Civic Wayfinder).", "Ann puts Plains into their hand (Civic Wayfinder)."]);
    expect(zoneNames(r.s, "p1", "hand")).toEqual(["Plains"]);
  });

  it("Search: Trinket Mage finds only an artifact card with converted mana cost 1 or less; Screaming Seahawk only a card named Screaming Seahawk", () => {
    const library = ["Vulshok Morningstar", "Bonesplitter", "Screaming Seahawk", "Tanglebloom"];
    const candidates = (creature: string, lands: string[]) => {
      let s = cast(ann({ hand: [creature], play: lands, library }), "p1", creature);
      s = act(resolve(resolve(s).s).s, { type: "may", accept: true });
      return (legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name);
    };
    expect(candidates("Trinket Mage", ["Island", "Island", "Island"])).toEqual(["Bonesplitter", "Tanglebloom"]);
    expect(candidates("Screaming Seahawk", ["Island", "Island", "Island", "Island", "Island"])).toEqual(["Screaming Seahawk"]);
  });

  it("403, Search: Sakura-Tribe Elder, Terramorphic Expanse, Wayfarer's Bauble and Silkwing Scout are sacrificed to put a basic land card into play tapped", () => {
    const library = ["Grizzly Bears", "Mountain"];
    for (const [name, lands] of [["Sakura-Tribe Elder", []], ["Terramorphic Expanse", []], ["Wayfarer's Bauble", ["Forest", "Forest"]], ["Silkwing Scout", ["Forest"]]] as const) {
      let s = activate(ann({ play: [name, ...lands], library }), name);
      expect(zoneNames(s, "p1", "graveyard")).toEqual([name]);
      s = find(resolve(s).s, ["Mountain"]).s;
      expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
      expect(zoneNames(s, "p1", "library")).toEqual(["Grizzly Bears"]);
    }
  });

  it("403, Search: Journeyer's Kite and Greenseeker (discarding a card) reveal a basic land card into their controller's hand", () => {
    let s = activate(ann({ play: ["Journeyer's Kite", "Forest", "Forest", "Forest"], library: ["Swamp"] }), "Journeyer's Kite");
    s = find(resolve(s).s, ["Swamp"]).s;
    expect(zoneNames(s, "p1", "hand")).toEqual(["Swamp"]);

    let g = ann({ play: ["Greenseeker", "Forest"], hand: ["Shock"], library: ["Plains"] });
    g = activate(g, "Greenseeker", { discard: inHand(g, "p1", "Shock") });
    expect(zoneNames(g, "p1", "graveyard")).toEqual(["Shock"]);
    const r = find(resolve(g).s, ["Plains"]);
    expect(texts(r.events)[0]).toBe("Ann reveals Plains (Greenseeker).");
    expect(zoneNames(r.s, "p1", "hand")).toEqual(["Plains"]);
  });

  it("Search: every option a search decision lists is accepted as it is (a client that knows nothing can play it)", () => {
    const s = resolve(cast(ann({ hand: ["Explosive Vegetation"], play: forests, library: ["Island", "Forest", "Shock"] }), "p1", "Explosive Vegetation")).s;
    for (const option of legalDecision(s, "p1")!.options) expect(apply(s, "p1", option).state.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("403, Search: the Onslaught fetchlands pay 1 life and sacrifice themselves to put one of two land types into play untapped", () => {
    const lands = { "Bloodstained Mire": ["Mountain", "Swamp"], "Flooded Strand": ["Island", "Plains"], "Polluted Delta": ["Island", "Swamp"], "Windswept Heath": ["Forest", "Plains"], "Wooded Foothills": ["Forest", "Mountain"] };
    for (const [name, types] of Object.entries(lands)) {
      let s = resolve(activate(ann({ play: [name], library: ["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears"] }), name)).s;
      expect((legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name)).toEqual(types);
      s = find(s, [types[0]!]).s;
      expect([playNames(s, "p1"), card(s, s.play[0]!).tapped, s.players[0]!.life, zoneNames(s, "p1", "graveyard")]).toEqual([[types[0]], false, 19, [name]]);
    }
  });

  it("403, Search: Perilous Forays sacrifices a creature to find a land card with a basic land type (not an artifact land); Amrou Scout puts a Rebel card with converted mana cost 3 or less into play", () => {
    let s = ann({ play: ["Perilous Forays", "Grizzly Bears", "Forest"], library: ["Tree of Tales", "Island", "Craw Wurm"] });
    s = resolve(activate(s, "Perilous Forays", { sacrifice: inPlay(s, "Grizzly Bears") })).s;
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Island"] }, { type: "search", cards: [] }]);
    let scout = ann({ play: ["Amrou Scout", "Plains", "Plains", "Plains", "Plains"], library: ["Grizzly Bears", "Amrou Scout", "Shock"] });
    scout = resolve(activate(scout, "Amrou Scout")).s;
    expect(legalDecision(scout, "p1")!.options).toEqual([{ type: "search", cards: ["Amrou Scout"] }, { type: "search", cards: [] }]);
    scout = find(scout, ["Amrou Scout"]).s;
    expect(playNames(scout, "p1").filter((n) => n === "Amrou Scout")).toHaveLength(2);
  });

  it("502.32, Search: Reap and Sow entwined destroys target land (Flagstones of Trokair), then finds a land card; Flagstones' ability may then find a Plains card tapped", () => {
    let s = ann({ hand: ["Reap and Sow"], play: ["Flagstones of Trokair", "Forest", "Forest", "Forest", "Forest", "Forest"], library: ["Plains", "Island"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Reap and Sow") });
    s = act(s, { type: "chooseMode", mode: 2 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Flagstones of Trokair") }] }));
    s = resolve(s).s;
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Flagstones of Trokair"]);
    s = find(s, ["Island"]).s;
    expect(card(s, inPlay(s, "Island")).tapped).toBe(false);
    s = resolve(s).s; // Flagstones' triggered ability resolves: "you may search"
    s = act(s, { type: "may", accept: true });
    s = find(s, ["Plains"]).s;
    expect(card(s, inPlay(s, "Plains")).tapped).toBe(true);
  });

  it("Search: Merchant Scroll finds only a blue instant card; Avarax (haste) may find a card named Avarax", () => {
    const s = resolve(cast(ann({ hand: ["Merchant Scroll"], play: ["Island", "Island"], library: ["Shock", "Mana Leak", "Coast Watcher"] }), "p1", "Merchant Scroll")).s;
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "search", cards: ["Mana Leak"] }, { type: "search", cards: [] }]);
    let a = cast(ann({ hand: ["Avarax"], play: mountainsFor(5), library: ["Avarax", "Shock"] }), "p1", "Avarax");
    a = act(resolve(resolve(a).s).s, { type: "may", accept: true });
    expect(legalDecision(a, "p1")!.options).toEqual([{ type: "search", cards: ["Avarax"] }, { type: "search", cards: [] }]);
    a = find(a, ["Avarax"]).s;
    expect([zoneNames(a, "p1", "hand"), card(a, inPlay(a, "Avarax")).card]).toEqual([["Avarax"], "Avarax"]);
  });
});
