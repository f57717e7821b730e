// A local receiver for webhook deliveries: the Worker's outbound requests to https://hooks.example
// are routed to it (other hosts go out as usual), and it checks signatures the way a Standard
// Webhooks receiver does. Shared by the seat webhooks' and the player keys' tests.
export const HOST = "hooks.example";
const original = globalThis.fetch;

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: any;
  path: string;
}

/** Puts the real fetch back (for `afterEach`). */
export function restoreFetch(): void {
  globalThis.fetch = original;
}

/** Routes the Worker's outbound requests to https://hooks.example to `answer`; returns what arrives. */
export function receiver(answer: (r: Received) => Response | Promise<Response> = () => new Response(null, { status: 204 })): Received[] {
  const received: Received[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.host !== HOST) return original(input, init);
    const body = await req.text();
    const r = { id: req.headers.get("webhook-id")!, timestamp: req.headers.get("webhook-timestamp")!, signature: req.headers.get("webhook-signature")!, body, json: JSON.parse(body), path: url.pathname };
    received.push(r);
    return answer(r);
  };
  return received;
}

/** Checks a delivery's signature as a Standard Webhooks receiver does, with the secret's bytes. */
export async function verifies(r: Received, secret: string): Promise<boolean> {
  const key = await crypto.subtle.importKey("raw", Uint8Array.from(atob(secret.slice("whsec_".length)), (c) => c.charCodeAt(0)), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const [version, mac] = r.signature.split(",");
  if (version !== "v1") return false;
  return crypto.subtle.verify("HMAC", key, Uint8Array.from(atob(mac!), (c) => c.charCodeAt(0)), new TextEncoder().encode(`${r.id}.${r.timestamp}.${r.body}`));
}
