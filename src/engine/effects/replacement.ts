// Replacement and prevention effects (419). Damage and draws pass through `replace`: the
// effects that would modify the event are found, each applies to it at most once (419.6a),
// and when several different ones apply, the affected player — or the controller of the
// affected creature — chooses which goes first (419.9). That choice is a pending decision;
// the event (and the resolution or step it belongs to) stops there and carries on when the
// answer arrives. Effects that are alike (two shields on one recipient, two Furnaces, two
// "gain 5 life instead" shields) give the same result in any order: the oldest applies
// without a question. A card that would be put into a
// graveyard passes through `graveyardDestination` (Leyline of the Void).
import { getCard } from "../../cards/registry.js";
import type { Effect } from "../../cards/language.js";
import { card, emit, nameOf, opponents, permanents, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { describeTarget } from "../combat/combat.js";
import { controllerOf } from "./control.js";
import { abilitiesRemoved, copiableName } from "./characteristics.js";
import { markDamage } from "./damage.js";
import { preventionsFor, sourceMatches } from "./prevention.js";
import { staticPreventionsFor, unpreventableBySelf } from "./static-prevention.js";
import { gainPreventedLife, sourceShieldsFor } from "./source-shields.js";
import { rewardPrevented } from "./prevented-this-way.js";
import { applyRedirection, redirectionsFor } from "./redirection.js";
import { answerPayLife, revealInstead, revealInsteadSources } from "./draw-reveal.js";
import { runEffect } from "./effects.js";
import { effectDecisionDone } from "../spells/resolve.js";
import { sameTarget, targeter } from "../spells/targets.js";
import type { Action, CardObject, Decision, GameState, PlayerId, ReplaceableEvent, Replacing, ObjectZone } from "../game/types.js";
import { drawOne, moveCard, moveFromLibrary } from "../zones/zones.js";

/** One replacement or prevention effect that would apply to the event now. */
interface Candidate {
  id: string;
  kind: "double" | "plus" | "prevent" | "preventSome" | "dredge" | "drawShield" | "takeDraw" | "preventAll" | "preventSource" | "redirect" | "reveal";
  /** Effects with the same `result` give the same result in any order (no question is asked). */
  result: string;
  /** A prevention that uses nothing up and does nothing else (a static one, "prevent all ... this turn" without a reward): any order of such effects gives the same result. */
  commutes?: true;
  /** "prevent N of that damage" (static, each event). */
  amount?: number;
  /** Takes a draw: the player who draws instead. */
  for?: PlayerId;
  /** Dredge says "you may": it can be declined. */
  optional: boolean;
  text: string;
}

function candidates(s: GameState, e: ReplaceableEvent, applied: string[]): Candidate[] {
  const out: Candidate[] = [];
  if (e.kind === "damage") {
    if (e.amount <= 0) return out; // no damage would be dealt: nothing to replace
    let unpreventable = e.unpreventable;
    for (const o of permanents(s)) {
      // The card whose characteristics the permanent has: a flipped one's other half (508.2), a copy's original (503).
      const replacements = getCard(copiableName(o)).replacements;
      if (replacements.length === 0) continue;
      if (o.id === e.source.id && unpreventableBySelf(s, o)) unpreventable = true;
      if (replacements.some((r) => r.kind === "doubleDamage"))
        out.push({ id: `double:${o.id}`, kind: "double", result: "double", optional: false, text: `${nameOf(o)}: ${e.source.name} deals double that damage instead` });
      for (const r of replacements)
        if (r.kind === "damageToPlayerPlus" && "player" in e.to && !abilitiesRemoved(s, o) && sourceMatches(s, e, { colors: r.colors }, controllerOf(s, o)))
          out.push({ id: `plus:${o.id}`, kind: "plus", result: `plus:${r.amount}`, optional: false, text: `${nameOf(o)}: ${e.source.name} deals that much damage plus ${r.amount} instead` });
    }
    // "The damage can't be prevented" (Pinpoint Avalanche), or its source's "Damage that would be
    // dealt by ~ can't be prevented" (Excruciator): only the effects that don't prevent (doubling,
    // adding, redirection) apply, and no shield is used up by it.
    if (!unpreventable) {
      for (const sh of s.shields)
        if (sameTarget(sh.to, e.to)) out.push({ id: `shield:${sh.id}`, kind: "prevent", result: sh.reward ? `prevent:${sh.id}` : "prevent", optional: false, text: `${sh.source}: prevent the next ${sh.amount} damage` });
      for (const sh of sourceShieldsFor(s, e)) out.push({ id: `sourceShield:${sh.id}`, kind: "preventSource", result: "preventAll", optional: false, text: `${sh.source}: prevent that damage (419.7)` });
      for (const p of preventionsFor(s, e)) out.push({ id: `preventAll:${p.id}`, kind: "preventAll", result: p.reward ? `preventAll:${p.id}` : "preventAll", ...(p.reward ? {} : { commutes: true as const }), optional: false, text: `${p.source}: prevent all of that damage (419.7)` });
      for (const p of staticPreventionsFor(s, e))
        out.push(
          p.amount
            ? { id: `preventStatic:${p.id}`, kind: "preventSome", result: "preventSome", amount: p.amount, commutes: true, optional: false, text: `${p.source}: prevent ${p.amount} of that damage (419.7)` }
            : { id: `preventStatic:${p.id}`, kind: "preventAll", result: "preventAll", commutes: true, optional: false, text: `${p.source}: prevent all of that damage (419.7)` },
        );
    }
    for (const x of redirectionsFor(s, e)) out.push(redirection(s, x));
  } else {
    const p = player(s, e.player);
    for (const sh of s.drawShields ?? []) {
      if (sh.player !== e.player) continue;
      if (sh.drawsInstead) out.push({ id: `takeDraw:${sh.id}`, kind: "takeDraw", result: `takeDraw:${sh.drawsInstead}`, for: sh.drawsInstead, optional: false, text: `${sh.source.name}: ${sh.text}` });
      else out.push({ id: `drawShield:${sh.id}`, kind: "drawShield", result: `drawShield:${sh.text}`, optional: false, text: `${sh.source.name}: ${sh.text} instead of drawing` });
    }
    for (const o of revealInsteadSources(s, e)) out.push({ id: `reveal:${o.id}`, kind: "reveal", result: "reveal", optional: false, text: `${nameOf(o)}: reveal the card instead; any other player may pay life to put it into the graveyard (419.6h)` });
    for (const id of p.graveyard) {
      const n = getCard(card(s, id).card).dredge;
      // 502.47: a player with fewer cards in library than the dredge number can't dredge;
      // 407: a card that has lost its abilities (Yixlid Jailer) has no Dredge.
      if (n && p.library.length >= n && !abilitiesRemoved(s, card(s, id)))
        out.push({ id: `dredge:${id}`, kind: "dredge", result: `dredge:${id}`, optional: true, text: `Dredge ${n}: put the top ${n} cards of your library into your graveyard and return ${nameOf(card(s, id))} to your hand instead of drawing` });
    }
  }
  return out.filter((c) => !applied.includes(c.id));
}

function redirection(s: GameState, x: ReturnType<typeof redirectionsFor>[number]): Candidate {
  return { id: `redirect:${x.id}`, kind: "redirect", result: `redirect:${JSON.stringify(x.to)}:${x.by ?? ""}:${x.amount !== undefined ? "next" : x.once ? "once" : "all"}`, optional: false, text: `${x.source}: ${x.amount ? `${x.amount} of that damage is` : "that damage is"} dealt to ${describeTarget(s, x.to)} instead (419.6c)` };
}

/** The player who chooses among replacement effects on this event (419.9). */
function affectedPlayer(s: GameState, e: ReplaceableEvent): PlayerId {
  if (e.kind === "draw") return e.player;
  return "player" in e.to ? e.to.player : controllerOf(s, card(s, e.to.object));
}

/**
 * Carries an event through its replacement effects and performs what remains of it. Returns
 * false when the affected player must first choose which replacement applies; `resumes`
 * says what carries on once the event is done.
 */
export function replace(g: Game, event: ReplaceableEvent, resumes: Replacing["resumes"]): boolean {
  return proceed(g, { event, applied: [], resumes });
}

function proceed(g: Game, r: Replacing): boolean {
  const s = g.s;
  for (;;) {
    const found = candidates(s, r.event, r.applied);
    if (found.length === 0) {
      if (!perform(g, r)) return true;
      continue;
    }
    // 419.9: the affected player chooses only when the order can matter.
    const alike = found.every((c) => c.result === found[0]!.result) || found.every((c) => c.commutes);
    if (alike && !found[0]!.optional) {
      const more = applyCandidate(g, r, found[0]!);
      if (more === "paused") return false;
      if (!more) return true;
      continue;
    }
    s.replacing = r;
    s.pending = { kind: "replacement", player: affectedPlayer(s, r.event) };
    return false;
  }
}

/** Performs the event as it now stands. Returns true if another event of a sequence follows (the next draw). */
function perform(g: Game, r: Replacing): boolean {
  const e = r.event;
  if (e.kind === "damage") {
    markDamage(g, e);
    // 419.6c: the part of the damage a redirection split off is dealt next.
    const next = r.follow?.shift();
    if (!next) return false;
    r.event = next.event;
    r.applied = next.applied;
    return true;
  }
  drawOne(g, e.player);
  return nextDraw(r);
}

/** 419.6h: after a replaced draw, the rest of the sequence of draws goes on. */
function nextDraw(r: Replacing): boolean {
  const e = r.event;
  if (e.kind !== "draw" || e.remaining === 0) return false;
  r.event = { kind: "draw", player: e.sequence, sequence: e.sequence, remaining: e.remaining - 1 };
  r.applied = [];
  return true;
}

/** Applies one effect to the event. Returns false when that ends the event (nothing more to do), "paused" when it waits for a player's decision. */
function applyCandidate(g: Game, r: Replacing, c: Candidate): boolean | "paused" {
  const s = g.s;
  const e = r.event;
  r.applied.push(c.id);
  const [, id] = c.id.split(/:(.*)/) as [string, string];
  switch (c.kind) {
    case "double": {
      const d = e as Extract<ReplaceableEvent, { kind: "damage" }>;
      emit(g, { type: "replaced", text: `${c.text}: ${d.amount} becomes ${d.amount * 2} (419.6).`, data: { replacement: c.id, from: d.amount, to: d.amount * 2 } });
      d.amount *= 2;
      return true;
    }
    case "plus": {
      // 419.6: "that much damage plus N": the amount the candidate's result carries.
      const d = e as Extract<ReplaceableEvent, { kind: "damage" }>;
      const to = d.amount + Number(c.result.slice("plus:".length));
      emit(g, { type: "replaced", text: `${c.text}: ${d.amount} becomes ${to} (419.6).`, data: { replacement: c.id, from: d.amount, to } });
      d.amount = to;
      return true;
    }
    case "prevent": {
      const d = e as Extract<ReplaceableEvent, { kind: "damage" }>;
      const shield = s.shields.find((x) => x.id === Number(id))!;
      const used = Math.min(d.amount, shield.amount);
      d.amount -= used;
      d.prevented += used;
      // The shield's new amount in a new list: `apply`'s copy shares the list with the state it was given (game/clone.ts).
      s.shields = s.shields.flatMap((x) => (x !== shield ? (x.amount > 0 ? [x] : []) : x.amount > used ? [{ ...x, amount: x.amount - used }] : []));
      rewardPrevented(g, shield.reward, used); // "for each damage prevented this way" (419.7)
      return true;
    }
    case "preventSome": {
      // "prevent N of that damage" (Urza's Armor): N of this event; nothing is used up.
      const d = e as Extract<ReplaceableEvent, { kind: "damage" }>;
      const used = Math.min(d.amount, c.amount!);
      d.amount -= used;
      d.prevented += used;
      return true;
    }
    case "preventSource":
    case "preventAll": {
      // A chosen source's shield is used up once applied (419.7: "the next time").
      const d = e as Extract<ReplaceableEvent, { kind: "damage" }>;
      if (c.kind === "preventSource") {
        const gain = s.sourceShields!.find((x) => x.id === Number(id))?.gain;
        s.sourceShields = s.sourceShields!.filter((x) => x.id !== Number(id));
        if (s.sourceShields.length === 0) delete s.sourceShields;
        if (gain && d.amount > 0) gainPreventedLife(g, gain, d.amount); // Reverse Damage: "You gain that much life"
      }
      if (c.id.startsWith("preventAll:")) rewardPrevented(g, s.preventions?.find((p) => p.id === Number(id))?.reward, d.amount); // "for each damage prevented this way" (419.7)
      d.prevented += d.amount;
      d.amount = 0;
      return true;
    }
    case "redirect":
      applyRedirection(g, r, Number(id), c.id);
      return true;
    case "reveal":
      // Zur's Weirding: nobody can pay, so the draw goes on (draw-reveal.ts).
      return revealInstead(g, r, card(s, id)) ? "paused" : true;
    case "drawShield": {
      const who = (e as Extract<ReplaceableEvent, { kind: "draw" }>).player;
      const shield = s.drawShields!.find((x) => x.id === Number(id))!;
      s.drawShields = s.drawShields!.filter((x) => x !== shield);
      emit(g, { type: "drawReplaced", text: `${playerName(s, who)} would draw a card; instead (${shield.source.name}) ${shield.text} (419.6h).`, data: { player: who, source: shield.source.id } });
      runAll(g, shield.effects, { id: shield.source.id, name: shield.source.name, controller: who });
      return nextDraw(r);
    }
    case "takeDraw": {
      // 419.6e: the player skips the draw; the effect's controller draws instead — a changed
      // event that other effects may still modify, but not this one again (419.6a).
      const d = e as Extract<ReplaceableEvent, { kind: "draw" }>;
      emit(g, { type: "drawReplaced", text: `${playerName(s, d.player)} would draw a card; instead (${c.text.split(":")[0]}) ${playerName(s, c.for!)} draws it (419.6e).`, data: { player: d.player, drawsInstead: c.for } });
      d.player = c.for!;
      return true;
    }
    case "dredge": {
      const who = (e as Extract<ReplaceableEvent, { kind: "draw" }>).player;
      const dredger = card(s, id);
      const n = getCard(dredger.card).dredge!;
      const p = player(s, who);
      emit(g, { type: "dredge", text: `${p.name} dredges ${n} instead of drawing: the top ${n} cards of the library go to the graveyard and ${dredger.card} returns to hand (502.47).`, data: { player: who, card: dredger.card, count: n } });
      for (let i = 0; i < n; i++) moveFromLibrary(g, who, 0, "graveyard");
      moveCard(g, id, "hand");
      return nextDraw(r);
    }
  }
}

/** Runs the effects a replacement does instead (they never wait for a decision: see language.ts). */
function runAll(g: Game, effects: Effect[], source: { id: string; name: string; controller: PlayerId }): void {
  const r = { id: source.id, name: source.name, controller: source.controller, source: source.id, declared: [], specs: [], targets: [], effects, x: 0, sacrificed: 0, division: [], self: targeter(source.id), state: g.s };
  for (const e of effects) runEffect(g, r, e);
}

/** 419.9: the affected player chose the replacement effect to apply next (or, when all may be declined, none). */
export function chooseReplacement(g: Game, who: PlayerId, id: string): void {
  const s = g.s;
  const r = s.replacing!;
  const found = candidates(s, r.event, r.applied);
  const declinable = found.every((c) => c.optional);
  const chosen = found.find((c) => c.id === id);
  if (!chosen && !(id === "none" && declinable))
    illegal("419.9", `choose one of the replacement effects that apply: ${found.map((c) => c.id).join(", ")}${declinable ? ", or none" : ""}`);
  s.pending = null;
  delete s.replacing;
  emit(g, { type: "chooseReplacement", text: chosen ? `${playerName(s, who)} applies ${chosen.text}.` : `${playerName(s, who)} applies no replacement effect.`, data: { player: who, replacement: id } });
  let more: boolean | "paused";
  if (chosen) more = applyCandidate(g, r, chosen);
  else {
    // Declining every "may" replacement: the event happens as it is.
    r.applied.push(...found.map((c) => c.id));
    more = perform(g, r);
  }
  if (more !== "paused") carryOn(g, r, more);
}

/** After a decision within a replaced event: the event (or the next of its sequence) goes on if `more`, then what it interrupted resumes. */
function carryOn(g: Game, r: Replacing, more: boolean): void {
  const s = g.s;
  if (more && !proceed(g, r)) return;
  if (r.resumes === "resolution") effectDecisionDone(g);
  else if (r.then) s.pending = r.then; // 406.1: a mana ability's damage, dealt while a decision was pending
}

/** 419.6h (Zur's Weirding): a player's answer to "any other player may pay N life". */
export function answerOthersMayPayLife(g: Game, who: PlayerId, pay: boolean): void {
  const r = g.s.replacing!;
  const outcome = answerPayLife(g, who, pay);
  if (outcome === "asking") return;
  carryOn(g, r, outcome === "replaced" ? nextDraw(r) : true);
}

export function replacementDecision(s: GameState, who: PlayerId): Decision {
  const r = s.replacing!;
  const found = candidates(s, r.event, r.applied);
  const e = r.event;
  const what =
    e.kind === "damage" ? `${e.source.name} would deal ${e.amount} damage to ${describeTarget(s, e.to)}` : `You would draw a card`;
  const declinable = found.every((c) => c.optional);
  const options: Action[] = found.map((c) => ({ type: "chooseReplacement", replacement: c.id }));
  if (declinable) options.push({ type: "chooseReplacement", replacement: "none" });
  return {
    player: who,
    kind: "replacement",
    prompt: `${what}. Several replacement effects apply: choose the one to apply first (the others then apply to the result if they still can)${declinable ? ", or none and draw normally" : ""}.`,
    options,
    details: { event: e, replacements: found.map((c) => ({ id: c.id, text: c.text, optional: c.optional })) },
  };
}

/**
 * The zone a card actually goes to when it would be put into a graveyard: Leyline of the Void
 * ("If a card would be put into an opponent's graveyard from anywhere, remove it from the game
 * instead") sends it to the removed-from-the-game zone. Tokens are not cards.
 */
export function graveyardDestination(s: GameState, o: Pick<CardObject, "owner" | "token" | "spellCopy">): { zone: ObjectZone; by?: string } {
  if (o.token || o.spellCopy) return { zone: "graveyard" }; // not cards
  const foes = opponents(s, o.owner);
  // The card's replacement first: who controls a permanent is asked of the few that have it (a
  // card moved mid-batch would otherwise have the layer context of each intermediate state built).
  const leyline = permanents(s).find((p) => getCard(p.card).replacements.some((r) => r.kind === "opponentsGraveyardToRemoved") && foes.includes(controllerOf(s, p)));
  return leyline ? { zone: "removed", by: leyline.card } : { zone: "graveyard" };
}
