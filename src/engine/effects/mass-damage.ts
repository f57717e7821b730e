// Damage to "each creature", "each creature without flying and each player", "each opponent",
// "target player and each creature he or she controls": one source deals its damage to every
// recipient as the effect resolves. The recipients are those in play (and in the game) as the
// effect begins, within its controller's range of influence (601.2): damage is not targeted.
// No state-based effect is checked until the resolution ends (420.3), so a creature dealt
// lethal damage stays in play until then and the list can't change while the damage is dealt
// one recipient after another. A choice among replacement effects (419.9) pauses the effect
// after the recipient it concerns (`resolving.part`), and it goes on from the next one; inside a
// "you may have it deal 1 damage to each creature" (Slice and Dice) the branch keeps its own place
// (`resolving.branchPart`, effects.ts runBranch) and re-enters it there.
import type { Effect } from "../../cards/language.js";
import { inGame, opponents, permanents, player, type Game } from "../game/game.js";
import type { PlayerId, Target } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import { amountOf, type Resolvable } from "../spells/resolve.js";
import { controllerOf } from "./control.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { dealDamage } from "./damage.js";

type DamageEach = Extract<Effect, { do: "damageEach" }>;

/** "each player", "each other player", "each opponent" of `controller`, in turn order, within range (601.2). */
export function eachPlayer(g: Game, controller: PlayerId, which: "each" | "eachOther" | "eachOpponent"): PlayerId[] {
  const s = g.s;
  const foes = opponents(s, controller);
  return inGame(s)
    .filter((p) => inRange(s, controller, p.id) && (which === "each" || (which === "eachOther" ? p.id !== controller : foes.includes(p.id))))
    .map((p) => p.id);
}

/** Players first (in turn order), then permanents, as they are now. */
function recipients(g: Game, r: Resolvable, e: DamageEach): Target[] {
  const s = g.s;
  const reach = (p: PlayerId) => inRange(s, r.controller, p);
  const out: Target[] = e.players ? eachPlayer(g, r.controller, e.players).map((player) => ({ player })) : [];
  if (e.objects) {
    let owner: PlayerId | undefined;
    if (e.controlledBy === "defendingPlayer") {
      // "each creature defending player controls": the player (or team, 606.?) the source is attacking as it resolves; none once it no longer attacks.
      const attack = s.combat?.attackers.find((a) => a.attacker === r.source);
      if (!attack) return out;
      owner = attack.defender;
    } else if (e.controlledBy) {
      // "each creature he or she controls": the target player's, if that target is still legal (413.2a).
      const t = targetStillLegal(s, r, e.controlledBy.target);
      if (!t || !("player" in t)) return out;
      owner = t.player;
    }
    for (const o of permanents(s)) {
      const controller = controllerOf(s, o);
      if (!reach(controller) || (owner && (e.controlledBy === "defendingPlayer" ? !actAsOne(s, controller, owner) : controller !== owner))) continue;
      if (matchesFilter(s, o, e.objects, r.controller)) out.push({ object: o.id });
    }
  }
  return out;
}

export function runDamageEach(g: Game, r: Resolvable, e: DamageEach): boolean {
  const progress = g.s.resolving!;
  const all = recipients(g, r, e);
  // "Half that player's life total, rounded down" (Heartless Hidetsugu): each player's amount is
  // read from the life totals as the effect begins, before any of its damage is dealt (the
  // damage is dealt to all at once; a pause for a replacement choice doesn't read them again).
  if (e.amount === "halfLife") progress.amounts ??= all.map((t) => ("player" in t ? Math.floor(player(g.s, t.player).life / 2) : 0));
  const amount = e.amount === "halfLife" ? 0 : amountOf(r, e.amount);
  for (let k = progress.part ?? 0; k < all.length; k++) {
    progress.part = k + 1;
    const n = progress.amounts ? progress.amounts[k]! : amount;
    if (progress.amounts && n === 0) continue; // half of 1 life or less: no damage is dealt
    if (!dealDamage(g, { ...r.self.source, name: r.name }, all[k]!, n, "resolution")) return false;
  }
  delete progress.part;
  delete progress.amounts;
  return true;
}
