// POST /v1/matches/{id}/undo and /undo/answer: undo by consent (src/match/undo.ts, undo-flow.ts).
import { Hono } from "hono";
import type { UndoReply } from "../match/undo-flow.js";
import type { Outcome } from "../match/outcome.js";
import { callerHash, matchStub, readJson, send, type AppContext, type AppEnv } from "./request.js";

/** The body, or none at all (an empty body asks with the defaults). */
async function optionalJson(c: AppContext) {
  return (await c.req.text()).trim() === "" ? { ok: true as const, body: {} as unknown } : readJson(c);
}

export const undoRoutes = new Hono<AppEnv>()
  .post("/:id/undo", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const json = await optionalJson(c);
    if (!json.ok) return send(c, json);
    // The reply's view and events are JSON the RPC's types cannot express: as returned.
    return send(c, (await match.body.undo(caller.body, json.body)) as Outcome<UndoReply>);
  })

  .post("/:id/undo/answer", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    return send(c, (await match.body.answerUndo(caller.body, json.body)) as Outcome<UndoReply>);
  });
