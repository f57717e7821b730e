import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { hasKeyword } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = Array(10).fill("Island");

describe("502.40 Splice onto Arcane", () => {
  it("502.40a, 502.40c–d: Glacial Ray spliced onto Lava Spike: revealed, it stays in hand; the spell gets its text and its target word, and costs {1}{R} more", () => {
    let s = manualGame({ players: [{ hand: ["Lava Spike", "Glacial Ray"], play: ["Mountain", "Mountain", "Mountain"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const spike = inHand(s, "p1", "Lava Spike");
    const ray = inHand(s, "p1", "Glacial Ray");
    const d = legalDecision(s, "p1")!;
    // One option per spell (no splice); the cards that may be spliced are described.
    expect(d.options).toContainEqual({ type: "playSpell", card: spike });
    expect(d.details).toEqual({ splice: [{ card: spike, name: "Lava Spike", candidates: [{ id: ray, name: "Glacial Ray" }] }] });
    s = act(s, { type: "playSpell", card: spike, splice: [ray] });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Glacial Ray"]);
    // Two target words: Lava Spike's "target player", then Glacial Ray's "target creature or player".
    rejects(s, "p1", { type: "chooseTargets", targets: [{ player: "p2" }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }, { object: inPlay(s, "Grizzly Bears") }] });
    expect(s.playing!.cost).toBe("{1}{R}{R}");
    s = payFully(s);
    expect(view(s, "p2").stack[0]).toMatchObject({ name: "Lava Spike", spliced: ["Glacial Ray"] });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lava Spike"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Glacial Ray"]);
  });

  it("502.40a–b: only an Arcane spell, only other cards with splice in the hand, each once; the splice costs must be payable", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Lava Spike", "Glacial Ray", "Kodama's Might"], play: ["Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    const [shock, spike, ray, might] = ["Shock", "Lava Spike", "Glacial Ray", "Kodama's Might"].map((n) => inHand(s, "p1", n)) as [string, string, string, string];
    rejects(s, "p1", { type: "playSpell", card: shock, splice: [ray] }, "502.40a"); // Shock isn't Arcane
    rejects(s, "p1", { type: "playSpell", card: spike, splice: [ray, ray] }, "502.40b");
    rejects(s, "p1", { type: "playSpell", card: ray, splice: [ray] }, "502.40a"); // Glacial Ray is an Arcane spell too, but not spliced onto itself
    rejects(s, "p1", { type: "playSpell", card: spike, splice: [shock] }, "502.40a");
    rejects(s, "p1", { type: "playSpell", card: spike, splice: [ray, might] }, "409.1f"); // {R} + {1}{R} + {G}: three Mountains can't
  });

  it("502.40a, 502.40c: several cards spliced onto Reach Through Mists add their text in the order announced (Kodama's Might, Vital Surge)", () => {
    let s = manualGame({ players: [{ hand: ["Reach Through Mists", "Vital Surge", "Kodama's Might"], play: ["Island", "Forest", "Forest", "Forest", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Reach Through Mists"), splice: [inHand(s, "p1", "Kodama's Might"), inHand(s, "p1", "Vital Surge")] });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Island", "Kodama's Might", "Vital Surge"]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 4]);
    expect(life(s, "p1")).toBe(23);
  });

  it("502.40d: a spliced target word is chosen like any other; Consuming Vortex, Lifted by Clouds, Wear Away and Hideous Laughter onto Eye of Nowhere, Quiet Purity and Pull Under", () => {
    let s = manualGame({
      players: [
        { hand: ["Eye of Nowhere", "Consuming Vortex", "Lifted by Clouds", "Quiet Purity", "Wear Away", "Pull Under", "Hideous Laughter"], play: [...Array(10).fill("Island"), "Plains", "Plains", ...Array(8).fill("Forest"), ...Array(14).fill("Swamp"), "Grizzly Bears"], library },
        { play: ["Craw Wurm", "Hill Giant", "Bonesplitter", "Glorious Anthem", "Llanowar Elves"], library },
      ],
      turn: 3,
    });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Eye of Nowhere"), splice: [inHand(s, "p1", "Consuming Vortex"), inHand(s, "p1", "Lifted by Clouds")] });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }, { object: inPlay(s, "Hill Giant") }, { object: inPlay(s, "Grizzly Bears") }] });
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Hill Giant"]);
    expect(hasKeyword(s, card(s, inPlay(s, "Grizzly Bears")), "flying")).toBe(true);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Quiet Purity"), splice: [inHand(s, "p1", "Wear Away")] });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Glorious Anthem") }, { object: inPlay(s, "Bonesplitter") }] });
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Bonesplitter", "Glorious Anthem"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Pull Under"), splice: [inHand(s, "p1", "Hideous Laughter")] });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p2", "graveyard")).toContain("Llanowar Elves"); // -2/-2 to all creatures
  });
});
