// Which chat user holds which seat (or invitation) of which match, kept in D1 (chat_links).
// A user is stored as a hash of his or her platform id; the token or invitation is sealed with
// AES-GCM under a key derived from the server's CHAT_SECRET and the platform id, so the table
// alone gives neither the user's id nor a token anyone could play with.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { chatLinks } from "../db/schema.js";

export type Platform = "discord" | "slack";
export type LinkKind = "seat" | "invitation";

export interface ChatUser {
  platform: Platform;
  /** The platform's id of the user (Discord snowflake, Slack user id). */
  id: string;
  /** How the user is named in the game. */
  name: string;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unbase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function userHash(user: Pick<ChatUser, "platform" | "id">): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(`${user.platform}:${user.id}`)));
}

async function sealingKey(secret: string, user: Pick<ChatUser, "platform" | "id">): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest("SHA-256", encoder.encode(`${secret}\u0000${user.platform}:${user.id}`));
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function seal(secret: string, user: ChatUser, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(secret, user), encoder.encode(text)));
  return `${base64(iv)}.${base64(sealed)}`;
}

async function unseal(secret: string, user: Pick<ChatUser, "platform" | "id">, sealed: string): Promise<string> {
  const [iv, data] = sealed.split(".") as [string, string];
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unbase64(iv) }, await sealingKey(secret, user), unbase64(data));
  return new TextDecoder().decode(plain);
}

export class ChatLinks {
  constructor(
    private readonly db: D1Database,
    private readonly secret: string,
  ) {}

  async save(user: ChatUser, matchId: string, kind: LinkKind, value: string): Promise<void> {
    const row = { platform: user.platform, userHash: await userHash(user), matchId, kind, sealed: await seal(this.secret, user, value), createdAt: Date.now() };
    await drizzle(this.db).insert(chatLinks).values(row).onConflictDoUpdate({ target: [chatLinks.platform, chatLinks.userHash, chatLinks.matchId, chatLinks.kind], set: { sealed: row.sealed, createdAt: row.createdAt } });
  }

  /** The user's token (or invitation) for the match; null if he or she has none. */
  async find(user: Pick<ChatUser, "platform" | "id">, matchId: string, kind: LinkKind): Promise<string | null> {
    const hash = await userHash(user);
    const rows = await drizzle(this.db)
      .select({ sealed: chatLinks.sealed })
      .from(chatLinks)
      .where(and(eq(chatLinks.platform, user.platform), eq(chatLinks.userHash, hash), eq(chatLinks.matchId, matchId), eq(chatLinks.kind, kind)));
    return rows[0] ? unseal(this.secret, user, rows[0].sealed) : null;
  }

  async remove(user: Pick<ChatUser, "platform" | "id">, matchId: string, kind: LinkKind): Promise<void> {
    const hash = await userHash(user);
    await drizzle(this.db)
      .delete(chatLinks)
      .where(and(eq(chatLinks.platform, user.platform), eq(chatLinks.userHash, hash), eq(chatLinks.matchId, matchId), eq(chatLinks.kind, kind)));
  }
}
