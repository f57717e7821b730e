// The untap step's choice over HTTP: the listed options are accepted as posted, and the new
// action is checked by the schema like the others.
import { describe, expect, it } from "vitest";
import { call, createMatch } from "./helpers.js";

describe("the untap step's choice over HTTP", () => {
  it("302.1: a player keeps Vedalken Shackles tapped by posting a listed chooseUntap option", async () => {
    const m = await createMatch({
      setup: { players: [{ play: [{ card: "Vedalken Shackles", tapped: true }, { card: "Island", tapped: true }], autoPass: false, stops: "everywhere" }, {}], turn: 3, step: "untap" },
    });
    const token = m.seats[0]!.token;
    const d = (await call("GET", `/v1/matches/${m.id}/decision`, { token })).json;
    expect(d.kind).toBe("untap");
    const malformed = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, action: { type: "chooseUntap", keepTapped: "all" } } });
    expect(malformed.status).toBe(422);
    const keep = d.options.find((o: { keepTapped: string[] }) => o.keepTapped.length === 1);
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, action: keep } });
    expect(r.status, r.text).toBe(200);
    const v = (await call("GET", `/v1/matches/${m.id}`, { token })).json;
    expect(v.turn.step).toBe("upkeep");
    expect(v.play.map((o: { name: string; tapped: boolean }) => [o.name, o.tapped])).toEqual([["Vedalken Shackles", true], ["Island", false]]);
  });
});
