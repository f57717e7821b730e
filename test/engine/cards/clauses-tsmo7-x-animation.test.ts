import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, passUntil, payFully, pt, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// "{X}{1}: ~ becomes an X/X artifact creature. Sacrifice it at end of turn." (Chimeric Coils;
// twentieth session, helper tsmo7). X is announced as the ability is played (409.1b); the effect
// sets power and toughness to it in layer 6b (418.5a) and adds the creature type, keeping the
// artifact's (212.1c); it has no duration of its own: the delayed triggered ability made as it
// resolves sacrifices the permanent at the beginning of the next end of turn step.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const coils = (s: GameState, x: number) => resolveStack(payFully(act(act(s, { type: "playAbility", source: inPlay(s, "Chimeric Coils"), ability: 0 }, "p1"), { type: "chooseX", value: x }, "p1")));

describe("clauses: \"~ becomes an X/X artifact creature. Sacrifice it at end of turn.\" (Chimeric Coils)", () => {
  it("the card is offered", () => expect(isSupported("Chimeric Coils")).toBe(true));

  const start = () => manualGame({ players: [{ play: ["Chimeric Coils", "Plains", "Plains", "Plains", "Plains"], library }, { library }], turn: 3 });

  it("409.1b: X = 3 (four mana): a 3/3 artifact creature, still an artifact (212.1c)", () => {
    const s = coils(start(), 3);
    const id = inPlay(s, "Chimeric Coils");
    expect(pt(s, id)).toEqual([3, 3]);
    expect(characteristics(s, card(s, id)).types).toEqual(expect.arrayContaining(["artifact", "creature"]));
  });

  it("the delayed ability sacrifices it at the beginning of the end of turn step", () => {
    let s = coils(start(), 2);
    expect(pt(s, inPlay(s, "Chimeric Coils"))).toEqual([2, 2]);
    s = passUntil(s, (x) => x.turn.step === "endOfTurn" && x.stack.length === 1 || x.pending?.kind === "attackers");
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    s = passUntil(s, (x) => x.turn.step === "endOfTurn" && x.stack.length === 1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Chimeric Coils"]);
  });

  it("420.5b: X = 0 makes a 0/0 artifact creature, put into its owner's graveyard at once", () => {
    const s = coils(start(), 0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Chimeric Coils"]);
  });

  it("the effect has no end of its own: played in the end of turn step, its delayed ability waits for the next end of turn step, and it is still a 1/1 in the next upkeep", () => {
    let s = start();
    s = passUntil(s, (x) => x.turn.step === "endOfTurn" || x.pending?.kind === "attackers");
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    s = passUntil(s, (x) => x.turn.step === "endOfTurn");
    s = coils(s, 1);
    s = toNextUpkeep(s);
    expect(pt(s, inPlay(s, "Chimeric Coils"))).toEqual([1, 1]);
  });
});
