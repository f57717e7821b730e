// 419.7: "You gain 1 life for each damage prevented this way" (Chant of Vitu-Ghazi, Candles'
// Glow) and "put a +1/+1 counter on that creature for each 1 damage prevented this way" (Test
// of Faith, Brace for Impact). The prevention effect does it as it prevents the damage, once for
// each damage event it prevents, by the damage that event lost to it (not the damage other
// prevention effects applied first already prevented, 419.9).
import type { PerPrevented } from "../../cards/language.js";
import type { z } from "zod";
import { changeCard, emit, nameOf, playerName, type Game } from "../game/game.js";
import type { PlayerId, PreventedReward, Target } from "../game/types.js";
import { changeLife } from "./life.js";
import { agree } from "../view/wording.js";

/** What the effect will do as it prevents damage: life for its controller, or counters on the creature it protects (its target). */
export function rewardFor(per: z.infer<typeof PerPrevented> | undefined, controller: PlayerId, to: Target | "players" | undefined): PreventedReward | undefined {
  if (!per) return undefined;
  if ("gainLife" in per) return { player: controller, life: per.gainLife };
  return to && to !== "players" && "object" in to ? { object: to.object, counter: per.counter, amount: per.amount } : undefined;
}

/** Done as `prevented` damage is prevented by the effect: nothing when none was. */
export function rewardPrevented(g: Game, reward: PreventedReward | undefined, prevented: number): void {
  if (!reward || prevented <= 0) return;
  const s = g.s;
  if ("player" in reward) {
    const amount = reward.life * prevented;
    const life = changeLife(g, reward.player, amount);
    emit(g, { type: "gainLife", text: `${playerName(s, reward.player)} gains ${amount} life (${agree(prevented, "damage", "damage")} prevented, 419.7).`, data: { player: reward.player, amount, life } });
    return;
  }
  const o = s.objects[reward.object];
  if (o?.kind !== "card" || o.zone !== "play") return;
  const amount = reward.amount * prevented;
  const c = changeCard(s, o.id);
  c.counters = { ...c.counters, [reward.counter]: (c.counters?.[reward.counter] ?? 0) + amount };
  emit(g, { type: "putCounters", text: `${amount} ${reward.counter} ${agree(amount, "counter")} are put on ${nameOf(c)} (${agree(prevented, "damage", "damage")} prevented, 419.7).`, data: { object: o.id, counter: reward.counter, amount } });
}
