// The lines of a card's text (402): keyword lines, activated abilities "[cost]: [effect]",
// triggered abilities "When/Whenever/At ..., [effect]", static abilities, Enchant and Equip.
// Each line reads as a part of a definition; card.ts puts the parts together.
import { radianceLine, radianceSpell } from "./radiance.js";
import { kickerLine } from "./kicker.js";
import { endingInQuote, quotedAbility, quotedOwnAbility } from "./quoted.js";
import { handRuleLines } from "./hand-rules.js";
import { Keyword, functionsFromGraveyard, isManaAbilityText, type AlternativeCost, type AsThough, type KeywordAbility, type ObjectFilter, type Ability, type Condition, type Cost, type CostChange, type PTValue, type Replacement, type Restriction, type StaticAbility, type TargetSpec, type Trigger } from "../language.js";
import { counterKind, digits, effectText, modeClauses, ptChange, type Clause } from "./effects.js";
import { count, filterOfSpec, filterPhrase, otherFilter, specOf, type Filter } from "./nouns.js";
import { alt, capital, lazy, lit, map, opt, readAll as readAllOf, syn, word, words, type Syntax } from "./syntax.js";
import { lift, lower, said, type EventWord } from "./targets.js";
import type { z } from "zod";
import { protectionKeyword } from "../../engine/keywords/protection.js";
import { OTHER_UPKEEP_COSTS } from "../../engine/keywords/cumulative-upkeep.js";
import { arrivalLines, chosenStatics } from "./arrival.js";
import { counterLines } from "./counter-lines.js";
import { counterCondition } from "./flip.js";
import { eventWords, INTERVENING_IFS, TRIGGER_EVENTS } from "./trigger-events.js";
import { damageTrigger } from "./damage-triggers.js";
import { activatedOncePerTurn } from "./ability-limits.js";
import { yourTurnOnly } from "./turn-only.js";
import { combatOnly } from "./combat-only.js";
import { xManaColorLine } from "./x-mana-color.js";
import type { Color } from "../../engine/game/types.js";
import { tapUntappedCost } from "./tap-costs.js";
import { discardTypeCost } from "./discard-costs.js";
import { libraryRuleLines } from "./library-rules.js";
import { selfCostLines } from "./self-cost.js";
import { graveyardAbilityLines, returnFromGraveyardLine } from "./graveyard-abilities.js";
import { combatSelfLines, combatStatics } from "./combat-lines.js";
import { attackRuleLines } from "./attack-lines.js";
import { creatureTypeLines } from "./creature-types.js";
import { equipmentCountLines } from "./equipment-count.js";
import { relativeCounted, totalCostOfOthers } from "./relative-counts.js";

import { colorLines } from "./color-lines.js";
import { bushidoPointLines } from "./bushido-points.js";
import { counterStaticLines } from "./counter-statics.js";
import { controlAtLeast } from "./control-counts.js";
import { removeXCountersCost } from "./counter-x-costs.js";
import { revealXCost } from "./reveal-x-costs.js";
import { COST_KINDS } from "./cost-kinds.js";
import { handSizeConditions } from "./hand-size.js";
import { handStaticX } from "./hand-counts.js";
import { scryLine } from "./scry.js";
import { untargetableByOpponentsLine, untargetablePlural, untargetableSingular } from "./untargetable.js";
import { costChangeLines } from "./cost-changes.js";
import { lifeFloorLines } from "./life-floor.js";
import { drawRevealLines } from "./draw-reveal.js";
import { damagePlusLines } from "./damage-plus.js";
import { namedCardTrapLines } from "./named-card-trap.js";
import { staticPreventionLines } from "./static-prevention.js";
import { manaTriggerLines } from "./mana-triggers.js";
import { removedIfDiesLines } from "./removed-if-dies.js";
import { enchantOnlyLine } from "./aura-type-line.js";
import { attachLimitLines } from "./attach-limits.js";
import { playRuleLines } from "./play-rules.js";
import { playerTargetLines } from "./player-targets.js";
import { evasionLines } from "./evasion.js";
import { blockCountGrants, blockCountLines } from "./block-counts.js";
import { ptAndBlockGrants } from "./aura-block-grants.js";
import { selfEnchantedLine, selfStateCondition } from "./self-enchanted.js";
import { imprintLine } from "./imprint.js";
import { keywordPair } from "./keyword-pairs.js";
import { alternativeCostLine } from "./alternative-costs.js";
import { additionalCostLine, type AdditionalCostPart } from "./additional-costs.js";
import { enchantedLandLines } from "./enchanted-land.js";
import { variableKeywordLines, type VariableKeyword } from "./variable-keywords.js";
import { twoGroupAnthem } from "./two-group-anthem.js";
import { abilityBanLines, bannedWith } from "./ability-bans.js";

type KeywordName = z.infer<typeof KeywordAbility>;
/** A keyword as printed: its camelCase words ("firstStrike" is "first strike", "protectionFromWhite" "protection from white"). */
export const keywordWords = (k: string) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * 502.7: "protection from [quality]" of any quality the engine knows (keywords/protection.ts
 * names them): a card type or "monocolored" in lower case, a subtype capitalised ("Goblins",
 * "Arcane"), "non-Spirit creatures". The colors are values of `Keyword`, read with the others.
 */
const protectionQuality: Syntax<KeywordName> = {
  *parse(text, at) {
    const m = /^protection from (non-[A-Z][a-z]+ creatures|[A-Za-z]+)/.exec(text.slice(at));
    const k = m && protectionKeyword(m[1]!);
    if (k && !(Keyword.options as readonly string[]).includes(k)) yield [k, at + m[0].length];
  },
  print(k) {
    if ((Keyword.options as readonly string[]).includes(k)) return undefined;
    const q = /^protectionFrom(\w+)$/.exec(k)?.[1];
    if (!q) return undefined;
    const non = /^Non([A-Z][a-z]+)Creatures$/.exec(q)?.[1];
    const lower = ["Artifacts", "Creatures", "Enchantments", "Instants", "Monocolored", "Multicolored"].includes(q);
    const printed = non ? `protection from non-${non} creatures` : `protection from ${lower ? q.toLowerCase() : q}`;
    return protectionKeyword(printed.slice("protection from ".length)) === k ? printed : undefined;
  },
};
const keyword: Syntax<KeywordName> = alt(words<KeywordName>(Keyword.options.map((k) => [keywordWords(k), k])), protectionQuality);

/** Keywords on one line, in printed order, joined by ", ". */
export const keywordList: Syntax<KeywordName[]> = {
  *parse(text, at) {
    function* more(acc: KeywordName[], pos: number): Generator<[KeywordName[], number]> {
      yield [acc, pos];
      // "protection from Spirits and from Arcane": two keywords (keywords/protection.ts).
      if (acc[acc.length - 1]!.startsWith("protectionFrom") && text.startsWith(" and from ", pos))
        for (const [k, end] of keyword.parse(`protection from ${text.slice(pos + " and from ".length)}`, 0))
          if (k.startsWith("protectionFrom") && !acc.includes(k)) yield* more([...acc, k], pos + " and from ".length + end - "protection from ".length);
      if (!text.startsWith(", ", pos)) return;
      for (const [k, end] of keyword.parse(text, pos + 2)) if (!acc.includes(k)) yield* more([...acc, k], end);
    }
    for (const [k, end] of keyword.parse(text, at)) yield* more([k], end);
  },
  print(ks) {
    const printed = ks.map((k) => keyword.print(k));
    return ks.length && printed.every((p) => p !== undefined) ? printed.join(", ") : undefined;
  },
};

/**
 * Keywords a static ability grants, as an English list: "has flying and trample", "has flying,
 * first strike, and trample" (Thran Golem; "first strike, trample, and haste" of Sword of
 * Kaldra). A keyword line joins them by ", " alone (`keywordList`).
 */
const grantedList: Syntax<KeywordName[]> = {
  *parse(text, at) {
    for (const [ks, end] of keywordList.parse(text, at)) {
      const sep = ks.length === 1 ? " and " : ks.length > 1 ? ", and " : undefined;
      if (sep && text.startsWith(sep, end)) for (const [k, last] of keyword.parse(text, end + sep.length)) if (!ks.includes(k)) yield [[...ks, k], last];
    }
  },
  print(ks) {
    const head = ks.length > 1 ? keywordList.print(ks.slice(0, -1)) : undefined;
    const last = keyword.print(ks[ks.length - 1]!);
    return head !== undefined && last !== undefined ? `${head}${ks.length === 2 ? " and " : ", and "}${last}` : undefined;
  },
};

/** What one line of a permanent's text adds to its definition. */
export type Part =
  | { keywords: KeywordName[] }
  | { pair: [Part, Part] }
  | { restrictions: Restriction[] }
  | { asThough: AsThough }
  | { ability: Ability; attachedNoun?: string }
  | { statics: StaticAbility[]; attachedNoun?: string }
  | { enchant: TargetSpec }
  | { enchantOnly: TargetSpec }
  | { equip: string }
  | { definedPT: { power?: unknown; toughness?: unknown } }
  | { comesIntoPlay: { tapped?: true; counters?: Record<string, number>; payLifeOrTapped?: number; choose?: "creatureType" | "color"; nameCardAndOpponent?: true; countersIfPlayedFromHand?: Record<string, number>; countersX?: string; countersPerCardInYourGraveyard?: { counter: string; count: ObjectFilter }; countersPerOtherInPlay?: { counter: string; count: ObjectFilter } } }
  | { affinity: Filter }
  | { amplify: number }
  | { dredge: number }
  | { buyback: string }
  | { entwine: string }
  | { kicker: string }
  | { [K in NumberKeyword]: { [k in K]: number } }[NumberKeyword]
  | { [K in CostKeyword]: { [k in K]: string } }[CostKeyword]
  | { cumulativeUpkeep: string }
  | { suspend: { count: number; cost: string } }
  | { typecycling: { type: string; cost: string } }
  | { offering: string }
  | { untapOptional: true }
  | { chosenPlayerRevealsDraws: true }
  | { costChanges: CostChange[] }
  | { replacements: Replacement[] }
  | { xManaColor: Color }
  | { alternativeCost: AlternativeCost }
  | AdditionalCostPart
  | VariableKeyword;

const manaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG]|S)\})+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{(\d+|[WUBRG]|S)\})+$/.test(m) ? m : undefined),
};

const article = words<null>([["a ", null], ["an ", null]]);

/** An ability's mana cost: also {X} (409.1b: announced as the ability is played, ability-x.ts) and {S} (snow mana). */
const abilityManaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG]|S|X)\})+/.exec(text.slice(at));
    if (m && (!m[0].includes("X") || /^(\{X\})+(?!\{X\})/.test(m[0]))) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{X\})*(\{(\d+|[WUBRG]|S)\})*$/.test(m) && m !== "" ? m : undefined),
};

/** One item of a cost, in the printed order of items. */
const COST_ITEMS: [keyof Cost, Syntax<Partial<Cost>>][] = [
  ["mana", map(abilityManaCost, (mana) => ({ mana }), (c: Partial<Cost>) => c.mana)],
  ["tap", word("{T}", { tap: true })],
  ["removeCounters", alt<Partial<Cost>>(
    map(syn`Remove a ${counterKind} counter from ~`, ([counter]) => ({ removeCounters: { counter, count: 1 } }), (c: Partial<Cost>) => (c.removeCounters?.count === 1 ? [c.removeCounters.counter] : undefined)),
    map(syn`Remove ${count} ${counterKind} counters from ~`, ([n, counter]) => (n > 1 ? { removeCounters: { counter, count: n } } : undefined), (c: Partial<Cost>) => ((c.removeCounters?.count ?? 0) > 1 ? [c.removeCounters!.count, c.removeCounters!.counter] : undefined)),
  )],
  // Printed before "Sacrifice ~" (the Martyrs).
  ["revealX", revealXCost],
  ["sacrificeSelf", word("Sacrifice ~", { sacrificeSelf: true })],
  ["sacrifice", map(syn`Sacrifice ${alt(lit("a "), lit("an "))}${filterPhrase("one")}`, ([, f]) => ({ sacrifice: f }), (c: Partial<Cost>) => (c.sacrifice ? [null, c.sacrifice] : undefined))],
  ["returnToHand", alt<Partial<Cost>>(
    map(syn`Return ${article}${filterPhrase("one")} you control to its owner's hand`, ([, filter]) => (filter.controller ? undefined : { returnToHand: { filter, count: 1 } }), (c: Partial<Cost>) => (c.returnToHand?.count === 1 ? [null, c.returnToHand.filter] : undefined)),
    map(syn`Return ${count} ${filterPhrase("many")} you control to their owner's hand`, ([n, filter]) => (n > 1 && !filter.controller ? { returnToHand: { filter, count: n } } : undefined), (c: Partial<Cost>) => ((c.returnToHand?.count ?? 0) > 1 ? [c.returnToHand!.count, c.returnToHand!.filter] : undefined)),
  )],
  ["discard", word("Discard a card", { discard: 1 })],
  ["discardHand", word("Discard your hand", { discardHand: true })],
  ["discardSelf", word("Discard ~", { discardSelf: true })],
  ["revealSelf", word("Reveal ~ from your hand", { revealSelf: true })],
  ["payLife", map(syn`Pay ${digits} life`, ([payLife]) => (payLife > 0 ? { payLife } : undefined), (c: Partial<Cost>) => (c.payLife ? [c.payLife] : undefined))],
  ["tapUntapped", tapUntappedCost],
  ["discardType", discardTypeCost],
  ["removeCountersX", removeXCountersCost],
  ...COST_KINDS,
];
const costItem = alt(...COST_ITEMS.map(([, s]) => s));

/** "{2}{R}, {T}, Sacrifice ~" */
export const costs: Syntax<Cost> = {
  *parse(text, at) {
    function* more(acc: Cost, pos: number): Generator<[Cost, number]> {
      yield [acc, pos];
      if (!text.startsWith(", ", pos)) return;
      for (const [c, end] of costItem.parse(text, pos + 2)) {
        if (Object.keys(c).some((k) => k in acc)) continue;
        yield* more({ ...acc, ...c }, end);
      }
    }
    for (const [c, end] of costItem.parse(text, at)) yield* more(c, end);
  },
  print(cost) {
    const out: string[] = [];
    for (const [key, s] of COST_ITEMS) {
      if (cost[key] === undefined) continue;
      const p = s.print({ [key]: cost[key] });
      if (p === undefined) return undefined;
      out.push(p);
    }
    return out.length === Object.values(cost).filter((v) => v !== undefined).length && out.length ? out.join(", ") : undefined;
  },
};

const sorcerySpeed = " Play this ability only any time you could play a sorcery.";

/** An ability's effects with their targets lifted into `targets` (targets.ts). */
function withTargets<T extends object>(s: Syntax<[T, Clause[]]>, events: (head: T) => readonly EventWord[] = () => []): Syntax<T & { targets: TargetSpec[]; effects: unknown[] }> {
  return map(
    s,
    ([head, clauses]) => {
      const lifted = lift(clauses, events(head));
      return lifted && ({ ...head, ...lifted } as T & { targets: TargetSpec[]; effects: unknown[] });
    },
    (a) => {
      const { targets, effects, ...head } = a;
      const clauses = lower(targets, effects);
      return clauses && [head, said(clauses, events(head as T))];
    },
  );
}

const isMana = (effects: unknown[], targets: TargetSpec[]) => isManaAbilityText(effects as Clause[], targets);

export const activated: Syntax<Part> = map(
  withTargets(
    alt(
      map(
        syn`${costs}: ${effectText(true)}${opt(word(sorcerySpeed, "sorcery" as const))}`,
        ([cost, effects, timing]) => [{ cost, ...(timing ? { timing } : {}) }, effects] as [{ cost: Cost; orCost?: Cost; timing?: "sorcery" }, Clause[]],
        ([head, effects]) => (head.orCost ? undefined : [head.cost, effects, head.timing === "sorcery" ? "sorcery" : undefined]),
      ),
      // "{3}, {T} or {U}, {T}: ..." (the Shards): either cost (registry.ts orCosts).
      map(
        syn`${costs} or ${costs}: ${effectText(true)}`,
        ([cost, orCost, effects]) => [{ cost, orCost }, effects] as [{ cost: Cost; orCost?: Cost; timing?: "sorcery" }, Clause[]],
        ([head, effects]) => (head.orCost && head.timing !== "sorcery" ? [head.cost, head.orCost, effects] : undefined),
      ),
    ),
  ),
  (a) => ({ ability: { kind: isMana(a.effects, a.targets) ? "mana" : "activated", ...a } as Ability }),
  (p) => {
    if (!("ability" in p) || p.ability.kind === "triggered" || (p.ability as { from?: string }).from || (p.ability as { condition?: unknown }).condition || (p.ability as { oncePerTurn?: true }).oncePerTurn || ["yourUpkeep", "yourTurn", "combat", "endOfCombat"].includes((p.ability as { timing?: string }).timing!)) return undefined;
    const { kind: _, text: __, ...a } = p.ability;
    return a;
  },
);

const what = alt<Filter & { other?: true; orSelf?: true }>(
  map(syn`${article}${filterPhrase("one")}`, ([, f]) => f, (f) => (f.other || (f as { orSelf?: true }).orSelf ? undefined : [null, f])),
  map(syn`another ${filterPhrase("one")}`, ([f]) => ({ ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
  // "Whenever ~ or another Zombie comes into play / is put into a graveyard from play" (Noxious Ghoul, Vengeful Dead): itself, whatever it is, or another matching.
  map(syn`~ or another ${filterPhrase("one")}`, ([f]) => ({ ...f, orSelf: true as const }), (f) => (f.orSelf ? [{ ...f, orSelf: undefined }] : undefined)),
);
/** Triggers of keyword abilities and of the combat events they use: 502.26 morph's "When [this] is turned face up", 502.18c cycling's "When you cycle [this]". */
const keywordTriggers: Syntax<Trigger>[] = [
  word("When ~ is turned face up", { on: "turnedFaceUp", what: "self" }),
  word("When you cycle ~", { on: "cycled", what: "self" }),
  // The combat events of provoke (502.29), rampage and bushido (502.38), said of any ability.
  word("Whenever ~ attacks", { on: "attacks", what: "self" }),
  word("Whenever ~ becomes blocked", { on: "becomesBlocked", what: "self" }),
  word("Whenever ~ blocks or becomes blocked", { on: "blocksOrBecomesBlocked", what: "self" }),
];
export const trigger: Syntax<Trigger> = alt<Trigger>(
  ...keywordTriggers,
  word("When ~ comes into play", { on: "comesIntoPlay", what: "self" }),
  word("When ~ is put into a graveyard from play", { on: "putIntoGraveyardFromPlay", what: "self" }),
  map(syn`Whenever ${what} comes into play`, ([w]) => ({ on: "comesIntoPlay", what: w }), (t) => (t.on === "comesIntoPlay" && (t.what as unknown) !== "self" ? [t.what] : undefined)),
  map(syn`Whenever ${what} is put into a graveyard from play`, ([w]) => ({ on: "putIntoGraveyardFromPlay", what: w }), (t) => (t.on === "putIntoGraveyardFromPlay" && (t.what as unknown) !== "self" ? [t.what] : undefined)),
  word("At the beginning of your upkeep", { on: "beginningOfUpkeep", whose: "yours" }),
  word("At the beginning of each player's upkeep", { on: "beginningOfUpkeep", whose: "each" }),
  word("Whenever ~ attacks and isn't blocked", { on: "attacksUnblocked", what: "self" }),
  word("Whenever ~ attacks for the first time each turn", { on: "attacks", what: "self", firstTimeInTurn: true }),
  word("Whenever ~ attacks", { on: "attacks", what: "self" }),
  word("Whenever ~ becomes blocked", { on: "becomesBlocked", what: "self" }),
  word("Whenever ~ blocks or becomes blocked", { on: "blocksOrBecomesBlocked", what: "self" }),
  word("Whenever ~ attacks or blocks", { on: "attacksOrBlocks", what: "self" }),
  word("Whenever an opponent plays a spell", { on: "opponentPlaysSpell" }),
  word("Whenever ~ deals combat damage to a player", { on: "dealsCombatDamage", what: "self", to: "player" }),
  word("Whenever ~ is dealt damage", { on: "isDealtDamage", what: "self" }),
  word("Whenever you play a Spirit or Arcane spell", { on: "youPlaySpell", subtypes: ["Spirit", "Arcane"] }),
  word("At end of turn", { on: "endOfTurn", whose: "each" }),
  word("At the end of your turn", { on: "endOfTurn", whose: "yours" }),
  ...TRIGGER_EVENTS,
  damageTrigger,
);
const triggered: Syntax<Part> = map(
  withTargets(
    map(
      syn`${trigger}${opt(alt<Condition>(word(", if you have a card in hand", { youHaveCardsInHand: true as const }), word(", if you have no cards in hand", { youHaveNoCardsInHand: true as const }), counterCondition(() => counterKind), ...INTERVENING_IFS))}, ${effectText(false)}`,
      ([t, condition, effects]) => [{ trigger: t, ...(condition ? { condition } : {}) }, effects] as [{ trigger: Trigger; condition?: Condition }, Clause[]],
      ([head, effects]) => [head.trigger, head.condition, effects],
    ),
    // "At end of turn, if ~ dealt damage to an opponent this turn, put a +1/+1 counter on it." (Whirling Dervish): the condition names the permanent, "it" after it.
    (head) => (head.condition?.selfDealtDamageToOpponentThisTurn ? [...eventWords(head.trigger), "it:self" as const] : eventWords(head.trigger)),
  ),
  (a) => ({ ability: { kind: "triggered", ...a } as Ability }),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "triggered") return undefined;
    const { kind: _, text: __, ...a } = p.ability;
    return a;
  },
);

type Mod = StaticAbility["modification"];
const pt = map(ptChange, (v) => (typeof v.power === "number" && typeof v.toughness === "number" ? ({ kind: "modifyPT", power: v.power, toughness: v.toughness } as Mod) : undefined), (m) => (m.kind === "modifyPT" ? { power: m.power, toughness: m.toughness } : undefined));
const grants = map(alt(keywordList, grantedList), (ks) => ks.map((keyword): Mod => ({ kind: "addKeyword", keyword })), (ms) => (ms.every((m) => m.kind === "addKeyword") ? ms.map((m) => (m as { keyword: KeywordName }).keyword) : undefined));
/** What "for each" counts in a P/T change: "artifact you control", "enchantment in play", "card in your hand". */
const eachCounted: Syntax<PTValue> = alt<PTValue>(
  map(filterPhrase("one"), (f) => (f.controller === "you" ? { count: f } : undefined), (v) => (typeof v === "object" && "count" in v && v.count.controller === "you" ? v.count : undefined)),
  map(syn`${filterPhrase("one")} in play`, ([f]) => (f.controller ? undefined : { count: f }), (v) => (typeof v === "object" && "count" in v && !v.count.controller ? [v.count] : undefined)),
  // "for each untapped permanent your opponents control" (Copperhoof Vorrac): the permanents of every opponent of the static's controller, counted now (418.5a, 6d).
  map(syn`${filterPhrase("one")} your opponents control`, ([f]) => (f.controller ? undefined : { count: { ...f, controller: "opponent" } }), (v) => (typeof v === "object" && "count" in v && v.count.controller === "opponent" ? [{ ...v.count, controller: undefined }] : undefined)),
  word("card in your hand", "cardsInYourHand" as const),
  lazy(() => relativeCounted),
);
/** "+1/+0 for each artifact you control" (418.5a 6d as a static ability): the change times the number counted. */
const ptFor = map(
  syn`${ptChange} for each ${eachCounted}`,
  ([v, each]) => (typeof v.power === "number" && typeof v.toughness === "number" ? ({ kind: "modifyPTFor", power: v.power, toughness: v.toughness, each } as Mod) : undefined),
  (m) => (m.kind === "modifyPTFor" ? [{ power: m.power, toughness: m.toughness }, m.each] : undefined),
);

/** What a static ability does to the objects it affects: "get +1/+1", "have flying", "get +1/+1 and have flying". */
const getsHas = (get: string, have: string) => [
  map(syn`${lit(get)}${pt}`, ([, m]) => [m], (ms: Mod[]) => (ms.length === 1 ? [null, ms[0]] : undefined)),
  map(syn`${lit(have)}${grants}`, ([, ms]) => ms, (ms: Mod[]) => [null, ms]),
  map(syn`${lit(get)}${pt} and ${lit(have.trim() + " ")}${grants}`, ([, m, , ms]) => [m, ...ms], (ms: Mod[]) => (ms.length > 1 ? [null, ms[0], null, ms.slice(1)] : undefined)),
  // An ability in quotation marks (quoted.ts): 'have "{T}: Add {1} to your mana pool."'.
  map(syn`${lit(have)}${lazy(() => quotedAbility)}`, ([, m]) => [m], (ms: Mod[]) => (ms.length === 1 && ms[0]!.kind === "addAbility" ? [null, ms[0]] : undefined)),
  map(syn`${lit(get)}${pt} and ${lit(have.trim() + " ")}${lazy(() => quotedAbility)}`, ([, m, , q]) => [m, q], (ms: Mod[]) => (ms.length === 2 && ms[0]!.kind === "modifyPT" && ms[1]!.kind === "addAbility" ? [null, ms[0], null, ms[1]] : undefined)),
  // 'gets +3/+0, has trample, and has "Whenever this creature deals damage, ..."' (Loxodon Warhammer): a P/T change, keywords, then a quoted ability.
  map(syn`${lit(get)}${pt}, ${lit(have.trim() + " ")}${grants}, and ${lit(have.trim() + " ")}${lazy(() => quotedAbility)}`, ([, m, , ks, , q]) => [m, ...ks, q], (ms: Mod[]) => (ms.length > 2 && ms[0]!.kind === "modifyPT" && ms[ms.length - 1]!.kind === "addAbility" && ms.slice(1, -1).every((m) => m.kind === "addKeyword") ? [null, ms[0], null, ms.slice(1, -1), null, ms[ms.length - 1]] : undefined)),
  // 'have haste and "{1}, Sacrifice this creature: ..."' (Firewake Sliver): keywords, then a quoted ability.
  map(syn`${lit(have)}${grants} and ${lazy(() => quotedAbility)}`, ([, ks, q]) => [...ks, q], (ms: Mod[]) => (ms.length > 1 && ms[ms.length - 1]!.kind === "addAbility" && ms.slice(0, -1).every((m) => m.kind === "addKeyword") ? [null, ms.slice(0, -1), ms[ms.length - 1]] : undefined)),
];
export const plural = alt<Mod[]>(
  ...getsHas(" get ", " have "),
  map(syn` get ${ptFor}`, ([m]) => [m], (ms: Mod[]) => (ms.length === 1 && ms[0]!.kind === "modifyPTFor" ? [ms[0]] : undefined)),
  // 212.6e: "Nonbasic lands are Mountains." (Blood Moon).
  ...["Plains", "Island", "Swamp", "Mountain", "Forest"].map((t) => word(` are ${t === "Plains" ? t : `${t}s`}`, [{ kind: "setLandType", subtype: t }] as Mod[])),
  // 302.2: "Islands don't untap during their controllers' untap steps" (Choke).
  word(" don't untap during their controllers' untap steps", [{ kind: "addRestriction", restriction: "doesntUntap" }] as Mod[]),
  // 418.5a layer 5: "All Slivers are colorless." (Ghostflame Sliver) sets their colors to none.
  word(" are colorless", [{ kind: "setColors", colors: [] }] as Mod[]),
  lazy(() => handStaticX(" get ") as Syntax<Mod[]>),
  untargetablePlural(),
  // "Black creatures can't block." (Razorjaw Oni): a restriction on each permanent the static affects (418.5a, layer 6).
  word(" can't block", [{ kind: "addRestriction", restriction: "cantBlock" }] as Mod[]),
  // "Non-Eye creatures you control can't attack." (Evil Eye of Urborg): the same, for attacking.
  word(" can't attack", [{ kind: "addRestriction", restriction: "cantAttack" }] as Mod[]),
  // 308.2: "Creatures your opponents control attack each turn if able." (Fumiko the Lowblood): a requirement on each.
  word(" attack each turn if able", [{ kind: "addRestriction", restriction: "attacksEachTurnIfAble" }] as Mod[]),
  // 309.2: "get +1/+1 and can't be blocked except by creatures with defender" (Infiltrator's Magemark).
  map(syn` get ${pt} and can't be blocked except by creatures with defender`, ([m]) => [m, { kind: "addRestriction", restriction: "cantBeBlockedExceptByDefender" } as Mod], (ms: Mod[]) => (ms.length === 2 && ms[0]!.kind === "modifyPT" && ms[1]!.kind === "addRestriction" && ms[1]!.restriction === "cantBeBlockedExceptByDefender" ? [ms[0]] : undefined)),
);
const singular: Syntax<Mod[]> = alt<Mod[]>(
  ...getsHas(" gets ", " has "),
  ...(bannedWith as unknown as Syntax<Mod[]>[]),
  word(" can't attack or block", [{ kind: "addRestriction", restriction: "cantAttack" }, { kind: "addRestriction", restriction: "cantBlock" }] as Mod[]),
  word(" can't block", [{ kind: "addRestriction", restriction: "cantBlock" }] as Mod[]),
  word(" can't attack", [{ kind: "addRestriction", restriction: "cantAttack" }] as Mod[]),
  word(" is unblockable", [{ kind: "addRestriction", restriction: "unblockable" }] as Mod[]),
  // 502.41: "~ can attack as though it didn't have defender [as long as ...]" (Slithering Shade).
  word(" can attack as though it didn't have defender", [{ kind: "addAsThough", asThough: "attackAsThoughNoDefender" }] as Mod[]),
  map(syn` gets ${ptFor}`, ([m]) => [m], (ms: Mod[]) => (ms.length === 1 && ms[0]!.kind === "modifyPTFor" ? [ms[0]] : undefined)),
  // 302.2: an Aura's or Equipment's "doesn't untap during its controller's untap step".
  word(" doesn't untap during its controller's untap step", [{ kind: "addRestriction", restriction: "doesntUntap" }] as Mod[]),
  map(syn` gets ${pt} and doesn't untap during its controller's untap step`, ([m]) => [m, { kind: "addRestriction", restriction: "doesntUntap" } as Mod], (ms: Mod[]) => (ms.length === 2 && ms[1]!.kind === "addRestriction" && ms[1]!.restriction === "doesntUntap" ? [ms[0]] : undefined)),
  ...["Plains", "Island", "Swamp", "Mountain", "Forest"].map((t) => word(` is ${t === "Island" ? "an" : "a"} ${t}`, [{ kind: "setLandType", subtype: t }] as Mod[])),
  lazy(() => handStaticX(" gets ") as Syntax<Mod[]>),
  untargetableSingular(() => singular),
  // "Enchanted creature gets +2/+2 and attacks each turn if able." (Uncontrollable Anger; 308.2).
  ...ptAndBlockGrants(pt),
  // "gets +1/+1 and attacking doesn't cause it to tap" (Leonin Den-Guard, Dragon Scales): vigilance in its own words (502.? vigilance).
  map(syn` gets ${pt} and attacking doesn't cause it to tap`, ([m]) => [m, { kind: "addKeyword", keyword: "vigilance" } as Mod], (ms: Mod[]) => (ms.length === 2 && ms[0]!.kind === "modifyPT" && ms[1]!.kind === "addKeyword" && ms[1]!.keyword === "vigilance" ? [ms[0]] : undefined)),
  ...blockCountGrants(grants),
  map(syn` gets ${pt} and attacks each turn if able`, ([m]) => [m, { kind: "addRestriction", restriction: "attacksEachTurnIfAble" } as Mod], (ms: Mod[]) => (ms.length === 2 && ms[0]!.kind === "modifyPT" && ms[1]!.kind === "addRestriction" && ms[1]!.restriction === "attacksEachTurnIfAble" ? [ms[0]] : undefined)),
);
/**
 * 'it has "{T}: ~ deals 2 damage to target attacking or blocking creature."' (Freewind Equenaut),
 * 'it gets +2/+2, has trample, and has "{R}: ~ gets +1/+0 until end of turn."' (Flaring Flame-Kin):
 * after "As long as ~ is enchanted," the quoted ability is the permanent's own (quotedOwnAbility).
 */
const ownGrants = alt<Mod[]>(
  map(syn` has ${quotedOwnAbility}`, ([q]) => [q], (ms: Mod[]) => (ms.length === 1 ? [ms[0]] : undefined)),
  map(syn` gets ${pt}, has ${grants}, and has ${quotedOwnAbility}`, ([m, ks, q]) => [m, ...ks, q], (ms: Mod[]) => (ms.length > 2 && ms[0]!.kind === "modifyPT" && ms.slice(1, -1).every((m) => m.kind === "addKeyword") ? [ms[0], ms.slice(1, -1), ms[ms.length - 1]] : undefined)),
);
const attached = words<["enchanted" | "equipped", string]>([
  ["Enchanted creature", ["enchanted", "creature"]],
  ["Enchanted land", ["enchanted", "land"]],
  ["Enchanted permanent", ["enchanted", "permanent"]],
  ["Enchanted artifact", ["enchanted", "artifact"]],
  ["Equipped creature", ["equipped", "creature"]],
]);
/** The statics of one line share what they affect; each has one modification. */
const sharing = (p: Part, conditional = false) => {
  if (!("statics" in p) || !p.statics.length || p.statics.some((s) => s.also || JSON.stringify(s.affects) !== JSON.stringify(p.statics[0]!.affects) || JSON.stringify(s.condition) !== JSON.stringify(p.statics[0]!.condition))) return undefined;
  // A line without "as long as" prints no condition: a conditional static is printed only by a line that says it.
  if (!!p.statics[0]!.condition !== conditional) return undefined;
  return { affects: p.statics[0]!.affects, mods: p.statics.map((s) => s.modification as Mod), noun: p.attachedNoun, condition: p.statics[0]!.condition };
};
const statics: Syntax<Part> = alt<Part>(
  lazy(() => abilityBanLines),
  map(syn`${capital(otherFilter)}${plural}.`, ([affects, mods]) => ({ statics: mods.map((modification) => ({ affects, modification })) }), (p) => {
    const s = sharing(p);
    return s && typeof s.affects === "object" ? [s.affects, s.mods] : undefined;
  }),
  map(syn`${attached}${singular}.`, ([[affects, noun], mods]) => ({ statics: mods.map((modification) => ({ affects, modification })), attachedNoun: noun }), (p) => {
    const s = sharing(p);
    return s && (s.affects === "enchanted" || s.affects === "equipped") && !s.mods.some((m) => m.kind === "gainControl") ? [[s.affects, s.noun ?? "creature"], s.mods] : undefined;
  }),
  map(syn`You control enchanted ${words([["creature", "creature"], ["artifact creature", "artifact creature"], ["artifact", "artifact"], ["land", "land"], ["permanent", "permanent"]])}.`, ([noun]) => ({ statics: [{ affects: "enchanted", modification: { kind: "gainControl" } }], attachedNoun: noun }), (p) => {
    const s = sharing(p);
    return s && s.affects === "enchanted" && s.mods.length === 1 && s.mods[0]!.kind === "gainControl" ? [s.noun ?? "permanent"] : undefined;
  }),
  // "Creatures you control have vigilance as long as ~ is enchanted." (Gate Hound): the group's static, while the permanent is enchanted (212.4).
  map(syn`${capital(otherFilter)}${plural} as long as ~ is ${selfStateCondition}.`, ([affects, mods, condition]) => ({ statics: mods.map((modification) => ({ affects, modification, condition })) }), (p) => {
    const s = sharing(p, true);
    return s && typeof s.affects === "object" ? [s.affects, s.mods, s.condition] : undefined;
  }),
  lazy(() => allOf),
  lazy(() => allOtherOf),
  lazy(() => attackingUntapped),
  lazy(() => subtypeFirst),
  ...chosenStatics(() => plural),
  lazy(() => combatStatics),
  map(untargetableByOpponentsLine(capital(otherFilter)), (v) => ({ statics: v.mods.map((modification) => ({ affects: v.affects, modification })) }), (p) => {
    const s = sharing(p);
    return s && typeof s.affects === "object" ? { affects: s.affects, mods: s.mods } : undefined;
  }),
);

/**
 * "All Slivers get +1/+1.", "All Slivers have flying.": every permanent of that kind in play,
 * whoever controls it (the Sliver lords). Without a controller the filter already means "all";
 * "All" is the era's wording for it.
 */
const allOf: Syntax<Part> = map(
  syn`All ${filterPhrase("many")}${plural}.`,
  ([affects, mods]) => (affects.controller ? undefined : { statics: mods.map((modification) => ({ affects, modification })) }),
  (p) => {
    const s = sharing(p);
    return s && typeof s.affects === "object" && !s.affects.controller && !(s.affects as Filter).other ? [s.affects, s.mods] : undefined;
  },
);

/** "All other Birds get +1/+1." (Aven Brigadier): every other permanent of that kind in play, whoever controls it; printed as "Other Birds get +1/+1.", which reads the same. */
const allOtherOf: Syntax<Part> = map(
  syn`All other ${filterPhrase("many")}${plural}.`,
  ([affects, mods]) => (affects.controller ? undefined : { statics: mods.map((modification) => ({ affects: { ...affects, other: true }, modification })) }),
  () => undefined,
);

/** A line beginning with a subtype ("Islands don't untap ...", Choke): read as printed, capital and all (`capital` would lower it). */
const subtypeFirst: Syntax<Part> = map(
  syn`${filterPhrase("many")}${plural}.`,
  ([affects, mods]) => (affects.subtypes && !affects.types ? { statics: mods.map((modification) => ({ affects, modification })) } : undefined),
  () => undefined,
);

/** "Attacking doesn't cause Soldiers to tap." (Mobilization): vigilance in the words printed before the keyword, given to the permanents matching the filter. */
const attackingUntapped: Syntax<Part> = map(
  syn`Attacking doesn't cause ${otherFilter} to tap.`,
  (([affects]) => ({ statics: [{ affects, modification: { kind: "addKeyword", keyword: "vigilance" } as Mod }] })),
  (p) => {
    const s = sharing(p);
    return s && typeof s.affects === "object" && s.mods.length === 1 && s.mods[0]!.kind === "addKeyword" && s.mods[0]!.keyword === "vigilance" ? [s.affects] : undefined;
  },
);

/** Keywords with a parameter that the language holds in their own fields (502.27, 502.31, 502.47, 502.15, 502.32). */
const cardKeywords: Syntax<Part>[] = [
  map(syn`Affinity for ${filterPhrase("many")}`, ([f]) => ({ affinity: f }), (p) => ("affinity" in p ? [p.affinity] : undefined)),
  map(syn`Amplify ${digits}`, ([n]) => (n > 0 ? { amplify: n } : undefined), (p) => ("amplify" in p ? [p.amplify] : undefined)),
  map(syn`Dredge ${digits}`, ([n]) => (n > 0 ? { dredge: n } : undefined), (p) => ("dredge" in p ? [p.dredge] : undefined)),
  map(syn`Buyback ${manaCost}`, ([c]) => ({ buyback: c }), (p) => ("buyback" in p ? [p.buyback] : undefined)),
  map(syn`Entwine ${manaCost}`, ([c]) => ({ entwine: c }), (p) => ("entwine" in p ? [p.entwine] : undefined)),
  kickerLine as Syntax<Part>,
];
/** Keywords whose parameter is a number (502.38 bushido, 502.11 rampage, 502.39 soulshift, modular, graft, 502.50 bloodthirst): "Bushido 2". */
const NUMBER_KEYWORDS = [["Bushido", "bushido"], ["Rampage", "rampage"], ["Soulshift", "soulshift"], ["Modular", "modular"], ["Graft", "graft"], ["Bloodthirst", "bloodthirst"], ["Ripple", "ripple"]] as const;
type NumberKeyword = (typeof NUMBER_KEYWORDS)[number][1];
/** Keywords whose parameter is a mana cost (502.26 morph, 502.18a cycling, 502.19a echo, 502.22a flashback, 502.40a splice onto Arcane, 502.52a replicate): "Echo {2}{R}". */
const COST_KEYWORDS = [["Morph", "morph"], ["Cycling", "cycling"], ["Echo", "echo"], ["Flashback", "flashback"], ["Splice onto Arcane", "spliceOntoArcane"], ["Replicate", "replicate"], ["Transmute", "transmute"], ["Recover", "recover"], ["Madness", "madness"], ["Ninjutsu", "ninjutsu"]] as const;
type CostKeyword = (typeof COST_KEYWORDS)[number][1];
const numberKeyword = ([printed, field]: (typeof NUMBER_KEYWORDS)[number]): Syntax<Part> =>
  map(syn`${lit(printed + " ")}${digits}`, ([, n]) => (n > 0 ? ({ [field]: n } as Part) : undefined), (p) => (field in p ? [null, (p as Record<string, number>)[field]] : undefined));
const costKeyword = ([printed, field]: (typeof COST_KEYWORDS)[number]): Syntax<Part> =>
  map(syn`${lit(printed + " ")}${manaCost}`, ([, c]) => ({ [field]: c }) as Part, (p) => (field in p ? [null, (p as Record<string, string>)[field]] : undefined));
/** The subtype of typecycling (502.18d), printed as one word with "cycling": "Swamp" of "Swampcycling". */
const typecyclingType: Syntax<string> = {
  *parse(text, at) {
    const m = /^([A-Z][a-z]+)cycling /.exec(text.slice(at));
    if (m) yield [m[1]!, at + m[1]!.length];
  },
  print: (t) => (/^[A-Z][a-z]+$/.test(t) ? t : undefined),
};
/** The subtype of offering (502.42a): "Goblin" of "Goblin offering". */
const offeringType: Syntax<string> = {
  *parse(text, at) {
    const m = /^([A-Z][a-z]+) offering/.exec(text.slice(at));
    if (m) yield [m[1]!, at + m[1]!.length];
  },
  print: (t) => (/^[A-Z][a-z]+$/.test(t) ? t : undefined),
};
/** The printed cost of cumulative upkeep (502.13a): mana, or "{G} or {W}". */
const upkeepCost: Syntax<string> = alt(
  manaCost,
  map(syn`${manaCost} or ${manaCost}`, ([a, b]) => (/^\{[WUBRG]\}$/.test(a) && /^\{[WUBRG]\}$/.test(b) ? `${a} or ${b}` : undefined), (c) => {
    const m = /^(\{[WUBRG]\}) or (\{[WUBRG]\})$/.exec(c);
    return m ? [m[1], m[2]] : undefined;
  }),
);
cardKeywords.push(
  ...NUMBER_KEYWORDS.map(numberKeyword),
  ...COST_KEYWORDS.map(costKeyword),
  map(syn`Cumulative upkeep ${upkeepCost}`, ([c]) => ({ cumulativeUpkeep: c }), (p) => ("cumulativeUpkeep" in p ? [p.cumulativeUpkeep] : undefined)),
  // "Cumulative upkeep—Discard a card." (Coldsnap): a cost that isn't mana, after a dash (502.13a).
  map(syn`Cumulative upkeep—${words(OTHER_UPKEEP_COSTS.map((c): [string, string] => [c, c]))}`, ([c]) => ({ cumulativeUpkeep: c }), (p) => ("cumulativeUpkeep" in p ? [p.cumulativeUpkeep] : undefined)),
  // "Suspend N—[cost]" (502.59).
  map(syn`Suspend ${digits}—${manaCost}`, ([count, cost]) => (count > 0 ? { suspend: { count, cost } } : undefined), (p) => ("suspend" in p ? [p.suspend.count, p.suspend.cost] : undefined)),
  // "[Subtype]cycling [cost]" (502.18d): "Swampcycling {2}".
  map(syn`${typecyclingType}cycling ${manaCost}`, ([type, cost]) => ({ typecycling: { type, cost } }), (p) => ("typecycling" in p ? [p.typecycling.type, p.typecycling.cost] : undefined)),
  // "[Subtype] offering" (502.42a): "Goblin offering".
  map(syn`${offeringType} offering`, ([offering]) => ({ offering }), (p) => ("offering" in p ? [p.offering] : undefined)),
);

const selfLines: Syntax<Part> = alt<Part>(
  word("~ can't attack or block.", { restrictions: ["cantAttack", "cantBlock"] }),
  word("~ can't block.", { restrictions: ["cantBlock"] }),
  word("~ can't attack.", { restrictions: ["cantAttack"] }),
  // Flash as cards printed it before Time Spiral named it (the same ability, 502.57).
  word("You may play ~ any time you could play an instant.", { keywords: ["flash"] }),
  word("~ attacks each turn if able.", { restrictions: ["attacksEachTurnIfAble"] }),
  word("~ can't be blocked except by creatures with flying.", { restrictions: ["cantBeBlockedExceptByFlying"] }),
  word("~ is unblockable.", { restrictions: ["unblockable"] }),
  word("~ is indestructible.", { restrictions: ["indestructible"] }),
  word("~ can't be equipped.", { restrictions: ["cantBeEquipped"] }),
  word("~ doesn't untap during your untap step.", { restrictions: ["doesntUntap"] }),
  word("You may choose not to untap ~ during your untap step.", { untapOptional: true }),
  // Vigilance as printed before Champions of Kamigawa named it (the same ability, 502.? (?); keyword-lines.ts).
  word("Attacking doesn't cause ~ to tap.", { keywords: ["vigilance"] }),
  word("~ can block an additional creature.", { restrictions: ["canBlockAdditionalCreature"] }),
  word("~ can block any number of creatures.", { restrictions: ["canBlockAnyNumber"] }),
  word("~ can't be the target of spells or abilities your opponents control.", { restrictions: ["cantBeTargetedByOpponents"] }),
  word("~ can't be the target of spells or abilities.", { restrictions: ["cantBeTargeted"] }),
  word("~ can block as though it had flying.", { asThough: "blockAsThoughFlying" }),
  word("~ may block as though it had flying.", { asThough: "blockAsThoughFlying" }),
  word("You may have ~ deal its combat damage to defending player as though it weren't blocked.", { asThough: "assignDamageAsThoughUnblocked" }),
  word("~ comes into play tapped.", { comesIntoPlay: { tapped: true } }),
  map(syn`~ comes into play with a ${counterKind} counter on it.`, ([k]): Part => ({ comesIntoPlay: { counters: { [k]: 1 } } }), (p) => {
    const c = "comesIntoPlay" in p && !(p.comesIntoPlay as { tapped?: true }).tapped ? Object.entries(p.comesIntoPlay.counters ?? {}) : [];
    return c.length === 1 && c[0]![1] === 1 ? [c[0]![0]] : undefined;
  }),
  map(syn`~ comes into play with ${count} ${counterKind} counters on it.`, ([n, k]): Part | undefined => (n > 1 ? { comesIntoPlay: { counters: { [k]: n } } } : undefined), (p) => {
    const c = "comesIntoPlay" in p && !(p.comesIntoPlay as { tapped?: true }).tapped ? Object.entries(p.comesIntoPlay.counters ?? {}) : [];
    return c.length === 1 && c[0]![1] > 1 ? [c[0]![1], c[0]![0]] : undefined;
  }),
  map(syn`~'s power and toughness are each equal to the number of ${filterPhrase("many")}.`, ([f]) => ({ definedPT: { power: { count: f }, toughness: { count: f } } }), (p) => {
    if (!("definedPT" in p)) return undefined;
    const { power, toughness } = p.definedPT as { power?: { count?: Filter; plus?: number }; toughness: unknown };
    return power?.count && !power.plus && JSON.stringify(power) === JSON.stringify(toughness) ? [power.count] : undefined;
  }),
  // 208.2: "~'s power and toughness are each equal to 1 plus the number of lands you control." (Allosaurus Rider, printed 1+*): the count and the number.
  map(syn`~'s power and toughness are each equal to ${digits} plus the number of ${filterPhrase("many")}.`, ([n, f]) => (n > 0 ? { definedPT: { power: { count: f, plus: n }, toughness: { count: f, plus: n } } } : undefined), (p) => {
    if (!("definedPT" in p)) return undefined;
    const { power, toughness } = p.definedPT as { power?: { count?: Filter; plus?: number }; toughness: unknown };
    return power?.count && power.plus && JSON.stringify(power) === JSON.stringify(toughness) ? [power.plus, power.count] : undefined;
  }),
  // 208.2: "~'s power is equal to the number of Rats you control." (Swarm of Rats): the ability defines its power only; its toughness is printed.
  map(syn`~'s power is equal to the number of ${filterPhrase("many")}.`, ([f]) => ({ definedPT: { power: { count: f } } }), (p) => {
    const d = "definedPT" in p ? (p.definedPT as { power?: { count?: Filter }; toughness?: unknown }) : undefined;
    return d?.power?.count && d.toughness === undefined ? [d.power.count] : undefined;
  }),
  // 208.2: "~'s toughness is equal to the number of Forests in play." (Traproot Kami): its toughness only; its power is printed.
  map(syn`~'s toughness is equal to the number of ${filterPhrase("many")}.`, ([f]) => ({ definedPT: { toughness: { count: f } } }), (p) => {
    const d = "definedPT" in p ? (p.definedPT as { power?: unknown; toughness?: { count?: Filter } }) : undefined;
    return d?.toughness?.count && d.power === undefined ? [d.toughness.count] : undefined;
  }),
  map(syn`~'s toughness is equal to the number of ${filterPhrase("many")} in play.`, ([f]) => (f.controller ? undefined : { definedPT: { toughness: { count: f } } }), () => undefined),
  // 208.2: "the number of creatures in play" (Beast of Burden): every one, whoever controls it.
  map(syn`~'s power and toughness are each equal to the number of ${filterPhrase("many")} in play.`, ([f]) => (f.controller ? undefined : { definedPT: { power: { count: f }, toughness: { count: f } } }), () => undefined),
  // 208.2: "the total converted mana cost of other creatures you control" (Ancient Ooze): counted for the creature itself, left out.
  map(syn`~'s power and toughness are each equal to ${lazy(() => totalCostOfOthers)}.`, ([v]) => ({ definedPT: { power: v, toughness: v } }), (p) => {
    const d = "definedPT" in p ? (p.definedPT as { power?: PTValue; toughness?: PTValue }) : undefined;
    return d?.power && typeof d.power === "object" && "totalCostOfOthers" in d.power && JSON.stringify(d.power) === JSON.stringify(d.toughness) ? [d.power] : undefined;
  }),
  word("~'s power and toughness are each equal to the number of cards in your hand.", { definedPT: { power: "cardsInYourHand", toughness: "cardsInYourHand" } }),
  word("~'s power and toughness are each equal to twice the number of cards in your hand.", { definedPT: { power: { cardsInYourHand: 2 }, toughness: { cardsInYourHand: 2 } } }),
  map(
    syn`~'s power and toughness are each equal to the number of ${words(["artifact", "creature", "enchantment", "land", "instant", "sorcery"].map((t): [string, string] => [t, t]))} cards in all graveyards.`,
    ([t]) => ({ definedPT: { power: { cardsInGraveyards: t }, toughness: { cardsInGraveyards: t } } }),
    (p) => {
      if (!("definedPT" in p)) return undefined;
      const { power, toughness } = p.definedPT as { power?: { cardsInGraveyards?: string }; toughness: unknown };
      return power?.cardsInGraveyards && JSON.stringify(power) === JSON.stringify(toughness) ? [power.cardsInGraveyards] : undefined;
    },
  ),
  map(syn`Enchant ${filterPhrase("one")}`, ([f]) => ({ enchant: specOf(f) }), (p) => ("enchant" in p ? [filterOfSpec(p.enchant)] : undefined)),
  map(syn`Equip ${manaCost}`, ([equip]) => ({ equip }), (p) => ("equip" in p ? [p.equip] : undefined)),
  map(capital(keywordList), (keywords) => ({ keywords }), (p) => ("keywords" in p ? p.keywords : undefined)),
  ...cardKeywords,
  word("~ blocks each turn if able.", { restrictions: ["blocksEachTurnIfAble"] }),
  ...arrivalLines,
  ...namedCardTrapLines,
  // "Bushido 1; defender" (keyword-pairs.ts).
  lazy(() => keywordPair(alt(map(capital(keywordList), (keywords) => ({ keywords }), (p) => ("keywords" in p ? p.keywords : undefined)), ...cardKeywords))),
);

/** A line of an instant or sorcery that isn't its effect. */
export const spellLine: Syntax<Part> = alt(
  ...cardKeywords,
  // 502.18c: "When you cycle [this]" is an ability of an instant or sorcery too (it triggers from the graveyard).
  map(lazy(() => triggered), (p) => ("ability" in p && p.ability.kind === "triggered" && p.ability.trigger.on === "cycled" ? p : undefined), (p) => p),
  // 502.51c: "When the creature [this] haunts is put into a graveyard" is an ability of a haunt spell (it triggers from the removed-from-the-game zone).
  map(lazy(() => triggered), (p) => ("ability" in p && p.ability.kind === "triggered" && p.ability.trigger.on === "hauntedPutIntoGraveyard" ? p : undefined), (p) => p),
  // 402.8g: "At the beginning of your upkeep, ... you may return ~ from your graveyard to your hand." (Death of a Thousand Stings): an ability of the card in its graveyard.
  map(lazy(() => triggered), (p) => ("ability" in p && functionsFromGraveyard(p.ability) ? p : undefined), (p) => ("ability" in p && functionsFromGraveyard(p.ability) ? p : undefined)),
  // "When a spell or ability an opponent controls causes you to discard ~" (Guerrilla Tactics): it triggers from the graveyard.
  map(lazy(() => triggered), (p) => ("ability" in p && p.ability.kind === "triggered" && p.ability.trigger.on === "discardedByOpponent" ? p : undefined), (p) => p),
  // Storm, split second, convoke (502.30, 502.58, 502.46): keywords of the spell itself.
  map(capital(keywordList), (keywords) => ({ keywords }), (p) => ("keywords" in p ? p.keywords : undefined)),
  libraryRuleLines,
  // 403.1: "{cost}: Return ~ from your graveyard to your hand." is an ability of an instant or sorcery too (Hammer of Bogardan).
  map(lazy(() => graveyardAbilityLines), (p) => ("ability" in p && (p.ability as { from?: string }).from === "graveyard" ? p : undefined), (p) => p),
  lazy(() => scryLine),
  lazy(() => forecast),
  lazy(() => xManaColorLine),
  lazy(() => alternativeCostLine),
  lazy(() => additionalCostLine),
  // 203.2: "~ is blue." (Evermind, Ancestral Vision).
  lazy(() => colorLines),
);

/**
 * Ability words (Hellbent, Threshold) label a line whose condition they name; they have no rules
 * meaning: "Hellbent — ~ gets +2/+1 as long as you have no cards in hand.", "Threshold — ~ gets
 * +3/+3 and has flying as long as seven or more cards are in your graveyard.", "Hellbent — When
 * ..., if you have no cards in hand, ...". The conditions are the language's (`Condition`).
 */
const ABILITY_WORDS: [string, Condition][] = [["Hellbent", { youHaveNoCardsInHand: true }], ["Threshold", { cardsInYourGraveyard: 7 }]];
const asLongAs = alt<Condition>(
  words<Condition>([["you have no cards in hand", { youHaveNoCardsInHand: true }], ["seven or more cards are in your graveyard", { cardsInYourGraveyard: 7 }], ["an opponent controls more lands than you", { anOpponentControlsMoreLands: true }], ["an opponent was dealt damage this turn", { anOpponentDealtDamageThisTurn: true }]]),
  // "as long as you control a Forest" (Kird Ape): one permanent of that kind is enough.
  // Types, subtypes, supertypes and tapped status only (effects/characteristics.ts controlledMatching reads layer 4).
  map(syn`you control ${article}${filterPhrase("one")}`, ([, f]) => (f.controller || f.colors || f.notColors || f.combat || f.keywords || f.notKeywords ? undefined : { youControl: f }), (c) => (c.youControl ? [null, c.youControl] : undefined)),
  // "as long as you control another artifact creature" (Drill-Skimmer): one other than the source, the same reading.
  map(syn`you control another ${filterPhrase("one")}`, ([f]) => (f.controller || f.colors || f.notColors || f.combat || f.keywords || f.notKeywords ? undefined : { youControlAnother: f }), (c) => (c.youControlAnother ? [c.youControlAnother] : undefined)),
  // "as long as no opponent controls a creature" (Vexing Beetle): the same kinds, of each opponent.
  map(syn`no opponent controls ${article}${filterPhrase("one")}`, ([, f]) => (f.controller || f.colors || f.notColors || f.combat || f.keywords || f.notKeywords ? undefined : { noOpponentControls: f }), (c) => (c.noOpponentControls ? [null, c.noOpponentControls] : undefined)),
  // "if you control four or more snow permanents" (Heidar, Rimewind Master): at least that many.
  lazy(() => controlAtLeast),
  lazy(() => handSizeConditions),
);
const conditionOf = (p: Part): Condition | undefined =>
  "statics" in p && p.statics.length === 1 ? (p.statics[0] as { condition?: Condition }).condition : "ability" in p && p.ability.kind !== "mana" ? p.ability.condition : undefined;
/** "~ gets +3/+3 and has flying as long as [condition].": one static ability of the card itself (its other modifications `also`). */
const selfWhile: Syntax<Part> = map(
  syn`~${singular} as long as ${asLongAs}.`,
  ([mods, condition]) => ({ statics: [{ affects: "self", condition, modification: mods[0]!, ...(mods.length > 1 ? { also: mods.slice(1) } : {}) } as StaticAbility] }),
  (p) => {
    if (!("statics" in p) || p.statics.length !== 1) return undefined;
    const st = p.statics[0] as StaticAbility & { condition?: Condition; also?: Mod[] };
    return st.affects === "self" && st.condition ? [[st.modification, ...(st.also ?? [])], st.condition] : undefined;
  },
);
/** "[cost]: [effect]. Play this ability only if you have no cards in hand." (403.1: a condition on playing it). */
export const activatedOnlyIf: Syntax<Part> = map(
  syn`${activated} Play this ability only if ${asLongAs}.`,
  ([p, condition]) => ("ability" in p && (p.ability.kind === "activated" || p.ability.kind === "mana") ? { ability: { ...p.ability, condition } } : undefined),
  (p) => {
    if (!("ability" in p) || (p.ability.kind !== "activated" && p.ability.kind !== "mana") || !p.ability.condition) return undefined;
    const { condition, ...a } = p.ability;
    return [{ ability: a }, condition];
  },
);
/** "As long as you control a legendary Samurai, ~ gets +1/+2 and has vigilance.": the condition first, the same static ability. */
const whileFirst: Syntax<Part> = map(
  syn`As long as ${asLongAs}, ~${singular}.`,
  ([condition, mods]) => ({ statics: [{ affects: "self", condition, modification: mods[0]!, ...(mods.length > 1 ? { also: mods.slice(1) } : {}) } as StaticAbility] }),
  () => undefined,
);
/**
 * 'As long as you control a Demon, ~ has "{B}: Regenerate ~."' (Villainous Ogre): the condition
 * first, then the permanent's own quoted ability, "~" in the quotes naming it (quotedOwnAbility).
 * The ability exists only while the condition holds (418.5a, layer 6; engine effects/conditions.ts).
 */
const whileFirstOwn: Syntax<Part> = map(
  syn`As long as ${asLongAs}, ~${ownGrants}.`,
  ([condition, mods]) => (mods.length === 1 ? { statics: [{ affects: "self", condition, modification: mods[0]! } as StaticAbility] } : undefined),
  (p) => {
    const st = "statics" in p && p.statics.length === 1 ? p.statics[0]! : undefined;
    return st && st.affects === "self" && st.condition && !st.also && st.modification.kind === "addAbility" ? [st.condition, [st.modification]] : undefined;
  },
);
/** "~ gets +1/+0 for each artifact you control." (Nim Lasher): a static ability of the card itself. */
const selfFor: Syntax<Part> = map(
  syn`~ gets ${ptFor}.`,
  ([modification]) => ({ statics: [{ affects: "self", modification } as StaticAbility] }),
  (p) => ("statics" in p && p.statics.length === 1 && p.statics[0]!.affects === "self" && !p.statics[0]!.condition && p.statics[0]!.modification.kind === "modifyPTFor" ? [p.statics[0]!.modification] : undefined),
);
const abilityWordLines: Syntax<Part> = alt<Part>(
  ...ABILITY_WORDS.map(([w, condition]) =>
    map(syn`${lit(w + " ")}${alt(selfWhile, triggered, activatedOnlyIf)}`, ([, p]) => (JSON.stringify(conditionOf(p)) === JSON.stringify(condition) ? p : undefined), (p) => (JSON.stringify(conditionOf(p)) === JSON.stringify(condition) ? [null, p] : undefined)),
  ),
);

/** Channel (an ability word): "Channel — {1}{W}, Discard ~: ...", an ability played from its owner's hand. */
const channel: Syntax<Part> = map(
  syn`Channel ${activated}`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" && p.ability.cost.discardSelf ? { ability: { ...p.ability, from: "hand" } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.from !== "hand" || !p.ability.cost.discardSelf) return undefined;
    const { from: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);

/**
 * Forecast (DIS): "Forecast {1}{U}, Reveal ~ from your hand: ...", an ability played from its
 * owner's hand by revealing the card; its reminder text "(Play this ability only during your
 * upkeep and only once each turn.)" is the rule the keyword carries (spells/hand-abilities.ts).
 */
const forecast: Syntax<Part> = map(
  syn`Forecast ${activated}`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" && p.ability.cost.revealSelf && (p.ability as { timing?: string }).timing === undefined ? { ability: { ...p.ability, from: "hand", timing: "yourUpkeep", oncePerTurn: true } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.from !== "hand" || !p.ability.cost.revealSelf || p.ability.timing !== "yourUpkeep" || !p.ability.oncePerTurn) return undefined;
    const { from: _, timing: __, oncePerTurn: ___, ...a } = p.ability;
    return [{ ability: a }];
  },
);

/** Any line of a permanent's text. */
export const line: Syntax<Part> = alt(
  // First, so that an Aura's ability about "enchanted Island" is printed with its noun (enchanted-land.ts).
  lazy(() => enchantedLandLines(alt(activated, triggered))),
  lazy(() => imprintLine(alt(triggered, activated))),
  selfLines,
  statics,
  activated,
  triggered,
  abilityWordLines,
  channel,
  forecast,
  lazy(() => radianceLine(activated)),
  whileFirst,
  lazy(() => selfEnchantedLine<Part>(alt(ownGrants, singular))),
  lazy(() => endingInQuote(selfEnchantedLine<Part>(ownGrants))),
  lazy(() => endingInQuote(whileFirstOwn)),
  selfFor,
  selfWhile,
  activatedOnlyIf,
  handRuleLines,
  activatedOncePerTurn,
  lazy(() => endingInQuote(statics)),
  libraryRuleLines,
  lazy(() => selfCostLines),
  graveyardAbilityLines,
  lazy(() => returnFromGraveyardLine),
  lazy(() => combatSelfLines),
  lazy(() => yourTurnOnly),
  lazy(() => combatOnly),
  lazy(() => counterLines),
  lazy(() => attackRuleLines),
  lazy(() => creatureTypeLines),
  lazy(() => equipmentCountLines),

  lazy(() => colorLines),
  lazy(() => bushidoPointLines),
  lazy(() => counterStaticLines),
  lazy(() => costChangeLines),
  lazy(() => lifeFloorLines),
  lazy(() => drawRevealLines),
  lazy(() => damagePlusLines),
  lazy(() => manaTriggerLines),
  lazy(() => removedIfDiesLines),
  lazy(() => enchantOnlyLine),
  lazy(() => attachLimitLines),
  lazy(() => playRuleLines),
  lazy(() => playerTargetLines),
  lazy(() => evasionLines),
  lazy(() => blockCountLines),
  lazy(() => staticPreventionLines),
  lazy(() => variableKeywordLines),
  lazy(() => twoGroupAnthem),
  lazy(() => alternativeCostLine),
);

/** "Choose one — A; or B." (409.1a?): each mode its own targets and effects. */
type Mode = { text: string; targets: TargetSpec[]; effects: unknown[] };
export const modalText: Syntax<{ modes: Mode[] }> = {
  *parse(text, at) {
    for (const prefix of ["Choose one — ", "Choose one "]) {
      if (!text.startsWith(prefix, at)) continue;
      const body = text.slice(at + prefix.length);
      if (!body.endsWith(".")) continue;
      const parts = body.slice(0, -1).split("; or ");
      if (parts.length < 2) continue;
      const modes: Mode[] = [];
      for (const [i, part] of parts.entries()) {
        const read = readAllOf(i === 0 ? capital(modeClauses) : modeClauses, part).map((c) => lift(c)).filter((m) => m !== undefined);
        if (read.length !== 1) return;
        modes.push({ text: part, ...read[0]! });
      }
      yield [{ modes }, text.length];
    }
  },
  print(spell) {
    const parts = spell.modes.map((m, i) => {
      const clauses = lower(m.targets, m.effects);
      const p = clauses && modeClauses.print(clauses);
      return p && (i === 0 ? p.charAt(0).toUpperCase() + p.slice(1) : p);
    });
    return parts.some((p) => !p) ? undefined : `Choose one ${parts.join("; or ")}.`;
  },
};

/** The text of an instant or sorcery: its effects, targets lifted. */
const spellAlone: Syntax<{ targets: TargetSpec[]; effects: unknown[] }> = map(
  effectText(true),
  (clauses) => lift(clauses),
  (spell) => lower(spell.targets ?? [], spell.effects),
);
/** ... or a Radiance spell's (radiance.ts). */
export const spellText: Syntax<{ targets: TargetSpec[]; effects: unknown[] }> = alt(spellAlone, radianceSpell(spellAlone));

