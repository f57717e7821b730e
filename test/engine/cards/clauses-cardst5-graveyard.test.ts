import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, landLibrary, manualGame, payFully, resolveStack, zoneNames } from "../helpers.js";

// "Remove target player's graveyard from the game." (Tormod's Crypt; 217.7, eighteenth session, helper cardst5).
const library = landLibrary;
const removed = (s: GameState) => Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "removed").map((o) => (o as { card: string }).card).sort();

describe("clauses: \"{T}, Sacrifice ~: Remove target player's graveyard from the game.\" (Tormod's Crypt, 217.7)", () => {
  it("the card is offered", () => expect(isSupported("Tormod's Crypt")).toBe(true));

  const crypt = (who: string) => {
    let s = manualGame({ players: [{ play: ["Tormod's Crypt"], graveyard: ["Shock"], library }, { graveyard: ["Grizzly Bears", "Hill Giant", "Giant Growth"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Tormod's Crypt"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: who }] }, "p1"));
    return s;
  };

  it("409.1f: the Crypt is sacrificed as the ability is played; as it resolves every card of Bob's graveyard is removed, Ann's stays", () => {
    let s = crypt("p2");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Tormod's Crypt"]);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(removed(s)).toEqual(["Giant Growth", "Grizzly Bears", "Hill Giant"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Tormod's Crypt"]);
  });

  it("targeting Ann herself, the sacrificed Crypt is in her graveyard by then and is removed with it", () => {
    const s = resolveStack(crypt("p1"));
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(removed(s)).toEqual(["Shock", "Tormod's Crypt"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears", "Hill Giant", "Giant Growth"]);
  });
});
