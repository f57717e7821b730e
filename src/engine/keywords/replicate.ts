// 502.52a Replicate is a keyword that represents two abilities. The first is a static
// ability that functions while the spell with replicate is on the stack. The second is a
// triggered ability that functions while the spell with replicate is on the stack.
// "Replicate [cost]" means "As an additional cost to play this spell, you may pay [cost] any
// number of times" and "When you play this spell, if a replicate cost was paid for it, copy
// it for each time its replicate cost was paid. If the spell has any targets, you may choose
// new targets for any of the copies." Paying a replicate cost follows the rules for paying
// additional costs in rules 409.1b and 409.1f–h.
//
// The number of times is announced with the spell (`playSpell { replicate: N }`); the copies
// are made as the trigger resolves, as storm's are (storm.ts).
import { getCard } from "../../cards/registry.js";
import { emit, type Game } from "../game/game.js";
import { copiesTrigger } from "../spells/spell-copies.js";
import type { CardObject, GameEvent, GameState, ObjectId, PendingTrigger } from "../game/types.js";
import { possessive } from "../view/wording.js";

/** 502.52a: why the spell can't be announced with its replicate cost paid `times` times, or null. */
export function replicateProblem(name: string, times: number | undefined): string | null {
  if (times === undefined || times === 0) return null;
  if (!Number.isInteger(times) || times < 0) return "502.52a: the replicate cost is paid a whole number of times";
  if (!getCard(name).replicate) return `502.52a: ${name} has no replicate cost`;
  return null;
}

/** 502.52a: the spell was played with its replicate cost paid: the copying ability triggers. */
export function replicatePlayed(g: Game, spell: Readonly<CardObject>): void {
  if (!spell.replicated) return;
  emit(g, { type: "replicate", text: `${possessive(spell.card)} replicate cost was paid ${spell.replicated === 1 ? "once" : `${spell.replicated} times`}.`, data: { object: spell.id, times: spell.replicated } });
}

/** The ability a "replicate" event triggers: a copy of the spell for each time its replicate cost was paid. */
export function replicateTrigger(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered"> | undefined {
  const { object, times } = e.data as { object: ObjectId; times: number };
  return copiesTrigger(s, object, times, "Replicate");
}

/** For the priority decision: each spell listed that has replicate, and its cost (paid any number of times, as `replicate: N`). */
export function replicateDetails(s: GameState, spells: ObjectId[]): { card: ObjectId; name: string; cost: string }[] {
  return [...new Set(spells)].flatMap((id) => {
    const name = (s.objects[id] as CardObject).card;
    const cost = getCard(name).replicate;
    return cost ? [{ card: id, name, cost }] : [];
  });
}
