// POST /v1/matches/{id}/fork: a new match, a puzzle, from a position of a finished match (or of
// a puzzle): the record up to a version under new seats (src/match/fork.ts).
import { Hono } from "hono";
import type { ForkSource } from "../match/fork.js";
import { newMatchId } from "../match/ids.js";
import type { Outcome } from "../match/outcome.js";
import { hashToken, newToken } from "./auth.js";
import { invalidRequest, problemResponse } from "./problem.js";
import { matchStub, readJson, send, type AppEnv } from "./request.js";
import { ForkBody, issuesProblem } from "./schemas.js";

export const forkRoutes = new Hono<AppEnv>().post("/:id/fork", async (c) => {
  const match = matchStub(c);
  if (!match.ok) return send(c, match);
  // No body at all forks the last version.
  const json = (await c.req.text()).trim() === "" ? { ok: true as const, body: {} } : await readJson(c);
  if (!json.ok) return send(c, json);
  const parsed = ForkBody.safeParse(json.body);
  if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
  // The record's actions are JSON of any shape, which the RPC's types cannot express: as returned.
  const source = (await match.body.forkRecord(parsed.data.version ?? null)) as Outcome<ForkSource>;
  if (!source.ok) return send(c, source);
  const id = newMatchId();
  const tokens = source.body.config.players.map(() => newToken(id));
  const created = await c.env.MATCH.get(c.env.MATCH.idFromName(id)).createFork({ id, source: source.body, tokenHashes: await Promise.all(tokens.map(hashToken)) });
  if (!created.ok) return problemResponse(created.problem);
  c.header("location", `/v1/matches/${id}`);
  const seats = created.body.seats.map(({ configIndex, ...s }) => ({ ...s, token: tokens[configIndex]! }));
  return c.json({ id, version: created.body.version, puzzle: true, seats, seedCommitment: source.body.seedHash }, 201);
});
