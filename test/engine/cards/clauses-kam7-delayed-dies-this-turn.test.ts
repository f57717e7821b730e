import { describe, expect, it } from "vitest";
import { type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, toNextUpkeep, zoneNames } from "../helpers.js";

// Initiate of Blood (CHK, a flip card, 508): "{T}: ~ deals 1 damage to target creature that was
// dealt damage this turn. When that creature is put into a graveyard this turn, flip ~." The second
// sentence makes a delayed triggered ability as the ability resolves (404.?): it watches that
// creature for the rest of the turn, triggers once if it is put into a graveyard from play, and ends
// with the turn. Flipped, Goka the Unjust: "{T}: ~ deals 4 damage to target creature that was dealt
// damage this turn."
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const mountains = ["Mountain", "Mountain", "Mountain"];
const name = (s: GameState, id: string) => characteristics(s, card(s, id)).name;

/** Ann's Initiate (or Goka) targets `target`; the ability resolves, and whatever it triggers. */
function initiate(s: GameState, target: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Initiate of Blood"), ability: 0 }, "p1");
  s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, target) }] }, "p1"));
  return passUntil(s, (x) => x.stack.length === 0 && x.triggered.length === 0);
}

describe("clauses: \"When that creature is put into a graveyard this turn, flip ~.\" (Initiate of Blood)", () => {
  it("the card is offered", () => {
    expect(isSupported("Initiate of Blood")).toBe(true);
  });

  it("404.?: Shock and the Initiate's 1 damage kill Bob's Hill Giant: the delayed ability flips Initiate into Goka, whose 4 damage then kills a Shocked Craw Wurm", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: [...mountains, "Initiate of Blood"] }, { library, play: ["Hill Giant", "Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]), 2);
    const initiateId = inPlay(s, "Initiate of Blood");
    s = initiate(s, "Hill Giant");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(name(s, initiateId)).toBe("Goka the Unjust");
    expect(s.delayed).toEqual([]);
  });

  it("the creature survives the 1 damage and dies later that turn to another Shock: Initiate still flips", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: [...mountains, "Initiate of Blood"] }, { library, play: ["Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    s = initiate(s, "Craw Wurm");
    expect(card(s, inPlay(s, "Craw Wurm")).damage).toBe(3);
    expect(name(s, inPlay(s, "Initiate of Blood"))).toBe("Initiate of Blood");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    s = passUntil(s, (x) => x.stack.length === 0 && x.triggered.length === 0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(name(s, inPlay(s, "Initiate of Blood"))).toBe("Goka the Unjust");
  });

  it("\"this turn\": the creature survives Ann's turn and dies in Bob's turn: no flip; the delayed ability ended with Ann's turn", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock", "Shock"], play: [...mountains, "Initiate of Blood"] }, { library, play: ["Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    s = initiate(s, "Craw Wurm");
    expect(s.delayed).toHaveLength(1);
    s = toNextUpkeep(s);
    expect(s.delayed).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === "main" && x.pending?.player === "p1");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    s = passUntil(s, (x) => x.pending?.player === "p1");
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Craw Wurm") }]), 2);
    s = passUntil(s, (x) => x.stack.length === 0 && x.triggered.length === 0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(name(s, inPlay(s, "Initiate of Blood"))).toBe("Initiate of Blood");
  });
});
