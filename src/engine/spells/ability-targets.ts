// Abilities on the stack as targets: "Counter target activated ability. (Mana abilities can't be
// targeted.)" (Squelch), "Counter target spell, activated ability, or triggered ability"
// (Voidslime), "Counter target activated ability from an artifact source" (Brown Ouphe),
// "Counter target activated or triggered ability" (Stifle). An
// ability on the stack is an object a spell or ability may target (415.?); a mana ability never
// is one (406.1: it doesn't use the stack), and combat damage on the stack (310) is neither an
// activated nor a triggered ability. The source's qualities are those it had as the ability was
// played (its last-known information, 413.2).
import type { TargetSpec } from "../../cards/language.js";
import { inRange } from "../multiplayer/multiplayer.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";

export function abilityIsLegalTarget(s: GameState, spec: TargetSpec, id: ObjectId, controller: PlayerId): boolean {
  const o = s.objects[id];
  if (!o || o.kind !== "ability" || o.zone !== "stack" || o.combatDamage || !o.origin) return false;
  // 415.6: an ability is an illegal target for itself (it is on the stack while its targets are chosen).
  if (s.playing?.object === id) return false;
  if (spec.kind === "activatedAbility" && o.origin !== "activated") return false;
  // 601.2d: an ability is within range as its controller is.
  if (!inRange(s, controller, o.controller)) return false;
  const types = spec.filter?.types;
  return !types || types.some((t) => o.source.types.includes(t));
}

export function describeAbilityTarget(spec: TargetSpec): string {
  const single = spec.singleTarget ? " with a single target" : "";
  if (spec.kind === "spellOrAbility") return spec.singleTarget ? `spell or ability${single}` : "spell, activated ability, or triggered ability";
  if (spec.kind === "ability") return "activated or triggered ability";
  const types = spec.filter?.types;
  return types ? `activated ability from ${/^[aeiou]/.test(types[0]!) ? "an" : "a"} ${types.join(" or ")} source` : `activated ability${single}`;
}
