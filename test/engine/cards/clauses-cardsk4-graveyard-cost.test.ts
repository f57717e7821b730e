import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// "Target creature card with converted mana cost X or less from your graveyard" (Stir the Grave)
// and "... with converted mana cost 1 or less" (Auriok Salvagers, Leonin Squire, Salvaging
// Station): a graveyard card target read with the converted mana cost of its card (203.3), the X
// announced before the targets (409.1b, 409.1c) and checked again as the spell resolves (413.2a).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const graveyardId = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => (s.objects[id] as { card: string }).card === name)!;

describe("clauses: graveyard card targets bounded by converted mana cost (203.3, 409.1b, 409.1c)", () => {
  it("the cards are offered", () => {
    for (const name of ["Stir the Grave", "Auriok Salvagers", "Leonin Squire", "Salvaging Station"]) expect(isSupported(name), name).toBe(true);
  });

  const stir = () => manualGame({ players: [{ hand: ["Stir the Grave"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
  const playX = (s: GameState, x: number) => act(act(s, { type: "playSpell", card: inHand(s, "p1", "Stir the Grave") }, "p1"), { type: "chooseX", value: x }, "p1");

  it("409.1c: Stir the Grave with X = 2 can't target Hill Giant (converted mana cost 4) but returns Grizzly Bears (2) to play", () => {
    let s = stir();
    rejects(playX(s, 2), "p1", { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Hill Giant") }] }, "409.1c");
    s = resolve(payFully(act(playX(s, 2), { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Grizzly Bears") }] }, "p1")));
    expect(inPlay(s, "Grizzly Bears", "p1")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Stir the Grave"]);
  });

  it("203.3: \"X or less\" — with X = 4 Hill Giant, whose converted mana cost is exactly 4, comes back into play", () => {
    let s = stir();
    s = resolve(payFully(act(playX(s, 4), { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Hill Giant") }] }, "p1")));
    expect(inPlay(s, "Hill Giant", "p1")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Stir the Grave"]);
  });

  it("409.1c: Auriok Salvagers returns Ornithopter (converted mana cost 0) to its owner's hand; Vulshok Morningstar (2) is no legal target", () => {
    let s = manualGame({ players: [{ play: ["Plains", "Plains", "Auriok Salvagers"], graveyard: ["Vulshok Morningstar", "Ornithopter"], library }, { library }], turn: 3 });
    const use = (s: GameState) => act(s, { type: "playAbility", source: inPlay(s, "Auriok Salvagers"), ability: 0 }, "p1");
    rejects(use(s), "p1", { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Vulshok Morningstar") }] }, "409.1c");
    s = resolve(payFully(act(use(s), { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Ornithopter") }] }, "p1")));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Ornithopter"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vulshok Morningstar"]);
  });

  it("409.1c: Salvaging Station returns a noncreature artifact card with converted mana cost 1 or less to play — Leonin Scimitar, not Ornithopter (a creature)", () => {
    let s = manualGame({ players: [{ play: ["Salvaging Station"], graveyard: ["Ornithopter", "Leonin Scimitar"], library }, { library }], turn: 3 });
    const use = (s: GameState) => act(s, { type: "playAbility", source: inPlay(s, "Salvaging Station"), ability: 0 }, "p1");
    rejects(use(s), "p1", { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Ornithopter") }] }, "409.1c");
    s = resolve(payFully(act(use(s), { type: "chooseTargets", targets: [{ object: graveyardId(s, "p1", "Leonin Scimitar") }] }, "p1")));
    expect(inPlay(s, "Leonin Scimitar", "p1")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter"]);
  });
});
