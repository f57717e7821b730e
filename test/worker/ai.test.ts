// Issue 17 over HTTP: a seat the computer plays (its moves made by the match's Durable Object
// from its alarm, right after the move that hands it a decision), and the suggestion a human
// seat may ask for, computed from that seat's view only.
import { describe, expect, it } from "vitest";
import { call, lcg, ownTurn, unlabelled } from "./helpers.js";

async function createWithComputer(level: string) {
  const r = await call("POST", "/v1/matches", {
    body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Cpu", deck: "sky-raiders", ai: level }], seed: `ai-${level}` },
  });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; seats: { player: string; name: string; token?: string; ai?: string }[] };
}


describe("issue 17: a seat the computer plays", () => {
  it("the computer's seat has no token; it answers every decision it owes, as moves of the record", async () => {
    const m = await createWithComputer("medium");
    const cpu = m.seats.find((s) => s.name === "Cpu")!;
    const ann = m.seats.find((s) => s.name === "Ann")!;
    expect(cpu.ai).toBe("medium");
    expect(cpu.token).toBeUndefined();
    expect(typeof ann.token).toBe("string");
    const pick = lcg(17);
    let annMoves = 0;
    let version = 0;
    for (let n = 0; n < 40; n++) {
      const d = await ownTurn(m.id, ann.token!);
      version = d.version;
      if (d.options.length === 0) break;
      const options = unlabelled(d.options) as { type: string }[];
      // Ann passes most of the time, so that the computer has turns to play.
      const action = options.find((o) => o.type === "keep") ?? (pick(3) === 0 ? options[pick(options.length)] : options.find((o) => o.type === "pass") ?? options[0]);
      const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: ann.token, body: { version: d.version, action } });
      expect(r.status, r.text).toBe(200);
      annMoves++;
    }
    // Every other move of the record is the computer's.
    expect(version - annMoves).toBeGreaterThan(10);
    const events = await call("GET", `/v1/matches/${m.id}/events?limit=500`, { token: ann.token });
    expect(events.status).toBe(200);
    const cpuPlayer = cpu.player;
    expect(events.json.events.some((e: { type: string; data: { player?: string } }) => e.type === "keep" && e.data.player === cpuPlayer)).toBe(true);
    // Ann's view never shows the computer's hand.
    const view = await call("GET", `/v1/matches/${m.id}`, { token: ann.token });
    expect(view.json.players.find((p: { id: string }) => p.id === cpuPlayer).hand).toBeUndefined();
  });

  it("a computer seat needs a name and a deck: an open seat can't be one; an unknown level is refused", async () => {
    const open = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { open: true, ai: "easy" }] } });
    expect(open.status).toBe(422);
    expect(open.text).toContain("computer seat");
    const level = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Cpu", deck: "sky-raiders", ai: "brilliant" }] } });
    expect(level.status).toBe(422);
  });
});

describe("issue 17: GET /v1/matches/{id}/suggestion", () => {
  it("suggests an answer to the caller's own decision, which the match accepts; nothing to a seat that owes nothing", async () => {
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }], seed: "suggest" } });
    expect(r.status).toBe(201);
    const { id, seats } = r.json as { id: string; seats: { player: string; token: string }[] };
    for (let n = 0; n < 12; n++) {
      const owing = [];
      for (const seat of seats) {
        const d = await call("GET", `/v1/matches/${id}/decision`, { token: seat.token });
        if (d.json.options.length > 0) owing.push({ seat, d: d.json });
        else {
          const idle = await call("GET", `/v1/matches/${id}/suggestion`, { token: seat.token });
          expect(idle.status).toBe(200);
          expect(idle.json.action).toBeNull();
        }
      }
      const { seat, d } = owing[0]!;
      const s = await call("GET", `/v1/matches/${id}/suggestion?level=${n % 2 ? "medium" : "hard"}`, { token: seat.token });
      expect(s.status, s.text).toBe(200);
      expect(s.json.kind).toBe(d.kind);
      expect(typeof s.json.action.label).toBe("string");
      const { label: _label, ...action } = s.json.action;
      const posted = await call("POST", `/v1/matches/${id}/actions`, { token: seat.token, body: { version: d.version, action } });
      expect(posted.status, posted.text).toBe(200);
    }
    const bad = await call("GET", `/v1/matches/${id}/suggestion?level=genius`, { token: seats[0]!.token });
    expect(bad.status).toBe(400);
    const anonymous = await call("GET", `/v1/matches/${id}/suggestion`);
    expect(anonymous.status).toBe(401);
  });
});
