// "autoPay": the player lets the engine play the mana abilities and pay the total cost of the
// spell or ability being played, which the player could do in as many posts (409.1f: mana
// abilities may be played; 409.1h: the total cost is paid from the pool). The engine takes the
// options it would list itself — each mana ability it lists leaves the rest of the cost payable
// (mana-abilities.ts `paymentOptions`), so the choice never dead-ends — preferring a source whose
// mana pays a symbol still unpaid, that adds one mana only and costs no life, so that no mana is
// left to burn (300.3).
import type { Game } from "../game/game.js";
import type { Action, ManaType, PlayerId } from "../game/types.js";
import { illegal } from "../game/errors.js";
import { paymentOptions } from "./mana-abilities.js";
import { parseCost, symbolsPaid } from "./mana.js";
import { payMana, playAbility } from "./playing.js";

type ManaStep = Extract<Action, { type: "playAbility" }>;

export function autoPay(g: Game, who: PlayerId): void {
  // Each step plays one mana ability or pays; a step that taps nothing (life for mana) adds
  // mana all the same, so the cost's symbols plus the sources bound the steps.
  for (let steps = 0; g.s.pending?.kind === "payment" && g.s.pending.player === who && steps < 200; steps++) {
    const playing = g.s.playing!;
    const { options, details } = paymentOptions(g.s, who, playing.cost, playing.otherCosts);
    const pay = options.find((o) => o.type === "payMana");
    if (pay?.type === "payMana") return payMana(g, who, pay.mana);
    const abilities = options.filter((o): o is ManaStep => o.type === "playAbility");
    if (abilities.length === 0) illegal("409.1h", `your mana pool and untapped mana sources can't pay ${playing.cost}`);
    const needed = parseCost(playing.cost);
    const paidNow = symbolsPaid(needed, details.pool);
    const cost = (o: ManaStep) => {
      const d = details.manaAbilities.find((m) => m.source === o.source && m.ability === o.ability);
      const made = d ? d.adds.replace(/\/./g, "").length : 1;
      // The mana it adds, or for a choice of colors the chosen one.
      const after = { ...details.pool };
      for (const t of o.mana ? [o.mana] : (d?.adds.replace(/\/./g, "") ?? "").split("")) after[t as ManaType]++;
      const helps = symbolsPaid(needed, after) > paidNow;
      return (helps ? 0 : 1000) + (d?.payLife ? 100 : 0) + made * 10 + (o.mana ? 1 : 0);
    };
    const best = abilities.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    playAbility(g, who, best.source, best.ability, best.costs, best.mana, best.paid);
  }
  if (g.s.pending?.kind === "payment" && g.s.pending.player === who) illegal("409.1h", "the cost could not be paid automatically: pay it step by step");
}
