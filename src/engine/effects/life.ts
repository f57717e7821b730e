// Life totals. Every change — damage dealt to a player, life lost, gained or paid, mana
// burn — goes through changeLife: in Two-Headed Giant it happens to the player and the
// result applies to the team's shared life total (606.2a), kept on each teammate alike.
import { emit, player, type Game } from "../game/game.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import type { GameState, PlayerId, PlayerState } from "../game/types.js";

/** The players whose life total is `who`'s: his or her Two-Headed Giant team, or only him or her. */
export function lifeSharers(s: GameState, who: PlayerId): PlayerState[] {
  return s.players.filter((p) => actAsOne(s, p.id, who));
}

/** Adds `delta` (negative for loss) to the life total `who` has; returns the new total. */
export function changeLife(g: Game, who: PlayerId, delta: number): number {
  for (const p of lifeSharers(g.s, who)) p.life += delta;
  // glossary "Lose Life": damage, payments and mana burn (300.3) are losses of life too; the turn keeps them ("the life you've lost this turn").
  if (delta < 0) {
    const lost = (g.s.turn.lifeLost ??= {});
    lost[who] = (lost[who] ?? 0) - delta;
  }
  return player(g.s, who).life;
}

/** 409.1: backing out of playing a spell gives back the life paid for it, and the loss is undone with it. */
export function giveBackLife(g: Game, who: PlayerId, amount: number): void {
  changeLife(g, who, amount);
  const lost = g.s.turn.lifeLost;
  if (lost?.[who] !== undefined) lost[who] = Math.max(0, lost[who] - amount);
}

/** The life `who` has lost this turn (Children of Korlis). */
export function lifeLostThisTurn(s: GameState, who: PlayerId): number {
  return s.turn.lifeLost?.[who] ?? 0;
}

/** glossary: Pay: a player can pay life only if his or her life total is at least the payment; 0 life can always be paid. */
export function lifePaymentProblem(s: GameState, who: PlayerId, amount: number): string | null {
  const life = player(s, who).life;
  return amount > 0 && life < amount ? `215.4: you can't pay ${amount} life with a life total of ${life}` : null;
}

/** Pays life for a cost (glossary: Pay), logged; `what` names what it is paid for. */
export function payLife(g: Game, who: PlayerId, amount: number, what: string): void {
  const life = changeLife(g, who, -amount);
  emit(g, { type: "payLife", text: `${player(g.s, who).name} pays ${amount} life for ${what}.`, data: { player: who, amount, life } });
}
