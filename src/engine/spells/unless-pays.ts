// "Counter target spell unless its controller pays {N}" (414): as the counterspell resolves,
// the target spell's controller chooses whether to pay (413.2c). He or she may play mana
// abilities first (413.2e), then pays all of it from the mana pool or declines (no partial
// payment, 409.1h); unpaid, the spell is countered. A player who can't pay isn't asked.
import type { Effect } from "../../cards/language.js";
import { card, emit, obj, player, playerName, type Game } from "../game/game.js";
import { canAfford, formatMana, parseCost } from "./mana.js";
import { paymentOptions, playerSupply } from "./mana-abilities.js";
import { spendFromPool } from "./playing.js";
import { amountOf, counter, effectDecisionDone, resolvable, type Resolvable } from "./resolve.js";
import { countOf } from "./targets.js";
import { putIntoGraveyardFromPlay } from "../zones/zones.js";
import type { Decision, GameState, ObjectId, Pending, PlayerId } from "../game/types.js";
import { removeRecovered, returnRecovered } from "../keywords/recover.js";
import { paidOrNot } from "../effects/pay-or-not.js";

type UnlessPays = NonNullable<Extract<Effect, { do: "counter" }>["unlessPays"]>;
type Asked = Extract<Pending, { kind: "unlessPays" }>;

/** Counters the spell at once if its controller can't pay; otherwise asks (false: the answer is awaited). */
export function counterUnlessPaid(g: Game, r: Resolvable, target: ObjectId, pays: UnlessPays): boolean {
  const s = g.s;
  const spell = card(s, target);
  // Override's "{1} for each artifact you control" is counted now, from its controller's point of view.
  const cost = `{${typeof pays === "object" && "count" in pays ? countOf(s, pays.count, r.controller) : amountOf(r, pays)}}`;
  if (canAfford(parseCost(cost), player(s, spell.controller).manaPool, playerSupply(s, spell.controller))) {
    s.pending = { kind: "unlessPays", player: spell.controller, object: target, cost };
    return false;
  }
  counter(g, spell, `by ${r.name}: ${playerName(s, spell.controller)} can't pay ${cost}`, "414");
  return true;
}

export function unlessPaysDecision(s: GameState, asked: Asked): Decision {
  const { r, name } = about(s, asked);
  const { options, details } = paymentOptions(s, asked.player, asked.cost);
  const unpaid = asked.runsIf === "paid" ? `decline (${r.name}: if you pay, ${asked.text})` : asked.runsIf === "unpaid" ? `${asked.text} (${r.name})` : asked.orRecover ? `${name} is removed from the game (recover: paid, it returns to your hand)` : asked.orSacrifice ? `you sacrifice ${name} (${r.text})` : `${name} is countered (${r.name})`;
  return {
    player: asked.player,
    kind: "unlessPays",
    prompt: `Pay ${asked.cost} or ${unpaid}. Your mana pool holds ${formatMana(details.pool) || "nothing"}. Play mana abilities to add mana, then pay; or decline.`,
    options: [...options, { type: "decline" }],
    details: { ...details, object: asked.object, name, counterspell: r.name },
  };
}

/** Paid in full from the pool: the spell isn't countered, and the counterspell goes on resolving. */
export function payUnless(g: Game, who: PlayerId, mana: string): void {
  const asked = g.s.pending as Asked;
  const { r, name } = about(g.s, asked);
  spendFromPool(g.s, who, asked.cost, mana);
  if (asked.runsIf) {
    emit(g, { type: "unlessPays", text: `${playerName(g.s, who)} pays ${asked.cost} (${name}).`, data: { player: who, object: asked.object, cost: asked.cost, paid: mana } });
    return paidOrNot(g, true);
  }
  const text = asked.orSacrifice || asked.orRecover ? `${playerName(g.s, who)} pays ${asked.cost} for ${name}.` : `${playerName(g.s, who)} pays ${asked.cost}: ${name} isn't countered by ${r.name}.`;
  emit(g, { type: "unlessPays", text, data: { player: who, object: asked.object, cost: asked.cost, paid: mana } });
  if (asked.orRecover) returnRecovered(g, asked.object); // 502.55
  effectDecisionDone(g);
}

/** Not paid: the spell is countered (414). */
export function declineToPay(g: Game, who: PlayerId): void {
  const asked = g.s.pending as Asked;
  const { r } = about(g.s, asked);
  emit(g, { type: "unlessPays", text: `${playerName(g.s, who)} doesn't pay ${asked.cost}.`, data: { player: who, object: asked.object, cost: asked.cost, paid: null } });
  if (asked.runsIf) return paidOrNot(g, false);
  if (asked.orRecover) removeRecovered(g, asked.object); // 502.55
  else if (asked.orSacrifice) putIntoGraveyardFromPlay(g, asked.object, "sacrificed"); // 502.13a, 502.19a
  else counter(g, obj(g.s, asked.object), `by ${r.name}`, "414");
  effectDecisionDone(g);
}

/** The resolving counterspell (or upkeep ability), and the spell (or permanent) it asks about as the log names it. */
function about(s: GameState, asked: Asked): { r: Resolvable & { text?: string }; name: string } {
  const resolving = obj(s, s.resolving!.object);
  if (asked.runsIf) return { r: resolvable(s, resolving), name: resolvable(s, resolving).name }; // the payment is asked about what resolves itself
  const spell = card(s, asked.object);
  return { r: { ...resolvable(s, resolving), ...(resolving.kind === "ability" ? { text: resolving.text } : {}) }, name: `${spell.card}${spell.spellCopy ? " (a copy)" : ""}` };
}
