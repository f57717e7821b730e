// Emperor (607, whose October 2006 text is the August 2005 one): teams of three (607.1), each
// seated together with its emperor in the middle and a general on either side (607.2). The
// limited range of influence option is used, 2 for an emperor and 1 for a general (607.3a), and
// the deploy creatures option (607.3b); a player can attack only an opponent seated immediately
// next to him or her (607.3c, multiplayer.ts). A random emperor plays first (607.4, starting.ts).
// A team loses when its emperor loses (607.5a, winning.ts). Teammates may review each other's
// hands at any time (607.7, multiplayer.ts).
import { illegal } from "../game/errors.js";
import { player } from "../game/game.js";
import type { Arrangement } from "./multiplayer.js";
import type { GameConfig } from "../game/starting.js";
import { listedTeams } from "./teams.js";
import type { GameState, PlayerId } from "../game/types.js";

/** 607.3a: an emperor's range of influence; each general's is 1 (the game's option). */
const EMPEROR_RANGE = 2;

/** 607.1, 607.2: two or more teams of three; each team's emperor (the player marked so, or
 * else its first listed) sits between its two generals; teams sit one after another. 607.6
 * allows teams of another equal size but leaves their ranges of influence unstated ("should be
 * adjusted"), so only teams of three are offered. */
export function arrangeEmperor(config: GameConfig): Arrangement {
  const given = config.options ?? {};
  if (given.rangeOfInfluence !== undefined) illegal("607.3a", "in Emperor the range of influence is set: 2 for an emperor, 1 for a general");
  if (given.attackLeft || given.attackRight) illegal("607.3c", "in Emperor a player can attack only an opponent seated immediately next to him or her, on either side; the attack left and attack right options aren't used");
  const teams = listedTeams(config, "607.1", 3);
  const seats: Arrangement["seats"] = [];
  for (const [team, m] of teams) {
    const marked = m.filter((i) => config.players[i]!.emperor);
    if (marked.length > 1) illegal("607.1", `team ${team} has one emperor, not ${marked.length}`);
    const emperor = marked[0] ?? m[0]!;
    const [left, right] = m.filter((i) => i !== emperor);
    seats.push({ configIndex: left!, team }, { configIndex: emperor, team, emperor: true }, { configIndex: right!, team });
  }
  // 607.3b: the deploy creatures option (602) is used unless the creator turns it off.
  const deploy = given.deployCreatures === false ? {} : { deployCreatures: true as const };
  return { format: "emperor", options: { attack: "multiple", rangeOfInfluence: 1, ...deploy }, seats };
}

/** 601.2, 607.3a: how many seats away a player's influence reaches; null without the option. */
export function rangeOf(s: GameState, who: PlayerId): number | null {
  return s.format === "emperor" && player(s, who).emperor ? EMPEROR_RANGE : s.options.rangeOfInfluence;
}
