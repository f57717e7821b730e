// 502.56 Ripple
// 502.56a Ripple is a triggered ability that functions only while the card with ripple is on the
// stack. "Ripple N" means "When you play this spell, you may reveal the top N cards of your
// library, or, if there are fewer than N cards in your library, you may reveal all the cards in
// your library. If you reveal cards from your library this way, you may play any of those cards
// with the same name as this spell without paying their mana costs, then put all revealed cards
// not played this way on the bottom of your library in any order."
// 502.56b If a spell has multiple instances of ripple, each triggers separately.
//
// The ability resolves in three parts: "you may reveal" (the `may` decision), then one `ripple`
// decision — how many of the revealed cards with the spell's name to play, and the order in
// which the others go to the bottom (described, not enumerated: one listed answer, any other
// valid one accepted) — then each card chosen is played from the top of the library, one after
// the other, as the ability resolves (like suspend's, 502.59a: no priority meanwhile); the
// resolution's `part` counts the plays still to come. One that can't be played (no legal
// target) goes to the bottom of the library instead.
import { getCard } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import type { Action, Decision, GameEvent, GameState, ObjectId, PendingTrigger, PlayerId } from "../game/types.js";
import { begin, hasLegalPlay } from "../spells/playing.js";
import { effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { lastKnown, moveFromLibrary, putIntoLibrary } from "../zones/zones.js";
import { numbered, possessive } from "../view/wording.js";
import { ownLibrary } from "../game/clone.js";

/** 502.56a, 502.56b: the ripple ability a spell's playing triggers (the spell is its source, its player the controller). */
export function rippleTriggers(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered">[] {
  if (e.type !== "playSpell") return [];
  const spell = s.objects[e.data.object as ObjectId];
  if (!spell || spell.kind !== "card" || spell.zone !== "stack" || spell.spellCopy) return [];
  const n = getCard(spell.card).ripple;
  if (!n) return [];
  const text = `Ripple ${n} (When you play this spell, you may reveal the top ${n} cards of your library. You may play any revealed cards with the same name as this spell without paying their mana costs. Put the rest on the bottom of your library.)`;
  return [{ controller: e.data.player as PlayerId, source: lastKnown(s, spell), text, specs: [], effects: [{ do: "ripple", count: n }] }];
}

/** Runs the ripple effect: asks "you may reveal" first; then, after the `ripple` answer, plays the chosen cards one by one. */
export function runRipple(g: Game, r: Resolvable, count: number): boolean {
  const s = g.s;
  const progress = s.resolving!;
  if (progress.part === undefined) {
    if (player(s, r.controller).library.length === 0) return true;
    s.pending = { kind: "may", player: r.controller, prompt: `${r.name}: you may reveal the top ${count} cards of your library (ripple ${count}). Do you?` };
    return false;
  }
  if (progress.part === 0) {
    delete progress.part;
    return true;
  }
  progress.part--;
  const who = r.controller;
  const spell = moveFromLibrary(g, who, 0, "stack");
  const info = getCard(spell.card);
  if (!hasLegalPlay(s, who, info, spell.id)) {
    // 502.56a: a revealed card not played goes to the bottom with the rest.
    emit(g, { type: "rippleFails", text: `${info.name} can't be played (no legal target): it goes to the bottom of ${possessive(playerName(s, who))} library.`, data: { object: spell.id } });
    putIntoLibrary(g, spell.id);
    return runRipple(g, r, count);
  }
  const p = player(s, who);
  emit(g, { type: "announce", text: `${p.name} plays ${info.name} without paying its mana cost (ripple, 502.56a).`, data: { player: who, object: spell.id, card: spell.card, ripple: true } });
  begin(g, who, spell.id, "", {}, { handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { player: s.turn.active, passes: 0 } }, { alternative: "{0}" }, true);
  if (!s.playing) return runRipple(g, r, count);
  s.playing.byEffect = "waiting";
  return false;
}

/** The answer to "you may reveal": the top cards are revealed to everyone, then the `ripple` decision is owed (or, declined, nothing happens). */
export function answerMayRipple(g: Game, who: PlayerId, accept: boolean, count: number): void {
  const s = g.s;
  const r = resolvingNow(s);
  if (!accept) {
    emit(g, { type: "may", text: `${playerName(s, who)} chooses not to reveal cards for ripple (${r.name}).`, data: { player: who, accept } });
    return effectDecisionDone(g);
  }
  const cards = player(s, who).library.slice(0, count);
  emit(g, { type: "reveal", text: `${playerName(s, who)} reveals the top ${cards.length} cards of their library for ripple (${r.name}): ${cards.join(", ")}.`, data: { player: who, cards, ripple: true } });
  s.pending = { kind: "ripple", player: who, revealed: cards.length, name: r.name };
}

type Asked = Extract<NonNullable<GameState["pending"]>, { kind: "ripple" }>;

export function rippleDecision(s: GameState, asked: Asked): Decision {
  const revealed = player(s, asked.player).library.slice(0, asked.revealed);
  const same = revealed.filter((c) => c === asked.name).length;
  const rest = revealed.filter((c) => c !== asked.name);
  return {
    player: asked.player,
    kind: "ripple",
    prompt:
      `Ripple (${asked.name}): you revealed ${revealed.join(", ")}. You may play any of the ${numbered(same, "card")} named ${asked.name} without paying their mana costs: say how many (0 to ${same}). ` +
      `The other revealed cards go on the bottom of your library in the order you list them in "bottom" (the first listed goes on the bottom first).`,
    options: [{ type: "ripple", play: same, bottom: rest }, ...(same ? [{ type: "ripple", play: 0, bottom: revealed } as Action] : [])],
    details: { revealed, name: asked.name, playable: same },
  };
}

/** The `ripple` answer: checked, the cards not played go to the bottom in the order given, and the plays begin. */
export function answerRipple(g: Game, who: PlayerId, play: number, bottom: string[]): void {
  const s = g.s;
  const asked = s.pending as Asked;
  const p = player(s, who);
  const revealed = p.library.slice(0, asked.revealed);
  const same = revealed.filter((c) => c === asked.name).length;
  if (!Number.isInteger(play) || play < 0 || play > same) illegal("502.56a", `play 0 to ${same} of the revealed cards named ${asked.name}`);
  const rest = [...revealed];
  for (let i = 0; i < play; i++) rest.splice(rest.indexOf(asked.name), 1);
  if ([...bottom].sort().join("\n") !== [...rest].sort().join("\n")) illegal("502.56a", `list each revealed card not played once, in the order it goes to the bottom: ${rest.join(", ")}`);
  // The cards to play stay on top; the others go to the bottom in the order given.
  const library = ownLibrary(s, who);
  library.splice(0, asked.revealed, ...Array<string>(play).fill(asked.name));
  library.push(...bottom);
  emit(g, { type: "ripple", text: `${p.name} puts ${bottom.length ? bottom.join(", ") : "no cards"} on the bottom of their library${play ? ` and plays ${play} ${asked.name}` : ""} (ripple).`, data: { player: who, play, bottom } });
  s.pending = null;
  s.resolving!.part = play;
}
