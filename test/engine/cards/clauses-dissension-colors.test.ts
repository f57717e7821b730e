import { describe, expect, it } from "vitest";
import { cast, inPlay, manualGame, pass, pt } from "../helpers.js";

// "Target creature gets +2/+2 until end of turn for each of its colors." (Might of the Nephilim,
// helper "dissension"): the number of colors (203.2) is the target's as the spell resolves.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Forest", "Forest"];

describe("clauses: \"+N/+N until end of turn for each of its colors\" (203.2, 418.5a)", () => {
  it("203.2: Might of the Nephilim on a two-color creature (Boros Recruit, red and white) gives +4/+4", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Boros Recruit"], hand: ["Might of the Nephilim"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Might of the Nephilim", [{ object: inPlay(s, "Boros Recruit") }]), 2);
    expect(pt(s, inPlay(s, "Boros Recruit"))).toEqual([5, 5]);
  });

  it("203.2: on a one-color creature (Grizzly Bears) +2/+2; on an artifact creature with no color (Ornithopter) nothing", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Forest", "Forest", "Grizzly Bears", "Ornithopter"], hand: ["Might of the Nephilim", "Might of the Nephilim"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Might of the Nephilim", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
    s = pass(cast(s, "p1", "Might of the Nephilim", [{ object: inPlay(s, "Ornithopter") }]), 2);
    expect(pt(s, inPlay(s, "Ornithopter"))).toEqual([0, 2]);
  });
});
