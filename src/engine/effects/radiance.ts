// Radiance (Ravnica: City of Guilds) is an ability word (seed glossary "Ability Word"): "[effect
// on] target creature and each other creature that shares a color with it". The others aren't
// targeted: they are the permanents of that kind within the controller's range (601.2) that
// share at least one color with the target as the effect begins; a colorless target shares
// none. If the target is no longer legal, nothing happens to the others either (413.2a: it
// has no "it" to share a color with). Incite Hysteria's "creatures that share a color with target
// creature" is the same group, but a colorless target isn't among them (`onlySharing`).
// The Echoing cards of Darksteel say the same of a name: "[effect on] target creature and all
// other creatures with the same name as that creature" (`sameName`): a face-down permanent has no
// name (504.1), so it shares none.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { characteristics } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { permanents, type Game } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import type { Resolvable } from "../spells/resolve.js";
import { runEffect } from "./effects.js";

type Radiance = Extract<Effect, { do: "radiance" }>;
type SameName = Extract<Effect, { do: "sameName" }>;

/** Runs the inner effects on the target, then on each other permanent sharing a color with it; false while paused (419.9). */
export function runRadiance(g: Game, r: Resolvable, e: Radiance): boolean {
  return runOnTargetAndOthers(g, r, e.target, e.others, e.effects, (s, target) => {
    const colors = characteristics(s, target).colors;
    // "Creatures that share a color with target creature": a colorless target shares none, not even with itself.
    if (e.onlySharing && !colors.length) return undefined;
    return (o) => characteristics(s, o).colors.some((c) => colors.includes(c));
  });
}

/** Runs the inner effects on the target, then on each other permanent with its name; false while paused (419.9). */
export function runSameName(g: Game, r: Resolvable, e: SameName): boolean {
  return runOnTargetAndOthers(g, r, e.of.target, e.others, e.effects, (s, target) => {
    const name = characteristics(s, target).name;
    return (o) => name !== "" && characteristics(s, o).name === name;
  });
}

function runOnTargetAndOthers(g: Game, r: Resolvable, index: number, filter: ObjectFilter, effects: Radiance["effects"], shares: (s: GameState, target: CardObject) => ((o: CardObject) => boolean) | undefined): boolean {
  const s = g.s;
  const progress = s.resolving!;
  if (!progress.objects) {
    const t = targetStillLegal(s, r, index);
    if (!t || !("object" in t)) return true;
    const sharing = shares(s, s.objects[t.object] as CardObject);
    if (!sharing) return true;
    const others = permanents(s).filter((o) => o.id !== t.object && inRange(s, r.controller, controllerOf(s, o)) && matchesFilter(s, o, filter, r.controller) && sharing(o));
    progress.objects = [t.object, ...others.map((o) => o.id)];
  }
  const objects = progress.objects;
  const n = effects.length;
  for (let k = progress.part ?? 0; k < objects.length * n; k++) {
    progress.part = k + 1;
    const object = objects[Math.floor(k / n)]!;
    const each: Resolvable = {
      ...r,
      targets: r.targets.map((t, i) => (i === index ? { object } : t)),
      ...(object === objects[0] ? {} : { untargeted: [...(r.untargeted ?? []), index] }),
    };
    if (!runEffect(g, each, effects[k % n]!)) return false;
  }
  delete progress.part;
  delete progress.objects;
  return true;
}
