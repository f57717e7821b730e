// Damage equal to a number counted as the effect resolves (413.2f): "~ deals damage equal to
// its power to target creature or player" (Spikeshot Goblin), "... equal to the number of cards
// in target player's hand to that player" (Sudden Impact), "... equal to the number of Shrines
// you control", and Karplusan Yeti's second sentence, "That creature deals damage equal to its
// power to ~", whose source is the target creature, and Hit's "deals damage to that player equal to
// that permanent's converted mana cost" (the permanent its sacrifice sacrificed, as it last existed),
// Weight of Spires' "the number of nonbasic lands that creature's controller controls" and Karma's
// "to that player equal to the number of Swamps he or she controls" (one player's permanents).
// "Its power" is the power of the object dealing the damage as the effect resolves, or as it
// last existed if it has left play (413.2).
import type { Effect } from "../../cards/language.js";
import { nameOf, permanents, player, type Game } from "../game/game.js";
import type { Target } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import type { Resolvable } from "../spells/resolve.js";
import { characteristics } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { controllerOfTarget } from "./controller-of-target.js";
import { dealDamage } from "./damage.js";

type DamageEqual = Extract<Effect, { do: "damageEqual" }>;


export function runDamageEqual(g: Game, r: Resolvable, e: DamageEqual): boolean {
  const s = g.s;
  let source = { ...r.self.source, name: r.name };
  const own = s.objects[r.source];
  let power = own?.kind === "card" && own.zone === "play" ? (characteristics(s, own).power ?? 0) : ((r.self.source as { power?: number }).power ?? 0);
  if (e.from) {
    const t = targetStillLegal(g.s, r, e.from.target);
    if (!t || !("object" in t)) return true;
    const o = s.objects[t.object]!;
    if (o.kind !== "card") return true;
    source = { id: o.id, name: nameOf(o) };
    power = characteristics(s, o).power ?? 0;
  }
  let to: Target | null;
  if (e.to === "you") to = { player: r.controller };
  else if (e.to === "self") to = own?.kind === "card" && own.zone === "play" ? { object: own.id } : null;
  else if (e.to === "itself") to = e.from ? { object: source.id } : null; // the creature dealing it (Kiku's Shadow)
  else if (e.to === "thatPlayer") to = r.triggerPlayer && player(s, r.triggerPlayer).outcome === "playing" ? { player: r.triggerPlayer } : null; // 404.1 (Karma)
  else to = targetStillLegal(g.s, r, e.to.target);
  if (!to) return true;
  let amount: number;
  if (e.equalTo === "power") amount = power;
  else if ("count" in e.equalTo) {
    const { count: f, controlledBy } = e.equalTo;
    // One player's permanents only: the target's controller (Weight of Spires) or the player the trigger names (Karma); none counted if that player is gone.
    const whose = controlledBy === undefined ? undefined : controlledBy === "thatPlayer" ? r.triggerPlayer : controllerOfTarget(g, r, controlledBy.controllerOf.target);
    if (whose === null) return true;
    amount = permanents(s).filter((o) => matchesFilter(s, o, f, r.controller) && (whose === undefined || controllerOf(s, o) === whose)).length;
  } else if ("sacrificed" in e.equalTo) {
    amount = (s.resolving?.sacrificedCosts ?? []).reduce((a, b) => a + b, 0);
  } else {
    const whose = e.equalTo.cardsInHand === "you" ? { player: r.controller } : targetStillLegal(g.s, r, e.equalTo.cardsInHand.target);
    if (!whose || !("player" in whose)) return true;
    amount = player(s, whose.player).hand.length;
  }
  return dealDamage(g, source, to, Math.max(0, amount), "resolution");
}
