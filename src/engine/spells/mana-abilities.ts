// Mana abilities (406, 411): played while a player has priority or is paying a cost; they
// don't use the stack and resolve at once. Their costs are {T}, paying life (glossary: Pay) and
// removing counters from the permanent; besides mana, one may deal damage to its controller
// (406.1: the painlands' "~ deals 1 damage to you" is part of the mana ability).
import { abilitiesBanned } from "./ability-bans.js";
import { controllerOf } from "../effects/control.js";
import { conditionHolds } from "../effects/conditions.js";
import type { Ability, ActivatedAbility } from "../../cards/language.js";
import { anyControlEffect, characteristics, readingState, whileReading, type Characteristics } from "../effects/characteristics.js";
import { summoningSick } from "../combat/combat.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, nameOf, permanents, player, type Game } from "../game/game.js";
import { lifePaymentProblem, payLife } from "../effects/life.js";
import { dealDamage } from "../effects/damage.js";
import { putIntoGraveyardFromPlay } from "../zones/zones.js";
import { addToPool, canAfford, costTotal, MANA_TYPES, parseCost, parseMana, paymentsFromPool, paysExactly, spendPaid, type Conversion, type Cost, type ManaSupply, type ManaUnit } from "./mana.js";
import type { Action, CardObject, CostChoice, GameState, ManaPool, ManaType, ObjectId, PlayerId, PlayInProgress } from "../game/types.js";
import { sacrificeCandidates } from "./costs.js";
import { agree, possessive } from "../view/wording.js";
import { asPlayedNow } from "./mana-instead.js";
import { manaTriggers, manaTriggersNow, withManaTriggers } from "./mana-triggers.js";
import { becameTapped, tappingWatched } from "./tap-triggers.js";

export interface ManaSource {
  source: CardObject;
  index: number;
  ability: ActivatedAbility;
  /** A snow permanent: its mana can pay {S} (Coldsnap, 2006). */
  snow: boolean;
  /** 409.1f: the permanents its "Sacrifice a [permanent]" could take (Krark-Clan Ironworks), found with it. */
  fodder?: ObjectId[];
}

/** Mana abilities the player could play now: {T} needs an untapped permanent and a creature
 * without summoning sickness (212.3d); life can be paid only up to the life total (glossary: Pay). */
export function manaSources(s: GameState, who: PlayerId, life = player(s, who).life): ManaSource[] {
  // Looked up once per reading of the state: a listing asks for each answer it checks.
  return readingState(s, () => whileReading(s, `manaSources ${who} ${life}`, () => sourcesOf(s, who, life)));
}

function sourcesOf(s: GameState, who: PlayerId, life: number): ManaSource[] {
  const out: ManaSource[] = [];
  // Asked once, not per permanent: whether any effect may change who controls them, and the triggered mana abilities.
  const controlMayChange = anyControlEffect(s);
  let triggers: ReturnType<typeof manaTriggersNow> | undefined;
  for (const o of permanents(s)) {
    if ((controlMayChange ? controllerOf(s, o) : o.controller) !== who) continue;
    const c = characteristics(s, o);
    for (let index = 0; index < c.abilities.length; index++) {
      const printed = c.abilities[index]!;
      // asPlayedNow and withManaTriggers change only the mana of mana abilities, never their costs:
      // whether the ability can be played is asked first, of the ability as it is (a tapped land's is not read further).
      if (!playable(s, o, printed, life, c) || !conditionAllows(s, o, printed, who) || (c.restrictions.length > 0 && abilitiesBanned(c, true))) continue;
      const ability = withManaTriggers(s, o, asPlayedNow(s, o, printed), (triggers ??= manaTriggersNow(s))); // 406.1: "... instead" read as it would be played now; 406.1b: with the mana of the triggers it sets off
      const source: ManaSource = { source: o, index, ability: ability as ActivatedAbility, snow: c.supertypes.includes("snow") };
      if (printed.cost.sacrifice && !withFodder(s, who, source)) continue;
      out.push(source);
    }
  }
  return out;
}

/** Whether `who` may play this mana ability of `o` (whose characteristics are `c`) now (406.1, 212.3d). */
function playable(s: GameState, o: CardObject, ability: Ability, life: number, c: Characteristics): ability is ActivatedAbility {
  if (ability.kind !== "mana" || (ability.cost.payLife ?? 0) > life) return false;
  if (ability.cost.tap && (o.tapped || (c.types.includes("creature") && summoningSick(s, o)))) return false;
  return usesLeft(o, ability) !== 0;
}

/**
 * 403.1: "Play this ability only if ..." (Temple of the False God), from its controller's point
 * of view. Asked apart from `playable`, and only of an ability `playable` allows: with the check
 * inside it, every listing's walk over the mana abilities cost 1.3 % more of a game's instructions
 * (docs/PERFORMANCE.md, eighteenth session).
 */
function conditionAllows(s: GameState, o: CardObject, ability: ActivatedAbility, who: PlayerId): boolean {
  return ability.condition === undefined || conditionHolds(s, ability.condition, who, o.id);
}

/** One mana ability of one permanent, if `who` may play it now: reads that permanent only, so
 * playing many mana abilities in a row (autoPay) costs no listing of every source each time. */
function manaSource(s: GameState, who: PlayerId, id: ObjectId, index: number): ManaSource | undefined {
  const o = s.objects[id];
  if (!o || o.kind !== "card" || o.zone !== "play" || controllerOf(s, o) !== who) return undefined;
  const c = characteristics(s, o);
  const ability = c.abilities[index] && withManaTriggers(s, o, asPlayedNow(s, o, c.abilities[index]));
  if (!ability || !playable(s, o, ability, Infinity, c) || !conditionAllows(s, o, ability, who) || (c.restrictions.length > 0 && abilitiesBanned(c, true))) return undefined;
  const found: ManaSource = { source: o, index, ability, snow: c.supertypes.includes("snow") };
  return !ability.cost.sacrifice || withFodder(s, who, found) ? found : undefined;
}

/** 409.1f: "Sacrifice a [permanent]": the permanents of that kind the player controls, kept with the source; false when there is none (it can't be played). */
function withFodder(s: GameState, who: PlayerId, m: ManaSource): boolean {
  m.fodder = sacrificeCandidates(s, who, m.ability.cost.sacrifice!);
  return m.fodder.length > 0;
}

const made = new WeakMap<Ability, ManaType[][]>();
/** The mana the ability adds, one entry per mana: the types it could be (several for a choice). */
export function manaMade(a: Ability): ManaType[][] {
  let mana = made.get(a);
  if (!mana) {
    // "Add three mana of any one color": one choice, so the same list three times (`addedWith` gives each the chosen type).
    mana = a.effects.flatMap((e) => (e.do === "addMana" ? [...e.mana].map((t) => [t as ManaType]) : e.do === "addManaOfChoice" ? Array<ManaType[]>(typeof e.count === "number" ? e.count : 1).fill([...e.mana] as ManaType[]) : []));
    made.set(a, mana);
  }
  return mana;
}

/** How many times the ability could be played for the counters on its permanent (no counter cost: once; `less`: counters already spent). */
function usesLeft(o: CardObject, a: Ability, less = 0): number {
  const c = a.kind === "mana" ? a.cost.removeCounters : undefined;
  if (!c) return 1;
  const n = Math.floor(((o.counters?.[c.counter] ?? 0) - less) / c.count);
  return a.kind === "mana" && a.cost.tap ? Math.min(n, 1) : Math.max(n, 0);
}

/**
 * The mana these sources could make, for canAfford, with `life` to pay for it (an ability
 * making several mana for 1 life is counted as paying it for each: never too much); with
 * `played`, as it would be after that ability is played. A permanent's {T} abilities are
 * one choice: it makes one mana of any of their types (a painland: {1}, {W} or {U}), or the
 * mana of the one that makes most; an ability removing counters without {T} is counted once
 * for each time its counters pay for it.
 */
function manaSupply(sources: ManaSource[], life: number, played?: ManaSource, sacrificed?: ObjectId): ManaSupply {
  const supply: ManaSupply = { free: [], withLife: [], life };
  const add = (a: Ability, made: ManaUnit[][]) => (a.kind === "mana" && a.cost.payLife ? supply.withLife : supply.free).push(...made);
  // A snow source's mana can also pay {S}.
  const units = (m: ManaSource, made: ManaType[][]): ManaUnit[][] => (m.snow ? made.map((types) => [...types, "S"]) : made);
  const tapping = new Map<ObjectId, ManaSource[]>();
  let sacrificers: ManaSource[] | undefined;
  for (const m of sources) {
    if (m.fodder) {
      (sacrificers ??= []).push(m);
      continue;
    }
    // The permanent `played` sacrifices makes no mana of its own after it (counted low: it could have been tapped first).
    if (sacrificed !== undefined && m.source.id === sacrificed) continue;
    // A permanent's {T} and "Sacrifice ~" abilities are one choice: a sacrificed permanent can't also tap (counted low, never high).
    if (m.ability.cost.tap || m.ability.cost.sacrificeSelf) {
      if ((played?.ability.cost.tap || played?.ability.cost.sacrificeSelf) && played.source.id === m.source.id) continue;
      const group = tapping.get(m.source.id);
      if (group) group.push(m);
      else tapping.set(m.source.id, [m]);
      continue;
    }
    if (played?.ability.cost.sacrificeSelf && played.source.id === m.source.id) continue;
    const spent = played?.source.id === m.source.id && played.ability.cost.removeCounters?.counter === m.ability.cost.removeCounters?.counter ? (played.ability.cost.removeCounters?.count ?? 0) : 0;
    const same = oneChoiceOf(m.ability);
    for (let i = usesLeft(m.source, m.ability, spent); i > 0; i--) {
      if (same) (supply.oneChoice ??= []).push({ ...same, snow: m.snow });
      else add(m.ability, units(m, manaMade(m.ability)));
    }
  }
  for (const group of tapping.values()) {
    const usable = group.filter((m) => usesLeft(m.source, m.ability, played?.source.id === m.source.id ? (played.ability.cost.removeCounters?.count ?? 0) : 0) > 0);
    const makers = usable.filter((m) => !m.ability.cost.mana);
    const converters = usable.filter((m) => m.ability.cost.mana);
    const made = makers.length ? madeByOne(makers) : undefined;
    const convert = converters.length ? conversion(converters.reduce((a, b) => (manaMade(b.ability).length > manaMade(a.ability).length ? b : a))) : undefined;
    const snow = group[0]!;
    if (convert) convert.made = units(snow, convert.made as ManaType[][]);
    // Several mana of one choice (Gilded Lotus): counted as one choice of type, never as several (its permanent's conversions are left out: counted low).
    if (made?.same) (supply.oneChoice ??= []).push({ ...made.same, snow: snow.snow });
    else if (made && convert && !made.ability.cost.payLife) (supply.either ??= []).push({ free: units(snow, made.mana), convert });
    else if (made) add(made.ability, units(snow, made.mana));
    else if (convert) (supply.conversions ??= []).push(convert);
  }
  if (sacrificers) sacrificedFor(sacrificers, sources, played, sacrificed, add, units);
  return supply;
}

/**
 * 409.1f: the mana of "Sacrifice a [permanent]: Add ..." (Krark-Clan Ironworks, Skirk Prospector,
 * Krark-Clan Stoker's "{T}, Sacrifice an artifact"): each permanent of the kind is counted once,
 * for the first such ability that could take it (a permanent can be sacrificed once, after its
 * own {T} made mana); one with a {T} takes one. A permanent that sacrifices itself for its own
 * mana (Lotus Bloom) is left to that (counted low, never high); so is the one `played` takes.
 */
function sacrificedFor(sacrificers: ManaSource[], sources: ManaSource[], played: ManaSource | undefined, sacrificed: ObjectId | undefined, add: (a: Ability, made: ManaUnit[][]) => void, units: (m: ManaSource, made: ManaType[][]) => ManaUnit[][]): void {
  const claimed = new Set<ObjectId>(sources.filter((m) => m.ability.cost.sacrificeSelf).map((m) => m.source.id));
  if (sacrificed !== undefined) claimed.add(sacrificed);
  for (const m of sacrificers) {
    if (m.source.id === sacrificed || (played?.ability.cost.tap && m.ability.cost.tap && played.source.id === m.source.id)) continue;
    let uses = m.ability.cost.tap ? 1 : Infinity;
    for (const f of m.fodder!) {
      if (uses === 0) break;
      if (claimed.has(f)) continue;
      claimed.add(f);
      uses--;
      add(m.ability, units(m, manaMade(m.ability)));
    }
  }
}

/** What one tap of a permanent makes with the {T} abilities that cost no mana: one mana of any of their types when each makes one, else the mana of the one that makes most. */
function madeByOne(usable: ManaSource[]): MadeByOne {
  // Most permanents (a basic land) have one such ability: what it makes is worked out once for the ability.
  if (usable.length === 1) return onlyOne(usable[0]!.ability);
  if (usable.every((m) => manaMade(m.ability).length === 1)) {
    const free = usable.filter((m) => !m.ability.cost.payLife);
    const chosen = free.length ? free : usable;
    return { ability: chosen[0]!.ability, mana: [[...new Set(chosen.flatMap((m) => manaMade(m.ability)[0]!))]] };
  }
  const most = usable.reduce((a, b) => (manaMade(b.ability).length > manaMade(a.ability).length ? b : a));
  return onlyOne(most.ability);
}

/** What one tap makes: `same`, when it is several mana of one choice of type (Gilded Lotus), else `mana`. */
interface MadeByOne {
  ability: ActivatedAbility;
  mana: ManaType[][];
  same?: { n: number; types: ManaType[] };
}

/** `madeByOne` for a permanent with one {T} ability making mana: the mana of that ability, each choice listed once. */
function onlyOne(a: ActivatedAbility): MadeByOne {
  let one = byOne.get(a);
  if (!one) {
    const made = manaMade(a);
    const same = oneChoiceOf(a);
    byOne.set(a, (one = { ability: a, mana: made.length === 1 ? [[...new Set(made[0])]] : made, ...(same ? { same } : {}) }));
  }
  return one;
}
const byOne = new WeakMap<ActivatedAbility, MadeByOne>();

/**
 * 406.1: "Add three mana of any one color" (Gilded Lotus): the several mana of one choice of
 * type, which the supply counts as one choice (`ManaSupply.oneChoice`), not as several mana each
 * of any type; undefined for an ability whose every mana is set or chosen alone. Only the
 * supply's rarer paths ask it: a permanent with one {T} ability has it worked out once (onlyOne).
 */
function oneChoiceOf(a: Ability): { n: number; types: ManaType[] } | undefined {
  for (const e of a.effects) if (e.do === "addManaOfChoice" && typeof e.count === "number") return { n: e.count, types: [...e.mana] as ManaType[] };
  return undefined;
}

/** A mana ability with a generic mana cost ("{1}, {T}: Add {W}{U}") as a conversion of mana. */
function conversion(m: ManaSource): Conversion {
  return { need: costTotal(parseCost(m.ability.cost.mana)), made: manaMade(m.ability) };
}

/**
 * The mana the player's untapped sources could make, for canAfford: `sources` when the caller
 * has them, but not `except`'s (tapped for another cost), with `lifeSpent` of the life total
 * kept for the cost's own life payment (glossary: Pay).
 */
export function playerSupply(s: GameState, who: PlayerId, o: { sources?: ManaSource[]; except?: ObjectId; lifeSpent?: number } = {}): ManaSupply {
  const sources = o.sources ?? manaSources(s, who);
  const life = player(s, who).life - (o.lifeSpent ?? 0);
  // Most permanents whose ability costs {T} make no mana: their supply is the player's whole supply, worked out once.
  if (o.except && sources.some((m) => m.source.id === o.except)) return manaSupply(sources.filter((m) => m.source.id !== o.except), life);
  // Worked out once per list of sources and life: a listing asks for each card and each target answer.
  if (recentSources !== sources) {
    recentSources = sources;
    recentSupplies = new Map();
  }
  let supply = recentSupplies.get(life);
  if (!supply) recentSupplies.set(life, (supply = manaSupply(sources, life)));
  return supply;
}
/**
 * The supplies of the list of sources asked about last (kept, like it, for one reading of the
 * state), by life; never changed once made. Held here, not in a WeakMap by list: the lists are
 * young (one per reading), and a WeakMap entry for a young key costs more to make, and again at
 * each minor collection, than it saves; a listing asks about one list at a time.
 */
let recentSources: ManaSource[] | undefined;
let recentSupplies = new Map<number, ManaSupply>();

/** The types the player chooses among as the ability is played (none: no choice). */
function choices(a: Ability): ManaType[] {
  return manaMade(a).find((types) => types.length > 1) ?? [];
}

/** The mana the ability adds with `chosen` as the choice. */
function addedWith(a: Ability, chosen?: ManaType): ManaType[] {
  return manaMade(a).map((types) => (types.length > 1 ? chosen! : types[0]!));
}

/**
 * 409.1h, 411: the ways to pay `cost` now: each exact payment from the mana pool or, when the
 * pool can't pay it, each mana ability (and choice of mana) after which it can still be paid;
 * and what a client needs to pay some other way. `other`: the play's other costs: the
 * permanent its {T} taps and the life it pays are not for mana abilities (409.1f, glossary: Pay).
 */
export function paymentOptions(s: GameState, who: PlayerId, cost: string, other: PlayInProgress["otherCosts"] = {}): PaymentOptions {
  // Found once per reading of the state: the payment listing's are those autoPay plans from (auto-pay.ts), on the same state.
  return whileReading(s, `paymentOptions ${who} ${cost} ${JSON.stringify(other)}`, () => listPayments(s, who, cost, other));
}

/** The payment's options and what a client needs to pay some other way (the payment decision's details). */
export interface PaymentOptions {
  options: Action[];
  details: { cost: string; pool: ManaPool; manaAbilities: ManaAbilityDetails[] };
}

function listPayments(s: GameState, who: PlayerId, cost: string, other: PlayInProgress["otherCosts"]): PaymentOptions {
  const needed = parseCost(cost);
  const pool = player(s, who).manaPool;
  const life = player(s, who).life - (other.payLife ?? 0);
  // Neither the permanent the cost's {T} taps nor the creatures tapped for convoke (502.46a) can also tap for mana.
  let sources = manaSources(s, who, life).filter((m) => m.source.id !== other.tap && !other.convoke?.includes(m.source.id) && !other.tapUntapped?.includes(m.source.id) && !(m.ability.cost.sacrificeSelf && paysOtherCost(m.source.id, other)));
  // A permanent paying another cost of the play (sacrificed for it, ...) can't also be sacrificed for mana.
  if (other.sacrifice || other.returnToHand || other.removeCounters || other.discard) sources = sources.map((m) => (m.fodder ? { ...m, fodder: m.fodder.filter((f) => !paysOtherCost(f, other)) } : m)).filter((m) => !m.fodder || m.fodder.length > 0);
  const options: Action[] = paymentsFromPool(needed, pool).map((mana): Action => ({ type: "payMana", mana }));
  if (options.length === 0) {
    // Permanents alike (250 Forests) give alike answers: each answer is worked out once, for the
    // first of them, as what it adds and what it leaves (the rest of the supply) are the same.
    const abilitiesOf = new Map<ObjectId, [number, ActivatedAbility][]>();
    for (const m of sources) {
      const known = abilitiesOf.get(m.source.id);
      if (known) known.push([m.index, m.ability]);
      else abilitiesOf.set(m.source.id, [[m.index, m.ability]]);
    }
    const alike = new Map<string, Action[]>();
    // What the sources could make with the pool as it is: the answer for every source that only taps for set mana (`tapsForSetMana`).
    let affordable: boolean | undefined;
    sources.forEach((m) => {
      // 409.1h: the cost's life is paid after the mana abilities; one whose damage to its player
      // would leave less life than that payment makes the cost unpayable, so it isn't offered.
      if (other.payLife && damageToYou(m.ability) > life - (m.ability.cost.payLife ?? 0)) return;
      if (m.fodder) return sacrificeWays(m, sources, needed, pool, life, options);
      const key = alikeKey(m, abilitiesOf.get(m.source.id)!);
      const known = alike.get(key);
      if (known) {
        for (const o of known) options.push({ ...o, source: m.source.id } as Action);
        return;
      }
      const start = options.length;
      if (abilitiesOf.get(m.source.id)!.length === 1 && tapsForSetMana(m.ability)) {
        // Its mana moved from the supply into the pool: the same mana, so the same answer, whichever of them it is.
        if ((affordable ??= canAfford(needed, pool, manaSupply(sources, life)))) options.push({ type: "playAbility", source: m.source.id, ability: m.index });
        alike.set(key, options.slice(start));
        return;
      }
      const rest = manaSupply(sources, life - (m.ability.cost.payLife ?? 0), m);
      const ways = choices(m.ability);
      // 409.1f: a mana ability's own mana cost is paid from the pool, each way it can be.
      const own = m.ability.cost.mana ? paymentsFromPool(parseCost(m.ability.cost.mana), pool) : [undefined];
      for (const paid of own) {
        for (const chosen of ways.length ? ways : [undefined]) {
          const after = { ...pool };
          if (paid) spendPaid(after, parseCost(m.ability.cost.mana), parseMana(paid)!);
          addToPool(after, addedWith(m.ability, chosen), m.snow);
          if (!canAfford(needed, after, rest)) continue;
          const play: Extract<Action, { type: "playAbility" }> = { type: "playAbility", source: m.source.id, ability: m.index };
          if (chosen) play.mana = chosen;
          if (paid !== undefined) play.paid = paid;
          options.push(play);
        }
      }
      alike.set(key, options.slice(start));
    });
  }
  return { options, details: { cost, pool, manaAbilities: sources.map(describeSource) } };
}

/**
 * 409.1f: a "Sacrifice a [permanent]" mana ability's ways, one per permanent it could take (and
 * choice of mana), each after which the cost can still be paid: the permanent is named in the
 * answer's `costs`.
 */
function sacrificeWays(m: ManaSource, sources: ManaSource[], needed: Cost, pool: ManaPool, life: number, options: Action[]): void {
  const ways = choices(m.ability);
  for (const f of m.fodder!) {
    const rest = manaSupply(sources, life, m, f);
    for (const chosen of ways.length ? ways : [undefined]) {
      const after = { ...pool };
      addToPool(after, addedWith(m.ability, chosen), m.snow);
      if (!canAfford(needed, after, rest)) continue;
      const play: Extract<Action, { type: "playAbility" }> = { type: "playAbility", source: m.source.id, ability: m.index, costs: { sacrifice: f } };
      if (chosen) play.mana = chosen;
      options.push(play);
    }
  }
}

/**
 * A mana ability whose only cost is {T} and whose mana is set (no choice of type): what it
 * adds to the pool is exactly what the supply counted for its permanent, when it is that
 * permanent's only mana ability. Asked once per ability.
 */
function tapsForSetMana(a: ActivatedAbility): boolean {
  let v = setMana.get(a);
  if (v === undefined) {
    const c = a.cost;
    setMana.set(a, (v = !!c.tap && !c.mana && !c.payLife && !c.sacrificeSelf && !c.sacrifice && !c.removeCounters && !c.removeCountersX && manaMade(a).every((types) => types.length === 1)));
  }
  return v;
}
const setMana = new WeakMap<ActivatedAbility, boolean>();

/** A mana source as the payment decision's details show it (built key by key: one per source, at every payment decision). */
function describeSource(m: ManaSource): ManaAbilityDetails {
  const cost = m.ability.cost;
  const out: ManaAbilityDetails = { source: m.source.id, name: m.source.card, ability: m.index, adds: manaAdds(m.ability) };
  if (cost.payLife) out.payLife = cost.payLife;
  if (cost.sacrificeSelf) out.sacrifice = true;
  if (m.fodder) out.sacrificeOneOf = m.fodder;
  if (m.snow) out.snow = true;
  if (cost.mana) out.costs = cost.mana;
  if (cost.removeCounters) out.removeCounters = cost.removeCounters;
  const damage = damageToYou(m.ability);
  if (damage) out.damageToYou = damage;
  return out;
}

interface ManaAbilityDetails {
  source: ObjectId;
  name: string;
  ability: number;
  adds: string;
  payLife?: number;
  sacrifice?: true;
  /** 409.1f: "Sacrifice a [permanent]": the permanents it could take, one named in the answer's `costs: { sacrifice }`. */
  sacrificeOneOf?: ObjectId[];
  snow?: true;
  costs?: string;
  removeCounters?: { counter: string; count: number };
  damageToYou?: number;
}

const adds = new WeakMap<Ability, string>();
/** What the ability adds, as the details write it ("G", "W/U"): worked out once per ability. */
function manaAdds(a: Ability): string {
  let text = adds.get(a);
  if (text === undefined) adds.set(a, (text = manaMade(a).map((types) => types.join("/")).join("")));
  return text;
}

/**
 * What makes two sources' answers alike: the ability's index, the counters, and the mana
 * abilities themselves, by identity (permanents with no effect on them share their printed
 * abilities). Abilities equal but not identical get different keys: their answers are only
 * worked out twice.
 */
function alikeKey(m: ManaSource, abilities: [number, ActivatedAbility][]): string {
  let key = `${m.index}|${m.source.counters ? JSON.stringify(m.source.counters) : ""}`;
  for (const [index, a] of abilities) key += `|${index}:${abilityNumber(a)}`;
  return key;
}
const abilityNumbers = new WeakMap<ActivatedAbility, number>();
function abilityNumber(a: ActivatedAbility): number {
  let n = abilityNumbers.get(a);
  if (n === undefined) abilityNumbers.set(a, (n = nextAbilityNumber++));
  return n;
}
let nextAbilityNumber = 0;

/** Plays a mana ability: its costs are paid and its mana added at once; `chosen` is the mana of a choice ("{G} or {W}"). */
export function playManaAbility(g: Game, who: PlayerId, source: ObjectId, index: number, chosen?: ManaType, paid?: string, given = g.s, costs?: CostChoice): void {
  const s = g.s;
  // Read from `given` (apply's state, the same as g.s until its first change: playing.ts), in a reading scope.
  const found = readingState(given, () => manaSource(given, who, source, index));
  // Whether its tapping may trigger anything (City of Brass, Sanctimony), asked of `given` while its reading holds: the same permanents as now.
  const watched = found?.ability.cost.tap === true && readingState(given, () => tappingWatched(given, true));
  if (!found) illegal("406.1", `${source} has no mana ability ${index} that you can play now (it must be yours, untapped, and a creature must not be summoning sick, 212.3d; it must have the counters its cost removes, 409.1f; a "Play this ability only if" must hold, 403.1)`);
  const { ability, source: o } = found;
  const ways = choices(ability);
  if (ways.length > 0 !== (chosen !== undefined) || (chosen !== undefined && !ways.includes(chosen)))
    illegal("406.1", ways.length ? `choose the mana it adds: "mana" is one of ${ways.join(", ")}` : "this mana ability adds mana of no choice: post no \"mana\"");
  const lifeCost = ability.cost.payLife ?? 0;
  const life = lifePaymentProblem(s, who, lifeCost);
  if (life) illegal("215.4", life);
  const fromPool = ownManaPayment(s, who, ability, paid);
  const fodder = sacrificedPermanent(found, costs);
  if (ability.cost.sacrificeSelf || fodder) sacrificeProblem(s, who, source, index, chosen, paid, fodder);
  const undo = s.playing?.player === who ? s.playing.undo : undefined;
  if (ability.cost.tap) {
    changeCard(s, source).tapped = true;
    undo?.tapped.push(source);
  }
  if (lifeCost > 0) {
    payLife(g, who, lifeCost, `${possessive(nameOf(o))} mana ability`);
    // 409.1: backing out gives the life back.
    if (undo) undo.life = (undo.life ?? 0) + lifeCost;
  }
  const counters = ability.cost.removeCounters;
  if (counters) {
    removeCounters(g, o, counters.counter, counters.count);
    if (undo) undo.counters = [...(undo.counters ?? []), { object: source, ...counters }];
  }
  // 408.2: an action taken with priority; the players must pass in succession again.
  if (s.pending?.kind === "priority" && s.priority) s.priority.passes = 0;
  const p = player(s, who);
  if (ability.cost.mana) spendPaid(p.manaPool, parseCost(ability.cost.mana), fromPool);
  const triggered = manaTriggers(ability);
  const all = addedWith(ability, chosen);
  // Its own mana first; the mana of the triggered mana abilities it set off after it (406.1b, 411.3).
  const mana = all.slice(0, all.length - triggered.reduce((n, t) => n + t.mana.length, 0));
  addToPool(p.manaPool, mana, found.snow);
  emit(g, {
    type: "manaAbility",
    text: `${p.name} ${ability.cost.tap ? "taps" : ability.cost.sacrificeSelf ? "sacrifices" : "plays a mana ability of"} ${nameOf(o)}${fodder !== undefined ? `, sacrificing ${nameOf(card(s, fodder))},` : ""} for ${mana.join("")}.`,
    data: { player: who, source, mana: mana.join("") },
  });
  for (const t of triggered) {
    addToPool(p.manaPool, [...t.mana] as ManaType[], false);
    emit(g, { type: "manaAbility", text: `${possessive(t.name)} ability triggers and adds ${t.mana} to ${possessive(p.name)} mana pool (406.1b, 411.3).`, data: { player: who, source: t.source, mana: t.mana, triggeredBy: source } });
  }
  // "[This] doesn't untap during your next untap step" (the Kamigawa lands): part of the mana ability, at once (406.1).
  if (ability.effects.some((e) => e.do === "doesntUntapNext" && e.object === "self") && !o.skipsNextUntap) {
    changeCard(s, source).skipsNextUntap = true;
    if (undo) undo.skipsNextUntap = [...(undo.skipsNextUntap ?? []), source];
  }
  const damage = damageToYou(ability);
  if (damage > 0) dealDamageToController(g, who, o, damage, undo);
  // 409.1f: its cost is paid as it is played, and the mana is added at once (406.1): the permanent is gone either way.
  const gone = ability.cost.sacrificeSelf ? source : fodder;
  if (gone !== undefined) {
    putIntoGraveyardFromPlay(g, gone, "sacrificed for mana");
    if (undo) undo.sacrificed = [...(undo.sacrificed ?? []), gone];
  }
  // City of Brass, Sanctimony, and what the sacrifice set off (Myr Moonvessel's "When ~ is put into a graveyard from play, add
  // {1}", 406.2: not a mana ability): their abilities go on the stack the next time a player would receive priority (410.1): at
  // once when the mana ability was played with priority, as its player receives priority again (408.1); else after the spell it pays for.
  if (((watched && becameTapped(g, [source], who)) || gone !== undefined) && s.pending?.kind === "priority") s.pending = null;
}

/** 409.1f: the permanent a "Sacrifice a [permanent]" mana ability's answer names (`costs: { sacrifice }`), one of those it could take; none for any other mana ability. */
function sacrificedPermanent(m: ManaSource, costs: CostChoice | undefined): ObjectId | undefined {
  if (!m.fodder) {
    if (costs !== undefined) illegal("409.1f", "this mana ability's cost has nothing to choose: post no \"costs\"");
    return undefined;
  }
  const id = costs && "sacrifice" in costs ? costs.sacrifice : undefined;
  if (id === undefined || !m.fodder.includes(id)) illegal("409.1f", `choose a permanent you control of the kind the cost names to sacrifice: "costs": { "sacrifice": one of ${m.fodder.join(", ")} }`);
  return id;
}

/**
 * 406.1, 409.1f: the mana from the pool that pays the ability's own mana cost (the Signets'
 * {1}): `paid`, which the pool must hold and which must pay it exactly; without `paid`, the
 * only way the pool can pay it. Mana abilities to make that mana are played first.
 */
function ownManaPayment(s: GameState, who: PlayerId, a: ActivatedAbility, paid: string | undefined): ManaPool {
  if (!a.cost.mana) {
    if (paid !== undefined) illegal("409.1f", "this mana ability costs no mana: post no \"paid\"");
    return parseMana("")!;
  }
  const cost = parseCost(a.cost.mana);
  const pool = player(s, who).manaPool;
  const ways = paymentsFromPool(cost, pool);
  if (ways.length === 0) illegal("409.1f", `your mana pool can't pay this mana ability's cost ${a.cost.mana}: play another mana ability first`);
  if (paid === undefined && ways.length > 1) illegal("409.1f", `choose the mana from your pool that pays ${a.cost.mana}: "paid" is, for example, one of ${ways.join(", ")}`);
  const way = paid ?? ways[0]!;
  // Checked rather than looked up among the listed ways: a large pool's ways are not all listed.
  const mana = parseMana(way);
  if (!mana || MANA_TYPES.some((t) => mana[t] > pool[t]) || !paysExactly(cost, mana)) illegal("409.1h", `"${way}" is not mana your pool holds that pays ${a.cost.mana} exactly: for example ${ways.join(", ")}`);
  return mana;
}

/** Whether the permanent pays one of the play's other costs (sacrificed, returned, its counters removed): it can't also be sacrificed for mana. */
function paysOtherCost(id: ObjectId, other: PlayInProgress["otherCosts"]): boolean {
  return !!other.sacrifice?.includes(id) || !!other.returnToHand?.includes(id) || other.removeCounters?.from === id || other.discard === id;
}

/**
 * 406.1, 409.1f: while paying a cost, a permanent is sacrificed for mana only as one of the
 * listed ways that leave the cost payable (or when the pool already pays it): a sacrificed
 * permanent can't be given back by backing out of the play.
 */
function sacrificeProblem(s: GameState, who: PlayerId, source: ObjectId, index: number, chosen: ManaType | undefined, paid: string | undefined, fodder: ObjectId | undefined): void {
  const playing = s.playing;
  if (!playing || playing.player !== who || s.pending?.kind !== "payment") return;
  const { options } = paymentOptions(s, who, playing.cost, playing.otherCosts);
  if (options.some((o) => o.type === "payMana")) return;
  const listed = options.some((o) => o.type === "playAbility" && o.source === source && o.ability === index && o.mana === chosen && (paid === undefined || o.paid === paid) && (fodder === undefined || (o.costs && "sacrifice" in o.costs && o.costs.sacrifice === fodder)));
  if (!listed) illegal("409.1f", `sacrificing ${nameOf(card(s, fodder ?? source))} for mana now would leave ${playing.cost} unpayable (or it pays another cost of this play), and a sacrificed permanent can't be given back`);
}

/** The damage the mana ability deals to its controller (406.1), 0 if none. */
function damageToYou(a: Ability): number {
  return a.effects.reduce((n, e) => n + (e.do === "damage" && e.to === "you" && typeof e.amount === "number" ? e.amount : 0), 0);
}

/**
 * 406.1: the mana ability's damage is dealt as it resolves, at once, through replacement and
 * prevention effects (419). If the player must first choose among them (419.9), the decision
 * pending before (priority, a payment) is asked again once the damage is dealt. Backing out
 * of a play gives the life it cost back, like life paid (409.1).
 */
function dealDamageToController(g: Game, who: PlayerId, o: CardObject, amount: number, undo: PlayInProgress["undo"] | undefined): void {
  const s = g.s;
  const before = s.pending;
  const life = player(s, who).life;
  if (!dealDamage(g, { id: o.id, name: nameOf(o) }, { player: who }, amount, "none")) {
    s.replacing!.then = before ?? undefined;
    return;
  }
  if (undo && life > player(s, who).life) undo.life = (undo.life ?? 0) + life - player(s, who).life;
}

/** Removes counters from a permanent for a cost (409.1f). */
function removeCounters(g: Game, o: CardObject, counter: string, count: number): void {
  const c = changeCard(g.s, o.id);
  c.counters = { ...c.counters, [counter]: (c.counters?.[counter] ?? 0) - count };
  if (c.counters[counter]! <= 0) delete c.counters[counter];
  if (Object.keys(c.counters).length === 0) delete c.counters;
  emit(g, { type: "removeCounters", text: `${nameOf(o)}: ${count} ${counter} ${agree(count, "counter")} removed for its mana ability.`, data: { object: o.id, counter, count } });
}

/** Puts counters back on a permanent (backing out of a play that removed them, 409.1). */
export function addCounters(s: GameState, object: ObjectId, counter: string, count: number): void {
  const c = changeCard(s, object);
  c.counters = { ...c.counters, [counter]: (c.counters?.[counter] ?? 0) + count };
}
