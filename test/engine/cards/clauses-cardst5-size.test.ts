import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, activated, cast, inPlay, landLibrary, manualGame, payFully, pt, rejects, resolveStack } from "../helpers.js";

// "1/1 creature" in a noun phrase: a creature whose power and toughness are each exactly that, now,
// through the layers (418.5) (eighteenth session, helper cardst5).
const library = landLibrary;

describe("clauses: \"{T}: Target 1/1 creature gets +1/+2 until end of turn.\" (Pendelhaven)", () => {
  it("the card is offered", () => expect(isSupported("Pendelhaven")).toBe(true));

  const position = () =>
    manualGame({ players: [{ hand: ["Giant Growth"], play: ["Pendelhaven", "Forest", "Llanowar Elves", "Grizzly Bears"], library }, { play: ["Suntail Hawk", "Savannah Lions"], library }], turn: 3 });
  const play = (s: GameState) => act(s, { type: "playAbility", source: inPlay(s, "Pendelhaven"), ability: activated(s, "Pendelhaven") }, "p1");

  it("Llanowar Elves (1/1) becomes 2/3 until end of turn; Bob's Suntail Hawk (1/1) is a legal target too", () => {
    let s = play(position());
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, "p1"));
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([2, 3]);
    expect(card(s, inPlay(s, "Pendelhaven")).tapped).toBe(true);
    const t = play(position());
    expect(() => act(t, { type: "chooseTargets", targets: [{ object: inPlay(t, "Suntail Hawk") }] }, "p1")).not.toThrow();
  });

  it("409.1c: Grizzly Bears (2/2) and Savannah Lions (2/1) are refused as targets, and nothing changes", () => {
    const s = play(position());
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Savannah Lions") }] }, "409.1c");
  });

  it("413.2a: Llanowar Elves made 4/4 by Giant Growth in response is no longer a 1/1 creature: the ability is countered", () => {
    let s = play(position());
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, "p1"));
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Llanowar Elves") }]);
    s = resolveStack(s);
    expect(s.stack).toEqual([]);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([4, 4]);
  });
});

describe("clauses: \"{T}: Each 1/1 creature you control gets +1/+2 until end of turn.\" (Pendelhaven Elder)", () => {
  it("the card is offered", () => expect(isSupported("Pendelhaven Elder")).toBe(true));

  it("Ann's 1/1 creatures (the Elder itself and Llanowar Elves) become 2/3; her Grizzly Bears and Bob's Suntail Hawk don't change", () => {
    let s = manualGame({ players: [{ play: ["Pendelhaven Elder", "Llanowar Elves", "Grizzly Bears"], library }, { play: ["Suntail Hawk"], library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Pendelhaven Elder"), ability: activated(s, "Pendelhaven Elder") }, "p1"));
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Pendelhaven Elder"))).toEqual([2, 3]);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([2, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([1, 1]);
  });

  it("418.5a: the creatures are those that are 1/1 as it resolves: Llanowar Elves, Giant Grown in response, gets nothing", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Pendelhaven Elder", "Llanowar Elves", "Forest"], library }, { play: [], library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Pendelhaven Elder"), ability: activated(s, "Pendelhaven Elder") }, "p1"));
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Llanowar Elves") }]);
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Pendelhaven Elder"))).toEqual([2, 3]);
  });
});
