import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, pt, zoneNames } from "../helpers.js";
import { toUpkeep } from "./upkeep-keywords-helpers.js";

const library = Array(12).fill("Island");
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];

/** Pays what the pending "unless" decision asks by playing the listed mana abilities, then paying from the pool. */
function payUpkeep(s: GameState): GameState {
  for (let i = 0; i < 20 && s.pending?.kind === "unlessPays"; i++) {
    const d = legalDecision(s, s.pending.player)!;
    s = act(s, d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!);
  }
  return s;
}

describe("502.19 Echo", () => {
  it("502.19a: Flamecore Elemental's echo triggers at its controller's next upkeep; paid, it stays, and it doesn't trigger again", () => {
    let s = manualGame({ players: [{ hand: ["Flamecore Elemental"], play: mountains, library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Flamecore Elemental"), 2);
    s = toUpkeep(s, 4);
    expect(s.stack).toEqual([]); // the opponent's upkeep: nothing
    s = toUpkeep(s, 5);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("unlessPays");
    expect(s.pending).toMatchObject({ cost: "{2}{R}{R}", orSacrifice: true });
    expect(d.options).toContainEqual({ type: "decline" });
    s = payUpkeep(s);
    expect(playNames(s, "p1")).toContain("Flamecore Elemental");
    s = toUpkeep(s, 7);
    expect(s.turn.step).toBe("draw"); // no trigger: it came under Ann's control before her last upkeep
    expect(playNames(s, "p1")).toContain("Flamecore Elemental");
  });

  it("502.19a: declining to pay sacrifices it; a player who can't pay isn't asked", () => {
    let s = manualGame({ players: [{ hand: ["Flamecore Elemental"], play: mountains, library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Flamecore Elemental"), 2);
    s = act(pass(toUpkeep(s, 5), 2), { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Flamecore Elemental"]);
    // Three Mountains can't pay {2}{R}{R}: sacrificed as the ability resolves.
    s = manualGame({ players: [{ play: [{ card: "Flamecore Elemental", summoningSick: true }, "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = pass(toUpkeep(s, 5), 2);
    expect(s.pending?.kind).not.toBe("unlessPays");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Flamecore Elemental"]);
  });

  it("502.19a, 404.3: Basalt Gargoyle, Avalanche Riders, Hunting Moa and Mogg War Marshal each pay echo once; their other abilities work", () => {
    let s = manualGame({ players: [{ hand: ["Avalanche Riders", "Mogg War Marshal"], play: [...mountains, "Mountain", "Mountain"], library }, { play: ["Forest"], library }], turn: 3 });
    s = cast(s, "p1", "Avalanche Riders");
    s = pass(s, 2); // resolves; its comes-into-play trigger targets the only other... any land
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest") }] });
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    s = pass(cast(s, "p1", "Mogg War Marshal"), 2);
    s = pass(s, 2);
    expect(playNames(s, "p1").filter((n) => n === "Goblin")).toHaveLength(1);
    s = toUpkeep(s, 5);
    expect(s.pending?.kind).toBe("orderTriggers");
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
    // Both echo abilities: Ann declines to pay each (the Marshal's graveyard trigger comes in between).
    let asked = 0;
    while (s.stack.length > 0) {
      s = pass(s, 2);
      if (s.pending?.kind === "unlessPays") (s = act(s, { type: "decline" })), asked++;
    }
    expect(asked).toBe(2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Avalanche Riders", "Mogg War Marshal"]);
    expect(playNames(s, "p1").filter((n) => n === "Goblin")).toHaveLength(2);

    s = manualGame({ players: [{ hand: ["Hunting Moa", "Basalt Gargoyle"], play: [...mountains, "Mountain", "Forest", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Basalt Gargoyle"), 2);
    s = pass(cast(s, "p1", "Hunting Moa"), 2);
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Basalt Gargoyle") }] });
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Basalt Gargoyle"))).toEqual([4, 3]);
    s = toUpkeep(s, 5);
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
    s = payUpkeep(pass(s, 2));
    s = payUpkeep(pass(s, 2));
    expect(playNames(s, "p1")).toEqual(expect.arrayContaining(["Basalt Gargoyle", "Hunting Moa"]));
    // Its {R} ability is its second (echo, printed first, is the first).
    s = manualGame({ players: [{ play: ["Basalt Gargoyle", "Mountain"], library }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playAbility", source: inPlay(s, "Basalt Gargoyle"), ability: 1 })), 2);
    expect(pt(s, inPlay(s, "Basalt Gargoyle"))).toEqual([3, 3]);
  });
});
