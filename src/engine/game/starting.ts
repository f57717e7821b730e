// Starting the game (101): seeded shuffles, a random starting player, seven-card hands and
// the "Paris" mulligan taken in rounds in APNAP order (each player still deciding says keep
// or mulligan; then everyone who chose to mulligan shuffles and draws one fewer, at once).
// Also starting from a given position (`setup`), for puzzles and tests.
import { anteUp } from "../zones/ante.js";
import { newCombat } from "../combat/combat.js";
import { placeTurnMarkers } from "../multiplayer/grand-melee.js";
import { getCard, isSupported } from "../../cards/registry.js";
import { RuleError, illegal } from "./errors.js";
import { apnap, emit, nameOf, nextInTurnOrder, player, type Game } from "./game.js";
import { emptyPool } from "../spells/mana.js";
import { lifeSharers } from "../effects/life.js";
import { arrange, type MultiplayerOptions } from "../multiplayer/multiplayer.js";
import { teamHead, TWO_HEADED_GIANT_LIFE } from "../multiplayer/two-headed-giant.js";
import { randomInt, seedRng, shuffle } from "./rng.js";
import { ownLibrary, ownList } from "./clone.js";
import { STEPS } from "../turn/turn.js";
import { DEFAULT_SETTINGS, type Stops } from "../turn/stops.js";
import type { CardObject, Format, GameState, ManaPool, PlayerState, StepName } from "./types.js";
import { createCard, drawOne, moveCard, putIntoLibrary } from "../zones/zones.js";
import { possessive } from "../view/wording.js";

export interface PlayerConfig {
  name: string;
  /** Card names, one entry per card. */
  deck: string[];
  /** Required in a team game (606.1, 607.1, 609.1); elsewhere each player is on his or her own. */
  team?: string;
  /** 607.1: this player is the emperor of his or her team (by default the first listed of it). */
  emperor?: boolean;
}

export interface SetupPlayer {
  life?: number;
  library?: string[]; // top first; not shuffled
  hand?: string[];
  graveyard?: string[];
  play?: (string | { card: string; tapped?: boolean; summoningSick?: boolean; damage?: number; counters?: Record<string, number>; /** An Aura or Equipment attached to an earlier permanent of this list: its index in the list, or its name (212.2g, 212.4). */ attachedTo?: number | string })[];
  manaPool?: Partial<ManaPool>;
  landsPlayed?: number;
  /** The player's priority settings (turn/stops.ts; by default DEFAULT_SETTINGS). */
  autoPass?: boolean;
  stops?: Stops;
}

/** A position to start from instead of shuffling and drawing: no mulligans. Its players are
 * listed in seating order (after any re-seating of teams, 609.3). */
export interface Setup {
  players: SetupPlayer[];
  turn?: number;
  /** Index of the active player (also the starting player). */
  active?: number;
  step?: StepName;
  phase?: "precombatMain" | "postcombatMain";
}

export interface GameConfig {
  players: PlayerConfig[];
  /** Default "two-player". */
  format?: Format;
  options?: MultiplayerOptions;
  seed: string;
  setup?: Setup;
  /** The seed was chosen by whoever created the game, not drawn by the server: he or she can
   * know every hidden card, so the game is marked as a puzzle (as is any game from a setup). */
  chosenSeed?: boolean;
  /** The constructed format the match's decks were checked against (cards/formats.ts): a
   * tournament fact kept with the match's record; the rules of the game don't read it. */
  deckFormat?: string;
  /** 101.2: in a match of several games, the loser of the previous game chooses who plays
   * first: the configIndex of the player chosen. Without it the starting player is random. */
  startingPlayer?: number;
}

export const OPENING_HAND = 7;

const SETUP_STEPS: StepName[] = ["untap", "upkeep", "draw", "main", "beginningOfCombat", "declareAttackers", "endOfTurn", "cleanup"];

/** The initial state; throws a RuleError if the format, players and options don't go together. */
export function newState(config: GameConfig): GameState {
  const rng = seedRng(config.seed);
  const { format, options, seats } = arrange(config, rng);
  const players: PlayerState[] = seats.map(({ configIndex, team, emperor }, i) => ({
    id: `p${i + 1}`,
    name: config.players[configIndex]!.name,
    team,
    ...(emperor ? { emperor } : {}),
    life: format === "two-headed-giant" ? TWO_HEADED_GIANT_LIFE : 20,
    manaPool: emptyPool(),
    library: [],
    hand: [],
    graveyard: [],
    landsPlayedThisTurn: 0,
    drewFromEmptyLibrary: false,
    outcome: "playing",
    mulligans: 0,
    mulligan: "undecided",
    autoPass: DEFAULT_SETTINGS.autoPass,
    stops: DEFAULT_SETTINGS.stops,
    configIndex,
  }));
  return {
    format,
    options,
    ...(config.chosenSeed || config.setup ? { puzzle: true as const } : {}),
    status: "mulligan",
    winners: [],
    rng,
    nextId: 1,
    nextTimestamp: 1,
    nextEventSeq: 1,
    players,
    startingPlayer: players[0]!.id,
    objects: {},
    play: [],
    stack: [],
    removed: [],
    turn: { number: 0, active: players[0]!.id, phase: "beginning", step: "untap", stage: "start" },
    priority: null,
    pending: null,
    playing: null,
    resolving: null,
    combat: null,
    triggered: [],
    shields: [],
    delayed: [],
    effects: [],
    nextEffectId: 1,
  };
}

/** 101.2–101.4: shuffle, choose the starting player at random, draw seven cards each. */
export function startGame(g: Game, config: GameConfig): void {
  const s = g.s;
  s.players.forEach((p) => {
    for (const name of config.players[p.configIndex]!.deck) {
      if (!isSupported(name)) throw new RuleError("100.2", `${name} is not a supported card`);
      ownLibrary(s, p.id).push(name);
    }
    shuffle(ownList(s, "rng"), ownLibrary(s, p.id));
  });
  // 606.6a: in Two-Headed Giant a team plays first; its first player in seating order leads it.
  // 607.4: in Emperor a random emperor plays first.
  const chosen = config.startingPlayer === undefined ? undefined : s.players.find((p) => p.configIndex === config.startingPlayer);
  if (config.startingPlayer !== undefined && !chosen) throw new RuleError("101.2", `there is no player ${config.startingPlayer} to play first`);
  const candidates = s.format === "emperor" ? s.players.filter((p) => p.emperor) : s.players;
  if (chosen && !candidates.includes(chosen)) throw new RuleError("607.4", `in Emperor an emperor plays first, not ${chosen.name}, a general`);
  s.startingPlayer = teamHead(s, (chosen ?? candidates[randomInt(ownList(s, "rng"), candidates.length)]!).id);
  s.turn.active = s.startingPlayer;
  const seating = s.format === "two-player" ? "" : ` Seating (turn order): ${s.players.map((p) => p.name).join(", ")}.`;
  emit(g, {
    type: "gameStart",
    text: `The game begins.${seating} ${player(s, s.startingPlayer).name} plays first.`,
    data: { startingPlayer: s.startingPlayer, format: s.format, options: s.options, seating: s.players.map((p) => p.id) },
  });
  anteUp(g);
  for (const p of s.players) drawOne(g, p.id, OPENING_HAND);
  nextMulliganDecision(g);
}

/** Asks the next undecided player (APNAP), or carries out the round, or begins turn 1. */
export function nextMulliganDecision(g: Game): void {
  const s = g.s;
  const order = apnap(s);
  const next = order.find((id) => player(s, id).mulligan === "undecided");
  if (next) {
    if (player(s, next).hand.length === 0) {
      player(s, next).mulligan = "keep";
      return nextMulliganDecision(g);
    }
    s.pending = { kind: "mulligan", player: next };
    return;
  }
  const again = order.filter((id) => player(s, id).mulligan === "mulligan");
  if (again.length === 0) return nextOpeningHandDecision(g);
  for (const id of again) {
    const p = player(s, id);
    p.mulligans += 1;
    const size = OPENING_HAND - p.mulligans;
    for (const c of [...p.hand]) putIntoLibrary(g, c);
    shuffle(ownList(s, "rng"), ownLibrary(s, id));
    emit(g, { type: "mulligan", text: `${p.name} shuffles their hand into the library and draws ${size} cards (mulligan).`, data: { player: id, size } });
    drawOne(g, id, size);
    p.mulligan = "undecided";
  }
  nextMulliganDecision(g);
}

export function decideMulligan(g: Game, who: string, keep: boolean): void {
  const p = player(g.s, who);
  p.mulligan = keep ? "keep" : "mulligan";
  g.s.pending = null;
  emit(g, { type: keep ? "keep" : "mulliganChosen", text: `${p.name} ${keep ? `keeps ${p.hand.length} cards` : "takes a mulligan"}.`, data: { player: who } });
  nextMulliganDecision(g);
}

/** Cards in a player's opening hand that may begin the game in play (the Leylines). */
export function openingHandCards(s: GameState, who: string): string[] {
  return player(s, who).hand.filter((id) => getCard((s.objects[id] as CardObject).card).beginInPlay);
}

/** After the mulligans, each player in APNAP order with such cards chooses which begin the game in play. */
function nextOpeningHandDecision(g: Game): void {
  const s = g.s;
  const next = apnap(s).find((id) => !player(s, id).openingHandDecided && openingHandCards(s, id).length > 0);
  if (next) {
    s.pending = { kind: "openingHand", player: next };
    return;
  }
  beginFirstTurn(g);
}

/** "If [this] is in your opening hand, you may begin the game with it in play." */
export function beginInPlay(g: Game, who: string, cards: string[]): void {
  const s = g.s;
  const allowed = openingHandCards(s, who);
  if (new Set(cards).size !== cards.length || cards.some((c) => !allowed.includes(c)))
    illegal("101.?", "list only cards in your opening hand that may begin the game in play, each once");
  const p = player(s, who);
  p.openingHandDecided = true;
  s.pending = null;
  for (const id of cards) {
    const name = (s.objects[id] as CardObject).card;
    moveCard(g, id, "play");
    emit(g, { type: "beginInPlay", text: `${p.name} begins the game with ${name} in play.`, data: { player: who, card: name } });
  }
  if (cards.length === 0) emit(g, { type: "beginInPlay", text: `${p.name} begins the game with no card in play.`, data: { player: who } });
  nextOpeningHandDecision(g);
}

/** 101.5: the starting player takes the first turn (if he or she has left the game during the
 * mulligans, the next player in turn order does). */
function beginFirstTurn(g: Game): void {
  const s = g.s;
  s.status = "playing";
  const first = player(s, s.startingPlayer).outcome === "playing" ? s.startingPlayer : nextInTurnOrder(s, s.startingPlayer);
  s.turn = { number: 1, active: first, phase: "beginning", step: "untap", stage: "start" };
  if (s.format === "grand-melee") s.turn.marker = placeTurnMarkers(g).number;
  emit(g, { type: "turnBegins", text: `Turn 1: ${possessive(player(s, first).name)} turn.`, data: { turn: 1, player: first } });
}

/** Puts the game at a given position (cards named per zone, life, turn, step). */
export function startFromSetup(g: Game, setup: Setup): void {
  const s = g.s;
  if (setup.players.length !== s.players.length) throw new RuleError("setup", `setup lists ${setup.players.length} players; the match has ${s.players.length}`);
  const active = setup.active ?? 0;
  if (!Number.isInteger(active) || active < 0 || active >= s.players.length) throw new RuleError("setup", "setup.active is not a seat index");
  const step = setup.step ?? "main";
  if (!SETUP_STEPS.includes(step)) throw new RuleError("setup", `a set-up game can start in these steps: ${SETUP_STEPS.join(", ")}`);
  const phase = step === "main" ? (setup.phase ?? "precombatMain") : STEPS.find(([, st]) => st === step)?.[0];
  if (!phase) throw new RuleError("setup", `unknown step ${step}`);
  const turn = setup.turn ?? 1;
  s.turn = { number: turn, active: teamHead(s, s.players[active]!.id), phase, step, stage: "start" };
  if (step === "declareAttackers")
    s.combat = newCombat();
  s.startingPlayer = s.turn.active;
  setup.players.forEach((sp, i) => {
    const p = s.players[i]!;
    const named = (n: string) => {
      if (!isSupported(n)) throw new RuleError("setup", `${n} is not a supported card`);
      return n;
    };
    for (const n of sp.library ?? []) ownLibrary(s, p.id).push(named(n));
    for (const n of sp.hand ?? []) createCard(s, named(n), p.id, "hand");
    for (const n of sp.graveyard ?? []) createCard(s, named(n), p.id, "graveyard");
    const placed: string[] = [];
    for (const entry of sp.play ?? []) {
      const e = typeof entry === "string" ? { card: entry } : entry;
      const o = createCard(s, named(e.card), p.id, "play");
      placed.push(o.id);
      if (typeof e.attachedTo === "number") {
        if (!(e.attachedTo >= 0 && e.attachedTo < placed.length - 1)) throw new RuleError("setup", `${nameOf(o)} is attached to no earlier permanent of the list`);
        o.attachedTo = placed[e.attachedTo];
      } else if (e.attachedTo !== undefined) {
        const host = placed.slice(0, -1).find((id) => (s.objects[id] as { card: string }).card === e.attachedTo);
        if (!host) throw new RuleError("setup", `${nameOf(o)} can be attached only to a permanent listed before it (${e.attachedTo} is not)`);
        o.attachedTo = host;
      }
      o.tapped = !!e.tapped;
      o.damage = e.damage ?? 0;
      if (e.counters && Object.values(e.counters).some((n) => n > 0)) o.counters = Object.fromEntries(Object.entries(e.counters).filter(([, n]) => n > 0));
      o.controlledSince = e.summoningSick ? turn : -1;
      if (!getCard(o.card).types.some((t) => t !== "instant" && t !== "sorcery")) throw new RuleError("setup", `${nameOf(o)} can't be in play`);
    }
    if (sp.life !== undefined) {
      // 606.2: a Two-Headed Giant team has one life total.
      const shared = lifeSharers(s, p.id);
      if (shared.some((q) => ![undefined, sp.life].includes(setup.players[s.players.indexOf(q)]!.life)))
        throw new RuleError("setup", `${p.name} shares a life total with a teammate; give them the same life (606.2)`);
      for (const q of shared) q.life = sp.life;
    }
    Object.assign(p.manaPool, sp.manaPool ?? {});
    p.landsPlayedThisTurn = sp.landsPlayed ?? 0;
    p.autoPass = sp.autoPass ?? DEFAULT_SETTINGS.autoPass;
    p.stops = sp.stops ?? DEFAULT_SETTINGS.stops;
    p.mulligan = "keep";
  });
  s.status = "playing";
  emit(g, { type: "gameStart", text: `The game begins from a set-up position: turn ${turn}, ${possessive(player(s, s.turn.active).name)} turn.`, data: { startingPlayer: s.startingPlayer, setup: true } });
  anteUp(g);
  if (s.format === "grand-melee") s.turn.marker = placeTurnMarkers(g).number;
}
