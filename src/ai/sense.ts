// What the computer reads from public facts: printed card text (the card registry) and the
// permanents of its view. Rough, cheap judgements: is a spell meant for the opponent's things,
// what is a creature worth, what can block what.
import { getCard, isSupported } from "../cards/registry.js";
import type { GameView } from "../engine/index.js";

export type Permanent = GameView["play"][number];

const HOSTILE = /destroy|deals? (\d+|x) damage|deals damage|-\d+\/-\d+|gets -|-x\/-x|tap target|return target [^.]*to (its|their) owner's hand|counter target|discards?|loses? (\d+|x) life|sacrifices?|can't (attack|block)|doesn't untap|put target [^.]*on (top|the bottom)|gain control|remove target [^.]*from the game|into his or her graveyard/i;

/** Whether a card's or ability's text reads as harm to what it targets. */
export function hostileText(text: string): boolean {
  return HOSTILE.test(text);
}

export function cardText(name: string): string {
  return isSupported(name) ? getCard(name).printedText : "";
}

export function hostileCard(name: string): boolean {
  return hostileText(cardText(name));
}

export function manaValue(name: string): number {
  return isSupported(name) ? getCard(name).convertedManaCost : 0;
}

export function isType(name: string, type: string): boolean {
  return isSupported(name) && getCard(name).types.includes(type);
}

/** What a creature is worth on the battlefield: its stats and abilities. */
export function creatureValue(p: Permanent): number {
  if (p.power === undefined) return p.types.includes("land") ? 1 : 2;
  return Math.max(0, p.power) * 1.5 + Math.max(0, p.toughness! - p.damage) + p.keywords.length * 0.7 + 1;
}

export function isCreature(p: Permanent): boolean {
  return p.types.includes("creature") && p.power !== undefined;
}

export function has(p: Permanent, keyword: string): boolean {
  return (p.keywords as string[]).includes(keyword);
}

/** Whether a blocker could block an attacker as far as flying goes (the engine checks the rest). */
export function mayBlock(blocker: Permanent, attacker: Permanent): boolean {
  if (has(attacker, "flying") && !has(blocker, "flying") && !has(blocker, "reach")) return false;
  if (has(attacker, "shadow") !== has(blocker, "shadow")) return false;
  return true;
}

export function power(p: Permanent): number {
  return Math.max(0, p.power ?? 0);
}

/** Damage it takes to destroy it now. */
export function toughnessLeft(p: Permanent): number {
  return Math.max(0, (p.toughness ?? 0) - p.damage);
}

/** Whether a creature dealing `damage` destroys the other in one exchange (deathtouch aside). */
export function kills(attacker: Permanent, victim: Permanent): boolean {
  return power(attacker) >= toughnessLeft(victim) && toughnessLeft(victim) > 0;
}

export function me(view: GameView): string {
  return view.you!;
}

export function opponents(view: GameView): GameView["players"] {
  return view.players.filter((p) => p.id !== view.you && p.outcome === "playing");
}

export function seat(view: GameView): GameView["players"][number] {
  return view.players.find((p) => p.id === view.you)!;
}

/** Who controls an object in play, on the stack, or owns a card elsewhere (undefined: not seen). */
export function objectController(view: GameView, id: string): string | undefined {
  const inPlay = view.play.find((p) => p.id === id);
  if (inPlay) return inPlay.controller;
  const onStack = view.stack.find((o) => o.id === id);
  if (onStack) return onStack.controller;
  for (const p of view.players) if (p.graveyard.some((c) => c.id === id) || p.hand?.some((c) => c.id === id)) return p.id;
  return undefined;
}

/** The name of an object the view shows anywhere. */
export function objectName(view: GameView, id: string): string | undefined {
  const inPlay = view.play.find((p) => p.id === id);
  if (inPlay) return inPlay.card ?? inPlay.name;
  const onStack = view.stack.find((o) => o.id === id);
  if (onStack) return "name" in onStack ? onStack.name : undefined;
  for (const p of view.players) {
    const c = p.graveyard.find((x) => x.id === id) ?? p.hand?.find((x) => x.id === id);
    if (c) return c.name;
  }
  return view.removed.find((r) => r.id === id)?.name;
}

const RECURRING_LOSS = /at the (?:beginning of your upkeep|end of your turn)[^.]*?(?:you lose (\d+) life|deals (\d+) damage to you)/i;

/** The life a player's own permanents take from him or her each turn, as their text says (Dross Harvester's "At the end of your turn, you lose 4 life"). */
export function recurringLifeLoss(view: GameView, player: string): number {
  let loss = 0;
  for (const o of view.play) {
    if (o.controller !== player || o.faceDown) continue;
    const m = RECURRING_LOSS.exec(cardText(o.card ?? o.name));
    if (m) loss += Number(m[1] ?? m[2]);
  }
  return loss;
}

/** What a life total is worth: each point, and more so near 0, where the next hit ends the game. */
function lifeWorth(life: number): number {
  return Math.min(life, 30) * 0.8 - Math.max(0, 8 - life) * 1.5 + (life <= 0 ? -50 : 0);
}

/** A score of the position for the seat: life (less what its own permanents will take next turn), creatures, cards; a won game outweighs all. */
export function evaluate(view: GameView): number {
  const you = view.you!;
  if (view.status === "finished") return view.result?.winners.includes(you) ? 1000 : -1000;
  let score = 0;
  for (const p of view.players) {
    const sign = p.id === you ? 1 : -1;
    if (p.outcome === "lost") score -= sign * 1000;
    score += sign * (lifeWorth(p.life - recurringLifeLoss(view, p.id)) + p.handCount * 0.6 - (p.poison ?? 0) * 2);
    if (p.libraryCount === 0) score -= sign * 20;
  }
  for (const o of view.play) score += (o.controller === you ? 1 : -1) * creatureValue(o);
  return score;
}
