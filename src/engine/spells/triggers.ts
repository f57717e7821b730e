// Triggered abilities (404, 410): they trigger on events as they happen, wait, and are put
// on the stack the next time a player would receive priority — in APNAP order, each player
// choosing the order of his or her own (410.3); targets (and the division of an amount among
// them) are chosen as each is put on the stack, and one with no legal choice is removed (410.4).
import { getCard } from "../../cards/registry.js";
import { conditionHolds as holds } from "../effects/conditions.js";
import { controllerOf } from "../effects/control.js";
import type { TriggeredAbility } from "../../cards/language.js";
import { illegal } from "../game/errors.js";
import { characteristics, readingState } from "../effects/characteristics.js";
import { ownObject, putObject } from "../game/clone.js";
import { apnap, emit, newId, newTimestamp, playerName, type Game } from "../game/game.js";
import { matchesFilter, targetsProblem } from "./targets.js";
import { describeTargets, divisionProblem, targetAnswers } from "./dividing.js";
import { resolvable } from "./resolve.js";
import type { CardObject, GameEvent, GameState, LastKnown, ObjectId, PendingTrigger, PlayerId, StackAbility, Target } from "../game/types.js";
import { knownAs, lastKnown } from "../zones/zones.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { isSuspended, suspendTriggers } from "../keywords/suspend.js";
import { madnessTriggers } from "../keywords/madness.js";
import { epicTriggers } from "../keywords/epic.js";
import { hauntedBy } from "../keywords/haunt.js";
import { flankingTriggers } from "../keywords/flanking.js";
import { cycleTriggers } from "../keywords/cycling.js";
import { recoverTriggers } from "../keywords/recover.js";
import { rippleTriggers } from "../keywords/ripple.js";
import { stormTrigger } from "../keywords/storm.js";
import { replicateTrigger } from "../keywords/replicate.js";
import { eventTriggers } from "./event-triggers.js";
import { mayStateTrigger, stateTriggers } from "./state-triggers.js";
import { damageTriggers } from "./damage-triggers.js";
import { causeTriggers } from "./cause-triggers.js";
import { tapTriggers } from "./tap-triggers.js";
import { possessive } from "../view/wording.js";
import { mayWatch, mayWatchFor, watchesFor, watching } from "./watchers.js";
import { lookingBack } from "./look-back.js";
import { graveyardMayWatch, graveyardWatchers } from "./graveyard-triggers.js";
import { endOfCombatTriggers, graveyardDelayedTriggers, nextUpkeepTriggers } from "./delayed-triggers.js";

type Subject = Extract<TriggeredAbility["trigger"], { on: "comesIntoPlay" | "putIntoGraveyardFromPlay" }>["what"];

/** Looks at the events since the last look and records every ability they trigger. */
export function collectTriggers(g: Game): void {
  const s = g.s;
  if (g.scanned === g.events.length) return;
  if (passedOver(g)) {
    g.scanned = g.events.length;
    return;
  }
  // The events are looked at in the state they have led to (nothing changes meanwhile but the
  // list of waiting abilities): each permanent's abilities are found once for all of them.
  readingState(s, () => {
    for (; g.scanned < g.events.length; g.scanned++) {
      const e = g.events[g.scanned]!;
      if (!MAY_TRIGGER.has(e.type) || triggersNothing(s, e, watched)) continue;
      wait(s, triggeredBy(s, e, g));
    }
    // 410.10: state triggers, looked at whenever the game has changed.
    wait(s, stateTriggers(s));
  });
}

/**
 * Whether the new events and the state triggers can be seen to trigger nothing from the
 * permanents' cards and the effects alone (`mayWatchFor`), without reading the layers: most
 * events are a step beginning, a card drawn or an event of a kind nothing triggers on.
 */
function passedOver(g: Game): boolean {
  const s = g.s;
  const kinds = mayWatch(s);
  if (mayStateTrigger(kinds)) return false; // stateTriggers
  const may: Watches = (_, on) => kinds.has(on);
  for (let i = g.scanned; i < g.events.length; i++) {
    const e = g.events[i]!;
    if (MAY_TRIGGER.has(e.type) && !triggersNothing(s, e, may)) return false;
  }
  return true;
}

/** Whether a permanent's triggered ability watches for this kind: the cards first, then the permanents as they are. */
function watched(s: GameState, on: TriggeredAbility["trigger"]["on"]): boolean {
  return mayWatchFor(s, on) && watchesFor(s, on);
}

/**
 * The kinds of events that `triggeredBy` or a module it asks looks at (its cases; eventTriggers,
 * damageTriggers, causeTriggers; suspend, madness, epic and ripple). An event of another kind (a
 * mana ability, an announcement, a turn beginning) triggers nothing (404.1: a triggered ability
 * names its event), so it is passed over without asking each of them. A kind looked at but
 * missing here would never trigger: test/engine/spells/may-trigger.test.ts reads those modules.
 */
export const MAY_TRIGGER: ReadonlySet<string> = new Set(["step", "removeTimeCounter", "discard", "draw", "cycle", "gainLife", "playSpell", "playAbility", "trigger", "declareAttackers", "unblocked", "declareBlockers", "combatDamage", "damage", "turnFaceUp", "comesIntoPlay", "playLand", "putIntoGraveyardFromPlay", "leavesPlay", "storm", "replicate", "becomesTapped"]);

type Watches = (s: GameState, on: TriggeredAbility["trigger"]["on"]) => boolean;

/**
 * Whether an event of the most frequent kinds can be seen to trigger nothing without asking
 * `triggeredBy`: it triggers only the permanents' abilities that watch for its kind (404.1) and
 * the few other sources named here; with none of those in play or waiting, `triggeredBy` would
 * find nothing. `watches`: whether some permanent's ability watches for a kind (a superset
 * from the cards, `mayWatchFor`, or the permanents as they are). Every other kind is asked in full.
 * - a step beginning: the beginning of that step (stepTriggers), or the end of turn (and the
 *   delayed abilities made for it, or for the end of combat); the upkeep also the permanents'
 *   upkeep abilities, the next upkeep's delayed abilities, epic (502.44a), suspend (502.59a) and
 *   the cards watching from graveyards (402.8g);
 * - a card drawn: a player drawing (Underworld Dreams) or a named card drawn (Cursed Scroll's cousins);
 * - a land played or a permanent coming into play: "when/whenever ... comes into play" (and a
 *   haunting card's "when this comes into play or ...", 502.51), and the cards in graveyards that
 *   return themselves then (402.8g: Dragon Wings);
 * - attackers declared: "whenever ~ attacks" (provoke's too, 502.29), "attacks or blocks",
 *   "attacks alone" and its Aura's or Equipment's "whenever enchanted/equipped creature attacks";
 *   "whenever a creature attacks (you)", "whenever you attack with three or more creatures";
 *   an attacker not blocked: "attacks and isn't blocked";
 * - a spell played: "whenever you play / an opponent plays / a player plays a ... spell" (and the
 *   cards in graveyards that return themselves then, 402.8g: Aurora Eidolon), its targets'
 *   "becomes the target" (409.1c), and the spell's own ripple (502.56a); an ability played or
 *   put on the stack: its targets' "becomes the target";
 * - damage dealt: the creature's "is dealt damage", the source's "deals combat damage" and its
 *   Aura's or Equipment's, "deals damage" (the source or the creature it enchants or equips), and
 *   "whenever a creature is dealt damage" and "whenever a ... deals damage" of any permanent.
 * An event caused by a player's spell or ability may trigger cards watching for that (causeTriggers).
 */
function triggersNothing(s: GameState, e: GameEvent, watches: Watches): boolean {
  if (e.data.causedBy !== undefined) return false; // causeTriggers
  switch (e.type) {
    case "draw":
      return !watches(s, "playerDoes") && !watches(s, "chosenPlayerDrawsNamedCard");
    case "playLand":
      return !watches(s, "comesIntoPlay") && !graveyardMayWatch(s, "comesIntoPlay");
    case "comesIntoPlay":
      return !watches(s, "comesIntoPlay") && !watches(s, "comesIntoPlayOrHauntedPutIntoGraveyard") && !graveyardMayWatch(s, "comesIntoPlay");
    case "declareAttackers":
      return !watches(s, "attacks") && !watches(s, "attacksOrBlocks") && !watches(s, "attacksAlone") && !watches(s, "attachedDoes") && !watches(s, "creatureAttacks") && !watches(s, "youAttackWith");
    case "unblocked":
      return !watches(s, "attacksUnblocked");
    case "becomesTapped":
      return !watches(s, "becomesTapped") && !watches(s, "tapsForMana");
    case "playSpell":
      return !ripples(s, e) && !watches(s, "youPlaySpell") && !watches(s, "opponentPlaysSpell") && !watches(s, "spellPlayed") && !graveyardMayWatch(s, "spellPlayed") && !watches(s, "becomesTarget");
    case "playAbility":
    case "trigger":
      return !watches(s, "becomesTarget");
    case "combatDamage":
    case "damage":
      // The creature dealt damage and the source's own abilities are read from its characteristics, not the index:
      // asked of the cards alone (`mayWatchFor`), which see every ability a card has.
      return !mayWatchFor(s, "isDealtDamage") && !mayWatchFor(s, "dealsCombatDamage") && !watches(s, "attachedDoes") && !watches(s, "creatureDealtDamage") && !watches(s, "dealsDamage") && !watches(s, "aPermanentDealsDamage");
    case "step":
      break;
    default:
      return false;
  }
  const step = e.data.step as string;
  if (step === "upkeep") return !watches(s, "beginningOfStep") && upkeepTriggersNothing(s, watches);
  if (step === "endOfTurn") return !watches(s, "endOfTurn") && !s.delayed.some((d) => d.at === "endOfTurn");
  if (step === "endOfCombat" && s.delayed.some((d) => d.at === "endOfCombat")) return false;
  return !watches(s, "beginningOfStep");
}

/** 502.56a: whether the spell played has ripple (rippleTriggers reads its card). */
function ripples(s: GameState, e: GameEvent): boolean {
  const spell = s.objects[e.data.object as ObjectId];
  return spell?.kind === "card" && !!getCard(spell.card).ripple;
}

/** The upkeep's own sources (`triggeredBy`'s "step" case, suspendTriggers, epicTriggers): none waiting, in play or in a graveyard. */
function upkeepTriggersNothing(s: GameState, watches: Watches): boolean {
  if (watches(s, "beginningOfUpkeep") || s.epics?.length || s.delayed.some((d) => d.at === "nextUpkeep")) return false;
  for (const id of s.removed) if (isSuspended(s.objects[id] as CardObject)) return false;
  // A card in a graveyard has its card's abilities (208.2), and any an effect gives, which some permanent's static ability or a resolved effect would (`mayWatchFor`).
  return !mayWatchFor(s, "beginningOfUpkeep") && !graveyardMayWatch(s, "beginningOfUpkeep");
}

/** 601.2: a triggered ability sees only events within its controller's range of influence:
 * those involving a player (or a permanent controlled by a player) within it. */
function sees(s: GameState, watcher: CardObject, who: PlayerId): boolean {
  return inRange(s, controllerOf(s, watcher), who);
}

function triggeredBy(s: GameState, e: GameEvent, g: Game): Omit<PendingTrigger, "id" | "ordered">[] {
  const out: Omit<PendingTrigger, "id" | "ordered">[] = [];
  const fire = (source: LastKnown, controller: PlayerId, a: TriggeredAbility, sourceNow?: ObjectId, subject?: ObjectId, triggerPlayer?: PlayerId, event?: { eventAmount?: number; spellCost?: number; targeter?: ObjectId; subjectPT?: [number, number] }) => {
    // 404.3: an "intervening if" ability triggers only if its condition is true.
    if (a.condition && !conditionHolds(s, a.condition, controller, source.id, triggerPlayer)) return;
    out.push({ controller, source, text: a.text ?? `${possessive(source.name)} triggered ability`, specs: a.targets, effects: a.effects, ...(a.condition ? { condition: a.condition } : {}), ...(sourceNow ? { sourceNow } : {}), ...(subject ? { subject } : {}), ...(triggerPlayer ? { triggerPlayer } : {}), ...event });
  };
  const watchers = (on: TriggeredAbility["trigger"]["on"]) => watching(s, on);
  out.push(...suspendTriggers(s, e));
  out.push(...madnessTriggers(s, e)); // 502.24a
  out.push(...epicTriggers(s, e)); // 502.44a
  out.push(...rippleTriggers(s, e)); // 502.56a
  // 404.1: a damage event names how much was dealt ("that much"), the player dealt it ("that player") and the creature ("that creature").
  const dealt = e.type === "damage" || e.type === "combatDamage" ? { eventAmount: e.data.amount as number } : undefined;
  for (const { o, a, subject, player, spellCost, targeter } of eventTriggers(s, e)) fire(lastKnown(s, o), controllerOf(s, o), a, undefined, subject, player, spellCost !== undefined ? { spellCost } : targeter ? { targeter } : dealt);
  for (const d of damageTriggers(s, e)) fire(lastKnown(s, d.o), controllerOf(s, d.o), d.a, undefined, d.subject, d.player, dealt);
  for (const t of causeTriggers(s, e)) fire(t.source, t.controller, t.ability, t.now, t.subject); // caused by an opponent's spell or ability
  switch (e.type) {
    case "turnFaceUp": {
      // 502.26: "When [this] is turned face up" — it is face up now, with its abilities.
      const o = s.objects[e.data.object as ObjectId];
      if (!o || o.kind !== "card" || o.zone !== "play") break;
      for (const a of characteristics(s, o).abilities) if (a.kind === "triggered" && a.trigger.on === "turnedFaceUp") fire(lastKnown(s, o), controllerOf(s, o), a);
      break;
    }
    case "comesIntoPlay":
    case "playLand": {
      const entered = s.objects[e.data.object as string];
      if (!entered || entered.kind !== "card") break;
      // 402.8g: and the cards in graveyards whose ability returns them from there (Dragon Wings).
      for (const { o, a } of [...watchers("comesIntoPlay"), ...graveyardWatchers(s, "comesIntoPlay")]) {
        // 404.1: the event names the permanent and its controller ("its controller loses 1 life", Poisonbelly Ogre).
        if (subjectMatches(s, (a.trigger as { what: Subject }).what, o, entered) && sees(s, o, controllerOf(s, entered))) fire(lastKnown(s, o), controllerOf(s, o), a, undefined, entered.id, reads(a, "thatPlayer") ? controllerOf(s, entered) : undefined);
      }
      break;
    }
    case "putIntoGraveyardFromPlay": {
      const d = e.data as { card: { id: ObjectId; name: string }; last: LastKnown; controller: PlayerId; types: string[]; subtypes: string[]; token?: true; abilities?: TriggeredAbility[] };
      // Leaves-play abilities look back in time: the permanent's own abilities as it was in
      // play, with itself as it last existed as their source (a copy: the copied name).
      for (const a of d.abilities ?? []) fire(d.last, d.controller, a, d.card.id);
      // "When enchanted / equipped creature is put into a graveyard": its Auras and Equipment as they were then (attached-triggers.ts).
      // `now`: the Aura in the graveyard, if state-based effects have put it there already (follow-to-graveyard.ts).
      for (const x of (e.data.attached as { source: LastKnown; controller: PlayerId; abilities: TriggeredAbility[]; now?: ObjectId }[] | undefined) ?? []) for (const a of x.abilities) fire(x.source, x.controller, a, x.now, undefined, d.controller);
      // 410.10d: the abilities watching others leave play ("whenever a creature is put into a graveyard from play",
      // "whenever a creature dealt damage by ~ this turn ..."), as they were just before its batch left (look-back.ts).
      // 404.1: the event names the permanent's controller ("that creature's controller may draw a card", Fecundity) and the permanent as it last existed ("that creature's toughness", Proper Burial).
      for (const t of lookingBack(g, e)) fire(t.source, t.controller, t.ability, undefined, undefined, reads(t.ability, "thatPlayer") ? d.controller : undefined, reads(t.ability, "thatCreature") ? { subjectPT: [d.last.power, d.last.toughness] } : undefined);
      // 502.51c: the cards haunting it trigger from the removed-from-the-game zone, under their owners.
      for (const c of hauntedBy(s, e.data.object as ObjectId))
        for (const a of characteristics(s, c).abilities) if (a.kind === "triggered" && (a.trigger.on === "hauntedPutIntoGraveyard" || a.trigger.on === "comesIntoPlayOrHauntedPutIntoGraveyard")) fire(lastKnown(s, c), c.owner, a);
      for (const t of recoverTriggers(s, e)) fire(t.source, t.controller, t.ability, t.now); // 502.55: from the graveyard
      if (s.delayed.length) out.push(...graveyardDelayedTriggers(s, e.data.object as ObjectId)); // 404.?: "when that creature is put into a graveyard this turn"
      break;
    }
    case "leavesPlay": {
      // "When ~ leaves play": its own abilities as it had them in play, itself as it last existed their source (zones/leaves-play.ts).
      const d = e.data as { last: LastKnown; controller: PlayerId; abilities: TriggeredAbility[] };
      for (const a of d.abilities) fire(d.last, d.controller, a);
      break;
    }
    case "becomesTapped":
      for (const t of tapTriggers(s, e)) fire(lastKnown(s, t.o), controllerOf(s, t.o), t.a, undefined, t.subject, t.player);
      break;
    case "storm": {
      const t = stormTrigger(s, e); // 502.30a
      if (t) out.push(t);
      break;
    }
    case "replicate": {
      const t = replicateTrigger(s, e); // 502.52a
      if (t) out.push(t);
      break;
    }
    case "cycle":
      for (const t of cycleTriggers(s, e)) fire(t.source, t.controller, t.ability); // 502.18c
      break;
    case "unblocked":
    case "declareAttackers": {
      // "Whenever this creature attacks and isn't blocked" / "Whenever this creature attacks" (provoke, 502.29).
      const on = e.type === "unblocked" ? "attacksUnblocked" : "attacks";
      const again = e.data.again as ObjectId[] | undefined;
      for (const a of e.data.attackers as { attacker: ObjectId }[]) {
        const o = s.objects[a.attacker];
        if (!o || o.kind !== "card" || o.zone !== "play") continue;
        for (const ab of characteristics(s, o).abilities)
          if (ab.kind === "triggered" && ab.trigger.on === on && !("firstTimeInTurn" in ab.trigger && ab.trigger.firstTimeInTurn && again?.includes(o.id))) fire(lastKnown(s, o), controllerOf(s, o), ab);
      }
      break;
    }
    case "declareBlockers": {
      // "Whenever this blocks / becomes blocked" (309.? (?)): once per creature, however many
      // it blocks or is blocked by; then flanking's trigger for each blocker (502.3).
      const blocks = e.data.blocks as { blocker: ObjectId; attacker: ObjectId }[];
      const blockers = new Set(blocks.map((b) => b.blocker));
      const blocked = new Set(blocks.map((b) => b.attacker));
      for (const id of [...blocked, ...blockers]) {
        const o = s.objects[id];
        if (!o || o.kind !== "card" || o.zone !== "play") continue;
        for (const ab of characteristics(s, o).abilities) {
          if (ab.kind !== "triggered") continue;
          if (ab.trigger.on === "blocksOrBecomesBlocked" || (ab.trigger.on === "becomesBlocked" && blocked.has(id))) fire(lastKnown(s, o), controllerOf(s, o), ab);
        }
      }
      out.push(...flankingTriggers(s, blocks));
      break;
    }
    case "step":
      // 404.?: delayed triggers "at end of turn" trigger at the beginning of the end of turn step.
      if (e.data.step === "endOfTurn") {
        for (const d of s.delayed.filter((x) => x.at === "endOfTurn"))
          out.push({ controller: d.controller, source: d.source, text: d.text, specs: [], effects: d.effects, ...(d.subject ? { subject: d.subject } : {}) });
        s.delayed = s.delayed.filter((x) => x.at !== "endOfTurn");
      }
      if (e.data.step === "endOfCombat") out.push(...endOfCombatTriggers(s)); // 311.? (?): "at end of combat"
      if (e.data.step !== "upkeep") break;
      out.push(...nextUpkeepTriggers(s)); // 404.?: "at the beginning of the next turn's upkeep"
      // 402.8g: and the cards in graveyards whose upkeep ability returns them from there (Death of a Thousand Stings).
      for (const { o, a } of [...watchers("beginningOfUpkeep"), ...graveyardWatchers(s, "beginningOfUpkeep")]) {
        const whose = (a.trigger as { whose: "yours" | "each" }).whose;
        if ((whose === "each" && sees(s, o, e.data.active as PlayerId)) || actAsOne(s, controllerOf(s, o), e.data.active as PlayerId)) fire(lastKnown(s, o), controllerOf(s, o), a, undefined, undefined, e.data.active as PlayerId); // 606.6a: "your upkeep" is your team's
      }
      break;
  }
  return out;
}

/** Whether an ability's effects say "that player" (Zo-Zu the Punisher's "that land's controller"): only such an ability is given the player its event names, found once per ability. */

function subjectMatches(s: GameState, what: Subject, watcher: CardObject, subject: CardObject): boolean {
  if (what === "self") return watcher.id === subject.id;
  if (watcher.id === subject.id && (what.other || what.orSelf)) return !!what.orSelf; // "another" / "~ or another Zombie"
  return matchesFilter(s, subject, what, controllerOf(s, watcher));
}

/** The abilities that triggered join the waiting list, each with its id: a new list, as the copy
 * `apply` works on shares the list with the state it was given (game/clone.ts). */
function wait(s: GameState, fired: Omit<PendingTrigger, "id" | "ordered">[]): void {
  if (fired.length) s.triggered = [...s.triggered, ...fired.map((t) => ({ ...t, id: newId(s), ordered: false }))];
}

/**
 * Puts waiting triggered abilities on the stack, APNAP (the active player's first, so the
 * last player's resolve first). Returns false when a player must decide something first.
 */
export function putTriggersOnStack(g: Game): boolean {
  const s = g.s;
  for (const p of apnap(s)) {
    const mine = s.triggered.filter((t) => t.controller === p);
    if (mine.length === 0) continue;
    if (mine.length > 1 && mine.some((t) => !t.ordered)) {
      s.pending = { kind: "orderTriggers", player: p };
      return false;
    }
    if (!putOnStack(g, mine[0]!)) return false;
    return putTriggersOnStack(g);
  }
  // Triggers of players who have left the game don't go on the stack.
  s.triggered = [];
  return true;
}

/** 410.3: the controller chooses the order of his or her simultaneous triggered abilities. */
export function orderTriggers(g: Game, who: PlayerId, order: ObjectId[]): void {
  const s = g.s;
  const mine = s.triggered.filter((t) => t.controller === who).map((t) => t.id);
  if (order.length !== mine.length || new Set(order).size !== order.length || order.some((id) => !mine.includes(id)))
    illegal("410.3", `list each of your waiting triggered abilities once: ${mine.join(", ")}`);
  const rank = new Map(order.map((id, i) => [id, i]));
  const ordered = s.triggered.filter((t) => t.controller === who).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  s.triggered = [...s.triggered.filter((t) => t.controller !== who), ...ordered.map((t) => ({ ...t, ordered: true }))];
  s.pending = null;
  emit(g, { type: "orderTriggers", text: `${playerName(s, who)} puts triggered abilities on the stack in this order: ${ordered.map((t) => t.text).join(" / ")}.`, data: { player: who, order } });
}

/** Whether a triggered ability's effects say the event word (what the event named is kept only for the abilities that read it). */
/** Whether the ability's effects say the event's word (read once per ability: the check runs for every trigger event). */
function reads(a: TriggeredAbility, word: "thatPlayer" | "thatCreature"): boolean {
  const known = said[word];
  let v = known.get(a);
  if (v === undefined) known.set(a, (v = JSON.stringify(a.effects).includes(`"${word}"`)));
  return v;
}
const said = { thatPlayer: new WeakMap<TriggeredAbility, boolean>(), thatCreature: new WeakMap<TriggeredAbility, boolean>() };

function putOnStack(g: Game, t: PendingTrigger): boolean {
  const s = g.s;
  s.triggered = s.triggered.filter((x) => x !== t);
  const ability: StackAbility = {
    id: t.id,
    kind: "ability",
    controller: t.controller,
    source: t.source,
    text: t.text,
    specs: t.specs,
    effects: t.effects,
    origin: "triggered",
    ...(t.condition ? { condition: t.condition } : {}),
    ...(t.sourceNow ? { sourceNow: t.sourceNow } : {}),
    ...(t.subject ? { subject: t.subject } : {}),
    ...(t.triggerPlayer ? { triggerPlayer: t.triggerPlayer } : {}),
    ...(t.eventAmount !== undefined ? { eventAmount: t.eventAmount } : {}),
    ...(t.subjectPT ? { subjectPT: t.subjectPT } : {}),
    ...(t.spellCost !== undefined ? { spellCost: t.spellCost } : {}),
    ...(t.targeter ? { targeter: t.targeter } : {}),
    timestamp: newTimestamp(s),
    zone: "stack",
  };
  if (t.specs.length > 0) {
    // 410.4: no choice asked when only one is possible ("up to N" with no candidate: no target).
    const answers = targetAnswers(s, resolvable(s, ability), t.controller, 2);
    if (answers.length === 0) {
      emit(g, { type: "triggerRemoved", text: `${possessive(knownAs(t.source))} triggered ability has no legal target and is removed from the stack (410.4).`, data: { source: t.source.id } });
      return true;
    }
    if (answers.length === 1) Object.assign(ability, answers[0]);
  }
  putObject(s, ability);
  s.stack.push(ability.id);
  if (t.specs.length > 0 && !ability.targets) {
    s.pending = { kind: "triggerTargets", player: t.controller, object: ability.id };
    return false;
  }
  announce(g, ability);
  return true;
}

/** 410.4: the targets of a triggered ability, and the division among them (409.1c–d), are chosen as it is put on the stack. */
export function chooseTriggerTargets(g: Game, targets: Target[], division?: number[]): void {
  const s = g.s;
  const ability = s.objects[(s.pending as { object: ObjectId }).object] as StackAbility;
  const r = resolvable(s, ability);
  const problem = targetsProblem(s, ability.specs, targets, ability.controller, r.self);
  if (problem) illegal("409.1c", `${possessive(r.name)} triggered ability (410.4): ${problem}`);
  const split = divisionProblem(r, targets, division);
  if (split) illegal("409.1d", `${possessive(r.name)} triggered ability (410.4): ${split}`);
  const chosen = ownObject(s, ability.id) as StackAbility;
  chosen.targets = targets;
  if (division) chosen.division = division;
  s.pending = null;
  // The object as chosen (copy on write): its targets become targets now (410.4).
  announce(g, chosen);
}

function announce(g: Game, a: StackAbility): void {
  const r = resolvable(g.s, a);
  const targets = a.specs.length > 0 ? ` (targeting ${describeTargets(g.s, r, r.targets, a.division)})` : "";
  emit(g, { type: "trigger", text: `${possessive(knownAs(a.source))} ability triggers: ${a.text}${targets}`, data: { object: a.id, source: a.source.id, controller: a.controller, targets: a.targets ?? [], ...(a.division ? { division: a.division } : {}) } });
}

/** The condition of an "intervening if" clause (404.3?); `source`: the permanent whose ability it is. */
export function conditionHolds(s: GameState, c: NonNullable<TriggeredAbility["condition"]>, controller: PlayerId, source?: ObjectId, triggerPlayer?: PlayerId): boolean {
  return holds(s, c, controller, source, triggerPlayer);
}
