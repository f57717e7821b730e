import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, playNames, zoneNames, resolveStack } from "../helpers.js";

// Permanents that change a rule of the game while in play (src/cards/compiler/play-rules.ts,
// engine/effects/play-rules.ts), with Betrayers of Kamigawa artifacts compiled from their printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Forest", "Forest"];
const game = (p1: { hand?: string[]; play?: string[] }) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant"], hand: [] }], turn: 3 });

describe("clauses: 'The \"legend rule\" doesn't apply.' (420.5e)", () => {
  it("420.5e: without Mirror Gallery, a second Isamaru, Hound of Konda puts both into their owner's graveyard", () => {
    const s = resolveStack(cast(game({ hand: ["Isamaru, Hound of Konda"], play: ["Isamaru, Hound of Konda"] }), "p1", "Isamaru, Hound of Konda"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Isamaru, Hound of Konda", "Isamaru, Hound of Konda"]);
  });

  it("420.5e: with Mirror Gallery in play, both Isamarus stay in play", () => {
    const s = resolveStack(cast(game({ hand: ["Isamaru, Hound of Konda"], play: ["Isamaru, Hound of Konda", "Mirror Gallery"] }), "p1", "Isamaru, Hound of Konda"));
    expect(playNames(s, "p1").filter((n) => n === "Isamaru, Hound of Konda")).toHaveLength(2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });
});

describe("clauses: \"Permanents come into play tapped.\" (419.1b)", () => {
  it("419.1b: with Orb of Dreams in play, a creature spell and a land played come into play tapped", () => {
    let s = resolveStack(cast(game({ hand: ["Grizzly Bears", "Island"], play: ["Orb of Dreams"] }), "p1", "Grizzly Bears"));
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Island") }, "p1");
    expect(card(s, inPlay(s, "Island")).tapped).toBe(true);
  });

  it("419.1b: with Orb of Dreams in play, a token comes into play tapped (Raise the Alarm's Soldiers)", () => {
    const s = resolveStack(cast(game({ hand: ["Raise the Alarm"], play: ["Orb of Dreams"] }), "p1", "Raise the Alarm"));
    const soldiers = s.play.filter((id) => card(s, id).token);
    expect(soldiers).toHaveLength(2);
    expect(soldiers.every((id) => card(s, id).tapped)).toBe(true);
  });

  it("419.1b: without it they come into play untapped", () => {
    let s = resolveStack(cast(game({ hand: ["Grizzly Bears", "Island"] }), "p1", "Grizzly Bears"));
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(false);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Island") }, "p1");
    expect(card(s, inPlay(s, "Island")).tapped).toBe(false);
  });
});
