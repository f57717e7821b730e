// "Counter target spell unless its controller pays {N}" over HTTP: the decision goes to the
// target spell's controller, the other player is told whom the game waits for, and the listed
// options (mana abilities, the payment, `decline`) are accepted as posted.
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, post, unlabelled } from "./helpers.js";

type Option = { type: string; mana?: string };

/** Posts the first listed option of each payment decision until the spell is paid for. */
async function pay(id: string, token: string) {
  for (let d = await decide(id, token); d.kind === "payment"; d = await decide(id, token)) await post(id, token, d.version, d.options[0]);
}

/** Ann plays Shock at Bob; Bob answers with Mana Leak; both pass and Mana Leak resolves. */
async function leak() {
  const m = await createMatch({
    setup: {
      players: [
        { hand: ["Shock"], play: ["Mountain", "Mountain", "Mountain", "Mountain"], autoPass: false, stops: "everywhere" },
        { hand: ["Mana Leak"], play: ["Island", "Island"], autoPass: false, stops: "everywhere" },
      ],
      turn: 3,
    },
  });
  const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
  let d = await decide(m.id, ann);
  await post(m.id, ann, d.version, d.options.find((o: Option) => o.type === "playSpell"));
  d = await decide(m.id, ann);
  await post(m.id, ann, d.version, { type: "chooseTargets", targets: [{ player: "p2" }] });
  await pay(m.id, ann);
  await post(m.id, ann, (await decide(m.id, ann)).version, { type: "pass" });
  d = await decide(m.id, bob);
  await post(m.id, bob, d.version, d.options.find((o: Option) => o.type === "playSpell"));
  d = await decide(m.id, bob);
  await post(m.id, bob, d.version, d.options[0]); // the only target: Shock
  await pay(m.id, bob);
  await post(m.id, bob, (await decide(m.id, bob)).version, { type: "pass" });
  await post(m.id, ann, (await decide(m.id, ann)).version, { type: "pass" });
  return { id: m.id, ann, bob };
}

describe("counter unless its controller pays, over HTTP", () => {
  it("414: Shock's controller owes the decision and Bob is told he waits for Ann; a partial payment is refused with the rule; the listed decline counters Shock", async () => {
    const { id, ann, bob } = await leak();
    const waiting = await decide(id, bob);
    expect(waiting).toMatchObject({ player: "p1", kind: null, prompt: "Waiting for Ann", options: [] });
    const d = await decide(id, ann);
    expect(d.kind).toBe("unlessPays");
    expect(d.prompt).toMatch(/^Pay \{3\} or Shock is countered \(Mana Leak\)/);
    const partial = await call("POST", `/v1/matches/${id}/actions`, { token: ann, body: { version: d.version, action: { type: "payMana", mana: "" } } });
    expect(partial.status).toBe(422);
    expect(partial.json.rule).toBe("409.1h");
    const decline = d.options.find((o: Option) => o.type === "decline");
    expect(decline).toEqual({ type: "decline", label: "Don't pay" });
    await post(id, ann, d.version, decline);
    const v = await call("GET", `/v1/matches/${id}`, { token: bob });
    expect(v.json.stack).toEqual([]);
    expect(v.json.players.map((p: { graveyard: { name: string }[] }) => p.graveyard.map((c) => c.name))).toEqual([["Shock"], ["Mana Leak"]]);
    expect(v.json.players[1].life).toBe(20);
  });

  it("411.1, 409.1h: the listed mana abilities and then the listed payment are posted; Shock stays on the stack", async () => {
    const { id, ann, bob } = await leak();
    let d = await decide(id, ann);
    for (; !d.options.some((o: Option) => o.type === "payMana"); d = await decide(id, ann)) await post(id, ann, d.version, d.options.find((o: Option) => o.type === "playAbility"));
    expect(unlabelled(d.options)).toEqual([{ type: "payMana", mana: "RRR" }, { type: "decline" }]);
    await post(id, ann, d.version, d.options[0]);
    const v = await call("GET", `/v1/matches/${id}`, { token: bob });
    expect(v.json.stack.map((o: { name: string }) => o.name)).toEqual(["Shock"]);
    expect(v.json.players[0].manaPool.R).toBe(0);
    expect(v.json.decision).toEqual({ player: "p1", kind: "priority" });
  });
});
