// Reading what a request carries: its JSON body, its caller's token, its match.
import type { Context } from "hono";
import type { Env } from "../env.js";
import type { MatchObject } from "../match/match-object.js";
import type { Outcome } from "../match/outcome.js";
import { bearerToken, hashToken } from "./auth.js";
import { badRequest, notFound, problemResponse, unauthorized } from "./problem.js";
import { MatchIdParam } from "./schemas.js";

export type AppEnv = { Bindings: Env };
export type AppContext = Context<AppEnv>;

/** The body parsed as JSON (its size was bounded by the bodyLimit middleware). */
export async function readJson(c: AppContext): Promise<Outcome<unknown>> {
  const text = await c.req.text();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: badRequest("the request body is not valid JSON") };
  }
}

/** The SHA-256 of the caller's bearer token (null without one); 401 for a malformed header. */
export async function callerHash(c: AppContext): Promise<Outcome<string | null>> {
  const token = bearerToken(c.req.header("authorization"));
  if (token === undefined) return { ok: true, body: null };
  if (token === null) return { ok: false, problem: unauthorized('the Authorization header must be "Bearer <token>"') };
  return { ok: true, body: await hashToken(token) };
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
