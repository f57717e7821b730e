// Emperor (607): teams of three, each seated together with its emperor in the middle and a
// general on either side (607.3). The limited range of influence option is used: 2 for an
// emperor, 1 for a general (607.2a). A team loses when its emperor loses and wins when every
// opposing emperor has lost (607.4; winning.ts).
import { illegal } from "../game/errors.js";
import { player } from "../game/game.js";
import type { Arrangement } from "./multiplayer.js";
import type { GameConfig } from "../game/starting.js";
import { listedTeams } from "./teams.js";
import type { GameState, PlayerId } from "../game/types.js";

/** 607.2a: an emperor's range of influence; each general's is 1 (the game's option). */
const EMPEROR_RANGE = 2;

/** 607.1, 607.3: two or more teams of three; each team's emperor (the player marked so, or
 * else its first listed) sits between its two generals; teams sit one after another. */
export function arrangeEmperor(config: GameConfig): Arrangement {
  const given = config.options ?? {};
  if (given.rangeOfInfluence !== undefined) illegal("607.2a", "in Emperor the range of influence is set: 2 for an emperor, 1 for a general");
  if (given.attackLeft || given.attackRight) illegal("607.2", "Emperor uses attack multiple players: each player may attack any opponent within their range of influence (601.3)");
  const teams = listedTeams(config, "607.1", 3);
  const seats: Arrangement["seats"] = [];
  for (const [team, m] of teams) {
    const marked = m.filter((i) => config.players[i]!.emperor);
    if (marked.length > 1) illegal("607.1", `team ${team} has one emperor, not ${marked.length}`);
    const emperor = marked[0] ?? m[0]!;
    const [left, right] = m.filter((i) => i !== emperor);
    seats.push({ configIndex: left!, team }, { configIndex: emperor, team, emperor: true }, { configIndex: right!, team });
  }
  // 607.2b: the deploy creatures option (602) is used unless the creator turns it off.
  const deploy = given.deployCreatures === false ? {} : { deployCreatures: true as const };
  return { format: "emperor", options: { attack: "multiple", rangeOfInfluence: 1, ...deploy }, seats };
}

/** 601.2, 607.2a: how many seats away a player's influence reaches; null without the option. */
export function rangeOf(s: GameState, who: PlayerId): number | null {
  return s.format === "emperor" && player(s, who).emperor ? EMPEROR_RANGE : s.options.rangeOfInfluence;
}
