// 502.46a Convoke is a static ability that functions while the spell with convoke is on the
// stack. "Convoke" means "As an additional cost to play this spell, you may tap any untapped
// creature you control. For each creature tapped this way, reduce the spell's total cost by
// {1} or by one mana of that creature's color." (The reminder text: "Each creature you tap
// while playing this spell reduces its cost by {1} or by one mana of that creature's color.")
//
// The creatures are announced with the spell (`playSpell { convoke: [ids] }`) and tapped with
// the rest of the cost (409.1h). Each reduces one mana of the total cost: the engine gives the
// creatures' colors to the colored (then hybrid) symbols they can pay as far as possible (a
// largest matching), and the rest to generic mana — the reduction that leaves the least
// particular mana to pay. A creature that could reduce nothing can't be tapped for it.
import { getCard } from "../../cards/registry.js";
import { controllerOf } from "../effects/control.js";
import { characteristics, hasKeyword, isCreature } from "../effects/characteristics.js";
import { card, changeCard, emit, permanents, player, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { COLORS, costTotal, poolTotal, supplySize, type Cost, type ManaSupply } from "../spells/mana.js";
import { spellPayment, totalCost } from "../spells/costs.js";
import { playerSupply } from "../spells/mana-abilities.js";
import type { CardObject, Color, GameState, ObjectId, PlayerId } from "../game/types.js";
import { becameTapped } from "../spells/tap-triggers.js";

/** The creatures the player could tap for the spell's convoke: untapped creatures he or she controls. */
export function convokeCandidates(s: GameState, who: PlayerId): ObjectId[] {
  return permanents(s).filter((p) => controllerOf(s, p) === who && !p.tapped && isCreature(s, p)).map((p) => p.id);
}

/** 502.46a: why these creatures can't be tapped for the spell's convoke, or null. */
export function convokeProblem(s: GameState, who: PlayerId, spell: Readonly<CardObject>, ids: ObjectId[]): string | null {
  if (ids.length === 0) return null;
  if (!hasKeyword(s, spell as CardObject, "convoke")) return `502.46a: ${spell.card} has no convoke`;
  if (new Set(ids).size !== ids.length) return "502.46a: tap each creature once";
  const allowed = convokeCandidates(s, who);
  if (ids.some((id) => !allowed.includes(id))) return "502.46a: tap only untapped creatures you control";
  return null;
}

/** The cost reduced by the creatures (each {1} or one mana of its color), and whether every one of them reduced something. */
export function convokeReduce(s: GameState, cost: Cost, ids: ObjectId[]): { cost: Cost; all: boolean } {
  const colors = ids.map((id) => characteristics(s, card(s, id)).colors);
  // The colored and hybrid symbols, one entry each, with the colors that pay it.
  const symbols: Color[][] = [...COLORS.flatMap((c) => Array<Color[]>(cost.colored[c]).fill([c])), ...cost.hybrid];
  const owner: number[] = Array(symbols.length).fill(-1);
  const assign = (k: number, seen: boolean[]): boolean => {
    for (let j = 0; j < symbols.length; j++) {
      if (seen[j] || !symbols[j]!.some((c) => colors[k]!.includes(c))) continue;
      seen[j] = true;
      if (owner[j] === -1 || assign(owner[j]!, seen)) return (owner[j] = k), true;
    }
    return false;
  };
  const coloredPaid = colors.map((_, k) => assign(k, Array(symbols.length).fill(false)));
  const out: Cost = { generic: cost.generic, colored: { ...cost.colored }, hybrid: [], x: cost.x, ...(cost.snow ? { snow: cost.snow } : {}) };
  symbols.forEach((sym, j) => {
    if (owner[j] !== -1) {
      if (sym.length === 1) out.colored[sym[0]!]--;
      return;
    }
    if (sym.length === 2) out.hybrid.push(sym as [Color, Color]);
  });
  const rest = coloredPaid.filter((paid) => !paid).length;
  const generic = Math.min(rest, out.generic);
  out.generic -= generic;
  return { cost: out, all: generic === rest };
}

/** 409.1h: the creatures are tapped with the rest of the cost — each must still be untapped (not tapped for mana meanwhile, 409.1f). */
export function tapForConvoke(g: Game, who: PlayerId, ids: ObjectId[]): void {
  const s = g.s;
  for (const id of ids) if (card(s, id).tapped) illegal("409.1f", `${card(s, id).card} was tapped for convoke; it can't be tapped again`);
  for (const id of ids) changeCard(s, id).tapped = true;
  emit(g, { type: "convoke", text: `${player(s, who).name} taps ${ids.map((id) => card(s, id).card).join(", ")} for convoke.`, data: { player: who, creatures: ids } });
  becameTapped(g, ids);
}

/** A complete choice for a convoke spell that can't be paid without it: the fewest creatures, in order, that make it payable (or none). */
export function convokeWay(s: GameState, who: PlayerId, c: Readonly<CardObject>, supply: ManaSupply): ObjectId[] | undefined {
  if (!getCard(c.card).keywords.includes("convoke")) return undefined;
  const candidates = convokeCandidates(s, who);
  // Each creature takes one mana at most off the total cost (409.1e), and the rest is paid from the
  // pool and the untapped mana sources, which make `supplySize` mana at most (fewer without the
  // creatures tapped): a spell from the hand costing more than all of that together is paid with
  // no choice of creatures, and none is tried.
  const most = poolTotal(player(s, who).manaPool) + supplySize(playerSupply(s, who)) + candidates.length;
  if (c.zone === "hand" && costTotal(totalCost(s, who, getCard(c.card), {}, 0)) > most) return undefined;
  const chosen: ObjectId[] = [];
  for (const id of candidates) {
    const next = [...chosen, id];
    const problem = spellPayment(s, who, c, { convoke: next }, supply);
    if (typeof problem !== "string") return next;
    if (!problem.startsWith("502.46a")) chosen.push(id);
  }
  return undefined;
}

/** For the priority decision: each convoke spell listed, with the creatures any of which may be tapped for it. */
export function convokeDetails(s: GameState, who: PlayerId, spells: ObjectId[]): { card: ObjectId; name: string; candidates: { id: ObjectId; name: string }[] }[] {
  // The spells with convoke first: most listings have none, and then no creature is looked at.
  const convoking = [...new Set(spells)].filter((id) => getCard(card(s, id).card).keywords.includes("convoke"));
  if (convoking.length === 0) return [];
  const candidates = convokeCandidates(s, who).map((id) => ({ id, name: card(s, id).card }));
  if (candidates.length === 0) return [];
  return convoking.map((id) => ({ card: id, name: card(s, id).card, candidates }));
}
