// 413.2a: as a spell or ability begins to resolve, it checks whether its targets are still legal;
// one that isn't is unaffected, and if every target is illegal the spell or ability is countered.
// The check is made once, there, and not again before each effect: "Target creature with flying
// loses flying until end of turn. ~ deals damage to that creature ..." (Crash Landing) deals its
// damage to the creature that no longer has flying. What can still take a target away later in the
// same resolution is its being gone: an object that has changed zones is a new object (217.1c,
// its id is gone) and a player who has left the game is no longer in it (600.4).
import type { GameState, Target } from "../game/types.js";
import { isLegalTarget } from "./targets.js";
import type { Resolvable } from "./resolve.js";

/** The indices of the targets that are illegal as the spell or ability begins to resolve (413.2a). */
export function illegalTargets(s: GameState, r: Resolvable): number[] {
  const out: number[] = [];
  for (let i = 0; i < r.targets.length; i++) if (!isLegalTarget(s, r.specs[i]!, r.targets[i]!, r.controller, r.self)) out.push(i);
  return out;
}

/**
 * The target of word `index` for an effect of the spell or ability: while it resolves, a target
 * that was legal as it began and is still the same object (or a player still in the game);
 * otherwise (an effect run outside its own resolution) a target legal now.
 */
export function targetStillLegal(s: GameState, r: Resolvable, index: number): Target | null {
  const t = r.targets[index];
  if (!t) return null;
  // Radiance's "each other creature that shares a color with it" stands in a target word without being targeted.
  if (r.untargeted?.includes(index)) return "object" in t && s.objects[t.object]?.zone === "play" ? t : null;
  const run = s.resolving;
  if (run?.object === r.id) {
    if (run.illegal?.includes(index)) return null;
    if ("player" in t) return s.players.some((p) => p.id === t.player && p.outcome === "playing") ? t : null;
    return s.objects[t.object] ? t : null;
  }
  const spec = r.specs[index];
  return spec && isLegalTarget(s, spec, t, r.controller, r.self) ? t : null;
}
