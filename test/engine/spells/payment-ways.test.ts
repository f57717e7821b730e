import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { LISTED_WAYS, parseCost, parseMana, paymentsFromPool, paysExactly } from "../../../src/engine/spells/mana.js";
import { act, inHand, manualGame, rejects } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];
const big = { W: 50, U: 50, B: 50, R: 50, G: 50, C: 50 };

describe("409.1h: the ways to pay a cost from a large mana pool are described, not listed one by one", () => {
  it("409.1h: {3}{R} from 50 mana of each type (56 exact payments) lists one way per type of mana, each spending as much of it as the cost allows", () => {
    const ways = paymentsFromPool(parseCost("{3}{R}"), big);
    expect(ways.sort()).toEqual(["BBBR", "RCCC", "RGGG", "RRRR", "UUUR", "WWWR"]);
    expect(ways.length).toBeLessThanOrEqual(LISTED_WAYS);
    for (const w of ways) expect(paysExactly(parseCost("{3}{R}"), parseMana(w)!)).toBe(true);
    // A small pool still has every way listed.
    expect(paymentsFromPool(parseCost("{1}{R}"), parseMana("RRG")!).sort()).toEqual(["RG", "RR"]);
  });

  it("409.1h: a payment that isn't listed is accepted when it pays exactly and the pool holds it; one that doesn't pay the {R} is refused, changing nothing", () => {
    let s = manualGame({ players: [{ hand: ["Hill Giant"], play: [], library, manaPool: big }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hill Giant") });
    const decision = legalDecision(s, "p1")!;
    expect(decision.kind).toBe("payment");
    const listed = decision.options.flatMap((o) => (o.type === "payMana" ? [o.mana] : []));
    expect(listed).toHaveLength(6);
    expect(listed).not.toContain("UBRG");
    rejects(s, "p1", { type: "payMana", mana: "UBGG" }, "409.1h");
    s = act(s, { type: "payMana", mana: "UBRG" });
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    expect(s.players[0]!.manaPool).toEqual({ W: 50, U: 49, B: 49, R: 49, G: 49, C: 50 });
  });

  it("409.1h: autoPay pays from a large pool in one answer, spending exactly the cost", () => {
    let s = manualGame({ players: [{ hand: ["Hill Giant"], play: [], library, manaPool: big }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Hill Giant") });
    s = act(s, { type: "autoPay" });
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
    const left = s.players[0]!.manaPool;
    expect(Object.values(left).reduce((a, b) => a + b, 0)).toBe(296);
    expect(left.R).toBeLessThan(50);
  });
});
