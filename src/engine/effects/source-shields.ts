// 419.7: "The next time a [red] source of your choice would deal damage to [you / target creature
// or player] this turn, prevent that damage" (the Circles of Protection, Sanctum Guardian). The
// source is chosen as the effect resolves (a pending decision of the effect's controller): any
// permanent, or spell on the stack, with the stated quality — a source is an object, and those
// are the objects that may deal damage. The shield then waits for that source's next damage to
// that recipient this turn, prevents all of it, and is used up; it ends at cleanup (314.2).
// It passes through the replacement machinery (replacement.ts), so with other effects on the
// same damage the affected player chooses the order (419.9). "The next time target creature would
// deal damage this turn" (Awe Strike) is such a shield on a target, for its damage to anyone.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { emit, nameOf, permanents, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, CardObject, Decision, GameState, ObjectId, Pending, PlayerId, ReplaceableEvent, Target } from "../game/types.js";
import { matchesFilter, sameTarget } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import { effectDecisionDone, type Resolvable } from "../spells/resolve.js";
import { describeTarget } from "../combat/combat.js";
import { changeLife } from "./life.js";
import { addRedirection } from "./redirection.js";
import { imprintedColors } from "./imprint.js";

type Shield = Extract<Effect, { do: "shieldFromChosenSource" }>;
type Choosing = Extract<Pending, { kind: "chooseSource" }>;

/** The objects that may be chosen: permanents and spells on the stack matching the quality. */
export function sourceCandidates(s: GameState, p: Choosing): CardObject[] {
  const spells = s.stack.map((id) => s.objects[id]).filter((o): o is CardObject => o?.kind === "card");
  return [...permanents(s), ...spells].filter((o) => !p.filter || matchesFilter(s, o, p.filter, p.player));
}

/** As the effect resolves: its recipient (if still a legal target), then the choice of a source. */
export function askSource(g: Game, r: Resolvable, e: Shield, redirect?: { from?: Target; to: Target; once?: true }): boolean {
  const s = g.s;
  let to: Target | undefined;
  if (redirect) to = redirect.from; // Oracle's Attendants (redirection.ts, 419.6c)
  else if (e.allThisTurn) to = undefined;
  else if (e.to === "you" || e.to === undefined) to = { player: r.controller };
  else {
    const t = targetStillLegal(s, r, e.to.target);
    if (!t) return true;
    to = t;
  }
  // Story Circle: the color chosen as the ability's source came into play (419.1b); as it last existed if it has left play.
  const chosen = e.ofChosenColor ? (s.objects[r.source] as CardObject | undefined)?.chosen : undefined;
  if (e.ofChosenColor && !chosen) {
    emit(g, { type: "noSource", text: `${r.name}: no color was chosen; the effect does nothing (419.7).`, data: { object: r.id } });
    return true;
  }
  // Mourner's Shield: "that shares a color with the imprinted card" — any color of a card imprinted on the ability's source, still in play (502.34).
  const imprinted = e.sharesColorWithImprinted ? imprintedColors(s, r.source) : undefined;
  if (imprinted?.length === 0) {
    emit(g, { type: "noSource", text: `${r.name}: no colored card is imprinted on it, so no source shares a color with one; the effect does nothing (419.7).`, data: { object: r.id } });
    return true;
  }
  const colors = chosen ? [chosen] : imprinted;
  const filter = colors ? { ...(e.sources ?? {}), colors: colors as NonNullable<ObjectFilter["colors"]> } : e.sources;
  const pending: Choosing = { kind: "chooseSource", player: r.controller, ...(to ? { to } : redirect ? {} : { all: true as const }), ...(filter ? { filter } : {}), ...(e.gainPrevented ? { gain: r.controller } : {}), ...(redirect ? { redirectTo: redirect.to, ...(redirect.once ? { once: true as const } : {}) } : {}) };
  if (sourceCandidates(s, pending).length === 0) {
    emit(g, { type: "noSource", text: `${r.name}: there is no source to choose; the effect does nothing (419.7).`, data: { object: r.id } });
    return true;
  }
  s.pending = pending;
  return false;
}

export function chooseSource(g: Game, who: PlayerId, source: ObjectId): void {
  const s = g.s;
  const p = s.pending as Choosing;
  const candidates = sourceCandidates(s, p);
  if (!candidates.some((o) => o.id === source)) illegal("419.7", `choose one of the sources this effect allows: ${candidates.map((o) => nameOf(o)).join(", ")}`);
  const by = s.objects[s.resolving!.object]!;
  const what = by.kind === "ability" ? by.source.name : nameOf(by);
  if (p.redirectTo) {
    emit(g, { type: "chooseSource", text: `${playerName(s, who)} chooses ${nameOf(s.objects[source] as CardObject)} as the source (${what}, 419.6c).`, data: { player: who, source, ...(p.to ? { to: p.to } : {}) } });
    addRedirection(g, { ...(p.to ? { from: p.to } : {}), to: p.redirectTo, by: source, source: what, ...(p.once ? { once: true as const } : {}) });
    effectDecisionDone(g);
    return;
  }
  if (!p.to) {
    // Mourner's Shield: all damage the source would deal this turn, to anyone — a prevention effect of effects/prevention.ts, not used up.
    s.preventions = [...(s.preventions ?? []), { id: s.nextEffectId++, source: what, by: { object: source } }];
    emit(g, { type: "chooseSource", text: `${playerName(s, who)} chooses ${nameOf(s.objects[source] as CardObject)}: all damage it would deal this turn will be prevented (${what}, 419.7).`, data: { player: who, source } });
    return effectDecisionDone(g);
  }
  s.sourceShields = [...(s.sourceShields ?? []), { id: s.nextEffectId++, to: p.to, from: source, source: what, ...(p.gain ? { gain: p.gain } : {}) }];
  emit(g, {
    type: "chooseSource",
    text: `${playerName(s, who)} chooses ${nameOf(s.objects[source] as CardObject)}: the next time it would deal damage to ${describeTarget(s, p.to)} this turn, that damage will be prevented (${what}, 419.7).`,
    data: { player: who, source, to: p.to },
  });
  effectDecisionDone(g);
}

export function chooseSourceDecision(s: GameState, who: PlayerId): Decision {
  const p = s.pending as Choosing;
  const candidates = sourceCandidates(s, p);
  return {
    player: who,
    kind: "chooseSource",
    prompt: p.redirectTo && !p.to
      ? `Choose a source: the next time it would deal damage this turn, that damage is dealt to ${describeTarget(s, p.redirectTo)} instead (419.6c).`
      : p.redirectTo && p.to
      ? `Choose a source: all damage it would deal to ${describeTarget(s, p.to)} this turn is dealt to ${describeTarget(s, p.redirectTo)} instead (419.6c).`
      : `Choose a source${p.filter ? " with the quality the effect names" : ""}: ${p.to ? `the next time it would deal damage to ${describeTarget(s, p.to)} this turn, that damage is prevented` : "all damage it would deal this turn is prevented"} (419.7).`,
    options: candidates.map((o): Action => ({ type: "chooseSource", source: o.id })),
    details: { ...(p.to ? { to: p.to } : {}), candidates: candidates.map((o) => ({ id: o.id, name: nameOf(o) })) },
  };
}

/** 419.7: "prevent that damage. You gain that much life." (Reverse Damage): the shield's controller gains the damage it prevented, as it prevents it. */
export function gainPreventedLife(g: Game, who: PlayerId, amount: number): void {
  const life = changeLife(g, who, amount);
  emit(g, { type: "gainLife", text: `${playerName(g.s, who)} gains ${amount} life (the damage prevented, 419.7).`, data: { player: who, amount, life } });
}

/** The shields waiting for this damage's source and recipient. */
export function sourceShieldsFor(s: GameState, d: Extract<ReplaceableEvent, { kind: "damage" }>): NonNullable<GameState["sourceShields"]> {
  return (s.sourceShields ?? []).filter((sh) => sh.from === d.source.id && (!sh.to || sameTarget(sh.to, d.to)));
}

/** 419.7: "The next time target creature would deal damage this turn, prevent that damage." (Awe Strike): a shield on the target, a source, if it is still legal; its damage to anyone. */
export function addShieldFromTarget(g: Game, r: Resolvable, e: Extract<Effect, { do: "preventNextFrom" }>): void {
  const t = targetStillLegal(g.s, r, e.from.target);
  if (!t || !("object" in t)) return;
  g.s.sourceShields = [...(g.s.sourceShields ?? []), { id: g.s.nextEffectId++, from: t.object, source: r.name, ...(e.gainPrevented ? { gain: r.controller } : {}) }];
  emit(g, { type: "shield", text: `The next time ${describeTarget(g.s, t)} would deal damage this turn, that damage will be prevented (${r.name}, 419.7).`, data: { from: t.object } });
}
