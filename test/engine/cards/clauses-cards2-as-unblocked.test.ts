import { describe, expect, it } from "vitest";
import { labelled, legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, rejects } from "../helpers.js";

// 310.2e: "You may have ~ deal its combat damage to defending player as though it weren't
// blocked." An effect that says a creature deals its combat damage in a different manner than
// normal affects how it is assigned (310.2e): when it is blocked, its controller assigns all of
// it to the defending player (310.2b, as though unblocked) or divides it among the blockers as
// usual (310.2c), never part to each.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest"];

/** Ann attacks with Thorn Elemental; Bob blocks it with Grizzly Bears: Ann now assigns its damage.
 * `before` runs in Ann's first main phase (Vitality Charm's trample, say). */
function blocked(extraHand: string[] = [], ann: { hand?: string[]; play?: string[] } = {}, before = (s: GameState) => s): GameState {
  let s = manualGame({ players: [{ play: ["Thorn Elemental", ...(ann.play ?? [])], hand: ann.hand, library }, { play: ["Grizzly Bears", "Mountain"], hand: extraHand, library }], turn: 3 });
  s = before(s);
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Thorn Elemental"), defender: "p2" }] });
  for (let i = 0; i < 10 && s.pending?.kind !== "blockers"; i++) s = pass(s);
  return act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Thorn Elemental") }] }, "p2");
}

const toDamage = (s: GameState) => {
  for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
  return s;
};

/** The combat damage decision's prompt and its options' labels, as Ann reads them. */
const wording = (s: GameState) => {
  const d = legalDecision(s, "p1")!;
  return { prompt: d.prompt, labels: labelled(s, "p1", d.options).map((o) => o.label) };
};

const afterCombat = (s: GameState) => {
  for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
  return s;
};

describe("clauses: \"deal its combat damage to defending player as though it weren't blocked\" (310.2e)", () => {
  it("the cards are offered", () => {
    for (const name of ["Thorn Elemental", "Lone Wolf", "Rhox", "Tornado Elemental"]) expect(isSupported(name), name).toBe(true);
  });

  it("310.2e: blocked Thorn Elemental's controller may assign all 7 damage to Bob: Bob goes to 13 and the Bears survive, still dealing their 2 damage", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "combatDamage", player: "p1" });
    const thorn = inPlay(s, "Thorn Elemental");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 });
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 }, "p1"));
    expect(s.players[1]!.life).toBe(13);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
    expect(s.objects[thorn]).toMatchObject({ damage: 2 });
  });

  it("310.2c: it may deal its damage to the blocker instead: the Bears die and Bob stays at 20", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    const thorn = inPlay(s, "Thorn Elemental");
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [{ blocker: inPlay(s, "Grizzly Bears"), amount: 7 }] }, "p1"));
    expect(s.players[1]!.life).toBe(20);
    expect(() => inPlay(s, "Grizzly Bears")).toThrow();
  });

  it("310.1: part to the blocker and part to the player is no assignment (no trample): rejected, nothing changes", () => {
    let s = blocked();
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    rejects(s, "p1", { type: "assignCombatDamage", attacker: inPlay(s, "Thorn Elemental"), division: [{ blocker: inPlay(s, "Grizzly Bears"), amount: 2 }], toPlayer: 5 }, "310.2c");
  });

  it("310.2e: with its blocker gone (Shocked) it still may deal its damage to Bob, or none (310.2c)", () => {
    let s = blocked(["Shock"]);
    // Bob Shocks his own Bears after blocks: Thorn Elemental stays blocked (309.? : a blocked creature stays blocked).
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    for (let i = 0; i < 10 && s.pending?.kind !== "combatDamage"; i++) s = pass(s);
    const thorn = inPlay(s, "Thorn Elemental");
    expect(legalDecision(s, "p1")!.options).toEqual([
      { type: "assignCombatDamage", attacker: thorn, division: [] },
      { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 },
    ]);
    s = afterCombat(act(s, { type: "assignCombatDamage", attacker: thorn, division: [], toPlayer: 7 }, "p1"));
    expect(s.players[1]!.life).toBe(13);
  });

  it("310.2c, 310.2e: the decision says what each choice does — the Bears get all 7, or Bob gets all 7 as though Thorn Elemental weren't blocked", () => {
    const s = toDamage(blocked());
    expect(wording(s)).toEqual({
      prompt:
        "Thorn Elemental is blocked by Grizzly Bears: it assigns its 7 combat damage to that creature (310.2c). " +
        "Or you may have it assign all 7 to Bob, the player it attacks, as though it weren't blocked, and none to that creature (310.2e; toPlayer 7 and an empty division); it can't split its damage between Bob and that creature. " +
        "Any division that adds up to 7 may be posted; the options are complete examples.",
      labels: ["Assign Thorn Elemental's combat damage: 7 to Grizzly Bears", "Assign all of Thorn Elemental's 7 combat damage to Bob, as though it weren't blocked (none to Grizzly Bears)"],
    });
    expect(legalDecision(s, "p1")!.details).toMatchObject({ power: 7, trample: false, asThoughUnblocked: true });
  });

  it("310.2e, 502.9: with trample too (Vitality Charm: 8/8), both ways to reach Bob are described: lethal damage to the Bears and the rest to Bob, or all 8 to Bob", () => {
    const charm = (s: GameState) => {
      s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
      s = act(s, { type: "chooseMode", mode: 1 }, "p1");
      s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Thorn Elemental") }] }, "p1"));
      return passUntil(s, (x) => x.stack.length === 0);
    };
    const s = toDamage(blocked([], { hand: ["Vitality Charm"], play: ["Forest"] }, charm));
    expect(wording(s)).toEqual({
      prompt:
        "Thorn Elemental is blocked by Grizzly Bears: it assigns its 8 combat damage to that creature (310.2c). " +
        "It has trample (502.9): once the blocker is assigned lethal damage (its toughness less the damage already on it), you may assign the rest to Bob, the player it attacks (toPlayer). " +
        "Or you may have it assign all 8 to Bob as though it weren't blocked, and none to that creature (310.2e; toPlayer 8 and an empty division). " +
        "Any division that adds up to 8 may be posted; the options are complete examples.",
      labels: [
        "Assign Thorn Elemental's combat damage: 2 to Grizzly Bears and 6 to Bob, trampling over its blocker",
        "Assign Thorn Elemental's combat damage: 8 to Grizzly Bears",
        "Assign all of Thorn Elemental's 8 combat damage to Bob, as though it weren't blocked (none to Grizzly Bears)",
      ],
    });
  });

  it("310.2c, 310.2e: with its blocker gone, the choice reads as none or all 7 to Bob", () => {
    let s = blocked(["Shock"]);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = toDamage(s);
    expect(wording(s)).toEqual({
      prompt: "No creature is blocking Thorn Elemental any more, and it stays blocked: it assigns no combat damage (310.2c; an empty division) unless you have it assign all 7 to Bob, the player it attacks, as though it weren't blocked (310.2e; toPlayer 7).",
      labels: ["Assign no combat damage: no creature is blocking Thorn Elemental any more", "Assign all of Thorn Elemental's 7 combat damage to Bob, as though it weren't blocked"],
    });
  });
});
