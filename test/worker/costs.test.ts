// Costs and several targets over HTTP: the listed options, with their `alternative`, `costs`
// and `division` fields, are accepted as posted.
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, post } from "./helpers.js";

describe("costs and targets over HTTP", () => {
  it("409.1b, 409.1d: an alternative cost and a division of damage are posted as listed", async () => {
    const m = await createMatch({
      setup: {
        players: [
          { hand: ["Soul Spike", "Bog Imp", "Foul Imp", "Electrolyze"], play: ["Island", "Mountain", "Mountain", { card: "Spike Feeder", counters: { "+1/+1": 2 } }], autoPass: false, stops: "everywhere" },
          { play: ["Llanowar Elves"] },
        ],
        turn: 3,
      },
    });
    const token = m.seats[0]!.token;
    let d = await decide(m.id, token);
    const spike = d.options.find((o: { type: string; alternative?: unknown }) => o.type === "playSpell" && o.alternative);
    expect(spike.alternative.remove).toHaveLength(2);
    await post(m.id, token, d.version, spike);
    d = await decide(m.id, token);
    expect(d.kind).toBe("targets");
    await post(m.id, token, d.version, { type: "chooseTargets", targets: [{ player: "p2" }] });

    d = await decide(m.id, token);
    const electrolyze = d.options.find((o: { type: string }) => o.type === "playSpell");
    await post(m.id, token, d.version, electrolyze);
    d = await decide(m.id, token);
    const split = d.options.find((o: { targets?: unknown[]; division?: number[] }) => o.targets?.length === 2 && o.division);
    expect(split.division).toEqual([1, 1]);
    expect(d.details.divide).toBe(2);
    await post(m.id, token, d.version, split);

    const v = await call("GET", `/v1/matches/${m.id}`, { token });
    expect(v.json.stack).toHaveLength(2);
  });

  it("410.4, 409.1d: a triggered ability's targets and division are posted as listed; a wrong division is refused with the rule", async () => {
    const m = await createMatch({
      setup: {
        players: [{ hand: ["Wurmskin Forger"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"], autoPass: false, stops: "everywhere" }, { play: ["Hill Giant"], autoPass: true }],
        turn: 3,
      },
    });
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    let d = await decide(m.id, ann);
    await post(m.id, ann, d.version, d.options.find((o: { type: string }) => o.type === "playSpell"));
    for (d = await decide(m.id, ann); d.kind === "payment"; d = await decide(m.id, ann)) await post(m.id, ann, d.version, d.options[0]);
    await post(m.id, ann, d.version, { type: "pass" }); // Bob passes automatically: the Forger resolves
    d = await decide(m.id, ann);
    expect(d.kind).toBe("triggerTargets");
    expect(d.details).toMatchObject({ divide: 3, unit: "+1/+1 counters" });
    const two = d.options.find((o: { targets: unknown[]; division: number[] }) => o.targets.length === 2 && o.division[0] === 2);
    const wrong = await call("POST", `/v1/matches/${m.id}/actions`, { token: ann, body: { version: d.version, action: { ...two, division: [2, 2] } } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.rule).toBe("409.1d");
    await post(m.id, ann, d.version, two);
    const v = await call("GET", `/v1/matches/${m.id}`, { token: bob });
    expect(v.json.stack[0]).toMatchObject({ targets: two.targets, division: [2, 1] });
  });

  it("409.1b: a spell that sacrifices any number of creatures is listed once; the creatures from its details are posted, and a foreign one is refused with the rule", async () => {
    const m = await createMatch({
      setup: {
        players: [{ hand: ["Vicious Betrayal"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Grizzly Bears", "Raging Goblin"], autoPass: false, stops: "everywhere" }, { play: ["Hill Giant"], autoPass: true }],
        turn: 3,
      },
    });
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    let d = await decide(m.id, ann);
    const listed = d.options.find((o: { type: string }) => o.type === "playSpell");
    expect(listed.costs).toEqual({ sacrificeAnyNumber: [] });
    const [entry] = d.details.sacrificeAnyNumber;
    expect(entry.candidates.map((c: { name: string }) => c.name)).toEqual(["Grizzly Bears", "Raging Goblin"]);
    const giant = (await call("GET", `/v1/matches/${m.id}`, { token: ann })).json.play.find((p: { name: string }) => p.name === "Hill Giant").id;
    const foreign = await call("POST", `/v1/matches/${m.id}/actions`, { token: ann, body: { version: d.version, action: { ...listed, costs: { sacrificeAnyNumber: [giant] } } } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.rule).toBe("409.1b");
    const both = entry.candidates.map((c: { id: string }) => c.id);
    await post(m.id, ann, d.version, { ...listed, costs: { sacrificeAnyNumber: both } });
    d = await decide(m.id, ann);
    await post(m.id, ann, d.version, { type: "chooseTargets", targets: [{ object: giant }] });
    for (d = await decide(m.id, ann); d.kind === "payment"; d = await decide(m.id, ann)) await post(m.id, ann, d.version, d.options[0]);
    expect((await call("GET", `/v1/matches/${m.id}`, { token: bob })).json.stack[0]).toMatchObject({ name: "Vicious Betrayal", sacrificed: 2 });
    await post(m.id, ann, d.version, { type: "pass" }); // Bob passes automatically: Vicious Betrayal resolves
    const v = await call("GET", `/v1/matches/${m.id}`, { token: bob });
    expect(v.json.players[0].graveyard.map((c: { name: string }) => c.name)).toEqual(["Grizzly Bears", "Raging Goblin", "Vicious Betrayal"]);
    expect(v.json.play.find((p: { name: string }) => p.name === "Hill Giant")).toMatchObject({ power: 7, toughness: 7 });
  });
});

describe("copies of spells over HTTP", () => {
  it("502.16, 503.10, 415.7: Reiterate's buyback option and the copy's new target are posted as listed", async () => {
    const m = await createMatch({
      setup: { players: [{ hand: ["Shock", "Reiterate"], play: Array(7).fill("Mountain"), autoPass: false, stops: "everywhere" }, { autoPass: true }], turn: 3 },
    });
    const token = m.seats[0]!.token;
    const pay = async () => {
      for (let d = await decide(m.id, token); d.kind === "payment"; d = await decide(m.id, token))
        await post(m.id, token, d.version, d.options.find((o: { type: string }) => o.type === "payMana") ?? d.options[0]);
    };
    const hand = (await call("GET", `/v1/matches/${m.id}`, { token })).json.players[0].hand as { id: string; name: string }[];
    let d = await decide(m.id, token);
    await post(m.id, token, d.version, { type: "playSpell", card: hand.find((c) => c.name === "Shock")!.id });
    d = await decide(m.id, token);
    await post(m.id, token, d.version, { type: "chooseTargets", targets: [{ player: "p2" }] });
    await pay();
    d = await decide(m.id, token);
    const buyback = d.options.find((o: { buyback?: true }) => o.buyback);
    expect(buyback).toMatchObject({ type: "playSpell", buyback: true });
    await post(m.id, token, d.version, buyback);
    d = await decide(m.id, token);
    await post(m.id, token, d.version, d.options[0]);
    await pay();
    d = await decide(m.id, token);
    await post(m.id, token, d.version, { type: "pass" });
    d = await decide(m.id, token);
    expect(d.kind).toBe("newTarget");
    await post(m.id, token, d.version, d.options.find((o: { target: { player?: string } }) => o.target.player === "p1"));
    const v = await call("GET", `/v1/matches/${m.id}`, { token });
    expect(v.json.stack.map((o: { name: string; copy?: true }) => [o.name, !!o.copy])).toEqual([["Shock", false], ["Shock", true]]);
    expect(v.json.players[0].hand.map((c: { name: string }) => c.name)).toEqual(["Reiterate"]);
  });
});
