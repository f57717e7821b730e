/// <reference types="node" />
// How the web table hears of changes (public/app/transport.js), without a browser: a fake
// server behind `fetch` and a fake WebSocket, on fake timers. The browser game
// (table.test.ts) shows the socket live end to end; this shows the ways it can fail: a socket
// that never opens, one that drops, and the end of the match.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface Ev {
  seq: number;
  type: string;
  text: string;
}

/** The match as the fake server holds it; `tag` is the view's ETag. */
let server: { tag: number; status: string; events: Ev[]; decisionVersion: number; reads: string[] };

class FakeSocket {
  static all: FakeSocket[] = [];
  listeners: Record<string, ((e: unknown) => void)[]> = {};
  sent: string[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, f: (e: unknown) => void) {
    (this.listeners[type] ??= []).push(f);
  }
  emit(type: string, e: unknown = {}) {
    for (const f of this.listeners[type] ?? []) f(e);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.emit("close");
  }
  message(m: unknown) {
    this.emit("message", { data: typeof m === "string" ? m : JSON.stringify(m) });
  }
}

function fakeFetch(path: string, init: { headers: Record<string, string> }): Promise<Response> {
  server.reads.push(path);
  const json = (body: unknown, headers: Record<string, string> = {}) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers }));
  if (/\/v1\/matches\/m1$/.test(path)) {
    if (init.headers["if-none-match"] === `"${server.tag}"`) return Promise.resolve(new Response(null, { status: 304 }));
    return json({ version: server.tag, status: server.status }, { etag: `"${server.tag}"` });
  }
  if (path.endsWith("/decision")) return json({ version: server.decisionVersion, kind: "priority", options: [] });
  const after = Number(/after=(\d+)/.exec(path)![1]);
  return json({ events: server.events.filter((e) => e.seq > after), next: null });
}

const ev = (seq: number, text: string): Ev => ({ seq, type: "note", text });

async function watch() {
  const updates: { view: { version: number }; decision: { version: number } | null; events: Ev[] }[] = [];
  const transports: string[] = [];
  const { watchMatch } = (await import("../../public/app/transport.js" as string)) as { watchMatch: (o: object) => { refresh(): void; stop(): void } };
  const handle = watchMatch({ id: "m1", token: "tok", intervalMs: 1000, onUpdate: (u: (typeof updates)[number]) => updates.push(u), onError: (e: Error) => { throw e; }, onTransport: (t: string) => transports.push(t) });
  await vi.advanceTimersByTimeAsync(0);
  return { updates, transports, handle };
}

const eventReads = () => server.reads.filter((p) => p.includes("/events?"));
const viewReads = () => server.reads.filter((p) => p.endsWith("/m1"));

describe("the web table's transport (public/app/transport.js)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server = { tag: 1, status: "playing", events: [ev(1, "Ann keeps 7 cards."), ev(2, "Bob keeps 7 cards.")], decisionVersion: 1, reads: [] };
    FakeSocket.all = [];
    vi.stubGlobal("fetch", vi.fn(fakeFetch));
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("location", { protocol: "http:", host: "table.test" });
    vi.stubGlobal("document", { hidden: false });
    vi.spyOn(Math, "random").mockReturnValue(0.5); // no jitter: the delays are exact
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the match once, then goes live on its socket (token as a subprotocol, from the last event) and stops polling", async () => {
    const { updates, transports, handle } = await watch();
    expect(updates.map((u) => u.events.map((e) => e.seq))).toEqual([[1, 2]]);
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe("ws://table.test/v1/matches/m1/socket?after=2");
    expect(ws.protocols).toEqual(["manastack.v1", "bearer.tok"]);
    ws.emit("open");
    expect(transports).toEqual(["polling", "socket"]);
    const before = server.reads.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.reads.length).toBe(before); // no polls while live (and no ping yet)

    // The opponent moves: the events and the decision come on the socket; the view is read
    // again for them (the socket does not carry it), the events never by HTTP.
    server.tag = 2;
    server.events.push(ev(3, "Ann plays Mountain."));
    ws.message({ type: "events", version: 2, events: [ev(3, "Ann plays Mountain.")] });
    ws.message({ type: "decision", decision: { version: 2, kind: "priority", options: [] } });
    await vi.advanceTimersByTimeAsync(50);
    expect(updates.length).toBe(2); // drawn once for both messages
    expect(updates[1]!.events.map((e) => e.text)).toEqual(["Ann plays Mountain."]);
    expect(updates[1]!.view.version).toBe(2);
    expect(updates[1]!.decision!.version).toBe(2);
    expect(eventReads().length).toBe(1);
    expect(server.reads.filter((p) => p.endsWith("/decision")).length).toBe(1);

    // A quiet socket is pinged, and one that does not answer is closed and opened again.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.sent).toEqual(["ping"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transports.at(-1)).toBe("polling");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all.length).toBe(2);
    expect(FakeSocket.all[1]!.url).toBe("ws://table.test/v1/matches/m1/socket?after=3");
    handle.stop();
  });

  it("keeps polling while the socket cannot be opened, trying it again after 2, 4, 8 … seconds", async () => {
    const { updates, handle } = await watch();
    const opened: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 4; i++) {
      const ws = FakeSocket.all[i]!;
      opened.push(Date.now() - start);
      ws.close(); // refused before it opened
      while (FakeSocket.all.length <= i + 1) await vi.advanceTimersByTimeAsync(100);
    }
    expect(opened.slice(1).map((t, i) => Math.round((t - opened[i]!) / 1000))).toEqual([2, 4, 8]);
    // Meanwhile the table polled every second, and a move reached it that way.
    expect(viewReads().length).toBeGreaterThanOrEqual(14);
    server.tag = 2;
    server.events.push(ev(3, "Ann plays Forest."));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(updates.at(-1)!.events.map((e) => e.text)).toEqual(["Ann plays Forest."]);
    handle.stop();
  });

  it("when a live socket drops, polling reads what it may have missed at once, even on a 304", async () => {
    const { updates, transports, handle } = await watch();
    FakeSocket.all[0]!.emit("open");
    // An event the socket never delivered, with a view the table already has (its ETag unchanged).
    server.events.push(ev(3, "Bob plays Mountain."));
    FakeSocket.all[0]!.close();
    await vi.advanceTimersByTimeAsync(10);
    expect(transports).toEqual(["polling", "socket", "polling"]);
    expect(updates.at(-1)!.events.map((e) => e.text)).toEqual(["Bob plays Mountain."]);
    // A socket that was live is tried again after a second, from the event the table has.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all[1]!.url).toMatch(/after=3$/);
    handle.stop();
  });

  it("after the match is over the socket is not opened again and nothing more is read", async () => {
    const { updates, handle } = await watch();
    const ws = FakeSocket.all[0]!;
    ws.emit("open");
    server.tag = 2;
    server.status = "finished";
    server.events.push(ev(3, "Bob loses the game."));
    ws.message({ type: "events", version: 2, events: [ev(3, "Bob loses the game.")] });
    ws.message({ type: "over", version: 2, winners: ["p1"] });
    ws.close();
    await vi.advanceTimersByTimeAsync(50);
    expect(updates.at(-1)!.events.map((e) => e.text)).toEqual(["Bob loses the game."]);
    const reads = server.reads.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.reads.length).toBe(reads);
    expect(FakeSocket.all.length).toBe(1);
    handle.stop();
  });

  it("without WebSockets it polls, and stops once a poll reads the match as over", async () => {
    vi.stubGlobal("WebSocket", undefined);
    const { updates, transports, handle } = await watch();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(viewReads().length).toBe(4);
    server.tag = 2;
    server.status = "finished";
    await vi.advanceTimersByTimeAsync(1_000);
    expect(updates.at(-1)!.view.version).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(viewReads().length).toBe(5);
    expect(transports).toEqual(["polling"]);
    handle.stop();
  });
});
