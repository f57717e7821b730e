// The decision a player owes, described for a client that may know nothing about Magic:
// a plain-English prompt and options that are complete actions, ready to post. Where the
// choice is combinatorial (attackers, blockers, damage division, discards) `details` gives
// the candidates and limits, and the options list a bounded selection of the combinations.
import { getCard } from "../../cards/registry.js";
import { anyNumberCandidates, paysXLife } from "../spells/costs.js";
import { copyCandidates, copyOptions } from "../effects/copying.js";
import { characteristics } from "../effects/characteristics.js";
import { attackCandidates, blockCandidates, describeTarget, liveBlockers } from "../combat/combat.js";
import { card, nameOf, obj, player, playerName } from "./game.js";
import { amplifyCandidates, choiceOptions, resolvable, type Resolvable } from "../spells/resolve.js";
import { dividedAmount, targetAnswers } from "../spells/dividing.js";
import { replacementDecision } from "../effects/replacement.js";
import { newTargetOptions, newTargetPrompt } from "../spells/spell-copies.js";
import { openingHandCards } from "./starting.js";
import { canAffordTargets, maxX } from "../spells/playing.js";
import { describeSpec, targetCandidates, targetRange } from "../spells/targets.js";
import { formatMana } from "../spells/mana.js";
import { paymentOptions } from "../spells/mana-abilities.js";
import { priorityActions } from "../turn/priority.js";
import { targetChoices, targeter } from "../spells/targets.js";
import { stepLabel } from "../turn/turn.js";
import { wordChoices, wordPrompt } from "../effects/text-changing.js";
import { optionalUntaps } from "../turn/untap-step.js";
import { unlessPaysDecision } from "../spells/unless-pays.js";
import { spliceDetails } from "../keywords/splice.js";
import { convokeDetails } from "../keywords/convoke.js";
import { replicateDetails } from "../keywords/replicate.js";
import type { Action, Decision, GameState, ObjectId, PlayerId, StackAbility, Target } from "./types.js";

const MAX_OPTIONS = 200;

export function legalDecision(s: GameState, who: PlayerId): Decision | null {
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
      const sacrifices = anyNumberSacrifices(s, who, options);
      // 502.40a: the spells listed without splicing, and the cards that may be spliced onto each (any of them, in any order).
      const splice = spliceDetails(s, who, options.flatMap((o) => (o.type === "playSpell" ? [o.card] : [])));
      // 502.46a: the creatures that may be tapped for each convoke spell listed (any of them).
      const convoke = convokeDetails(s, who, options.flatMap((o) => (o.type === "playSpell" ? [o.card] : [])));
      // 502.52a: the spells listed without paying replicate, whose replicate cost may be paid any number of times.
      const replicate = replicateDetails(s, options.flatMap((o) => (o.type === "playSpell" ? [o.card] : [])));
      const details = { ...(sacrifices.length ? { sacrificeAnyNumber: sacrifices } : {}), ...(splice.length ? { splice } : {}), ...(convoke.length ? { convoke } : {}), ...(replicate.length ? { replicate } : {}) };
      return { ...base, prompt: priorityPrompt(s, who), options, ...(Object.keys(details).length ? { details } : {}) };
    }
    case "targets":
      return targetsDecision(s, who);
    case "payment":
      return paymentDecision(s, who);
    case "reveal": {
      const spell = card(s, pending.object);
      const candidates = amplifyCandidates(s, spell);
      const subsets = [0, ...candidates.map((_, i) => i + 1)].flatMap((k) => combinations(candidates, k, MAX_OPTIONS));
      return {
        ...base,
        prompt: `Amplify ${getCard(spell.card).amplify} (${spell.card}): reveal any number of cards from your hand that share a creature type with it; it comes into play with that many +1/+1 counters times the amplify number.`,
        options: subsets.slice(0, MAX_OPTIONS).map((cards): Action => ({ type: "reveal", cards })),
        details: { candidates: candidates.map((id) => ({ id, name: card(s, id).card })) },
      };
    }
    case "mode": {
      const spell = card(s, s.playing!.object);
      const info = getCard(spell.card);
      // 502.32: with Entwine, one more choice: all the modes (numbered after the last).
      const modes = info.spell!.entwined ? [...info.spell!.modes, { ...info.spell!.entwined, text: `all of them (Entwine ${info.entwine}: pay ${info.entwine} more)` }] : info.spell!.modes;
      const playable = modes.map((m, i) => ({ m, i })).filter(({ m }) => m.targets.length === 0 || targetChoices(s, m.targets, who, 1, targeter(spell.id)).length > 0);
      return {
        ...base,
        prompt: `Choose one for ${spell.card}: ${modes.map((m, i) => `(${i}) ${m.text}`).join("; ")}. Or cancel.`,
        options: [...playable.map(({ i }): Action => ({ type: "chooseMode", mode: i })), { type: "cancel" }],
        details: { modes: modes.map((m, i) => ({ mode: i, text: m.text })) },
      };
    }
    case "x": {
      const spell = obj(s, s.playing!.object);
      const max = maxX(s, who);
      const life = spell.kind === "card" && paysXLife(getCard(spell.card)) ? ` You also pay X life (215.4: no more than your ${player(s, who).life}).` : "";
      const name = spell.kind === "card" ? spell.card : `${spell.source.name}'s ability`;
      return {
        ...base,
        prompt: `Announce the value of X for ${name} (${s.playing!.cost}); you can pay for X up to ${max}.${life} Or cancel.`,
        options: [...Array.from({ length: max + 1 }, (_, v): Action => ({ type: "chooseX", value: v })), { type: "cancel" }],
        details: { min: 0, max },
      };
    }
    case "attackers":
      return attackersDecision(s, who);
    case "blockers":
      return blockersDecision(s, who);
    case "combatDamage":
      return combatDamageDecision(s, who, pending.attacker);
    case "orderTriggers": {
      const mine = s.triggered.filter((t) => t.controller === who);
      const orders = permutations(mine.map((t) => t.id), MAX_OPTIONS);
      return {
        ...base,
        prompt: "Several of your triggered abilities triggered at once. Choose the order they go on the stack: the first listed goes on first and resolves last.",
        options: orders.map((order): Action => ({ type: "orderTriggers", order })),
        details: { triggers: mine.map((t) => ({ id: t.id, text: t.text, source: t.source.name })) },
      };
    }
    case "triggerTargets":
      return triggerTargetsDecision(s, who, pending.object);
    case "replacement":
      return replacementDecision(s, who);
    case "choose": {
      const spell = card(s, pending.object);
      const choices = choiceOptions(pending.what);
      const what = pending.what === "color" ? "a color (W white, U blue, B black, R red, G green)" : "a creature type";
      return {
        ...base,
        prompt: `As ${spell.card} comes into play, choose ${what}.`,
        options: choices.map((choice): Action => ({ type: "choose", choice })),
        details: { what: pending.what, object: pending.object, name: spell.card },
      };
    }
    case "changeText": {
      const spell = resolvable(s, obj(s, s.resolving!.object)).name;
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
        details: { object: pending.object, name: spell.card, candidates: candidates.map((id) => ({ id, name: card(s, id).card })) },
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
      const subsets = [0, ...ids.map((_, i) => i + 1)].flatMap((k) => combinations(ids, k, MAX_OPTIONS));
      return {
        ...base,
        prompt: `Your untap step: you untap all your permanents, but you may choose not to untap ${candidates.map((o) => o.card).join(", ")}. Choose which of them stay tapped (or none).`,
        options: subsets.slice(0, MAX_OPTIONS).map((keepTapped): Action => ({ type: "chooseUntap", keepTapped })),
        details: { candidates: candidates.map((o) => ({ id: o.id, name: o.card })) },
      };
    }
    case "openingHand": {
      const cards = openingHandCards(s, who);
      const subsets = [0, ...cards.map((_, i) => i + 1)].flatMap((k) => combinations(cards, k, MAX_OPTIONS));
      return {
        ...base,
        prompt: `Before the game begins: you may begin the game with any of these cards from your opening hand in play: ${cards.map((id) => card(s, id).card).join(", ")}. Choose which (or none).`,
        options: subsets.slice(0, MAX_OPTIONS).map((c): Action => ({ type: "beginInPlay", cards: c })),
        details: { candidates: cards.map((id) => ({ id, name: card(s, id).card })) },
      };
    }
    case "discard": {
      const hand = player(s, who).hand;
      const combos = combinations(hand, pending.count, MAX_OPTIONS);
      const why = pending.reason === "cleanup" ? "down to your maximum hand size of seven (314.1)" : "";
      return {
        ...base,
        prompt: `Discard ${pending.count} card${pending.count > 1 ? "s" : ""} ${why}`.trim() + ".",
        options: combos.map((cards): Action => ({ type: "discard", cards })),
        details: { count: pending.count, candidates: hand.map((id) => ({ id, name: card(s, id).card })) },
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
function targetsDecision(s: GameState, who: PlayerId): Decision {
  const o = obj(s, s.playing!.object);
  const r = resolvable(s, o);
  const answers = targetAnswers(s, r, who, MAX_OPTIONS, (targets) => o.kind !== "card" || canAffordTargets(s, o, targets.length));
  return answersDecision(s, who, "targets", r, answers, `Choose ${targetWords(r)} for ${r.name}.${divisionWords(r)} Or cancel.`, [{ type: "cancel" }]);
}

/** 410.4: a triggered ability's targets (and division) are chosen as it is put on the stack. */
function triggerTargetsDecision(s: GameState, who: PlayerId, object: ObjectId): Decision {
  const ability = obj(s, object) as StackAbility;
  const r = resolvable(s, ability);
  const prompt = `${r.name}'s triggered ability goes on the stack ("${ability.text}"): choose ${targetWords(r)}.${divisionWords(r)}`;
  return answersDecision(s, who, "triggerTargets", r, targetAnswers(s, r, who, MAX_OPTIONS), prompt, []);
}

function answersDecision(s: GameState, who: PlayerId, kind: "targets" | "triggerTargets", r: Resolvable, answers: { targets: Target[]; division?: number[] }[], prompt: string, more: Action[]): Decision {
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
  };
}

/** The target words of a spell or ability, in plain English. */
function targetWords(r: Resolvable): string {
  return r.declared.map((t) => `${t.upTo ? `up to ${t.upTo} targets` : t.anyNumber ? "any number of targets" : t.another ? "another target" : "a target"}: ${describeSpec(t)}`).join(", then ");
}

function divisionWords(r: Resolvable): string {
  const d = dividedAmount(r);
  return d ? ` Divide ${d.total} ${d.unit} among the last targets, at least 1 to each (409.1d).` : "";
}

function priorityPrompt(s: GameState, who: PlayerId): string {
  const t = s.turn;
  const whose = t.active === who ? "your" : `${playerName(s, t.active)}'s`;
  const top = s.stack.length ? ` The stack holds ${s.stack.length} object(s); the top one resolves if all players pass in succession.` : "";
  return `Turn ${t.number}, ${whose} ${stepLabel(t.phase, t.step)}. You have priority: play something or pass.${top}`;
}

function paymentDecision(s: GameState, who: PlayerId): Decision {
  const r = resolvable(s, obj(s, s.playing!.object));
  const { options, details } = paymentOptions(s, who, s.playing!.cost, s.playing!.otherCosts);
  return {
    player: who,
    kind: "payment",
    prompt: `Pay ${s.playing!.cost} for ${r.name}${r.id === r.source ? "" : "'s ability"}. Your mana pool holds ${formatMana(details.pool) || "nothing"}. Play mana abilities to add mana, then pay; or cancel.`,
    options: [...options, { type: "cancel" }],
    details,
  };
}

function attackersDecision(s: GameState, who: PlayerId): Decision {
  const cands = attackCandidates(s);
  const options: Action[] = [];
  // Each subset of attackers, each attacking one of its possible defenders (bounded).
  const walk = (i: number, acc: { attacker: ObjectId; defender: PlayerId }[]) => {
    if (options.length >= MAX_OPTIONS) return;
    if (i === cands.length) return void options.push({ type: "declareAttackers", attackers: acc });
    walk(i + 1, acc);
    for (const d of cands[i]!.defenders) walk(i + 1, [...acc, { attacker: cands[i]!.creature.id, defender: d }]);
  };
  walk(0, []);
  return {
    player: who,
    kind: "attackers",
    prompt: `Declare attackers: choose which of ${s.format === "two-headed-giant" ? "your team's" : "your"} creatures attack (attacking creatures become tapped), or attack with none.`,
    options,
    details: { candidates: cands.map((c) => ({ id: c.creature.id, name: c.creature.card, defenders: c.defenders })) },
  };
}

function blockersDecision(s: GameState, who: PlayerId): Decision {
  const cands = blockCandidates(s, who);
  const options: Action[] = [{ type: "declareBlockers", blocks: [] }];
  for (const c of cands) for (const a of c.attackers) options.push({ type: "declareBlockers", blocks: [{ blocker: c.blocker.id, attacker: a }] });
  const walk = (i: number, acc: { blocker: ObjectId; attacker: ObjectId }[]) => {
    if (options.length >= MAX_OPTIONS) return;
    if (i === cands.length) {
      if (acc.length > 1) options.push({ type: "declareBlockers", blocks: acc });
      return;
    }
    walk(i + 1, acc);
    for (const a of cands[i]!.attackers) walk(i + 1, [...acc, { blocker: cands[i]!.blocker.id, attacker: a }]);
  };
  walk(0, []);
  return {
    player: who,
    kind: "blockers",
    prompt: `Declare blockers: each of ${s.format === "two-headed-giant" ? "your team's" : "your"} untapped creatures may block one creature attacking ${s.format === "two-headed-giant" ? "your team" : "you"} (only creatures with flying can block fliers).`,
    options,
    details: { candidates: cands.map((c) => ({ id: c.blocker.id, name: c.blocker.card, canBlock: c.attackers })) },
  };
}

function combatDamageDecision(s: GameState, who: PlayerId, attacker: ObjectId): Decision {
  const a = card(s, attacker);
  const power = Math.max(0, characteristics(s, a).power ?? 0);
  const blockers = liveBlockers(s, attacker);
  const options: Action[] = [];
  const walk = (i: number, left: number, acc: number[]) => {
    if (options.length >= MAX_OPTIONS) return;
    if (i === blockers.length - 1) {
      const amounts = [...acc, left];
      return void options.push({ type: "assignCombatDamage", attacker, division: blockers.map((b, k) => ({ blocker: b.id, amount: amounts[k]! })) });
    }
    for (let n = left; n >= 0; n--) walk(i + 1, left - n, [...acc, n]);
  };
  walk(0, power, []);
  return {
    player: who,
    kind: "combatDamage",
    prompt: `Divide ${nameOf(a)}'s ${power} combat damage among the creatures blocking it, as you choose.`,
    options,
    details: { attacker, power, blockers: blockers.map((b) => ({ id: b.id, name: b.card })) },
  };
}

export function combinations<T>(items: T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) return void out.push(acc);
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i]!]);
  };
  walk(0, []);
  return out;
}

export function permutations<T>(items: T[], limit: number): T[][] {
  if (items.length <= 1) return [items];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)], limit)) if (out.length < limit) out.push([x, ...rest]);
  });
  return out;
}
