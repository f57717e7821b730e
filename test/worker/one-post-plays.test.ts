// One post can make a whole play: `actions` chains the caller's answers (the spell, its
// targets, autoPay), applied in order, all or none, the version moving by one per action.
import { describe, expect, it } from "vitest";
import { call, createMatch, decide } from "./helpers.js";

const shockAtBob = (shock: string) => [{ type: "playSpell", card: shock }, { type: "chooseTargets", targets: [{ player: "p2" }] }, { type: "autoPay" }];

describe("a whole play in one post", () => {
  it("409.1: Shock is played, targeted and paid for in one post; it is on the stack and the version moved by three", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Shock"], play: ["Forest", "Mountain"], autoPass: false, stops: "everywhere" }, {}], turn: 3 } });
    const token = m.seats[0]!.token;
    const d = await decide(m.id, token);
    const shock = d.options.find((o: { type: string }) => o.type === "playSpell").card;
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, actions: shockAtBob(shock) } });
    expect(r.status, r.text).toBe(200);
    expect(r.json.version).toBe(d.version + 3);
    expect(r.json.view.stack.map((o: { name: string }) => o.name)).toEqual(["Shock"]);
    expect(r.json.view.stack[0].targets).toEqual([{ player: "p2" }]);
    const mountain = r.json.view.play.find((p: { name: string }) => p.name === "Mountain");
    expect(mountain.tapped).toBe(true);
    expect(r.json.view.play.find((p: { name: string }) => p.name === "Forest").tapped).toBe(false);
    const events = await call("GET", `/v1/matches/${m.id}/events?after=0&limit=500`, { token });
    expect(events.json.events.map((e: { text: string }) => e.text).join("\n")).toMatch(/taps Mountain/);
  });

  it("409.1h: a chain with an illegal action changes nothing and names the action and the rule", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Shock"], play: ["Forest"], autoPass: false, stops: "everywhere" }, {}], turn: 3 } });
    const token = m.seats[0]!.token;
    const before = await call("GET", `/v1/matches/${m.id}`, { token });
    const shock = before.json.players[0].hand[0].id;
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: before.json.version, actions: shockAtBob(shock) } });
    expect(r.status).toBe(422);
    expect(r.json.detail).toMatch(/^action 1 of 3: /);
    const after = await call("GET", `/v1/matches/${m.id}`, { token });
    expect(after.json.version).toBe(before.json.version);
    expect(after.json.players[0].hand).toEqual(before.json.players[0].hand);
    expect(after.json.stack).toEqual([]);
  });

  it("408.1: a chain may not answer for another player: the post is refused whole", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Shock"], play: ["Mountain"], autoPass: false, stops: "everywhere" }, { stops: "everywhere" }], turn: 3 } });
    const token = m.seats[0]!.token;
    const d = await decide(m.id, token);
    const shock = d.options.find((o: { type: string }) => o.type === "playSpell").card;
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, actions: [...shockAtBob(shock), { type: "pass" }, { type: "pass" }] } });
    expect(r.status).toBe(403);
    expect(r.json.detail).toMatch(/^action 5 of 5: /);
    expect((await call("GET", `/v1/matches/${m.id}`, { token })).json.version).toBe(d.version);
  });
});
