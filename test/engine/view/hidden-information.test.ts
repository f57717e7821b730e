import { describe, expect, it } from "vitest";
import { apply, createGame, eventsFor, legalDecision, view, type GameEvent, type GameState } from "../../../src/engine/index.js";
import { cast, manualGame, pass, picker, presetDeck } from "../helpers.js";

const game = () =>
  manualGame({
    players: [
      { hand: ["Shock", "Counsel of the Soratami"], play: ["Mountain", "Island", "Island", "Island"], library: ["Craw Wurm", "Sacred Nectar", "Hill Giant"] },
      { hand: ["Mind Rot", "Bog Imp"], library: ["Lava Axe", "Giant Growth"] },
    ],
    turn: 3,
  });
/** Ids as they would appear in JSON (quoted, so "o1" doesn't match "o12"). */
const quoted = (ids: string[]) => ids.map((id) => JSON.stringify(id));
/** Ids a player may not see: the other players' hands (a card in a library has no id, see PlayerState.library). */
const hiddenFrom = (s: GameState, who: string) => s.players.flatMap((p) => (p.id === who ? [] : p.hand));

describe("hidden information (217.2, 217.3)", () => {
  it("217.2, 217.3: view shows a player his or her own hand, only the size of the opponent's hand, and no library contents", () => {
    const s = game();
    const json = JSON.stringify(view(s, "p1"));
    expect(json).toContain("Shock");
    for (const name of ["Mind Rot", "Bog Imp", "Craw Wurm", "Sacred Nectar", "Hill Giant", "Lava Axe", "Giant Growth"]) expect(json).not.toContain(name);
    for (const id of quoted(hiddenFrom(s, "p1"))) expect(json).not.toContain(id);
    expect(view(s, "p1").players[1]).toMatchObject({ handCount: 2, libraryCount: 2 });
    expect(view(s, "p1").players[1]).not.toHaveProperty("hand");
  });

  it("217.3: a spectator sees no hand at all", () => {
    const s = game();
    const json = JSON.stringify(view(s, null));
    for (const id of quoted(s.players.flatMap((p) => p.hand))) expect(json).not.toContain(id);
    expect(json).not.toContain("Shock");
  });

  it("217.3: eventsFor: the name of a card drawn in the draw step reaches only the player who drew it", () => {
    const s = manualGame({ players: [{ library: ["Craw Wurm", "Forest"] }, { library: ["Forest"] }], step: "upkeep", turn: 3 });
    const { state, events } = apply(pass(s), "p2", { type: "pass" });
    const drawn = state.players[0]!.hand[0]!;
    expect(state.objects[drawn]).toMatchObject({ card: "Craw Wurm" });
    expect(JSON.stringify(eventsFor(events, "p1"))).toContain("Craw Wurm");
    for (const viewer of ["p2", null]) {
      const json = JSON.stringify(eventsFor(events, viewer));
      expect(json).toContain("draws a card");
      expect(json).not.toContain("Craw Wurm");
      expect(json).not.toContain(JSON.stringify(drawn));
    }
  });

  it("217.3: eventsFor: the cards drawn with Counsel of the Soratami reach only the player who drew them", () => {
    const s = pass(cast(game(), "p1", "Counsel of the Soratami"));
    const { events } = apply(s, "p2", { type: "pass" });
    expect(JSON.stringify(eventsFor(events, "p1"))).toMatch(/Craw Wurm.*Sacred Nectar/);
    const json = JSON.stringify(eventsFor(events, "p2"));
    expect(json).toContain("Counsel of the Soratami resolves");
    expect(json).not.toMatch(/Craw Wurm|Sacred Nectar/);
  });
});

describe("hidden information: face-down permanents (504)", () => {
  it("504: an opponent's and a spectator's view of a face-down creature show a 2/2 with no name, and no event names it to them; its controller sees the card", () => {
    const s0 = manualGame({ players: [{ hand: ["Spined Basher"], play: ["Swamp", "Swamp", "Swamp"], library: ["Forest"] }, { library: ["Forest"] }], turn: 3 });
    let s = s0;
    const events: GameEvent[] = [];
    const step = (who: string, action: Parameters<typeof apply>[2]) => {
      const r = apply(s, who, action);
      events.push(...r.events);
      s = r.state;
    };
    step("p1", { type: "playSpell", card: s.players[0]!.hand[0]!, faceDown: true });
    while (s.pending?.kind === "payment") step("p1", legalDecision(s, "p1")!.options.find((o) => o.type === "payMana" || o.type === "playAbility")!);
    step("p1", { type: "pass" });
    step("p2", { type: "pass" });
    const id = s.play.find((x) => s.objects[x]!.kind === "card" && (s.objects[x] as { faceDown?: true }).faceDown)!;
    for (const viewer of ["p2", null]) {
      const v = view(s, viewer);
      expect(v.play.find((p) => p.id === id)).toEqual(expect.objectContaining({ name: "", faceDown: true, power: 2, toughness: 2 }));
      expect(v.play.find((p) => p.id === id)).not.toHaveProperty("card");
      expect(JSON.stringify(v)).not.toContain("Spined Basher");
      expect(JSON.stringify(eventsFor(events, viewer))).not.toContain("Spined Basher");
    }
    expect(view(s, "p1").play.find((p) => p.id === id)).toEqual(expect.objectContaining({ faceDown: true, card: "Spined Basher" }));
    expect(JSON.stringify(eventsFor(events, "p1"))).toContain("Spined Basher");
  });
});

describe("hidden information over random playouts", () => {
  it("217.2, 217.3: no view ever shows the opponent's hand or a library card, and no event shows the opponent a card drawn", () => {
    let { state } = createGame({ players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }], seed: "hidden" });
    const pick = picker(7);
    for (let n = 0; n < 3000 && state.status !== "finished"; n++) {
      for (const who of ["p1", "p2"]) {
        const json = JSON.stringify(view(state, who));
        for (const id of quoted(hiddenFrom(state, who))) expect(json).not.toContain(id);
      }
      const d = legalDecision(state, state.pending!.player)!;
      const { state: next, events } = apply(state, d.player, d.options[pick(d.options.length)]!);
      for (const e of events.filter((e) => e.type === "draw")) {
        const drawer = e.data.player as string;
        const other = drawer === "p1" ? "p2" : "p1";
        const drawn = e.secret!.data.card as { id: string; name: string };
        const seen = JSON.stringify(eventsFor([e], other));
        expect(seen).not.toContain(JSON.stringify(drawn.id));
        expect(seen).not.toContain(drawn.name);
        expect(JSON.stringify(eventsFor([e], drawer))).toContain(drawn.name);
      }
      state = next;
    }
    expect(state.status).toBe("finished");
  });
});
