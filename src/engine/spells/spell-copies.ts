// Copies of spells (503.10): "Copy target instant or sorcery spell. You may choose new targets
// for the copy." The copy is put onto the stack, not played (so nothing that looks for a spell
// being played sees it); it copies the spell's copiable values and every choice made as it
// was played — mode, X, targets, the division of damage, an optional additional cost such as
// buyback — and is controlled by the player who put it there. Its new targets are chosen one
// at a time, each kept or changed to another legal one (415.7). It resolves or is countered
// like any spell; in any other zone it ceases to exist (503.10a, see state-based.ts).
import { putObject } from "../game/clone.js";
import { describeTarget } from "../combat/combat.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, newId, newTimestamp, playerName, type Game } from "../game/game.js";
import { effectDecisionDone, resolvable, type Resolvable } from "./resolve.js";
import { describeSpec, isLegalTarget, repeatsTarget, sameTarget, targetCandidates } from "./targets.js";
import type { CardObject, GameState, ObjectId, Pending, PendingTrigger, PlayerId, Target } from "../game/types.js";
import type { Effect } from "../../cards/language.js";
import { lastKnown } from "../zones/zones.js";
import { answerChangeTarget, changeTargetOptions, changeTargetPrompt } from "./target-changes.js";

/** 503.10: puts a copy of the spell onto the stack under the resolving spell's or ability's controller. */
export function copySpell(g: Game, r: Resolvable, original: ObjectId): boolean {
  return putSpellCopy(g, r, card(g.s, original), r.name, original);
}

/** Puts onto the stack a copy of the spell `of` (on the stack, or as it was when it resolved: epic, 502.44a), then asks for its new targets. */
export function putSpellCopy(g: Game, r: Resolvable, of: Readonly<Omit<CardObject, "id" | "zone">>, by: string, original?: ObjectId): boolean {
  const s = g.s;
  const copy: CardObject = {
    id: newId(s),
    kind: "card",
    card: of.card,
    owner: r.controller,
    controller: r.controller,
    zone: "stack",
    tapped: false,
    damage: 0,
    controlledSince: s.turn.number,
    timestamp: newTimestamp(s),
    spellCopy: true,
    ...(of.mode !== undefined ? { mode: of.mode } : {}),
    ...(of.x !== undefined ? { x: of.x } : {}),
    // "If an effect of the copy refers to objects used to pay its costs, it uses [those of] the original" (503.10).
    ...(of.sacrificed !== undefined ? { sacrificed: of.sacrificed } : {}),
    ...(of.sacrificedForCost ? { sacrificedForCost: of.sacrificedForCost } : {}),
    ...(of.targets ? { targets: of.targets.map((t) => ({ ...t })) } : {}),
    ...(of.division ? { division: [...of.division] } : {}),
    ...(of.buyback ? { buyback: true } : {}),
    ...(of.kicked ? { kicked: [...of.kicked] } : {}), // 502.21a: a copy of a kicked spell is kicked (503.10)
    ...(of.spliced ? { spliced: [...of.spliced] } : {}), // 502.40c: the copy has the spliced text too
    ...(of.exceptEpic ? { exceptEpic: true } : {}), // 502.44a
  };
  putObject(s, copy);
  s.stack.push(copy.id);
  const targets = copy.targets?.length ? ` targeting ${copy.targets.map((t) => describeTarget(s, t)).join(" and ")}` : "";
  emit(g, {
    type: "copySpell",
    text: `${playerName(s, r.controller)} puts a copy of ${of.card} onto the stack (${by})${targets}.`,
    data: { player: r.controller, object: copy.id, ...(original ? { of: original } : {}), card: of.card, targets: copy.targets ?? [] },
  });
  return askNextTarget(g, copy, 0);
}

/** Asks about the first target from `index` on that could be changed; true when none is left. */
function askNextTarget(g: Game, copy: CardObject, index: number): boolean {
  const s = g.s;
  for (let i = index; i < (copy.targets?.length ?? 0); i++) {
    s.pending = { kind: "newTarget", player: copy.controller, object: copy.id, index: i };
    if (newTargetOptions(s).length > 1) return false;
  }
  s.pending = null;
  return true;
}

/**
 * 415.7: the choices for the copy's target now asked about: keep it (even if it has become
 * illegal), or another legal target that repeats no target its word or "another" forbids.
 */
export function newTargetOptions(s: GameState): Target[] {
  const pending = s.pending as Extract<Pending, { kind: "newTarget" }>;
  if (pending.change) return changeTargetOptions(s, pending);
  const { copy, index, r } = asked(s);
  const current = r.targets[index]!;
  const others = targetCandidates(s, r.specs[index]!, copy.controller, r.self).filter((t) => {
    if (sameTarget(t, current)) return false;
    const changed = r.targets.map((old, i) => (i === index ? t : old));
    return changed.every((_, i) => !repeatsTarget(r.declared, changed, i));
  });
  return [current, ...others];
}

function asked(s: GameState): { copy: CardObject; index: number; r: Resolvable } {
  const pending = s.pending as Extract<Pending, { kind: "newTarget" }>;
  const copy = card(s, pending.object);
  return { copy, index: pending.index, r: resolvable(s, copy) };
}

/** The plain-English question about the target now asked about. */
export function newTargetPrompt(s: GameState): string {
  const pending = s.pending as Extract<Pending, { kind: "newTarget" }>;
  if (pending.change) return changeTargetPrompt(s, pending);
  const { copy, index, r } = asked(s);
  const current = r.targets[index]!;
  const still = isLegalTarget(s, r.specs[index]!, current, copy.controller, r.self) ? "" : " (no longer a legal target)";
  return `You may choose a new target for the copy of ${copy.card}: its target ${index + 1} of ${r.targets.length} (a ${describeSpec(r.specs[index]!)}) is ${describeTarget(s, current)}${still}. Keep it, or choose another legal target.`;
}

/** 415.7: keeps or changes the target asked about, then asks about the next one. */
export function chooseNewTarget(g: Game, who: PlayerId, target: Target): void {
  const s = g.s;
  const pending = s.pending as Extract<Pending, { kind: "newTarget" }>;
  if (pending.change) return answerChangeTarget(g, who, pending, target);
  const { copy, index } = asked(s);
  if (!newTargetOptions(s).some((t) => sameTarget(t, target)))
    illegal("415.7", "keep the copy's target, or choose another legal target for it that no other target of the same word already is");
  const changed = !sameTarget(copy.targets![index]!, target);
  changeCard(s, copy.id).targets = copy.targets!.map((t, i) => (i === index ? target : t));
  emit(g, {
    type: "newTarget",
    text: changed
      ? `${playerName(s, who)} chooses ${describeTarget(s, target)} as a new target for the copy of ${copy.card}.`
      : `${playerName(s, who)} keeps ${describeTarget(s, target)} as a target of the copy of ${copy.card}.`,
    data: { player: who, object: copy.id, index, target },
  });
  if (askNextTarget(g, copy, index + 1)) effectDecisionDone(g);
}

/** The ability of storm (502.30a) and replicate (502.52a) as it triggers: copy the spell `times`
 * times, new targets chosen for each copy; nothing if the spell is no longer on the stack. */
export function copiesTrigger(s: GameState, object: ObjectId, times: number, keyword: string): Omit<PendingTrigger, "id" | "ordered"> | undefined {
  const spell = s.objects[object];
  if (spell?.kind !== "card" || spell.zone !== "stack") return undefined;
  const effects: Effect[] = Array.from({ length: times }, () => ({ do: "copySpell", object: "source" }) as const);
  const retarget = spell.targets?.length ? `; you may choose new targets for ${times === 1 ? "the copy" : "the copies"}` : "";
  return { source: lastKnown(s, spell), controller: spell.controller, text: `${keyword}: copy ${spell.card} ${times === 1 ? "once" : `${times} times`}${retarget}.`, specs: [], effects };
}
