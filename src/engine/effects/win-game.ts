// 102.2: "you win the game" (Battle of Wits). A player who wins ends the game: every player not
// on his or her team loses at once, and the game is decided (state-based/winning.ts).
import { emit, player, type Game } from "../game/game.js";
import type { PlayerId } from "../game/types.js";
import { endIfDecided, lose } from "../state-based/winning.js";
import { cantWin } from "./cant-lose.js";

export function winGame(g: Game, winner: PlayerId, source: string): void {
  const s = g.s;
  if (cantWin(s, winner)) return; // Angel's Grace: "your opponents can't win the game this turn" (effects/cant-lose.ts)
  const team = player(s, winner).team;
  emit(g, { type: "winGame", text: `${player(s, winner).name} wins the game (${source}).`, data: { player: winner } });
  for (const q of s.players) if (q.team !== team && q.outcome === "playing") lose(g, q.id, `102.2: ${player(s, winner).name} won the game (${source})`);
  endIfDecided(g);
}
