// Morph (502.26) and suspend (502.59) over HTTP: the listed options are posted as they are,
// and a face-down creature's identity reaches no one but its controller (504) until it is
// turned face up.
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, post } from "./helpers.js";

describe("morph and suspend over HTTP", () => {
  it("504, 502.26: a creature played face down is a nameless 2/2 to the opponent and a spectator, in the view and the log; turned face up, it is named to all", async () => {
    const m = await createMatch({
      setup: { players: [{ hand: ["Skirk Marauder"], play: Array(6).fill("Mountain"), autoPass: false, stops: "everywhere" }, { autoPass: true }], turn: 3 },
    });
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    let d = await decide(m.id, ann);
    await post(m.id, ann, d.version, { type: "playSpell", card: d.options.find((o: { faceDown?: true }) => o.faceDown).card, faceDown: true });
    for (d = await decide(m.id, ann); d.kind === "payment"; d = await decide(m.id, ann)) await post(m.id, ann, d.version, d.options[0]);
    await post(m.id, ann, d.version, { type: "pass" }); // Bob passes automatically: it resolves
    for (const token of [bob, undefined]) {
      const v = await call("GET", `/v1/matches/${m.id}`, { token });
      expect(v.json.play.find((p: { faceDown?: true }) => p.faceDown)).toMatchObject({ name: "", power: 2, toughness: 2 });
      expect(v.text).not.toContain("Skirk Marauder");
      const log = await call("GET", `/v1/matches/${m.id}/events?after=0&limit=500`, { token });
      expect(log.text).not.toContain("Skirk Marauder");
    }
    const mine = await call("GET", `/v1/matches/${m.id}`, { token: ann });
    expect(mine.json.play.find((p: { faceDown?: true }) => p.faceDown)).toMatchObject({ card: "Skirk Marauder" });

    // Three Mountains for {2}{R}, then the special action as listed.
    for (let i = 0; i < 3; i++) {
      d = await decide(m.id, ann);
      const v = await call("GET", `/v1/matches/${m.id}`, { token: ann });
      const land = v.json.play.find((p: { name: string; tapped: boolean }) => p.name === "Mountain" && !p.tapped);
      await post(m.id, ann, d.version, { type: "playAbility", source: land.id, ability: 0 });
    }
    d = await decide(m.id, ann);
    expect(d.details.turnFaceUp).toEqual([expect.objectContaining({ name: "Skirk Marauder", cost: "{2}{R}" })]);
    await post(m.id, ann, d.version, d.options.find((o: { type: string }) => o.type === "turnFaceUp"));
    const seen = await call("GET", `/v1/matches/${m.id}`, { token: bob });
    expect(seen.json.play.find((p: { name: string }) => p.name === "Skirk Marauder")).toMatchObject({ power: 2, toughness: 1 });
  });

  it("502.59a: suspending is posted as listed; the card is public in the removed zone with its time counters", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Rift Bolt"], play: ["Mountain"], autoPass: false, stops: "everywhere" }, { autoPass: true }], turn: 3 } });
    const ann = m.seats[0]!.token;
    let d = await decide(m.id, ann);
    const v = await call("GET", `/v1/matches/${m.id}`, { token: ann });
    await post(m.id, ann, d.version, { type: "playAbility", source: v.json.play[0].id, ability: 0 });
    d = await decide(m.id, ann);
    const option = d.options.find((o: { type: string }) => o.type === "suspend");
    expect(option).toMatchObject({ mana: "R" });
    await post(m.id, ann, d.version, option);
    const seen = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[1]!.token });
    expect(seen.json.removed).toEqual([expect.objectContaining({ name: "Rift Bolt", owner: "p1", counters: { time: 1 } })]);
  });
});
