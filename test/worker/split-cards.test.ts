import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";

describe("split cards in the card list (505)", () => {
  it("505.1, 505.2: Assault // Battery is one card that shows both halves, each with its own cost, color and text; it is found by either half's converted mana cost (505.6)", async () => {
    const r = await call("GET", `/v1/cards/${encodeURIComponent("Assault // Battery")}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ name: "Assault // Battery", manaCost: "{R} // {3}{G}", colors: ["R", "G"], types: ["sorcery"] });
    expect(r.json.halves).toEqual([
      { name: "Assault", manaCost: "{R}", convertedManaCost: 1, colors: ["R"], typeLine: "Sorcery", text: "Assault deals 2 damage to target creature or player." },
      { name: "Battery", manaCost: "{3}{G}", convertedManaCost: 4, colors: ["G"], typeLine: "Sorcery", text: "Put a 3/3 green Elephant creature token into play." },
    ]);
    expect(r.json.printings.map((p: { set: string }) => p.set)).toEqual(["TSB"]);
    for (const cmc of [1, 4]) expect((await call("GET", `/v1/cards?cmc=${cmc}&set=TSB&limit=500`)).json.cards.map((c: { name: string }) => c.name)).toContain("Assault // Battery");
    expect((await call("GET", "/v1/cards?cmc=2&set=TSB&limit=500")).json.cards.map((c: { name: string }) => c.name)).not.toContain("Assault // Battery");
    // A half is no card of its own.
    expect((await call("GET", "/v1/cards/Assault")).status).toBe(404);
  });

  it("505.4: a decklist names the whole card, written with // or /", async () => {
    const r = await call("POST", "/v1/decks/validate", { body: { deck: "2 Assault // Battery\n2 assault/battery\n56 Mountain" } });
    expect(r.json).toMatchObject({ ok: true, main: 60, cards: [{ name: "Assault // Battery", count: 4 }, { name: "Mountain", count: 56 }] });
  });
});
