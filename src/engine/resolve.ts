// Resolving spells and abilities (413) and countering (414). A spell or ability whose
// targets have all become illegal is countered on resolution (413.2a); with some still
// legal, it does what it can to those (415.?). Resolution runs its effects in order and
// may stop at a choice (a player discarding cards), carrying on when the answer arrives
// (see `continueResolution`).
import { getCard, spellTargets } from "../cards/registry.js";
import type { Effect, TargetSpec } from "../cards/language.js";
import { emit, obj, player, playerName, type Game } from "./game.js";
import { describeTarget } from "./combat.js";
import { runEffect } from "./effects.js";
import { isLegalTarget } from "./targets.js";
import type { CardObject, GameObject, GameState, ObjectId, PlayerId, StackAbility, Target } from "./types.js";
import { moveCard } from "./zones.js";

/** What a spell or ability on the stack does, and to what. */
export interface Resolvable {
  id: ObjectId;
  name: string;
  controller: PlayerId;
  /** The object that is the source of the effects (the spell itself, or an ability's source). */
  source: ObjectId;
  specs: TargetSpec[];
  targets: Target[];
  effects: Effect[];
}

export function resolvable(s: GameState, o: GameObject): Resolvable {
  if (o.kind === "ability")
    return { id: o.id, name: o.source.name, controller: o.controller, source: o.source.id, specs: o.specs, targets: o.targets ?? [], effects: o.effects };
  const info = getCard(o.card);
  return { id: o.id, name: o.card, controller: o.controller, source: o.id, specs: spellTargets(info), targets: o.targets ?? [], effects: info.spell?.effects ?? [] };
}

export function resolveTop(g: Game): void {
  const s = g.s;
  const id = s.stack[s.stack.length - 1]!;
  const top = obj(s, id);
  if (top.kind === "ability" && top.combatDamage) return resolveCombatDamage(g, top);
  const r = resolvable(s, top);
  if (r.specs.length > 0 && r.targets.every((t, i) => !isLegalTarget(s, r.specs[i]!, t, r.controller))) {
    removeFromStack(g, top);
    emit(g, { type: "countered", text: `${describe(top)} is countered on resolution: all its targets are illegal (413.2a).`, data: { object: id, rule: "413.2a" } });
    return givePriorityAfterResolution(g);
  }
  if (top.kind === "card" && !getCard(top.card).spell) {
    // 413.2?: a permanent spell resolving comes into play under its controller's control;
    // an Aura spell comes into play attached to the object it targeted (212.4d?).
    const enchanted = getCard(top.card).enchant ? (top.targets![0] as { object: ObjectId }).object : undefined;
    const permanent = moveCard(g, id, "play", top.controller);
    if (enchanted) permanent.attachedTo = enchanted;
    const onto = enchanted ? ` attached to ${describeTarget(s, { object: enchanted })}` : "";
    emit(g, {
      type: "comesIntoPlay",
      text: `${top.card} resolves and comes into play under ${playerName(s, top.controller)}'s control${onto}.`,
      data: { object: permanent.id, card: top.card, controller: top.controller, ...(enchanted ? { attachedTo: enchanted } : {}) },
    });
    return givePriorityAfterResolution(g);
  }
  emit(g, { type: "resolves", text: `${describe(top)} resolves.`, data: { object: id } });
  s.resolving = { object: id, step: 0 };
  continueResolution(g);
}

function describe(o: GameObject): string {
  return o.kind === "card" ? o.card : `${o.source.name}'s ability`;
}

/** Runs the remaining effects of what is resolving; stops if one waits for a decision. */
export function continueResolution(g: Game): void {
  const s = g.s;
  const progress = s.resolving!;
  const top = obj(s, progress.object);
  const r = resolvable(s, top);
  while (progress.step < r.effects.length) {
    const done = runEffect(g, r, r.effects[progress.step]!);
    if (!done) return;
    progress.step++;
  }
  s.resolving = null;
  // 413.2?: an instant or sorcery goes to its owner's graveyard as the last step of resolving.
  removeFromStack(g, top);
  givePriorityAfterResolution(g);
}

/** Called when the decision a resolving effect waited for has been carried out. */
export function effectDecisionDone(g: Game): void {
  g.s.pending = null;
  g.s.resolving!.step++;
}

function removeFromStack(g: Game, o: GameObject): void {
  if (o.kind === "card") {
    moveCard(g, o.id, "graveyard");
    return;
  }
  g.s.stack.splice(g.s.stack.indexOf(o.id), 1);
  delete g.s.objects[o.id];
}

function resolveCombatDamage(g: Game, damage: StackAbility): void {
  const s = g.s;
  // 310.?: all combat damage is dealt at once, by each source as it last existed.
  for (const d of damage.combatDamage!) {
    if ("player" in d.to) {
      const p = player(s, d.to.player);
      if (p.outcome !== "playing") continue;
      p.life -= d.amount;
    } else {
      const t = s.objects[d.to.object];
      if (!t || t.kind !== "card" || t.zone !== "play") continue;
      (t as CardObject).damage += d.amount;
    }
    emit(g, {
      type: "combatDamage",
      text: `${d.source.name} deals ${d.amount} combat damage to ${describeTarget(s, d.to)}.`,
      data: { source: d.source, to: d.to, amount: d.amount },
    });
  }
  removeFromStack(g, damage);
  givePriorityAfterResolution(g);
}

/** 408.?: after a spell or ability resolves, the active player receives priority. */
function givePriorityAfterResolution(g: Game): void {
  g.s.priority = { player: g.s.turn.active, passes: 0 };
}
