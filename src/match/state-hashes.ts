// The engine's hash of the state at the end of each move, recorded as the move is stored, so
// that a finished match's export lists them and a replay of its record (replay.ts) can be
// checked version by version, not only at the end: the first version whose hash differs is
// where a replay and the match part ways. A post of several actions is one move: its last
// version is hashed.
import { stateHash, type GameState } from "../engine/index.js";

export function recordHash(sql: SqlStorage, version: number, state: GameState): void {
  sql.exec("INSERT OR REPLACE INTO state_hashes (version, hash) VALUES (?, ?)", version, stateHash(state));
}

export function recordedHashes(sql: SqlStorage): { version: number; stateHash: string }[] {
  return sql
    .exec<{ version: number; hash: string }>("SELECT version, hash FROM state_hashes ORDER BY version")
    .toArray()
    .map((r) => ({ version: r.version, stateHash: r.hash }));
}
