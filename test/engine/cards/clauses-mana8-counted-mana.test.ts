import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, rejects } from "../helpers.js";

// A mana ability whose mana is counted: "{T}: Add {1} to your mana pool for each Locus in play."
// (Cloudpost) and "{T}: Add an amount of {G} to your mana pool equal to ~'s power." (Viridian
// Joiner). 406.1: a mana ability resolves at once, as it is played, so its mana is counted then
// (every Locus in play, whoever controls it; the Joiner's power then, 0 or less making none), and
// the payment counts it the same way. Compiled from the printed text (compiler/mana-per-count.ts,
// nouns.ts's land subtype Locus; engine spells/mana-instead.ts countedManaNow).
const library = Array<string>(8).fill("Island");
const pool = (s: GameState) => s.players[0]!.manaPool;
const offered = (s: GameState, name: string) => legalDecision(s, s.pending!.player)!.options.some((o) => o.type === "playSpell" && (s.objects[o.card] as { card: string }).card === name);

describe("clauses: mana abilities whose mana is counted as they are played (406.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Cloudpost", "Viridian Joiner"]) expect(isSupported(name), name).toBe(true);
  });

  it("406.1: a Cloudpost alone adds {1}; with Bob's Cloudpost in play too, {2} (every Locus in play)", () => {
    let s = manualGame({ players: [{ library, play: ["Cloudpost"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Cloudpost"), ability: 0 }, "p1");
    expect(pool(s)).toMatchObject({ C: 1 });
    let t = manualGame({ players: [{ library, play: ["Cloudpost"] }, { library, play: ["Cloudpost"] }], turn: 3 });
    t = act(t, { type: "playAbility", source: inPlay(t, "Cloudpost", "p1"), ability: 0 }, "p1");
    expect(pool(t)).toMatchObject({ C: 2 });
  });

  it("409.1h: two Cloudposts and a Mountain pay Lava Axe ({4}{R}): it is offered and autoPay pays it; one Cloudpost and a Mountain don't", () => {
    let s = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Cloudpost", "Cloudpost", "Mountain"] }, { library }], turn: 3 });
    expect(offered(s, "Lava Axe")).toBe(true);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Lava Axe") }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = act(s, { type: "autoPay" }, "p1");
    expect(s.stack).toHaveLength(1);
    expect(pool(s)).toMatchObject({ C: 0, R: 0 });
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(15);
    const one = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Cloudpost", "Mountain", "Island"] }, { library }], turn: 3 });
    expect(offered(one, "Lava Axe")).toBe(false);
  });

  it("Cloudpost comes into play tapped", () => {
    let s = manualGame({ players: [{ library, hand: ["Cloudpost"] }, { library }], turn: 3 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Cloudpost") }, "p1");
    expect(s.objects[inPlay(s, "Cloudpost")]).toMatchObject({ tapped: true });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Cloudpost"), ability: 0 }, "406.1");
  });

  it("406.1: Viridian Joiner adds {G} for its power 1; after Giant Growth, {G}{G}{G}{G}; summoning sick, it can't be tapped", () => {
    let s = manualGame({ players: [{ library, play: ["Viridian Joiner"] }, { library }], turn: 3 });
    const joiner = inPlay(s, "Viridian Joiner");
    s = act(s, { type: "playAbility", source: joiner, ability: 0 }, "p1");
    expect(pool(s)).toMatchObject({ G: 1 });
    let t = manualGame({ players: [{ library, hand: ["Giant Growth"], play: ["Viridian Joiner", "Forest"] }, { library }], turn: 3 });
    t = pass(cast(act(t, { type: "playAbility", source: inPlay(t, "Forest"), ability: 0 }, "p1"), "p1", "Giant Growth", [{ object: inPlay(t, "Viridian Joiner") }]), 2);
    t = act(t, { type: "playAbility", source: inPlay(t, "Viridian Joiner"), ability: 0 }, "p1");
    expect(pool(t)).toMatchObject({ G: 4 });
    const sick = manualGame({ players: [{ library, play: [{ card: "Viridian Joiner", summoningSick: true }] }, { library }], turn: 3 });
    rejects(sick, "p1", { type: "playAbility", source: inPlay(sick, "Viridian Joiner"), ability: 0 }, "406.1");
  });

  it("409.1h: the Joiner's mana is counted by its power now: a 1/2 Joiner and a Forest don't pay Lava Axe's {4}{R} with three Mountains short; pumped to 4/5, the payment is offered", () => {
    const s = manualGame({ players: [{ library, hand: ["Lava Axe", "Giant Growth"], play: ["Viridian Joiner", "Mountain", "Forest"] }, { library }], turn: 3 });
    expect(offered(s, "Lava Axe")).toBe(false);
    // The Forest pays for Giant Growth (its {G} in the pool first), the Joiner stays untapped.
    let t = pass(cast(act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }, "p1"), "p1", "Giant Growth", [{ object: inPlay(s, "Viridian Joiner") }]), 2);
    expect(offered(t, "Lava Axe")).toBe(true);
    t = act(t, { type: "playSpell", card: inHand(t, "p1", "Lava Axe") }, "p1");
    t = act(t, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    t = act(t, { type: "autoPay" }, "p1");
    expect(t.stack).toHaveLength(1);
    t = pass(t, 2);
    expect(life(t, "p2")).toBe(15);
  });
});
