// Mana abilities (406, 411): played while a player has priority or is paying a cost; they
// don't use the stack and resolve at once.
import { controllerOf } from "./control.js";
import type { Ability, ActivatedAbility } from "../cards/language.js";
import { characteristics, isCreature } from "./characteristics.js";
import { summoningSick } from "./combat.js";
import { illegal } from "./errors.js";
import { changeCard, emit, permanents, player, type Game } from "./game.js";
import { canAfford, parseCost, paymentsFromPool } from "./mana.js";
import type { Action, CardObject, GameState, ManaType, ObjectId, PlayerId } from "./types.js";

export interface ManaSource {
  source: CardObject;
  index: number;
  ability: ActivatedAbility;
}

/** Mana abilities the player could play now (cost {T}: untapped, and no summoning sickness for creatures, 212.3d). */
export function manaSources(s: GameState, who: PlayerId): ManaSource[] {
  const out: ManaSource[] = [];
  for (const o of permanents(s)) {
    if (controllerOf(s, o) !== who) continue;
    characteristics(s, o).abilities.forEach((ability, index) => {
      if (ability.kind !== "mana") return;
      if (ability.cost.tap && (o.tapped || (isCreature(s, o) && summoningSick(s, o)))) return;
      out.push({ source: o, index, ability });
    });
  }
  return out;
}

const produced = new WeakMap<Ability, ManaType[]>();
export function manaProduced(a: Ability): ManaType[] {
  let mana = produced.get(a);
  if (!mana) {
    mana = a.effects.flatMap((e) => (e.do === "addMana" ? ([...e.mana] as ManaType[]) : []));
    produced.set(a, mana);
  }
  return mana;
}

/** The mana these sources could make, one entry per mana (the types it could be), for canAfford. */
export function manaUnits(sources: ManaSource[]): ManaType[][] {
  return sources.flatMap((m) => manaProduced(m.ability).map((t) => [t]));
}

/**
 * 409.1h, 411: the ways to pay `cost` now: each exact payment from the mana pool or, when the
 * pool can't pay it, each mana ability after which it can still be paid; and what a client
 * needs to pay some other way.
 */
export function paymentOptions(s: GameState, who: PlayerId, cost: string) {
  const needed = parseCost(cost);
  const pool = player(s, who).manaPool;
  const sources = manaSources(s, who);
  const options: Action[] = paymentsFromPool(needed, pool).map((mana): Action => ({ type: "payMana", mana }));
  if (options.length === 0) {
    sources.forEach((m, i) => {
      const after = { ...pool };
      for (const x of manaProduced(m.ability)) after[x]++;
      const rest = manaUnits(sources.filter((_, j) => j !== i));
      if (canAfford(needed, after, rest)) options.push({ type: "playAbility", source: m.source.id, ability: m.index });
    });
  }
  const manaAbilities = sources.map((m) => ({ source: m.source.id, name: m.source.card, ability: m.index, adds: manaProduced(m.ability).join("") }));
  return { options, details: { cost, pool, manaAbilities } };
}

export function playManaAbility(g: Game, who: PlayerId, source: ObjectId, index: number): void {
  const s = g.s;
  const found = manaSources(s, who).find((m) => m.source.id === source && m.index === index);
  if (!found) illegal("406.1", `${source} has no mana ability ${index} that you can play now (it must be yours, untapped, and a creature must not be summoning sick, 212.3d)`);
  if (found.ability.cost.tap) {
    changeCard(s, source).tapped = true;
    if (s.playing?.player === who) s.playing.undo.tapped.push(source);
  }
  // 408.2: an action taken with priority; the players must pass in succession again.
  if (s.pending?.kind === "priority" && s.priority) s.priority.passes = 0;
  const p = player(s, who);
  const mana = manaProduced(found.ability);
  for (const m of mana) p.manaPool[m]++;
  emit(g, {
    type: "manaAbility",
    text: `${p.name} taps ${found.source.card} for ${mana.join("")}.`,
    data: { player: who, source, mana: mana.join("") },
  });
}
