// The SSE stream (issue 15) is long-lived: a correspondence game may be quiet for days, and
// proxies close idle connections. While nothing else is sent, the stream sends a comment line
// every `heartbeat` seconds (EventSource ignores comments); it resumes after Last-Event-ID.
import { describe, expect, it } from "vitest";
import { call, createMatch, GREEN_DECK, RED_DECK } from "./helpers.js";

/** The blocks of an event stream: comments (": ...") and events. */
const blocks = (text: string) => text.split("\n\n").filter((b) => b.trim());

describe("the SSE stream's heartbeat", () => {
  it("sends a heartbeat comment each second it is quiet (heartbeat=1), then the game's messages, and ends with it", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] });
    const [ann, bob] = m.seats;
    const started = Date.now();
    const streaming = call("GET", `/v1/matches/${m.id}/stream?heartbeat=1`, { token: bob!.token });
    await new Promise((r) => setTimeout(r, 2600));
    const conceded = await call("POST", `/v1/matches/${m.id}/actions`, { token: ann!.token, body: { version: 0, action: { type: "concede" } } });
    expect(conceded.status, conceded.text).toBe(200);
    const r = await streaming;
    expect(r.status).toBe(200);
    const all = blocks(r.text);
    const beats = all.filter((b) => b === ": heartbeat");
    // About one per quiet second: 2 or 3 in 2.6 s, never a flood.
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000));
    // The first messages (the events so far, the decision) came at once, before any heartbeat.
    expect(all[0]).toMatch(/^id: \d+\nevent: events\n/);
    expect(all.at(-1)).toMatch(/^event: over\n/);
    // Every other block is an event of the socket's.
    for (const b of all.filter((x) => x !== ": heartbeat")) expect(b).toMatch(/^(id: \d+\n)?event: (events|decision|over)\ndata: \{/);
  });

  it("refuses a heartbeat outside 1–300 seconds", async () => {
    const m = await createMatch();
    for (const h of ["0", "301", "x"]) expect((await call("GET", `/v1/matches/${m.id}/stream?heartbeat=${h}`)).status, h).toBe(400);
  });
});
