// Reading what a request carries: its JSON body, its caller's token, its match.
import type { Context } from "hono";
import type { Env } from "../env.js";
import type { MatchObject } from "../match/match-object.js";
import type { Outcome } from "../match/outcome.js";
import { bearerToken, hashToken } from "./auth.js";
import { badRequest, invalidRequest, notFound, problemResponse, unauthorized, type Problem } from "./problem.js";
import { MatchIdParam, MAX_JSON_DEPTH } from "./schemas.js";

export type AppEnv = { Bindings: Env };
export type AppContext = Context<AppEnv>;

/** The body parsed as JSON (its size was bounded by the bodyLimit middleware), refused
 * when nested deeper than any input needs or when a string is not well-formed Unicode. */
export async function readJson(c: AppContext): Promise<Outcome<unknown>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problem: badRequest("the request body is not valid JSON") };
  }
  const shape = jsonShape(body);
  return shape ? { ok: false, problem: shape } : { ok: true, body };
}

/** A 64 KiB body can nest some 30,000 levels, which would overflow the stack of whatever
 * walks it recursively (serializing it for the Durable Object, for one); and a lone
 * surrogate would not survive the trip to D1 as it is (I-JSON, RFC 7493). Walked with an
 * explicit stack, so that this check cannot overflow itself. */
function jsonShape(root: unknown): Problem | null {
  const pending: [unknown, number][] = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return badRequest("the request body has a string that is not well-formed Unicode");
    } else if (value !== null && typeof value === "object") {
      if (depth > MAX_JSON_DEPTH) return invalidRequest(`the request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
      for (const [k, v] of Object.entries(value)) pending.push([k, depth + 1], [v, depth + 1]);
    }
  }
  return null;
}

const LONE_SURROGATE = /\p{Cs}/u;

/** The SHA-256 of the caller's bearer token (null without one); 401 for a malformed header. */
export async function callerHash(c: AppContext): Promise<Outcome<string | null>> {
  const token = bearerToken(c.req.header("authorization"));
  if (token === undefined) return { ok: true, body: null };
  if (token === null) return { ok: false, problem: unauthorized('the Authorization header must be "Bearer <token>"') };
  return { ok: true, body: await hashToken(token) };
}

/** The SHA-256 of the request's player key (X-Player-Key; null without one): 32 to 128 of
 * A–Z a–z 0–9 _ -, as POST /v1/players/keys makes them. */
export async function playerKeyHash(c: AppContext): Promise<Outcome<string | null>> {
  const key = c.req.header("x-player-key");
  if (key === undefined) return { ok: true, body: null };
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(key)) return { ok: false, problem: badRequest("the X-Player-Key header must be 32 to 128 of A-Z a-z 0-9 _ - (POST /v1/players/keys makes one)") };
  return { ok: true, body: await hashToken(key) };
}

/** The request's Idempotency-Key (null without one): 1 to 255 visible ASCII characters. */
export function idempotencyKey(c: AppContext): Outcome<string | null> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return { ok: true, body: null };
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) return { ok: false, problem: badRequest("the Idempotency-Key header must be 1 to 255 visible ASCII characters") };
  return { ok: true, body: key };
}

/** The Durable Object of the match named in the path; 404 for an id no match can have. */
export function matchStub(c: AppContext): Outcome<DurableObjectStub<MatchObject>> {
  const id = MatchIdParam.safeParse(c.req.param("id"));
  if (!id.success) return { ok: false, problem: notFound("no such match") };
  return { ok: true, body: c.env.MATCH.get(c.env.MATCH.idFromName(id.data)) };
}

export function send<T>(c: AppContext, outcome: Outcome<T>, status: 200 | 201 = 200): Response {
  return outcome.ok ? c.json(outcome.body as object, status) : problemResponse(outcome.problem);
}
