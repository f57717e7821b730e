// The Discord app: an interactions endpoint (POST /discord/interactions). Discord signs every
// request with the application's Ed25519 key (X-Signature-Ed25519 over X-Signature-Timestamp
// followed by the body); a request that doesn't verify is refused. Slash commands and the
// choices of a decision (a select menu of at most 25, and a button for the next page) become
// calls of the chat core (core.ts); its messages become Discord's answers, private ones
// ephemeral. Every answer is made within the request: the core's calls are in-process.
import { Hono } from "hono";
import type { AppEnv } from "../http/request.js";
import { ChatCore, type Api, type ChatMessage } from "./core.js";
import { ChatLinks, type ChatUser } from "./links.js";

/** The commands to register with Discord (PUT /applications/{id}/commands): docs/CHAT.md. */
export const DISCORD_COMMANDS = [
  { name: "challenge", description: "Challenge someone to a game of Magic", options: [
    { type: 6, name: "opponent", description: "Whom to play", required: true },
    { type: 3, name: "deck", description: "A decklist or a preset deck's name", required: true },
  ] },
  { name: "accept", description: "Accept a challenge with your deck", options: [
    { type: 3, name: "match", description: "The match's id", required: true },
    { type: 3, name: "deck", description: "A decklist or a preset deck's name", required: true },
  ] },
  { name: "turn", description: "Your pending decision, to answer", options: [{ type: 3, name: "match", description: "The match's id", required: true }] },
  { name: "hand", description: "Your hand (only you see it)", options: [{ type: 3, name: "match", description: "The match's id", required: true }] },
  { name: "table", description: "The table, as everyone sees it", options: [{ type: 3, name: "match", description: "The match's id", required: true }] },
] as const;

const PING = 1, COMMAND = 2, COMPONENT = 3;
const PONG = 1, MESSAGE = 4;
const EPHEMERAL = 64;

interface DiscordUser { id: string; username: string; global_name?: string | null }
interface Interaction {
  type: number;
  member?: { user: DiscordUser; nick?: string | null };
  user?: DiscordUser;
  data?: {
    name?: string;
    options?: { name: string; value: string }[];
    resolved?: { users?: Record<string, DiscordUser> };
    custom_id?: string;
    values?: string[];
  };
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

async function verified(publicKey: string, signature: string, timestamp: string, body: string): Promise<boolean> {
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const key = await crypto.subtle.importKey("raw", fromHex(publicKey), { name: "Ed25519" }, false, ["verify"]);
  return crypto.subtle.verify({ name: "Ed25519" }, key, fromHex(signature), new TextEncoder().encode(timestamp + body));
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A chat message as Discord's interaction answer. */
function answer(m: ChatMessage) {
  const components = [];
  if (m.choices?.length) components.push({ type: 1, components: [{ type: 3, custom_id: "choose", placeholder: "Choose", options: m.choices.map((c) => ({ label: clip(c.label, 100), value: c.value })) }] });
  if (m.more) components.push({ type: 1, components: [{ type: 2, style: 2, custom_id: m.more.value, label: clip(m.more.label, 80) }] });
  return { type: MESSAGE, data: { content: clip(m.text, 2000), ...(m.private ? { flags: EPHEMERAL } : {}), ...(components.length ? { components } : {}) } };
}

const nameOf = (u: DiscordUser, nick?: string | null) => nick || u.global_name || u.username;

export function discordRoutes(api: (env: AppEnv["Bindings"]) => Api) {
  return new Hono<AppEnv>().post("/interactions", async (c) => {
    const { DISCORD_PUBLIC_KEY: publicKey, CHAT_SECRET: secret } = c.env;
    if (!publicKey || !secret) return c.json({ error: "the Discord app is not configured on this server" }, 503);
    const body = await c.req.text();
    const ok = await verified(publicKey, c.req.header("x-signature-ed25519") ?? "", c.req.header("x-signature-timestamp") ?? "", body);
    if (!ok) return c.json({ error: "invalid request signature" }, 401);
    const i = JSON.parse(body) as Interaction;
    if (i.type === PING) return c.json({ type: PONG });
    const who = i.member?.user ?? i.user;
    if (!who || !i.data) return c.json({ error: "an interaction without a user or data" }, 400);
    const user: ChatUser = { platform: "discord", id: who.id, name: nameOf(who, i.member?.nick) };
    const core = new ChatCore(api(c.env), new ChatLinks(c.env.DB, secret));
    const option = (name: string) => i.data!.options?.find((o) => o.name === name)?.value ?? "";
    if (i.type === COMPONENT) {
      const value = i.data.custom_id === "choose" ? i.data.values?.[0] ?? "" : i.data.custom_id ?? "";
      return c.json(answer(await core.choose(user, value)));
    }
    if (i.type !== COMMAND) return c.json({ error: `interaction type ${i.type} is not handled` }, 400);
    switch (i.data.name) {
      case "challenge": {
        const id = option("opponent");
        const them = i.data.resolved?.users?.[id];
        return c.json(answer(await core.challenge(user, { platform: "discord", id, name: them ? nameOf(them) : "Opponent" }, option("deck"))));
      }
      case "accept":
        return c.json(answer(await core.accept(user, option("match"), option("deck"))));
      case "turn":
        return c.json(answer(await core.turn(user, option("match"))));
      case "hand":
        return c.json(answer(await core.hand(user, option("match"))));
      case "table":
        return c.json(answer(await core.table(option("match"))));
      default:
        return c.json(answer({ text: `Unknown command ${i.data.name}.`, private: true }));
    }
  });
}
