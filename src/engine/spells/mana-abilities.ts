// Mana abilities (406, 411): played while a player has priority or is paying a cost; they
// don't use the stack and resolve at once. Their costs are {T} and paying life (215.4 (?)).
import { controllerOf } from "../effects/control.js";
import type { Ability, ActivatedAbility } from "../../cards/language.js";
import { characteristics, isCreature, readingState, whileReading } from "../effects/characteristics.js";
import { summoningSick } from "../combat/combat.js";
import { illegal } from "../game/errors.js";
import { changeCard, emit, nameOf, permanents, player, type Game } from "../game/game.js";
import { lifePaymentProblem, payLife } from "../effects/life.js";
import { canAfford, parseCost, paymentsFromPool, type ManaSupply } from "./mana.js";
import type { Action, CardObject, GameState, ManaType, ObjectId, PlayerId, PlayInProgress } from "../game/types.js";

export interface ManaSource {
  source: CardObject;
  index: number;
  ability: ActivatedAbility;
}

/** Mana abilities the player could play now: {T} needs an untapped permanent and a creature
 * without summoning sickness (212.3d); life can be paid only up to the life total (215.4 (?)). */
export function manaSources(s: GameState, who: PlayerId, life = player(s, who).life): ManaSource[] {
  // Looked up once per reading of the state: a listing asks for each answer it checks.
  return readingState(s, () => whileReading(s, `manaSources ${who} ${life}`, () => sourcesOf(s, who, life)));
}

function sourcesOf(s: GameState, who: PlayerId, life: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const o of permanents(s)) {
    if (controllerOf(s, o) !== who) continue;
    characteristics(s, o).abilities.forEach((ability, index) => {
      if (ability.kind !== "mana" || (ability.cost.payLife ?? 0) > life) return;
      if (ability.cost.tap && (o.tapped || (isCreature(s, o) && summoningSick(s, o)))) return;
      out.push({ source: o, index, ability });
    });
  }
  return out;
}

const made = new WeakMap<Ability, ManaType[][]>();
/** The mana the ability adds, one entry per mana: the types it could be (several for a choice). */
export function manaMade(a: Ability): ManaType[][] {
  let mana = made.get(a);
  if (!mana) {
    mana = a.effects.flatMap((e) => (e.do === "addMana" ? [...e.mana].map((t) => [t as ManaType]) : e.do === "addManaOfChoice" ? [[...e.mana] as ManaType[]] : []));
    made.set(a, mana);
  }
  return mana;
}

/** The mana these sources could make, for canAfford, with `life` to pay for it (an ability
 * making several mana for 1 life is counted as paying it for each: never too much). */
function manaSupply(sources: ManaSource[], life: number): ManaSupply {
  const supply: ManaSupply = { free: [], withLife: [], life };
  for (const m of sources) (m.ability.cost.payLife ? supply.withLife : supply.free).push(...manaMade(m.ability));
  return supply;
}

/**
 * The mana the player's untapped sources could make, for canAfford: `sources` when the caller
 * has them, but not `except`'s (tapped for another cost), with `lifeSpent` of the life total
 * kept for the cost's own life payment (215.4 (?)).
 */
export function playerSupply(s: GameState, who: PlayerId, o: { sources?: ManaSource[]; except?: ObjectId; lifeSpent?: number } = {}): ManaSupply {
  const sources = o.sources ?? manaSources(s, who);
  return manaSupply(o.except ? sources.filter((m) => m.source.id !== o.except) : sources, player(s, who).life - (o.lifeSpent ?? 0));
}

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
 * permanent its {T} taps and the life it pays are not for mana abilities (409.1f, 215.4 (?)).
 */
export function paymentOptions(s: GameState, who: PlayerId, cost: string, other: PlayInProgress["otherCosts"] = {}) {
  const needed = parseCost(cost);
  const pool = player(s, who).manaPool;
  const life = player(s, who).life - (other.payLife ?? 0);
  // Neither the permanent the cost's {T} taps nor the creatures tapped for convoke (502.46a) can also tap for mana.
  const sources = manaSources(s, who, life).filter((m) => m.source.id !== other.tap && !other.convoke?.includes(m.source.id));
  const options: Action[] = paymentsFromPool(needed, pool).map((mana): Action => ({ type: "payMana", mana }));
  if (options.length === 0) {
    sources.forEach((m, i) => {
      const rest = manaSupply(sources.filter((_, j) => j !== i), life - (m.ability.cost.payLife ?? 0));
      const ways = choices(m.ability);
      for (const chosen of ways.length ? ways : [undefined]) {
        const after = { ...pool };
        for (const x of addedWith(m.ability, chosen)) after[x]++;
        if (canAfford(needed, after, rest)) options.push({ type: "playAbility", source: m.source.id, ability: m.index, ...(chosen ? { mana: chosen } : {}) });
      }
    });
  }
  const manaAbilities = sources.map((m) => ({
    source: m.source.id,
    name: m.source.card,
    ability: m.index,
    adds: manaMade(m.ability).map((types) => types.join("/")).join(""),
    ...(m.ability.cost.payLife ? { payLife: m.ability.cost.payLife } : {}),
  }));
  return { options, details: { cost, pool, manaAbilities } };
}

/** Plays a mana ability: its costs are paid and its mana added at once; `chosen` is the mana of a choice ("{G} or {W}"). */
export function playManaAbility(g: Game, who: PlayerId, source: ObjectId, index: number, chosen?: ManaType): void {
  const s = g.s;
  const found = manaSources(s, who, Infinity).find((m) => m.source.id === source && m.index === index);
  if (!found) illegal("406.1", `${source} has no mana ability ${index} that you can play now (it must be yours, untapped, and a creature must not be summoning sick, 212.3d)`);
  const { ability, source: o } = found;
  const ways = choices(ability);
  if (ways.length > 0 !== (chosen !== undefined) || (chosen !== undefined && !ways.includes(chosen)))
    illegal("406.1", ways.length ? `choose the mana it adds: "mana" is one of ${ways.join(", ")}` : "this mana ability adds mana of no choice: post no \"mana\"");
  const lifeCost = ability.cost.payLife ?? 0;
  const life = lifePaymentProblem(s, who, lifeCost);
  if (life) illegal("215.4", life);
  const undo = s.playing?.player === who ? s.playing.undo : undefined;
  if (ability.cost.tap) {
    changeCard(s, source).tapped = true;
    undo?.tapped.push(source);
  }
  if (lifeCost > 0) {
    payLife(g, who, lifeCost, `${nameOf(o)}'s mana ability`);
    // 409.1i (?): backing out gives the life back.
    if (undo) undo.life = (undo.life ?? 0) + lifeCost;
  }
  // 408.2: an action taken with priority; the players must pass in succession again.
  if (s.pending?.kind === "priority" && s.priority) s.priority.passes = 0;
  const p = player(s, who);
  const mana = addedWith(ability, chosen);
  for (const m of mana) p.manaPool[m]++;
  emit(g, {
    type: "manaAbility",
    text: `${p.name} ${ability.cost.tap ? "taps" : "plays a mana ability of"} ${nameOf(o)} for ${mana.join("")}.`,
    data: { player: who, source, mana: mana.join("") },
  });
}
