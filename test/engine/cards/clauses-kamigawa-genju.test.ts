import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, zoneNames } from "../helpers.js";

// The Genju (Betrayers of Kamigawa), compiled from their printed text (src/cards/compiler/enchanted-land.ts):
// "{2}: Enchanted Island becomes a 3/2 blue Spirit creature with flying until end of turn. It's
// still a land." — the Aura's "enchanted Island" is the land it is attached to (212.4), animated
// with its land type kept (212.1c, 418.5) — and "When enchanted Island is put into a graveyard, you
// may return ~ from your graveyard to your hand.": the ability triggers as the land leaves play,
// the Aura still attached; state-based effects put the Aura into the graveyard (420.5d) and the
// ability returns that card (src/engine/spells/follow-to-graveyard.ts).
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
type Permanent = string | { card: string; attachedTo?: string };
const game = (play: Permanent[], hand: string[] = []) =>
  manualGame({ players: [{ library, hand, play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", ...play] }, { library, play: ["Hill Giant"], hand: [] }], turn: 3 });
/** Resolves the stack, answering each "you may" with `accept`; `asked` counts them. */
let asked = 0;
const answerUntilEmpty = (s: GameState, accept: boolean) => {
  asked = 0;
  for (let i = 0; i < 30 && (s.stack.length > 0 || s.pending?.kind === "may"); i++) {
    if (s.pending?.kind === "may") asked++;
    s = s.pending?.kind === "may" ? act(s, { type: "may", accept }) : pass(s);
  }
  return s;
};
const animate = (s: GameState, genju: string) => answerUntilEmpty(payFully(act(s, { type: "playAbility", source: inPlay(s, genju), ability: 0 }, "p1")), true);

describe("clauses: the Genju, Auras whose abilities refer to the land they enchant (212.4, 418.5, 420.5d)", () => {
  it("418.5: Genju of the Falls' {2} makes the enchanted Island a 3/2 blue Spirit creature with flying that is still a land", () => {
    let s = game(["Island", { card: "Genju of the Falls", attachedTo: "Island" }]);
    s = animate(s, "Genju of the Falls");
    const island = characteristics(s, card(s, inPlay(s, "Island")));
    expect([island.power, island.toughness]).toEqual([3, 2]);
    expect(island.types).toEqual(expect.arrayContaining(["land", "creature"]));
    expect(island.subtypes).toEqual(expect.arrayContaining(["Island", "Spirit"]));
    expect(island.colors).toEqual(["U"]);
    expect(island.keywords).toContain("flying");
  });

  it("420.5d: the animated Island is destroyed by Volcanic Hammer; Genju of the Falls goes to the graveyard with it and its ability returns it to its owner's hand", () => {
    let s = game(["Island", "Mountain", "Mountain", { card: "Genju of the Falls", attachedTo: "Island" }], ["Volcanic Hammer"]);
    s = animate(s, "Genju of the Falls");
    s = cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Island") }]);
    s = answerUntilEmpty(s, true);
    expect(asked).toBe(1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Volcanic Hammer", "Island"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Genju of the Falls"]);
    expect(playNames(s, "p1")).not.toContain("Genju of the Falls");
  });

  it("420.5d: Genju of the Cedars' Forest, not animated, is destroyed by Lay Waste; declining the \"you may\" leaves the Genju in the graveyard", () => {
    let s = game(["Forest", { card: "Genju of the Cedars", attachedTo: "Forest" }], ["Lay Waste", "Lay Waste"]);
    s = cast(s, "p1", "Lay Waste", [{ object: inPlay(s, "Forest") }]);
    s = answerUntilEmpty(s, false);
    expect(asked).toBe(1);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Forest", "Genju of the Cedars", "Lay Waste"]));
    expect(zoneNames(s, "p1", "hand")).toEqual(["Lay Waste"]);
  });

  it("212.4: Genju of the Spires' trigger is about the land it enchants: another Mountain put into the graveyard doesn't trigger it", () => {
    let s = game(["Mountain", { card: "Genju of the Spires", attachedTo: "Mountain" }], ["Lay Waste"]);
    const enchanted = card(s, inPlay(s, "Genju of the Spires")).attachedTo!;
    const other = s.play.find((id) => card(s, id).card === "Mountain" && id !== enchanted)!;
    s = cast(s, "p1", "Lay Waste", [{ object: other }]);
    s = answerUntilEmpty(s, true);
    expect(asked).toBe(0);
    expect(playNames(s, "p1")).toContain("Genju of the Spires");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(card(s, inPlay(s, "Genju of the Spires")).attachedTo).toBe(enchanted);
  });
});
