import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, freezeObjects, inPlay, life, pass, rejects, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

const ninjutsuOption = (s: GameState, who: string) =>
  legalDecision(s, who)!.options.filter((o): o is Extract<Action, { type: "playAbility" }> => o.type === "playAbility" && s.objects[o.source]?.zone === "hand");

/** Ann (p1) attacks with Grizzly Bears (and Hill Giant), Ninja of the Deep Hours in hand and two Islands; Bob (p2) with Grizzly Bears to block. */
const game = () =>
  combatGame({ hand: ["Ninja of the Deep Hours"], play: ["Island", "Island", "Grizzly Bears", "Hill Giant"] }, { play: ["Grizzly Bears"] });

describe("ninjutsu (502.43)", () => {
  it("502.43a: the ability is played from the hand only once an attacker is unblocked: not before blockers are declared, not by returning a blocked attacker", () => {
    let s = attack(game(), "Grizzly Bears", "Hill Giant");
    // Declare attackers step: no attacker is blocked or unblocked yet.
    expect(s.turn.step).toBe("declareAttackers");
    expect(ninjutsuOption(s, "p1")).toEqual([]);
    s = passTo(s, "declareBlockers");
    s = block(s, ["Grizzly Bears", "Hill Giant"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    const options = ninjutsuOption(s, "p1");
    // One way to pay: returning the unblocked Grizzly Bears, not the blocked Hill Giant.
    expect(options.map((o) => o.costs)).toEqual([{ returnToHand: [inPlay(s, "Grizzly Bears", "p1")] }]);
    rejects(s, "p1", { ...options[0]!, costs: { returnToHand: [inPlay(s, "Hill Giant", "p1")] } } as Action, "409.1b");
  });

  it("502.43a–b: paying {1}{U}, revealing the Ninja and returning the unblocked Grizzly Bears puts Ninja of the Deep Hours into play tapped and attacking: its damage and its trigger follow", () => {
    let s = passTo(attack(game(), "Grizzly Bears", "Hill Giant"), "declareBlockers");
    s = block(s, ["Grizzly Bears", "Hill Giant"]);
    const option = ninjutsuOption(s, "p1")[0]!;
    const announced = act(s, { ...option, costs: { returnToHand: [inPlay(s, "Grizzly Bears", "p1")] } } as Action, "p1");
    expect(announced.playing!.cost).toBe("{1}{U}");
    const { state, events } = apply(freezeObjects(announced), "p1", legalDecision(announced, "p1")!.options.find((o) => o.type === "autoPay")!);
    s = state;
    // The cost is paid: the Bears are back in the hand, the Ninja revealed and still in the hand until the ability resolves.
    expect(events.some((e) => e.type === "reveal")).toBe(true);
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Grizzly Bears", "Ninja of the Deep Hours"]);
    expect(s.combat!.attackers.map((a) => card(s, a.attacker).card)).toEqual(["Hill Giant"]);
    s = pass(s, 2);
    const ninja = inPlay(s, "Ninja of the Deep Hours", "p1");
    expect(card(s, ninja).tapped).toBe(true);
    expect(s.combat!.attackers).toContainEqual({ attacker: ninja, defender: "p2" });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    // It is unblocked: its 2 damage reaches Bob, and "deals combat damage to a player" triggers.
    const libraryBefore = s.players[0]!.library.length;
    for (let i = 0; i < 30 && s.pending?.kind !== "may"; i++) s = s.pending?.kind === "priority" ? pass(s) : act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    expect(life(s, "p2")).toBe(18);
    s = act(s, { type: "may", accept: true });
    expect(s.players[0]!.library.length).toBe(libraryBefore - 1);
  });
});
