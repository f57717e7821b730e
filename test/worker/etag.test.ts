// Issue 14: a client polling a match pays for a body only when something it may see changed.
import { describe, expect, it } from "vitest";
import { call, createMatch, pendingDecision } from "./helpers.js";

describe("ETags on a match's reads", () => {
  it("GET view, decision and events answer 304 to their own ETag until an action changes them; each seat's differs", async () => {
    const m = await createMatch();
    const [ann, bob] = m.seats;
    for (const path of [`/v1/matches/${m.id}`, `/v1/matches/${m.id}/decision`, `/v1/matches/${m.id}/events`]) {
      const first = await call("GET", path, { token: ann!.token });
      expect(first.status).toBe(200);
      const tag = first.headers.get("etag")!;
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      expect(first.headers.get("vary")).toBe("authorization");
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      const again = await call("GET", path, { token: ann!.token, headers: { "if-none-match": tag } });
      expect([again.status, again.text]).toEqual([304, ""]);
      expect(again.headers.get("etag")).toBe(tag);
      // Another seat sees another hand: the same tag is not a match for it.
      const other = await call("GET", path, { token: bob!.token, headers: { "if-none-match": tag } });
      expect(other.status).toBe(200);
    }
    const before = await call("GET", `/v1/matches/${m.id}`, { token: ann!.token });
    const p = (await pendingDecision(m))!;
    const posted = await call("POST", `/v1/matches/${m.id}/actions`, { token: p.seat.token, body: { version: p.decision.version, action: p.decision.options[0] } });
    expect(posted.status).toBe(200);
    const after = await call("GET", `/v1/matches/${m.id}`, { token: ann!.token, headers: { "if-none-match": before.headers.get("etag")! } });
    expect(after.status).toBe(200);
    expect(after.json.version).toBe(1);
  });
});
