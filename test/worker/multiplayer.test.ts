import { describe, expect, it } from "vitest";
import { call, createMatch, playOut, RED_DECK } from "./helpers.js";

// Multiplayer formats over HTTP (600–609): each token stays with the player it was given
// to, even when the Teams variant re-seats players (609.3).
describe("multiplayer matches", () => {
  it("605: a three-player free-for-all is created with one token per player, seated at random (605.3), and played to the end", async () => {
    const players = ["Ann", "Bob", "Cy"].map((name) => ({ name, deck: "red-green-beats" }));
    // A fixed seed: the same seating, shuffles and random choices every run.
    const m = await createMatch({ format: "free-for-all", players, seed: "three-player" });
    expect(m.seats.map((s) => s.name).sort()).toEqual(["Ann", "Bob", "Cy"]);
    for (const seat of m.seats) {
      const v = await call("GET", `/v1/matches/${m.id}`, { token: seat.token });
      expect(v.json.you).toBe(seat.player);
      expect(v.json.players.find((p: { id: string }) => p.id === seat.player).name).toBe(seat.name);
    }
    await playOut(m, 7);
    const end = await call("GET", `/v1/matches/${m.id}`);
    expect(end.json.status).toBe("finished");
  });

  it("609.3: a teams match re-seats players so teammates don't sit together, and each token keeps its player", async () => {
    const players = [
      { name: "A1", deck: RED_DECK, team: "A" },
      { name: "A2", deck: RED_DECK, team: "A" },
      { name: "B1", deck: RED_DECK, team: "B" },
      { name: "B2", deck: RED_DECK, team: "B" },
    ];
    const m = await createMatch({ format: "teams", players });
    expect(m.seats.map((s) => s.name)).toEqual(["A1", "B1", "A2", "B2"]);
    for (const seat of m.seats) {
      const v = await call("GET", `/v1/matches/${m.id}`, { token: seat.token });
      const me = v.json.players.find((p: { id: string }) => p.id === v.json.you);
      expect(me).toMatchObject({ name: seat.name, team: seat.name[0] });
    }
  });

  it("refuses a format and options that don't go together, naming the rule", async () => {
    const players = ["Ann", "Bob", "Cy"].map((name) => ({ name, deck: RED_DECK }));
    const r = await call("POST", "/v1/matches", { body: { format: "free-for-all", options: { attackLeft: true, attackRight: true }, players } });
    expect(r.status).toBe(422);
    expect(r.type).toBe("application/problem+json");
    expect(r.json.rule).toMatch(/^60\d/);
  });
});
