// Invariants that must hold after every action of any game (issue: trust), with any number
// of players. Returns the broken invariants, empty when all hold.
import { legalDecision, type GameState } from "../../src/engine/index.js";

export function brokenInvariants(s: GameState, cardsPerOwner: Map<string, number>): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const place = (id: string, zone: string) => {
    if (seen.has(id)) out.push(`${id} is in ${seen.get(id)} and in ${zone}`);
    seen.set(id, zone);
    const o = s.objects[id];
    if (!o) out.push(`${id} in ${zone} has no object`);
    else if (o.kind === "card" && o.zone !== zone.split(":")[0]) out.push(`${id} says it is in ${o.zone} but sits in ${zone}`);
    // 503.10a: a copy of a spell exists only on the stack.
    else if (o.kind === "card" && o.spellCopy && zone !== "stack") out.push(`${id}, a copy of a spell, is in ${zone}`);
  };
  for (const p of s.players) {
    for (const z of ["hand", "graveyard"] as const) p[z].forEach((id) => place(id, `${z}:${p.id}`));
    p.ante?.forEach((id) => place(id, `ante:${p.id}`));
    if (!Number.isInteger(p.life)) out.push(`${p.id}'s life ${p.life} is not an integer`);
    for (const [k, v] of Object.entries(p.manaPool)) if (!Number.isInteger(v) || v < 0) out.push(`${p.id}'s pool ${k}=${v}`);
  }
  s.play.forEach((id) => place(id, "play"));
  s.stack.forEach((id) => place(id, "stack"));
  s.removed.forEach((id) => place(id, "removed"));
  for (const id of Object.keys(s.objects)) if (!seen.has(id)) out.push(`${id} exists but is in no zone`);
  // A card in a library is its owner's, and no object (PlayerState.library).
  const owned = new Map<string, number>(s.players.map((p) => [p.id, p.library.length]));
  for (const id of seen.keys()) {
    const o = s.objects[id];
    // 217.9: cards in the ante are counted apart (the winner becomes their owner).
    if (o?.kind === "card" && !o.token && !o.spellCopy && o.zone !== "ante") owned.set(o.owner, (owned.get(o.owner) ?? 0) + 1);
  }
  // 600.4a: the cards of a player who has left a multiplayer game have left it with him or her.
  const leftGame = (id: string) => s.players.find((p) => p.id === id)?.leftOnTurn !== undefined;
  for (const [owner, total] of cardsPerOwner) {
    const n = leftGame(owner) ? 0 : total;
    const has = owned.get(owner) ?? 0;
    // With the ante option each player has put at most one of his or her cards into the ante.
    if (has !== n && !(s.options.ante && has === n - 1 && !leftGame(owner))) out.push(`${owner} owns ${has} cards, not ${n}`);
  }
  // 217.9: a departed player's ante stays behind for the winner.
  for (const o of Object.values(s.objects)) if (leftGame(o.controller) && !(o.kind === "ability" && o.combatDamage) && !(o.kind === "card" && o.zone === "ante")) out.push(`${o.id} is controlled by ${o.controller}, who has left the game`);
  for (const p of s.players) if (p.leftOnTurn !== undefined && p.outcome === "playing") out.push(`${p.id} has left the game but is still playing`);
  for (const p of s.players) {
    const mates = s.players.filter((q) => q.team === p.team);
    // 606.2, 606.7: a Two-Headed Giant team shares one life total and leaves the game together.
    if (s.format === "two-headed-giant" && mates.some((q) => q.life !== p.life || (q.outcome === "playing") !== (p.outcome === "playing")))
      out.push(`${p.id} and a teammate differ in life or in being in the game`);
    // 607.4: a team whose emperor has lost is out of the game.
    if (s.format === "emperor" && p.emperor && p.outcome === "lost" && mates.some((q) => q.outcome === "playing")) out.push(`${p.id}, an emperor, lost but a teammate plays on`);
  }
  for (const id of s.play) {
    const o = s.objects[id];
    if (o?.kind === "card" && (!Number.isInteger(o.damage) || o.damage < 0)) out.push(`${id} has damage ${o.damage}`);
  }
  if (s.status === "finished") {
    if (s.pending) out.push("a finished game still waits for a decision");
  } else {
    const owner = s.pending?.player;
    if (!owner) out.push("no one owes a decision in a running game");
    else {
      const p = s.players.find((x) => x.id === owner);
      if (!p || p.outcome !== "playing") out.push(`the decision is owed by ${owner}, who is not in the game`);
      const d = legalDecision(s, owner);
      if (!d || d.options.length === 0) out.push(`${owner} owes a ${s.pending!.kind} decision with no options`);
      for (const other of s.players) if (other.id !== owner && legalDecision(s, other.id)) out.push(`${other.id} also has a decision`);
    }
  }
  return out;
}

export function countCards(s: GameState): Map<string, number> {
  const m = new Map<string, number>(s.players.map((p) => [p.id, p.library.length]));
  for (const o of Object.values(s.objects)) if (o.kind === "card" && !o.token && !o.spellCopy) m.set(o.owner, (m.get(o.owner) ?? 0) + 1);
  return m;
}
