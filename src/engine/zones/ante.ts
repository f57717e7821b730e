// Playing for ante (217.9, seed glossary "Ante"): an optional variation, off by default. Each
// player puts one random card from his or her deck into his or her ante zone as the game
// begins (after the starting player is chosen, before anyone draws); the ante zones are
// public. At the end of the game the winner becomes the owner of the cards in each player's
// ante zone. A player who leaves the game early leaves his or her ante behind for the winner;
// in a draw no one wins the ante. Teams games refuse the option: 217.9 names one winner.
import { changeCard, emit, player, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import { moveFromLibrary } from "./zones.js";
import { ownList } from "../game/clone.js";

export function anteUp(g: Game): void {
  const s = g.s;
  if (!s.options.ante) return;
  for (const p of s.players) {
    p.ante = [];
    if (p.library.length === 0) continue;
    const picked = moveFromLibrary(g, p.id, randomInt(ownList(s, "rng"), p.library.length), "ante");
    emit(g, { type: "ante", text: `${p.name} antes ${picked.card} (217.9).`, data: { player: p.id, card: { id: picked.id, name: picked.card } } });
  }
}

/** 217.9: the winner becomes the owner of every card in the ante zones (and they go to his or hers). */
export function awardAnte(g: Game): void {
  const s = g.s;
  if (!s.options.ante || s.winners.length !== 1) return;
  const winner = player(s, s.winners[0]!);
  const won: { id: string; name: string; from: string }[] = [];
  for (const p of s.players) {
    if (p === winner) continue;
    for (const id of p.ante ?? []) {
      const o = s.objects[id];
      if (o?.kind !== "card") continue;
      won.push({ id, name: o.card, from: p.id });
      const now = changeCard(s, id);
      now.owner = winner.id;
      now.controller = winner.id;
      (winner.ante ??= []).push(id);
    }
    p.ante = [];
  }
  emit(g, {
    type: "anteWon",
    text: `${winner.name} becomes the owner of the cards in the ante (217.9)${won.length ? `: ${won.map((c) => c.name).join(", ")}` : ""}.`,
    data: { player: winner.id, cards: won },
  });
}
