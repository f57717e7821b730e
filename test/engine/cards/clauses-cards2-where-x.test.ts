import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, pt, resolveStack } from "../helpers.js";

// "Target creature gets +X/+X until end of turn, where X is the number of ..." : X is counted
// as the spell or ability resolves (413.2), and the P/T change it makes is then fixed until end
// of turn (418.5a, layer 6b), whatever happens to the permanents it counted.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest"];

describe("clauses: \"gets +X/+X until end of turn, where X is the number of ...\" (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Strength of Cedars", "Viridian Lorebearers", "Wirewood Pride", "Vile Deacon", "Timberwatch Elf"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Strength of Cedars with five lands under its caster's control (not the opponent's) gives Grizzly Bears +5/+5", () => {
    let s = manualGame({ players: [{ hand: ["Strength of Cedars"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"], library }, { play: ["Mountain", "Mountain"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Strength of Cedars", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([7, 7]);
  });

  it("413.2: Wirewood Pride counts the Elves in play, both players' (three here), once as it resolves", () => {
    let s = manualGame({ players: [{ hand: ["Wirewood Pride"], play: ["Forest", "Llanowar Elves", "Elvish Warrior"], library }, { play: ["Llanowar Elves", "Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Wirewood Pride", [{ object: inPlay(s, "Hill Giant") }]));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([6, 6]);
  });

  it("418.5a: Timberwatch Elf's X counts itself; the bonus stays when an Elf counted leaves play afterwards", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Timberwatch Elf", "Llanowar Elves", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Timberwatch Elf"), ability: 0 }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1")));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]));
    expect(() => inPlay(s, "Llanowar Elves")).toThrow();
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
  });

  it("413.2: Viridian Lorebearers counts only the artifacts its controller's opponents control", () => {
    let s = manualGame({ players: [{ play: ["Forest", "Forest", "Forest", "Forest", "Viridian Lorebearers", "Howling Mine"], library }, { play: ["Howling Mine", "Howling Mine"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Viridian Lorebearers"), ability: 0 }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Viridian Lorebearers") }] }, "p1")));
    expect(pt(s, inPlay(s, "Viridian Lorebearers"))).toEqual([5, 5]);
  });

  it("413.2: Vile Deacon attacks beside another Cleric: it gets +2/+2 and deals 4 combat damage", () => {
    let s = manualGame({ players: [{ play: ["Vile Deacon", "Vile Deacon"], library }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    const [a, b] = s.play;
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: a!, defender: "p2" }] });
    s = pass(s, 2);
    expect(pt(s, a!)).toEqual([4, 4]);
    expect(pt(s, b!)).toEqual([2, 2]);
    for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(s.players[1]!.life).toBe(16);
  });
});
