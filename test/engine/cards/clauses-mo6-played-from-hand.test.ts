import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, playNames, resolveStack, zoneNames } from "../helpers.js";

// "When ~ comes into play, if you played it from your hand, ..." (Reiver Demon, Furnace Dragon) and
// "... if you didn't play it from your hand, you lose the game." (Phage the Untouchable): 404.3, an
// intervening "if", checked as the permanent comes into play and again as the ability resolves. The
// permanent remembers that its spell was played from its owner's hand (409.1a); put into play by an
// effect (Zombify) it wasn't. Once it has left play its last known information still says so (413.2).
// Phage names itself "Phage" (its name before " the ", read as "~").
const library = Array<string>(6).fill("Swamp");
const swamps = (n: number) => Array<string>(n).fill("Swamp");
const mountains = (n: number) => Array<string>(n).fill("Mountain");
const removedNames = (s: GameState) => s.removed.map((id) => card(s, id).card);

describe("clauses: \"if you played it from your hand\", \"if you didn't play it from your hand\" (404.3, 409.1a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Reiver Demon", "Furnace Dragon", "Phage the Untouchable"]) expect(isSupported(name), name).toBe(true);
  });

  it("Reiver Demon played from Ann's hand destroys every nonartifact, nonblack creature; black and artifact creatures and the Demon stay", () => {
    let s = manualGame({ players: [{ library, hand: ["Reiver Demon"], play: [...swamps(8), "Grizzly Bears"] }, { library, play: ["Llanowar Elves", "Scathe Zombies", "Ornithopter"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Reiver Demon"));
    expect(playNames(s, "p1")).toContain("Reiver Demon");
    expect(playNames(s, "p1")).not.toContain("Grizzly Bears");
    expect(playNames(s, "p2")).toEqual(["Scathe Zombies", "Ornithopter"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
  });

  it("404.3: Reiver Demon returned to play by Zombify: its ability doesn't trigger, and every creature stays", () => {
    let s = manualGame({ players: [{ library, hand: ["Zombify"], graveyard: ["Reiver Demon"], play: [...swamps(4), "Grizzly Bears"] }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    s = cast(s, "p1", "Zombify", [{ object: s.players[0]!.graveyard[0]! }]);
    s = resolveStack(s);
    expect(s.stack).toEqual([]);
    expect(playNames(s, "p1")).toEqual(expect.arrayContaining(["Reiver Demon", "Grizzly Bears"]));
    expect(playNames(s, "p2")).toEqual(["Llanowar Elves"]);
  });

  it("413.2: Reiver Demon returned to its owner's hand with its ability on the stack: the ability still finds it was played from her hand, and resolves", () => {
    let s = manualGame({ players: [{ library, hand: ["Reiver Demon"], play: [...swamps(8), "Grizzly Bears"] }, { library, hand: ["Unsummon"], play: ["Island"] }], turn: 3 });
    s = cast(s, "p1", "Reiver Demon");
    s = pass(s, 2); // the Demon resolves; its ability is put on the stack
    expect(s.stack).toHaveLength(1);
    s = pass(s); // Ann passes; Bob answers
    s = cast(s, "p2", "Unsummon", [{ object: inPlay(s, "Reiver Demon") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Reiver Demon"]);
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("Furnace Dragon played from hand removes every artifact in play from the game, both players'; returned by Zombify it removes none", () => {
    let s = manualGame({ players: [{ library, hand: ["Furnace Dragon"], play: [...mountains(9), "Bottle Gnomes"] }, { library, play: ["Ornithopter", "Grizzly Bears"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Furnace Dragon"));
    expect(removedNames(s).sort()).toEqual(["Bottle Gnomes", "Ornithopter"]);
    expect(playNames(s, "p2")).toEqual(["Grizzly Bears"]);

    let t = manualGame({ players: [{ library, hand: ["Zombify"], graveyard: ["Furnace Dragon"], play: [...swamps(4), "Bottle Gnomes"] }, { library, play: ["Ornithopter"] }], turn: 3 });
    t = resolveStack(cast(t, "p1", "Zombify", [{ object: t.players[0]!.graveyard[0]! }]));
    expect(removedNames(t)).toEqual([]);
    expect(playNames(t, "p1")).toEqual(expect.arrayContaining(["Furnace Dragon", "Bottle Gnomes"]));
  });

  it("Phage the Untouchable played from hand: nothing happens; returned to play by Zombify, Ann loses the game as its ability resolves (102.3)", () => {
    let s = manualGame({ players: [{ library, hand: ["Phage the Untouchable"], play: swamps(7) }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Phage the Untouchable"));
    expect(s.status).not.toBe("finished");
    expect(playNames(s, "p1")).toContain("Phage the Untouchable");

    let t = manualGame({ players: [{ library, hand: ["Zombify"], graveyard: ["Phage the Untouchable"], play: swamps(4) }, { library }], turn: 3 });
    t = cast(t, "p1", "Zombify", [{ object: t.players[0]!.graveyard[0]! }]);
    t = pass(t, 2);
    expect(t.stack).toHaveLength(1); // 404.3: it triggered (Phage wasn't played from her hand)
    expect(t.status).not.toBe("finished");
    t = resolveStack(t);
    expect(t.status).toBe("finished");
    expect(t.winners).toEqual(["p2"]);
  });

  function phageAttacks(blockers: string[], bob: string[]): GameState {
    let s = manualGame({ players: [{ library, play: ["Phage the Untouchable"] }, { library, play: bob }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Phage the Untouchable"), defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    return act(s, { type: "declareBlockers", blocks: blockers.map((b) => ({ blocker: inPlay(s, b), attacker: inPlay(s, "Phage the Untouchable") })) });
  }

  it("Phage unblocked deals combat damage to Bob: he loses the game", () => {
    let s = phageAttacks([], ["Grizzly Bears"]);
    s = passUntil(s, (x) => x.status === "finished" || life(x, "p2") < 20); // combat damage uses the stack (ERA.md)
    expect(life(s, "p2")).toBe(16);
    expect(s.status).not.toBe("finished"); // the ability triggered: it loses him the game as it resolves
    s = resolveStack(s);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
  });

  it("Phage blocked by Enormous Baloth (7/7): the Baloth, dealt 4, is destroyed by Phage's ability", () => {
    let s = phageAttacks(["Enormous Baloth"], ["Enormous Baloth"]);
    s = passUntil(s, (x) => (x.objects[inPlay(x, "Enormous Baloth")] as CardObject).damage === 4);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Enormous Baloth"]);
    expect(s.status).not.toBe("finished");
  });

  it("\"It can't be regenerated\": Drudge Skeletons with two shields regenerates from Phage's lethal damage, then is destroyed by its ability", () => {
    let s = phageAttacks(["Drudge Skeletons"], ["Drudge Skeletons", "Swamp", "Swamp"]);
    s = passUntil(s, (x) => x.pending?.kind === "priority" && x.pending.player === "p2");
    for (let i = 0; i < 2; i++) {
      s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Drudge Skeletons"), ability: 0 }, "p2"));
      s = passUntil(s, (x) => x.stack.length === 0 && x.pending?.player === "p2");
    }
    expect(s.regenerationShields).toHaveLength(2);
    // The damage was lethal: one shield is used (the Skeletons are tapped, their damage gone).
    s = passUntil(s, (x) => (x.objects[inPlay(x, "Drudge Skeletons")] as CardObject).tapped === true);
    expect(s.regenerationShields).toHaveLength(1);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Drudge Skeletons"]);
  });
});
