// "autoPay": the player lets the engine play the mana abilities and pay the total cost of the
// spell or ability being played, which the player could do in as many posts (409.1f: mana
// abilities may be played; 409.1h: the total cost is paid from the pool). The engine plans from
// the payment's options: among the mana abilities listed (each of a different source), it takes
// one whose mana pays a symbol still unpaid, one mana only and no life first, so that no mana is
// left to burn (300.3); then it plays them and pays. The options are those the payment listing
// of the same state found (read from the state `apply` was given: mana-abilities.ts keeps them
// for its reading), so the answer costs no listing of its own, whatever the number of sources;
// only when that plan finds no way does it list again after each mana ability.
import type { Game } from "../game/game.js";
import { player } from "../game/game.js";
import { readingState } from "../effects/characteristics.js";
import { illegal } from "../game/errors.js";
import type { Action, GameState, ManaType, PlayerId } from "../game/types.js";
import { paymentOptions } from "./mana-abilities.js";
import { addToPool, costTotal, MANA_TYPES, onePayment, parseCost, symbolsPaid } from "./mana.js";
import { payMana, playAbility } from "./playing.js";

type ManaStep = Extract<Action, { type: "playAbility" }>;

/** `given`: the state `apply` was given, the same as `g.s` until the first mana ability is played (index.ts). */
export function autoPay(g: Game, who: PlayerId, given = g.s): void {
  const playing = g.s.playing!;
  const needed = parseCost(playing.cost);
  const steps = readingState(given, () => plan(given, who));
  if (steps) {
    // The first mana ability is checked on `given` too (what the listing read); the others on the state it changed.
    steps.forEach((o, i) => playAbility(g, who, o.source, o.ability, o.costs, o.mana, o.paid, i === 0 ? given : g.s));
    const payment = onePayment(needed, player(g.s, who).manaPool);
    if (payment !== undefined) return payMana(g, who, payment);
  }
  // The plan from one listing found no way (conversions, several abilities of one source): list
  // again after each mana ability. Each one listed leaves the cost payable, so this always ends.
  for (let step = 0; step < 200 && g.s.pending?.kind === "payment" && g.s.pending.player === who; step++) {
    const { options } = paymentOptions(g.s, who, playing.cost, playing.otherCosts);
    const pay = options.find((o) => o.type === "payMana");
    if (pay?.type === "payMana") return payMana(g, who, pay.mana);
    const next = options.find((o): o is ManaStep => o.type === "playAbility");
    if (!next) illegal("409.1h", `your mana pool and untapped mana sources can't pay ${playing.cost}`);
    playAbility(g, who, next.source, next.ability, next.costs, next.mana, next.paid);
  }
  illegal("409.1h", `the cost ${playing.cost} could not be paid automatically: pay it step by step`);
}

/** A mana ability listed, with what playing it does to the pool, worked out once for the plan. */
interface Candidate {
  o: ManaStep;
  /** The mana it adds as the plan counts it: the chosen type, or the ability's mana with the first type of each choice. */
  mana: ManaType[];
  snow: boolean;
  /** The mana its own mana cost takes from the pool (a Signet's {1}, as listed). */
  spent: ManaType[];
  score: number;
  /** Candidates alike in all of the above (sources alike: 250 Forests) help or not alike: asked once per choice. */
  key: string;
}

/** The mana abilities to play, chosen from one listing, or undefined when none is found that way. */
function plan(s: GameState, who: PlayerId): ManaStep[] | undefined {
  const playing = s.playing!;
  const needed = parseCost(playing.cost);
  const total = costTotal(needed);
  const { options, details } = paymentOptions(s, who, playing.cost, playing.otherCosts);
  // Each source's details, the first listed for it (several alike sources share an ability index).
  const described = new Map<string, (typeof details.manaAbilities)[number]>();
  for (const m of details.manaAbilities) {
    const key = `${m.source} ${m.ability}`;
    if (!described.has(key)) described.set(key, m);
  }
  const candidates: Candidate[] = [];
  for (const o of options) {
    if (o.type !== "playAbility") continue;
    const d = described.get(`${o.source} ${o.ability}`);
    // Each choice ("W/U/B/R/G") is the chosen type, or its first when none is chosen: "three mana of any one color" chosen G is GGG.
    const mana = d ? ((d.adds.match(/[WUBRGC](?:\/[WUBRGC])*/g) ?? []).map((types) => (types.length > 1 ? (o.mana ?? types[0]!) : types)) as ManaType[]) : o.mana ? [o.mana] : [];
    // A permanent is sacrificed for mana last of all: it is lost.
    const score = (d?.sacrifice || o.costs ? 1000 : 0) + (d?.payLife ? 100 : 0) + mana.length * 10 + (o.mana ? 1 : 0);
    const spent = (o.paid ?? "").replace(/[{}]/g, "").split("").filter(Boolean) as ManaType[];
    candidates.push({ o, mana, snow: !!d?.snow, spent, score, key: `${mana.join("")} ${d?.snow ? 1 : 0} ${spent.join("")}` });
  }
  const pool = { ...details.pool };
  const steps: ManaStep[] = [];
  const used = new Set<string>();
  // The pool pays the cost once it pays all its symbols (onePayment finds a way exactly then).
  for (let paidNow = symbolsPaid(needed, pool); paidNow < total; paidNow = symbolsPaid(needed, pool)) {
    let best: Candidate | undefined;
    const helps = new Map<string, boolean>();
    for (const c of candidates) {
      if (used.has(c.o.source)) continue;
      let more = helps.get(c.key);
      if (more === undefined) {
        const after = { ...pool };
        addToPool(after, c.mana, c.snow);
        // A mana ability with a mana cost (a Signet's {1}) spends the mana its option names.
        for (const t of c.spent) after[t]--;
        helps.set(c.key, (more = !MANA_TYPES.some((t) => after[t] < 0) && symbolsPaid(needed, after) > paidNow));
      }
      if (!more) continue;
      if (!best || c.score < best.score) best = c;
    }
    if (!best) return undefined;
    steps.push(best.o);
    used.add(best.o.source);
    addToPool(pool, best.mana, best.snow);
    for (const t of best.spent) pool[t]--;
  }
  return steps;
}
