// RFC 9457 problem details. Every refusal the API gives is one of these, with `rule` when
// the engine names the rule the action broke.

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The Comprehensive Rules number that was broken (e.g. "409.1c"). */
  rule?: string;
  /** On 409: the version the match is at, so a client need not parse `detail`. */
  currentVersion?: number;
  /** On a malformed body or query: every field that is wrong, where and why. */
  errors?: { path: string; message: string }[];
}

const problem =
  (slug: string, title: string, status: number) =>
  (detail: string, rule?: string): Problem => ({
    type: `urn:manastack:problem:${slug}`,
    title,
    status,
    detail,
    ...(rule === undefined ? {} : { rule }),
  });

export const badRequest = problem("bad-request", "Bad request", 400);
export const unauthorized = problem("unauthorized", "Unauthorized", 401);
export const notYourDecision = problem("not-your-decision", "Not your decision", 403);
export const notFound = problem("not-found", "Not found", 404);
export const versionConflict = problem("version-conflict", "Stale version", 409);
export const payloadTooLarge = problem("payload-too-large", "Payload too large", 413);
export const tooManyRequests = problem("too-many-requests", "Too many requests", 429);
export const unavailable = problem("unavailable", "Service unavailable", 503);
export const invalidRequest = problem("invalid-request", "Invalid request", 422);
export const illegalAction = problem("illegal-action", "Illegal action", 422);
/** A match created with open seats is read or played before its last seat is filled. */
export const notStarted = problem("not-started", "Not started", 409);
/** A finished match's record is asked for before the match is over. */
export const notOver = problem("not-over", "Not over", 409);
/** An invitation that is not one of the match's open seats (each is used once). */
export const invitationRefused = problem("invitation-refused", "Invitation refused", 403);
/** A WebSocket route asked for without Upgrade: websocket. */
export const upgradeRequired = problem("upgrade-required", "Upgrade required", 426);
export const internalError = problem("internal", "Internal error", 500);
/** Undo by consent (match/undo.ts): a request the match may not grant (not allowed in it, nothing to take back, hidden information revealed since). */
export const undoRefused = problem("undo-refused", "Undo refused", 422);
/** An undo asked or answered at the wrong moment: one is already pending, none is, or the game is over. */
export const undoConflict = problem("undo-conflict", "Undo conflict", 409);

export function problemResponse(p: Problem): Response {
  const headers = new Headers({ "content-type": "application/problem+json" });
  if (p.status === 401) headers.set("www-authenticate", 'Bearer realm="manastack"');
  return new Response(JSON.stringify(p), { status: p.status, headers });
}
