import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

// What the turn remembers of damage dealt to players (404.3, 403.1; 502.50a's memory): "Destroy all
// creatures that dealt damage to you this turn." (Retaliate), "At end of turn, if ~ dealt damage to
// an opponent this turn, put a +1/+1 counter on it." (Whirling Dervish), "Play this ability only if
// an opponent was dealt damage this turn." (Skarrgan Firebird), "sacrifice it unless an opponent was
// dealt damage this turn" (War Elemental), and "that many" of a damage trigger: War Elemental's
// "Whenever damage is dealt to an opponent, put that many +1/+1 counters on ~" and Darien's "Whenever
// you're dealt damage, you may put that many 1/1 white Soldier creature tokens into play".
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const card = (s: GameState, id: string) => s.objects[id] as CardObject;

/** Passes until the stack is empty (at most `n` passes). */
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};

/** A game in p1's precombat main phase of turn 3. */
function main(p1: { play?: string[]; hand?: string[]; graveyard?: string[] }, p2: { play?: string[]; hand?: string[] }): GameState {
  const s = manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });
  return passUntil(s, (x) => x.turn.phase === "precombatMain");
}

/** `who` taps the Vulshok Sorcerer he or she controls: 1 damage to the target (the other player passes first when it is p2). */
function ping(s: GameState, who: "p1" | "p2", target: { player: string } | { object: string }): GameState {
  if (who === "p2") s = act(s, { type: "pass" }, "p1");
  s = act(s, { type: "playAbility", source: inPlay(s, "Vulshok Sorcerer", who), ability: 0 }, who);
  return resolve(payFully(act(s, { type: "chooseTargets", targets: [target] }, who)));
}

const graveyardCard = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => card(s, id).card === name)!;

describe("clauses: damage remembered this turn, and \"that many\" (404.1, 404.3, 403.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Retaliate", "Whirling Dervish", "Skarrgan Firebird", "War Elemental", "Darien, King of Kjeldor"]) expect(isSupported(name), name).toBe(true);
  });

  it("Retaliate destroys each creature that dealt its caster damage this turn, his or her own too; the opponent's other creatures stay", () => {
    let s = main({ play: ["Plains", "Plains", "Plains", "Plains", "Vulshok Sorcerer"], hand: ["Retaliate"] }, { play: ["Mountain", "Vulshok Sorcerer", "Grizzly Bears", "Goblin Piker"], hand: ["Shock"] });
    s = ping(s, "p2", { player: "p1" });
    s = ping(s, "p1", { player: "p1" });
    expect(life(s, "p1")).toBe(18);
    s = resolve(cast(s, "p1", "Retaliate"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vulshok Sorcerer", "Retaliate"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Vulshok Sorcerer"]);
    expect(s.play.map((id) => card(s, id).card)).toEqual(expect.arrayContaining(["Grizzly Bears", "Goblin Piker"]));
  });

  it("404.3: Whirling Dervish unblocked gets its counter at end of turn; one that dealt no damage to an opponent doesn't", () => {
    let s = manualGame({ players: [{ library, play: ["Whirling Dervish"] }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Whirling Dervish"), defender: "p2" }] });
    s = passUntil(s, (x) => x.turn.step === "endOfTurn" && x.stack.length === 1);
    s = resolve(s);
    expect(life(s, "p2")).toBe(19);
    expect(card(s, inPlay(s, "Whirling Dervish")).counters).toEqual({ "+1/+1": 1 });

    let t = manualGame({ players: [{ library, play: ["Whirling Dervish"] }, { library }], turn: 3 });
    t = passUntil(t, (x) => x.pending?.kind === "attackers");
    t = act(t, { type: "declareAttackers", attackers: [] });
    t = passUntil(t, (x) => x.turn.number === 4);
    expect(card(t, inPlay(t, "Whirling Dervish")).counters ?? {}).toEqual({});
  });

  it("403.1: Skarrgan Firebird's {R}{R}{R} from the graveyard is refused until an opponent is dealt damage this turn; then it returns the card to its owner's hand", () => {
    let s = main({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Shock"], graveyard: ["Skarrgan Firebird"] }, {});
    const bird = graveyardCard(s, "p1", "Skarrgan Firebird");
    rejects(s, "p1", { type: "playAbility", source: bird, ability: 0 }, "403.1");
    s = resolve(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = resolve(payFully(act(s, { type: "playAbility", source: bird, ability: 0 }, "p1")));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Skarrgan Firebird"]);
  });

  it("War Elemental is sacrificed as it comes into play when no opponent was dealt damage this turn", () => {
    let s = main({ play: ["Mountain", "Mountain", "Mountain"], hand: ["War Elemental"] }, {});
    s = resolve(cast(s, "p1", "War Elemental"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["War Elemental"]);
  });

  it("War Elemental stays after the opponent was shocked, and grows by that much as more damage is dealt to an opponent, whoever deals it; damage to its controller adds nothing", () => {
    let s = main({ play: ["Mountain", "Mountain", "Mountain", "Mountain", "Vulshok Sorcerer"], hand: ["Shock", "War Elemental"] }, { play: ["Mountain"], hand: ["Shock"] });
    s = resolve(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = resolve(cast(s, "p1", "War Elemental"));
    const elemental = inPlay(s, "War Elemental");
    expect(card(s, elemental).counters ?? {}).toEqual({});
    s = ping(s, "p1", { player: "p2" });
    expect(card(s, elemental).counters).toEqual({ "+1/+1": 1 });
    // p2's Shock to p1, War Elemental's controller: no opponent of his or hers was dealt it.
    s = act(s, { type: "pass" }, "p1");
    s = resolve(cast(s, "p2", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(18);
    expect(card(s, elemental).counters).toEqual({ "+1/+1": 1 });
  });

  it("Darien, King of Kjeldor: dealt 2 damage, its controller may put two Soldier tokens into play; declining puts none", () => {
    let s = main({ play: ["Darien, King of Kjeldor"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] });
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = resolve(act(s, { type: "may", accept: true }, "p1"));
    const soldiers = () => s.play.filter((id) => card(s, id).card === "Soldier" || (card(s, id) as { token?: unknown }).token !== undefined);
    expect(soldiers().length).toBe(2);
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = resolve(act(s, { type: "may", accept: false }, "p1"));
    expect(life(s, "p1")).toBe(16);
    expect(soldiers().length).toBe(2);
  });
});
