// "Sacrifice [this permanent] unless you pay [cost]" (502.13a cumulative upkeep, 502.19a echo):
// as the ability resolves its controller may pay the whole cost — playing mana abilities
// first (413.2e) — or decline; unpaid, the permanent is sacrificed. Nothing partial
// (409.1h). A player who couldn't pay even with all his or her mana isn't asked. The
// decision is the `unlessPays` one (unless-pays.ts), with `orSacrifice`.
import { controllerOf } from "./control.js";
import { emit, nameOf, player, playerName, type Game } from "../game/game.js";
import { canAfford, formatCost, parseCost, type Cost } from "../spells/mana.js";
import { playerSupply } from "../spells/mana-abilities.js";
import type { Resolvable } from "../spells/resolve.js";
import { putIntoGraveyardFromPlay } from "../zones/zones.js";

/** `cost` n times over (one payment for each counter). */
function times(cost: Cost, n: number): Cost {
  return {
    generic: cost.generic * n,
    colored: { W: cost.colored.W * n, U: cost.colored.U * n, B: cost.colored.B * n, R: cost.colored.R * n, G: cost.colored.G * n },
    hybrid: Array.from({ length: n }, () => cost.hybrid).flat(),
    x: 0,
    ...(cost.snow ? { snow: cost.snow * n } : {}),
  };
}

/** Asks the ability's controller to pay (false: the answer is awaited), or sacrifices the permanent at once if he or she can't. */
export function sacrificeUnlessPaid(g: Game, r: Resolvable, cost: string, perCounter?: string): boolean {
  const s = g.s;
  const o = s.objects[r.source];
  // Gone from play, or no longer his or hers: there is nothing he or she could sacrifice.
  if (!o || o.kind !== "card" || o.zone !== "play" || controllerOf(s, o) !== r.controller) return true;
  const total = times(parseCost(cost), perCounter ? (o.counters?.[perCounter] ?? 0) : 1);
  if (canAfford(total, player(s, r.controller).manaPool, playerSupply(s, r.controller))) {
    s.pending = { kind: "unlessPays", player: r.controller, object: o.id, cost: formatCost(total), orSacrifice: true };
    return false;
  }
  emit(g, { type: "unlessPays", text: `${playerName(s, r.controller)} can't pay ${formatCost(total)} for ${nameOf(o)}.`, data: { player: r.controller, object: o.id, cost: formatCost(total), paid: null } });
  putIntoGraveyardFromPlay(g, o.id, "sacrificed");
  return true;
}
