// The state-based check keeps what it found about the permanents while the layers' results hold
// and each permanent is the same object with the same damage (state-based.ts `permanentsFound`):
// these positions change a permanent after a check that found nothing, within one action, and the
// next check must see the change.
import { describe, expect, it } from "vitest";
import { cast, inPlay, setupGame, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("420.3 / 420.5: each check sees what changed since the last one", () => {
  it("420.5c: a creature dealt more damage in place after a check that let it live dies at the next check", () => {
    // Two Shocks at Hill Giant; once the second is played, both players can only pass, so both
    // resolve within one action: the Giant survives the check after the first (2 damage), and
    // the second marks damage on the same copy of it (game/clone.ts: owned, changed in place).
    let s = setupGame({ players: [{ hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant");
    s = cast(s, "p1", "Shock", [{ object: giant }]);
    s = cast(s, "p1", "Shock", [{ object: giant }]);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

});
