import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, payFully, pt, resolveStack } from "../helpers.js";

// 419.1c: "Golgari Grave-Troll comes into play with a +1/+1 counter on it for each creature card in
// your graveyard." The counters are counted as it comes into play, however it does, in its
// controller's graveyard; a Troll put into play from that graveyard is still there as the event is
// modified, so it counts itself (the card's ruling); put into play from another player's graveyard
// it is no card of "your graveyard".
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const counters = (s: GameState, id: string) => (s.objects[id] as CardObject).counters?.["+1/+1"] ?? 0;
const graveyardId = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => (s.objects[id] as { card: string }).card === name)!;

describe("clauses: counters for each creature card in your graveyard (419.1c)", () => {
  it("the card is offered", () => expect(isSupported("Golgari Grave-Troll")).toBe(true));

  it("419.1c: played from the hand, Golgari Grave-Troll comes into play with one counter per creature card of its controller's graveyard (not the sorcery, not the opponent's creature)", () => {
    let s = manualGame({ players: [{ hand: ["Golgari Grave-Troll"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], graveyard: ["Grizzly Bears", "Hill Giant", "Giant Growth"], library }, { graveyard: ["Craw Wurm"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Golgari Grave-Troll"));
    const troll = inPlay(s, "Golgari Grave-Troll", "p1");
    expect(counters(s, troll)).toBe(2);
    expect(pt(s, troll)).toEqual([2, 2]);
  });

  it("419.1c: with no creature card in the graveyard it comes into play with none and is put into the graveyard as a 0/0 (420.5c)", () => {
    let s = manualGame({ players: [{ hand: ["Golgari Grave-Troll"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], graveyard: ["Giant Growth"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Golgari Grave-Troll"));
    expect(s.players[0]!.graveyard.map((id) => (s.objects[id] as CardObject).card)).toContain("Golgari Grave-Troll");
  });

  it("419.1c: returned to play from its owner's graveyard (Zombify), it counts itself among the creature cards there", () => {
    let s = manualGame({ players: [{ hand: ["Zombify"], play: ["Swamp", "Swamp", "Swamp", "Swamp"], graveyard: ["Golgari Grave-Troll", "Grizzly Bears", "Giant Growth"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Zombify", [{ object: graveyardId(s, "p1", "Golgari Grave-Troll") }]));
    expect(counters(s, inPlay(s, "Golgari Grave-Troll", "p1"))).toBe(2);
  });

  it("419.1c: put into play from an opponent's graveyard under your control (Crime), it isn't one of your cards: only your creature cards count", () => {
    let s = manualGame({ players: [{ hand: ["Crime // Punishment"], play: ["Plains", "Plains", "Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears"], library }, { graveyard: ["Golgari Grave-Troll", "Hill Giant", "Craw Wurm"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Crime // Punishment"), half: "Crime" }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: graveyardId(s, "p2", "Golgari Grave-Troll") }] }, "p1")));
    expect(counters(s, inPlay(s, "Golgari Grave-Troll", "p1"))).toBe(1);
  });
});
