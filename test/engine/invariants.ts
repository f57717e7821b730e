// Invariants that must hold after every action of any game (issue: trust), with any number
// of players. Returns the broken invariants, empty when all hold.
import { legalDecision, type GameState } from "../../src/engine/index.js";
import { characteristics } from "../../src/engine/effects/characteristics.js";
import { isIndestructible } from "../../src/engine/effects/indestructible.js";
import { cantLose } from "../../src/engine/effects/cant-lose.js";
import { illegalAttachments } from "../../src/engine/effects/attaching.js";
import { STEPS } from "../../src/engine/turn/turn.js";
import { isSupported } from "../../src/cards/registry.js";
import type { CardObject } from "../../src/engine/game/types.js";
import { wholeCardName } from "../../src/engine/spells/split-cards.js";

/**
 * `names`, when given (from `cardNames` at the start), also checks that every owner still has
 * the same cards by name: a card that turned into another card is corruption (217.1c: a card
 * changes zones, not identity; a copy keeps its card and says what it copies).
 */
export function brokenInvariants(s: GameState, cardsPerOwner: Map<string, number>, names?: Map<string, string>): string[] {
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
    // 607.5a: a team whose emperor has lost is out of the game, but for a general who can't lose this turn (Angel's Grace).
    if (s.format === "emperor" && p.emperor && p.outcome === "lost" && mates.some((q) => q.outcome === "playing" && !cantLose(s, q.id)))
      out.push(`${p.id}, an emperor, lost but a teammate plays on`);
  }
  for (const id of s.play) {
    const o = s.objects[id];
    if (o?.kind === "card" && (!Number.isInteger(o.damage) || o.damage < 0)) out.push(`${id} has damage ${o.damage}`);
  }
  out.push(...corruption(s, names));
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

export function cardNames(s: GameState): Map<string, string> {
  const m = new Map<string, string[]>(s.players.map((p) => [p.id, [...p.library]]));
  for (const o of Object.values(s.objects)) if (o.kind === "card" && !o.token && !o.spellCopy) m.get(o.owner)?.push(o.card);
  return new Map([...m].map(([owner, list]) => [owner, list.sort().join("|")]));
}

/** What no rule can produce: the game's own facts contradicting each other or the rules. */
function corruption(s: GameState, names?: Map<string, string>): string[] {
  const out: string[] = [];
  const players = new Set(s.players.map((p) => p.id));
  const inPlay = new Set(s.play);
  // 102: only a finished game has winners.
  if (s.status !== "finished" && s.winners.length > 0) out.push(`the running game has winners: ${s.winners.join(", ")}`);
  if (s.winners.some((w) => s.players.find((p) => p.id === w)?.outcome !== "won")) out.push("a winner's outcome is not won");
  // 300.1: each step belongs to its phase; the active player is a player of the game.
  if (!STEPS.some(([phase, step]) => phase === s.turn.phase && step === s.turn.step)) out.push(`step ${s.turn.step} is not a step of the ${s.turn.phase} phase`);
  if (!players.has(s.turn.active)) out.push(`the active player ${s.turn.active} is not in the game`);
  if (s.priority && !players.has(s.priority.player)) out.push(`priority is held by ${s.priority.player}, who is not a player`);
  // 305.2: one land a turn, and the additional ones an effect allows this turn (Summer Bloom).
  for (const p of s.players) if (p.landsPlayedThisTurn > 1 + (p.additionalLandPlays ?? 0)) out.push(`${p.id} has played ${p.landsPlayedThisTurn} lands this turn (305.2)`);
  for (const p of s.players) if (p.library.some((n) => !isSupported(n))) out.push(`${p.id}'s library holds a card that does not exist`);
  for (const o of Object.values(s.objects)) {
    if (!players.has(o.controller)) out.push(`${o.id} is controlled by ${o.controller}, who is not a player`);
    if (o.kind !== "card") continue;
    if (!players.has(o.owner)) out.push(`${o.id} is owned by ${o.owner}, who is not a player`);
    // 505.2: on the stack a split card is only the half played.
    const half = o.zone === "stack" && isSupported(wholeCardName(o.card));
    if (!o.token && !isSupported(o.card) && !half) out.push(`${o.id} is a card that does not exist (${o.card})`);
    for (const [kind, n] of Object.entries(o.counters ?? {})) if (!Number.isInteger(n) || n < 0) out.push(`${o.id} has ${n} ${kind} counters`);
  }
  // 306–309: attacking and blocking creatures are permanents in play; defenders are players.
  const c = s.combat;
  if (c) {
    for (const a of c.attackers) {
      if (!inPlay.has(a.attacker)) out.push(`attacker ${a.attacker} is not in play`);
      if (!players.has(a.defender)) out.push(`${a.attacker} attacks ${a.defender}, who is not a player`);
    }
    for (const b of c.blocks) {
      if (!inPlay.has(b.blocker)) out.push(`blocker ${b.blocker} is not in play`);
      if (!c.attackers.some((a) => a.attacker === b.attacker)) out.push(`${b.blocker} blocks ${b.attacker}, which is not attacking`);
    }
  }
  if (names) for (const [owner, list] of cardNames(s)) if (names.get(owner) !== list && s.players.every((p) => p.leftOnTurn === undefined) && !s.options.ante) out.push(`${owner}'s cards are not the cards he or she began with`);
  // 420.3: state-based effects are checked before a player receives priority, so none applies then.
  if (s.status === "playing" && s.pending?.kind === "priority") out.push(...stateBasedLeftovers(s));
  out.push(...staleCharacteristics(s));
  return out;
}

/**
 * 418.5: characteristics are computed through the layers; the engine remembers them between
 * reads of a state and across its copies (effects/characteristics.ts, zones/play-key.ts). What
 * it remembers must equal what a fresh computation gives: the same state read back from JSON
 * shares none of those memos.
 */
function staleCharacteristics(s: GameState): string[] {
  const fresh = JSON.parse(JSON.stringify(s)) as GameState;
  const out: string[] = [];
  for (const id of s.play) {
    const kept = JSON.stringify(characteristics(s, s.objects[id] as CardObject));
    const computed = JSON.stringify(characteristics(fresh, fresh.objects[id] as CardObject));
    if (kept !== computed) out.push(`${id}'s remembered characteristics ${kept} differ from a fresh computation ${computed} (418.5)`);
  }
  return out;
}

function stateBasedLeftovers(s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    if (p.outcome !== "playing") continue;
    if (p.life <= 0) out.push(`${p.id} has ${p.life} life and is still playing (420.5a)`);
    if ((p.poison ?? 0) >= 10) out.push(`${p.id} has ${p.poison} poison counters and is still playing (420.5h)`);
  }
  const legends = new Map<string, number>();
  for (const id of s.play) {
    const o = s.objects[id] as CardObject;
    const ch = characteristics(s, o);
    if (ch.supertypes.includes("legendary")) legends.set(ch.name, (legends.get(ch.name) ?? 0) + 1);
    if (!ch.types.includes("creature")) continue;
    if ((ch.toughness ?? 0) <= 0) out.push(`${id} has toughness ${ch.toughness} in play (420.5b)`);
    // 420.5c destroys a creature with lethal damage, and an indestructible one can't be destroyed (glossary, "Indestructible").
    else if (o.damage >= ch.toughness! && !isIndestructible(s, o)) out.push(`${id} has lethal damage in play (420.5c)`);
  }
  for (const [name, n] of legends) if (n > 1) out.push(`${n} legendary permanents named ${name} are in play (420.5e)`);
  // 212.4, 212.2, 420.5d: what is attached is attached to a permanent in play.
  for (const o of Object.values(s.objects)) if (o.kind === "card" && o.attachedTo !== undefined && (o.zone !== "play" || !s.play.includes(o.attachedTo))) out.push(`${o.id} is attached to ${o.attachedTo}, which is not in play`);
  const wrong = illegalAttachments(s);
  if (wrong.auras.length || wrong.equipment.length) out.push(`illegally attached: ${[...wrong.auras, ...wrong.equipment].join(", ")} (420.5d)`);
  for (const p of s.players) for (const id of [...p.hand, ...p.graveyard]) if ((s.objects[id] as CardObject).token) out.push(`token ${id} is outside play (420.5?)`);
  return out;
}
