import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/index.js";
import { cast, healingSalve, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

// "The damage can't be prevented." (Pinpoint Avalanche): no prevention effect applies to the
// damage (419), and no prevention shield is used up by it.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain", "Mountain", "Forest"];
const game = (p1Hand: string[], p2Play: string[]) =>
  manualGame({ players: [{ library, hand: p1Hand, play: lands }, { library, play: [...lands, ...p2Play] }], turn: 3 });

describe("419: \"The damage can't be prevented.\" (Pinpoint Avalanche)", () => {
  it("a shield doesn't prevent it and isn't used up: Healing Salve's 3 stays on the Hill Giant, which dies", () => {
    let s = game(["Healing Salve", "Pinpoint Avalanche"], ["Hill Giant"]);
    const giant = inPlay(s, "Hill Giant");
    s = healingSalve(s, "p1", 1, { object: giant });
    s = pass(s, 2);
    expect(s.shields.map((sh) => sh.amount)).toEqual([3]);
    s = cast(s, "p1", "Pinpoint Avalanche", [{ object: giant }]);
    const r = apply(s, "p1", { type: "pass" });
    s = apply(r.state, "p2", { type: "pass" }).state;
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.shields.map((sh) => sh.amount)).toEqual([3]);
  });

  it("without it the shield works: Shock to the shielded Hill Giant is prevented", () => {
    let s = game(["Healing Salve", "Shock"], ["Hill Giant"]);
    const giant = inPlay(s, "Hill Giant");
    s = healingSalve(s, "p1", 1, { object: giant });
    s = pass(s, 2);
    s = cast(s, "p1", "Shock", [{ object: giant }]);
    s = pass(s, 2);
    expect(s.play).toContain(giant);
    expect(s.objects[giant]!.kind === "card" && s.objects[giant]!.damage).toBe(0);
  });
});
