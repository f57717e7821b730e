import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, rejects, zoneNames } from "../helpers.js";

// Mana added by something that isn't a mana ability (406.2): "When Akki Rockspeaker comes into
// play, add {R} to your mana pool.", Coal Stoker's "..., if you played it from your hand, add
// {R}{R}{R}", "When Cathodion / Myr Moonvessel is put into a graveyard from play, add {3} / {1}",
// "Whenever a player plays a creature spell, that player adds {G} to his or her mana pool."
// (Tangleroot): triggered abilities set off by events other than a mana ability go on the stack
// and add their mana as they resolve (406.2); a spell's "Then add {G}{G}{G} to your mana pool."
// (Deconstruct, Turn to Dust) adds it after its other effects. The mana empties at the end of the
// phase and burns (300.3). Compiled from the printed text (language.ts `addsManaOnTheStack`,
// compiler/effects.ts "that player adds", effectText's "Then"; engine effects/effects.ts addMana).
const library = Array<string>(8).fill("Mountain");
const pool = (s: GameState, who: "p1" | "p2") => s.players.find((p) => p.id === who)!.manaPool;

describe("clauses: mana from triggered abilities on the stack and from spells (406.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Akki Rockspeaker", "Coal Stoker", "Cathodion", "Myr Moonvessel", "Tangleroot", "Deconstruct", "Turn to Dust"]) expect(isSupported(name), name).toBe(true);
  });

  it("406.2: Akki Rockspeaker's {R} waits on the stack (Bob may respond), then pays for a Shock", () => {
    let s = manualGame({ players: [{ library, hand: ["Akki Rockspeaker", "Shock"], play: ["Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Akki Rockspeaker"), 2);
    expect(inPlay(s, "Akki Rockspeaker")).toBeTruthy();
    // The trigger is on the stack, not resolved at once as a mana ability would be.
    expect(s.stack).toHaveLength(1);
    expect(pool(s, "p1")).toMatchObject({ R: 0 });
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(pool(s, "p1")).toMatchObject({ R: 1, C: 0 });
    // Both Mountains are tapped: the {R} in the pool pays for Shock.
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect(pool(s, "p1")).toMatchObject({ R: 0 });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("300.3: the {R} left unused empties from the pool at the end of the phase: Ann loses 1 life (mana burn)", () => {
    let s = manualGame({ players: [{ library, hand: ["Akki Rockspeaker"], play: ["Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Akki Rockspeaker"), 4);
    expect(pool(s, "p1")).toMatchObject({ R: 1 });
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(pool(s, "p1")).toMatchObject({ R: 0 });
    expect(life(s, "p1")).toBe(19);
  });

  it("404.3: Coal Stoker played from the hand adds {R}{R}{R}; returned to play by Zombify, nothing triggers", () => {
    let s = manualGame({ players: [{ library, hand: ["Coal Stoker"], play: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Coal Stoker"), 2);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pool(s, "p1")).toMatchObject({ R: 3 });
    let z = manualGame({ players: [{ library, hand: ["Zombify"], graveyard: ["Coal Stoker"], play: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { library }], turn: 3 });
    const stoker = z.players[0]!.graveyard[0]!;
    z = pass(cast(z, "p1", "Zombify", [{ object: stoker }]), 2);
    expect(inPlay(z, "Coal Stoker")).toBeTruthy();
    expect(z.stack).toEqual([]);
    expect(pool(z, "p1")).toMatchObject({ R: 0 });
  });

  it("406.2, 413.2: Ann's Deconstruct destroys Bob's Cathodion: Ann gets {G}{G}{G} as it resolves, Bob {3} from his Cathodion's trigger, and burns 3 when his phase ends unused", () => {
    let s = manualGame({ players: [{ library, hand: ["Deconstruct"], play: ["Forest", "Forest", "Forest"] }, { library, play: ["Cathodion"] }], turn: 3 });
    s = cast(s, "p1", "Deconstruct", [{ object: inPlay(s, "Cathodion") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Cathodion"]);
    expect(pool(s, "p1")).toMatchObject({ G: 3 });
    expect(pool(s, "p2")).toMatchObject({ C: 0 });
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pool(s, "p2")).toMatchObject({ C: 3 });
    expect(pool(s, "p1")).toMatchObject({ G: 3 });
    s = passUntil(s, (x) => x.turn.phase !== "precombatMain");
    expect(life(s, "p1")).toBe(17);
    expect(life(s, "p2")).toBe(17);
  });

  it("406.2: Myr Moonvessel sacrificed to Krark-Clan Ironworks (a mana ability): the Ironworks' {2} at once, the Moonvessel's {1} only after its trigger resolves from the stack", () => {
    let s = manualGame({ players: [{ library, play: ["Krark-Clan Ironworks", "Myr Moonvessel"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Krark-Clan Ironworks"), ability: 0, costs: { sacrifice: inPlay(s, "Myr Moonvessel") } }, "p1");
    expect(pool(s, "p1")).toMatchObject({ C: 2 });
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(pool(s, "p1")).toMatchObject({ C: 3 });
  });

  it("413.2a: Deconstruct whose artifact left play before it resolves is countered: no {G}{G}{G}", () => {
    let s = manualGame({ players: [{ library, hand: ["Deconstruct"], play: ["Forest", "Forest", "Forest", "Krark-Clan Ironworks", "Ornithopter"] }, { library }], turn: 3 });
    const thopter = inPlay(s, "Ornithopter");
    s = cast(s, "p1", "Deconstruct", [{ object: thopter }]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Krark-Clan Ironworks"), ability: 0, costs: { sacrifice: thopter } }, "p1");
    expect(pool(s, "p1")).toMatchObject({ C: 2 });
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Deconstruct", "Ornithopter"]);
    expect(pool(s, "p1")).toMatchObject({ G: 0, C: 2 });
  });

  it("Turn to Dust destroys an Equipment and adds {G}; an artifact that isn't an Equipment can't be its target", () => {
    let s = manualGame({ players: [{ library, hand: ["Turn to Dust"], play: ["Forest"] }, { library, play: ["Bonesplitter", "Ornithopter"] }], turn: 3 });
    const spell = inHand(s, "p1", "Turn to Dust");
    s = act(s, { type: "playSpell", card: spell }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Ornithopter") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] }, "p1");
    s = act(s, { type: "autoPay" }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
    expect(pool(s, "p1")).toMatchObject({ G: 1 });
  });

  it("404.1, 406.2: Ann's Tangleroot gives Bob {G} when he plays a creature spell, above his spell on the stack; Ann's sorcery gives nothing", () => {
    let s = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Tangleroot", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library, hand: ["Grizzly Bears"], play: ["Forest", "Forest"] }], turn: 4, active: 1 });
    s = cast(s, "p2", "Grizzly Bears");
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    // The trigger resolved first: Bob's {G} is in his pool while the Bears still wait.
    expect(pool(s, "p2")).toMatchObject({ G: 1 });
    expect(pool(s, "p1")).toMatchObject({ G: 0 });
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(inPlay(s, "Grizzly Bears")).toBeTruthy();
    // On Ann's own turn a sorcery is no creature spell.
    let t = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Tangleroot", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    t = cast(t, "p1", "Lava Axe", [{ player: "p2" }]);
    expect(t.stack).toHaveLength(1);
    t = pass(t, 2);
    expect(life(t, "p2")).toBe(15);
    expect(pool(t, "p1")).toMatchObject({ G: 0 });
  });
});
