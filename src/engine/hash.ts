// A short deterministic digest of a state (FNV-1a, 64-bit), to compare replays.
import type { GameState } from "./types.js";

export function stateHash(s: GameState): string {
  const text = JSON.stringify(s);
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * prime) & mask;
  return h.toString(16).padStart(16, "0");
}
