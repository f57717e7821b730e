import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, freezeObjects, inPlay, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// "{T}: Add {2} to your mana pool. Play this ability only if you control five or more lands."
// (Temple of the False God): a mana ability (406.1) with a condition on playing it (403.1),
// checked whenever it could be played: while paying a cost too. Compiled from the printed text
// (src/cards/compiler/abilities.ts activatedOnlyIf; engine spells/mana-abilities.ts).
const library = Array<string>(6).fill("Mountain");
const pool = (s: GameState) => s.players[0]!.manaPool;

describe("clauses: a mana ability played only if a condition holds (403.1)", () => {
  it("403.1: with five lands (the Temple and four Mountains) Temple of the False God adds {2}", () => {
    let s = manualGame({ players: [{ library, play: ["Temple of the False God", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Temple of the False God"), ability: 0 }, "p1");
    expect(pool(s).C).toBe(2);
    expect(s.objects[inPlay(s, "Temple of the False God")]).toMatchObject({ tapped: true });
  });

  it("403.1: with four lands it can't be played: refused, nothing changes, and it isn't offered to pay for Grizzly Bears", () => {
    let s = freezeObjects(manualGame({ players: [{ library, hand: ["Grizzly Bears"], play: ["Temple of the False God", "Mountain", "Forest", "Mountain"] }, { library }], turn: 3 }));
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Temple of the False God"), ability: 0 }, "406.1");
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === inPlay(s, "Temple of the False God"))).toBe(false);
    s = cast(s, "p1", "Grizzly Bears");
    s = pass(s, 2);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
    // The Bears were paid with the Mountain and the Forest; the Temple stays untapped.
    expect(s.objects[inPlay(s, "Temple of the False God")]).toMatchObject({ tapped: false });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });
});
