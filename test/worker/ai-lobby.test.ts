// Issue 17 in the lobby (issue 15): an open seat may be given to the computer, with the
// invitation its creator holds (POST /join with `ai`), or a lobby may be created with a
// computer seat beside its open ones; the computer's seat never has a token anyone sees, and
// once the last seat is filled the match's Durable Object plays it like any computer seat.
import { describe, expect, it } from "vitest";
import { call, GREEN_DECK, ownTurn, RED_DECK, unlabelled } from "./helpers.js";


/** Plays the human seat (passing, keeping) until the computer has kept its hand and played a land. */
async function playAgainstComputer(id: string, token: string, cpu: string) {
  for (let n = 0; n < 60; n++) {
    const d = await ownTurn(id, token);
    if (d.options.length === 0) break;
    const options = unlabelled(d.options) as { type: string }[];
    const action = options.find((o) => o.type === "keep") ?? options.find((o) => o.type === "pass") ?? options[0];
    const r = await call("POST", `/v1/matches/${id}/actions`, { token, body: { version: d.version, action } });
    expect(r.status, r.text).toBe(200);
    const events = await call("GET", `/v1/matches/${id}/events?limit=500`, { token });
    const theirs = (events.json.events as { type: string; data: { player?: string } }[]).filter((e) => e.data.player === cpu);
    if (theirs.some((e) => e.type === "keep") && theirs.some((e) => e.type === "playLand")) return;
  }
  throw new Error("the computer made too few moves");
}

describe("issue 17: the computer takes a lobby's seat", () => {
  it("the creator gives the open seat to the computer with its invitation: no token, the lobby names its level, the game starts and the computer plays", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }], seed: "lobby-cpu-join" } });
    expect(created.status, created.text).toBe(201);
    const { id, seats } = created.json as { id: string; seats: { token?: string; invitation?: string }[] };
    const annToken = seats[0]!.token!;

    const joined = await call("POST", `/v1/matches/${id}/join`, { body: { invitation: seats[1]!.invitation, name: "Cpu", deck: GREEN_DECK, ai: "medium" } });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json).toMatchObject({ id, seat: 1, name: "Cpu", started: true, ai: "medium" });
    expect(joined.json.token).toBeUndefined();

    const lobby = await call("GET", `/v1/matches/${id}/lobby`);
    expect(lobby.json.status).toBe("started");
    const cpuSeat = lobby.json.seats.find((s: { seat: number }) => s.seat === 1);
    expect(cpuSeat).toMatchObject({ name: "Cpu", joined: true, ai: "medium" });
    expect(lobby.json.seats.find((s: { seat: number }) => s.seat === 0).ai).toBeUndefined();

    // The invitation was used: nobody else may take the computer's seat.
    const again = await call("POST", `/v1/matches/${id}/join`, { body: { invitation: seats[1]!.invitation, name: "Bob", deck: GREEN_DECK } });
    expect(again.status).toBe(409);

    await playAgainstComputer(id, annToken, cpuSeat.player);
  });

  it("a lobby may be created with a computer seat beside an open one: the computer's seat shows its level, not a token; the joiner starts the game", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ open: true }, { name: "Cpu", deck: GREEN_DECK, ai: "easy" }], seed: "lobby-cpu-create" } });
    expect(created.status, created.text).toBe(201);
    const { id, seats } = created.json as { id: string; seats: { seat: number; name: string | null; token?: string; invitation?: string; ai?: string }[] };
    expect(seats[1]).toEqual({ seat: 1, name: "Cpu", ai: "easy" });
    const waiting = await call("GET", `/v1/matches/${id}/lobby`);
    expect(waiting.json.seats).toEqual([{ seat: 0, name: null, joined: false, player: null }, { seat: 1, name: "Cpu", joined: true, player: null, ai: "easy" }]);

    const ann = await call("POST", `/v1/matches/${id}/join`, { body: { invitation: seats[0]!.invitation, name: "Ann", deck: RED_DECK } });
    expect(ann.status, ann.text).toBe(200);
    expect(ann.json.started).toBe(true);
    const started = await call("GET", `/v1/matches/${id}/lobby`);
    const cpu = started.json.seats.find((s: { seat: number }) => s.seat === 1);
    expect(cpu.ai).toBe("easy");
    await playAgainstComputer(id, ann.json.token, cpu.player);
  });

  it("a seat given to the computer needs a known level; a lobby's last human seat is still taken as before", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }] } });
    const invitation = created.json.seats[1].invitation;
    const bad = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation, name: "Cpu", deck: GREEN_DECK, ai: "grandmaster" } });
    expect(bad.status).toBe(422);
    const lobby = await call("GET", `/v1/matches/${created.json.id}/lobby`);
    expect(lobby.json.status).toBe("lobby");
  });
});
