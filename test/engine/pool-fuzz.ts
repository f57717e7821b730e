// Fuzz games with decks drawn from the whole offered pool (issue 13, verification 4): each
// deck is basic lands of every type and cards not yet played in the run; the players choose
// among the listed options at random, preferring to play a card the run hasn't played yet, and
// every invariant is checked after every action. A run ends when every offered card has been
// played (or its games are spent).
import { apply, createGame, legalDecision, type Action, type GameState } from "../../src/engine/index.js";
import { card } from "../../src/engine/game/game.js";
import { supportedCards } from "../../src/cards/registry.js";
import { brokenInvariants, countCards } from "./invariants.js";
import { freezeObjects } from "./helpers.js";

export interface PoolRun {
  games: number;
  actions: number;
  /** Offered cards not played in the run. */
  unplayed: string[];
  violations: string[];
}

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** The offered cards a deck may hold (not basic lands). */
export function poolCards(): string[] {
  return supportedCards().filter((c) => !c.supertypes.includes("basic")).map((c) => c.name).sort();
}

export function poolRun(seed: string, maxGames: number, cards = poolCards(), maxActions = 3000): PoolRun {
  const unplayed = new Set(cards);
  const run: PoolRun = { games: 0, actions: 0, unplayed: [], violations: [] };
  let rnd = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 17);
  const next = (n: number) => {
    rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0;
    return (rnd >>> 8) % n;
  };
  for (let g = 0; g < maxGames && unplayed.size; g++) {
    const queue = [...unplayed];
    // 20 lands and 20 cards each: up to 12 not yet played, and others from the whole pool (targets for them).
    const deck = (from: number) => [
      ...BASICS.flatMap((l) => [l, l, l, l]),
      ...Array.from({ length: Math.min(12, queue.length) }, (_, i) => queue[(from + i) % queue.length]!),
      ...Array.from({ length: 20 - Math.min(12, queue.length) }, () => cards[next(cards.length)]!),
    ];
    let { state } = createGame({ players: [{ name: "Ann", deck: deck(0) }, { name: "Bob", deck: deck(12) }], seed: `${seed}-${g}` });
    const total = countCards(state);
    run.games++;
    for (let n = 0; n < maxActions && state.status !== "finished"; n++) {
      const who = state.pending!.player;
      const options = legalDecision(state, who)!.options;
      const fresh = options.filter((o) => unplayed.has(playedName(state, o) ?? leadsToPlaying(state, o) ?? ""));
      const action = fresh.length && next(2) === 0 ? fresh[next(fresh.length)]! : options[next(options.length)]!;
      const name = playedName(state, action);
      try {
        state = apply(freezeObjects(state), who, action).state;
      } catch (e) {
        run.violations.push(`${seed}-${g} action ${n}: a listed option was refused: ${(e as Error).message}`);
        break;
      }
      run.actions++;
      if (name) unplayed.delete(name);
      // A spell played otherwise than from the hand counts too: a suspended card cast as its last
      // time counter is removed (502.59a), a copy's card, one played for free by an effect.
      for (const id of state.stack) if (state.objects[id]?.kind === "card") unplayed.delete(card(state, id).card);
      const broken = brokenInvariants(state, total);
      if (broken.length) {
        run.violations.push(`${seed}-${g} action ${n}: ${broken.join("; ")}`);
        break;
      }
    }
  }
  run.unplayed = [...unplayed];
  return run;
}

/** The card an action leads to playing later, by name: a card suspended is played as its last time counter is removed (502.59a). */
function leadsToPlaying(s: GameState, a: Action): string | undefined {
  return a.type === "suspend" ? card(s, a.card).card : undefined;
}

/** The card a spell, land or ability action plays, by name. */
function playedName(s: GameState, a: Action): string | undefined {
  if (a.type === "playSpell" || a.type === "playLand") return card(s, a.card).card;
  if (a.type === "playAbility") return card(s, a.source).card;
  return undefined;
}
