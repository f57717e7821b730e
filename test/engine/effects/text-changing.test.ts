import { describe, expect, it } from "vitest";
import { lastKnown } from "../../../src/engine/zones/zones.js";
import { characteristics, hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, manualGame, pass, passUntil, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const islands = (n: number) => Array<string>(n).fill("Island");
const choose = (s: GameState, ...words: string[]) => words.reduce((x, choice) => act(x, { type: "choose", choice }), s);
/** Plays Mind Bend (or another text changer) on a target and lets it resolve to its first choice. */
const bend = (s: GameState, spell: string, target: string) => pass(cast(s, "p1", spell, [{ object: target }]), 2);
function attackWith(s: GameState, attacker: string): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, attacker, "p1"), defender: "p2" }] });
  return pass(s, 2);
}

describe("text-changing effects (418.6, layer 3 of 418.5)", () => {
  it("418.6: Mind Bend's words are chosen as it resolves, one after the other; swampwalk becomes islandwalk, indefinitely", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Island", "Bog Wraith"], library }, { play: ["Grizzly Bears", "Island"], library }], turn: 3 });
    s = bend(s, "Mind Bend", inPlay(s, "Bog Wraith"));
    expect(s.pending).toMatchObject({ kind: "changeText", player: "p1" });
    const first = legalDecision(s, "p1")!;
    expect(first.prompt).toContain("Mind Bend changes the text of Bog Wraith: choose the color word or basic land type to replace");
    expect(first.options.map((o) => (o.type === "choose" ? o.choice : ""))).toEqual(["white", "blue", "black", "red", "green", "Plains", "Island", "Swamp", "Mountain", "Forest"]);
    s = choose(s, "Swamp");
    const second = legalDecision(s, "p1")!;
    expect(second.prompt).toContain('choose the basic land type that replaces "Swamp"');
    expect(second.options.map((o) => (o.type === "choose" ? o.choice : ""))).toEqual(["Plains", "Island", "Mountain", "Forest"]);
    s = choose(s, "Island");
    const wraith = card(s, inPlay(s, "Bog Wraith"));
    expect(hasKeyword(s, wraith, "islandwalk")).toBe(true);
    expect(hasKeyword(s, wraith, "swampwalk")).toBe(false);
    expect(characteristics(s, wraith).name).toBe("Bog Wraith");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mind Bend"]);
    // The effect doesn't end at end of turn: on p1's next turn Bog Wraith can't be blocked by p2, who controls an Island.
    for (let i = 0; i < 200 && s.turn.number < 5; i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
    expect(hasKeyword(s, card(s, inPlay(s, "Bog Wraith")), "islandwalk")).toBe(true);
    s = attackWith(s, "Bog Wraith");
    expect(s.pending?.kind).not.toBe("blockers");
  });

  it("418.6a: a word that isn't a color word or basic land type, the same word, or a word of the other kind is refused, the state unchanged", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Island", "Bog Wraith"], library }, { library }], turn: 3 });
    s = bend(s, "Mind Bend", inPlay(s, "Bog Wraith"));
    rejects(s, "p1", { type: "choose", choice: "Goblin" }, "418.6a");
    rejects(s, "p1", { type: "choose", choice: "Black" }, "418.6a");
    s = choose(s, "black");
    rejects(s, "p1", { type: "choose", choice: "black" }, "418.6");
    rejects(s, "p1", { type: "choose", choice: "Island" }, "418.6a");
    rejects(s, "p1", { type: "pass" }, "408.1");
    s = choose(s, "green");
    expect(s.effects).toMatchObject([{ layer: 3, modification: { kind: "changeText", from: "black", to: "green" }, duration: "permanent" }]);
    // Bog Wraith's color comes from its mana cost, not its text: it stays black.
    expect(characteristics(s, card(s, inPlay(s, "Bog Wraith"))).colors).toEqual(["B"]);
  });

  it("418.6, 418.5 layer 3: Mind Bend on Ascendant Evincar — \"other black creatures get +1/+1, nonblack creatures get -1/-1\" comes to read white and nonwhite", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Island", "Ascendant Evincar"], library }, { play: ["Bog Wraith", "Angel of Mercy"], library }], turn: 3 });
    expect([pt(s, inPlay(s, "Bog Wraith")), pt(s, inPlay(s, "Angel of Mercy")), pt(s, inPlay(s, "Ascendant Evincar"))]).toEqual([[4, 4], [2, 2], [3, 3]]);
    s = choose(bend(s, "Mind Bend", inPlay(s, "Ascendant Evincar")), "black", "white");
    // The Evincar is nonwhite now, so its own second ability shrinks it.
    expect([pt(s, inPlay(s, "Bog Wraith")), pt(s, inPlay(s, "Angel of Mercy")), pt(s, inPlay(s, "Ascendant Evincar"))]).toEqual([[2, 2], [4, 4], [2, 2]]);
  });

  it("418.6, 418.5 layer 3: text changes apply in timestamp order: Swamp to Island, then Island to Mountain, reads mountainwalk", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend", "Mind Bend"], play: ["Island", "Island", "Bog Wraith"], library }, { play: ["Grizzly Bears", "Mountain"], library }], turn: 3 });
    s = choose(bend(s, "Mind Bend", inPlay(s, "Bog Wraith")), "Swamp", "Island");
    s = choose(bend(s, "Mind Bend", inPlay(s, "Bog Wraith")), "Island", "Mountain");
    const wraith = card(s, inPlay(s, "Bog Wraith"));
    expect(characteristics(s, wraith).keywords).toEqual(["mountainwalk"]);
    expect(attackWith(s, "Bog Wraith").pending?.kind).not.toBe("blockers");
  });

  it("418.6, 418.5 layers 3–4: Mind Bend changes a basic land type on the type line (a Swamp taps for blue) and in an Aura's text (Sea's Claim); layer 4 applies after layer 3 whatever the timestamps", () => {
    let s = manualGame({ players: [{ hand: ["Sea's Claim", "Mind Bend", "Mind Bend"], play: [...islands(3), "Forest"], library }, { library }], turn: 3 });
    const forest = inPlay(s, "Forest");
    s = pass(cast(s, "p1", "Sea's Claim", [{ object: forest }]), 2);
    expect(characteristics(s, card(s, forest)).subtypes).toEqual(["Island"]);
    // Forest -> Mountain on the Forest (a later timestamp than Sea's Claim): its type line now reads
    // Mountain, but Sea's Claim (layer 4) still makes it an Island.
    s = choose(bend(s, "Mind Bend", forest), "Forest", "Mountain");
    expect(characteristics(s, card(s, forest)).subtypes).toEqual(["Island"]);
    // Island -> Swamp in Sea's Claim's text: "Enchanted land is a Swamp".
    s = choose(bend(s, "Mind Bend", inPlay(s, "Sea's Claim")), "Island", "Swamp");
    expect(characteristics(s, card(s, forest)).subtypes).toEqual(["Swamp"]);
    expect(characteristics(s, card(s, forest)).abilities.map((a) => a.effects)).toEqual([[{ do: "addMana", mana: "B" }]]);
    // Its name stays Forest (418.6a: a name is never changed).
    expect(card(s, forest).card).toBe("Forest");
  });

  it("418.6: Mind Bend on a basic Swamp: its type line reads Island, and it taps for blue; Nightmare counting Swamps comes to count Islands", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend", "Mind Bend"], play: ["Island", "Island", "Swamp", "Swamp", "Nightmare"], library }, { library }], turn: 3 });
    const swamp = inPlay(s, "Swamp");
    expect(pt(s, inPlay(s, "Nightmare"))).toEqual([2, 2]);
    s = choose(bend(s, "Mind Bend", swamp), "Swamp", "Island");
    expect(characteristics(s, card(s, swamp)).subtypes).toEqual(["Island"]);
    expect(pt(s, inPlay(s, "Nightmare"))).toEqual([1, 1]);
    s = act(s, { type: "playAbility", source: swamp, ability: 0 });
    expect(s.players[0]!.manaPool.U).toBe(1);
    s = choose(bend(s, "Mind Bend", inPlay(s, "Nightmare")), "Swamp", "Island");
    // Islands now: the two Islands (one tapped for Mind Bend) and the bent Swamp.
    expect(pt(s, inPlay(s, "Nightmare"))).toEqual([3, 3]);
  });

  it("418.6: Artificial Evolution on Goblin King — \"Other Elves get +1/+1 and have mountainwalk\", and its type line reads Elf", () => {
    let s = manualGame({ players: [{ hand: ["Artificial Evolution"], play: ["Island", "Goblin King", "Raging Goblin", "Llanowar Elves"], library }, { play: ["Grizzly Bears", "Mountain"], library }], turn: 3 });
    expect([pt(s, inPlay(s, "Raging Goblin")), pt(s, inPlay(s, "Llanowar Elves"))]).toEqual([[2, 2], [1, 1]]);
    s = bend(s, "Artificial Evolution", inPlay(s, "Goblin King"));
    expect(legalDecision(s, "p1")!.options).toHaveLength(180); // every creature type but Wall (Blinkmoth among them since Blinkmoth Nexus is read; Pest, Pentavite, Spawn, Triskelavite and Wirefly since the colorless artifact tokens are)
    s = choose(s, "Goblin");
    expect(legalDecision(s, "p1")!.options.map((o) => (o.type === "choose" ? o.choice : ""))).not.toContain("Wall");
    s = choose(s, "Elf");
    expect([pt(s, inPlay(s, "Raging Goblin")), pt(s, inPlay(s, "Llanowar Elves"))]).toEqual([[1, 1], [2, 2]]);
    expect(characteristics(s, card(s, inPlay(s, "Goblin King"))).subtypes).toEqual(["Elf"]);
    expect(hasKeyword(s, card(s, inPlay(s, "Llanowar Elves")), "mountainwalk")).toBe(true);
    expect(hasKeyword(s, card(s, inPlay(s, "Raging Goblin")), "mountainwalk")).toBe(false);
  });

  it("418.6, 409.1e: Artificial Evolution on Goblin Warchief — \"Elf spells you play cost {1} less\", \"Elves you control have haste\"", () => {
    let s = manualGame({ players: [{ hand: ["Artificial Evolution", "Elvish Champion", "Goblin Piker"], play: ["Island", "Forest", "Forest", "Mountain", "Mountain", "Goblin Warchief", { card: "Goblin Piker", summoningSick: true }, { card: "Llanowar Elves", summoningSick: true }], library }, { library }], turn: 3 });
    const costOf = (x: GameState, name: string) => act(x, { type: "playSpell", card: inHand(x, "p1", name) }).playing!.cost;
    expect([costOf(s, "Elvish Champion"), costOf(s, "Goblin Piker")]).toEqual(["{1}{G}{G}", "{R}"]);
    s = choose(bend(s, "Artificial Evolution", inPlay(s, "Goblin Warchief")), "Goblin", "Elf");
    expect([costOf(s, "Elvish Champion"), costOf(s, "Goblin Piker")]).toEqual(["{G}{G}", "{1}{R}"]);
    expect(hasKeyword(s, card(s, inPlay(s, "Llanowar Elves")), "haste")).toBe(true);
    expect(hasKeyword(s, card(s, inPlay(s, "Goblin Piker")), "haste")).toBe(false);
  });

  it("418.6: Artificial Evolution's new creature type can't be Wall, nor the same type", () => {
    let s = manualGame({ players: [{ hand: ["Artificial Evolution"], play: ["Island", "Goblin King"], library }, { library }], turn: 3 });
    s = choose(bend(s, "Artificial Evolution", inPlay(s, "Goblin King")), "Goblin");
    rejects(s, "p1", { type: "choose", choice: "Wall" }, "418.6");
    rejects(s, "p1", { type: "choose", choice: "Goblin" }, "418.6");
    rejects(s, "p1", { type: "choose", choice: "blue" }, "418.6a");
  });

  it("418.6, 502.27: Artificial Evolution on a spell on the stack: Glowering Rogon, now a Goblin, amplifies with Goblins; in play it is a new object, a Beast (217.1c)", () => {
    let s = manualGame({ players: [{ hand: ["Glowering Rogon", "Artificial Evolution", "Raging Goblin", "Goblin Piker"], play: islands(1), manaPool: { G: 6 }, library }, { library }], turn: 3 });
    s = cast(s, "p1", "Glowering Rogon");
    const rogon = s.stack[0]!;
    s = cast(s, "p1", "Artificial Evolution", [{ object: rogon }]);
    s = choose(pass(s, 2), "Beast", "Goblin");
    expect(characteristics(s, card(s, rogon)).subtypes).toEqual(["Goblin"]);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("reveal");
    const candidates = (legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name);
    expect(candidates.sort()).toEqual(["Goblin Piker", "Raging Goblin"]);
    s = act(s, { type: "reveal", cards: [inHand(s, "p1", "Raging Goblin"), inHand(s, "p1", "Goblin Piker")] });
    const inplay = card(s, inPlay(s, "Glowering Rogon"));
    expect(inplay.counters).toEqual({ "+1/+1": 2 });
    expect(characteristics(s, inplay).subtypes).toEqual(["Beast"]);
  });

  it("502.32, 418.6: Spectral Shift entwined — both modes, for {2} more: Bog Wraith's Swamp becomes Island, Ascendant Evincar's black becomes white", () => {
    let s = manualGame({ players: [{ hand: ["Spectral Shift", "Spectral Shift"], play: [...islands(6), "Bog Wraith"], library }, { play: ["Ascendant Evincar"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Spectral Shift") });
    const modes = legalDecision(s, "p1")!;
    expect(modes.prompt).toContain("(2) all of them (Entwine {2}");
    expect(modes.options).toEqual([{ type: "chooseMode", mode: 0 }, { type: "chooseMode", mode: 1 }, { type: "chooseMode", mode: 2 }, { type: "cancel" }]);
    rejects(s, "p1", { type: "chooseMode", mode: 3 }, "409.1a");
    s = act(s, { type: "chooseMode", mode: 2 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bog Wraith") }, { object: inPlay(s, "Ascendant Evincar") }] });
    expect(s.playing!.cost).toBe("{3}{U}");
    s = pass(payFully(s), 2);
    expect(legalDecision(s, "p1")!.prompt).toContain("choose the basic land type to replace");
    s = choose(s, "Swamp", "Island");
    expect(legalDecision(s, "p1")!.prompt).toContain("Spectral Shift changes the text of Ascendant Evincar: choose the color word to replace");
    s = choose(s, "black", "white");
    const wraith = card(s, inPlay(s, "Bog Wraith"));
    expect(hasKeyword(s, wraith, "islandwalk")).toBe(true);
    // The Evincar's "nonwhite creatures get -1/-1" now shrinks the black Bog Wraith and itself.
    expect([pt(s, wraith.id), pt(s, inPlay(s, "Ascendant Evincar"))]).toEqual([[2, 2], [2, 2]]);
    // One mode alone costs {1}{U}: only one word is changed.
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Spectral Shift") });
    s = act(s, { type: "chooseMode", mode: 1 });
    expect(s.playing!.cost).toBe("{1}{U}");
  });

  it("413.2a: Mind Bend whose target has left play is countered on resolution: no words are chosen", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Island", "Grizzly Bears"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = cast(s, "p1", "Mind Bend", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = act(s, { type: "pass" });
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("priority");
    expect(s.effects).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Mind Bend"]);
  });
});

describe("protection from a color (502.7) and changing it (418.6)", () => {
  const candidates = (s: GameState) => (legalDecision(s, s.pending!.player)!.details!.targets as { object?: string }[][]).map((t) => card(s, t[0]!.object!).card);

  it("502.7: protection from green — Coast Watcher can't be targeted by Giant Growth, blocked by Giant Spider, or dealt damage by Grizzly Bears", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Forest", "Coast Watcher"], library }, { play: ["Giant Spider", "Grizzly Bears"], library }], turn: 3 });
    const watcher = inPlay(s, "Coast Watcher");
    const playing = act(s, { type: "playSpell", card: inHand(s, "p1", "Giant Growth") });
    expect(candidates(playing).sort()).toEqual(["Giant Spider", "Grizzly Bears"]);
    rejects(playing, "p1", { type: "chooseTargets", targets: [{ object: watcher }] }, "409.1c");
    // Giant Spider could block a flier, but not a creature with protection from green: no blockers.
    s = attackWith(s, "Coast Watcher");
    expect(s.pending?.kind).not.toBe("blockers");
    s = passUntil(s, (x) => x.turn.step === "endOfCombat" || x.turn.phase === "postcombatMain");
    expect(s.players[1]!.life).toBe(19);
    // Blocking Grizzly Bears, it takes no damage from them.
    let b = manualGame({ players: [{ play: ["Coast Watcher"], library }, { play: ["Grizzly Bears"], library }], turn: 4, active: 1, step: "declareAttackers" });
    b = pass(act(b, { type: "declareAttackers", attackers: [{ attacker: inPlay(b, "Grizzly Bears"), defender: "p1" }] }), 2);
    b = act(b, { type: "declareBlockers", blocks: [{ blocker: inPlay(b, "Coast Watcher"), attacker: inPlay(b, "Grizzly Bears") }] });
    b = passUntil(b, (x) => x.turn.phase === "postcombatMain" || x.turn.step === "endOfCombat");
    expect(card(b, inPlay(b, "Coast Watcher")).damage).toBe(0);
    expect(card(b, inPlay(b, "Grizzly Bears")).damage).toBe(1);
  });

  it("418.6, 502.7: Mind Bend makes it protection from white: Holy Strength on it goes to the graveyard (420.5d), and Giant Growth can target it", () => {
    let s = manualGame({ players: [{ hand: ["Holy Strength", "Mind Bend", "Giant Growth"], play: ["Plains", "Island", "Forest", "Coast Watcher"], library }, { library }], turn: 3 });
    const watcher = inPlay(s, "Coast Watcher");
    s = pass(cast(s, "p1", "Holy Strength", [{ object: watcher }]), 2);
    expect(pt(s, watcher)).toEqual([2, 3]);
    s = choose(bend(s, "Mind Bend", watcher), "green", "white");
    expect(hasKeyword(s, card(s, watcher), "protectionFromWhite")).toBe(true);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Holy Strength", "Mind Bend"]);
    s = pass(cast(s, "p1", "Giant Growth", [{ object: watcher }]), 2);
    expect(pt(s, watcher)).toEqual([4, 4]);
  });
});

describe("tokens made by a changed text (418.6c–d)", () => {
  const tokens = (s: GameState) => s.play.filter((id) => card(s, id).token);
  const made = (s: GameState, id: string) => {
    const c = characteristics(s, card(s, id));
    return { name: c.name, subtypes: c.subtypes, colors: c.colors, pt: [c.power, c.toughness] };
  };
  /** Passes (attacking with nothing) until `done`. */
  function until(s: GameState, done: (s: GameState) => boolean): GameState {
    for (let i = 0; i < 300 && !done(s); i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
    expect(done(s)).toBe(true);
    return s;
  }
  const mainOf = (n: number) => (s: GameState) => s.turn.number === n && s.turn.phase === "precombatMain" && s.stack.length === 0 && s.pending?.kind === "priority";

  it("418.6c–d: Artificial Evolution makes Verdant Force's Saprolings Elves (Elvish Champion pumps them); changed again to Goblin, it makes Goblins and the Elves stay Elves", () => {
    let s = manualGame({ players: [{ hand: ["Artificial Evolution", "Artificial Evolution"], play: ["Island", "Verdant Force", "Elvish Champion"], library }, { library }], turn: 3 });
    s = choose(bend(s, "Artificial Evolution", inPlay(s, "Verdant Force")), "Saproling", "Elf");
    s = until(s, (x) => tokens(x).length === 1);
    const elf = tokens(s)[0]!;
    expect(card(s, elf)).toMatchObject({ controller: "p1", token: true });
    expect(made(s, elf)).toEqual({ name: "Elf", subtypes: ["Elf"], colors: ["G"], pt: [2, 2] });
    s = until(s, mainOf(5));
    expect(tokens(s)).toHaveLength(2);
    s = choose(bend(s, "Artificial Evolution", inPlay(s, "Verdant Force")), "Elf", "Goblin");
    expect(made(s, elf)).toEqual({ name: "Elf", subtypes: ["Elf"], colors: ["G"], pt: [2, 2] });
    s = until(s, (x) => tokens(x).length === 3);
    const goblin = tokens(s)[2]!;
    expect(made(s, goblin)).toEqual({ name: "Goblin", subtypes: ["Goblin"], colors: ["G"], pt: [1, 1] });
    expect(tokens(s).slice(0, 2).map((id) => made(s, id).subtypes)).toEqual([["Elf"], ["Elf"]]);
  });

  it("418.6c–d: Mind Bend changing \"green\" to \"white\" on Verdant Force makes white Saprolings; Verdant Force stays green", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Island", "Verdant Force"], library }, { library }], turn: 3 });
    s = choose(bend(s, "Mind Bend", inPlay(s, "Verdant Force")), "green", "white");
    s = until(s, (x) => tokens(x).length === 1);
    expect(made(s, tokens(s)[0]!)).toEqual({ name: "Saproling", subtypes: ["Saproling"], colors: ["W"], pt: [1, 1] });
    expect(characteristics(s, card(s, inPlay(s, "Verdant Force"))).colors).toEqual(["G"]);
  });

  it("418.6c–d: Artificial Evolution on Supply while it is a spell: it makes X Elf tokens, and the log calls them Elves", () => {
    let s = manualGame({ players: [{ hand: ["Supply // Demand", "Artificial Evolution"], play: ["Forest", "Plains", "Forest", "Forest", "Island", "Minister of Impediments"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Supply // Demand"), half: "Supply" });
    s = payFully(act(s, { type: "chooseX", value: 2 }));
    s = choose(bend(s, "Artificial Evolution", s.stack[0]!), "Saproling", "Elf");
    s = pass(s, 2);
    expect(tokens(s).map((id) => made(s, id))).toEqual([0, 1].map(() => ({ name: "Elf", subtypes: ["Elf"], colors: ["G"], pt: [1, 1] })));
    // As it last existed it is an Elf, and no copy of anything (503): the log won't name it as one.
    const gone = lastKnown(s, card(s, tokens(s)[0]!));
    expect(gone.name).toBe("Elf");
    expect(gone).not.toHaveProperty("card");
    s = act(s, { type: "playAbility", source: inPlay(s, "Minister of Impediments"), ability: 0 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: tokens(s)[0]! }] }));
    const tapped = apply(pass(s), "p2", { type: "pass" }).events.find((e) => e.type === "tap");
    expect(tapped?.text).toBe("Elf becomes tapped.");
  });

  it("418.6c–d: Mind Bend changing \"red\" to \"black\" on Rukh Egg: the Bird its delayed trigger makes at end of turn is black", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend", "Volcanic Hammer"], play: ["Island", "Mountain", "Mountain", "Rukh Egg"], library }, { library }], turn: 3 });
    s = choose(bend(s, "Mind Bend", inPlay(s, "Rukh Egg")), "red", "black");
    s = pass(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Rukh Egg") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Rukh Egg");
    s = until(s, (x) => tokens(x).length === 1);
    expect(made(s, tokens(s)[0]!)).toEqual({ name: "Bird", subtypes: ["Bird"], colors: ["B"], pt: [4, 4] });
    expect(s.turn.step).toBe("endOfTurn");
  });
});
