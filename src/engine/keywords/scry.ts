// 502.36 Scry
// 502.36a Scry is a static ability that functions while the spell with scry is resolving.
// "Scry N" means "Look at the top N cards of your library, then put any number of them on the
// bottom of your library in any order and the rest on top of your library in any order."
//
// It is printed after the spell's other instructions and done last, as part of the spell's
// resolution (`withScry` adds it after the spell's effects, so a spell countered on resolution
// for illegal targets, 413.2a, scries nothing). The looker alone learns the cards (217.2: a
// library is hidden); how many go on top and how many on the bottom is public. The answer is
// one `scry` decision, described rather than enumerated: the positions of the cards to put back
// on top (the new top first) and those to put on the bottom (the last listed the very bottom);
// every card exactly once. "All on top as they were" and "all on the bottom" are ready-made.
import type { CardInfo } from "../../cards/registry.js";
import type { Effect } from "../../cards/language.js";
import { illegal } from "../game/errors.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import type { Action, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { numbered } from "../view/wording.js";
import { ownLibrary } from "../game/clone.js";

type ScryPending = Extract<Pending, { kind: "scry" }>;

/** 502.36a: a spell with scry N does its other effects, then scries N. */
export function withScry(info: CardInfo, effects: Effect[]): Effect[] {
  return info.scry ? [...effects, { do: "scry", amount: info.scry }] : effects;
}

/** The effect's controller looks at the top N cards of his or her library (as many as it holds), then chooses where they go. */
export function scry(g: Game, r: Resolvable, amount: number): boolean {
  const s = g.s;
  const who = r.controller;
  const cards = player(s, who).library.slice(0, amount);
  const me = playerName(s, who);
  emit(g, {
    type: "lookAtLibrary",
    text: `${me} scries ${amount}: they look at the top ${numbered(cards.length, "card")} of their library (${r.name}).`,
    data: { player: who, owner: who, count: cards.length },
    secret: { to: [who], text: `${me} looks at the top ${numbered(cards.length, "card")} of their library: ${cards.join(", ")}, from the top (${r.name}).`, data: { cards } },
  });
  if (cards.length === 0) return true;
  s.pending = { kind: "scry", player: who, count: cards.length };
  return false;
}

export function scryDecision(s: GameState, p: ScryPending): Decision {
  const r = resolvingNow(s);
  const cards = player(s, p.player).library.slice(0, p.count);
  const positions = cards.map((_, i) => i);
  return {
    player: p.player,
    kind: "scry",
    prompt: `${r.name}: scry ${p.count} (502.36a). From the top the cards are: ${cards.map((c, i) => `(${i}) ${c}`).join(", ")}. Post in "top" the positions of the cards to put back on top, the new top first, and in "bottom" those to put on the bottom of your library, the last one listed becoming the bottom card; each position once.`,
    options: [
      { type: "scry", top: positions, bottom: [] },
      { type: "scry", top: [], bottom: positions },
    ] satisfies Action[],
    details: { cards: cards.map((name, position) => ({ position, name })), answer: "top and bottom: every position exactly once between them, each list in the order chosen" },
  };
}

/** The answer: checked (every card looked at exactly once), then the cards go where it says. */
export function answerScry(g: Game, who: PlayerId, top: number[], bottom: number[]): void {
  const p = g.s.pending as ScryPending;
  const all = [...top, ...bottom].sort((a, b) => a - b);
  if (all.length !== p.count || all.some((v, i) => v !== i))
    illegal("502.36a", `put each of the ${p.count} cards looked at (positions 0 to ${p.count - 1}) exactly once either on top or on the bottom of your library`);
  const library = ownLibrary(g.s, p.player);
  const looked = library.splice(0, p.count);
  library.unshift(...top.map((i) => looked[i]!));
  library.push(...bottom.map((i) => looked[i]!));
  const r = resolvingNow(g.s);
  const me = playerName(g.s, who);
  emit(g, {
    type: "orderLibrary",
    text: `${me} puts ${numbered(top.length, "card")} back on top of their library and ${numbered(bottom.length, "card")} on the bottom (${r.name}).`,
    data: { player: who, owner: p.player, top: top.length, bottom: bottom.length },
    secret: { to: [who], text: `${me} puts ${top.map((i) => looked[i]).join(", ") || "no card"} on top (the first the new top) and ${bottom.map((i) => looked[i]).join(", ") || "no card"} on the bottom (${r.name}).`, data: { top: top.map((i) => looked[i]), bottom: bottom.map((i) => looked[i]) } },
  });
  effectDecisionDone(g);
}
