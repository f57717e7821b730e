import { describe, expect, it } from "vitest";
import { createGame, legalDecision } from "../../../src/engine/index.js";
import { MAX_BODY, positions } from "../../../bench/heavy-positions.js";

// Issue 18's benchmark (npm run bench:heavy) is only worth its figures while each of its
// positions is one a create-match request can still set up: offered cards, within 64 KiB.
describe("the heavy positions of bench:heavy", () => {
  for (const p of positions) {
    it(`${p.name}: a legal setup of offered cards within a 64 KiB request, with a decision to make`, () => {
      const body = { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }], seed: "heavy", setup: p.setup };
      expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(MAX_BODY);
      const { state } = createGame({ players: [{ name: "Ann", deck: [] }, { name: "Bob", deck: [] }], seed: "heavy", setup: p.setup });
      expect(state.status).toBe("playing");
      const d = legalDecision(state, state.pending!.player)!;
      expect(d.options.length).toBeGreaterThan(0);
    });
  }
});
