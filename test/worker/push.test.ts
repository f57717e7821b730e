// Push (issue 15): a WebSocket per seat or spectator on the match's Durable Object (the
// hibernation API), carrying exactly the events and decisions that viewer may see, in order,
// resumable from an event's seq; and the same as Server-Sent Events.
import { describe, expect, it } from "vitest";
import { call, createMatch, GREEN_DECK, playOut, RED_DECK, type Created } from "./helpers.js";

interface Listener {
  messages: any[];
  closed: Promise<void>;
}

function listen(ws: WebSocket): Listener {
  const messages: any[] = [];
  ws.accept();
  const closed = new Promise<void>((resolve) => ws.addEventListener("close", () => resolve()));
  ws.addEventListener("message", (e) => {
    const text = e.data as string;
    messages.push(text === "pong" ? text : JSON.parse(text));
  });
  return { messages, closed };
}

async function socket(id: string, token?: string, after?: number): Promise<Listener> {
  const r = await call("GET", `/v1/matches/${id}/socket${after === undefined ? "" : `?after=${after}`}`, { token, headers: { upgrade: "websocket" } });
  expect(r.status, r.text).toBe(101);
  return listen(r.socket!);
}

/** Every event of the match as GET /events shows it to the caller. */
async function allEvents(id: string, token?: string): Promise<any[]> {
  const out: any[] = [];
  for (let after = 0; ; ) {
    const page = await call("GET", `/v1/matches/${id}/events?after=${after}&limit=500`, { token });
    expect(page.status).toBe(200);
    out.push(...page.json.events);
    if (page.json.next === null) return out;
    after = page.json.next;
  }
}

const pushed = (l: Listener) => l.messages.filter((m) => m.type === "events").flatMap((m) => m.events);
const settle = () => new Promise((r) => setTimeout(r, 50));

async function twoPlayers(): Promise<Created> {
  return createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] });
}

describe("push over a WebSocket", () => {
  it("each seat and a spectator receive every event of a whole game they may see, in order, and each seat its own decisions", async () => {
    const m = await twoPlayers();
    const [ann, bob] = m.seats;
    const sockets = { ann: await socket(m.id, ann!.token), bob: await socket(m.id, bob!.token), spectator: await socket(m.id) };
    await playOut(m, 11);
    await Promise.all(Object.values(sockets).map((s) => s.closed));

    expect(pushed(sockets.ann)).toEqual(await allEvents(m.id, ann!.token));
    expect(pushed(sockets.bob)).toEqual(await allEvents(m.id, bob!.token));
    expect(pushed(sockets.spectator)).toEqual(await allEvents(m.id));
    // The seats' logs differ from the spectator's: what each drew is his or hers alone.
    expect(pushed(sockets.ann)).not.toEqual(pushed(sockets.spectator));

    const decisions = sockets.ann.messages.filter((x) => x.type === "decision").map((x) => x.decision);
    expect(decisions.length).toBeGreaterThan(2);
    // A decision with answers is only ever the seat's own; versions only move forward.
    for (const d of decisions) if (d.options.length > 0) expect(d.player).toBe(ann!.player);
    expect(decisions.map((d) => d.version)).toEqual([...decisions.map((d) => d.version)].sort((a, b) => a - b));
    expect(sockets.spectator.messages.some((x) => x.type === "decision")).toBe(false);
    const over = sockets.spectator.messages.at(-1);
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(over).toEqual({ type: "over", version: view.json.version, winners: view.json.result.winners });
  });

  it("resumes after a disconnect from the last event's seq, and on request over an open socket", async () => {
    const m = await twoPlayers();
    const ann = m.seats[0]!;
    const r = await call("GET", `/v1/matches/${m.id}/socket`, { token: ann.token, headers: { upgrade: "websocket" } });
    const first = listen(r.socket!);
    await settle();
    const firstEvents = pushed(first);
    expect(firstEvents.length).toBeGreaterThan(0);
    r.socket!.close(1000, "going away");
    // Play on while the socket is gone.
    const awaited = (await call("GET", `/v1/matches/${m.id}`)).json.decision.player;
    const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: m.seats.find((s) => s.player === awaited)!.token });
    const owner = m.seats.find((s) => s.player === d.json.player)!;
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: owner.token, body: { version: d.json.version, action: { type: "keep" } } })).status).toBe(200);

    const again = await socket(m.id, ann.token, firstEvents.at(-1).seq);
    await settle();
    const all = await allEvents(m.id, ann.token);
    expect([...firstEvents, ...pushed(again)]).toEqual(all);
    expect(all.length).toBeGreaterThan(firstEvents.length);

    // Asked again over the open socket: everything after seq 0.
    const open = await call("GET", `/v1/matches/${m.id}/socket`, { token: ann.token, headers: { upgrade: "websocket" } });
    const l = listen(open.socket!);
    await settle();
    const before = l.messages.length;
    open.socket!.send(JSON.stringify({ type: "resume", after: 0 }));
    await settle();
    expect(l.messages.slice(before).filter((x) => x.type === "events").flatMap((x) => x.events)).toEqual(all);
    open.socket!.send("ping");
    open.socket!.send(JSON.stringify({ type: "anything" }));
    await settle();
    expect(l.messages.slice(-2)).toEqual(["pong", { type: "error", detail: expect.stringContaining("resume") }]);
  });

  it("refuses a plain GET (426), an unknown token (401) and an unstarted lobby (409)", async () => {
    const m = await twoPlayers();
    expect((await call("GET", `/v1/matches/${m.id}/socket`)).status).toBe(426);
    expect((await call("GET", `/v1/matches/${m.id}/socket`, { token: `${m.id}.nope`, headers: { upgrade: "websocket" } })).status).toBe(401);
    const lobby = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }] } });
    expect((await call("GET", `/v1/matches/${lobby.json.id}/socket`, { headers: { upgrade: "websocket" } })).status).toBe(409);
  });

  it("takes a browser's token as the subprotocol bearer.<token> and answers manastack.v1", async () => {
    const m = await twoPlayers();
    const r = await call("GET", `/v1/matches/${m.id}/socket`, { headers: { upgrade: "websocket", "sec-websocket-protocol": `manastack.v1, bearer.${m.seats[1]!.token}` } });
    expect(r.status).toBe(101);
    expect(r.headers.get("sec-websocket-protocol")).toBe("manastack.v1");
    const l = listen(r.socket!);
    await settle();
    expect(pushed(l)).toEqual(await allEvents(m.id, m.seats[1]!.token));
  });
});

/** The SSE events of a stream's text: type, id and data. */
function sse(text: string): { event: string; id: string | null; data: any }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() && !block.startsWith(":")) // heartbeats are comments
    .map((block) => {
      const field = (name: string) => block.split("\n").find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
      return { event: field("event")!, id: field("id"), data: JSON.parse(field("data")!) };
    });
}

describe("push as Server-Sent Events", () => {
  it("streams every event of a whole game in order while it is played, and resumes from Last-Event-ID", async () => {
    const m = await twoPlayers();
    const bob = m.seats[1]!;
    const streaming = call("GET", `/v1/matches/${m.id}/stream`, { token: bob.token });
    await settle();
    await playOut(m, 5);
    const r = await streaming;
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/event-stream/);
    const stream = sse(r.text);
    const events = stream.filter((e) => e.event === "events").flatMap((e) => e.data.events);
    const all = await allEvents(m.id, bob.token);
    expect(events).toEqual(all);
    expect(stream.at(-1)!.event).toBe("over");

    // A reconnecting EventSource sends the id of the last event it had.
    const middle = stream.filter((e) => e.event === "events")[1]!;
    const resumed = await call("GET", `/v1/matches/${m.id}/stream`, { token: bob.token, headers: { "last-event-id": middle.id! } });
    const rest = sse(resumed.text).filter((e) => e.event === "events").flatMap((e) => e.data.events);
    expect(rest).toEqual(all.filter((e) => e.seq > Number(middle.id)));
  });
});
