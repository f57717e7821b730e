import { describe, expect, it } from "vitest";
import { act, activated, cast, inPlay, manualGame, pass, payFully, pt, toNextUpkeep, zoneNames } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/game/types.js";

// "[object] becomes [color / colorless] until end of turn": the new color replaces the object's
// colors for the turn (105.2), a continuous effect of layer 5 (418.5) that ends in the cleanup
// step (314.2).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const colors = (s: GameState, id: string) => characteristics(s, card(s, id)).colors;

describe("clauses: \"becomes [color] until end of turn\" (105.2, 418.5)", () => {
  it("105.2: Cloudchaser Kestrel makes the black Gutless Ghoul white, and Deathmark (\"green or white creature\") may then destroy it", () => {
    let s = manualGame({ players: [{ library, play: ["Cloudchaser Kestrel", "Plains", "Swamp"], hand: ["Deathmark"] }, { library, play: ["Gutless Ghoul"] }], turn: 3 });
    const ghoul = inPlay(s, "Gutless Ghoul");
    expect(colors(s, ghoul)).toEqual(["B"]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Cloudchaser Kestrel"), ability: activated(s, "Cloudchaser Kestrel") }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ object: ghoul }] }, "p1");
    s = pass(payFully(s), 2);
    expect(colors(s, ghoul)).toEqual(["W"]);
    s = pass(cast(s, "p1", "Deathmark", [{ object: ghoul }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Gutless Ghoul"]);
  });

  it("314.2: Blazing Blade Askari becomes colorless until end of turn, then is red again", () => {
    let s = manualGame({ players: [{ library, play: ["Blazing Blade Askari", "Mountain", "Mountain"] }, { library }], turn: 3 });
    const askari = inPlay(s, "Blazing Blade Askari");
    s = pass(payFully(act(s, { type: "playAbility", source: askari, ability: activated(s, "Blazing Blade Askari") }, "p1")), 2);
    expect(colors(s, askari)).toEqual([]);
    s = toNextUpkeep(s);
    expect(colors(s, askari)).toEqual(["R"]);
  });

  it("418.5: Traitor's Clutch — Grizzly Bears gets +1/+0, becomes black and gains shadow until end of turn", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Traitor's Clutch"] }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Traitor's Clutch", [{ object: bears }]), 2);
    expect(pt(s, bears)).toEqual([3, 2]);
    expect(colors(s, bears)).toEqual(["B"]);
    expect(characteristics(s, card(s, bears)).keywords).toContain("shadow");
    s = toNextUpkeep(s);
    expect(pt(s, bears)).toEqual([2, 2]);
    expect(colors(s, bears)).toEqual(["G"]);
  });
});
