import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, pass, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";

const library = Array(10).fill("Island");

describe("502.46 Convoke", () => {
  it("502.46a: each creature tapped for Scatter the Seeds reduces its cost by one mana of its color ({G}) or by {1}; they are tapped as the cost is paid", () => {
    let s = manualGame({ players: [{ hand: ["Scatter the Seeds"], play: ["Forest", "Forest", "Llanowar Elves", "Samite Healer", "Grizzly Bears"], library }, { library }], turn: 3 });
    const seeds = inHand(s, "p1", "Scatter the Seeds");
    const [elves, healer, bears] = ["Llanowar Elves", "Samite Healer", "Grizzly Bears"].map((n) => inPlay(s, n)) as [string, string, string];
    const d = legalDecision(s, "p1")!;
    // {3}{G}{G} can't be paid by two Forests and the Elves alone: one complete option taps the fewest creatures.
    // (The Elves tapped for convoke would make no mana: Elves, Healer and Bears leave {2} for two Forests.)
    expect(d.options.filter((o) => o.type === "playSpell")).toEqual([{ type: "playSpell", card: seeds, convoke: [elves, healer, bears] }]);
    expect(d.details).toMatchObject({ convoke: [{ card: seeds, name: "Scatter the Seeds", candidates: [elves, healer, bears].map((id) => ({ id, name: card(s, id).card })) }] });
    // Bears (green) pays {G}, Samite Healer (white) pays {1}: {2}{G} is left for two Forests and the Elves.
    s = act(s, { type: "playSpell", card: seeds, convoke: [healer, bears] });
    expect(s.playing!.cost).toBe("{2}{G}");
    expect(card(s, bears).tapped).toBe(false);
    s = pass(payFully(s), 2);
    expect(playNames(s, "p1").filter((n) => n === "Saproling")).toHaveLength(3);
    expect([elves, healer, bears].every((id) => card(s, id).tapped)).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Scatter the Seeds"]);
  });

  it("502.46a: only untapped creatures you control, each once; a creature that would reduce nothing can't be tapped; Gather Courage for no mana", () => {
    let s = manualGame({ players: [{ hand: ["Gather Courage"], play: ["Llanowar Elves", "Samite Healer", { card: "Grizzly Bears", tapped: true }], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const courage = inHand(s, "p1", "Gather Courage");
    const [elves, healer, bears] = ["Llanowar Elves", "Samite Healer", "Grizzly Bears"].map((n) => inPlay(s, n)) as [string, string, string];
    rejects(s, "p1", { type: "playSpell", card: courage, convoke: [bears] }, "502.46a"); // tapped
    rejects(s, "p1", { type: "playSpell", card: courage, convoke: [inPlay(s, "Craw Wurm")] }, "502.46a"); // not Ann's
    rejects(s, "p1", { type: "playSpell", card: courage, convoke: [elves, elves] }, "502.46a");
    rejects(s, "p1", { type: "playSpell", card: courage, convoke: [healer] }, "502.46a"); // {G}: a white creature can't reduce it
    s = act(s, { type: "playSpell", card: courage, convoke: [elves] });
    s = act(s, { type: "chooseTargets", targets: [{ object: healer }] });
    // Nothing is left to pay: the Elves are tapped at once, and the spell is played.
    expect(s.playing).toBeNull();
    expect(card(s, elves).tapped).toBe(true);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(pt(s, healer)).toEqual([3, 3]);
  });

  it("502.46a: Conclave Equenaut, Overwhelm and Sundering Vitae", () => {
    let s = manualGame({ players: [{ hand: ["Conclave Equenaut", "Overwhelm", "Sundering Vitae"], play: ["Plains", "Plains", "Forest", "Forest", "Forest", "Samite Healer", "Grizzly Bears", "Llanowar Elves"], library }, { play: ["Bonesplitter"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Sundering Vitae"), convoke: [inPlay(s, "Grizzly Bears"), inPlay(s, "Samite Healer")] });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] });
    expect(s.playing!.cost).toBe("{1}"); // {2}{G}: the Bears pay {G}, the Healer {1}
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
    s = manualGame({ players: [{ hand: ["Conclave Equenaut", "Overwhelm"], play: ["Plains", "Plains", "Plains", "Plains", "Samite Healer", "Grizzly Bears", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Conclave Equenaut"), convoke: [inPlay(s, "Samite Healer")] })), 2);
    expect(hasKeyword(s, card(s, inPlay(s, "Conclave Equenaut")), "flying")).toBe(true);
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Overwhelm"), convoke: [inPlay(s, "Grizzly Bears")] })), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
  });
});
