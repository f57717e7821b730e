// Winning and losing (102): a player who loses leaves the game; when only one team is
// left it wins, and if every remaining player loses at once the game is a draw.
import { emit, inGame, player, type Game } from "./game.js";
import type { PlayerId } from "./types.js";

export function lose(g: Game, id: PlayerId, reason: string): void {
  const p = player(g.s, id);
  if (p.outcome !== "playing") return;
  p.outcome = "lost";
  p.lossReason = reason;
}

/** 102.3(?): a player may concede at any time; that player loses the game. */
export function concede(g: Game, id: PlayerId): void {
  const p = player(g.s, id);
  emit(g, { type: "concede", text: `${p.name} concedes.`, data: { player: id } });
  lose(g, id, "102.3: conceded");
  endIfDecided(g);
}

export function endIfDecided(g: Game): void {
  const s = g.s;
  if (s.status === "finished") return;
  const left = inGame(s);
  const teams = new Set(left.map((p) => p.team));
  if (teams.size > 1) return;
  s.status = "finished";
  s.pending = null;
  s.priority = null;
  s.playing = null;
  s.resolving = null;
  for (const p of left) p.outcome = "won";
  s.winners = left.map((p) => p.id);
  if (left.length === 0) {
    for (const p of s.players) if (p.lossReason && p.outcome === "lost" && lostJustNow(g, p.id)) p.outcome = "drew";
  }
  emit(g, {
    type: "gameOver",
    text: left.length ? `${left.map((p) => p.name).join(" and ")} ${left.length > 1 ? "win" : "wins"} the game.` : "The game is a draw.",
    data: { winners: s.winners },
  });
}

/** Players who lost in this same batch of events (a simultaneous loss is a draw, 102.?). */
function lostJustNow(g: Game, id: PlayerId): boolean {
  return g.events.some((e) => (e.type === "stateBasedLoss" || e.type === "concede") && e.data.player === id);
}
