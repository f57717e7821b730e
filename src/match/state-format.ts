// The format of a game state as a match object stores it. A state stored by an older
// engine is brought up to the current format as it is loaded: fields the engine has gained
// since are filled with what they meant then, so the match plays on after a deploy.
// Each format step lists what it added; states are stored in the current format.
import type { GameState, LastKnown, PlayerState } from "../engine/index.js";

/** Format 1: the first release. Format 2: players' stops; last-known types and subtypes. */
export const STATE_FORMAT = 2;

type Json = Record<string, unknown>;

/** The stored state (JSON text) of format `format`, in the current format. */
export function loadState(text: string, format: number): GameState {
  if (format > STATE_FORMAT) throw new Error(`stored state format ${format} is newer than this engine's (${STATE_FORMAT})`);
  const state = JSON.parse(text) as Json;
  if (format < 2) toFormat2(state);
  return state as unknown as GameState;
}

/** Format 2. Stops (turn/stops.ts): the first release had none and gave every player
 * priority wherever the engine could, passing for him or her only with autoPass and nothing
 * to play, which is what stops "everywhere" does now, so a game under way goes on as its
 * players knew it. Last-known information (protection from a quality of a source that left
 * play, 502.7) gained card types and subtypes: unknown then, none now. */
function toFormat2(s: Json): void {
  for (const p of s.players as Partial<PlayerState>[]) p.stops ??= "everywhere";
  const lastKnown = (k: Partial<LastKnown> | undefined) => {
    if (!k) return;
    k.types ??= [];
    k.subtypes ??= [];
  };
  for (const o of Object.values(s.objects as Record<string, Json>)) {
    if (o.kind !== "ability") continue;
    lastKnown(o.source as LastKnown);
    for (const d of (o.combatDamage as { source: LastKnown }[] | undefined) ?? []) lastKnown(d.source);
  }
  for (const t of (s.triggered as { source: LastKnown }[] | undefined) ?? []) lastKnown(t.source);
  for (const d of (s.delayed as { source: LastKnown }[] | undefined) ?? []) lastKnown(d.source);
}
