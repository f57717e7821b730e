// "autoPay": the player lets the engine play the mana abilities and pay the total cost of the
// spell or ability being played, which the player could do in as many posts (409.1f: mana
// abilities may be played; 409.1h: the total cost is paid from the pool). The engine lists the
// payment's options once and plans from them: among the mana abilities listed (each of a
// different source), it takes one whose mana pays a symbol still unpaid, one mana only and no
// life first, so that no mana is left to burn (300.3); then it plays them and pays. Listing once
// keeps the cost of the answer that of one listing, whatever the number of sources; only when
// that plan finds no way does it list again after each mana ability.
import type { Game } from "../game/game.js";
import { player } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, ManaType, PlayerId } from "../game/types.js";
import { paymentOptions } from "./mana-abilities.js";
import { addToPool, MANA_TYPES, onePayment, parseCost, symbolsPaid } from "./mana.js";
import { payMana, playAbility } from "./playing.js";

type ManaStep = Extract<Action, { type: "playAbility" }>;

export function autoPay(g: Game, who: PlayerId): void {
  const playing = g.s.playing!;
  const needed = parseCost(playing.cost);
  const steps = plan(g, who);
  if (steps) {
    for (const o of steps) playAbility(g, who, o.source, o.ability, o.costs, o.mana, o.paid);
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

/** The mana abilities to play, chosen from one listing, or undefined when none is found that way. */
function plan(g: Game, who: PlayerId): ManaStep[] | undefined {
  const playing = g.s.playing!;
  const needed = parseCost(playing.cost);
  const { options, details } = paymentOptions(g.s, who, playing.cost, playing.otherCosts);
  const pool = { ...details.pool };
  const steps: ManaStep[] = [];
  const used = new Set<string>();
  const snow = (o: ManaStep) => !!details.manaAbilities.find((m) => m.source === o.source && m.ability === o.ability)?.snow;
  const added = (o: ManaStep): ManaType[] => {
    if (o.mana) return [o.mana];
    const d = details.manaAbilities.find((m) => m.source === o.source && m.ability === o.ability);
    return (d?.adds.replace(/\/./g, "") ?? "").split("").filter(Boolean) as ManaType[];
  };
  while (onePayment(needed, pool) === undefined) {
    const paidNow = symbolsPaid(needed, pool);
    let best: { o: ManaStep; score: number } | undefined;
    for (const o of options) {
      if (o.type !== "playAbility" || used.has(o.source)) continue;
      const mana = added(o);
      const after = { ...pool };
      addToPool(after, mana, snow(o));
      // A mana ability with a mana cost (a Signet's {1}) spends the mana its option names.
      for (const t of (o.paid ?? "").replace(/[{}]/g, "").split("").filter(Boolean) as ManaType[]) after[t]--;
      if (MANA_TYPES.some((t) => after[t] < 0)) continue;
      if (symbolsPaid(needed, after) <= paidNow) continue;
      const life = details.manaAbilities.find((m) => m.source === o.source && m.ability === o.ability)?.payLife ? 100 : 0;
      // A permanent is sacrificed for mana last of all: it is lost.
      const sacrifice = details.manaAbilities.find((m) => m.source === o.source && m.ability === o.ability)?.sacrifice ? 1000 : 0;
      const score = sacrifice + life + mana.length * 10 + (o.mana ? 1 : 0);
      if (!best || score < best.score) best = { o, score };
    }
    if (!best) return undefined;
    steps.push(best.o);
    used.add(best.o.source);
    addToPool(pool, added(best.o), snow(best.o));
    for (const t of (best.o.paid ?? "").replace(/[{}]/g, "").split("").filter(Boolean) as ManaType[]) pool[t]--;
  }
  return steps;
}
