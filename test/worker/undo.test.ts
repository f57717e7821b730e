// Undo by consent (issue 15): in a match created with `undo: true` a player asks to take back
// his or her last post while no hidden information has come to light since; the other players
// accept or refuse; accepted, the match returns to the position before that post as a new
// version, the moves taken back stay in the record, and its export replays to the same hashes.
import { describe, expect, it } from "vitest";
import { stateHash } from "../../src/engine/index.js";
import { replay, verifyExport } from "../../src/match/replay.js";
import { call, createMatch, decide, liveState, ownTurn, type Created } from "./helpers.js";

/** Ann (p1) in her main phase with Shock in hand and a Mountain; Bob (p2) with a Forest. */
async function shockMatch(undo = true, stops: string | string[] = "everywhere"): Promise<Created> {
  return createMatch({
    ...(undo ? { undo: true } : {}),
    setup: {
      players: [
        { hand: ["Shock"], play: ["Mountain"], library: ["Mountain", "Mountain", "Mountain"], autoPass: false, stops },
        { play: ["Forest"], library: ["Forest", "Forest", "Forest"] },
      ],
      turn: 3,
    },
  });
}

const view = async (m: Created, seat: number) => (await call("GET", `/v1/matches/${m.id}`, { token: m.seats[seat]!.token })).json;

/** Ann plays Shock at Bob in one post; Bob passes and it resolves: Bob is at 18, Ann has priority. */
async function shockBob(m: Created): Promise<{ before: any; annPost: number; bobPass: number }> {
  const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
  const before = await view(m, 0);
  const shock = before.players[0].hand[0].id;
  const posted = await call("POST", `/v1/matches/${m.id}/actions`, {
    token: ann,
    body: { version: before.version, actions: [{ type: "playSpell", card: shock }, { type: "chooseTargets", targets: [{ player: "p2" }] }, { type: "autoPay" }, { type: "pass" }] },
  });
  expect(posted.status, posted.text).toBe(200);
  const d = await decide(m.id, bob);
  expect(d.kind).toBe("priority");
  const passed = await call("POST", `/v1/matches/${m.id}/actions`, { token: bob, body: { version: d.version, action: { type: "pass" } } });
  expect(passed.status, passed.text).toBe(200);
  expect((await view(m, 0)).players[1].life).toBe(18);
  return { before, annPost: posted.json.version, bobPass: passed.json.version };
}

function listen(ws: WebSocket): any[] {
  const messages: any[] = [];
  ws.accept();
  ws.addEventListener("message", (e) => messages.push(JSON.parse(e.data as string)));
  return messages;
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe("undo by consent", () => {
  it("asked and accepted: life, zones and priority are as before the post, as a new version every seat and socket hears of", async () => {
    const m = await shockMatch();
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    const socket = await call("GET", `/v1/matches/${m.id}/socket`, { token: bob, headers: { upgrade: "websocket" } });
    expect(socket.status).toBe(101);
    const messages = listen(socket.socket!);
    const { before, bobPass } = await shockBob(m);

    const asked = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ status: "pending", version: bobPass, undo: { by: "p1", restores: before.version, takesBack: { from: before.version + 1, to: bobPass }, answers: { p2: "pending" } } });
    // Bob sees the request in his view; Ann can't answer her own.
    expect((await view(m, 1)).undo).toEqual(asked.json.undo);
    const own = await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: ann, body: { answer: "accept" } });
    expect(own.status).toBe(403);

    const accepted = await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: bob, body: { answer: "accept" } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.status).toBe("accepted");
    expect(accepted.json.version).toBe(bobPass + 1);
    expect(accepted.json.events).toHaveLength(1);
    expect(accepted.json.events[0]).toMatchObject({ type: "undo", data: { player: "p1", version: before.version } });
    expect(accepted.json.events[0].text).toMatch(/Ann's last action is taken back with the consent of Bob/);

    // The position is the one before Ann's post: Bob at 20, Shock in Ann's hand, the Mountain untapped, Ann's priority.
    const after = await view(m, 0);
    expect(after.version).toBe(bobPass + 1);
    expect(after.undo).toBeUndefined();
    expect({ ...after, version: 0 }).toEqual({ ...before, version: 0 });
    expect(after.players[1].life).toBe(20);
    expect(after.players[0].hand.map((c: { name: string }) => c.name)).toEqual(["Shock"]);
    expect(after.play.find((p: { name: string }) => p.name === "Mountain").tapped).toBe(false);
    expect(after.priority).toBe("p1");
    expect(after.stack).toEqual([]);

    // Event numbers go on growing after the restored position: Ann plays on.
    const undoSeq = accepted.json.events[0].seq;
    const again = await call("POST", `/v1/matches/${m.id}/actions`, { token: ann, body: { version: after.version, action: { type: "playSpell", card: after.players[0].hand[0].id } } });
    expect(again.status, again.text).toBe(200);
    expect(again.json.events.length).toBeGreaterThan(0);
    for (const e of again.json.events) expect(e.seq).toBeGreaterThan(undoSeq);

    // Bob's socket: the request, then the undo's event, and then his fresh view.
    await settle();
    const pending = messages.findIndex((x) => x.type === "undo" && x.status === "pending");
    const event = messages.findIndex((x) => x.type === "events" && x.events.some((e: { type: string }) => e.type === "undo"));
    const fresh = messages.findIndex((x) => x.type === "view" && x.version === bobPass + 1);
    expect(pending).toBeGreaterThanOrEqual(0);
    expect(event).toBeGreaterThan(pending);
    expect(fresh).toBeGreaterThan(event);
    expect(messages[fresh].view.players[1].life).toBe(20);
    expect(messages[fresh].view.you).toBe("p2");
    expect(messages.some((x) => x.type === "undo" && x.status === "accepted")).toBe(true);
    socket.socket!.close(1000, "done");
  });

  it("refused: the request ends and nothing moves; a new move withdraws a pending request", async () => {
    const m = await shockMatch();
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    const { bobPass } = await shockBob(m);
    expect((await call("POST", `/v1/matches/${m.id}/undo`, { token: ann })).status).toBe(200);
    const twice = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann });
    expect(twice.status).toBe(409);
    const refused = await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: bob, body: { answer: "refuse" } });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.json.status).toBe("refused");
    const v = await view(m, 1);
    expect(v.version).toBe(bobPass);
    expect(v.players[1].life).toBe(18);
    expect(v.undo).toBeUndefined();
    expect((await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: bob, body: { answer: "accept" } })).status).toBe(409);

    // Asked again, then Ann plays on: the request is withdrawn, and Bob's acceptance comes too late.
    expect((await call("POST", `/v1/matches/${m.id}/undo`, { token: ann })).status).toBe(200);
    const d = await decide(m.id, ann);
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: ann, body: { version: d.version, action: { type: "pass" } } })).status).toBe(200);
    expect((await view(m, 1)).undo).toBeUndefined();
    const late = await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: bob, body: { answer: "accept" } });
    expect(late.status).toBe(409);
    expect(late.json.type).toBe("urn:manastack:problem:undo-conflict");
  });

  it("refused for another seat's action, and in a match created without undo", async () => {
    const m = await shockMatch();
    const ann = m.seats[0]!.token;
    const { annPost, bobPass } = await shockBob(m);
    const bobs = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann, body: { version: bobPass } });
    expect(bobs.status).toBe(422);
    expect(bobs.json.type).toBe("urn:manastack:problem:undo-refused");
    expect(bobs.json.detail).toMatch(new RegExp(`version ${bobPass} is Bob's action, not yours.*your last action is version ${annPost}`));
    expect((await view(m, 0)).undo).toBeUndefined();

    const plain = await shockMatch(false);
    await shockBob(plain);
    const off = await call("POST", `/v1/matches/${plain.id}/undo`, { token: plain.seats[0]!.token });
    expect(off.status).toBe(422);
    expect(off.json.detail).toMatch(/created without undo/);
  });

  it("refused once hidden information has been revealed since: Bob has drawn a card", async () => {
    // Ann stops only in her main phases: her last pass gives the turn to Bob, who draws.
    const m = await shockMatch(true, []);
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    for (let i = 0; i < 40; i++) {
      const d = await decide(m.id, ann);
      if (d.player !== "p1") break;
      expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: ann, body: { version: d.version, action: { type: "pass" } } })).status).toBe(200);
    }
    const v = await view(m, 1);
    expect(v.turn.activePlayer).toBe("p2");
    expect(v.players[1].handCount).toBe(1);
    const r = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann });
    expect(r.status, r.text).toBe(422);
    expect(r.json.detail).toMatch(/hidden information has been revealed since \(Bob draws a card/);
    expect((await view(m, 1)).undo).toBeUndefined();
    // Bob, who has not acted, has nothing to take back.
    const nothing = await call("POST", `/v1/matches/${m.id}/undo`, { token: bob });
    expect(nothing.status).toBe(422);
    expect(nothing.json.detail).toMatch(/no action to take back/);
  });

  it("the export of a match with an undo replays to the same hash at every version; once over, nothing is taken back", async () => {
    const m = await shockMatch();
    const [ann, bob] = [m.seats[0]!.token, m.seats[1]!.token];
    const { before, bobPass } = await shockBob(m);
    expect((await call("POST", `/v1/matches/${m.id}/undo`, { token: ann })).status).toBe(200);
    expect((await call("POST", `/v1/matches/${m.id}/undo/answer`, { token: bob, body: { answer: "accept" } })).status).toBe(200);
    // Ann plays Shock again, and Bob concedes.
    const again = await shockBob(m);
    expect(again.before.version).toBe(bobPass + 1);
    const d = await decide(m.id, bob);
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: bob, body: { version: d.version, action: { type: "concede" } } })).status).toBe(200);
    const over = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann });
    expect(over.status).toBe(409);
    expect(over.json.detail).toMatch(/the game is over/);

    const r = await call("GET", `/v1/matches/${m.id}/export`);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const record = r.json;
    // The moves taken back stay in the record, followed by the undo.
    expect(record.actions.find((a: { version: number }) => a.version === bobPass).action).toEqual({ type: "pass" });
    expect(record.actions.find((a: { version: number }) => a.version === bobPass + 1)).toMatchObject({ player: "p1", action: { type: "undo", version: before.version } });
    expect(record.hashes.map((h: { version: number }) => h.version)).toContain(bobPass + 1);
    expect(record.stateHash).toBe(stateHash(await liveState(m.id)));
    expect(stateHash(replay(record))).toBe(record.stateHash);
    expect(await verifyExport(record)).toEqual([]);
    // A fork from the version of the undo starts from the restored position: Bob at 20.
    const fork = await call("POST", `/v1/matches/${m.id}/fork`, { body: { version: bobPass + 1 } });
    expect(fork.status, fork.text).toBe(201);
    const forked = await call("GET", `/v1/matches/${fork.json.id}`, { token: fork.json.seats[0].token });
    expect(forked.json.version).toBe(bobPass + 1);
    expect(forked.json.players[1].life).toBe(20);
    expect(forked.json.players[0].hand.map((c: { name: string }) => c.name)).toEqual(["Shock"]);
    // A record whose undo is moved elsewhere parts from the match where it was.
    const tampered = { ...record, actions: record.actions.map((a: { action: { type: string } }) => (a.action.type === "undo" ? { ...a, action: { type: "undo", version: before.version + 1 } } : a)) };
    expect((await verifyExport(tampered)).join(" ")).toMatch(/replaying the record/);
  });
});

describe("undo by consent with the computer and in a lobby", () => {
  it("the computer's seat agrees at once: the undo is accepted as it is asked", async () => {
    const m = await createMatch({
      undo: true,
      players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Cpu", deck: "sky-raiders", ai: "easy" }],
      setup: {
        players: [
          { hand: ["Shock"], play: ["Mountain"], library: ["Mountain", "Mountain"], autoPass: false, stops: "everywhere" },
          { play: ["Forest"], library: ["Forest", "Forest"] },
        ],
        turn: 3,
      },
    });
    const ann = m.seats[0]!.token;
    const before = await view(m, 0);
    expect(before.undoAllowed).toBe(true);
    const shock = before.players[0].hand[0].id;
    const posted = await call("POST", `/v1/matches/${m.id}/actions`, {
      token: ann,
      body: { version: before.version, actions: [{ type: "playSpell", card: shock }, { type: "chooseTargets", targets: [{ player: "p2" }] }, { type: "autoPay" }, { type: "pass" }] },
    });
    expect(posted.status, posted.text).toBe(200);
    // The computer passes from the match's alarm, and the Shock resolves.
    await ownTurn(m.id, ann);
    expect((await view(m, 0)).players[1].life).toBe(18);
    const r = await call("POST", `/v1/matches/${m.id}/undo`, { token: ann });
    expect(r.status, r.text).toBe(200);
    expect(r.json.status).toBe("accepted");
    expect(r.json.undo.answers).toEqual({});
    expect(r.json.view.players[1].life).toBe(20);
    expect(r.json.view.players[0].hand).toEqual(before.players[0].hand);
    expect(r.json.events[0].text).toBe(`Ann's last action is taken back: the game is as it was at version ${before.version} (versions ${before.version + 1}–${r.json.version - 1} stay in the record).`);
  });

  it("a match created with open seats keeps the setting until its game starts", async () => {
    const created = await call("POST", "/v1/matches", { body: { undo: true, players: [{ name: "Ann", deck: "red-green-beats" }, { open: true }] } });
    expect(created.status, created.text).toBe(201);
    expect((await call("GET", `/v1/matches/${created.json.id}/lobby`)).json.undo).toBe(true);
    const joined = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation: created.json.seats[1].invitation, name: "Bob", deck: "sky-raiders" } });
    expect(joined.status, joined.text).toBe(200);
    const v = await call("GET", `/v1/matches/${created.json.id}`, { token: joined.json.token });
    expect(v.json.undoAllowed).toBe(true);
    // Nobody has acted yet: nothing to take back.
    const r = await call("POST", `/v1/matches/${created.json.id}/undo`, { token: joined.json.token });
    expect(r.status).toBe(422);
    expect(r.json.detail).toMatch(/no action to take back/);
  });
});
