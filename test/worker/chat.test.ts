// The Discord and Slack apps (issue 16), tested without Discord or Slack: the harness signs
// requests with its own keys exactly as they do (chat-keys.ts) and plays whole games through
// slash commands and component interactions; Slack's follow-ups to its response URL are captured.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discord, slack, SLACK_SIGNING_SECRET } from "./chat-keys.js";

const ANN = { id: "111111111111111111", username: "ann", global_name: "Ann" };
const BOB = { id: "222222222222222222", username: "bob", global_name: "Bob" };
const command = (user: typeof ANN, name: string, options: Record<string, string>, resolved?: unknown) => ({
  type: 2, member: { user }, data: { name, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })), ...(resolved ? { resolved } : {}) },
});
const select = (user: typeof ANN, value: string) => ({ type: 3, member: { user }, data: { custom_id: "choose", component_type: 3, values: [value] } });

type Choice = { label: string; value: string };
/** The choices of a Discord answer's select menu. */
const choicesOf = (json: any): Choice[] => json.data.components?.[0]?.components?.[0]?.options?.map((o: any) => ({ label: o.label, value: o.value })) ?? [];

/** A player who plays lands and spells, pays automatically, attacks with everything and never blocks. */
function pick(choices: Choice[], me: string): Choice {
  const by = (test: (l: string) => boolean) => choices.find((c) => test(c.label));
  const attacks = choices.filter((c) => c.label.startsWith("Attack with"));
  return (
    by((l) => l.endsWith("the game taps what pays it")) ??
    by((l) => l === "Keep this hand") ??
    by((l) => /^Play [^(]+$/.test(l) && !l.includes("ability")) ?? // a land: no cost in parentheses
    by((l) => /^Play .*\(\{/.test(l)) ?? // a spell with its cost
    by((l) => l.startsWith("Target ") && !l.includes(me)) ??
    (attacks.length ? attacks.reduce((a, b) => (b.label.length > a.label.length ? b : a)) : undefined) ??
    by((l) => l === "Don't block") ??
    by((l) => l.startsWith("Pass priority")) ??
    choices.find((c) => !c.label.startsWith("Cancel")) ??
    choices[0]!
  );
}

describe("the Discord app", () => {
  it("refuses a request whose signature doesn't verify, and answers Discord's PING", async () => {
    expect((await discord({ type: 1 }, { forge: true })).status).toBe(401);
    expect(await discord({ type: 1 })).toEqual({ status: 200, json: { type: 1 } });
  });

  it("plays a whole game through slash commands and select menus; hands and decisions are ephemeral", async () => {
    const challenge = await discord(command(ANN, "challenge", { opponent: BOB.id, deck: "red-green-beats" }, { users: { [BOB.id]: BOB } }));
    expect(challenge.json.data.flags).toBeUndefined(); // the challenge is public
    const match = /match (m_[A-Za-z0-9_-]+)/.exec(challenge.json.data.content)?.[1] ?? /match ([^ )]+)\)/.exec(challenge.json.data.content)![1]!;
    // Only Bob holds the invitation.
    expect((await discord(command(ANN, "accept", { match, deck: "sky-raiders" }))).json.data.content).toMatch(/no challenge to accept/);
    const accepted = await discord(command(BOB, "accept", { match, deck: "sky-raiders" }));
    expect(accepted.json.data.content).toMatch(/the game begins/);

    const hand = await discord(command(ANN, "hand", { match }));
    expect(hand.json.data.flags).toBe(64);
    expect(hand.json.data.content.match(/^Your hand: (.*)$/)[1].split(", ")).toHaveLength(7);

    const users = [ANN, BOB];
    let interactions = 0;
    for (let n = 0; n < 1500; n++) {
      const table = await discord(command(ANN, "table", { match }));
      if (/won the game|is a draw/.test(table.json.data.content)) break;
      const waiting = /Waiting for (\w+)\./.exec(table.json.data.content)![1];
      const user = users.find((u) => u.global_name === waiting)!;
      const turn = await discord(command(user, "turn", { match }));
      expect(turn.json.data.flags).toBe(64);
      const choices = choicesOf(turn.json);
      expect(choices.length, turn.json.data.content).toBeGreaterThan(0);
      expect(choices.length).toBeLessThanOrEqual(25);
      await discord(select(user, pick(choices, user.global_name).value));
      interactions++;
    }
    const end = await discord(command(BOB, "table", { match }));
    expect(end.json.data.content).toMatch(/\*\*(Ann|Bob) won the game\.\*\*/);
    expect(interactions).toBeGreaterThan(20);
  });

  it("D1 holds neither a Discord id nor a usable token: users are hashed, tokens and invitations sealed", async () => {
    const carol = { id: "333333333333333333", username: "carol", global_name: "Carol" };
    const challenge = await discord(command(carol, "challenge", { opponent: BOB.id, deck: "red-green-beats" }, { users: { [BOB.id]: BOB } }));
    const match = /match ([^ )]+)\)/.exec(challenge.json.data.content)![1]!;
    const rows = (await env.DB.prepare("SELECT * FROM chat_links WHERE match_id = ?").bind(match).all()).results;
    expect(rows.map((r) => r.kind).sort()).toEqual(["invitation", "seat"]);
    const stored = JSON.stringify(rows);
    for (const secret of [carol.id, BOB.id, `${match}.`]) expect(stored.includes(secret)).toBe(false);
  });

  it("a choice from an old listing changes nothing and shows the current decision", async () => {
    const challenge = await discord(command(ANN, "challenge", { opponent: BOB.id, deck: "red-green-beats" }, { users: { [BOB.id]: BOB } }));
    const match = /match ([^ )]+)\)/.exec(challenge.json.data.content)![1]!;
    await discord(command(BOB, "accept", { match, deck: "red-green-beats" }));
    const table = await discord(command(ANN, "table", { match }));
    const first = /Waiting for (\w+)\./.exec(table.json.data.content)![1] === "Ann" ? ANN : BOB;
    const keep = choicesOf((await discord(command(first, "turn", { match }))).json).find((c) => c.label === "Keep this hand")!;
    await discord(select(first, keep.value));
    const again = await discord(select(first, keep.value));
    expect(again.json.data.content).toMatch(/^The game has moved on since those choices were shown\./);
    expect(again.json.data.flags).toBe(64);
  });
});

describe("the Slack app", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a wrong signature and a stale timestamp", async () => {
    expect((await slack("commands", { text: "table x", user_id: "U1" }, { secret: "not-the-secret" })).status).toBe(401);
    expect((await slack("commands", { text: "table x", user_id: "U1" }, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect(SLACK_SIGNING_SECRET).toBeTruthy();
  });

  it("plays a whole game through the slash command and Block Kit menus, answers sent to the response URL", async () => {
    const sent: any[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://hooks.slack.com/")) return realFetch(input, init);
      sent.push(JSON.parse(String(init?.body)));
      return new Response("ok");
    });
    const challenge = await slack("commands", { text: "challenge <@UBOB|bob> red-green-beats", user_id: "UANN", user_name: "ann" });
    expect(challenge.json.response_type).toBe("in_channel");
    const match = /match ([^ )]+)\)/.exec(challenge.json.text)![1]!;
    expect((await slack("commands", { text: `accept ${match} sky-raiders`, user_id: "UBOB", user_name: "bob" })).json.text).toMatch(/the game begins/);
    const hand = await slack("commands", { text: `hand ${match}`, user_id: "UANN", user_name: "ann" });
    expect(hand.json.response_type).toBe("ephemeral");

    const users = { ann: "UANN", bob: "UBOB" } as Record<string, string>;
    for (let n = 0; n < 1500; n++) {
      const table = await slack("commands", { text: `table ${match}`, user_id: "UANN", user_name: "ann" });
      if (/won the game|is a draw/.test(table.json.text)) break;
      const waiting = /Waiting for (\w+)\./.exec(table.json.text)![1]!;
      const turn = await slack("commands", { text: `turn ${match}`, user_id: users[waiting]!, user_name: waiting });
      expect(turn.json.response_type).toBe("ephemeral");
      const menu = turn.json.blocks.find((b: any) => b.type === "actions").elements.find((e: any) => e.type === "static_select");
      const choice = pick(menu.options.map((o: any) => ({ label: o.text.text, value: o.value })), waiting);
      const before = sent.length;
      const payload = { type: "block_actions", user: { id: users[waiting], username: waiting }, actions: [{ action_id: "choose", selected_option: { value: choice.value } }], response_url: "https://hooks.slack.com/actions/T/1/abc" };
      expect((await slack("interactions", { payload: JSON.stringify(payload) })).status).toBe(200);
      expect(sent.length).toBe(before + 1);
    }
    expect((await slack("commands", { text: `table ${match}`, user_id: "UBOB", user_name: "bob" })).json.text).toMatch(/(ann|bob) won the game/);
  });
});
