// "Kicker {X}" (502.21a; 409.1b: X announced as the spell is played, with the kicker paid) and
// "All other Treefolk and all Saprolings get +1/+1." (418.5a layer 6), with Verdeloth the Ancient.
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, inHand, inPlay, manualGame, pass, payFully, pt, rejects } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];
const forests = (n: number) => Array<string>(n).fill("Forest");
const saprolings = (s: GameState) => s.play.filter((id) => card(s, id).card === "Saproling" || characteristics(s, card(s, id)).subtypes.includes("Saproling"));
const resolveAll = (s: GameState) => {
  while (s.pending?.kind === "priority" && s.stack.length > 0) s = act(s, { type: "pass" });
  return s;
};

describe("502.21a, 409.1b: Kicker {X} (Verdeloth the Ancient)", () => {
  it("502.21a, 409.1b: Verdeloth played with its kicker asks for X; X = 2 costs {4}{G}{G} and {2} (eight Forests tapped), and its linked trigger puts two Saprolings into play, each 2/2 with Verdeloth; Scarwood Treefolk is 4/6, Verdeloth itself stays 4/7", () => {
    let s = manualGame({ players: [{ library, hand: ["Verdeloth the Ancient"], play: [...forests(9), "Scarwood Treefolk"] }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Scarwood Treefolk"))).toEqual([3, 5]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Verdeloth the Ancient"), kicker: ["{X}"] }, "p1");
    expect(s.pending?.kind).toBe("x");
    s = act(s, { type: "chooseX", value: 2 }, "p1");
    s = pass(payFully(s), 2);
    expect(s.play.filter((id) => card(s, id).card === "Forest" && card(s, id).tapped)).toHaveLength(8);
    const verdeloth = inPlay(s, "Verdeloth the Ancient");
    expect(card(s, verdeloth).kicked).toEqual(["{X}"]);
    // 404.3: the trigger's condition holds; it is on the stack.
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    const tokens = saprolings(s);
    expect(tokens).toHaveLength(2);
    for (const t of tokens) expect(pt(s, t)).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Scarwood Treefolk"))).toEqual([4, 6]);
    expect(pt(s, verdeloth)).toEqual([4, 7]);
  });

  it("502.21a: without the kicker there is no X to announce, {4}{G}{G} is paid, and the trigger never triggers: no Saprolings", () => {
    let s = manualGame({ players: [{ library, hand: ["Verdeloth the Ancient"], play: forests(9) }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Verdeloth the Ancient") }, "p1");
    expect(s.pending?.kind).not.toBe("x");
    s = resolveAll(payFully(s));
    expect(s.stack).toHaveLength(0);
    expect(saprolings(s)).toHaveLength(0);
    expect(s.play.filter((id) => card(s, id).card === "Forest" && card(s, id).tapped)).toHaveLength(6);
  });

  it("409.1b: X can't be more than the player can pay: with seven Forests, X = 2 is refused and nothing changes; the options offer X from 0 to 1", () => {
    let s = manualGame({ players: [{ library, hand: ["Verdeloth the Ancient"], play: forests(7) }, { library }], turn: 3 });
    const plays = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "playSpell" ? [o.kicker ?? []] : []));
    expect(plays).toEqual([[], ["{X}"]]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Verdeloth the Ancient"), kicker: ["{X}"] }, "p1");
    rejects(s, "p1", { type: "chooseX", value: 2 }, "409.1f");
    const xs = legalDecision(s, "p1")!.options.flatMap((o) => (o.type === "chooseX" ? [o.value] : []));
    expect(xs).toEqual([0, 1]);
    s = resolveAll(payFully(act(s, { type: "chooseX", value: 1 }, "p1")));
    s = pass(s, 2);
    expect(saprolings(s)).toHaveLength(1);
  });
});
