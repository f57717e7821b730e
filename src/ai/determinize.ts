// Information sets (issue 17): a concrete game consistent with what the seat has seen, built
// from its view alone. The seat's own library is its deck less every card of its it can see,
// in an unknown (shuffled) order; the opponents' hands and libraries are drawn from the cards
// they have shown (or, before they have shown any, from a deck like the seat's own). The game
// starts from a set-up position (createGame's setup), so the engine plays it out purely.
import { getCard, isSupported } from "../cards/registry.js";
import { createGame, type GameState, type GameView, type Setup } from "../engine/index.js";
import type { SetupPlayer } from "../engine/game/starting.js";
import { shuffled } from "./random.js";
import type { Permanent } from "./sense.js";
import type { SeenEvent } from "./seat.js";

export interface World {
  state: GameState;
  /** The view's object ids to the ids of the same objects in the world. */
  ids: Map<string, string>;
}

type Entry = Exclude<NonNullable<SetupPlayer["play"]>[number], string>;

const permanentCard = (name: string) => isSupported(name) && getCard(name).types.some((t) => t !== "instant" && t !== "sorcery");

/** The names a multiset less another (each removed once). */
function less(from: readonly string[], seen: readonly string[]): string[] {
  const left = [...from];
  for (const n of seen) {
    const i = left.indexOf(n);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The names of the cards a player revealed, as the record tells them (from a hand or a library: their deck holds them). */
function revealed(record: readonly SeenEvent[], owner: string): string[] {
  return record.flatMap((e) => {
    const cards = e.data.cards;
    if (e.type !== "reveal" || e.data.player !== owner || !Array.isArray(cards)) return [];
    return cards.map((c: unknown) => (typeof c === "string" ? c : (c as { name?: string }).name ?? ""));
  });
}

/** The cards each player has shown: in play, graveyard, removed, on the stack, revealed. */
function shown(view: GameView, record: readonly SeenEvent[], owner: string): string[] {
  const pl = view.players.find((p) => p.id === owner)!;
  return [
    ...view.play.filter((p) => p.owner === owner && !p.token && p.name).map((p) => p.card ?? p.name),
    ...pl.graveyard.map((c) => c.name),
    ...view.removed.filter((r) => r.owner === owner).map((r) => r.name),
    ...view.stack.filter((o) => o.controller === owner && "name" in o && o.name && !o.copy).map((o) => ("name" in o ? o.name : "")),
    ...revealed(record, owner),
  ].filter(isSupported);
}

/** One world: the seat's hidden cards dealt at random (`random` picks which world). */
export function determinize(
  view: GameView, deck: readonly string[], record: readonly SeenEvent[], random: () => number, step: "main" | "declareAttackers",
  /** Permanents to place untapped (creatures that attacked, for a world set before their attack: combat-world.ts). */
  untapped: ReadonlySet<string> = new Set(),
): World | undefined {
  const you = view.you!;
  const players: SetupPlayer[] = [];
  const order: string[][] = [];
  const fallbackDeck = deck.length ? deck : ["Plains"];
  for (const p of view.players) {
    const mine = p.id === you;
    // My own revealed cards are in my hand or library already: only what has left them counts against my deck.
    const seen = mine ? shown(view, [], p.id) : shown(view, record, p.id);
    let hand: string[];
    let library: string[];
    if (mine) {
      hand = (p.hand ?? []).map((c) => c.name);
      const rest = shuffled(less(fallbackDeck, [...seen, ...hand]), random);
      library = Array.from({ length: p.libraryCount }, (_, i) => rest[i] ?? fallbackDeck[i % fallbackDeck.length]!);
    } else {
      // What their deck could hold: the cards they have shown, else a deck like the seat's own.
      const pool = seen.length >= 5 ? seen : [...seen, ...fallbackDeck];
      const draw = () => pool[Math.floor(random() * pool.length)]!;
      hand = p.hand ? p.hand.map((c) => c.name) : Array.from({ length: p.handCount }, draw);
      library = Array.from({ length: p.libraryCount }, draw);
    }
    // Permanents it controls: hosts before what is attached to them; face-down ones and tokens aren't cards a setup can name.
    const perms = view.play.filter((o) => o.controller === p.id && !o.faceDown && !o.token && permanentCard(o.name));
    const hosts = perms.filter((o) => !o.attachedTo);
    const attached = perms.filter((o) => o.attachedTo && hosts.some((h) => h.id === o.attachedTo));
    const placed: Permanent[] = [...hosts, ...attached];
    const play: Entry[] = placed.map((o) => ({
      card: o.name,
      tapped: o.tapped && !untapped.has(o.id),
      damage: o.damage,
      counters: o.counters,
      summoningSick: o.summoningSick,
      ...(o.attachedTo ? { attachedTo: hosts.findIndex((h) => h.id === o.attachedTo) } : {}),
    }));
    const graveyard = p.graveyard.filter((c) => isSupported(c.name));
    players.push({
      life: p.life,
      hand: hand.filter(isSupported),
      library: library.filter(isSupported),
      graveyard: graveyard.map((c) => c.name),
      play,
      manaPool: p.manaPool,
      landsPlayed: p.landsPlayedThisTurn,
      stops: [],
      autoPass: true,
    });
    order.push([...(mine ? (p.hand ?? []).filter((c) => isSupported(c.name)).map((c) => c.id) : []), ...graveyard.map((c) => c.id), ...placed.map((o) => o.id)]);
  }
  const active = view.players.findIndex((p) => p.id === view.turn.activePlayer);
  const setup: Setup = {
    players,
    turn: view.turn.number,
    active,
    step,
    ...(step === "main" ? { phase: view.turn.phase as "precombatMain" | "postcombatMain" } : {}),
  };
  let state: GameState;
  try {
    state = createGame({ players: view.players.map((p) => ({ name: p.name, deck: [] })), seed: String(random()), setup }).state;
  } catch {
    return undefined; // a position the setup can't state (the search then leaves the decision to the heuristics)
  }
  const ids = new Map<string, string>();
  state.players.forEach((sp, i) => {
    const mine = view.players[i]!.id === you;
    const simIds = [...(mine ? sp.hand : []), ...sp.graveyard, ...state.play.filter((id) => (state.objects[id] as { owner: string }).owner === sp.id)];
    order[i]!.forEach((real, k) => simIds[k] && ids.set(real, simIds[k]!));
  });
  return { state, ids };
}
