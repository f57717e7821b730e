// 415.7a: "Change the target of target spell with a single target" (Deflection, Shunt), "... of
// target activated ability with a single target" (Reroute), "... of target spell or ability with a
// single target" (Willbender). The resolving spell's controller changes the target to another one
// legal for the changed spell or ability (as its controller would choose it: protection, range and
// "another" are read for that spell); if there is no other legal target, the target is unchanged,
// even if it has become illegal. An object chosen by two of the spell's words "target" is one target
// (targets.ts `hasSingleTarget`): it is changed for each word, or not at all.
import { describeTarget } from "../combat/combat.js";
import { illegal } from "../game/errors.js";
import { emit, playerName, type Game } from "../game/game.js";
import { ownObject } from "../game/clone.js";
import { effectDecisionDone, resolvable, type Resolvable } from "./resolve.js";
import { hasSingleTarget, isLegalTarget, repeatsTarget, sameTarget, targetCandidates } from "./targets.js";
import type { GameObject, GameState, ObjectId, Pending, PlayerId, Target } from "../game/types.js";

type Asked = Extract<Pending, { kind: "newTarget" }>;

/** The effect resolving: true when it is done, false when the chooser owes a decision (`newTarget` with `change`). */
export function changeTarget(g: Game, r: Resolvable, object: ObjectId): boolean {
  const s = g.s;
  const o = s.objects[object];
  if (!o || o.zone !== "stack" || !hasSingleTarget(o)) return true;
  const options = otherTargets(s, o);
  if (options.length === 0) {
    emit(g, { type: "targetUnchanged", text: `${nameOnStack(s, o)} keeps its target: there is no other legal target for it (${r.name}, 415.7a).`, data: { object } });
    return true;
  }
  if (options.length === 1) {
    retarget(g, r.controller, o, options[0]!, r.name);
    return true;
  }
  s.pending = { kind: "newTarget", player: r.controller, object, index: 0, change: true, by: r.name };
  return false;
}

/** The targets the single target of `o` may be changed to: legal for each of its words that chose it, not the one it has. */
function otherTargets(s: GameState, o: GameObject): Target[] {
  const r = resolvable(s, o);
  const current = r.targets[0]!;
  const candidates = targetCandidates(s, r.specs[0]!, o.controller, r.self);
  return candidates.filter((t) => {
    if (sameTarget(t, current)) return false;
    const changed = r.targets.map(() => t);
    // The first word's legality is `targetCandidates`'s own test: the other words are checked here.
    return r.specs.every((spec, i) => (i === 0 || isLegalTarget(s, spec, t, o.controller, r.self)) && !repeatsTarget(r.declared, changed, i));
  });
}

export function changeTargetOptions(s: GameState, asked: Asked): Target[] {
  return otherTargets(s, s.objects[asked.object]!);
}

export function changeTargetPrompt(s: GameState, asked: Asked): string {
  const o = s.objects[asked.object]!;
  return `${asked.by}: change the target of ${nameOnStack(s, o)} (now ${describeTarget(s, o.targets![0]!)}) to another legal target.`;
}

/** 415.7a: the answer — one of the other legal targets (keeping it is not an answer: the target must change while another can be chosen). */
export function answerChangeTarget(g: Game, who: PlayerId, asked: Asked, target: Target): void {
  const s = g.s;
  if (!changeTargetOptions(s, asked).some((t) => sameTarget(t, target)))
    illegal("415.7a", "change the target to another target that is legal for that spell or ability (not the one it has)");
  retarget(g, who, s.objects[asked.object]!, target, asked.by ?? "");
  s.pending = null;
  effectDecisionDone(g);
}

function retarget(g: Game, who: PlayerId, o: GameObject, target: Target, by: string): void {
  const s = g.s;
  const was = describeTarget(s, o.targets![0]!);
  ownObject(s, o.id).targets = o.targets!.map(() => target);
  emit(g, {
    type: "targetChanged",
    text: `${playerName(s, who)} changes the target of ${nameOnStack(s, o)} from ${was} to ${describeTarget(s, target)} (${by}).`,
    data: { player: who, object: o.id, target },
  });
}

function nameOnStack(s: GameState, o: GameObject): string {
  return describeTarget(s, { object: o.id });
}
