import { describe, expect, it } from "vitest";
import { characteristics, hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { card } from "../../../src/engine/game/game.js";
import { apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Island", "Forest"];
const islands = (n: number) => Array<string>(n).fill("Island");
const controller = (s: GameState, name: string) => controllerOf(s, card(s, inPlay(s, name)));
const pt = (s: GameState, name: string) => {
  const c = characteristics(s, card(s, inPlay(s, name)));
  return [c.power, c.toughness];
};

/** Passes (declaring no attackers) until the condition holds or a player owes the untap step's choice. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 300 && !done(s) && s.pending?.kind !== "untap"; i++)
    s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
  return s;
}

/** Plays Vedalken Shackles' ability on a creature and pays for it. */
function shackle(s: GameState, target: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Vedalken Shackles"), ability: 0 });
  s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, target) }] });
  return payFully(s);
}

describe("for as long as [source] remains tapped (418.?), and choosing not to untap (302.1)", () => {
  it("418.5 layer 2, 302.1, 302.3: Vedalken Shackles takes a creature with power up to its controller's Islands for as long as it remains tapped; in the untap step, with no priority, its controller chooses whether it untaps", () => {
    let s = manualGame({ players: [{ play: ["Vedalken Shackles", ...islands(3)], library }, { play: ["Hill Giant", "Craw Wurm"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Vedalken Shackles"), ability: 0 });
    const d = legalDecision(s, "p1")!;
    // 409.1c: Craw Wurm's power 6 is more than the 3 Islands p1 controls.
    expect(d.options).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, { type: "cancel" }]);
    expect(d.prompt).toContain("creature with power less than or equal to the number of Islands you control");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }));
    s = pass(s, 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    expect(card(s, inPlay(s, "Vedalken Shackles")).tapped).toBe(true);

    // p2's untap step asks nothing: p2 controls no such permanent.
    s = until(s, (x) => x.turn.number === 4 && x.turn.step === "upkeep");
    expect([s.turn.number, s.turn.step, controller(s, "Hill Giant")]).toEqual([4, "upkeep", "p1"]);

    s = until(s, () => false);
    expect([s.turn.number, s.turn.step, s.priority, s.pending]).toEqual([5, "untap", null, { kind: "untap", player: "p1" }]);
    const shackles = inPlay(s, "Vedalken Shackles");
    const untap = legalDecision(s, "p1")!;
    expect(untap.prompt).toContain("you may choose not to untap Vedalken Shackles");
    expect(untap.options).toEqual([{ type: "chooseUntap", keepTapped: [] }, { type: "chooseUntap", keepTapped: [shackles] }]);
    rejects(s, "p1", { type: "chooseUntap", keepTapped: [inPlay(s, "Island")] }, "302.1");
    rejects(s, "p2", { type: "chooseUntap", keepTapped: [] }, "408.1", 403);
    s = act(s, { type: "chooseUntap", keepTapped: [shackles] });
    // The rest untapped; Shackles stayed tapped, and the Giant is still p1's.
    expect([s.turn.step, card(s, shackles).tapped, controller(s, "Hill Giant")]).toEqual(["upkeep", true, "p1"]);
    expect(s.play.filter((id) => card(s, id).card === "Island").every((id) => !card(s, id).tapped)).toBe(true);

    s = until(s, () => false);
    expect([s.turn.number, s.pending?.kind]).toEqual([7, "untap"]);
    s = act(s, { type: "chooseUntap", keepTapped: [] });
    // Shackles untapped: the effect ends, and the Giant returns to p2.
    expect([card(s, shackles).tapped, controller(s, "Hill Giant")]).toEqual([false, "p2"]);
    expect(s.effects).toEqual([]);
  });

  it("413.2a: the power restriction is checked again as the ability resolves: a target grown past the number of Islands in response stays with its controller", () => {
    let s = manualGame({ players: [{ play: ["Vedalken Shackles", ...islands(3)], library }, { hand: ["Giant Growth"], play: ["Grizzly Bears", "Forest"], library }], turn: 3 });
    s = pass(shackle(s, "Grizzly Bears"));
    s = pass(cast(s, "p2", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, "Grizzly Bears")).toEqual([5, 5]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(controller(s, "Grizzly Bears")).toBe("p2");
  });

  it("418.5 layer 2: once the ability has resolved, the creature's power growing past the number of Islands doesn't end the control", () => {
    let s = manualGame({ players: [{ play: ["Vedalken Shackles", ...islands(3)], library }, { hand: ["Giant Growth"], play: ["Grizzly Bears", "Forest"], library }], turn: 3 });
    s = pass(shackle(s, "Grizzly Bears"), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    s = pass(s);
    s = pass(cast(s, "p2", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, "Grizzly Bears")).toEqual([5, 5]);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
  });

  it("418.?: the duration ends when Vedalken Shackles leaves play: destroyed by Shatter, the creature returns to its controller", () => {
    let s = manualGame({ players: [{ play: ["Vedalken Shackles", ...islands(3)], library }, { hand: ["Shatter"], play: ["Hill Giant", "Mountain", "Mountain"], library }], turn: 3 });
    s = pass(shackle(s, "Hill Giant"), 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    s = pass(s);
    s = pass(cast(s, "p2", "Shatter", [{ object: inPlay(s, "Vedalken Shackles") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vedalken Shackles"]);
    expect(controller(s, "Hill Giant")).toBe("p2");
    expect(s.effects).toEqual([]);
  });

  it("418.?: a change of Vedalken Shackles' controller doesn't end the effect; its new controller may untap it in his or her untap step, which ends it", () => {
    let s = manualGame({ players: [{ play: ["Vedalken Shackles", ...islands(3)], library }, { hand: ["Confiscate"], play: ["Hill Giant", ...islands(6)], library }], turn: 3 });
    s = pass(shackle(s, "Hill Giant"), 2);
    s = until(s, (x) => x.turn.number === 4 && x.turn.step === "main");
    s = pass(cast(s, "p2", "Confiscate", [{ object: inPlay(s, "Vedalken Shackles") }]), 2);
    expect([controller(s, "Vedalken Shackles"), controller(s, "Hill Giant")]).toEqual(["p2", "p1"]);
    // p1's untap step asks p1 nothing now; p2's asks p2.
    s = until(s, () => false);
    expect([s.turn.number, s.pending]).toEqual([6, { kind: "untap", player: "p2" }]);
    s = act(s, { type: "chooseUntap", keepTapped: [] });
    expect([card(s, inPlay(s, "Vedalken Shackles")).tapped, controller(s, "Hill Giant")]).toEqual([false, "p2"]);
  });

  it("418.?: Flamestick Courier's +2/+2 and haste last as long as it remains tapped: Inspirit untapping it ends them", () => {
    let s = manualGame({
      players: [{ play: ["Flamestick Courier", "Raging Goblin", "Mountain", "Mountain", "Mountain"], library }, { hand: ["Inspirit"], play: ["Plains", "Plains", "Plains"], library }],
      turn: 3,
    });
    s = act(s, { type: "playAbility", source: inPlay(s, "Flamestick Courier"), ability: 0 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Raging Goblin") }] }));
    s = pass(s, 2);
    const goblin = card(s, inPlay(s, "Raging Goblin"));
    expect([...pt(s, "Raging Goblin"), hasKeyword(s, goblin, "haste")]).toEqual([3, 3, true]);
    s = pass(s);
    s = pass(cast(s, "p2", "Inspirit", [{ object: inPlay(s, "Flamestick Courier") }]), 2);
    expect(card(s, inPlay(s, "Flamestick Courier")).tapped).toBe(false);
    expect(pt(s, "Flamestick Courier")).toEqual([4, 5]);
    expect(pt(s, "Raging Goblin")).toEqual([1, 1]);
  });

  it("418.?: if the source untaps before the ability resolves, the duration is already over and the ability does nothing", () => {
    let s = manualGame({
      players: [{ play: ["Flamestick Courier", "Raging Goblin", "Mountain", "Mountain", "Mountain"], library }, { hand: ["Inspirit"], play: ["Plains", "Plains", "Plains"], library }],
      turn: 3,
    });
    s = act(s, { type: "playAbility", source: inPlay(s, "Flamestick Courier"), ability: 0 });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Raging Goblin") }] })));
    s = pass(cast(s, "p2", "Inspirit", [{ object: inPlay(s, "Flamestick Courier") }]), 2);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(pt(s, "Raging Goblin")).toEqual([1, 1]);
    expect(s.effects.filter((e) => e.duration === "whileSourceTapped")).toEqual([]);
  });

  it("418.?: Rootwater Matriarch takes a creature for as long as it is enchanted: losing one of two Auras keeps it, losing the last ends the effect, and a new Aura doesn't bring it back", () => {
    let s = manualGame({
      players: [
        { hand: ["Holy Strength", "Holy Strength", "Holy Strength"], play: ["Rootwater Matriarch", "Plains", "Plains", "Plains"], library },
        { hand: ["Naturalize", "Naturalize"], play: ["Grizzly Bears", "Forest", "Forest", "Forest", "Forest"], library },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Holy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = pass(cast(s, "p1", "Holy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    s = act(s, { type: "playAbility", source: inPlay(s, "Rootwater Matriarch"), ability: 0 });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] })), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    const auras = s.play.filter((id) => card(s, id).card === "Holy Strength");
    s = pass(s);
    s = pass(cast(s, "p2", "Naturalize", [{ object: auras[0]! }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    s = pass(s);
    s = pass(cast(s, "p2", "Naturalize", [{ object: auras[1]! }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Holy Strength", "Holy Strength"]);
    expect(controller(s, "Grizzly Bears")).toBe("p2");
    s = pass(cast(s, "p1", "Holy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect([controller(s, "Grizzly Bears"), pt(s, "Grizzly Bears")]).toEqual(["p2", [3, 4]]);
    expect(s.effects).toEqual([]);
  });

  it("418.?: if the creature isn't enchanted as Rootwater Matriarch's ability resolves, the duration never begins and nothing happens", () => {
    let s = manualGame({ players: [{ play: ["Rootwater Matriarch"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Rootwater Matriarch"), ability: 0 });
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }), 2);
    expect([s.stack, s.effects, controller(s, "Grizzly Bears")]).toEqual([[], [], "p2"]);
  });

  it("418.6, 418.5 layer 3: Mind Bend changing Vedalken Shackles' Islands to Swamps: a target's power is then compared with the Swamps its controller controls", () => {
    let s = manualGame({ players: [{ hand: ["Mind Bend"], play: ["Vedalken Shackles", ...islands(3), "Swamp"], library }, { play: ["Grizzly Bears", "Llanowar Elves"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Mind Bend", [{ object: inPlay(s, "Vedalken Shackles") }]), 2);
    s = act(act(s, { type: "choose", choice: "Island" }), { type: "choose", choice: "Swamp" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Vedalken Shackles"), ability: 0 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, { type: "cancel" }]);
    expect(legalDecision(s, "p1")!.prompt).toContain("the number of Swamps you control");
  });

  it("606.6b, 302.1: in Two-Headed Giant each player of the active team who controls a tapped Vedalken Shackles chooses in turn; then the team's permanents untap together", () => {
    const tapped = { card: "Vedalken Shackles", tapped: true };
    let s = tableGame({ players: [{ play: [tapped, { card: "Island", tapped: true }], library }, { play: [tapped], library }, { play: [tapped], library }, { library }], step: "untap" }, { format: "two-headed-giant", teams: ["A", "A", "B", "B"], autoPass: false });
    expect(s.pending).toEqual({ kind: "untap", player: "p1" });
    s = act(s, { type: "chooseUntap", keepTapped: [] });
    expect([s.pending, s.turn.step]).toEqual([{ kind: "untap", player: "p2" }, "untap"]);
    const [mine, partners, theirs] = s.play.filter((id) => card(s, id).card === "Vedalken Shackles");
    // Nothing has untapped yet: the team untaps all at once, after the last choice.
    expect(card(s, mine!).tapped).toBe(true);
    s = act(s, { type: "chooseUntap", keepTapped: [partners!] });
    expect([card(s, mine!).tapped, card(s, partners!).tapped, card(s, theirs!).tapped, card(s, inPlay(s, "Island")).tapped]).toEqual([false, true, true, false]);
    expect(s.turn.step).toBe("upkeep");
  });

  it("600.4, 302.1: a player who leaves the game while owing the untap step's choice owes nothing more; the turn goes on without him or her", () => {
    let s = tableGame({ players: [{ play: [{ card: "Vedalken Shackles", tapped: true }], library }, { play: [{ card: "Vedalken Shackles", tapped: true }], library }, { library }], step: "untap" });
    expect(s.pending).toEqual({ kind: "untap", player: "p1" });
    s = apply(s, "p1", { type: "concede" }).state;
    // With no one left to act in turn 1 (the others pass automatically), the game reaches p2's turn, whose untap step asks p2.
    expect([s.status, s.turn.number, s.turn.active, s.pending]).toEqual(["playing", 2, "p2", { kind: "untap", player: "p2" }]);
    expect(s.play.map((id) => card(s, id).owner)).toEqual(["p2"]);
  });
});
