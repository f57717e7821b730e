// Bearer tokens: the match id, a dot, and 256 random bits; shown once at match creation, and
// only their SHA-256 is kept. The match id (no secret: it is in every URL of the match) lets
// a token be resolved by its match alone, without waiting for the D1 index.

const TOKEN_BYTES = 32;

export function newToken(matchId: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return `${matchId}.${btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
}

/** A player key: no account, a random secret of 256 bits the client keeps (X-Player-Key). */
export function newPlayerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return `pk_${btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
}

/** The match a token names (tokens made before the match id was part of them name none). */
export function tokenMatchId(token: string): string | null {
  return /^([0-9a-f]{32})\./.exec(token)?.[1] ?? null;
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The bearer token of an Authorization header: undefined when there is none, null when it is not a bearer token. */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return m ? m[1]! : null;
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const enc = new TextEncoder();
  const x = enc.encode(a);
  const y = enc.encode(b);
  return x.byteLength === y.byteLength && crypto.subtle.timingSafeEqual(x, y);
}
