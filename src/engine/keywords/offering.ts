// 502.42a Offering is a static ability of a card that functions in any zone from which the card
// can be played. "[Subtype] offering" means "You may play this card any time you could play an
// instant by sacrificing a [subtype] permanent. If you do, the total cost to play this card is
// reduced by the sacrificed permanent's mana cost."
// 502.42b-c: the permanent is sacrificed as the spell's costs are paid (409.1h); the reduction
// is figured as the total cost is (409.1e): the generic mana of the sacrificed permanent's mana
// cost reduces the generic part of the total cost, each colored mana reduces mana of its color,
// and colored mana with nothing of its color left to reduce reduces that much generic mana
// (the reminder text: "paying the difference in mana costs ... Mana cost includes color").
//
// Played this way, the spell is announced with `offering: <the permanent>` (the playSpell
// action); each permanent that could be sacrificed is its own listed way to play the card.
import { getCard } from "../../cards/registry.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { card, nameOf, permanents, player } from "../game/game.js";
import type { Action, CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { parseCost, type Cost } from "../spells/mana.js";
import { splitSecondProblem } from "./split-second.js";
import { possessive } from "../view/wording.js";

/** Why the permanent can't be sacrificed for the card's offering, or null if it can. */
export function offeringProblem(s: GameState, who: PlayerId, c: CardObject, sacrificed: ObjectId): string | null {
  const subtype = getCard(c.card).offering;
  if (!subtype) return `502.42a: ${nameOf(c)} has no offering`;
  const o = s.objects[sacrificed];
  if (o?.kind !== "card" || o.zone !== "play" || controllerOf(s, o) !== who || !characteristics(s, o).subtypes.includes(subtype))
    return `502.42a: sacrifice a ${subtype} permanent you control for ${possessive(nameOf(c))} ${subtype} offering`;
  return null;
}

/** 502.42a: played by its offering, a card is played any time its player could play an instant. */
export function offeringTimingProblem(s: GameState): string | null {
  return splitSecondProblem(s);
}

/** The mana cost by which sacrificing the permanent reduces the total cost (none for a face-down one, 504). */
export function offeringReduction(s: GameState, sacrificed: ObjectId): string {
  const o = card(s, sacrificed);
  return o.faceDown ? "" : getCard(o.card).manaCost;
}

/** 502.42a: `cost` reduced by the sacrificed permanent's mana cost: color by color, any colored excess and the generic part from the generic mana. */
export function reduceByOffering(cost: Cost, reduction: string): { cost: Cost; generic: number } {
  const less = parseCost(reduction);
  const colored = { ...cost.colored };
  let generic = less.generic;
  for (const k of Object.keys(colored) as (keyof Cost["colored"])[]) {
    const used = Math.min(colored[k], less.colored[k]);
    colored[k] -= used;
    generic += less.colored[k] - used;
  }
  return { cost: { ...cost, colored }, generic };
}

/** The offering plays open to the player, appended to `out`: one per card in hand with offering and permanent it could sacrifice. */
export function offeringPlays(s: GameState, who: PlayerId, playable: (c: CardObject, offering: ObjectId) => boolean, out: Action[]): void {
  if (offeringTimingProblem(s)) return;
  for (const id of player(s, who).hand) {
    const c = card(s, id);
    const subtype = getCard(c.card).offering;
    if (!subtype) continue;
    for (const p of permanents(s)) if (offeringProblem(s, who, c, p.id) === null && playable(c, p.id)) out.push({ type: "playSpell", card: id, offering: p.id });
  }
}
