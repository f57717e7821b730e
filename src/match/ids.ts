// Match ids and seeds: 128 random bits each, so that neither can be guessed.

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const newMatchId = (): string => randomHex(16);
export const newSeed = (): string => randomHex(16);
