import { describe, expect, it } from "vitest";
import { apply, createGame, legalDecision, view, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { picker } from "../helpers.js";
import { brokenInvariants, countCards } from "../invariants.js";

const four = (...names: string[]) => names.flatMap((n) => [n, n, n, n]);
const ANN = [...Array<string>(12).fill("Mountain"), ...Array<string>(12).fill("Swamp"), ...four("Skirk Marauder", "Spined Basher", "Aphetto Exterminator", "Skinthinner", "Rift Bolt", "Mindstab", "Sootfeather Flock", "Shaleskin Plower", "Echo Tracer")];
const BOB = [...Array<string>(12).fill("Forest"), ...Array<string>(12).fill("Island"), ...four("Patron of the Wild", "Krosan Colossus", "Towering Baloth", "Treespring Lorian", "Nantuko Vigilante", "Durkwood Baloth", "Ancestral Vision", "Errant Ephemeron", "Viscerid Deepwalker")];

/** 504: in every other player's view (and a spectator's), each face-down object shows no card; in its controller's it does. */
function faceDownLeaks(s: GameState): string[] {
  const out: string[] = [];
  for (const id of [...s.play, ...s.stack]) {
    const o = s.objects[id]!;
    if (o.kind !== "card" || !o.faceDown) continue;
    for (const viewer of [...s.players.map((p) => p.id), null]) {
      const v = view(s, viewer);
      const shown = [...v.play, ...v.stack].find((x) => x.id === id) as { name?: string; card?: string } | undefined;
      const mine = viewer === o.controller;
      if (!shown || shown.name !== "" || (mine ? shown.card !== o.card : "card" in shown)) out.push(`${id} as ${viewer ?? "a spectator"} sees it: ${JSON.stringify(shown)}`);
    }
  }
  return out;
}

describe("morph and suspend over random playouts (502.26, 502.59, 504)", () => {
  for (let game = 0; game < 2; game++) {
    it(`game ${game}: every listed option is accepted, invariants hold, face-down cards stay hidden, the game ends`, () => {
      const pick = picker(100 + game);
      let { state } = createGame({ players: [{ name: "Ann", deck: ANN }, { name: "Bob", deck: BOB }], seed: `morph-suspend-${game}` });
      const counts = countCards(state);
      let special = 0;
      for (let n = 0; n < 6000 && state.status !== "finished"; n++) {
        const d = legalDecision(state, state.pending!.player)!;
        for (const option of d.options) expect(() => apply(state, d.player, option)).not.toThrow();
        // Prefer the special actions when offered, so that the playout uses them.
        const chosen = d.options.find((o) => o.type === "turnFaceUp" || o.type === "suspend" || (o.type === "playSpell" && o.faceDown)) ?? d.options[pick(d.options.length)]!;
        if (chosen.type === "turnFaceUp" || chosen.type === "suspend" || (chosen.type === "playSpell" && chosen.faceDown)) special++;
        state = apply(state, d.player, chosen).state;
        expect(brokenInvariants(state, counts)).toEqual([]);
        if (state.status !== "finished") expect(faceDownLeaks(state)).toEqual([]);
      }
      expect(state.status).toBe("finished");
      expect(special).toBeGreaterThan(0);
      // 504: once the game is over, face-down cards are revealed in every view.
      for (const id of state.play.filter((x) => card(state, x).faceDown)) expect(view(state, null).play.find((p) => p.id === id)).toHaveProperty("card", card(state, id).card);
    });
  }
});
