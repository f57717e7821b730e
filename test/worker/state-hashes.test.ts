// Per-version state hashes (issue 15: "replaying the record through the engine gives the same
// state hash at every version"): the hash of the state at the end of each move is recorded as
// the move is stored, listed in the export, and checked version by version by a replay.
import { describe, expect, it } from "vitest";
import { verifyExport } from "../../src/match/replay.js";
import { call, GREEN_DECK, playOut, RED_DECK } from "./helpers.js";

describe("an export's state hashes", () => {
  it("lists the hash after every move; the replay gives each, and a tampered one names its version", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] } });
    const m = created.json;
    const moves = await playOut(m, 3);
    const record = (await call("GET", `/v1/matches/${m.id}/export`)).json;
    expect(record.hashes.length).toBe(moves);
    expect(record.hashes.map((h: { version: number }) => h.version)).toEqual(record.actions.map((a: { version: number }) => a.version));
    expect(record.hashes.at(-1)).toEqual({ version: record.version, stateHash: record.stateHash });
    expect(await verifyExport(record)).toEqual([]);

    const middle = record.hashes[Math.floor(moves / 2)];
    const tampered = { ...record, hashes: record.hashes.map((h: { version: number; stateHash: string }) => (h === middle ? { ...h, stateHash: "0000000000000000" } : h)) };
    expect(await verifyExport(tampered)).toEqual([`replaying the record gives another state at version ${middle.version} than the match had`]);
  });
});
