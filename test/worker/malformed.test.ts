// Wrong but well-formed input never gets a 5xx: every action the schema lets through that
// the rules do not allow is a 403/409/422 that leaves the match as it was.
import { describe, expect, it } from "vitest";
import { call, createMatch, lcg, pendingDecision, RED_DECK } from "./helpers.js";

const ids = (view: any): string[] => [
  ...view.play.map((o: { id: string }) => o.id),
  ...view.stack.map((o: { id: string }) => o.id),
  ...view.players.flatMap((p: any) => [...(p.hand ?? []), ...p.graveyard].map((o: { id: string }) => o.id)),
  "o0",
  "o99999",
  "p1",
];

function wrongActions(pick: (n: number) => number, view: any): unknown[] {
  const pool = ids(view);
  const id = () => pool[pick(pool.length)]!;
  const player = () => ["p1", "p2", "p3"][pick(3)]!;
  return [
    { type: "keep" },
    { type: "mulligan" },
    { type: "pass" },
    { type: "cancel" },
    { type: "playLand", card: id() },
    { type: "playSpell", card: id() },
    { type: "playAbility", source: id(), ability: pick(3) },
    { type: "chooseTargets", targets: [{ object: id() }, { player: player() }] },
    { type: "chooseTargets", targets: [] },
    { type: "payMana", mana: ["{R}", "{G}{G}", "", "{9}", "{X}"][pick(5)] },
    { type: "declareAttackers", attackers: [{ attacker: id(), defender: player() }, { attacker: id(), defender: player() }] },
    { type: "declareBlockers", blocks: [{ blocker: id(), attacker: id() }] },
    { type: "assignCombatDamage", attacker: id(), division: [{ blocker: id(), amount: pick(30) }] },
    { type: "discard", cards: [id(), id()] },
    { type: "orderTriggers", order: [id(), id()] },
    { type: "reveal", cards: [id()] },
    { type: "chooseUntap", keepTapped: [id()] },
    { type: "chooseMode", mode: pick(4) },
    { type: "chooseX", value: pick(20) },
    { type: "search", cards: [["Forest", "Mountain", "Shock", "no such card"][pick(4)]!] },
    { type: "returnAnyNumber", objects: [id()] },
    { type: "ripple", play: pick(3), bottom: ["Island"] },
  ];
}

describe("well-formed but wrong actions", () => {
  it("are refused without a 5xx, all through a game", async () => {
    const m = await createMatch({ seed: "wrong-actions" });
    const pick = lcg(99);
    let refused = 0;
    steps: for (let step = 0; step < 150; step++) {
      const p = await pendingDecision(m);
      if (!p) break;
      const listed = new Set(p.decision.options.map((o: unknown) => JSON.stringify(o)));
      const before = await call("GET", `/v1/matches/${m.id}`, { token: p.seat.token });
      for (const seat of m.seats) {
        for (const action of wrongActions(pick, before.json)) {
          if (seat === p.seat && listed.has(JSON.stringify(action))) continue;
          const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { version: p.decision.version, action } });
          // An unlisted action may still be legal (another mana payment, say): then it was played.
          if (r.status === 200) continue steps;
          expect([403, 422], `${JSON.stringify(action)} -> ${r.text}`).toContain(r.status);
          expect(r.type).toBe("application/problem+json");
          refused++;
        }
      }
      expect((await call("GET", `/v1/matches/${m.id}`, { token: p.seat.token })).text).toBe(before.text);
      const option = p.decision.options[pick(p.decision.options.length)];
      expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: p.seat.token, body: { version: p.decision.version, action: option } })).status).toBe(200);
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it.each([
    ["players is not a list", { players: "x" }],
    ["an unknown card", { players: [{ hand: ["Black Lotus"] }, {}] }],
    ["an unknown step", { players: [{}, {}], step: "lunch" }],
  ])("refuse a setup where %s with 422", async (_what, setup) => {
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "A", deck: RED_DECK }, { name: "B", deck: RED_DECK }], setup } });
    expect(r.status, r.text).toBe(422);
    expect(r.type).toBe("application/problem+json");
  });
});
