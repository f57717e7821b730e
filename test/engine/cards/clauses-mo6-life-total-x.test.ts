import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, activated, cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

// "Put X 1/1 white Pegasus creature tokens with flying into play, where X is your life total."
// (Storm Herd): X is no announced value (the card has no {X}, 409.1b) but its controller's life total,
// counted as the spell resolves; the tokens are described by their words (216). "{T}, Sacrifice a Rat:
// Put X 1/1 black Rat creature tokens into play, where X is the number of Rats you control."
// (Marrow-Gnawer): the Rats counted as the ability resolves, after the one sacrificed to play it.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const plains = Array<string>(10).fill("Plains");
const pegasi = (s: ReturnType<typeof manualGame>) => s.play.filter((id) => card(s, id).token && card(s, id).controller === "p1");

describe("clauses: \"where X is your life total\"", () => {
  it("the card is offered", () => {
    expect(isSupported("Storm Herd")).toBe(true);
  });

  it("Storm Herd at 7 life: seven 1/1 white Pegasus tokens with flying", () => {
    let s = manualGame({ players: [{ library, hand: ["Storm Herd"], play: plains, life: 7 }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Storm Herd"), 2);
    const ids = pegasi(s);
    expect(ids).toHaveLength(7);
    const c = characteristics(s, card(s, ids[0]!));
    expect([c.power, c.toughness, c.colors, c.subtypes, c.keywords]).toEqual([1, 1, ["W"], ["Pegasus"], ["flying"]]);
  });

  it("the life total is counted as it resolves: Bob's Shock at Ann in response leaves her 18 life, 18 tokens", () => {
    let s = manualGame({ players: [{ library, hand: ["Storm Herd"], play: plains }, { library, hand: ["Shock"], play: ["Mountain"] }], turn: 3 });
    s = cast(s, "p1", "Storm Herd");
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = pass(s, 2); // Shock resolves
    s = pass(s, 2); // Storm Herd resolves
    expect(pegasi(s)).toHaveLength(18);
  });

  it("Marrow-Gnawer, sacrificing one of two Nezumi: X counts the Rats as it resolves (the Gnawer and the other Nezumi), two Rat tokens, with fear from the Gnawer", () => {
    let s = manualGame({ players: [{ library, play: ["Marrow-Gnawer", "Nezumi Cutthroat", "Nezumi Bone-Reader"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Marrow-Gnawer"), ability: activated(s, "Marrow-Gnawer"), costs: { sacrifice: inPlay(s, "Nezumi Cutthroat") } }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Nezumi Cutthroat"]);
    const rats = pegasi(s);
    expect(rats).toHaveLength(2);
    const c = characteristics(s, card(s, rats[0]!));
    expect([c.power, c.toughness, c.colors, c.subtypes, c.keywords]).toEqual([1, 1, ["B"], ["Rat"], ["fear"]]);
  });
});
