// The Slack app: a slash command (POST /slack/commands: "/magic challenge @someone deck",
// "accept MATCH deck", "turn MATCH", "hand MATCH", "table MATCH") and Block Kit interactions
// (POST /slack/interactions: a decision's select menu and its next-page button). Slack signs
// each request with the app's signing secret: X-Slack-Signature is v0= and the hex HMAC-SHA256
// of "v0:<timestamp>:<body>"; a wrong signature or a timestamp more than five minutes off is
// refused. A command is answered in the response; an interaction is acknowledged and its
// message sent to the response URL Slack gave (follow-up), as Slack requires.
import { Hono } from "hono";
import type { AppEnv } from "../http/request.js";
import { ChatCore, type Api, type ChatMessage } from "./core.js";
import { ChatLinks, type ChatUser } from "./links.js";

const MAX_SKEW_SECONDS = 5 * 60;

async function verified(secret: string, signature: string, timestamp: string, body: string, now: number): Promise<boolean> {
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
  const mac = /^v0=([0-9a-f]{64})$/.exec(signature)?.[1];
  if (!mac) return false;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const bytes = Uint8Array.from(mac.match(/../g)!, (b) => parseInt(b, 16));
  // subtle.verify compares in constant time.
  return crypto.subtle.verify("HMAC", key, bytes, new TextEncoder().encode(`v0:${timestamp}:${body}`));
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A chat message as a Slack message: a section of text, then a select menu of the choices and a next-page button. */
function message(m: ChatMessage) {
  const blocks: unknown[] = [{ type: "section", text: { type: "mrkdwn", text: clip(m.text.replace(/\*\*/g, "*"), 3000) } }];
  const elements: unknown[] = [];
  if (m.choices?.length)
    elements.push({ type: "static_select", action_id: "choose", placeholder: { type: "plain_text", text: "Choose" }, options: m.choices.map((c) => ({ text: { type: "plain_text", text: clip(c.label, 75) }, value: c.value })) });
  if (m.more) elements.push({ type: "button", action_id: "more", text: { type: "plain_text", text: clip(m.more.label, 75) }, value: m.more.value });
  if (elements.length) blocks.push({ type: "actions", elements });
  return { response_type: m.private ? "ephemeral" : "in_channel", text: clip(m.text, 3000), blocks };
}

/** "<@U123|ann>" (Slack's escaped mention) as a user. */
function mentioned(text: string): ChatUser | null {
  const m = /^<@([A-Z0-9]+)(?:\|([^>]+))?>$/.exec(text);
  return m ? { platform: "slack", id: m[1]!, name: m[2] ?? m[1]! } : null;
}

const USAGE = "Usage: challenge @someone DECK · accept MATCH DECK · turn MATCH · hand MATCH · table MATCH (a deck is a preset's name or a decklist with its lines separated by ;)";

async function command(core: ChatCore, user: ChatUser, text: string): Promise<ChatMessage> {
  const [verb = "", first = "", ...rest] = text.trim().split(/\s+/);
  const deck = rest.join(" ").split(";").map((l) => l.trim()).join("\n");
  switch (verb) {
    case "challenge": {
      const opponent = mentioned(first);
      return opponent ? core.challenge(user, opponent, deck) : { text: `Name your opponent with @. ${USAGE}`, private: true };
    }
    case "accept":
      return core.accept(user, first, deck);
    case "turn":
      return core.turn(user, first);
    case "hand":
      return core.hand(user, first);
    case "table":
      return core.table(first);
    default:
      return { text: USAGE, private: true };
  }
}

export function slackRoutes(api: (env: AppEnv["Bindings"]) => Api) {
  const configured = async (c: { env: AppEnv["Bindings"]; req: { header(name: string): string | undefined; arrayBuffer(): Promise<ArrayBuffer> } }) => {
    const { SLACK_SIGNING_SECRET: signing, CHAT_SECRET: secret } = c.env;
    if (!signing || !secret) return { ok: false as const, status: 503 as const, error: "the Slack app is not configured on this server" };
    // The form's bytes as sent: the signature covers them exactly.
    const body = new TextDecoder().decode(await c.req.arrayBuffer());
    if (!(await verified(signing, c.req.header("x-slack-signature") ?? "", c.req.header("x-slack-request-timestamp") ?? "", body, Date.now())))
      return { ok: false as const, status: 401 as const, error: "invalid request signature" };
    return { ok: true as const, body: new URLSearchParams(body), core: new ChatCore(api(c.env), new ChatLinks(c.env.DB, secret)) };
  };

  return new Hono<AppEnv>()
    .post("/commands", async (c) => {
      const r = await configured(c);
      if (!r.ok) return c.json({ error: r.error }, r.status);
      const user: ChatUser = { platform: "slack", id: r.body.get("user_id") ?? "", name: r.body.get("user_name") ?? "" };
      return c.json(message(await command(r.core, user, r.body.get("text") ?? "")));
    })
    .post("/interactions", async (c) => {
      const r = await configured(c);
      if (!r.ok) return c.json({ error: r.error }, r.status);
      const payload = JSON.parse(r.body.get("payload") ?? "{}") as {
        type?: string;
        user?: { id: string; username?: string; name?: string };
        actions?: { action_id: string; value?: string; selected_option?: { value: string } }[];
        response_url?: string;
      };
      const action = payload.actions?.[0];
      if (payload.type !== "block_actions" || !payload.user || !action || !payload.response_url) return c.body(null, 200);
      const user: ChatUser = { platform: "slack", id: payload.user.id, name: payload.user.username ?? payload.user.name ?? "" };
      const reply = await r.core.choose(user, action.selected_option?.value ?? action.value ?? "");
      // Slack takes an interaction's answer at its response URL; the request itself is only acknowledged.
      if (/^https:\/\/hooks\.slack\.com\//.test(payload.response_url)) await fetch(payload.response_url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...message(reply), replace_original: false }) });
      return c.body(null, 200);
    });
}
