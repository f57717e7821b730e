// Targets (415): what each kind of target may be, the legal choices when a spell is
// played (409.1c), and whether a target is still legal when the spell resolves (413.2a).
import type { TargetSpec } from "../cards/language.js";
import { isCreature } from "./characteristics.js";
import { inGame, permanents } from "./game.js";
import type { GameState, Target } from "./types.js";

export function isLegalTarget(s: GameState, spec: TargetSpec, t: Target): boolean {
  if ("player" in t) {
    if (spec.kind === "creature") return false;
    return inGame(s).some((p) => p.id === t.player);
  }
  if (spec.kind === "player") return false;
  const o = s.objects[t.object];
  return !!o && o.kind === "card" && o.zone === "play" && isCreature(s, o);
}

export function targetCandidates(s: GameState, spec: TargetSpec): Target[] {
  const players: Target[] = spec.kind === "creature" ? [] : inGame(s).map((p) => ({ player: p.id }));
  const creatures: Target[] = spec.kind === "player" ? [] : permanents(s).filter((o) => isCreature(s, o)).map((o) => ({ object: o.id }));
  return [...players, ...creatures];
}

/** Every complete choice of targets, one per target spec (bounded for the option list). */
export function targetChoices(s: GameState, specs: TargetSpec[], limit = 200): Target[][] {
  let out: Target[][] = [[]];
  for (const spec of specs) {
    const next: Target[][] = [];
    for (const partial of out) for (const t of targetCandidates(s, spec)) if (next.length < limit) next.push([...partial, t]);
    out = next;
  }
  return out;
}

export function sameTarget(a: Target, b: Target): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}
