// The decision a player owes, described for a client that may know nothing about Magic:
// a plain-English prompt and options that are complete actions, ready to post. Where the
// choice is combinatorial (attackers, blockers, damage division, discards) `details` gives
// the candidates and limits, and the options list a bounded selection of the combinations.
import { getCard } from "../../cards/registry.js";
import { anyNumberCandidates, paysXLife } from "../spells/costs.js";
import { costKindDetails } from "../spells/cost-kinds.js";
import { copyCandidates, copyOptions } from "../effects/copying.js";
import { attackCandidates, blockCandidates, describeTarget } from "../combat/combat.js";
import { assignmentDetails, assignmentPrompt, defaultAssignments } from "../combat/damage-assignment.js";
import { blockRequirementProblem, mustAttack, requiredBlocks } from "../combat/requirements.js";
import { declarationRestrictionProblem } from "../combat/block-restrictions.js";
import { attackDeclarationProblem, needsGreaterAttacker } from "../combat/attack-restrictions.js";
import { blockedAttackers, blockerDivisionExamples, maxBlocks } from "../combat/multiple-blocks.js";
import { characteristics } from "../effects/characteristics.js";
import { readingState } from "../effects/characteristics.js";
import { card, nameOf, obj, player, playerName } from "./game.js";
import { knownAs } from "../zones/zones.js";
import { amplifyCandidates, choiceOptions, resolvable, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { dividedAmount, targetAnswers } from "../spells/dividing.js";
import { replacementDecision } from "../effects/replacement.js";
import { newTargetOptions, newTargetPrompt } from "../spells/spell-copies.js";
import { openingHandCards } from "./starting.js";
import { canAffordTargets, maxX } from "../spells/playing.js";
import { describeSpec, targetCandidates, targetRange } from "../spells/targets.js";
import { formatMana } from "../spells/mana.js";
import { paymentOptions } from "../spells/mana-abilities.js";
import { priorityActions } from "../turn/priority.js";
import { specialActions } from "../keywords/special-actions.js";
import { targetChoices, targeter } from "../spells/targets.js";
import { stepLabel } from "../turn/turn.js";
import { wordChoices, wordPrompt } from "../effects/text-changing.js";
import { optionalUntaps } from "../turn/untap-step.js";
import { unlessPaysDecision } from "../spells/unless-pays.js";
import { rippleDecision } from "../keywords/ripple.js";
import { orderAnswers, subsetAnswers, subsetRule } from "./choices.js";
import { searchDecision } from "../effects/search.js";
import { returnDecision } from "../effects/sweep.js";
import { untapChosenDecision } from "../effects/untap-up-to.js";
import { untapTypeDecision } from "../turn/untap-type.js";
import { sacrificeDecision } from "../effects/edicts.js";
import { handToTopDecision } from "../effects/hand-to-top.js";
import { payLifeOrTappedDecision } from "../zones/arrival-choices.js";
import { payLifeDecision } from "../effects/draw-reveal.js";
import { colorChoiceDecision } from "../effects/color-choice.js";
import { chooseFromHandDecision, putFromHandDecision, revealFromHandDecision } from "../effects/hands.js";
import { imprintDecision } from "../effects/imprint.js";
import { chooseTopDecision, orderTopDecision } from "../effects/library-top.js";
import { orderHandDecision } from "../effects/hand-to-bottom.js";
import { chooseTopOfDecision } from "../effects/top-cards.js";
import { scryDecision } from "../keywords/scry.js";
import { returnChosenDecision } from "../effects/return-chosen.js";
import { spliceDetails } from "../keywords/splice.js";
import { convokeDetails } from "../keywords/convoke.js";
import { replicateDetails } from "../keywords/replicate.js";
import { chooseSourceDecision } from "../effects/source-shields.js";
import { nameAndOpponentDecision } from "../zones/name-and-opponent.js";
import { nameCardDecision } from "../effects/naming.js";
import { canBackOut } from "../keywords/madness.js";
import type { Action, Decision, GameObject, GameState, ObjectId, PlayerId, StackAbility, Target } from "./types.js";
import { possessive } from "../view/wording.js";
import { handSizeWords } from "../effects/hand-rules.js";
import { resolvingUnlessDiscard, unlessDiscardDecision } from "../effects/unless-discard.js";

const MAX_OPTIONS = 200;
/** Marks a decision whose options are only some of its answers (the rest are described in its details). */
const cut = (truncated: boolean) => (truncated ? { truncated: true as const } : {});

/** How many ways there are to choose k of n, counted only up to `limit` + 1. */
function choose(n: number, k: number, limit: number): number {
  let ways = 1;
  for (let i = 1; i <= k && ways <= limit; i++) ways = (ways * (n - k + i)) / i;
  return ways;
}

export function legalDecision(s: GameState, who: PlayerId): Decision | null {
  return readingState(s, () => decide(s, who));
}

function decide(s: GameState, who: PlayerId): Decision | null {
  const pending = s.pending;
  if (!pending || pending.player !== who || s.status === "finished") return null;
  const base = { player: who, kind: pending.kind };
  switch (pending.kind) {
    case "mulligan": {
      const n = player(s, who).hand.length;
      return {
        ...base,
        prompt: `You have ${n} cards in hand. Keep them, or mulligan: shuffle your hand into your library and draw ${n - 1}.`,
        options: [{ type: "keep" }, { type: "mulligan" }],
      };
    }
    case "priority": {
      const options = priorityActions(s, who);
      const spells: ObjectId[] = [];
      let chosenCosts: Action[] | undefined; // abilities listed with a cost answer (409.1f)
      for (const o of options) {
        if (o.type === "playSpell") spells.push(o.card);
        else if (o.type === "playAbility" && o.costs) (chosenCosts ??= []).push(o);
      }
      const special = specialActions(s, who); // 502.26c, 502.59a
      // Built key by key (a listing at almost every priority; spreading empty objects cost more than the rest of this).
      const details: NonNullable<Decision["details"]> = {};
      const sacrifices = spells.length ? anyNumberSacrifices(s, who, options) : [];
      if (sacrifices.length) details.sacrificeAnyNumber = sacrifices;
      // 409.1f: an ability whose cost chooses several objects is listed with one answer; these are the candidates of any other.
      const several = chosenCosts ? costKindDetails(s, who, chosenCosts) : [];
      if (several.length) details.costChoices = several;
      // 502.40a: the spells listed without splicing, and the cards that may be spliced onto each (any of them, in any order).
      const splice = spells.length ? spliceDetails(s, who, spells) : [];
      if (splice.length) details.splice = splice;
      // 502.46a: the creatures that may be tapped for each convoke spell listed (any of them).
      const convoke = spells.length ? convokeDetails(s, who, spells) : [];
      if (convoke.length) details.convoke = convoke;
      // 502.52a: the spells listed without paying replicate, whose replicate cost may be paid any number of times.
      const replicate = spells.length ? replicateDetails(s, spells) : [];
      if (replicate.length) details.replicate = replicate;
      if (special.details.turnFaceUp) details.turnFaceUp = special.details.turnFaceUp;
      if (special.details.suspend) details.suspend = special.details.suspend;
      const decision: Decision = { player: who, kind: pending.kind, prompt: priorityPrompt(s, who) + special.prompt, options };
      if (Object.keys(details).length) decision.details = details;
      return decision;
    }
    case "targets":
      return targetsDecision(s, who);
    case "payment":
      return paymentDecision(s, who);
    case "reveal": {
      const spell = card(s, pending.object);
      const candidates = amplifyCandidates(s, spell);
      return {
        ...base,
        prompt: `Amplify ${getCard(spell.card).amplify} (${spell.card}): reveal any number of cards from your hand that share a creature type with it; it comes into play with that many +1/+1 counters times the amplify number.`,
        options: subsetAnswers(candidates).map((cards): Action => ({ type: "reveal", cards })),
        details: { candidates: candidates.map((id) => ({ id, name: card(s, id).card })), choose: subsetRule(0, candidates.length) },
      };
    }
    case "mode": {
      const spell = card(s, s.playing!.object);
      const info = getCard(spell.card);
      // 502.32: with Entwine, one more choice: all the modes (numbered after the last).
      const modes = info.spell!.entwined ? [...info.spell!.modes, { ...info.spell!.entwined, text: `all of them (Entwine ${info.entwine}: pay ${info.entwine} more)` }] : info.spell!.modes;
      const playable = modes.map((m, i) => ({ m, i })).filter(({ m }) => m.targets.length === 0 || targetChoices(s, m.targets, who, 1, targeter(spell.id)).length > 0);
      // 502.59a: a spell an effect plays as it resolves (suspend, Panoptic Mirror) can't be backed out of.
      const cancel = canBackOut(s.playing!);
      return {
        ...base,
        prompt: `Choose one for ${spell.card}: ${modes.map((m, i) => `(${i}) ${m.text}`).join("; ")}.${cancel ? " Or cancel." : ""}`,
        options: [...playable.map(({ i }): Action => ({ type: "chooseMode", mode: i })), ...(cancel ? [{ type: "cancel" } as const] : [])],
        details: { modes: modes.map((m, i) => ({ mode: i, text: m.text })) },
      };
    }
    case "x": {
      const spell = obj(s, s.playing!.object);
      const max = maxX(s, who);
      const life = spell.kind === "card" && paysXLife(getCard(spell.card)) ? ` You also pay X life (215.4: no more than your ${player(s, who).life}).` : "";
      const name = spell.kind === "card" ? spell.card : `${possessive(spell.source.name)} ability`;
      const cancel = canBackOut(s.playing!); // 502.59a
      return {
        ...base,
        prompt: `Announce the value of X for ${name} (${s.playing!.cost}); you can pay for X up to ${max}.${life}${cancel ? " Or cancel." : ""}`,
        options: [...targetableXs(s, spell, who, max).map((v): Action => ({ type: "chooseX", value: v })), ...(cancel ? [{ type: "cancel" } as const] : [])],
        details: { min: 0, max },
      };
    }
    case "attackers":
      return attackersDecision(s, who);
    case "blockers":
      return blockersDecision(s, who);
    case "combatDamage":
      return combatDamageDecision(s, who, pending.attacker);
    case "blockerDamage":
      return blockerDamageDecision(s, who, pending.blocker);
    case "orderTriggers": {
      const mine = s.triggered.filter((t) => t.controller === who);
      // 410.3: any order may be posted (each id once); the listed and reversed orders are ready-made.
      return {
        ...base,
        prompt: "Several of your triggered abilities triggered at once. Choose the order they go on the stack: the first listed goes on first and resolves last. Post the ids of details.triggers in any order, each once.",
        options: orderAnswers(mine.map((t) => t.id)).map((order): Action => ({ type: "orderTriggers", order })),
        details: { triggers: mine.map((t) => ({ id: t.id, text: t.text, source: t.source.name })), answer: "every id of triggers, each once, in the order they go on the stack" },
      };
    }
    case "triggerTargets":
      return triggerTargetsDecision(s, who, pending.object);
    case "replacement":
      return replacementDecision(s, who);
    case "choose": {
      if (pending.what === "cardName") return nameCardDecision(s, pending);
      if (pending.what === "namedCard" || pending.what === "opponent") return nameAndOpponentDecision(s, pending);
      if (pending.resolving || pending.what === "tapOrUntap" || pending.what === "auraHome") return colorChoiceDecision(s, pending);
      const spell = card(s, pending.object);
      const choices = choiceOptions(pending.what);
      const what = pending.what === "color" ? "a color (W white, U blue, B black, R red, G green)" : "a creature type";
      return {
        ...base,
        prompt: `As ${spell.card} comes into play${pending.copy ? ` as a copy of ${pending.copy.of}` : ""}, choose ${what}.`,
        options: choices.map((choice): Action => ({ type: "choose", choice })),
        details: { what: pending.what, object: pending.object, name: spell.card },
      };
    }
    case "changeText": {
      const spell = resolvingNow(s).name;
      return {
        ...base,
        prompt: wordPrompt(pending, spell, describeTarget(s, { object: pending.object })),
        options: wordChoices(pending).map((choice): Action => ({ type: "choose", choice })),
        details: { object: pending.object, words: pending.words, ...(pending.from ? { from: pending.from } : {}) },
      };
    }
    case "copy": {
      const spell = card(s, pending.object);
      const of = getCard(spell.card).comesIntoPlayAsCopy!.of;
      const candidates = copyCandidates(s, spell);
      const aura = of === "enchantment" ? " A copy of an Aura comes into play attached to what you choose for it to enchant (not targeted)." : "";
      return {
        ...base,
        prompt: `As ${spell.card} comes into play, you may choose ${of === "creature" ? "a creature" : "an enchantment"} in play: ${spell.card} comes into play as a copy of it.${aura} Or choose no copy: ${spell.card} comes into play as itself.`,
        options: copyOptions(s, spell),
        details: { object: pending.object, name: spell.card, candidates: candidates.map((id) => ({ id, name: nameOf(card(s, id)) })) },
      };
    }
    case "newTarget":
      return {
        ...base,
        prompt: newTargetPrompt(s),
        options: newTargetOptions(s).map((target): Action => ({ type: "chooseNewTarget", target })),
        details: { object: pending.object, index: pending.index, targets: newTargetOptions(s).map((t) => ({ ...t, name: describeTarget(s, t) })) },
      };
    case "may":
      return { ...base, prompt: pending.prompt, options: [{ type: "may", accept: true }, { type: "may", accept: false }] };
    case "unlessPays":
      return unlessPaysDecision(s, pending);
    case "untap": {
      const candidates = optionalUntaps(s, who);
      const ids = candidates.map((o) => o.id);
      return {
        ...base,
        prompt: `Your untap step: you untap all your permanents, but you may choose not to untap ${candidates.map((o) => o.card).join(", ")}. Choose which of them stay tapped: none, any of them or all (post any subset of details.candidates).`,
        options: subsetAnswers(ids).map((keepTapped): Action => ({ type: "chooseUntap", keepTapped })),
        details: { candidates: candidates.map((o) => ({ id: o.id, name: o.card })), choose: subsetRule(0, ids.length) },
      };
    }
    case "search":
      return searchDecision(s, who);
    case "chooseSource":
      return chooseSourceDecision(s, who);
    case "returnAnyNumber":
      return returnDecision(s, who);
    case "untapChosen":
      return untapChosenDecision(s, who);
    case "untapType":
      return untapTypeDecision(s, who);
    case "ripple":
      return rippleDecision(s, pending);
    case "sacrifice":
      return sacrificeDecision(s, who);
    case "payLifeOrTapped":
      return payLifeOrTappedDecision(s, pending);
    case "othersMayPayLife":
      return payLifeDecision(s, pending);
    case "chooseFromHand":
      return chooseFromHandDecision(s, pending);
    case "orderTop":
      return pending.hand ? orderHandDecision(s, pending) : orderTopDecision(s, pending);
    case "putFromHand":
      return putFromHandDecision(s, pending);
    case "handToTop":
      return handToTopDecision(s, pending);
    case "imprint":
      return imprintDecision(s, pending);
    case "revealFromHand":
      return revealFromHandDecision(s, pending);
    case "chooseTop":
      return pending.of ? chooseTopOfDecision(s, pending) : chooseTopDecision(s, pending);
    case "scry":
      return scryDecision(s, pending);
    case "returnChosen":
      return returnChosenDecision(s, who);
    case "openingHand": {
      const cards = openingHandCards(s, who);
      return {
        ...base,
        prompt: `Before the game begins: you may begin the game with any of these cards from your opening hand in play: ${cards.map((id) => card(s, id).card).join(", ")}. Choose which: none, any of them or all (post any subset of details.candidates).`,
        options: subsetAnswers(cards).map((c): Action => ({ type: "beginInPlay", cards: c })),
        details: { candidates: cards.map((id) => ({ id, name: card(s, id).card })), choose: subsetRule(0, cards.length) },
      };
    }
    case "discard": {
      const unless = resolvingUnlessDiscard(s);
      if (unless) return unlessDiscardDecision(s, who, unless);
      const hand = player(s, who).hand;
      const combos = combinations(hand, pending.count, MAX_OPTIONS);
      const why = pending.reason === "cleanup" ? `down to your maximum hand size of ${handSizeWords(hand.length - pending.count)} (314.1, 217.3b)` : "";
      return {
        ...base,
        prompt: `Discard ${pending.count} card${pending.count > 1 ? "s" : ""} ${why}`.trim() + ".",
        options: combos.map((cards): Action => ({ type: "discard", cards })),
        details: { count: pending.count, candidates: hand.map((id) => ({ id, name: card(s, id).card })) },
        ...cut(choose(hand.length, pending.count, MAX_OPTIONS) > MAX_OPTIONS),
      };
    }
  }
}

/**
 * 409.1b: a spell whose additional cost sacrifices any number of permanents is listed once,
 * sacrificing none; these are the permanents any set of which may be announced instead.
 */
function anyNumberSacrifices(s: GameState, who: PlayerId, options: Action[]): { card: ObjectId; name: string; candidates: { id: ObjectId; name: string }[] }[] {
  const out: { card: ObjectId; name: string; candidates: { id: ObjectId; name: string }[] }[] = [];
  for (const o of options) {
    if (o.type !== "playSpell" || !o.costs || !("sacrificeAnyNumber" in o.costs) || out.some((x) => x.card === o.card)) continue;
    const spell = card(s, o.card);
    out.push({ card: o.card, name: spell.card, candidates: anyNumberCandidates(s, who, spell).map((id) => ({ id, name: card(s, id).card })) });
  }
  return out;
}

/** 409.1c–d: each complete choice of targets (and division) whose total cost can still be paid. */
/**
 * The values of X worth listing for a spell: X is announced before targets are chosen (409.1b,
 * 409.1c), so a value that leaves a target word of the spell with no legal target ("artifact or
 * enchantment with converted mana cost X", Molder) would only lead to backing out; those are left
 * out of the options (announcing one is still accepted). If no value leaves a target, all are listed.
 */
function targetableXs(s: GameState, spell: GameObject, who: PlayerId, max: number): number[] {
  const all = Array.from({ length: max + 1 }, (_, v) => v);
  if (spell.kind !== "card") return all;
  const r = resolvable(s, spell);
  if (r.declared.length === 0) return all;
  const some = all.filter((v) => targetAnswers(s, { ...r, x: v, self: { ...r.self!, x: v } }, who, 1).length > 0);
  return some.length > 0 ? some : all;
}

function targetsDecision(s: GameState, who: PlayerId): Decision {
  const o = obj(s, s.playing!.object);
  const r = resolvable(s, o);
  const answers = targetAnswers(s, r, who, MAX_OPTIONS + 1, (targets) => o.kind !== "card" || canAffordTargets(s, o, targets.length));
  // 502.59a: a spell an effect plays as it resolves (suspend, Panoptic Mirror) can't be backed out of.
  const byEffect = !canBackOut(s.playing!);
  return answersDecision(s, who, "targets", r, answers, `Choose ${targetWords(r)} for ${r.name}.${divisionWords(r)}${byEffect ? "" : " Or cancel."}`, byEffect ? [] : [{ type: "cancel" }]);
}

/** 410.4: a triggered ability's targets (and division) are chosen as it is put on the stack. */
function triggerTargetsDecision(s: GameState, who: PlayerId, object: ObjectId): Decision {
  const ability = obj(s, object) as StackAbility;
  const r = resolvable(s, ability);
  const prompt = `${possessive(r.name)} triggered ability goes on the stack ("${ability.text}"): choose ${targetWords(r)}.${divisionWords(r)}`;
  return answersDecision(s, who, "triggerTargets", r, targetAnswers(s, r, who, MAX_OPTIONS + 1), prompt, []);
}

function answersDecision(s: GameState, who: PlayerId, kind: "targets" | "triggerTargets", r: Resolvable, found: { targets: Target[]; division?: number[] }[], prompt: string, more: Action[]): Decision {
  // One more than the cap was asked for: finding it means the list is cut.
  const answers = found.slice(0, MAX_OPTIONS);
  // Each choice of targets once, whatever the divisions offered with it.
  const choices = [...new Map(answers.map((a) => [JSON.stringify(a.targets), a.targets])).values()];
  const divided = dividedAmount(r);
  return {
    player: who,
    kind,
    prompt,
    options: [...answers.map((a): Action => ({ type: "chooseTargets", ...a })), ...more],
    details: {
      targets: choices.map((c) => c.map((t) => ({ ...t, name: describeTarget(s, t) }))),
      // The options are capped: each word's candidates and how many it takes let a client build any other choice.
      words: r.declared.map((spec) => {
        const [min, max] = targetRange(spec);
        return { text: describeSpec(spec), min, max: max === Infinity ? null : max, ...(spec.another ? { another: true } : {}), candidates: targetCandidates(s, spec, who, r.self).map((t) => ({ ...t, name: describeTarget(s, t) })) };
      }),
      ...(divided ? { divide: divided.total, unit: divided.unit } : {}),
    },
    ...cut(found.length > MAX_OPTIONS),
  };
}

/** The target words of a spell or ability, in plain English. */
function targetWords(r: Resolvable): string {
  return r.declared.map((t) => `${t.upTo ? `up to ${t.upTo} targets` : t.exactly ? `${t.exactly} targets` : t.anyNumber ? "any number of targets" : t.another ? "another target" : "a target"}: ${describeSpec(t)}`).join(", then ");
}

function divisionWords(r: Resolvable): string {
  const d = dividedAmount(r);
  return d ? ` Divide ${d.total} ${d.unit} among the last targets, at least 1 to each (409.1d).` : "";
}

function priorityPrompt(s: GameState, who: PlayerId): string {
  const t = s.turn;
  const whose = t.active === who ? "your" : `${possessive(playerName(s, t.active))}`;
  const top = s.stack.length ? ` ${stackWords(s)}` : "";
  return `Turn ${t.number}, ${whose} ${stepLabel(t.phase, t.step)}. You have priority: play something or pass.${top}`;
}

/** What is on the stack, top first, and whose it is: public (a face-down spell is named as such, 504). */
function stackWords(s: GameState): string {
  const named = [...s.stack].reverse().map((id) => {
    const o = obj(s, id);
    const what = o.kind === "card" ? nameOf(o) : `${possessive(knownAs(o.source))} ability`;
    return `${what} (${possessive(playerName(s, o.controller))})`;
  });
  const rest = named.length > 1 ? `, then ${named.slice(1).join(", ")}` : "";
  return `On the stack: ${named[0]} on top${rest}. The top one resolves if all players pass in succession.`;
}

function paymentDecision(s: GameState, who: PlayerId): Decision {
  // What is paid for, named as `resolvable` names it (without building the rest of it): a spell, or its source's ability.
  const o = obj(s, s.playing!.object);
  const what = o.kind === "card" ? nameOf(o) : `${possessive(o.source.name)} ability`;
  const { options, details } = paymentOptions(s, who, s.playing!.cost, s.playing!.otherCosts);
  return {
    player: who,
    kind: "payment",
    prompt: `Pay ${s.playing!.cost} for ${what}. Your mana pool holds ${formatMana(details.pool) || "nothing"}. Post autoPay to have the engine tap what pays it, or play mana abilities to add mana, then pay${!canBackOut(s.playing!) ? "" : "; or cancel"}.`,
    // One answer pays it all (auto-pay.ts) whenever the listed answers can.
    options: [...(options.length > 0 ? [{ type: "autoPay" } as const] : []), ...options, ...(!canBackOut(s.playing!) ? [] : [{ type: "cancel" } as const])],
    details,
  };
}

function attackersDecision(s: GameState, who: PlayerId): Decision {
  const cands = attackCandidates(s);
  // 308.1: any set of the candidates may attack, each one of its possible defenders: described
  // in details, validated when posted. Ready-made: no attack, everything (each at its first
  // possible defender), and each creature alone (at each defender), up to the cap. A creature
  // that attacks each turn if able is in every one (308.2).
  const required = mustAttack(s);
  const forced = cands.filter((c) => required.includes(c.creature.id)).map((c) => ({ attacker: c.creature.id, defender: c.defenders[0]! }));
  const options: Action[] = [{ type: "declareAttackers", attackers: forced }];
  if (cands.length - forced.length > 1) options.push({ type: "declareAttackers", attackers: cands.map((c) => ({ attacker: c.creature.id, defender: c.defenders[0]! })) });
  let capped = false;
  for (const c of cands) {
    if (required.includes(c.creature.id)) continue;
    for (const d of c.defenders) {
      if (options.length < MAX_OPTIONS) options.push({ type: "declareAttackers", attackers: [...forced, { attacker: c.creature.id, defender: d }] });
      else capped = true;
    }
  }
  // 500.2: "can't attack unless a creature with greater power also attacks" (Okk): only the ready-made declarations that obey it.
  const listed = cands.some((c) => needsGreaterAttacker(s, c.creature)) ? options.filter((o) => o.type === "declareAttackers" && !attackDeclarationProblem(s, o.attackers)) : options;
  return {
    player: who,
    kind: "attackers",
    prompt: `Declare attackers: choose which of ${s.format === "two-headed-giant" ? "your team's" : "your"} creatures attack (attacking creatures become tapped unless they have vigilance; creatures with defender can't attack), or attack with none${mustAttack(s).length ? "; creatures that attack each turn if able must attack" : ""}. Any set of details.candidates may be posted, each attacking one of its defenders.`,
    options: listed,
    details: { candidates: cands.map((c) => ({ id: c.creature.id, name: c.creature.card, defenders: c.defenders })) },
    ...cut(capped),
  };
}

function blockersDecision(s: GameState, who: PlayerId): Decision {
  const cands = blockCandidates(s, who);
  const options: Action[] = [{ type: "declareBlockers", blocks: [] }];
  let capped = false;
  const add = (o: Action) => (options.length < MAX_OPTIONS ? options.push(o) : (capped = true));
  for (const c of cands) for (const a of c.attackers) add({ type: "declareBlockers", blocks: [{ blocker: c.blocker.id, attacker: a }] });
  const walk = (i: number, acc: { blocker: ObjectId; attacker: ObjectId }[]) => {
    if (capped) return;
    if (i === cands.length) {
      if (acc.length > 1) add({ type: "declareBlockers", blocks: acc });
      return;
    }
    walk(i + 1, acc);
    for (const a of cands[i]!.attackers) walk(i + 1, [...acc, { blocker: cands[i]!.blocker.id, attacker: a }]);
  };
  walk(0, []);
  // 309.2: a creature that can block several attackers is shown blocking as many as it may.
  for (const c of cands) {
    const most = maxBlocks(s, c.blocker);
    if (most > 1 && c.attackers.length > 1) options.push({ type: "declareBlockers", blocks: c.attackers.slice(0, most).map((attacker) => ({ blocker: c.blocker.id, attacker })) });
  }
  // 502.29: only declarations that obey the block requirements (provoke), one of them always, and
  // 309.2's restrictions on the whole declaration ("except by two or more creatures").
  // Each declaration once (a set of their texts: comparing each with every other was quadratic).
  const seen = new Set<string>();
  const obeying = [{ type: "declareBlockers" as const, blocks: requiredBlocks(s, who) }, ...options].filter(
    (o) => o.type === "declareBlockers" && !seen.has(JSON.stringify(o)) && (seen.add(JSON.stringify(o)), !blockRequirementProblem(s, who, o.blocks) && !declarationRestrictionProblem(s, o.blocks)),
  );
  return {
    player: who,
    kind: "blockers",
    prompt: `Declare blockers: each of ${s.format === "two-headed-giant" ? "your team's" : "your"} untapped creatures may block one creature attacking ${s.format === "two-headed-giant" ? "your team" : "you"} (only creatures with flying can block fliers; fear, shadow, landwalk and protection limit blockers too; a provoked creature must block its provoker if able).`,
    options: obeying,
    details: { candidates: cands.map((c) => ({ id: c.blocker.id, name: c.blocker.card, canBlock: c.attackers, ...(maxBlocks(s, c.blocker) > 1 ? { maxBlocks: maxBlocks(s, c.blocker) === Infinity ? "any" : maxBlocks(s, c.blocker) } : {}) })) },
    ...cut(capped),
  };
}

function blockerDamageDecision(s: GameState, who: PlayerId, blocker: ObjectId): Decision {
  const b = card(s, blocker);
  const power = Math.max(0, characteristics(s, b).power ?? 0);
  return {
    player: who,
    kind: "blockerDamage",
    prompt: `Divide ${possessive(nameOf(b))} ${power} combat damage among the attacking creatures it blocks, as you choose (310.1). Any division that adds up to ${power} may be posted; the options are complete examples.`,
    options: blockerDivisionExamples(s, b).map((division): Action => ({ type: "assignBlockerDamage", blocker, division })),
    details: { blocker, power, attackers: blockedAttackers(s, blocker).map((a) => ({ id: a.id, name: a.card })) },
  };
}

function combatDamageDecision(s: GameState, who: PlayerId, attacker: ObjectId): Decision {
  const a = card(s, attacker);
  const details = assignmentDetails(s, a);
  const options = defaultAssignments(s, a).map(({ division, toPlayer }): Action => ({ type: "assignCombatDamage", attacker, division, ...(toPlayer ? { toPlayer } : {}) }));
  return {
    player: who,
    kind: "combatDamage",
    prompt: assignmentPrompt(s, a),
    options,
    details,
  };
}

/** The first `limit` combinations of k items. A branch that can no longer reach k items is
 * not walked, so the cost is bounded by limit × k, whatever the number of items. */
export function combinations<T>(items: T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) return void out.push(acc);
    for (let i = start; i <= items.length - (k - acc.length) && out.length < limit; i++) walk(i + 1, [...acc, items[i]!]);
  };
  walk(0, []);
  return out;
}
