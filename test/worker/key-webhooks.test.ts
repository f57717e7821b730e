// Webhooks of a player key (issue 15): registered once with X-Player-Key, told of every match
// the key holds a seat in — "match started" when a lobby's last seat is filled, "your decision",
// "deadline near", "match over" — signed the Standard Webhooks way, with one delivery log for the
// key across its matches. The match's object forwards each notice to the key's object, which
// sends it from its own alarm. The receiver is a local handler for https://hooks.example.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { HOST, receiver, restoreFetch, verifies } from "./hook-receiver.js";
import { call, GREEN_DECK, RED_DECK } from "./helpers.js";

afterEach(restoreFetch);

const sha256 = async (s: string) => [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)))].map((b) => b.toString(16).padStart(2, "0")).join("");
const newKey = async () => (await call("POST", "/v1/players/keys")).json.key as string;

async function registerKey(key: string, path: string) {
  const r = await call("POST", "/v1/players/me/webhooks", { headers: { "x-player-key": key }, body: { url: `https://${HOST}${path}` } });
  expect(r.status, r.text).toBe(201);
  expect(r.json.events).toEqual(["match.started", "decision.pending", "deadline.near", "match.finished"]);
  return r.json as { id: string; secret: string };
}

/** Runs the matches' alarms (which forward notices to the keys' objects), then the keys' alarms (which send them). */
async function drain(matchIds: string[], keys: string[]) {
  for (let round = 0; round < 3; round++) {
    for (const id of matchIds) await runDurableObjectAlarm(env.MATCH.get(env.MATCH.idFromName(id)));
    for (const key of keys) await runDurableObjectAlarm(env.PLAYER_KEY.get(env.PLAYER_KEY.idFromName(await sha256(key))));
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a player key's webhooks", () => {
  it("are told when a lobby fills (match.started), whose decision it is and when the match is over, in every match of the key, signed", async () => {
    const [annKey, bobKey] = [await newKey(), await newKey()];
    const [annHook, bobHook] = [await registerKey(annKey, "/ann"), await registerKey(bobKey, "/bob")];
    const received = receiver();
    const created = await call("POST", "/v1/matches", { headers: { "x-player-key": annKey }, body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }] } });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    const ann = created.json.seats[0].token as string;
    await drain([id], [annKey, bobKey]);
    expect(received).toEqual([]); // a lobby has not started
    const joined = await call("POST", `/v1/matches/${id}/join`, { headers: { "x-player-key": bobKey }, body: { invitation: created.json.seats[1].invitation, name: "Bob", deck: GREEN_DECK } });
    expect(joined.status, joined.text).toBe(200);
    const bob = joined.json.token as string;
    await drain([id], [annKey, bobKey]);
    const started = received.filter((r) => r.json.type === "match.started");
    expect(started.map((r) => r.path).sort()).toEqual(["/ann", "/bob"]);
    const owner = (await call("GET", `/v1/matches/${id}`)).json.decision.player as string;
    for (const r of started) expect(r.json.data).toMatchObject({ match: id, version: 0, awaiting: owner });
    expect(started.find((r) => r.path === "/bob")!.json.data.player).toBe(joined.json.player);
    // The seat owing the first decision (a mulligan) is told so.
    const ownerPath = owner === joined.json.player ? "/bob" : "/ann";
    const otherPath = ownerPath === "/bob" ? "/ann" : "/bob";
    expect(received.filter((r) => r.json.type === "decision.pending").map((r) => [r.path, r.json.data.kind])).toEqual([[ownerPath, "mulligan"]]);
    for (const r of received) expect(await verifies(r, r.path === "/ann" ? annHook.secret : bobHook.secret)).toBe(true);
    for (const r of received) expect(await verifies(r, r.path === "/ann" ? bobHook.secret : annHook.secret)).toBe(false);

    // The owner keeps: the other seat's key hears it owes the next decision.
    const ownerToken = ownerPath === "/bob" ? bob : ann;
    const otherToken = ownerPath === "/bob" ? ann : bob;
    expect((await call("POST", `/v1/matches/${id}/actions`, { token: ownerToken, body: { version: 0, action: { type: "keep" } } })).status).toBe(200);
    await drain([id], [annKey, bobKey]);
    expect(received.filter((r) => r.json.type === "decision.pending").map((r) => [r.path, r.json.data.version])).toEqual([[ownerPath, 0], [otherPath, 1]]);

    // A second match of Ann's key, every seat filled at once: started at once.
    const second = await call("POST", "/v1/matches", { headers: { "x-player-key": annKey }, body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Cat", deck: GREEN_DECK }] } });
    expect(second.status, second.text).toBe(201);
    await drain([second.json.id], [annKey]);
    expect(received.filter((r) => r.json.type === "match.started" && r.json.data.match === second.json.id).map((r) => r.path)).toEqual(["/ann", "/ann"]);

    // Over: both keys are told, with the winners.
    expect((await call("POST", `/v1/matches/${id}/actions`, { token: otherToken, body: { version: 1, action: { type: "concede" } } })).status).toBe(200);
    await drain([id], [annKey, bobKey]);
    const over = received.filter((r) => r.json.type === "match.finished" && r.json.data.match === id);
    expect(over.map((r) => r.path).sort()).toEqual(["/ann", "/bob"]);
    const winner = (await call("GET", `/v1/matches/${id}`)).json.winner;
    for (const r of over) expect(r.json.data.winners).toEqual([winner]);

    // One log per key, across its matches; never the secret; each key sees its own only.
    const annLog = (await call("GET", "/v1/players/me/webhooks", { headers: { "x-player-key": annKey } })).json;
    expect(annLog.webhooks.map((w: { id: string }) => w.id)).toEqual([annHook.id]);
    const annDeliveries = received.filter((r) => r.path === "/ann");
    expect(annLog.deliveries.map((d: { id: string }) => d.id).sort()).toEqual(annDeliveries.map((r) => r.id).sort());
    expect(annLog.deliveries.every((d: { status: string; attempts: number }) => d.status === "delivered" && d.attempts === 1)).toBe(true);
    expect(JSON.stringify(annLog)).not.toContain(annHook.secret);
    const bobLog = (await call("GET", "/v1/players/me/webhooks", { headers: { "x-player-key": bobKey } })).json;
    expect(bobLog.deliveries.length).toBe(received.filter((r) => r.path === "/bob").length);
  });

  it("hears that a deadline is near, and a notice forwarded twice is delivered once", async () => {
    const key = await newKey();
    const hook = await registerKey(key, "/clocked");
    const received = receiver();
    const created = await call("POST", "/v1/matches", { headers: { "x-player-key": key }, body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], clock: { perDecision: 3600 } } });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    await drain([id], [key]);
    const stub = env.MATCH.get(env.MATCH.idFromName(id));
    await runInDurableObject(stub, (instance, state) => {
      state.storage.sql.exec("UPDATE clock SET since = since - 3000000, deadline = deadline - 3000000");
      (instance as unknown as { cached: unknown }).cached = null;
    });
    await drain([id], [key]);
    const near = received.filter((r) => r.json.type === "deadline.near");
    expect(near).toHaveLength(1);
    expect(near[0]!.json.data).toMatchObject({ match: id, kind: "mulligan" });
    expect(await verifies(near[0]!, hook.secret)).toBe(true);
    // The same notice handed to the key's object again (a retried forward) is not sent again.
    const keyStub = env.PLAYER_KEY.get(env.PLAYER_KEY.idFromName(await sha256(key)));
    await keyStub.notify(`${id}:1`, "match.started", { match: id }, Date.now());
    await drain([id], [key]);
    expect(received.filter((r) => r.json.type === "match.started")).toHaveLength(2);
  });

  it("need a player key, refuse a URL that is not https and a sixth webhook", async () => {
    expect((await call("POST", "/v1/players/me/webhooks", { body: { url: `https://${HOST}/x` } })).status).toBe(401);
    expect((await call("GET", "/v1/players/me/webhooks")).status).toBe(401);
    const key = await newKey();
    const headers = { "x-player-key": key };
    expect((await call("POST", "/v1/players/me/webhooks", { headers, body: { url: `http://${HOST}/x` } })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await call("POST", "/v1/players/me/webhooks", { headers, body: { url: `https://${HOST}/${i}` } })).status).toBe(201);
    expect((await call("POST", "/v1/players/me/webhooks", { headers, body: { url: `https://${HOST}/6` } })).status).toBe(422);
    expect((await call("GET", "/v1/players/me/webhooks", { headers })).json.webhooks).toHaveLength(5);
  });
});
