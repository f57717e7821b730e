import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// 415.7a, changing the target of a spell or ability with a single target (Deflection, Shunt,
// Reroute, Willbender; engine/spells/target-changes.ts), and "Counter target activated or
// triggered ability" (Stifle, 414).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Island", "Island", "Island", "Island", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const topOfStack = (s: GameState) => s.stack[s.stack.length - 1]!;
const power = (s: GameState, id: string) => characteristics(s, card(s, id)).power;

describe("415.7a: \"Change the target of target spell with a single target\"", () => {
  it("Shunt: Bob changes Ann's Shock from himself to Ann — asked among the other legal targets, Shock's own not among them; Ann takes the 2 damage", () => {
    let s = game({ hand: ["Shock"], play: ["Grizzly Bears"] }, { hand: ["Shunt"] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    const shock = topOfStack(s);
    s = cast(s, "p2", "Shunt", [{ object: shock }]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "newTarget", player: "p2", object: shock, change: true });
    const d = legalDecision(s, "p2")!;
    expect(d.options).toContainEqual({ type: "chooseNewTarget", target: { player: "p1" } });
    expect(d.options).toContainEqual({ type: "chooseNewTarget", target: { object: inPlay(s, "Grizzly Bears") } });
    expect(d.options).not.toContainEqual({ type: "chooseNewTarget", target: { player: "p2" } });
    // 415.7a: the target must change — keeping it is refused, and nothing changes.
    rejects(s, "p2", { type: "chooseNewTarget", target: { player: "p2" } }, "415.7a");
    const r = apply(s, "p2", { type: "chooseNewTarget", target: { player: "p1" } });
    expect(eventsFor(r.events, "p1").map((e) => e.text)).toContain("Bob changes the target of Shock from Bob to Ann (Shunt).");
    s = pass(r.state, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 20]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shunt"]);
  });

  it("Deflection with one other legal target: no question — Ann's Giant Growth moves from her Grizzly Bears to Bob's Hill Giant", () => {
    let s = game({ hand: ["Giant Growth"], play: ["Grizzly Bears"] }, { hand: ["Deflection"], play: ["Hill Giant"] });
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s);
    s = cast(s, "p2", "Deflection", [{ object: topOfStack(s) }]);
    s = pass(s, 2);
    expect(s.pending?.kind).toBe("priority");
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([6, 6]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("415.7a: no other legal target — the target is unchanged (the only creature keeps Giant Growth)", () => {
    let s = game({ hand: ["Giant Growth"], play: ["Grizzly Bears"] }, { hand: ["Deflection"] });
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s);
    s = cast(s, "p2", "Deflection", [{ object: topOfStack(s) }]);
    s = act(s, { type: "pass" });
    const r = apply(s, s.pending!.player, { type: "pass" });
    expect(r.events.map((e) => e.text)).toContain("Giant Growth keeps its target: there is no other legal target for it (Deflection, 415.7a).");
    s = pass(r.state, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
  });

  it("415.7a: the new target must be legal for the changed spell — Shock can't be moved onto Paladin en-Vec (protection from red), so it stays on Bob", () => {
    let s = game({ hand: ["Shock"] }, { hand: ["Shunt"], play: ["Paladin en-Vec"] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    s = cast(s, "p2", "Shunt", [{ object: topOfStack(s) }]);
    s = pass(s, 2);
    // Ann is the only other legal target: changed without a question.
    expect(s.pending?.kind).toBe("priority");
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 20]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shunt"]);
    expect(s.play).toContain(inPlay(s, "Paladin en-Vec"));
  });

  it("\"with a single target\": Seeds of Strength aimed three times at the Bears is one target, all three changed at once; aimed at two creatures it is no legal target", () => {
    let s = game({ hand: ["Seeds of Strength"], play: ["Grizzly Bears"] }, { hand: ["Shunt"], play: ["Hill Giant"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Seeds of Strength", [{ object: bears }, { object: bears }, { object: bears }]);
    s = pass(s);
    s = cast(s, "p2", "Shunt", [{ object: topOfStack(s) }]);
    s = pass(s, 4);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([6, 6]);
    expect(pt(s, bears)).toEqual([2, 2]);

    let t = game({ hand: ["Seeds of Strength"], play: ["Grizzly Bears"] }, { hand: ["Shunt"], play: ["Hill Giant"] });
    t = cast(t, "p1", "Seeds of Strength", [{ object: inPlay(t, "Grizzly Bears") }, { object: inPlay(t, "Grizzly Bears") }, { object: inPlay(t, "Hill Giant") }]);
    t = pass(t);
    expect(legalDecision(t, "p2")!.options.some((o) => o.type === "playSpell" && o.card === inHand(t, "p2", "Shunt"))).toBe(false);
  });
});

describe("415.7a: abilities with a single target", () => {
  it("Reroute: Bob changes Prodigal Sorcerer's 1 damage from himself to Ann, and draws a card", () => {
    let s = game({ play: ["Prodigal Sorcerer"] }, { hand: ["Reroute"], play: ["Hill Giant"] });
    const sorcerer = inPlay(s, "Prodigal Sorcerer");
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === sorcerer)!, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s);
    const bobHand = zoneNames(s, "p2", "hand").length;
    s = cast(s, "p2", "Reroute", [{ object: topOfStack(s) }]);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "newTarget", player: "p2", change: true });
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } }, "p2");
    expect(zoneNames(s, "p2", "hand").length).toBe(bobHand - 1 + 1);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([19, 20]);
  });

  it("Reroute targets only an activated ability: with only Shock on the stack Bob can't play it", () => {
    let s = game({ hand: ["Shock"] }, { hand: ["Reroute"] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p2", "Reroute"))).toBe(false);
  });

  it("Willbender: turned face up with Ann's Shock on the stack, its trigger moves the Shock from Bob to Ann", () => {
    // Bob's turn: he plays Willbender face down.
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: lands }, { library, hand: ["Willbender"], play: lands }], turn: 4, active: 1 });
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Willbender"), faceDown: true }, "p2");
    s = pass(payFully(s), 2);
    const willbender = s.play.find((id) => card(s, id).faceDown)!;
    s = act(s, { type: "pass" }, "p2");
    // Ann answers at once in Bob's main phase: Shock at Bob.
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    const shock = topOfStack(s);
    s = pass(s);
    for (const land of s.play.filter((id) => card(s, id).controller === "p2" && !card(s, id).tapped && card(s, id).card === "Island").slice(0, 2))
      s = act(s, { type: "playAbility", source: land, ability: 0 }, "p2");
    s = act(s, { type: "turnFaceUp", card: willbender, mana: "UU" }, "p2");
    expect(card(s, willbender).faceDown).toBeUndefined();
    // The trigger goes on the stack above Shock, targeting it.
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: shock }] }, "p2");
    s = pass(s, 2);
    // Ann and the face-up Willbender are the other legal targets for Shock: Bob is asked.
    expect(s.pending).toMatchObject({ kind: "newTarget", player: "p2", object: shock, change: true });
    s = act(s, { type: "chooseNewTarget", target: { player: "p1" } }, "p2");
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 20]);
    expect(power(s, willbender)).toBe(1);
  });
});

describe("414: \"Counter target activated or triggered ability\" (Stifle)", () => {
  it("Stifle counters Prodigal Sorcerer's activated ability: Bob takes no damage", () => {
    let s = game({ play: ["Prodigal Sorcerer"] }, { hand: ["Stifle"] });
    const sorcerer = inPlay(s, "Prodigal Sorcerer");
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === sorcerer)!, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s);
    s = cast(s, "p2", "Stifle", [{ object: topOfStack(s) }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(life(s, "p2")).toBe(20);
  });

  it("Stifle counters a triggered ability — Mishra's Bauble's delayed draw at the next upkeep — and can't target a spell", () => {
    let s = game({ play: ["Mishra's Bauble"], hand: ["Shock"] }, { hand: ["Stifle"] });
    const hand = zoneNames(s, "p1", "hand").length;
    s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Mishra's Bauble"))!, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s, 2);
    // Shock on the stack: a spell, not an ability — Stifle has no legal target.
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    expect(legalDecision(s, "p2")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p2", "Stifle"))).toBe(false);
    s = pass(s);
    for (let i = 0; i < 200 && !(s.turn.active === "p2" && s.turn.step === "upkeep" && s.stack.length > 0 && s.pending?.player === "p2"); i++)
      s = act(s, s.pending!.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : s.pending!.kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
    s = cast(s, "p2", "Stifle", [{ object: topOfStack(s) }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "hand").length).toBe(hand - 1);
  });
});
