// Grand Melee (608): a Free-for-All of ten or more players (608.1) with range of influence 1
// (608.2a) and the attack left option (608.2b), in which several players take turns at once,
// each holding a turn marker (608.4). Because each active player's influence reaches only his
// or her neighbours and markers are four seats apart (608.4c), the turns of one round can't
// touch each other; the engine takes them one after another, in the order of the markers'
// numbers, and passes the markers on when the round is over (see RULES-NOTES.md).
import { emit, inGame, nextInTurnOrder, player, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { GameState, PlayerId, TurnMarker, TurnState } from "../game/types.js";

/** 608.1: Grand Melee is for games begun with ten or more players; 16 is this engine's limit. */
export const GRAND_MELEE_PLAYERS = { min: 10, max: 16 };

/** 608.2: the options Grand Melee uses; others are refused. */
export function checkGrandMeleeOptions(given: { attackMultiplePlayers?: boolean; attackRight?: boolean; rangeOfInfluence?: number; deployCreatures?: boolean }): void {
  if (given.attackMultiplePlayers) illegal("608.2c", "the attack multiple players option isn't used in Grand Melee");
  if (given.deployCreatures) illegal("608.2c", "the deploy creatures option isn't used in Grand Melee");
  if (given.attackRight) illegal("608.2b", "Grand Melee uses the attack left option");
  if (given.rangeOfInfluence !== undefined && given.rangeOfInfluence !== 1) illegal("608.2a", "in Grand Melee each player has a range of influence of 1");
}

/** 608.4a: one turn marker for each full four players in the game (at least one, so that
 * a game down to three players still has turns). */
function markersFor(players: number): number {
  return Math.max(1, Math.floor(players / 4));
}

/**
 * 608.4b: the starting player gets marker 1, the player four seats to his or her left marker 2,
 * and so on; all of them start their turns at once. Returns the first turn's marker.
 */
export function placeTurnMarkers(g: Game): TurnMarker {
  const s = g.s;
  const seats = s.players.map((p) => p.id);
  const first = seats.indexOf(s.turn.active);
  s.turnMarkers = Array.from({ length: markersFor(seats.length) }, (_, k) => ({
    number: k + 1,
    holder: seats[(first + 4 * k) % seats.length]!,
    turns: ["normal"],
  }));
  emit(g, {
    type: "turnMarkers",
    text: `Turn markers (608.4b): ${s.turnMarkers.map((m) => `${m.number} to ${player(s, m.holder).name}`).join(", ")}.`,
    data: { markers: s.turnMarkers.map(({ number, holder }) => ({ number, holder })) },
  });
  return s.turnMarkers[0]!;
}

/** 608.4e: an extra turn for a player taking a turn now comes right after it; anyone else
 * takes it immediately before his or her next turn (kept until a marker reaches him or her). */
export function grantGrandMeleeExtraTurn(s: GameState, who: PlayerId): void {
  const markers = s.turnMarkers!;
  const current = markers.findIndex((m) => m.number === s.turn.marker);
  const i = markers.findIndex((m) => m.holder === who && m.turns.length > 0);
  if (i >= 0) {
    // Markers before the current one have already taken this round's turn (it was shifted off).
    markers[i]!.turns.splice(i < current ? 0 : 1, 0, "extra");
    return;
  }
  s.extraTurns = [...(s.extraTurns ?? []), who];
}

/** The next turn: the next marker of this round, or, once every marker has taken its turn, the
 * first of the next round (after the markers are counted and passed on). */
export function nextMarkerTurn(g: Game): Pick<TurnState, "active" | "extra" | "marker"> {
  const s = g.s;
  const markers = s.turnMarkers!;
  const current = markers.findIndex((m) => m.number === s.turn.marker);
  markers[current]?.turns.shift();
  const ready = (m: TurnMarker) => m.turns.length > 0 && player(s, m.holder).outcome === "playing";
  let next = markers.slice(current + 1).find(ready);
  if (!next) {
    endRound(g);
    next = s.turnMarkers!.find(ready)!;
  }
  return { active: next.holder, marker: next.number, ...(next.turns[0] === "extra" ? { extra: true as const } : {}) };
}

/** Between turns: markers are removed for players who left (608.4d), then each marker whose
 * holder has no more turns to take is passed to the left, unless 608.4c makes it wait. */
function endRound(g: Game): void {
  removeMarkers(g);
  const s = g.s;
  const markers = s.turnMarkers!;
  // A holder who has left the game takes no more turns (600.4); the marker moves on.
  for (const m of markers) if (player(s, m.holder).outcome !== "playing") m.turns = [];
  const ring = inGame(s).map((p) => p.id);
  let moving = markers.filter((m) => m.turns.length === 0);
  // 608.4c: a player can't receive a marker if a player in the three seats to his or her left
  // has one; the markers are passed at once, so a marker that moves on doesn't block.
  for (;;) {
    const holderAfter = (m: TurnMarker) => (moving.includes(m) ? nextInTurnOrder(s, m.holder) : m.holder);
    const blocked = moving.filter((m) => {
      const r = ring.indexOf(nextInTurnOrder(s, m.holder));
      const ahead = [1, 2, 3].map((k) => ring[(r + k) % ring.length]);
      return markers.some((o) => o !== m && ahead.includes(holderAfter(o)));
    });
    if (blocked.length === 0) break;
    moving = moving.filter((m) => !blocked.includes(m));
  }
  for (const m of markers) {
    if (m.turns.length > 0) continue;
    if (!moving.includes(m)) {
      emit(g, { type: "turnMarkerWaits", text: `Turn marker ${m.number} waits (608.4c): a player within three seats to the left of ${player(s, nextInTurnOrder(s, m.holder)).name} has a turn marker.`, data: { marker: m.number, holder: m.holder } });
      continue;
    }
    m.holder = nextInTurnOrder(s, m.holder);
    // 608.4e: extra turns owed to the new holder come immediately before his or her turn.
    const owed = (s.extraTurns ?? []).filter((p) => p === m.holder).length;
    s.extraTurns = (s.extraTurns ?? []).filter((p) => p !== m.holder);
    if (s.extraTurns.length === 0) delete s.extraTurns;
    m.turns = [...Array<"extra">(owed).fill("extra"), "normal"];
    emit(g, { type: "turnMarkerPassed", text: `Turn marker ${m.number} passes to ${player(s, m.holder).name} (608.4c).`, data: { marker: m.number, holder: m.holder } });
  }
}

/** 608.4d: when players have left, a marker is removed for each one the count falls by: the
 * one immediately to a departed player's right, the lower-numbered if several could go. */
function removeMarkers(g: Game): void {
  const s = g.s;
  let departed = s.departed ?? [];
  delete s.departed;
  const markers = s.turnMarkers!;
  while (markers.length > markersFor(inGame(s).length)) {
    const candidates = departed.map((d) => ({ d, m: markerToTheRightOf(s, d) ?? markers[0]! }));
    const gone = candidates.reduce((a, b) => (b.m.number < a.m.number ? b : a), candidates[0] ?? { d: "", m: markers[0]! });
    departed = departed.filter((d) => d !== gone.d);
    markers.splice(markers.indexOf(gone.m), 1);
    emit(g, { type: "turnMarkerRemoved", text: `Turn marker ${gone.m.number} is removed (608.4d).`, data: { marker: gone.m.number } });
  }
}

/** The marker held nearest to a player's right (turn order runs to the left). */
function markerToTheRightOf(s: GameState, who: PlayerId): TurnMarker | undefined {
  const n = s.players.length;
  const i = s.players.findIndex((p) => p.id === who);
  for (let k = 1; k < n; k++) {
    const seat = s.players[(i - k + n) % n]!.id;
    const m = s.turnMarkers!.find((x) => x.holder === seat);
    if (m) return m;
  }
  return undefined;
}
