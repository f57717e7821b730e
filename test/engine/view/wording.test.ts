import { describe, expect, it } from "vitest";
import { apply, createGame, labelled, legalDecision, type GameEvent } from "../../../src/engine/index.js";
import { agree, numbered, possessive } from "../../../src/engine/view/wording.js";
import { poolCards } from "../pool-fuzz.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, inHand, manualGame } from "../helpers.js";

// Issue 14: the log reads like a game report. No "his or her" about a named player, no
// "card(s)", no "Barbarians's", no rule number opening a sentence a player reads.
const faults: [RegExp, string][] = [
  [/his or her/, "\"his or her\" about a named player"],
  [/[a-z]\(s\)/, "a noun with \"(s)\""],
  [/s's\b/, "a possessive \"s's\""],
  [/^\(?\d{3}\.\d/, "a rule number opening the sentence"],
];
// Printed names keep their own spelling ("Enchantress's Presence").
const namesWithS = poolCards().filter((n) => /s's\b/.test(n));
// An ability's printed text, quoted after "ability: " or "ability triggers: ", keeps the cards' own 2006 wording: only
// text printed on a card of the pool is exempt, so words of the engine's own after it are read.
const printed = poolCards().map((n) => getCard(n).printedText).join("\n");
const quotedPrinted = (text: string) => text.replace(/ability(?: triggers)?: (.*)$/, (all, quoted: string) => (printed.includes(quoted.replace(/\.$/, "")) ? "ability" : all));
const faultsIn = (text: string) => {
  const words = namesWithS.reduce((t, n) => t.split(n).join("~"), quotedPrinted(text));
  return faults.filter(([re]) => re.test(words)).map(([, what]) => `${what}: ${text}`);
};

describe("wording of the log and prompts", () => {
  it("counts agree with their nouns and names ending in s take a bare apostrophe", () => {
    expect(numbered(1, "card")).toBe("1 card");
    expect(numbered(0, "card")).toBe("0 cards");
    expect(numbered(3, "time counter")).toBe("3 time counters");
    expect(agree(2, "counter")).toBe("counters");
    expect(possessive("Ann")).toBe("Ann's");
    expect(possessive("Balduvian Barbarians")).toBe("Balduvian Barbarians'");
  });

  it("a damage event to a player says the life total it leaves (420.5c: damage to a player is life loss)", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library: ["Forest"] }, { library: ["Forest"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = act(s, { type: "autoPay" });
    let events: GameEvent[] = [];
    while (s.stack.length) {
      const r = apply(s, s.pending!.player, { type: "pass" });
      events = events.concat(r.events);
      s = r.state;
    }
    const damage = events.find((e) => e.type === "damage")!;
    expect(s.players[1]!.life).toBe(18);
    expect(damage.data).toMatchObject({ amount: 2, life: 18 });
    expect(damage.text).toBe(`Shock deals 2 damage to ${s.players[1]!.name}; ${s.players[1]!.name} is at 18 life.`);
  });

  it("games with decks from the whole pool: every event, secret, prompt and option label reads plainly", () => {
    const cards = poolCards();
    const found: string[] = [];
    let rnd = 7;
    const next = (n: number) => ((rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let game = 0; game < 3; game++) {
      const deck = () => [...["Plains", "Island", "Swamp", "Mountain", "Forest"].flatMap((l) => [l, l, l, l]), ...Array.from({ length: 20 }, () => cards[next(cards.length)]!)];
      let { state, events } = createGame({ players: [{ name: "Ann", deck: deck() }, { name: "Balduvian Lords", deck: deck() }], seed: `wording-${game}` });
      for (let n = 0; n < 600 && state.status !== "finished"; n++) {
        for (const e of events) found.push(...faultsIn(e.text), ...(e.secret ? faultsIn(e.secret.text) : []));
        const who = state.pending!.player;
        const d = legalDecision(state, who)!;
        found.push(...faultsIn(d.prompt));
        const options = labelled(state, who, d.options);
        for (const o of options) found.push(...faultsIn(o.label));
        const { label: _, ...action } = options[next(options.length)]!;
        ({ state, events } = apply(state, who, action));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
