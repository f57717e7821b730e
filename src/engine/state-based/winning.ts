// Winning and losing (102): a player who loses is out of the game. When the players still in
// it are all on one team, that team wins; if every remaining player loses at once the game is
// a draw. Otherwise (a multiplayer game) the game goes on and the loser leaves it (600.4).
import { awardAnte } from "../zones/ante.js";
import { cantLose } from "../effects/cant-lose.js";
import { illegal } from "../game/errors.js";
import { emit, inGame, player, type Game } from "../game/game.js";
import { leaveGame } from "../zones/leaving.js";
import type { GameState, PlayerId, PlayerState } from "../game/types.js";

export function lose(g: Game, id: PlayerId, reason: string): void {
  const s = g.s;
  const p = player(s, id);
  if (p.outcome !== "playing") return;
  p.outcome = "lost";
  p.lossReason = reason;
  // 606.7: a Two-Headed Giant team loses together; 607.5a: an emperor's team loses with him or her.
  const rule = s.format === "two-headed-giant" ? "606.7" : s.format === "emperor" && p.emperor ? "607.5a" : null;
  if (!rule) return;
  for (const q of s.players) {
    if (q.team !== p.team || q.outcome !== "playing") continue;
    // A general who can't lose this turn (Angel's Grace) stays until he or she can (emperorLost).
    if (rule === "607.5a" && cantLose(s, q.id)) continue;
    emit(g, { type: "teamLoss", text: `${rule}: ${q.name} loses the game with ${p.name}.`, data: { player: q.id, with: id, rule } });
    lose(g, q.id, `${rule}: lost with ${p.name}`);
  }
}

/** 607.5a: why a general loses because the team's emperor has lost, or undefined. Checked with
 * the state-based effects: a general kept in the game by "can't lose" when the emperor lost
 * loses as soon as he or she can (the team's loss stands; the engine's reading). */
export function emperorLost(s: GameState, p: PlayerState): string | undefined {
  if (s.format !== "emperor" || p.emperor) return undefined;
  const emperor = s.players.find((q) => q.team === p.team && q.emperor);
  return emperor && emperor.outcome === "lost" ? `607.5a: ${emperor.name}, the team's emperor, has lost` : undefined;
}

/** 102.3a: a player may concede at any time; that player loses the game. */
export function concede(g: Game, id: PlayerId): void {
  const p = player(g.s, id);
  if (p.outcome !== "playing") illegal("600.4", `${p.name} has already left the game`);
  emit(g, { type: "concede", text: `${p.name} concedes.`, data: { player: id } });
  lose(g, id, "102.3a: conceded");
  endIfDecided(g);
}

/**
 * 102.2a, 102.2c: the game ends when the players still in it are all on one team; each player
 * on that team wins, even one who has already lost. While two or more teams remain, each
 * player who has just lost leaves the game (600.4).
 */
export function endIfDecided(g: Game): void {
  const s = g.s;
  if (s.status === "finished") return;
  const left = inGame(s);
  const teams = new Set(left.map((p) => p.team));
  if (teams.size > 1) {
    for (const p of s.players) if (p.outcome === "lost" && p.leftOnTurn === undefined) leaveGame(g, p.id);
    return;
  }
  s.status = "finished";
  s.pending = null;
  s.priority = null;
  s.playing = null;
  s.resolving = null;
  const winners = left.length ? s.players.filter((p) => p.team === left[0]!.team) : [];
  for (const p of winners) p.outcome = "won";
  s.winners = winners.map((p) => p.id);
  if (left.length === 0) {
    for (const p of s.players) if (p.lossReason && p.outcome === "lost" && lostJustNow(g, p.id)) p.outcome = "drew";
  }
  emit(g, {
    type: "gameOver",
    text: winners.length ? `${winners.map((p) => p.name).join(" and ")} ${winners.length > 1 ? "win" : "wins"} the game.` : "The game is a draw.",
    data: { winners: s.winners },
  });
  awardAnte(g);
}

/** Players who lost in this same batch of events (a simultaneous loss is a draw, 102.?). */
function lostJustNow(g: Game, id: PlayerId): boolean {
  return g.events.some((e) => (e.type === "stateBasedLoss" || e.type === "effectLoss" || e.type === "concede" || e.type === "teamLoss") && e.data.player === id);
}
