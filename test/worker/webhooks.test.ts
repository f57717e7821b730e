// Webhooks (issue 15), the Standard Webhooks way: a seat registers a URL and gets a secret;
// "your decision", "deadline near" and "match over" are delivered from the match's alarm,
// signed (webhook-id, webhook-timestamp, webhook-signature), retried with backoff after a
// failure, recorded in a log the seat reads, and never holding up play. The receiver is a
// local handler: the Worker's outbound fetch to its host is routed to it.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { HOST, receiver, restoreFetch, verifies } from "./hook-receiver.js";
import { call, createMatch, GREEN_DECK, RED_DECK, type Created } from "./helpers.js";

const stubOf = (id: string) => env.MATCH.get(env.MATCH.idFromName(id));
afterEach(restoreFetch);

async function register(m: Created, seat: number, path: string) {
  const r = await call("POST", `/v1/matches/${m.id}/webhooks`, { token: m.seats[seat]!.token, body: { url: `https://${HOST}${path}` } });
  expect(r.status, r.text).toBe(201);
  expect(r.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return r.json as { id: string; secret: string };
}

/** The seat that owes the first decision (a mulligan), and the other. */
async function seats(m: Created) {
  const owner = (await call("GET", `/v1/matches/${m.id}`)).json.decision.player;
  return { owner: m.seats.find((s) => s.player === owner)!, other: m.seats.find((s) => s.player !== owner)! };
}

async function keep(m: Created, token: string) {
  const d = await call("GET", `/v1/matches/${m.id}/decision`, { token });
  const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.json.version, action: { type: "keep" } } });
  expect(r.status, r.text).toBe(200);
}

const log = async (m: Created, token: string) => (await call("GET", `/v1/matches/${m.id}/webhooks`, { token })).json;

describe("webhooks", () => {
  it("delivers 'your decision' to the seat that now owes one, signed so that it verifies with the secret", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] });
    const { owner, other } = await seats(m);
    const hooks = [await register(m, m.seats.indexOf(owner), "/owner"), await register(m, m.seats.indexOf(other), "/other")];
    const received = receiver();
    await keep(m, owner.token);
    await runDurableObjectAlarm(stubOf(m.id));
    // The mover is not told of his or her own next step; the other seat is told of its decision.
    expect(received.map((r) => r.path)).toEqual(["/other"]);
    const [r] = received;
    expect(r!.json).toMatchObject({ type: "decision.pending", data: { match: m.id, version: 1, player: other.player, kind: "mulligan" } });
    expect(Math.abs(Number(r!.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(await verifies(r!, hooks[1]!.secret)).toBe(true);
    expect(await verifies(r!, hooks[0]!.secret)).toBe(false);
    expect(await verifies({ ...r!, body: r!.body.replace("mulligan", "priority") }, hooks[1]!.secret)).toBe(false);
    // Each seat reads its own log only.
    const mine = await log(m, other.token);
    expect(mine.webhooks.map((w: { id: string }) => w.id)).toEqual([hooks[1]!.id]);
    expect(mine.deliveries).toEqual([expect.objectContaining({ id: r!.id, type: "decision.pending", status: "delivered", attempts: 1, lastStatus: 204 })]);
    expect((await log(m, owner.token)).deliveries).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(hooks[1]!.secret);
  });

  it("retries a failed delivery with backoff under the same webhook-id, and a hanging receiver holds up no play", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] });
    const { owner, other } = await seats(m);
    const hook = await register(m, m.seats.indexOf(other), "/flaky");
    let failures = 1;
    const received = receiver(() => (failures-- > 0 ? new Response("down", { status: 503 }) : new Response("ok")));
    await keep(m, owner.token);
    await runDurableObjectAlarm(stubOf(m.id));
    let entry = (await log(m, other.token)).deliveries[0];
    expect(entry).toMatchObject({ status: "pending", attempts: 1, lastStatus: 503 });
    const wait = Date.parse(entry.nextAttempt) - Date.now();
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThanOrEqual(5_000);
    // The alarm is set for the retry; time passes.
    expect(await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.getAlarm())).toBe(Date.parse(entry.nextAttempt));
    await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.sql.exec("UPDATE webhook_deliveries SET next_at = ?", Date.now() - 1));
    await runDurableObjectAlarm(stubOf(m.id));
    entry = (await log(m, other.token)).deliveries[0];
    expect(entry).toMatchObject({ status: "delivered", attempts: 2, lastStatus: 200 });
    expect(received.map((r) => r.id)).toEqual([entry.id, entry.id]);
    expect(await verifies(received[1]!, hook.secret)).toBe(true);

    // A receiver that does not answer: the alarm waits for it, the match plays on.
    let release!: () => void;
    const hanging = new Promise<void>((r) => (release = r));
    const hung = receiver(async () => {
      await hanging;
      return new Response("late");
    });
    await register(m, m.seats.indexOf(owner), "/slow");
    await keep(m, other.token); // hands the owner a decision: a delivery to /slow
    const nextSeat = m.seats.find((s) => s.player === owner.player)!;
    const alarm = runDurableObjectAlarm(stubOf(m.id));
    await new Promise((r) => setTimeout(r, 50));
    const nd = await call("GET", `/v1/matches/${m.id}/decision`, { token: nextSeat.token });
    const answer = nd.json.options.find((o: { type: string }) => o.type === "pass") ?? nd.json.options[0];
    const played = await call("POST", `/v1/matches/${m.id}/actions`, { token: nextSeat.token, body: { version: nd.json.version, action: answer } });
    expect(played.status, played.text).toBe(200);
    expect(hung.length).toBeGreaterThan(0);
    release();
    await alarm;
  });

  it("warns that a deadline is near (webhook and socket), once per decision, and tells every seat the match is over", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], clock: { perDecision: 3600 } });
    const { owner, other } = await seats(m);
    const hooks = [await register(m, m.seats.indexOf(owner), "/owner"), await register(m, m.seats.indexOf(other), "/other")];
    const received = receiver();
    const socket = await call("GET", `/v1/matches/${m.id}/socket`, { headers: { upgrade: "websocket" } });
    const messages: any[] = [];
    socket.socket!.accept();
    socket.socket!.addEventListener("message", (e) => {
      messages.push(JSON.parse(e.data as string));
    });
    // The warning is due a quarter of the decision's time (15 minutes) before the deadline.
    const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: owner.token });
    await runDurableObjectAlarm(stubOf(m.id)); // delivers the outbox to D1
    const alarmAt = await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(Date.parse(d.json.deadline) - 900_000);
    await runInDurableObject(stubOf(m.id), (instance, state) => {
      state.storage.sql.exec("UPDATE clock SET since = since - 3000000, deadline = deadline - 3000000");
      (instance as unknown as { cached: unknown }).cached = null;
    });
    await runDurableObjectAlarm(stubOf(m.id));
    await runDurableObjectAlarm(stubOf(m.id)); // a second alarm warns no more
    const warnings = received.filter((r) => r.json.type === "deadline.near");
    expect(warnings.map((r) => r.path)).toEqual(["/owner"]);
    expect(warnings[0]!.json.data).toMatchObject({ match: m.id, player: owner.player, kind: "mulligan" });
    expect(await verifies(warnings[0]!, hooks[0]!.secret)).toBe(true);
    // Warned, the alarm waits for the deadline itself.
    expect(await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.getAlarm())).toBe(Date.parse(warnings[0]!.json.data.deadline));
    await new Promise((r) => setTimeout(r, 50));
    expect(messages.filter((x) => x.type === "deadlineNear")).toEqual([{ type: "deadlineNear", version: 0, player: owner.player, deadline: warnings[0]!.json.data.deadline }]);

    const conceded = await call("POST", `/v1/matches/${m.id}/actions`, { token: other.token, body: { version: 0, action: { type: "concede" } } });
    expect(conceded.status, conceded.text).toBe(200);
    await runDurableObjectAlarm(stubOf(m.id));
    const over = received.filter((r) => r.json.type === "match.finished");
    expect(over.map((r) => r.path).sort()).toEqual(["/other", "/owner"]);
    for (const r of over) expect(r.json.data.winners).toEqual([owner.player]);
  });

  it("refuses a URL that is not https (but for localhost), a sixth webhook, and a caller without a seat", async () => {
    const m = await createMatch();
    const token = m.seats[0]!.token;
    for (const url of ["http://hooks.example/x", "ftp://hooks.example/x", "not a url"]) {
      expect((await call("POST", `/v1/matches/${m.id}/webhooks`, { token, body: { url } })).status, url).toBe(422);
    }
    expect((await call("POST", `/v1/matches/${m.id}/webhooks`, { token, body: { url: "http://localhost:9000/hook" } })).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await call("POST", `/v1/matches/${m.id}/webhooks`, { token, body: { url: `https://${HOST}/${i}` } })).status).toBe(201);
    expect((await call("POST", `/v1/matches/${m.id}/webhooks`, { token, body: { url: `https://${HOST}/6` } })).status).toBe(422);
    expect((await call("POST", `/v1/matches/${m.id}/webhooks`, { body: { url: `https://${HOST}/x` } })).status).toBe(401);
    expect((await call("GET", `/v1/matches/${m.id}/webhooks`)).status).toBe(401);
  });
});
