import { describe, expect, it } from "vitest";
import { type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, inPlay, manualGame, pass, payFully, playNames, pt } from "../helpers.js";

// Orochi Eggwatcher (CHK, a flip card, 508): "{2}{G}, {T}: Put a 1/1 green Snake creature token
// into play. If you control ten or more creatures, flip ~." The count is made as that sentence is
// reached, after the token is in play (413.2: the instructions in the order written). Flipped,
// Shidako, Broodmistress: "{G}, Sacrifice a creature: Target creature gets +3/+3 until end of turn."
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const forests = ["Forest", "Forest", "Forest", "Forest"];
const bears = (n: number) => Array.from({ length: n }, () => "Grizzly Bears");
/** The tokens in play: subtypes and P/T. */
const snakes = (s: GameState) => s.play.filter((id) => card(s, id).token).map((id) => [characteristics(s, card(s, id)).subtypes, pt(s, id)]);
const name = (s: GameState, id: string) => characteristics(s, card(s, id)).name;

function eggwatcher(s: GameState): GameState {
  s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Orochi Eggwatcher"), ability: 0 }, "p1"));
  return pass(s, 2);
}

describe("clauses: \"If you control ten or more creatures, flip ~.\" (Orochi Eggwatcher)", () => {
  it("the card is offered", () => {
    expect(isSupported("Orochi Eggwatcher")).toBe(true);
  });

  it("413.2: nine creatures before the ability; its Snake is the tenth, counted after it comes into play: Eggwatcher flips into Shidako", () => {
    let s = manualGame({ players: [{ library, play: [...forests, "Orochi Eggwatcher", ...bears(8)] }, { library }], turn: 3 });
    s = eggwatcher(s);
    expect(snakes(s)).toEqual([[["Snake"], [1, 1]]]);
    expect(name(s, inPlay(s, "Orochi Eggwatcher"))).toBe("Shidako, Broodmistress");
  });

  it("eight creatures and the Snake are nine: a token, no flip", () => {
    let s = manualGame({ players: [{ library, play: [...forests, "Orochi Eggwatcher", ...bears(7)] }, { library }], turn: 3 });
    s = eggwatcher(s);
    expect(snakes(s)).toEqual([[["Snake"], [1, 1]]]);
    expect(name(s, inPlay(s, "Orochi Eggwatcher"))).toBe("Orochi Eggwatcher");
  });

  it("the opponent's creatures don't count for \"you control\"", () => {
    let s = manualGame({ players: [{ library, play: [...forests, "Orochi Eggwatcher", ...bears(4)] }, { library, play: bears(5) }], turn: 3 });
    s = eggwatcher(s);
    expect(name(s, inPlay(s, "Orochi Eggwatcher"))).toBe("Orochi Eggwatcher");
  });

  it("Shidako sacrifices a Bear (409.1: a cost) to give a creature +3/+3 until end of turn", () => {
    let s = manualGame({ players: [{ library, play: [...forests, "Orochi Eggwatcher", ...bears(8)] }, { library }], turn: 3 });
    s = eggwatcher(s);
    const shidako = inPlay(s, "Orochi Eggwatcher");
    const bear = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: shidako, ability: 0, costs: { sacrifice: bear } }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: shidako }] }, "p1"));
    expect(playNames(s, "p1").filter((n) => n === "Grizzly Bears")).toHaveLength(7);
    s = pass(s, 2);
    expect(pt(s, shidako)).toEqual([6, 6]); // Shidako is 3/3
  });
});
