// The costs of a spell (409.1b, 409.1e). The player announces whether an alternative cost is
// used — only one can be (seed glossary "Alternative Cost") — and which additional cost is
// paid where there is a choice. The total cost is then the mana cost (or the alternative
// cost), plus additional costs and cost increases, minus cost reductions. Reductions lower
// only generic mana and never below 0; Affinity (502.31) is one. Other effects still see the
// printed mana cost, whatever was paid.
import { offeringProblem, offeringReduction, reduceByOffering } from "../keywords/offering.js";
import type { ActivatedAbility, AdditionalCost, CostChange, ObjectFilter } from "../../cards/language.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import { somePermanentCard } from "../zones/cards-in-play.js";
import { controllerOf } from "../effects/control.js";
import { combinations } from "../game/decisions.js";
import { card, nameOf, opponents, permanents, player } from "../game/game.js";
import { costTotal, parseCost, withX, type Cost, type ManaSupply } from "./mana.js";
import { characteristics, copiableName, costChangers } from "../effects/characteristics.js";
import { convertedManaCosts } from "../../cards/split-cards.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { spliceCosts, spliceProblem } from "../keywords/splice.js";
import { convokeProblem, convokeReduce, convokeWay } from "../keywords/convoke.js";
import { manaSources, playerSupply } from "./mana-abilities.js";
import { replicateProblem } from "../keywords/replicate.js";
import { kickerProblem, kickerWays } from "../keywords/kicker.js";
import { canAffordMana } from "../turn/priority.js";
import { convertedManaCost, matchesFilter } from "./targets.js";
import type { AlternativePayment, CardObject, Color, CostChoice, GameState, ObjectId, PlayerId, PlayInProgress, SpellCostBasis } from "../game/types.js";
import { numbered, possessive } from "../view/wording.js";
import { revealChoices, validReveal } from "./reveal-x-costs.js";
import { conditionHolds } from "../effects/conditions.js";
import { costKindChoices, costKindChoiceValid, hasCostKind, type CostKindChoosing } from "./cost-kinds.js";

/** 409.1e: the total mana cost; X as announced (kept as {X} while unknown), for this many targets. */
export function totalCost(s: GameState, who: PlayerId, info: CardInfo, basis: SpellCostBasis = {}, x?: number, targets = 1): Cost {
  const printed = basis.alternative !== undefined ? parseCost(basis.alternative) : info.cost;
  const cost: Cost = x === undefined ? { ...printed, colored: { ...printed.colored } } : withX(printed, x, info.xManaColor);
  cost.colored = { ...cost.colored };
  // Most spells are announced with nothing added: no list of additions is built for them.
  const adds = basis.extraMana || basis.buyback || basis.kicker?.length || basis.entwine || basis.splice?.length || basis.replicate?.length || (targets > 1 && basis.perExtraTarget);
  const extras = adds ? [basis.extraMana, basis.buyback, ...(basis.kicker ?? []), basis.entwine, ...(basis.splice ?? []), ...(basis.replicate ?? []), ...Array<string | undefined>(Math.max(0, targets - 1)).fill(basis.perExtraTarget)] : [];
  for (const extra of extras) {
    if (!extra) continue;
    const add = parseCost(extra);
    // 409.1b: an {X} kicker (Verdeloth the Ancient) is X announced with the spell: {X} until then.
    if (x === undefined) cost.x += add.x;
    else cost.generic += add.x * x;
    cost.generic += add.generic;
    for (const c of Object.keys(add.colored) as (keyof Cost["colored"])[]) cost.colored[c] += add.colored[c];
  }
  const { more, less, colored } = costChanges(s, who, info, x);
  // Edgewalker: one symbol of each named color less, only where the cost has one (409.1e).
  for (const c of colored ?? []) if (cost.colored[c] > 0) cost.colored[c]--;
  // 502.42a: offering reduces colored mana now, and its generic part with the other reductions.
  let offering = 0;
  if (basis.offering) ({ cost: { colored: cost.colored }, generic: offering } = reduceByOffering(cost, basis.offering));
  let affinity = 0;
  if (info.affinity) for (const p of permanents(s)) if (controllerOf(s, p) === who && matchesFilter(s, p, info.affinity, who)) affinity++;
  // The Avatars: the card's own reduction, while its condition holds for the player playing it (409.1e).
  const own = info.costsLessIf && conditionHolds(s, info.costsLessIf.condition, who) ? info.costsLessIf.generic : 0;
  // Increases first, then reductions, so a reduction can cancel an increase (409.1e).
  cost.generic = Math.max(0, cost.generic + more - less - affinity - offering - own);
  // 502.46a: each creature tapped for convoke reduces the total cost by one mana.
  return spendable(s, basis.convoke?.length ? convokeReduce(s, cost, basis.convoke).cost : cost);
}

/**
 * A bound below every total cost the player could announce for the spell now (X as 0): its
 * colored and hybrid mana, and its generic mana unless a cost change in play or Affinity could
 * lower it (409.1e); and the colored symbols every such cost has, each paid only by mana of its
 * color (added costs and X only add symbols, cost changes are generic), unless a permanent lets
 * mana be spent as though it were any color. None when an alternative cost could replace the
 * mana cost (409.1b) or convoke pay colored symbols (502.46a). A spell whose bound is more mana,
 * or more of some color, than the player could have can't be played: nothing else about it
 * needs a look.
 */
export function leastManaCost(s: GameState, info: CardInfo): { total: number; colored: Cost["colored"] | undefined } | undefined {
  if (info.alternativeCost || alternativeCostsInPlay(s) || info.keywords.includes("convoke")) return undefined;
  const { cost } = info;
  const colored = cost.hybrid.length + cost.colored.W + cost.colored.U + cost.colored.B + cost.colored.R + cost.colored.G;
  const changers = costChangers(s);
  // A change that takes colored mana off (Edgewalker) leaves no bound on the colored symbols.
  if (changers.some(({ changes }) => changes.some((c) => c.coloredLess))) return undefined;
  return { total: info.affinity || info.costsLessIf || changers.length > 0 ? colored : colored + cost.generic, colored: somePermanentCard(s, spendsAsAnyColor) ? undefined : cost.colored };
}

function alternativeCostsInPlay(s: GameState): boolean {
  return somePermanentCard(s, offersAlternativeCost);
}
const offersAlternativeCost = (info: CardInfo) => !!info.alternativeCostForYourSpells;

/** 409.1e: the total mana cost of an activated ability that isn't a mana ability: its mana cost plus cost increases (Suppression Field). */
export function abilityCost(s: GameState, who: PlayerId, ability: ActivatedAbility): Cost {
  const cost = parseCost(ability.cost.mana);
  const { more, less } = costChanges(s, who);
  cost.generic = Math.max(0, cost.generic + more - less);
  return spendable(s, cost);
}

/**
 * The generic mana that cost changes in play add to and take off a spell (`spell`, with X as
 * announced) or an ability the player plays, and the colored symbols they take off.
 */
function costChanges(s: GameState, who: PlayerId, spell?: CardInfo, x?: number): { more: number; less: number; colored?: Color[] } {
  let more = 0;
  let less = 0;
  let colored: Color[] | undefined;
  for (const { source, changes } of costChangers(s)) {
    for (const change of changes) {
      if (!changeApplies(s, source, change, who, spell, x)) continue;
      if (change.coloredLess) (colored ??= []).push(...change.coloredLess);
      const generic = change.generic * (change.per && spell ? changeCount(s, who, spell, change.per) : 1);
      if (generic > 0) more += generic;
      else less -= generic;
    }
  }
  return { more, less, ...(colored ? { colored } : {}) };
}

/** "for each ...": counted for the spell and its player as the cost is determined (409.1e). */
function changeCount(s: GameState, who: PlayerId, spell: CardInfo, per: NonNullable<CostChange["per"]>): number {
  if ("sameNameInGraveyard" in per) return player(s, who).graveyard.filter((id) => card(s, id).card === spell.name).length;
  let n = 0;
  for (const p of permanents(s)) if (controllerOf(s, p) === who && matchesFilter(s, p, per.permanentsOfSpellsPlayer, who)) n++;
  return n;
}

/**
 * The cost as the mana that can pay it: while a permanent says players may spend mana as
 * though it were mana of any color (Mycosynth Lattice), any mana pays any symbol, so every
 * colored and hybrid symbol is paid like generic mana.
 */
export function spendable(s: GameState, cost: Cost): Cost {
  if (!somePermanentCard(s, spendsAsAnyColor)) return cost;
  // {S} stays: spending mana as though it were any color makes no mana snow.
  return { generic: costTotal(cost) - (cost.snow ?? 0), colored: { W: 0, U: 0, B: 0, R: 0, G: 0 }, hybrid: [], x: cost.x, ...(cost.snow ? { snow: cost.snow } : {}) };
}

const spendsAsAnyColor = (info: CardInfo) => !!info.manaAsAnyColor;

function changeApplies(s: GameState, source: CardObject, change: CostChange, who: PlayerId, info?: CardInfo, x?: number): boolean {
  if (change.of !== (info ? "spells" : "nonManaAbilities")) return false;
  if (!inRange(s, controllerOf(s, source), who)) return false; // 601.2: a static ability reaches only players within range
  if (change.player === "you" && controllerOf(s, source) !== who) return false;
  if (change.player === "opponents" && !opponents(s, controllerOf(s, source)).includes(who)) return false;
  // Defense Grid: "During each player's turn, each other player's spells cost more".
  if (change.player === "notActivePlayer" && who === s.turn.active) return false;
  if (!info) return true;
  const f = change.spells;
  if (f.types && !f.types.some((t) => info.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => info.types.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => info.colors.includes(c))) return false;
  if (f.subtypes && !f.subtypes.some((t) => info.subtypes.includes(t))) return false;
  // 203.3: X counts as announced once it is (before, as 0).
  if (f.convertedManaCostAtLeast !== undefined && Math.max(...convertedManaCosts(info, getCard)) + info.cost.x * (x ?? 0) < f.convertedManaCostAtLeast) return false;
  if (f.sharesCreatureTypeWithSource) {
    const theirs = characteristics(s, source).subtypes;
    if (!info.subtypes.some((t) => theirs.includes(t))) return false;
  }
  return true;
}

/** How the player announces a spell's costs (409.1b): an alternative cost, the choice an
 * additional cost needs, and whether an optional buyback cost is paid. */
export interface Announced {
  alternative?: AlternativePayment;
  costs?: CostChoice;
  buyback?: true;
  /** 502.21a: the kicker costs paid, as printed ("{R}"). */
  kicker?: string[];
  /** 502.40a: cards in hand spliced onto the (Arcane) spell. */
  splice?: ObjectId[];
  /** 502.46a: creatures tapped for convoke. */
  convoke?: ObjectId[];
  /** 502.52a: how many times the replicate cost is paid. */
  replicate?: number;
  /** 502.42a: the permanent sacrificed for the card's offering. */
  offering?: ObjectId;
  /** 505.2: the half of a split card played (its name). */
  half?: string;
}

/** What the player announced for a spell's costs: what the total is built from, and the costs other than mana. */
export interface SpellPayment {
  basis: SpellCostBasis;
  other: PlayInProgress["otherCosts"];
}

/**
 * 409.1b: checks the announced alternative cost and additional-cost choice for a spell in the
 * player's hand; returns what will be paid, or the problem (the rule, then why).
 */
export function spellPayment(s: GameState, who: PlayerId, c: CardObject, announced: Announced, supply?: ManaSupply): SpellPayment | string {
  const { alternative, costs: choice } = announced;
  const info = getCard(c.card);
  const hand = player(s, who).hand;
  const basis: SpellCostBasis = {};
  const other: PlayInProgress["otherCosts"] = {};
  if (c.zone === "graveyard") {
    // 502.22a: played from the graveyard, for the flashback cost — an alternative cost, so no other one (seed glossary).
    if (!info.flashback) return `502.22a: ${nameOf(c)} has no flashback: it can't be played from a graveyard`;
    if (alternative) return "409.1b: a spell played with flashback already uses an alternative cost; only one can be used";
    basis.alternative = info.flashback;
  }
  if (alternative && "remove" in alternative) {
    const alt = info.alternativeCost;
    if (!alt || !("removeFromHand" in alt)) return `409.1b: ${nameOf(c)} has no alternative cost that removes cards in your hand`;
    const { count, color } = alt.removeFromHand;
    const ids = alternative.remove;
    if (ids.length !== count || new Set(ids).size !== count) return `409.1b: remove exactly ${numbered(count, "different card")}`;
    if (ids.some((id) => id === c.id || !hand.includes(id) || !getCard(card(s, id).card).colors.includes(color)))
      return `409.1b: the cards removed must be other ${colorName(color)} cards in your hand`;
    basis.alternative = "";
    other.removeFromGame = ids;
  } else if (alternative && "mana" in alternative) {
    // "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost." (the Bringers): the card's own alternative cost, paid instead of its mana cost (409.1b).
    const alt = info.alternativeCost;
    if (!alt || !("mana" in alt) || alt.mana !== alternative.mana) return `409.1b: ${nameOf(c)} has no alternative cost ${alternative.mana}`;
    basis.alternative = alt.mana;
  } else if (alternative) {
    const source = s.objects[alternative.source];
    const offered = source?.kind === "card" && source.zone === "play" && controllerOf(s, source) === who ? getCard(copiableName(source)).alternativeCostForYourSpells : undefined;
    if (!offered) return "409.1b: that is not a permanent of yours that offers an alternative cost";
    basis.alternative = offered;
  }
  const options = info.additionalCost ?? [];
  const perTarget = options.find((o) => "manaPerTargetBeyondFirst" in o);
  if (perTarget && "manaPerTargetBeyondFirst" in perTarget) basis.perExtraTarget = perTarget.manaPerTargetBeyondFirst;
  const chosen = options.filter(isChoice);
  if (chosen.length === 0) {
    if (choice) return `409.1b: ${nameOf(c)} has no additional cost to choose`;
  } else if (!choice) {
    return `409.1b: choose how to pay ${possessive(nameOf(c))} additional cost`;
  } else if ("sacrifice" in choice) {
    const option = chosen.find((o) => "sacrifice" in o);
    const o = s.objects[choice.sacrifice];
    if (!option || !("sacrifice" in option) || o?.kind !== "card" || o.zone !== "play" || controllerOf(s, o) !== who || !matchesFilter(s, o, option.sacrifice, who))
      return "409.1b: sacrifice a permanent you control that the additional cost names";
    other.sacrifice = [o.id];
  } else if ("sacrificeAnyNumber" in choice) {
    const option = chosen.find((o) => "sacrificeAnyNumber" in o);
    if (!option || !("sacrificeAnyNumber" in option)) return `409.1b: ${possessive(nameOf(c))} additional cost doesn't sacrifice any number of permanents`;
    const ids = choice.sacrificeAnyNumber;
    const allowed = sacrificeCandidates(s, who, option.sacrificeAnyNumber);
    if (new Set(ids).size !== ids.length || ids.some((id) => !allowed.includes(id)))
      return "409.1b: sacrifice only different permanents you control that the additional cost names";
    other.sacrifice = ids;
  } else if ("discard" in choice) {
    if (!chosen.some((o) => "discard" in o)) return `409.1b: ${possessive(nameOf(c))} additional cost isn't a discard`;
    if (choice.discard === c.id || !hand.includes(choice.discard) || other.removeFromGame?.includes(choice.discard))
      return "409.1b: discard another card in your hand";
    other.discard = choice.discard;
  } else if (!("mana" in choice)) {
    return `409.1b: ${possessive(nameOf(c))} additional cost doesn't return, tap, reveal or remove anything, nor sacrifice or discard several`;
  } else {
    if (!chosen.some((o) => "mana" in o && o.mana === choice.mana)) return `409.1b: ${possessive(nameOf(c))} additional cost isn't ${choice.mana}`;
    basis.extraMana = choice.mana;
  }
  // 502.16: buyback is optional; announced with the spell, it adds its cost.
  if (announced.buyback && !info.buyback) return `409.1b: ${nameOf(c)} has no buyback cost`;
  if (announced.buyback) basis.buyback = info.buyback;
  const kicker = kickerProblem(info, nameOf(c), announced.kicker);
  if (kicker) return kicker;
  if (announced.kicker?.length) basis.kicker = [...announced.kicker];
  if (announced.offering !== undefined) {
    const problem = offeringProblem(s, who, c, announced.offering);
    if (problem) return problem;
    if (other.sacrifice?.includes(announced.offering)) return "502.42a: the permanent sacrificed for offering can't also pay another cost";
    basis.offering = offeringReduction(s, announced.offering);
    other.sacrifice = [...(other.sacrifice ?? []), announced.offering];
  }
  const splice = spliceProblem(s, who, c.id, announced.splice ?? []);
  if (splice) return splice;
  if (announced.splice?.length) basis.splice = spliceCosts(s, announced.splice);
  const replicate = replicateProblem(c.card, announced.replicate);
  if (replicate) return replicate;
  if (announced.replicate) basis.replicate = Array<string>(announced.replicate).fill(info.replicate!);
  const convoke = announced.convoke ?? [];
  const convokeIssue = convokeProblem(s, who, c, convoke);
  if (convokeIssue) return convokeIssue;
  if (convoke.length) {
    if (!convokeReduce(s, totalCost(s, who, info, basis, 0), convoke).all) return "502.46a: a creature tapped for convoke must reduce the cost by {1} or one mana of its color, and nothing is left for one of them to reduce";
    basis.convoke = convoke;
    other.convoke = convoke;
    // The creatures tapped for convoke make no mana for the rest of the cost (409.1f).
    supply = playerSupply(s, who, { sources: manaSources(s, who).filter((m) => !convoke.includes(m.source.id)) });
  }
  // A permanent sacrificed for the cost may first be tapped for mana (409.1f–g).
  if (!canAffordMana(s, who, totalCost(s, who, info, basis, 0), supply)) return `409.1f: you can't pay ${possessive(nameOf(c))} total cost with your mana pool and untapped mana sources`;
  return { basis, other };
}

/**
 * The Shoals (seed glossary "Alternative Cost"): "remove a [color] card with converted mana cost X
 * in your hand from the game rather than pay ~'s mana cost": X is the converted mana cost of the
 * card removed (203.3), announced with it (409.1b). Undefined for any other way of paying.
 */
export function alternativeX(s: GameState, info: CardInfo, announced: Announced): number | undefined {
  const alt = info.alternativeCost;
  const removed = announced.alternative && "remove" in announced.alternative ? announced.alternative.remove : [];
  return alt && "removeFromHand" in alt && alt.removeFromHand.cmcX && removed.length === 1 ? convertedManaCost(card(s, removed[0]!)) : undefined;
}

/** Whether an additional cost needs the player's choice (the permanent, card or mana); Fireball's per-target mana and "pay X life" don't. */
const isChoice = (o: AdditionalCost) => !("manaPerTargetBeyondFirst" in o) && !("payLife" in o);

/** The permanents the player controls that match a sacrifice cost's filter (a mana ability's too: mana-abilities.ts). */
export function sacrificeCandidates(s: GameState, who: PlayerId, f: ObjectFilter): ObjectId[] {
  return permanents(s).filter((p) => controllerOf(s, p) === who && matchesFilter(s, p, f, who)).map((p) => p.id);
}

/** The permanents the player may sacrifice for the spell's "sacrifice any number of ..." additional cost. */
export function anyNumberCandidates(s: GameState, who: PlayerId, c: CardObject): ObjectId[] {
  const option = getCard(c.card).additionalCost?.find((o) => "sacrificeAnyNumber" in o);
  return option && "sacrificeAnyNumber" in option ? sacrificeCandidates(s, who, option.sacrificeAnyNumber) : [];
}

/** Whether the spell's additional cost is "pay X life" (glossary: Pay): the life paid is the X announced. */
export function paysXLife(info: CardInfo): boolean {
  return !!info.additionalCost?.some((o) => "payLife" in o);
}

const colorName = (c: string) => ({ W: "white", U: "blue", B: "black", R: "red", G: "green" })[c];

/** Every way the player could announce the spell's costs now (bounded), each a complete choice;
 * `supply` is the mana of the player's untapped sources. */
export function paymentWays(s: GameState, who: PlayerId, c: CardObject, supply: ManaSupply, limit = 24): Announced[] {
  const info = getCard(c.card);
  // The other cards in the hand, looked at only by a cost that names them.
  let others: ObjectId[] | undefined;
  const hand = () => (others ??= player(s, who).hand.filter((id) => id !== c.id));
  const alternatives: (AlternativePayment | undefined)[] = [undefined];
  const alt = info.alternativeCost;
  if (alt && "removeFromHand" in alt) {
    const eligible = hand().filter((id) => getCard(card(s, id).card).colors.includes(alt.removeFromHand.color));
    for (const remove of combinations(eligible, alt.removeFromHand.count, limit)) alternatives.push({ remove });
  }
  if (alt && "mana" in alt) alternatives.push({ mana: alt.mana });
  // 503: a copy offers what the card it copies offers; looked through only when some permanent's card offers one (checked once per set of permanents).
  if (alternativeCostsInPlay(s)) for (const p of permanents(s)) if (controllerOf(s, p) === who && getCard(copiableName(p)).alternativeCostForYourSpells) alternatives.push({ source: p.id });
  const choices: (CostChoice | undefined)[] = [];
  for (const option of info.additionalCost ?? []) {
    if ("sacrifice" in option) for (const id of sacrificeCandidates(s, who, option.sacrifice)) choices.push({ sacrifice: id });
    // Any number: one complete option, sacrificing none; the candidates are in the decision's details.
    if ("sacrificeAnyNumber" in option) choices.push({ sacrificeAnyNumber: [] });
    if ("discard" in option) for (const id of hand()) choices.push({ discard: id });
    if ("mana" in option) choices.push({ mana: option.mana });
  }
  if (!info.additionalCost?.some(isChoice)) choices.push(undefined);
  const out: Announced[] = [];
  const buybacks = info.buyback ? WITH_BUYBACK : WITHOUT_BUYBACK;
  const kickers = kickerWays(info);
  for (const alternative of alternatives) {
    for (const costs of choices) {
      for (const buyback of buybacks) {
        for (const kicker of kickers) {
          // Built key by key, in the order of the action's keys (most ways have none of them).
          const way: Announced = {};
          if (alternative) way.alternative = alternative;
          if (costs) way.costs = costs;
          if (buyback) way.buyback = buyback;
          if (kicker) way.kicker = kicker;
          if (out.length < limit && typeof spellPayment(s, who, c, way, supply) !== "string") out.push(way);
        }
      }
    }
  }
  // 502.46a: a convoke spell that can't be paid without creatures is listed once, tapping the fewest that make it payable.
  const convoke = out.length === 0 ? convokeWay(s, who, c, supply) : undefined;
  if (convoke) out.push({ convoke });
  return out;
}

/** Buyback announced or not (502.16): both ways for a card with buyback. */
const WITH_BUYBACK = [undefined, true as const];
const WITHOUT_BUYBACK = [undefined];

type CardTypeName = "artifact" | "creature" | "enchantment" | "land" | "instant" | "sorcery";

/** The parts of an ability's cost that need a choice: a permanent to sacrifice, a card to discard, permanents to return to hand. */
type AbilityCostChoosing = { sacrifice?: ObjectFilter; discard?: 1; returnToHand?: { filter: ObjectFilter; count: number }; tapUntapped?: { filter: ObjectFilter; count: number }; tap?: true; discardType?: CardTypeName; revealX?: Color } & CostKindChoosing;

/** The permanents the player could sacrifice, cards discard, or sets of permanents return, for an ability's cost (none needed: [undefined]). */
export function abilityCostChoices(s: GameState, who: PlayerId, cost: AbilityCostChoosing, source?: ObjectId): (CostChoice | undefined)[] {
  if (cost.sacrifice) return sacrificeCandidates(s, who, cost.sacrifice).map((id) => ({ sacrifice: id }));
  const tapping = cost.tapUntapped;
  if (tapping) return combinations(tapCandidates(s, who, cost, source), tapping.count, 200).map((ids) => ({ tapUntapped: ids }));
  const back = cost.returnToHand;
  if (back) return combinations(sacrificeCandidates(s, who, back.filter), back.count, 200).map((ids) => ({ returnToHand: ids }));
  if (cost.discard) return player(s, who).hand.map((id) => ({ discard: id }));
  if (cost.revealX) return revealChoices(s, who, cost.revealX); // 409.1b: X with the cards revealed
  // 409.1f: "Discard a land card": a card of that type (its printed card types: in the hand a card is as printed).
  const type = cost.discardType;
  if (type) return player(s, who).hand.filter((id) => getCard(card(s, id).card).types.includes(type)).map((id) => ({ discard: id }));
  return hasCostKind(cost) ? costKindChoices(s, who, cost) : NOTHING_TO_CHOOSE;
}
const NOTHING_TO_CHOOSE = [undefined];

/** Whether `choice` is one of the ways to pay the ability's sacrifice or discard cost. */
export function abilityCostChoice(s: GameState, who: PlayerId, cost: AbilityCostChoosing, choice?: CostChoice, source?: ObjectId): boolean {
  const tapping = cost.tapUntapped;
  if (tapping && choice && "tapUntapped" in choice) {
    const allowed = tapCandidates(s, who, cost, source);
    return choice.tapUntapped.length === tapping.count && new Set(choice.tapUntapped).size === tapping.count && choice.tapUntapped.every((id) => allowed.includes(id));
  }
  if (cost.revealX) return !!choice && "reveal" in choice && validReveal(s, who, cost.revealX, choice.reveal);
  if (hasCostKind(cost)) return costKindChoiceValid(s, who, cost, choice);
  const back = cost.returnToHand;
  if (back && choice && "returnToHand" in choice) {
    // The permanents returned, in any order: different ones, each of the kind, as many as the cost says.
    const allowed = sacrificeCandidates(s, who, back.filter);
    return choice.returnToHand.length === back.count && new Set(choice.returnToHand).size === back.count && choice.returnToHand.every((id) => allowed.includes(id));
  }
  return abilityCostChoices(s, who, cost).some((c) => JSON.stringify(c) === JSON.stringify(choice));
}

/**
 * 409.1f: the untapped permanents of the kind named that the player could tap for "Tap an
 * untapped [permanent] you control" — not {T}, so summoning sickness doesn't matter (212.3d);
 * the ability's own permanent too, unless its {T} taps it already.
 */
function tapCandidates(s: GameState, who: PlayerId, cost: AbilityCostChoosing, source?: ObjectId): ObjectId[] {
  return sacrificeCandidates(s, who, cost.tapUntapped!.filter).filter((id) => !card(s, id).tapped && !(cost.tap && id === source));
}
