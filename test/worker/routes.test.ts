import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { call } from "./helpers.js";

describe("routes", () => {
  it("answers the health check", async () => {
    const r = await call("GET", "/v1/health");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
  });

  it("answers 404 problem+json for everything else", async () => {
    for (const [method, path] of [["GET", "/"], ["GET", "/v1/nothing"], ["DELETE", "/v1/matches"], ["PUT", "/v1/health"]] as const) {
      const r = await call(method, path);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.type).toBe("application/problem+json");
      expect(r.json).toMatchObject({ status: 404, title: "Not found", type: "urn:manastack:problem:not-found" });
    }
  });

  it("lists the supported cards and the preset decks", async () => {
    const r = await call("GET", "/v1/cards?q=shock");
    expect(r.status).toBe(200);
    expect(r.json.cards.map((c: { name: string }) => c.name)).toContain("Shock");
    expect(Object.keys(r.json.presetDecks)).toContain("red-green-beats");
  });

  it("filters the card list by set, words, type, color and converted mana cost", async () => {
    const red = await call("GET", "/v1/cards?color=R&type=instant&cmc=1&set=9ED&limit=500");
    expect(red.status).toBe(200);
    const names = red.json.cards.map((c: { name: string }) => c.name);
    expect(names).toContain("Shock");
    expect(names).not.toContain("Volcanic Hammer"); // converted mana cost 2
    expect(names).not.toContain("Giant Growth"); // green
    for (const card of red.json.cards) {
      expect(card).toMatchObject({ colors: ["R"], types: ["instant"], convertedManaCost: 1 });
      expect(card.printings.map((p: { set: string }) => p.set)).toContain("9ED");
    }
    const words = await call("GET", "/v1/cards?q=DAMAGE%20target%20player&limit=500");
    expect(words.json.cards.map((c: { name: string }) => c.name)).toContain("Lava Axe");
    expect(words.json.cards.every((c: { text: string }) => /damage/i.test(c.text) && /target/i.test(c.text) && /player/i.test(c.text))).toBe(true);
    const bad = await call("GET", "/v1/cards?color=purple");
    expect(bad.status).toBe(422);
    expect(bad.type).toBe("application/problem+json");
  });

  it("pages the card list with a cursor until every card has been seen once", async () => {
    const all = await call("GET", "/v1/cards?limit=500");
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { json: any } = await call("GET", `/v1/cards?limit=97${after ? `&after=${encodeURIComponent(after)}` : ""}`);
      expect(page.json.cards.length).toBeLessThanOrEqual(97);
      seen.push(...page.json.cards.map((c: { name: string }) => c.name));
      after = page.json.next;
    } while (after);
    expect(seen.slice(0, all.json.cards.length)).toEqual(all.json.cards.map((c: { name: string }) => c.name));
    expect(seen.length).toBe(all.json.total);
    expect(seen.every((name, i) => i === 0 || seen[i - 1]! < name)).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("gives each card its printings and answers 304 to a client that has this build's list", async () => {
    const r = await call("GET", "/v1/cards/Shock");
    const shock = r.json as { printings: { set: string; number: string; rarity: string; multiverseId: number }[] };
    expect(shock.printings).toContainEqual({ set: "9ED", number: "220", rarity: "common", multiverseId: 83261 });
    const etag = r.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(r.headers.get("cache-control")).toContain("max-age");
    const again = await call("GET", "/v1/cards/Shock", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("lists the sets with how many of their cards are offered", async () => {
    const r = await call("GET", "/v1/sets");
    expect(r.status).toBe(200);
    const ninth = r.json.sets.find((s: { code: string }) => s.code === "9ED");
    expect(ninth).toMatchObject({ name: "Ninth Edition", pool: true, cards: 344 });
    const cards = await call("GET", "/v1/cards?set=9ED&limit=500");
    expect(ninth.offered).toBe(cards.json.total);
    expect(r.json.sets.find((s: { code: string }) => s.code === "FUT")).toMatchObject({ pool: false });
  });

  it("shows one card with its characteristics and printed text, and 404 for an unknown one", async () => {
    const r = await call("GET", `/v1/cards/${encodeURIComponent("Giant Growth")}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ name: "Giant Growth", manaCost: "{G}", types: ["instant"], text: "Target creature gets +3/+3 until end of turn." });
    const missing = await call("GET", `/v1/cards/${encodeURIComponent("Black Lotus")}`);
    expect(missing.status).toBe(404);
    expect(missing.type).toBe("application/problem+json");
  });

  it("validates a decklist without creating a match, reporting every problem at once", async () => {
    const good = await call("POST", "/v1/decks/validate", { body: { deck: "Deck\n4 Shock (9ED) 220\n56 mountain\nSideboard\n2 Lava Axe" } });
    expect(good.status).toBe(200);
    expect(good.json).toEqual({ ok: true, main: 60, sideboard: 2, cards: [{ name: "Shock", count: 4 }, { name: "Mountain", count: 56 }], sideboardCards: [{ name: "Lava Axe", count: 2 }] });
    const bad = await call("POST", "/v1/decks/validate", { body: { deck: "4 Shokc\n5 Lava Axe\n51 Mountain" } });
    expect(bad.json.ok).toBe(false);
    // "Shokc" is as close to Choke as to Shock: both are suggested.
    expect(bad.json.problems).toContainEqual({ line: 1, message: expect.stringMatching(/did you mean .*\bShock\b/), suggestions: expect.arrayContaining(["Shock"]) });
    expect(bad.json.problems).toContainEqual({ rule: "100.2a", message: expect.stringContaining("Lava Axe") });
    const malformed = await call("POST", "/v1/decks/validate", { body: { cards: [] } });
    expect(malformed.status).toBe(422);
    expect(malformed.type).toBe("application/problem+json");
  });

  it("answers a browser's CORS preflight and marks answers readable from any origin", async () => {
    const pre = await exports.default.fetch(
      new Request("http://manastack.test/v1/matches", {
        method: "OPTIONS",
        headers: { origin: "https://table.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
      }),
    );
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
    expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
    const get = await call("GET", "/v1/health", { headers: { origin: "https://table.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
  });
});
