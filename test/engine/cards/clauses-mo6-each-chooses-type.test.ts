import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, rejects, zoneNames } from "../helpers.js";

// "Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way.
// They can't be regenerated." (Harsh Mercy): as the spell resolves (413) every player in the game
// chooses a creature type, one after another in APNAP order (103.4: the active player first), each
// seeing the earlier choices; a choice is described (any creature type of the edition) and checked.
// Then every creature with none of the chosen types is destroyed at once (419.6b: no regeneration).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const plains = ["Plains", "Plains", "Plains"];

function mercy(bobHand: string[] = []): GameState {
  let s = manualGame({ players: [{ library, hand: ["Harsh Mercy"], play: [...plains, "Grizzly Bears", "Hill Giant"] }, { library, hand: bobHand, play: ["Llanowar Elves", "Drudge Skeletons", "Swamp"] }], turn: 3 });
  s = cast(s, "p1", "Harsh Mercy");
  s = pass(s); // Bob answers: he shields his Skeletons ("They can't be regenerated" leaves the shield unused)
  s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Drudge Skeletons"), ability: 0 }, "p2"));
  s = pass(s, 2);
  return pass(s, 2);
}

describe("clauses: \"Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way.\" (103.4, 413)", () => {
  it("the card is offered", () => {
    expect(isSupported("Harsh Mercy")).toBe(true);
  });

  it("103.4: Ann (the active player) chooses first, then Bob, who sees her choice; Bears and Elves stay, Hill Giant and the shielded Skeletons are destroyed", () => {
    let s = mercy();
    expect(s.regenerationShields).toHaveLength(1);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    s = act(s, { type: "choose", choice: "Bear" }, "p1");
    expect(s.pending).toMatchObject({ kind: "choose", player: "p2", what: "creatureType" });
    expect(legalDecision(s, "p2")!.prompt).toContain("chosen so far: Bear");
    s = act(s, { type: "choose", choice: "Elf" }, "p2");
    expect(playNames(s, "p1")).toContain("Grizzly Bears");
    expect(playNames(s, "p1")).not.toContain("Hill Giant");
    expect(playNames(s, "p2")).toContain("Llanowar Elves");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Drudge Skeletons"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Harsh Mercy", "Hill Giant"]);
  });

  it("Bob choosing the type Ann chose: only that type stays", () => {
    let s = mercy();
    s = act(s, { type: "choose", choice: "Giant" }, "p1");
    s = act(s, { type: "choose", choice: "Giant" }, "p2");
    expect(playNames(s, "p1")).toEqual([...plains, "Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Drudge Skeletons", "Llanowar Elves"]);
  });

  it("a word that is no creature type, or an answer out of turn, is refused and nothing changes", () => {
    const s = mercy();
    rejects(s, "p1", { type: "choose", choice: "Banana" }, "419.1b");
    const t = act(s, { type: "choose", choice: "Bear" }, "p1");
    rejects(t, "p2", { type: "choose", choice: "Equipment" }, "419.1b");
    expect(() => act(t, { type: "choose", choice: "Elf" }, "p1")).toThrow();
  });

  it("a type no creature in play has may be named: every creature of a type not chosen is destroyed", () => {
    let s = mercy();
    s = act(s, { type: "choose", choice: "Dragon" }, "p1");
    s = act(s, { type: "choose", choice: "Elf" }, "p2");
    expect(playNames(s, "p1")).toEqual(plains);
    expect(playNames(s, "p2")).toEqual(["Llanowar Elves", "Swamp"]);
  });
});
