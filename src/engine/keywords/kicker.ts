// 502.21a: "Kicker is a static ability that functions while the spell with kicker is on the
// stack. 'Kicker [cost]' means 'You may pay an additional [cost] as you play this spell.'"
// 502.21b: "Kicker [cost 1] and/or [cost 2]" means the same as "Kicker [cost 1], kicker [cost 2]".
// The player announces which kicker costs he or she pays with the spell (409.1b); they are paid
// with the rest of its total cost (409.1e). The spell remembers them, and so do the permanent it
// becomes (its "if the kicker cost was paid" abilities are linked to its kicker) and a copy of it
// (503.10: a copy copies the choices made as the spell was played). An ability whose source has
// left play asks the source as it last existed (413.2).
import type { CardInfo } from "../../cards/registry.js";
import type { GameState, ObjectId } from "../game/types.js";
import { asPlayed } from "../spells/as-played.js";

/** "Kicker {X}" (Verdeloth the Ancient): X is announced with the spell when the kicker is paid
 * (409.1b; its cost is {X} until then, spells/costs.ts), and the permanent keeps it for its linked
 * ability's X ("put X 1/1 green Saproling creature tokens into play", spells/resolve.ts). */
export const X_KICKER = "{X}";

/** The kicker costs of a printed "Kicker [cost]" or "Kicker [cost 1] and/or [cost 2]" (502.21b). */
export function kickerCosts(printed: string): string[] {
  return printed.split(" and/or ");
}

/** Why the announced kicker costs can't be paid for this spell, or undefined (409.1b). */
export function kickerProblem(info: CardInfo, name: string, announced: readonly string[] | undefined): string | undefined {
  if (!announced?.length) return undefined;
  const costs = info.kicker ?? [];
  if (costs.length === 0) return `502.21a: ${name} has no kicker cost`;
  if (announced.some((k) => !costs.includes(k))) return `502.21a: ${name}'s kicker ${costs.length > 1 ? `costs are ${costs.join(" and ")}` : `cost is ${costs[0]}`}`;
  if (new Set(announced).size !== announced.length) return "502.21a: each kicker cost is paid at most once";
  return undefined;
}

/** The ways to announce kicker for a spell (409.1b): none, each cost alone, and all of them. */
export function kickerWays(info: CardInfo): (string[] | undefined)[] {
  const costs = info.kicker ?? [];
  if (costs.length === 0) return [undefined];
  return [undefined, ...costs.map((c) => [c]), ...(costs.length > 1 ? [costs] : [])];
}

/** The kicker costs paid to play `source` (a spell, or the permanent it became), as it is or last existed. */
export function kickerPaid(s: GameState, source: ObjectId | undefined): readonly string[] {
  return asPlayed(s, source)?.kicked ?? [];
}
