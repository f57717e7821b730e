import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { view } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, pass, playNames, where, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "./combat-keywords-helpers.js";

describe("310.5 first strike and double strike: two combat damage steps", () => {
  it("502.2, 310.4: Tundra Wolves (first strike) blocked by Llanowar Elves kills it in the first-strike step and takes no damage", () => {
    let s = attack(combatGame({ play: ["Tundra Wolves"] }, { play: ["Llanowar Elves"] }), "Tundra Wolves");
    s = block(pass(s, 2), ["Llanowar Elves", "Tundra Wolves"]);
    s = pass(s, 2);
    expect(where(s)).toBe("combat/combatDamage");
    // Only the first striker's damage is on the stack; players get priority with it there.
    const first = s.objects[s.stack.at(-1)!] as { combatDamage: { source: { name: string } }[] };
    expect(first.combatDamage.map((d) => d.source.name)).toEqual(["Tundra Wolves"]);
    const seen = view(s, "p2");
    expect(seen.combat).toMatchObject({ damageStep: "first strike" });
    expect(seen.play.find((p) => p.name === "Tundra Wolves")).toMatchObject({ keywords: ["firstStrike"], keywordText: ["first strike"] });
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    s = passTo(s, "endOfCombat");
    expect(card(s, inPlay(s, "Tundra Wolves")).damage).toBe(0);
  });

  it("310.4: with no first striker in combat there is one combat damage step: Grizzly Bears and Llanowar Elves trade damage at once", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears"] }, { play: ["Llanowar Elves"] }), "Grizzly Bears");
    s = block(pass(s, 2), ["Llanowar Elves", "Grizzly Bears"]);
    s = pass(s, 2);
    const damage = s.objects[s.stack.at(-1)!] as { combatDamage: unknown[] };
    expect(damage.combatDamage).toHaveLength(2);
    s = pass(s, 2);
    expect(s.combat?.damageStep).toBeUndefined();
    s = pass(s, 2);
    expect(where(s)).toBe("combat/endOfCombat");
  });

  it("310.4: a blocker without first strike deals its damage in the second step: Tundra Wolves blocked by Grizzly Bears both take damage, the Wolves first", () => {
    let s = attack(combatGame({ play: ["Tundra Wolves"] }, { play: ["Grizzly Bears"] }), "Tundra Wolves");
    s = block(pass(s, 2), ["Grizzly Bears", "Tundra Wolves"]);
    s = pass(s, 6); // first-strike damage put on the stack and resolved; the step ends; the second step's damage is on the stack
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(1);
    expect(card(s, inPlay(s, "Tundra Wolves")).damage).toBe(0);
    expect(where(s)).toBe("combat/combatDamage");
    expect(s.combat?.damageStep).toBe(2);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Tundra Wolves"]);
    expect(card(s, inPlay(s, "Grizzly Bears")).damage).toBe(1);
  });

  it("502.28: Boros Swiftblade (double strike) unblocked deals its damage in both steps", () => {
    let s = attack(combatGame({ play: ["Boros Swiftblade"] }, {}), "Boros Swiftblade");
    s = pass(s, 6);
    expect(life(s, "p2")).toBe(19);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(18);
  });

  it("502.28: Skyhunter Skirmisher (flying, double strike) blocked by Suntail Hawk kills it in the first step and deals no damage in the second: its blocker is gone", () => {
    let s = attack(combatGame({ play: ["Skyhunter Skirmisher"] }, { play: ["Suntail Hawk"] }), "Skyhunter Skirmisher");
    s = block(pass(s, 2), ["Suntail Hawk", "Skyhunter Skirmisher"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Suntail Hawk"]);
    expect(life(s, "p2")).toBe(20);
    expect(playNames(s, "p1")).toEqual(["Skyhunter Skirmisher"]);
  });

  it("310.4: a creature that gains first strike after the first-strike step began still deals damage in the second step (Viashino Bladescout, flash)", () => {
    let s = attack(combatGame({ hand: ["Viashino Bladescout"], play: ["Tundra Wolves", "Grizzly Bears", "Mountain", "Mountain", "Mountain"] }, {}), "Tundra Wolves", "Grizzly Bears");
    s = pass(s, 6);
    expect(where(s)).toBe("combat/combatDamage");
    expect(life(s, "p2")).toBe(19); // the Wolves' first-strike damage
    // Still in the first-strike step, Grizzly Bears gains first strike: having had none as
    // that step began, it deals its damage in the second step.
    s = pass(cast(s, "p1", "Viashino Bladescout"), 2);
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = pass(s, 2);
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).keywords).toContain("firstStrike");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(17);
  });
});
