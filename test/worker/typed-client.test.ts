// The typed client (clients/typescript) against the Worker: a match created, read and played
// through it. The test compiles only if the client's types fit what these calls send and read.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { manastack, type Action } from "../../clients/typescript/manastack.js";
import { nonConformance } from "./openapi-conformance.js";

// The Worker's own fetch, with every answer checked against /openapi.json as call() does.
const fetchWorker = async (request: Request): Promise<Response> => {
  const res = await exports.default.fetch(request);
  const text = await res.clone().text();
  const wrong = nonConformance(request.method, request.url, res.status, res.headers.get("content-type") ?? "", text ? JSON.parse(text) : null);
  if (wrong) throw new Error(`a response /openapi.json does not describe: ${wrong}`);
  return res;
};
const baseUrl = "http://manastack.test";

describe("the typed client", () => {
  it("creates a match, reads a seat's decision and posts its options until both players keep", async () => {
    const api = manastack({ baseUrl, fetch: fetchWorker });
    const created = await api.POST("/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }] } });
    expect(created.response.status).toBe(201);
    const match = created.data!;
    const seats = match.seats.map((s) => manastack({ baseUrl, token: s.token, fetch: fetchWorker }));

    for (let turn = 0; turn < 2; turn++) {
      const answers = await Promise.all(seats.map((seat) => seat.GET("/v1/matches/{id}/decision", { params: { path: { id: match.id } } })));
      const mine = answers.findIndex((a) => (a.data?.options.length ?? 0) > 0);
      const decision = answers[mine]!.data!;
      expect(decision.kind).toBe("mulligan");
      const keep = decision.options.find((o) => o.type === "keep") as Action;
      const posted = await seats[mine]!.POST("/v1/matches/{id}/actions", { params: { path: { id: match.id } }, body: { version: decision.version, action: keep } });
      expect(posted.response.status).toBe(200);
    }
    const view = await api.GET("/v1/matches/{id}", { params: { path: { id: match.id } } });
    expect(view.data!.version).toBe(2);

    // A refusal reads as a problem document, typed.
    const stale = await seats[0]!.POST("/v1/matches/{id}/actions", { params: { path: { id: match.id } }, body: { version: 0, action: { type: "pass" } } });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toMatchObject({ status: 409, currentVersion: 2 });
  });
});
