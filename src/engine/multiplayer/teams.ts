// Team games (606, 607, 609): the players of each team as the game's creator listed them.
import { illegal } from "../game/errors.js";
import type { GameConfig } from "../game/starting.js";

/**
 * The teams in the order in which they first appear, each with the indexes of its players in
 * config.players (in the order listed). Every player must be on a team, and the teams must
 * have `size` players each (or, with no size given, all the same number, two or more).
 */
export function listedTeams(config: GameConfig, rule: string, size?: number): [string, number[]][] {
  const members = new Map<string, number[]>();
  config.players.forEach((p, i) => {
    if (p.team === undefined || p.team === "") illegal(rule, `every player of a team game is on a team; ${p.name} is on none`);
    members.set(p.team, [...(members.get(p.team) ?? []), i]);
  });
  const teams = [...members];
  const want = size ?? teams[0]![1].length;
  if (teams.length < 2) illegal(rule, "a team game involves two or more teams");
  if (teams.some(([, m]) => m.length !== want)) illegal(rule, `each team has ${size ?? "the same number of"} players: ${teams.map(([t, m]) => `${t} has ${m.length}`).join(", ")}`);
  if (want < 2) illegal(rule, "a team has two or more players; players on their own play free-for-all (605)");
  return teams;
}
