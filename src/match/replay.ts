// Replays a finished match's export (GET /v1/matches/{id}/export) through the engine: the
// config (seed included) starts the game, each settings change applies after the action of
// the version it was made at (docs/ENGINE-API.md), each move is the player's action or the
// clock's timeout, or an undo by consent (undo.ts), which returns to the position at an earlier
// version. The final state's hash must be the export's; and the seed must hash to the
// commitment published when the match was created, or the shuffles can't be trusted.
import { hashToken } from "../http/auth.js";
import { apply, changeSettings, createGame, stateHash, timeOut, type GameConfig, type GameState, type PrioritySettings, type TimeoutPolicy } from "../engine/index.js";
import { PostedAction } from "../http/schemas.js";
import { restore } from "./undo.js";

export interface ReplayRecord {
  config: GameConfig;
  actions: { version: number; player: string; action: unknown }[];
  settings: { version: number; player: string; settings: unknown }[];
}

/** `onVersion` is called with the state after each move, before the settings changes made at its version. */
export function replay(record: ReplayRecord, onVersion?: (version: number, state: GameState) => void): GameState {
  let { state } = createGame(record.config);
  // An undo (undo.ts) returns to the position at an earlier version: those positions are kept.
  const targets = new Set(record.actions.flatMap((a) => ((a.action as { type?: string }).type === "undo" ? [(a.action as { version: number }).version] : [])));
  const positions = new Map<number, GameState>();
  const changes = [...record.settings];
  const settle = (before: number) => {
    while (changes.length > 0 && changes[0]!.version < before) {
      const c = changes.shift()!;
      state = changeSettings(state, c.player, c.settings as Partial<PrioritySettings>);
    }
  };
  for (const a of record.actions) {
    settle(a.version);
    if (targets.has(a.version - 1)) positions.set(a.version - 1, state);
    const move = a.action as { type: string; policy?: TimeoutPolicy; answer?: unknown; version?: number };
    if (move.type === "undo") {
      const point = positions.get(move.version!);
      if (!point) throw new Error(`the undo at version ${a.version} returns to version ${move.version}, which the record does not reach before it`);
      state = restore(point, state, "", {}).state;
      onVersion?.(a.version, state);
      continue;
    }
    // An action is read as the server read it when it was posted (the archive keeps canonical
    // JSON, its keys sorted; the engine keeps what it is given, and the state hash reads it).
    // A timeout the computer answered (issue 17) carries its answer: replays need no computer.
    state = move.type === "timeOut" ? timeOut(state, a.player, move.policy!, move.answer === undefined ? undefined : PostedAction.parse(move.answer)).state : apply(state, a.player, PostedAction.parse(a.action)).state;
    onVersion?.(a.version, state);
  }
  settle(Number.POSITIVE_INFINITY);
  return state;
}

/** SHA-256 (hex) of a seed, as the commitment is made (as a token's hash is). */
export const seedCommitment = (seed: string): Promise<string> => hashToken(seed);

/** What is wrong with an export: a seed that is not the committed one, or a replay that ends
 * elsewhere; empty when it verifies. */
export async function verifyExport(record: ReplayRecord & { seedCommitment: string; stateHash: string; hashes?: { version: number; stateHash: string }[] }): Promise<string[]> {
  const problems: string[] = [];
  if ((await seedCommitment(record.config.seed)) !== record.seedCommitment) problems.push("the seed does not hash to the commitment published at the match's creation");
  let hash;
  // Each recorded hash is checked at its version; the first that differs is reported.
  const recorded = new Map((record.hashes ?? []).map((h) => [h.version, h.stateHash]));
  let parted: string | null = null;
  try {
    hash = stateHash(
      replay(record, (version, state) => {
        const expected = recorded.get(version);
        if (parted === null && expected !== undefined && stateHash(state) !== expected) parted = `replaying the record gives another state at version ${version} than the match had`;
      }),
    );
  } catch (e) {
    // Another seed deals other cards: a recorded action may then be illegal.
    problems.push(`replaying the record fails: ${(e as Error).message}`);
    return problems;
  }
  if (hash !== record.stateHash) problems.push(`replaying the record ends in state ${hash}, not ${record.stateHash}`);
  if (parted !== null) problems.push(parted);
  return problems;
}
