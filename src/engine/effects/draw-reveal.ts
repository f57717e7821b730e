// 419.6h (Zur's Weirding): "If a player would draw a card, he or she reveals it instead. Then any
// other player may pay 2 life. If a player does, put that card into its owner's graveyard.
// Otherwise, that player draws the card." A replacement effect on every draw while the permanent
// is in play. The top card of the library is revealed to every player (a public event); then each
// other player who can pay the life (215.4) is asked in turn, in APNAP order (103.4), until one
// pays: the card goes to its owner's graveyard and the draw is replaced. If none pays, the draw
// goes on as an event this effect has already modified (419.6a: it doesn't apply to it again),
// so other replacement effects may still apply to it. The question is a pending decision of the
// replacement in progress (`s.replacing`, replacement.ts). With an empty library there is no card
// to reveal: the effect doesn't apply and the draw from an empty library happens (420.5c).
// 601.2: with a limited range of influence it replaces only the draws of players within its
// controller's range, and only players within that range may pay (range covers effects and
// making choices).
import { getCard } from "../../cards/registry.js";
import { apnap, emit, nameOf, permanents, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { abilitiesRemoved, copiableName } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { lifePaymentProblem, payLife } from "./life.js";
import { moveFromLibrary } from "../zones/zones.js";
import { possessive } from "../view/wording.js";
import type { Action, CardObject, Decision, GameState, Pending, PlayerId, ReplaceableEvent, Replacing } from "../game/types.js";

type Draw = Extract<ReplaceableEvent, { kind: "draw" }>;
type Asking = Extract<Pending, { kind: "othersMayPayLife" }>;

/** The permanents in play with this replacement effect that apply to the draw. */
export function revealInsteadSources(s: GameState, e: Draw): CardObject[] {
  if (player(s, e.player).library.length === 0) return [];
  // The card first: most permanents have no such replacement, and it needs no layer context.
  return permanents(s).filter((o) => getCard(copiableName(o)).replacements.some((r) => r.kind === "drawRevealedOthersMayPay") && inRange(s, controllerOf(s, o), e.player) && !abilitiesRemoved(s, o));
}

/** Reveals the card and asks the first other player who can pay. Returns false when nobody can: the draw goes on. */
export function revealInstead(g: Game, r: Replacing, source: CardObject): boolean {
  const s = g.s;
  const e = r.event as Draw;
  const top = player(s, e.player).library[0]!;
  const life = getCard(copiableName(source)).replacements.find((x) => x.kind === "drawRevealedOthersMayPay")!;
  const amount = (life as { life: number }).life;
  emit(g, { type: "revealDraw", text: `${playerName(s, e.player)} would draw a card; instead (${nameOf(source)}) he or she reveals ${top} (419.6h).`, data: { player: e.player, card: top, source: source.id } });
  const controller = controllerOf(s, source);
  const others = apnap(s).filter((p) => p !== e.player && player(s, p).outcome === "playing" && inRange(s, controller, p));
  return ask(g, r, { kind: "othersMayPayLife", player: others[0]!, drawer: e.player, card: top, life: amount, source: nameOf(source), next: others.slice(1) }, others);
}

/** Asks the first of `players` who can pay; none left: false. */
function ask(g: Game, r: Replacing, p: Asking, players: PlayerId[]): boolean {
  const s = g.s;
  const can = players.filter((q) => lifePaymentProblem(s, q, p.life) === null);
  if (can.length === 0) {
    emit(g, { type: "noPayment", text: `No other player pays ${p.life} life: ${playerName(s, p.drawer)} draws ${p.card} (${p.source}, 419.6h).`, data: { player: p.drawer } });
    return false;
  }
  s.replacing = r;
  s.pending = { ...p, player: can[0]!, next: can.slice(1) };
  return true;
}

/**
 * The answer of the player asked. Returns what becomes of the draw: "replaced" (the card went to
 * the graveyard), "draws" (nobody paid: the draw goes on), or "asking" (the next player is asked).
 */
export function answerPayLife(g: Game, who: PlayerId, pay: boolean): "replaced" | "draws" | "asking" {
  const s = g.s;
  const p = s.pending as Asking;
  const r = s.replacing!;
  const problem = pay ? lifePaymentProblem(s, who, p.life) : null;
  if (problem) illegal("215.4", problem);
  s.pending = null;
  delete s.replacing;
  if (pay) {
    payLife(g, who, p.life, `${p.source}: ${p.card} goes to ${possessive(playerName(s, p.drawer))} graveyard instead of being drawn`);
    moveFromLibrary(g, p.drawer, 0, "graveyard");
    return "replaced";
  }
  emit(g, { type: "declinePayLife", text: `${playerName(s, who)} doesn't pay ${p.life} life.`, data: { player: who } });
  return ask(g, r, p, p.next) ? "asking" : "draws";
}

export function payLifeDecision(s: GameState, p: Asking): Decision {
  const options: Action[] = [{ type: "may", accept: true }, { type: "may", accept: false }];
  return {
    player: p.player,
    kind: p.kind,
    prompt: `${playerName(s, p.drawer)} would draw ${p.card}, revealed (${p.source}). You may pay ${p.life} life (you have ${player(s, p.player).life}) to put it into its owner's graveyard instead; if no other player does, ${playerName(s, p.drawer)} draws it (419.6h).`,
    options,
    details: { drawer: p.drawer, card: p.card, life: p.life },
  };
}
