// Test-only keys of the chat apps (vitest.config.ts gives the server their public halves):
// the harness signs interaction requests exactly as Discord and Slack do.
import { exports } from "cloudflare:workers";

/** PKCS#8 of the Ed25519 key whose public half is DISCORD_PUBLIC_KEY in the test bindings. */
const DISCORD_PRIVATE_KEY = "MC4CAQAwBQYDK2VwBCIEIBesSGCsCnrWGu4fpyTg2tnixTgt+yHXXK62QsWyJVqD";
export const SLACK_SIGNING_SECRET = "slack-signing-secret-for-tests";

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** POSTs an interaction to /discord/interactions signed as Discord signs it (or with a bad signature). */
export async function discord(body: unknown, { forge = false } = {}): Promise<{ status: number; json: any }> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const der = Uint8Array.from(atob(DISCORD_PRIVATE_KEY), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("pkcs8", der, { name: "Ed25519" }, false, ["sign"]);
  const signature = hex(await crypto.subtle.sign({ name: "Ed25519" }, key, new TextEncoder().encode(timestamp + (forge ? `${text} ` : text))));
  const res = await exports.default.fetch(new Request("http://manastack.test/discord/interactions", { method: "POST", headers: { "content-type": "application/json", "x-signature-ed25519": signature, "x-signature-timestamp": timestamp }, body: text }));
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** POSTs a form to /slack/<path> signed with the signing secret as Slack signs it. */
export async function slack(path: "commands" | "interactions", form: Record<string, string>, { timestamp = Math.floor(Date.now() / 1000), secret = SLACK_SIGNING_SECRET } = {}): Promise<{ status: number; json: any }> {
  const body = new URLSearchParams(form).toString();
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = `v0=${hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`v0:${timestamp}:${body}`)))}`;
  const res = await exports.default.fetch(new Request(`http://manastack.test/slack/${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-slack-signature": signature, "x-slack-request-timestamp": String(timestamp) }, body }));
  return { status: res.status, json: await res.json().catch(() => null) };
}
