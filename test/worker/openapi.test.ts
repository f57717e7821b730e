// The Worker serves its description (/openapi.json, /docs), and its refusals carry the
// fields the description promises: the current version on 409, every wrong field on 422.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../src/http/openapi.js";
import { call, createMatch, decide } from "./helpers.js";

describe("the API's description", () => {
  it("GET /openapi.json serves the OpenAPI 3.1 document, and /docs a page that renders it", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const page = await call("GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.text).toContain('data-url="/openapi.json"');
  });

  it("a stale version answers 409 with the match's current version as a field", async () => {
    const m = await createMatch();
    const seat = m.seats[0]!;
    const d = await decide(m.id, seat.token);
    const owner = m.seats.find((s) => s.player === d.player) ?? seat;
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: owner.token, body: { version: d.version + 5, action: { type: "keep" } } });
    expect(r.status).toBe(409);
    expect(r.json.currentVersion).toBe(d.version);
  });

  it("a malformed action answers 422 naming every wrong field in errors[]", async () => {
    const m = await createMatch();
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "" }, { name: 5, deck: "red-green-beats" }], seed: 7 } });
    expect(r.status).toBe(422);
    expect(r.json.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["players.0.deck", "players.1.name", "seed"]));
    const bad = await call("POST", `/v1/matches/${m.id}/actions`, { token: m.seats[0]!.token, body: { version: "x", action: {} } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0].path).toBe("version");
  });
});
