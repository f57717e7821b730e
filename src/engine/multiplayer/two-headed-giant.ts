// Two-Headed Giant (606): two teams of two, teammates seated together. Each team has one
// shared life total (40 in this edition, 606.2; see life.ts), takes its turns together as
// the active team (606.6a), receives priority as a team (606.5) and declares its attacks
// and its blocks together (606.4); each player keeps his or her own hand, library and mana
// pool (606.6c). Where choices are made in APNAP order, the active team makes its choices
// first, then the other team (606.6d). A team loses together (606.7, winning.ts).
import { illegal } from "../game/errors.js";
import { inGame, nextInTurnOrder, player } from "../game/game.js";
import type { Arrangement } from "./multiplayer.js";
import type { GameConfig } from "../game/starting.js";
import { listedTeams } from "./teams.js";
import type { GameState, PlayerId } from "../game/types.js";

/** 606.2: each team's shared life total starts at 40 (30 only from May 2007). */
export const TWO_HEADED_GIANT_LIFE = 40;

/** 606.1: two teams of two; teammates sit next to each other, team by team as listed. */
export function arrangeTwoHeadedGiant(config: GameConfig): Arrangement {
  const given = config.options ?? {};
  if (Object.values(given).some((v) => v !== undefined && v !== false))
    illegal("606.1", "Two-Headed Giant uses none of the options of 601–604: each team attacks the other team");
  if (config.players.length !== 4) illegal("606.1", `Two-Headed Giant is played by two teams of two players, not ${config.players.length} players`);
  const teams = listedTeams(config, "606.1", 2);
  return {
    format: "two-headed-giant",
    options: { attack: "multiple", rangeOfInfluence: null },
    seats: teams.flatMap(([team, m]) => m.map((configIndex) => ({ configIndex, team }))),
  };
}

/** Whether the players' teams act as one: in Two-Headed Giant, teammates (606.4, 606.5, 606.6a). */
export function actAsOne(s: GameState, a: PlayerId, b: PlayerId): boolean {
  return a === b || (s.format === "two-headed-giant" && player(s, a).team === player(s, b).team);
}

/** 606.6a: whether it is `who`'s turn: the active player's, or in Two-Headed Giant the active team's. */
export function isActive(s: GameState, who: PlayerId): boolean {
  return actAsOne(s, who, s.turn.active);
}

/** The players whose turn it is who are still in the game, in seating order (606.6b). */
export function activePlayers(s: GameState): PlayerId[] {
  return inGame(s).filter((p) => isActive(s, p.id)).map((p) => p.id);
}

/**
 * The player who acts first for a team: the first of its players in seating order who is
 * still in the game. The team receives priority through him or her (606.5) and he or she
 * declares the team's attackers and blockers (606.4). Outside Two-Headed Giant, the player.
 */
export function teamHead(s: GameState, who: PlayerId): PlayerId {
  return inGame(s).find((p) => actAsOne(s, p.id, who))?.id ?? who;
}

/** 606.6a: the next turn is the next team's (in Two-Headed Giant), else the next player's. */
export function nextTurnPlayer(s: GameState, from: PlayerId): PlayerId {
  let p = nextInTurnOrder(s, from);
  while (p !== from && actAsOne(s, p, from)) p = nextInTurnOrder(s, p);
  return teamHead(s, p);
}
