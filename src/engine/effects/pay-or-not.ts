// "You may pay {1}. If you do, [effects]" (Iron Star, Goblin War Wagon) and "[effects] unless
// you pay {G}{G}{G}{G}" (Force of Nature): an optional cost paid as the spell or ability
// resolves (413.2c). Its controller may play mana abilities first (413.2e), then pays the
// whole cost from the mana pool or declines; nothing is paid in part (409.1h). Paid, the
// effects of "if you do" happen; unpaid, those of "unless" do. A player who couldn't pay even
// with all his or her mana isn't asked: he or she doesn't pay. The decision is the
// `unlessPays` one (spells/unless-pays.ts) with `runsIf`.
import type { Effect } from "../../cards/language.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import { canAfford, formatCost, parseCost } from "../spells/mana.js";
import { playerSupply } from "../spells/mana-abilities.js";
import type { Resolvable } from "../spells/resolve.js";
import { runBranch } from "./effects.js";
import { controllerOfTarget } from "./controller-of-target.js";

type PayOrNot = Extract<Effect, { do: "mayPay" | "unlessYouPay" }>;

/** Asks for the payment (false: the answer is awaited), then runs the effects of the outcome; `branch` and `branchPart` keep the place if a replacement choice (419.9) pauses one. */
export function payOrNot(g: Game, r: Resolvable, e: PayOrNot): boolean {
  const s = g.s;
  const progress = s.resolving!;
  const runsIf = e.do === "mayPay" ? "paid" : "unpaid";
  if (progress.branch === undefined) {
    const cost = formatCost(parseCost(e.cost));
    // "unless its controller pays" (Crystal Shard): the target's controller as it resolves (413.2c); none (it left the game): nobody pays.
    const payer = e.payer === "targetController" ? controllerOfTarget(g, r, 0) : r.controller;
    if (payer && canAfford(parseCost(e.cost), player(s, payer).manaPool, playerSupply(s, payer))) {
      s.pending = { kind: "unlessPays", player: payer, object: r.id, cost, runsIf, text: e.text };
      return false;
    }
    if (payer) emit(g, { type: "unlessPays", text: `${playerName(s, payer)} can't pay ${cost} (${r.name}).`, data: { player: payer, object: r.id, cost, paid: null } });
    progress.branch = runsIf === "unpaid";
  }
  return runBranch(g, r, progress.branch ? e.effects : []);
}

/** The answer: paid or not, the resolution carries on with the effects of that outcome (or none). */
export function paidOrNot(g: Game, paid: boolean): void {
  const asked = g.s.pending as { runsIf?: "paid" | "unpaid" };
  g.s.pending = null;
  g.s.resolving!.branch = paid === (asked.runsIf === "paid");
}
