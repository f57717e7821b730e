import { describe, expect, it } from "vitest";
import { controllerOf } from "../../src/engine/control.js";
import { card } from "../../src/engine/game.js";
import type { GameState } from "../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, rejects, where } from "./helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const controller = (s: GameState, name: string) => controllerOf(s, card(s, inPlay(s, name)));
const mountains = (n: number) => Array<string>(n).fill("Mountain");
const islands = (n: number) => Array<string>(n).fill("Island");

describe("layer 2: control-changing effects (418.5)", () => {
  it("418.5 layer 2, 502.5: Threaten untaps the creature and gives control of it until end of turn, with haste; it attacks its owner; at cleanup control returns", () => {
    let s = manualGame({ players: [{ hand: ["Threaten"], play: mountains(3), library }, { play: [{ card: "Hill Giant", tapped: true }], library }], turn: 3 });
    s = pass(cast(s, "p1", "Threaten", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    expect(card(s, inPlay(s, "Hill Giant"))).toMatchObject({ tapped: false, owner: "p2", controller: "p2" });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p2" }] });
    s = passUntil(s, (x) => x.turn.number === 4);
    expect(life(s, "p2")).toBe(17);
    expect(controller(s, "Hill Giant")).toBe("p2");
    // p2 has controlled it since before turn 4 began (control returned in the cleanup step of turn 3).
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] });
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(17);
  });

  it("212.3d: summoning sickness follows control: a creature taken with Confiscate can't attack until its new controller's next turn", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    expect(card(s, inPlay(s, "Confiscate")).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    s = passUntil(s, (x) => where(x) === "combat/declareAttackers" || x.turn.number === 4);
    // No creature of p1's could attack: the step passed without an attack.
    expect(s.combat?.attackers ?? []).toEqual([]);
    s = passUntil(s, (x) => x.turn.number === 5 && x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = passUntil(s, (x) => x.turn.number === 6);
    expect(life(s, "p2")).toBe(18);
  });

  it("212.3d: a creature taken this turn can't pay a {T} cost", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Llanowar Elves") }]), 2);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 }, "406.1");
  });

  it("418.5 layer 2: control effects apply in timestamp order: Threaten after Confiscate takes the creature back until end of turn, then Confiscate's effect applies again", () => {
    let s = manualGame({ players: [{ hand: ["Confiscate"], play: islands(6), library }, { hand: ["Threaten"], play: [...mountains(3), "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Confiscate", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === "main");
    s = pass(cast(s, "p2", "Threaten", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(controller(s, "Grizzly Bears")).toBe("p2");
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] });
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(18);
    expect(controller(s, "Grizzly Bears")).toBe("p1");
  });

  it("306.3 (?): a creature whose controller changes is removed from combat: Keiga's trigger takes an attacker, which deals no combat damage", () => {
    let s = manualGame({
      players: [{ hand: ["Shock"], play: [{ card: "Keiga, the Tide Star", damage: 3 }, "Mountain"], library }, { play: ["Hill Giant", "Grizzly Bears"], library }],
      turn: 4, active: 1, step: "declareAttackers",
    });
    s = act(s, { type: "declareAttackers", attackers: ["Hill Giant", "Grizzly Bears"].map((n) => ({ attacker: inPlay(s, n), defender: "p1" })) });
    s = pass(s);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Keiga, the Tide Star") }]), 2);
    expect(s.pending?.kind).toBe("triggerTargets");
    const giant = inPlay(s, "Hill Giant");
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: giant }] }), 2);
    expect(controller(s, "Hill Giant")).toBe("p1");
    expect(s.combat!.attackers.map((a) => a.attacker)).toEqual([inPlay(s, "Grizzly Bears")]);
    s = passUntil(s, (x) => x.turn.number === 5);
    expect(life(s, "p1")).toBe(18);
    expect(controller(s, "Hill Giant")).toBe("p1"); // "gain control" with no duration lasts
  });
});
