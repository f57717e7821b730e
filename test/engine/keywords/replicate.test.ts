import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

const library = Array(10).fill("Island");

describe("502.52 Replicate", () => {
  it("502.52a: Pyromatics with its replicate cost paid twice costs {1}{R} three times and is copied twice as it is played; the copies may take new targets", () => {
    let s = manualGame({ players: [{ hand: ["Pyromatics"], play: Array(6).fill("Mountain"), library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const pyro = inHand(s, "p1", "Pyromatics");
    const d = legalDecision(s, "p1")!;
    expect(d.options).toContainEqual({ type: "playSpell", card: pyro });
    expect(d.details).toMatchObject({ replicate: [{ card: pyro, name: "Pyromatics", cost: "{1}{R}" }] });
    rejects(s, "p1", { type: "playSpell", card: pyro, replicate: 3 }, "409.1f"); // {1}{R} four times: eight mana
    s = act(s, { type: "playSpell", card: pyro, replicate: 2 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.playing!.cost).toBe("{3}{R}{R}{R}");
    s = payFully(s);
    expect(s.stack).toHaveLength(2); // Pyromatics and the replicate trigger
    s = pass(s, 2);
    s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Grizzly Bears") } });
    s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Grizzly Bears") } });
    s = pass(s, 6);
    expect(life(s, "p2")).toBe(19);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("502.52a: not paid, nothing triggers; a spell without replicate can't announce it", () => {
    let s = manualGame({ players: [{ hand: ["Train of Thought", "Shock"], play: ["Island", "Island", "Mountain"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Shock"), replicate: 1 }, "502.52a");
    s = payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Train of Thought") }));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock", "Island"]);
  });

  it("502.52a: Train of Thought, Gigadrowse, Shattering Spree and Vacuumelt, each replicated once", () => {
    let s = manualGame({ players: [{ hand: ["Train of Thought", "Gigadrowse", "Shattering Spree", "Vacuumelt"], play: [...Array(12).fill("Island"), "Mountain", "Mountain"], library }, { play: ["Bonesplitter", "Vulshok Morningstar", "Grizzly Bears", "Craw Wurm", "Forest", "Plains"], library }], turn: 3 });
    const copyOnce = (x: typeof s, keep: { object: string }) => {
      x = pass(payFully(x), 2);
      while (x.pending?.kind === "newTarget") x = act(x, { type: "chooseNewTarget", target: keep });
      return pass(x, 4);
    };
    s = pass(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Train of Thought"), replicate: 1 })), 6);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Gigadrowse", "Shattering Spree", "Vacuumelt", "Island", "Island"]);
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Gigadrowse"), replicate: 1 }), { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest") }] });
    s = copyOnce(s, { object: inPlay(s, "Plains") });
    expect([card(s, inPlay(s, "Forest")).tapped, card(s, inPlay(s, "Plains")).tapped]).toEqual([true, true]);
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Shattering Spree"), replicate: 1 }), { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] });
    s = copyOnce(s, { object: inPlay(s, "Vulshok Morningstar") });
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Bonesplitter", "Vulshok Morningstar"]);
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Vacuumelt"), replicate: 1 }), { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = copyOnce(s, { object: inPlay(s, "Craw Wurm") });
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Grizzly Bears"]);
  });
});
