import { describe, expect, it } from "vitest";
import { view, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, payFully, rejects } from "../helpers.js";

// "{G}{G}: Attach ~ to target creature you control." (Horned Helm, Fifth Dawn): Equip's effect
// (502.33) in an ability of its own, with no "only as a sorcery", so it is played any time its
// controller could play an instant (403.1?); the target is a creature its controller controls.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const bears = (s: GameState, who = "p1") => view(s, who).play.find((o) => o.name === "Grizzly Bears" && o.controller === "p1")!;

describe("clauses: \"Attach ~ to target creature you control\" (502.33, glossary Attach)", () => {
  it("502.33: during Bob's turn Ann pays {G}{G} and Horned Helm moves onto her Grizzly Bears: 3/3 with trample; Bob's Hill Giant is no legal target", () => {
    let s = manualGame({ players: [{ library, play: ["Horned Helm", "Grizzly Bears", "Forest", "Forest"] }, { library, play: ["Hill Giant"] }], turn: 2, active: 1 });
    s = act(s, { type: "pass" }, "p2"); // Ann has priority in Bob's turn
    const helm = inPlay(s, "Horned Helm");
    s = act(s, { type: "playAbility", source: helm, ability: 0 }, "p1");
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    s = pass(s, 2);
    expect(card(s, helm).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    expect(bears(s)).toMatchObject({ power: 3, toughness: 3 });
    expect(bears(s).keywords).toContain("trample");
  });
});
