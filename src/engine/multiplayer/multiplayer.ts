// Multiplayer (600–605, 609): the format and options a game is created with, the seating of
// teams (609.3), range of influence (601), whom a player may attack (601.3, 603, 604, 609.4)
// and who sits next to whom. Seating order is turn order; turns pass to the left, so the
// player to your left is the next one in turn order.
import { handRevealed } from "../effects/hand-rules.js";
import { illegal } from "../game/errors.js";
import { opponents } from "../game/game.js";
import { checkGrandMeleeOptions, GRAND_MELEE_PLAYERS } from "./grand-melee.js";
import { shuffle, type RngState } from "../game/rng.js";
import type { GameConfig } from "../game/starting.js";
import { listedTeams } from "./teams.js";
import { arrangeTwoHeadedGiant } from "./two-headed-giant.js";
import { arrangeEmperor, rangeOf } from "./emperor.js";
import type { Format, GameOptions, GameState, PlayerId } from "../game/types.js";

/** The options as a game's creator asks for them (600.2). */
export interface MultiplayerOptions {
  /** 603: a player may attack several opponents in the same combat. */
  attackMultiplePlayers?: boolean;
  /** 604.1a: a player may attack only the opponent seated immediately to his or her left. */
  attackLeft?: boolean;
  /** 604.1b: a player may attack only the opponent seated immediately to his or her right. */
  attackRight?: boolean;
  /** 601.2: how many seats away each player's influence reaches. */
  rangeOfInfluence?: number;
  /** 602: the deploy creatures option (team games only; on by default in Emperor, 607.3b). */
  deployCreatures?: boolean;
  /** 217.9: play for ante (an optional variation, off by default). */
  ante?: boolean;
}

export interface Arrangement {
  format: Format;
  options: GameOptions;
  /** For each seat, in turn order: the index of its player in config.players, and the team
   * (and whether the player is the team's emperor, 607.1). */
  seats: { configIndex: number; team: string; emperor?: true }[];
}

const MAX_PLAYERS = 16;

/** Checks the format, players, teams and options together and seats the players; the seeded
 * generator draws the random seating of Free-for-All (605.3) and Grand Melee (608.3). */
export function arrange(config: GameConfig, rng: RngState): Arrangement {
  const format = config.format ?? "two-player";
  const n = config.players.length;
  const given = config.options ?? {};
  if (format !== "emperor" && config.players.some((p) => p.emperor)) illegal("607.1", "only an Emperor game has emperors");
  const ante = given.ante ? { ante: true as const } : {};
  if (ante.ante && (format === "teams" || format === "two-headed-giant" || format === "emperor"))
    illegal("217.9", "playing for ante needs one winner to take the ante; it isn't used in team variants");
  if (format === "two-player") {
    if (n !== 2) illegal("600.1", `a two-player game has exactly 2 players, not ${n}; a game of more is multiplayer (format "free-for-all" or "teams")`);
    if (given.attackLeft || given.attackRight || given.attackMultiplePlayers || given.rangeOfInfluence !== undefined || given.deployCreatures)
      illegal("600.1", "the multiplayer options (601–604) are for games of more than two players");
    return { format, options: { attack: "multiple", rangeOfInfluence: null, ...ante }, seats: ownTeams(config, "600.1") };
  }
  if (format === "two-headed-giant") return arrangeTwoHeadedGiant(config);
  if (format === "emperor") return arrangeEmperor(config);
  if (format === "grand-melee") {
    if (n < GRAND_MELEE_PLAYERS.min || n > GRAND_MELEE_PLAYERS.max) illegal("608.1", `Grand Melee is for ${GRAND_MELEE_PLAYERS.min} to ${GRAND_MELEE_PLAYERS.max} players here, not ${n}`);
    checkGrandMeleeOptions(given);
    return { format, options: { attack: "left", rangeOfInfluence: 1, ...ante }, seats: randomSeats(config, rng, "608.1") };
  }
  if (format !== "free-for-all" && format !== "teams") return illegal("600.2", `unknown format "${String(format)}" (two-player, free-for-all, two-headed-giant, emperor, grand-melee, teams)`);
  if (n < 3 || n > MAX_PLAYERS) illegal("600.1", `a multiplayer game here has 3 to ${MAX_PLAYERS} players, not ${n}`);
  const rule = format === "teams" ? "609.2b" : "605.2b";
  const attacks = (["attackMultiplePlayers", "attackLeft", "attackRight"] as const).filter((k) => given[k]);
  if (attacks.length > 1) illegal(rule, `exactly one of the attack left, attack right and attack multiple players options is used, not ${attacks.join(" and ")}`);
  // Neither 605.2b nor 609.2b names a default; with none chosen, attack multiple players is used.
  const attack = attacks[0] === "attackLeft" ? "left" : attacks[0] === "attackRight" ? "right" : "multiple";
  // 609.2a: the recommended range of influence for Teams is 2; Free-for-All usually has none (605.2a).
  const range = given.rangeOfInfluence ?? (format === "teams" ? 2 : null);
  if (range !== null && (!Number.isInteger(range) || range < 1)) illegal("601.2", `a range of influence is a whole number of seats, 1 or more, not ${range}`);
  // 602.1, 609.2c: deploy creatures gives a creature to a teammate, so it is for team games.
  if (given.deployCreatures && format === "free-for-all") illegal("602.1", "deploy creatures is an option for team games: a creature can be given only to a teammate");
  const options: GameOptions = { attack, rangeOfInfluence: range, ...(given.deployCreatures ? { deployCreatures: true as const } : {}), ...ante };
  return { format, options, seats: format === "free-for-all" ? randomSeats(config, rng, "605.1") : seatTeams(config) };
}

/** 605.3, 608.3: the players are seated at random — except in a set-up position, which lists
 * them in the seating it is played from. */
function randomSeats(config: GameConfig, rng: RngState, ownRule: string): Arrangement["seats"] {
  const seats = ownTeams(config, ownRule);
  if (!config.setup) shuffle(rng, seats);
  return seats;
}

/** In a two-player or Free-for-All game each player plays for himself or herself (605.1),
 * seated in the order given; a player without a team name is on a team named for his or her seat. */
function ownTeams(config: GameConfig, rule: string): Arrangement["seats"] {
  const seats = config.players.map((p, i) => ({ configIndex: i, team: p.team ?? `p${i + 1}` }));
  if (new Set(seats.map((x) => x.team)).size !== seats.length) illegal(rule, "each player plays on their own: no two players may share a team (use format \"teams\")");
  return seats;
}

/**
 * 609.1, 609.3: two or more teams of equal size, seated so that no one is next to a teammate
 * and each team is equally spaced out (A1, B1, C1, A2, B2, C2, ...). Teams keep the order in
 * which they first appear, and each team's players their order; a seating that already
 * satisfies 609.3 is kept as it is.
 */
function seatTeams(config: GameConfig): Arrangement["seats"] {
  const teams = listedTeams(config, "609.1");
  const seats: Arrangement["seats"] = [];
  for (let k = 0; k < teams[0]![1].length; k++) for (const [team, m] of teams) seats.push({ configIndex: m[k]!, team });
  return seats;
}

/** 601.2c: who counts for range of influence this turn: everyone in the game as it began. */
function seatedThisTurn(s: GameState): PlayerId[] {
  return s.players.filter((p) => p.leftOnTurn === undefined || p.leftOnTurn >= s.turn.number).map((p) => p.id);
}

/** Whether any player's range of influence is limited (601.1): without it, everything is in range. */
export function rangeLimited(s: GameState): boolean {
  return s.options.rangeOfInfluence !== null || s.format === "emperor";
}

/** 601.2: whether b is within a's range of influence (seats apart, either way round; 601.2b: a player is within his or her own). */
export function inRange(s: GameState, a: PlayerId, b: PlayerId): boolean {
  const range = rangeOf(s, a);
  if (range === null || a === b) return true;
  const seats = seatedThisTurn(s);
  const i = seats.indexOf(a);
  const j = seats.indexOf(b);
  if (i < 0 || j < 0) return false;
  const apart = Math.abs(i - j);
  return Math.min(apart, seats.length - apart) <= range;
}

/** The players still in the game seated nearest to a player's left and right (players who
 * have left the game no longer sit between them). */
export function neighbours(s: GameState, who: PlayerId): { left?: PlayerId; right?: PlayerId } {
  const n = s.players.length;
  const i = s.players.findIndex((p) => p.id === who);
  const nearest = (step: number) => {
    for (let k = 1; k < n; k++) {
      const p = s.players[(i + step * k + n * k) % n]!;
      if (p.outcome === "playing") return p.id;
    }
    return undefined;
  };
  return { left: nearest(1), right: nearest(-1) };
}

export function seatedNextTo(s: GameState, a: PlayerId, b: PlayerId): boolean {
  const n = neighbours(s, a);
  return a !== b && (n.left === b || n.right === b);
}

/** Why `who` can't attack player `p` this combat ("rule: reason"), or null if he or she can. */
export function attackProblem(s: GameState, who: PlayerId, p: PlayerId): string | null {
  if (!opponents(s, who).includes(p)) return "308.2: a creature can attack only an opponent still in the game";
  const { left, right } = neighbours(s, who);
  if (s.options.attack === "left" && p !== left) return "604.1a: with the attack left option you can attack only the opponent seated immediately to your left";
  if (s.options.attack === "right" && p !== right) return "604.1b: with the attack right option you can attack only the opponent seated immediately to your right";
  if (s.format === "teams" && !seatedNextTo(s, who, p)) return "609.4: you can't attack an opponent who isn't seated next to you";
  // 607.3c: so an emperor can't attack the opposing generals within his or her range of two seats.
  if (s.format === "emperor" && !seatedNextTo(s, who, p)) return "607.3c: in Emperor you can attack only an opponent seated immediately next to you";
  if (!inRange(s, who, p)) return "601.3: you can attack only opponents within your range of influence";
  return null;
}

/** The opponents a player may attack this combat. */
export function attackablePlayers(s: GameState, who: PlayerId): PlayerId[] {
  return opponents(s, who).filter((p) => attackProblem(s, who, p) === null);
}

/** 609.6: in Teams, teammates may look at each other's hands only while sitting next to each
 * other; 607.7: in Emperor, at any time. */
export function mayReviewHand(s: GameState, viewer: PlayerId, owner: PlayerId): boolean {
  if (viewer === owner) return true;
  // 217.3c: a hand played revealed (Telepathy) is seen by every player.
  if (handRevealed(s, owner)) return true;
  const v = s.players.find((p) => p.id === viewer);
  const o = s.players.find((p) => p.id === owner);
  if (v?.outcome !== "playing" || v.team !== o?.team) return false;
  return s.format === "emperor" || (s.format === "teams" && seatedNextTo(s, viewer, owner));
}

/** Who may see the cards in a player's hand: the player and the teammates who may review it (609.6, 607.7). Secret
 * event details about the hand go to them alone. */
export function handViewers(s: GameState, owner: PlayerId): PlayerId[] {
  return s.players.filter((p) => mayReviewHand(s, p.id, owner)).map((p) => p.id);
}
