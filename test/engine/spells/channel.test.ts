import { describe, expect, it } from "vitest";
import { legalDecision, type GameState, type Setup } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];
const game = (p1: Setup["players"][number], p2: Setup["players"][number] = {}, active = 0): GameState =>
  manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3, active });
const mountains = (n: number) => Array<string>(n).fill("Mountain");

/** Ann plays the Channel ability (index `ability`) of the card in her hand, with targets, and pays for it. */
function channel(s: GameState, name: string, ability: number, targets?: ({ player: string } | { object: string })[], who = "p1"): GameState {
  s = act(s, { type: "playAbility", source: inHand(s, who, name), ability }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, who);
  return payFully(s);
}

describe("403.1, seed glossary \"Ability Word\": Channel — an activated ability played from its card's owner's hand, discarding the card for its cost", () => {
  it("403.1: Ghost-Lit Raider's Channel ability is listed and played from the hand; the card is discarded as the cost is paid and the ability deals 4 damage", () => {
    let s = game({ hand: ["Ghost-Lit Raider"], play: mountains(4) }, { play: ["Craw Wurm"] });
    const raider = inHand(s, "p1", "Ghost-Lit Raider");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "playAbility", source: raider, ability: 1 });
    rejects(s, "p1", { type: "playAbility", source: raider, ability: 0 }, "403.1"); // its {T} ability works only in play
    s = act(s, { type: "playAbility", source: raider, ability: 1 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Ghost-Lit Raider"]); // not discarded until the cost is paid
    s = payFully(s);
    expect([zoneNames(s, "p1", "hand"), zoneNames(s, "p1", "graveyard"), s.stack.length]).toEqual([[], ["Ghost-Lit Raider"], 1]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]); // 6/4: 4 damage is lethal
  });

  it("403.1, 409.1: backing out of a Channel ability leaves the card in its owner's hand", () => {
    let s = game({ hand: ["Ghost-Lit Raider"], play: mountains(4) }, { play: ["Craw Wurm"] });
    s = act(s, { type: "playAbility", source: inHand(s, "p1", "Ghost-Lit Raider"), ability: 1 });
    s = act(s, { type: "cancel" });
    expect([zoneNames(s, "p1", "hand"), s.stack]).toEqual([["Ghost-Lit Raider"], []]);
  });

  it("403.1: a Channel ability can't be played while its card is in play; the permanent's own ability can (Ghost-Lit Redeemer)", () => {
    let s = game({ hand: ["Ghost-Lit Redeemer"], play: [{ card: "Ghost-Lit Redeemer" }, "Plains", "Plains", "Plains"] });
    const permanent = inPlay(s, "Ghost-Lit Redeemer");
    rejects(s, "p1", { type: "playAbility", source: permanent, ability: 1 }, "403.1");
    s = pass(payFully(act(s, { type: "playAbility", source: permanent, ability: 0 })), 2);
    expect(life(s, "p1")).toBe(22);
    s = pass(channel(s, "Ghost-Lit Redeemer", 1), 2);
    expect([life(s, "p1"), zoneNames(s, "p1", "graveyard")]).toEqual([26, ["Ghost-Lit Redeemer"]]);
  });

  it("403.1: Ghost-Lit Nourisher's Channel ability gives +4/+4; Shinen of Flight's Wings, Shinen of Fury's Fire and Shinen of Fear's Chill give flying, haste and \"can't block\" until end of turn", () => {
    let s = game({ hand: ["Ghost-Lit Nourisher", "Shinen of Flight's Wings", "Shinen of Fury's Fire", "Shinen of Fear's Chill"], play: ["Forest", "Forest", "Forest", "Forest", "Island", "Mountain", "Swamp", "Swamp", "Grizzly Bears"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(channel(s, "Ghost-Lit Nourisher", 1, [{ object: bears }]), 2);
    expect(pt(s, bears)).toEqual([6, 6]);
    for (const name of ["Shinen of Flight's Wings", "Shinen of Fury's Fire", "Shinen of Fear's Chill"]) s = pass(channel(s, name, 0, [{ object: bears }]), 2);
    const c = characteristics(s, card(s, bears));
    expect([c.keywords, c.restrictions]).toEqual([["flying", "haste"], ["cantBlock"]]);
    expect(zoneNames(s, "p1", "graveyard")).toHaveLength(4);
  });

  it("403.1, 414: Ghost-Lit Warder's Channel ability counters target spell unless its controller pays {4}", () => {
    let s = game({ play: ["Mountain"], hand: ["Shock"] }, { hand: ["Ghost-Lit Warder"], play: ["Island", "Island", "Island", "Island"] });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = pass(channel(s, "Ghost-Lit Warder", 1, [{ object: s.stack[0]! }], "p2"), 2);
    // Ann can't pay {4}: Shock is countered at once.
    expect([zoneNames(s, "p1", "graveyard"), life(s, "p2"), s.stack]).toEqual([["Shock"], 20, []]);
  });

  it("403.1, 408.1: Ghost-Lit Stalker's Channel ability is played only when its owner could play a sorcery; target player discards four cards", () => {
    const swamps = Array<string>(7).fill("Swamp");
    const busy = cast(game({ hand: ["Ghost-Lit Stalker", "Shock"], play: [...swamps, "Mountain"] }), "p1", "Shock", [{ player: "p2" }]);
    rejects(busy, "p1", { type: "playAbility", source: inHand(busy, "p1", "Ghost-Lit Stalker"), ability: 1 }, "408.1"); // the stack isn't empty
    expect(legalDecision(busy, "p1")!.options.filter((o) => o.type === "playAbility")).toEqual([]);
    let s = game({ hand: ["Ghost-Lit Stalker"], play: swamps }, { hand: ["Shock", "Island", "Island", "Grizzly Bears", "Craw Wurm"] });
    s = pass(channel(s, "Ghost-Lit Stalker", 1, [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 4 });
    s = act(s, legalDecision(s, "p2")!.options[0]!);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(1);
    expect(playNames(s, "p1")).toEqual(swamps);
  });
});
