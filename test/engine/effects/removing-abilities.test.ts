import { describe, expect, it } from "vitest";
import { CardDefinition } from "../../../src/cards/language.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

const library = ["Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp"];
const islands = (n: number) => Array<string>(n).fill("Island");
const cardIn = (s: GameState, who: string, zone: "hand" | "graveyard", name: string) =>
  card(s, s.players.find((p) => p.id === who)![zone].find((id) => card(s, id).card === name)!);

describe("407: Yixlid Jailer — cards in graveyards lose all abilities", () => {
  it("407, 502.47: under Yixlid Jailer, Darkblast in its owner's graveyard has no Dredge: draws aren't replaced; once the Jailer has left play, Dredge is offered again", () => {
    let s = manualGame({
      players: [
        { hand: ["Counsel of the Soratami", "Shock", "Counsel of the Soratami"], graveyard: ["Darkblast"], play: [...islands(6), "Mountain"], library },
        { play: ["Yixlid Jailer"], library },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Counsel of the Soratami"), 2);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock", "Counsel of the Soratami", "Plains", "Forest"]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Yixlid Jailer") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Yixlid Jailer"]);
    s = pass(cast(s, "p1", "Counsel of the Soratami"), 2);
    expect(s.pending).toEqual({ kind: "replacement", player: "p1" });
  });

  it("407, 418.5 layer 5: a card in a graveyard has no abilities under Yixlid Jailer while the same card in a hand keeps them; Mycosynth Lattice's colors apply to both", () => {
    const s = manualGame({
      players: [{ hand: ["Suntail Hawk"], graveyard: ["Suntail Hawk"], play: ["Mycosynth Lattice"], library }, { play: ["Yixlid Jailer"], library }],
      turn: 3,
    });
    const inGraveyard = characteristics(s, cardIn(s, "p1", "graveyard", "Suntail Hawk"));
    const inHand = characteristics(s, cardIn(s, "p1", "hand", "Suntail Hawk"));
    expect([inGraveyard.keywords, inGraveyard.colors]).toEqual([[], []]);
    expect([inHand.keywords, inHand.colors]).toEqual([["flying"], []]);
    // The Jailer's own abilities and the permanents' are untouched.
    expect(characteristics(s, card(s, inPlay(s, "Mycosynth Lattice"))).types).toContain("artifact");
  });

  it("407, 410.?: leaves-play abilities look back in time: Keiga, the Tide Star put into a graveyard under Yixlid Jailer still triggers", () => {
    let s = manualGame({
      players: [{ hand: ["Shock"], play: [{ card: "Keiga, the Tide Star", damage: 3 }, "Mountain"], library }, { play: ["Yixlid Jailer", "Grizzly Bears"], library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Keiga, the Tide Star") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Keiga, the Tide Star"]);
    expect(s.pending?.kind).toBe("triggerTargets");
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }), 2);
    expect(controllerOf(s, card(s, inPlay(s, "Grizzly Bears")))).toBe("p1");
  });

  it("407: a static ability may remove the abilities of cards in graveyards only; of permanents, only spells and abilities may", () => {
    const lose = { kind: "loseAllAbilities" };
    expect(CardDefinition.safeParse({ statics: [{ affects: "cardsInGraveyards", modification: lose }] }).success).toBe(true);
    expect(CardDefinition.safeParse({ statics: [{ affects: { types: ["creature"] }, modification: lose }] }).success).toBe(false);
    expect(CardDefinition.safeParse({ statics: [{ affects: "cardsInGraveyards", modification: { kind: "addKeyword", keyword: "flying" } }] }).success).toBe(false);
  });
});
