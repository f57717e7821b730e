// 502.30a Storm is a triggered ability that functions while the spell with storm is on the
// stack. "Storm" means "When you play this spell, put a copy of it onto the stack for each
// other spell that was played before it this turn. If the spell has any targets, you may
// choose new targets for any of the copies." 502.30b If a spell has multiple instances of
// storm, each triggers separately.
//
// Copies aren't played (503.10), so they aren't counted; spells played by every player are.
// The number is fixed as the spell is played; each copy is made as the ability resolves, as
// "Copy target spell" makes one (spell-copies.ts), with the original's choices, its
// controller choosing new targets one copy at a time.
import { hasKeyword } from "../effects/characteristics.js";
import { emit, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { copiesTrigger } from "../spells/spell-copies.js";
import type { CardObject, GameEvent, GameState, ObjectId, PendingTrigger } from "../game/types.js";

/** Counts a spell just played; with storm, notes how many were played before it this turn. */
export function spellPlayed(g: Game, spell: Readonly<CardObject>): void {
  const s = g.s;
  const before = s.spellsPlayed?.turn === s.turn.number ? s.spellsPlayed.count : 0;
  s.spellsPlayed = { turn: s.turn.number, count: before + 1 };
  if (!hasKeyword(s, spell as CardObject, "storm")) return;
  emit(g, { type: "storm", text: `Storm: ${before === 1 ? "1 other spell was" : `${before} other spells were`} played before ${spell.card} this turn.`, data: { object: spell.id, before } });
}

/** 502.30a: the ability that triggers as a spell with storm is played: a copy of it for each spell before it. */
export function stormTrigger(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered"> | undefined {
  const { object, before } = e.data as { object: ObjectId; before: number };
  return copiesTrigger(s, object, before, "Storm");
}

/** The spell a storm ability copies: its source, while it is still on the stack. */
export function stormSource(s: GameState, r: Resolvable): ObjectId | null {
  const o = s.objects[r.source];
  return o?.kind === "card" && o.zone === "stack" ? o.id : null;
}
