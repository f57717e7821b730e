// 418.5: with a static ability in play that changes types or colors (March of the Machines,
// Mycosynth Lattice, Ambush Commander), a filter is read in the layer where its effect applies —
// but only for what the changes can reach: "other Goblins" still reaches the printed Goblins
// alone when nothing in the game gives a creature type, and a count of Swamps counts the
// printed Swamps. These positions check both sides: what the changes reach and what they don't.
import { describe, expect, it } from "vitest";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const of = (s: GameState, name: string) => {
  const c = characteristics(s, card(s, inPlay(s, name)));
  return { pt: [c.power, c.toughness], types: c.types, subtypes: c.subtypes, colors: c.colors, keywords: c.keywords };
};

describe("filters read through type- and color-changing static abilities (418.5)", () => {
  it("418.5: under March of the Machines, Glorious Anthem reaches Bonesplitter made a creature, and Goblin King's \"other Goblins\" reaches Goblin Piker only (March gives no creature type)", () => {
    const s = manualGame({ players: [{ play: ["March of the Machines", "Glorious Anthem", "Goblin King", "Goblin Piker", "Bonesplitter"], library }, { library }], turn: 3 });
    expect(of(s, "Bonesplitter")).toMatchObject({ pt: [2, 2], types: ["artifact", "creature"], subtypes: ["Equipment"], keywords: [] });
    expect(of(s, "Goblin Piker")).toMatchObject({ pt: [4, 3], keywords: ["mountainwalk"] });
    expect(of(s, "Goblin King")).toMatchObject({ pt: [3, 3], keywords: [] });
  });

  it("418.5, 212.1c: a type-changing ability that gives a creature type is read by \"other Elves\": with March of the Machines in play too, Ambush Commander's Forests are Elves that Elvish Champion reaches, Bonesplitter is not", () => {
    const s = manualGame({ players: [{ play: ["March of the Machines", "Ambush Commander", "Elvish Champion", "Forest", "Bonesplitter"], library }, { library }], turn: 3 });
    expect(of(s, "Forest")).toMatchObject({ pt: [2, 2], types: ["land", "creature"], subtypes: ["Forest", "Elf"], colors: ["G"], keywords: ["forestwalk"] });
    expect(of(s, "Ambush Commander")).toMatchObject({ pt: [3, 3], keywords: ["forestwalk"] });
    expect(of(s, "Bonesplitter")).toMatchObject({ pt: [1, 1], keywords: [] });
  });

  it("418.5 layer 5: under Mycosynth Lattice every permanent is colorless: Bad Moon reaches no black creature, while Elvish Champion's \"other Elves\" still reaches Llanowar Elves", () => {
    const s = manualGame({ players: [{ play: ["Mycosynth Lattice", "Bad Moon", "Scathe Zombies", "Elvish Champion", "Llanowar Elves"], library }, { library }], turn: 3 });
    expect(of(s, "Scathe Zombies")).toMatchObject({ pt: [2, 2], colors: [], types: ["creature", "artifact"] });
    expect(of(s, "Llanowar Elves")).toMatchObject({ pt: [2, 2], colors: [], keywords: ["forestwalk"] });
  });

  it("419.1b, 418.5 layer 5: Shifting Sky makes every nonland permanent red: Bad Moon no longer reaches Scathe Zombies, and Elvish Champion's \"other Elves\" (no color in its filter) still reaches Llanowar Elves", () => {
    let s = manualGame({ players: [{ hand: ["Shifting Sky"], play: ["Island", "Island", "Island", "Bad Moon", "Scathe Zombies", "Elvish Champion", "Llanowar Elves"], library }, { library }], turn: 3 });
    expect(of(s, "Scathe Zombies")).toMatchObject({ pt: [3, 3], colors: ["B"] });
    s = pass(cast(s, "p1", "Shifting Sky"), 2);
    s = act(s, { type: "choose", choice: "R" });
    expect(of(s, "Scathe Zombies")).toMatchObject({ pt: [2, 2], colors: ["R"] });
    expect(of(s, "Llanowar Elves")).toMatchObject({ pt: [2, 2], colors: ["R"], keywords: ["forestwalk"] });
  });

  it("208.2, 418.5: under March of the Machines, Scion of the Wild counts Bonesplitter made a creature, and Nightmare counts the printed Swamps", () => {
    const s = manualGame({ players: [{ play: ["March of the Machines", "Scion of the Wild", "Nightmare", "Bonesplitter", "Swamp", "Swamp", "Forest"], library }, { library }], turn: 3 });
    expect(of(s, "Scion of the Wild")).toMatchObject({ pt: [3, 3] });
    expect(of(s, "Nightmare")).toMatchObject({ pt: [2, 2] });
  });
});
