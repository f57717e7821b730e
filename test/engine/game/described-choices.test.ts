import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, life, manualGame, pass, rejects } from "../helpers.js";

const library = Array<string>(30).fill("Island");
const timed = <T>(f: () => T): [T, number] => {
  const t0 = performance.now();
  const v = f();
  return [v, performance.now() - t0];
};

describe("choices are described, not enumerated (never permutations or subsets)", () => {
  it("410.3: twelve simultaneous Phyrexian Arena triggers are listed once; any order of their ids is accepted, a repeated or missing id is refused", () => {
    let s = manualGame({ players: [{ play: Array<string>(12).fill("Phyrexian Arena"), library }, { library }], turn: 3, step: "untap" });
    expect(s.pending).toEqual({ kind: "orderTriggers", player: "p1" });
    const [d, ms] = timed(() => legalDecision(s, "p1")!);
    expect(ms).toBeLessThan(50);
    const triggers = (d.details as { triggers: { id: string; text: string }[] }).triggers;
    expect(triggers).toHaveLength(12);
    expect(triggers.every((t) => t.text.length > 0)).toBe(true);
    const ids = triggers.map((t) => t.id);
    // Two ready-made answers: the listed order and its reverse.
    expect(d.options).toEqual([{ type: "orderTriggers", order: ids }, { type: "orderTriggers", order: [...ids].reverse() }]);
    rejects(s, "p1", { type: "orderTriggers", order: [ids[0]!, ...ids.slice(0, 11)] }, "410.3");
    rejects(s, "p1", { type: "orderTriggers", order: ids.slice(1) }, "410.3");
    // An order that is not listed: the odd ones first, then the even ones.
    const order = [...ids.filter((_, i) => i % 2), ...ids.filter((_, i) => i % 2 === 0)];
    s = act(s, { type: "orderTriggers", order });
    expect(s.stack).toEqual(order);
    s = pass(s, 24);
    expect(life(s, "p1")).toBe(8);
    expect(s.players[0]!.hand).toHaveLength(12);
  });

  it("302.1: with 24 tapped Vedalken Shackles the untap step's choice lists the candidates once; any subset may stay tapped", () => {
    let s = manualGame({ players: [{ play: Array.from({ length: 24 }, () => ({ card: "Vedalken Shackles", tapped: true })), library }, { library }], turn: 3, step: "untap" });
    expect(s.pending).toEqual({ kind: "untap", player: "p1" });
    const [d, ms] = timed(() => legalDecision(s, "p1")!);
    expect(ms).toBeLessThan(50);
    const ids = (d.details as { candidates: { id: string }[] }).candidates.map((c) => c.id);
    expect(ids).toHaveLength(24);
    // None, each alone, all: 26 ready-made answers instead of 2^24.
    expect(d.options).toHaveLength(26);
    expect(d.options).toContainEqual({ type: "chooseUntap", keepTapped: ids });
    rejects(s, "p1", { type: "chooseUntap", keepTapped: [ids[0]!, ids[0]!] }, "302.1");
    const keep = ids.filter((_, i) => i % 3 === 0);
    s = act(s, { type: "chooseUntap", keepTapped: keep });
    expect(s.play.filter((id) => card(s, id).tapped).sort()).toEqual([...keep].sort());
  });

  it("308.1: declaring attackers lists no attack, everything and each creature alone; any other set is posted and accepted (30 creatures: not 2^30 options)", () => {
    let s = manualGame({ players: [{ play: Array<string>(30).fill("Grizzly Bears"), library }, { library }], turn: 3, step: "declareAttackers" });
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    const [d, ms] = timed(() => legalDecision(s, "p1")!);
    expect(ms).toBeLessThan(50);
    const ids = (d.details as { candidates: { id: string }[] }).candidates.map((c) => c.id);
    expect(ids).toHaveLength(30);
    expect(d.options).toHaveLength(32);
    expect(d.options[0]).toEqual({ type: "declareAttackers", attackers: [] });
    expect(d.options[1]).toEqual({ type: "declareAttackers", attackers: ids.map((attacker) => ({ attacker, defender: "p2" })) });
    // Every third Bear attacks: a set that is not listed.
    const chosen = ids.filter((_, i) => i % 3 === 0);
    s = act(s, { type: "declareAttackers", attackers: chosen.map((attacker) => ({ attacker, defender: "p2" })) });
    expect(s.combat!.attackers.map((a) => a.attacker)).toEqual(chosen);
    expect(s.play.filter((id) => card(s, id).tapped).sort()).toEqual([...chosen].sort());
  });
});
