import { describe, expect, it } from "vitest";
import { type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, inPlay, manualGame, pass, payFully } from "../helpers.js";

// Student of Elements (CHK, a flip card, 508): "When ~ has flying, flip it." A state trigger
// (410.10): it triggers as soon as the permanent has flying, as the layers make it (418.5), and
// not again while it waits or is on the stack. Flipped, Tobita, Master of Winds: "Creatures you
// control have flying."
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const islands = ["Island", "Island", "Island"];
const name = (s: GameState, id: string) => characteristics(s, card(s, id)).name;
const flies = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords.includes("flying");

/** Ann's Flying Carpet gives `target` flying until end of turn (the ability resolves). */
function carpet(s: GameState, target: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Flying Carpet"), ability: 0 }, "p1");
  s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, target) }] }, "p1"));
  return pass(s, 2);
}

describe("clauses: \"When ~ has flying, flip it.\" (Student of Elements, 410.10)", () => {
  it("the card is offered", () => {
    expect(isSupported("Student of Elements")).toBe(true);
  });

  it("410.10: Student gains flying until end of turn: the state trigger goes on the stack once, resolves, and Student is Tobita; Tobita gives Ann's Bears flying, not Bob's", () => {
    let s = manualGame({ players: [{ library, play: [...islands, "Flying Carpet", "Student of Elements", "Grizzly Bears"] }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    const student = inPlay(s, "Student of Elements");
    expect(s.stack).toHaveLength(0);
    s = carpet(s, "Student of Elements");
    expect(flies(s, student)).toBe(true);
    expect(s.stack).toHaveLength(1);
    expect(name(s, student)).toBe("Student of Elements");
    s = pass(s, 2);
    expect(name(s, student)).toBe("Tobita, Master of Winds");
    expect(s.stack).toHaveLength(0);
    expect(flies(s, inPlay(s, "Grizzly Bears", "p1"))).toBe(true);
    expect(flies(s, inPlay(s, "Grizzly Bears", "p2"))).toBe(false);
  });

  it("410.10: Student without flying doesn't trigger; flying given to another creature doesn't either", () => {
    let s = manualGame({ players: [{ library, play: [...islands, "Flying Carpet", "Student of Elements", "Grizzly Bears"] }, { library }], turn: 3 });
    s = carpet(s, "Grizzly Bears");
    expect(s.stack).toHaveLength(0);
    expect(name(s, inPlay(s, "Student of Elements"))).toBe("Student of Elements");
  });
});
