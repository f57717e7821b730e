import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, passUntil, payFully, pt, resolveStack } from "../helpers.js";

// Amounts read from the power of the ability's source, as the ability resolves (413.2), or as the
// source last existed once it left play (Gristleback is sacrificed to pay the cost, 409.1f):
// "You gain life equal to ~'s power", "~ gets +X/+0 until end of turn, where X is its power",
// "Attacking creatures get +X/+0 until end of turn, where X is ~'s power" (X counted once).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp"];
const use = (s: GameState, name: string) => resolveStack(payFully(act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 }, "p1")));

describe("clauses: amounts equal to the ability's source's power (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Gristleback", "Feral Animist", "Rabble-Rouser"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Gristleback under Glorious Anthem is sacrificed as a 3/3: its controller gains 3 life (its power as it last existed)", () => {
    let s = manualGame({ players: [{ play: ["Gristleback", "Glorious Anthem"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Gristleback"))).toEqual([3, 3]);
    s = use(s, "Gristleback");
    expect(() => inPlay(s, "Gristleback")).toThrow();
    expect(life(s, "p1")).toBe(23);
  });

  it("413.2: Feral Animist's X is its power as the ability resolves: 2/1, then 4/1, then 8/1", () => {
    let s = manualGame({ players: [{ play: ["Feral Animist", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = use(s, "Feral Animist");
    expect(pt(s, inPlay(s, "Feral Animist"))).toEqual([4, 1]);
    s = use(s, "Feral Animist");
    expect(pt(s, inPlay(s, "Feral Animist"))).toEqual([8, 1]);
  });

  it("413.2: Rabble-Rouser pumped to 4/4 gives +4/+0 to each attacking creature, not to itself (it isn't attacking)", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Rabble-Rouser", "Grizzly Bears", "Hill Giant", "Mountain", "Forest"], library }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }, { attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = resolveStack(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Rabble-Rouser") }]));
    s = use(s, "Rabble-Rouser");
    expect([pt(s, inPlay(s, "Grizzly Bears")), pt(s, inPlay(s, "Hill Giant")), pt(s, inPlay(s, "Rabble-Rouser"))]).toEqual([[6, 2], [7, 3], [4, 4]]);
  });
});
