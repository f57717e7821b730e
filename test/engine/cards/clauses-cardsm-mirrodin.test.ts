import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, pt, zoneNames, resolveStack } from "../helpers.js";

// Mirrodin block families (fifteenth session, helper cardsm).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const inPlayAll = (s: GameState, name: string) => s.play.filter((id) => card(s, id).card === name);

describe("clauses: \"gets +1/+0 until end of turn for each artifact you control\" (413.2, 418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Hunger of the Nim", "Irradiate"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Hunger of the Nim with three artifacts under its caster's control (Bob's don't count) gives Grizzly Bears +3/+0", () => {
    let s = manualGame({ players: [{ hand: ["Hunger of the Nim"], play: ["Swamp", "Swamp", "Howling Mine", "Howling Mine", "Ornithopter", "Grizzly Bears"], library }, { play: ["Howling Mine"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Hunger of the Nim", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 2]);
  });

  it("413.2, 418.5a: Irradiate counts Ann's two artifacts as it resolves: Bob's Hill Giant gets -2/-2 (1/1), and keeps it after an artifact leaves", () => {
    let s = manualGame({ players: [{ hand: ["Irradiate", "Shatter"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Howling Mine", "Ornithopter"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Irradiate", [{ object: inPlay(s, "Hill Giant") }]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
    s = resolveStack(cast(s, "p1", "Shatter", [{ object: inPlay(s, "Howling Mine") }]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
  });
});

describe("clauses: Equipment counted on its own charge counters (418.5a layer 6d)", () => {
  it("the cards are offered", () => {
    for (const name of ["Banshee's Blade", "Opaline Bracers"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1, 418.5a: Banshee's Blade puts a charge counter on itself whenever the equipped creature deals combat damage, and the creature grows by it", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Banshee's Blade", attachedTo: 0 }], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    expect(pt(s, bears)).toEqual([2, 2]);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: bears, defender: "p2" }] });
    for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(life(s, "p2")).toBe(18);
    expect(card(s, inPlay(s, "Banshee's Blade")).counters?.charge).toBe(1);
    expect(pt(s, bears)).toEqual([3, 3]);
  });

  it("418.5a: Opaline Bracers with two charge counters gives the equipped creature +2/+2; unattached, nothing", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Opaline Bracers", attachedTo: 0, counters: { charge: 2 } }, "Hill Giant"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });
});

describe("clauses: \"target X and all other Xs with the same name as that X\" (the Echoing cards, 413.2a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Echoing Calm", "Echoing Courage", "Echoing Decay", "Echoing Ruin", "Echoing Truth"]) expect(isSupported(name), name).toBe(true);
  });

  it("Echoing Decay gives -2/-2 to the target and to every other creature named like it, both players', and to no other", () => {
    let s = manualGame({ players: [{ hand: ["Echoing Decay"], play: ["Swamp", "Swamp", "Grizzly Bears", "Hill Giant"], library }, { play: ["Grizzly Bears", "Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Echoing Decay", [{ object: inPlay(s, "Grizzly Bears", "p2") }]));
    expect(inPlayAll(s, "Grizzly Bears")).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears", "Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("Echoing Courage: +2/+2 to the target and the other Grizzly Bears only", () => {
    let s = manualGame({ players: [{ hand: ["Echoing Courage"], play: ["Forest", "Forest", "Grizzly Bears", "Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Echoing Courage", [{ object: inPlay(s, "Grizzly Bears") }]));
    for (const id of inPlayAll(s, "Grizzly Bears")) expect(pt(s, id)).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("Echoing Truth returns every Howling Mine to its owner's hand, and leaves the other artifacts", () => {
    let s = manualGame({ players: [{ hand: ["Echoing Truth"], play: ["Island", "Island", "Howling Mine", "Ornithopter"], library }, { play: ["Howling Mine"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Echoing Truth", [{ object: inPlay(s, "Howling Mine", "p2") }]));
    expect(inPlayAll(s, "Howling Mine")).toEqual([]);
    expect(zoneNames(s, "p1", "hand")).toContain("Howling Mine");
    expect(zoneNames(s, "p2", "hand")).toContain("Howling Mine");
    expect(inPlayAll(s, "Ornithopter").length).toBe(1);
  });

  it("Echoing Ruin and Echoing Calm destroy every artifact / enchantment of the target's name", () => {
    let s = manualGame({ players: [{ hand: ["Echoing Ruin", "Echoing Calm"], play: ["Mountain", "Mountain", "Plains", "Plains", "Howling Mine", "Ornithopter", "Glorious Anthem", "Glorious Anthem", "Sacred Ground"], library }, { play: ["Howling Mine"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Echoing Ruin", [{ object: inPlay(s, "Howling Mine", "p1") }]));
    expect(inPlayAll(s, "Howling Mine")).toEqual([]);
    expect(inPlayAll(s, "Ornithopter").length).toBe(1);
    s = resolveStack(cast(s, "p1", "Echoing Calm", [{ object: inPlay(s, "Glorious Anthem") }]));
    expect(inPlayAll(s, "Glorious Anthem")).toEqual([]);
    expect(inPlayAll(s, "Sacred Ground").length).toBe(1);
  });

  it("413.2a: if the target has left play, nothing happens to the others either", () => {
    let s = manualGame({ players: [{ hand: ["Echoing Decay"], play: ["Swamp", "Swamp", "Grizzly Bears"], library }, { hand: ["Unsummon"], play: ["Island", "Grizzly Bears"], library }], turn: 3 });
    s = cast(s, "p1", "Echoing Decay", [{ object: inPlay(s, "Grizzly Bears", "p2") }]);
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Unsummon", [{ object: inPlay(s, "Grizzly Bears", "p2") }]);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "hand")).toContain("Grizzly Bears");
    expect(pt(s, inPlay(s, "Grizzly Bears", "p1"))).toEqual([2, 2]);
  });
});

describe("clauses: \"Then if ..., return ~ to its owner's hand\" (the Pulses of Darksteel)", () => {
  it("the cards are offered", () => {
    for (const name of ["Pulse of the Fields", "Pulse of the Forge", "Pulse of the Grid", "Pulse of the Tangle"]) expect(isSupported(name), name).toBe(true);
  });

  it("Pulse of the Fields: at 10 life against 20 Ann gains 4 and the card returns to her hand; at 20 against 20 it goes to the graveyard", () => {
    let s = manualGame({ players: [{ life: 10, hand: ["Pulse of the Fields"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pulse of the Fields"));
    expect(life(s, "p1")).toBe(14);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Pulse of the Fields"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    s = resolveStack(cast(s, "p1", "Pulse of the Fields"));
    expect(life(s, "p1")).toBe(18);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Pulse of the Fields"]);
    s = manualGame({ players: [{ life: 20, hand: ["Pulse of the Fields"], play: ["Plains", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pulse of the Fields"));
    expect(life(s, "p1")).toBe(24);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pulse of the Fields"]);
  });

  it("413.2: Pulse of the Forge compares after its damage: Bob at 20 against Ann's 15 takes 4 (16 > 15: back to hand); at 18, 14 is not more", () => {
    let s = manualGame({ players: [{ life: 15, hand: ["Pulse of the Forge"], play: ["Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pulse of the Forge", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(16);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Pulse of the Forge"]);
    s = manualGame({ players: [{ life: 15, hand: ["Pulse of the Forge"], play: ["Mountain", "Mountain", "Mountain"], library }, { life: 18, library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pulse of the Forge", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(14);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pulse of the Forge"]);
  });

  it("Pulse of the Tangle returns while Bob controls more creatures than Ann, its own Beast counted", () => {
    let s = manualGame({ players: [{ hand: ["Pulse of the Tangle"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], library }, { play: ["Grizzly Bears", "Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Pulse of the Tangle"));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Pulse of the Tangle"]);
    s = resolveStack(cast(s, "p1", "Pulse of the Tangle"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pulse of the Tangle"]);
    expect(s.play.filter((id) => card(s, id).token).length).toBe(2);
  });

  it("Pulse of the Grid: draw two, discard one, then back to hand only if Bob has more cards in hand", () => {
    let s = manualGame({ players: [{ hand: ["Pulse of the Grid"], play: ["Island", "Island", "Island"], library }, { hand: ["Island", "Island", "Island", "Island"], library }], turn: 3 });
    s = cast(s, "p1", "Pulse of the Grid");
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("discard");
    s = act(s, { type: "discard", cards: [s.players[0]!.hand[0]!] }, "p1");
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "hand")).toContain("Pulse of the Grid");
    expect(zoneNames(s, "p1", "hand").length).toBe(2);
  });
});

describe("clauses: \"{3}, {T} or {R}, {T}: ...\" (the Shards, 409.1f)", () => {
  it("the cards are offered", () => {
    for (const name of ["Granite Shard", "Heartwood Shard", "Pearl Shard"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1f: Granite Shard is played for {R} or for {3}, tapping it either way", () => {
    let s = manualGame({ players: [{ play: ["Granite Shard", "Mountain"], library }, { library }], turn: 3 });
    const shard = inPlay(s, "Granite Shard");
    s = act(s, { type: "playAbility", source: shard, ability: 1 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = resolveStack(s);
    expect(life(s, "p2")).toBe(19);
    expect(card(s, shard).tapped).toBe(true);
    expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
    s = manualGame({ players: [{ play: ["Granite Shard", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Granite Shard"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = resolveStack(s);
    expect(life(s, "p2")).toBe(19);
    expect(s.play.filter((id) => card(s, id).card === "Island" && card(s, id).tapped).length).toBe(3);
  });
});
