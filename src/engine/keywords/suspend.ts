// 502.59a Suspend is a keyword that represents three abilities. The first is a static
// ability that functions while the card with suspend is in a player's hand. The second and
// third are triggered abilities that function in the removed-from-the-game zone. "Suspend
// N—[cost]" means "If you could play this card from your hand, you may pay [cost] and remove
// it from the game with N time counters on it. This is a special action that doesn't use the
// stack," and "At the beginning of your upkeep, if this card is suspended, remove a time
// counter from it," and "When the last time counter is removed from this card, if it's
// removed from the game, play it without paying its mana cost if able. If you can't, it
// remains removed from the game. If you play it this way and it's a creature, it gains haste
// until you lose control of it."
// 502.59b A card is "suspended" if it's in the removed-from-the-game zone, has suspend, and
// has a time counter on it. (Wording and number: docs/RULES-NOTES.md, "Suspend".)
import { getCard } from "../../cards/registry.js";
import type { Characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, player, type Game } from "../game/game.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { epicProblem } from "./epic.js";
import { paymentsFromPool, parseCost } from "../spells/mana.js";
import { begin, hasLegalPlay, spendFromPool } from "../spells/playing.js";
import type { Resolvable } from "../spells/resolve.js";
import { retainPriority, spellTimingProblem } from "../turn/priority.js";
import { lastKnown, moveCard } from "../zones/zones.js";
import type { Action, CardObject, GameEvent, GameState, ObjectId, PendingTrigger, PlayerId } from "../game/types.js";
import { numbered } from "../view/wording.js";
import { shallowCopy } from "../effects/characteristics-shape.js";

const TIME = "time";

/** 502.59b: in the removed-from-the-game zone, with suspend and a time counter on it. */
export function isSuspended(o: Readonly<CardObject>): boolean {
  return o.zone === "removed" && !!getCard(o.card).suspend && (o.counters?.[TIME] ?? 0) > 0;
}

/** The first ability: the card could be played from the hand now (its type and flash decide when), and its cost is paid from the mana pool. */
export function suspend(g: Game, who: PlayerId, id: ObjectId, mana: string): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id)) illegal("502.59a", `${id} is not a card in your hand`);
  const c = card(s, id);
  const info = getCard(c.card);
  if (!info.suspend) illegal("502.59a", `${info.name} has no suspend ability`);
  const timing = spellTimingProblem(s, who, c);
  if (timing) illegal("502.59a", `you could not play ${info.name} from your hand now, so you can't suspend it (${timing})`);
  spendFromPool(s, who, info.suspend.cost, mana);
  const removed = moveCard(g, id, "removed");
  removed.counters = { [TIME]: info.suspend.count };
  emit(g, {
    type: "suspend",
    text: `${p.name} pays ${info.suspend.cost} and removes ${info.name} from the game with ${numbered(info.suspend.count, "time counter")} on it (suspend, 502.59a).`,
    data: { player: who, object: removed.id, card: c.card, counters: info.suspend.count, paid: mana },
  });
  retainPriority(g, who);
}

/** One option per card with suspend the player could play now and per way the mana pool can pay its suspend cost, appended to `out`. */
export function suspendPlays(s: GameState, who: PlayerId, out: Action[]): void {
  const pool = player(s, who).manaPool;
  for (const id of player(s, who).hand) {
    const c = card(s, id);
    const cost = getCard(c.card).suspend?.cost;
    if (!cost || spellTimingProblem(s, who, c)) continue;
    for (const mana of paymentsFromPool(parseCost(cost), pool)) out.push({ type: "suspend", card: id, mana });
  }
}

/** The cards with suspend a player could suspend if the mana pool held their cost (for the decision's details). */
export function suspendable(s: GameState, who: PlayerId): { card: ObjectId; name: string; cost: string; counters: number }[] {
  const out: { card: ObjectId; name: string; cost: string; counters: number }[] = [];
  for (const id of player(s, who).hand) {
    const c = card(s, id);
    const info = getCard(c.card);
    if (info.suspend && !spellTimingProblem(s, who, c)) out.push({ card: id, name: info.name, cost: info.suspend.cost, counters: info.suspend.count });
  }
  return out;
}

/** Suspend's two triggered abilities: at the beginning of its owner's upkeep (a team's in Two-Headed Giant, 606.6a), and when its last time counter is removed. */
export function suspendTriggers(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered">[] {
  if (e.type === "step" && e.data.step === "upkeep") {
    return s.removed.flatMap((id) => {
      const o = card(s, id);
      if (!isSuspended(o) || !actAsOne(s, o.owner, e.data.active as PlayerId)) return [];
      const text = `At the beginning of your upkeep, if ${o.card} is suspended, remove a time counter from it (suspend, 502.59a).`;
      return [{ controller: o.owner, source: lastKnown(s, o), text, specs: [], effects: [{ do: "removeTimeCounter" }] }];
    });
  }
  if (e.type === "removeTimeCounter" && e.data.last) {
    const o = s.objects[e.data.object as ObjectId];
    if (!o || o.kind !== "card" || o.zone !== "removed") return [];
    const text = `When the last time counter is removed from ${o.card}, if it's removed from the game, play it without paying its mana cost if able (suspend, 502.59a).`;
    return [{ controller: o.owner, source: lastKnown(s, o), text, specs: [], effects: [{ do: "playSuspended" }] }];
  }
  return [];
}

/** The second ability resolving: if the card is still suspended, a time counter is removed from it. */
export function removeTimeCounter(g: Game, r: Resolvable): boolean {
  const o = g.s.objects[r.source];
  if (!o || o.kind !== "card" || !isSuspended(o)) return true;
  const left = o.counters![TIME]! - 1;
  const changed = changeCard(g.s, o.id);
  changed.counters = { ...o.counters, [TIME]: left };
  if (left === 0) delete changed.counters[TIME];
  if (Object.keys(changed.counters).length === 0) delete changed.counters;
  emit(g, {
    type: "removeTimeCounter",
    text: `A time counter is removed from ${o.card} (${left === 0 ? "the last one" : `${left} left`}).`,
    data: { object: o.id, left, ...(left === 0 ? { last: true } : {}) },
  });
  return true;
}

/**
 * The third ability resolving: the card, if still removed from the game, is played without
 * paying its mana cost (an alternative cost of {0}, 502.59c): moved onto the stack, its
 * targets chosen, and so on (409.1) — in the middle of this resolution, so no one receives
 * priority until it is done. If it can't be played (no legal target), it stays where it is.
 */
export function playSuspended(g: Game, r: Resolvable): boolean {
  const s = g.s;
  const o = s.objects[r.source];
  if (!o || o.kind !== "card" || o.zone !== "removed") return true;
  const info = getCard(o.card);
  const who = r.controller;
  const problem = epicProblem(s, who) ?? (hasLegalPlay(s, who, info, o.id) ? null : "no legal target");
  if (problem) {
    emit(g, { type: "suspendFails", text: `${info.name} can't be played (${problem}), so it remains removed from the game (502.59a).`, data: { object: o.id } });
    return true;
  }
  const p = player(s, who);
  const spell = moveCard(g, o.id, "stack", who);
  // 502.59a: a creature spell played this way will have haste (see withSuspendHaste).
  if (info.types.includes("creature")) spell.suspended = true;
  emit(g, { type: "announce", text: `${p.name} plays ${info.name} without paying its mana cost (suspend, 502.59a).`, data: { player: who, object: spell.id, card: o.card, suspend: true } });
  begin(g, who, spell.id, "", {}, { handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { player: s.turn.active, passes: 0 } }, { alternative: "{0}" }, true);
  if (!s.playing) return true;
  s.playing.byEffect = "waiting";
  return false;
}

/** 502.59a: a creature that came into play from a spell played by suspend has haste while the player who played it controls it. */
export function withSuspendHaste(s: GameState, o: CardObject, c: Characteristics): Characteristics {
  if (!o.suspended || controllerOf(s, o) !== o.controller || c.keywords.includes("haste")) return c;
  const out = shallowCopy(c);
  out.keywords = [...c.keywords, "haste"];
  return out;
}
