// A short deterministic digest of a state (two 32-bit FNV-1a lanes), to compare replays.
import type { GameState } from "./types.js";

export function stateHash(s: GameState): string {
  const text = JSON.stringify(s);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
