import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, payFully, rejects, resolveStack } from "../helpers.js";

// "Its activated abilities can't be played" (Arrest, Gelid Shackles, Detainment Spell, Stasis
// Cocoon) and "... unless they're mana abilities" (Faith's Fetters): a restriction on the
// enchanted permanent (418.5a layer 6); whatever lets its controller play an ability, the "can't"
// wins (103.2). Mana abilities (406.1) are activated abilities too: only Faith's Fetters spares
// them. "If enchanted permanent is a creature, it can't attack or block." says of a noncreature
// nothing it could do.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains"];
const ability = (s: GameState, name: string) => ({ type: "playAbility" as const, source: inPlay(s, name, "p1"), ability: 0 });
const offered = (s: GameState, name: string) => legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === inPlay(s, name, "p1"));
/** p1 enchants his or her own permanent `target` with the Aura, in a main phase with mana to spare. */
const enchanted = (aura: string, target: string, more: string[] = []) => {
  const s = manualGame({ players: [{ hand: [aura], play: ["Plains", "Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain", "Mountain", target, ...more], library }, { library }], turn: 3 });
  const after = resolveStack(cast(s, "p1", aura, [{ object: inPlay(s, target, "p1") }]));
  // Paid with the lands: the enchanted permanent is still untapped, so only the ban can stop it.
  expect((after.objects[inPlay(after, target, "p1")] as CardObject).tapped).toBeFalsy();
  return after;
};

describe("clauses: activated abilities that can't be played (103.2, 406.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Arrest", "Gelid Shackles", "Detainment Spell", "Stasis Cocoon", "Faith's Fetters"]) expect(isSupported(name)).toBe(true);
  });

  it("103.2: under Arrest, Anaba Shaman's ability is not offered and playing it is refused, nothing changed", () => {
    const s = enchanted("Arrest", "Anaba Shaman");
    expect(offered(s, "Anaba Shaman")).toBe(false);
    rejects(s, "p1", ability(s, "Anaba Shaman"), "103.2");
  });

  it("406.1: Arrest stops a mana ability too: Llanowar Elves can't add {G}", () => {
    const s = enchanted("Arrest", "Llanowar Elves");
    rejects(s, "p1", ability(s, "Llanowar Elves"), "406.1");
  });

  it("Faith's Fetters: you gain 4 life; Anaba Shaman's ability can't be played", () => {
    const s = enchanted("Faith's Fetters", "Anaba Shaman");
    expect(life(s, "p1")).toBe(24);
    expect(offered(s, "Anaba Shaman")).toBe(false);
    rejects(s, "p1", ability(s, "Anaba Shaman"), "103.2");
  });

  it("406.1: Faith's Fetters spares mana abilities: Llanowar Elves still adds {G}", () => {
    let s = enchanted("Faith's Fetters", "Llanowar Elves");
    s = act(s, ability(s, "Llanowar Elves"), "p1");
    expect(s.players[0]!.manaPool.G).toBe(1);
  });

  // Faith's Fetters on a noncreature artifact, Stasis Cocoon's "Enchanted artifact", Gelid Shackles.
  it.each([
    ["Faith's Fetters", "Rod of Ruin"],
    ["Stasis Cocoon", "Icy Manipulator"],
    ["Gelid Shackles", "Anaba Shaman"],
  ])("103.2: under %s, %s's ability is not offered and playing it is refused", (aura, target) => {
    const s = enchanted(aura, target, ["Grizzly Bears"]);
    expect(offered(s, target)).toBe(false);
    rejects(s, "p1", ability(s, target), "103.2");
  });

  it("Detainment Spell moved to another creature: Anaba Shaman may play its ability again, Llanowar Elves no longer", () => {
    let s = enchanted("Detainment Spell", "Anaba Shaman", ["Llanowar Elves"]);
    expect(offered(s, "Anaba Shaman")).toBe(false);
    s = act(s, { type: "playAbility", source: inPlay(s, "Detainment Spell", "p1"), ability: 0 }, "p1");
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves", "p1") }] }, "p1")));
    expect(offered(s, "Anaba Shaman")).toBe(true);
    rejects(s, "p1", ability(s, "Llanowar Elves"), "406.1");
  });
});
