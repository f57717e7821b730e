import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";

describe("routes", () => {
  it("answers the health check", async () => {
    const r = await call("GET", "/v1/health");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
  });

  it("answers 404 problem+json for everything else", async () => {
    for (const [method, path] of [["GET", "/"], ["GET", "/v1/nothing"], ["DELETE", "/v1/matches"], ["PUT", "/v1/health"]] as const) {
      const r = await call(method, path);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.type).toBe("application/problem+json");
      expect(r.json).toMatchObject({ status: 404, title: "Not found", type: "urn:manastack:problem:not-found" });
    }
  });

  it("lists the supported cards and the preset decks", async () => {
    const r = await call("GET", "/v1/cards");
    expect(r.status).toBe(200);
    expect(r.json.cards.map((c: { name: string }) => c.name)).toContain("Shock");
    expect(Object.keys(r.json.presetDecks)).toContain("red-green-beats");
  });

  it("shows one card with its characteristics and printed text, and 404 for an unknown one", async () => {
    const r = await call("GET", `/v1/cards/${encodeURIComponent("Giant Growth")}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ name: "Giant Growth", manaCost: "{G}", types: ["instant"], text: "Target creature gets +3/+3 until end of turn." });
    const missing = await call("GET", `/v1/cards/${encodeURIComponent("Black Lotus")}`);
    expect(missing.status).toBe(404);
    expect(missing.type).toBe("application/problem+json");
  });
});
