import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// The clause families of the Onslaught block (helper "onslaught"), each shown with a real card
// compiled from its printed text, doing what the text says in a game.

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
type Side = { play?: string[]; hand?: string[]; graveyard?: string[] };
/** p1's precombat main phase, turn 3. */
const game = (p1: Side, p2: Side = {}) =>
  manualGame({
    players: [
      { library, play: p1.play ?? [], hand: p1.hand ?? [], graveyard: p1.graveyard ?? [] },
      { library, play: p2.play ?? [], hand: p2.hand ?? [], graveyard: p2.graveyard ?? [] },
    ],
    turn: 3,
  });

/** Passes until a "may" is asked (or gives up). */
function toMay(s: GameState): GameState {
  for (let i = 0; i < 6 && s.pending?.kind !== "may"; i++) s = pass(s);
  return s;
}
const pt = (s: GameState, id: string) => {
  const c = characteristics(s, card(s, id));
  return [c.power, c.toughness];
};

describe("clauses: block triggers that name the other creature (309.2, 311 \"at end of combat\")", () => {
  it("309.2, 311: \"Whenever ~ blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat\" — Deathgazer's blocker survives combat damage, then is destroyed as the end of combat step begins", () => {
    let s = combatGame({ play: ["Deathgazer"] }, { play: ["Hill Giant"] });
    s = attack(s, "Deathgazer");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Hill Giant", "Deathgazer"]);
    expect(s.stack).toHaveLength(1); // the trigger, for the Hill Giant
    s = passTo(s, "combatDamage");
    for (let i = 0; i < 6 && zoneNames(s, "p1", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Deathgazer"]); // a 2/2 dealt 3
    const giant = inPlay(s, "Hill Giant");
    expect(card(s, giant).damage).toBe(2); // a 3/3 dealt 2 survives combat damage
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && zoneNames(s, "p2", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("309.2: the filter is the other creature's — Deathgazer blocked by a black creature (Scathe Zombies) triggers nothing", () => {
    let s = combatGame({ play: ["Deathgazer"] }, { play: ["Scathe Zombies"] });
    s = attack(s, "Deathgazer");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Scathe Zombies", "Deathgazer"]);
    expect(s.stack).toHaveLength(0);
  });

  it("309.2, 311: \"Whenever ~ blocks a creature, return that creature to its owner's hand at end of combat\" — Kaijin of the Vanishing Touch sends the attacker back", () => {
    let s = combatGame({ play: ["Grizzly Bears"] }, { play: ["Kaijin of the Vanishing Touch"] });
    s = attack(s, "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Kaijin of the Vanishing Touch", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && zoneNames(s, "p1", "hand").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("309.2, 311: \"Whenever ~ blocks a creature with flying, put a +1/+1 counter on ~ at end of combat\" — Frostweb Spider gets its counter for a flyer, none for a creature without flying", () => {
    let s = combatGame({ play: ["Wind Drake"] }, { play: ["Frostweb Spider"] });
    s = attack(s, "Wind Drake");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Frostweb Spider", "Wind Drake"]);
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && s.stack.length > 0; i++) s = pass(s);
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Frostweb Spider")).counters?.["+1/+1"]).toBe(1);

    let t = combatGame({ play: ["Grizzly Bears"] }, { play: ["Frostweb Spider"] });
    t = attack(t, "Grizzly Bears");
    t = passTo(t, "declareBlockers");
    t = block(t, ["Frostweb Spider", "Grizzly Bears"]);
    expect(t.stack).toHaveLength(0);
  });

  it("309.2: \"Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it\" — Elvish Berserker blocked by two creatures is 3/3 and kills both 1/1s", () => {
    let s = combatGame({ play: ["Elvish Berserker"] }, { play: ["Llanowar Elves", "Llanowar Elves"] });
    s = attack(s, "Elvish Berserker");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Llanowar Elves", "Elvish Berserker"], ["Llanowar Elves", "Elvish Berserker"]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Elvish Berserker"))).toEqual([3, 3]);
  });

  it("309.2: \"Whenever a Beast becomes blocked, it gets +1/+1 ... for each creature blocking it\" — Berserk Murlodont (a Beast) gets +1/+1 for its blocker; the Grizzly Bears beside it (a Bear) gets nothing", () => {
    let s = combatGame({ play: ["Berserk Murlodont", "Grizzly Bears"] }, { play: ["Llanowar Elves", "Llanowar Elves"] });
    s = attack(s, "Berserk Murlodont", "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Llanowar Elves", "Berserk Murlodont"], ["Llanowar Elves", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(1); // the Murlodont only: the Bears isn't a Beast
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Berserk Murlodont"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("309.2, 306.2: \"Whenever a creature you control becomes blocked, you may untap that creature and remove it from combat\" — Gustcloak Savior saves a blocked Grizzly Bears", () => {
    let s = combatGame({ play: ["Gustcloak Savior", "Grizzly Bears"] }, { play: ["Hill Giant"] });
    s = attack(s, "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Hill Giant", "Grizzly Bears"]);
    s = toMay(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    const bears = inPlay(s, "Grizzly Bears");
    expect(card(s, bears).tapped).toBe(false);
    expect(s.combat?.attackers.some((a) => a.attacker === bears)).toBe(false);
    s = passTo(s, "endOfCombat");
    expect(inPlay(s, "Grizzly Bears")).toBe(bears);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: creature types shared and every creature type (212.3, 418.5a layer 6)", () => {
  it("418.5a: \"Each creature gets +1/+1 for each other creature in play that shares a creature type with it\" — Coat of Arms counts for each creature its own fellows, whoever controls them", () => {
    const s = game({ play: ["Coat of Arms", "Goblin Piker", "Raging Goblin"] }, { play: ["Elvish Warrior", "Scathe Zombies"] });
    expect(pt(s, inPlay(s, "Goblin Piker"))).toEqual([4, 3]); // a Goblin Warrior: the Goblin Berserker and the Elf Warrior
    expect(pt(s, inPlay(s, "Raging Goblin"))).toEqual([2, 2]); // the other Goblin
    expect(pt(s, inPlay(s, "Elvish Warrior"))).toEqual([3, 4]); // the other Warrior
    expect(pt(s, inPlay(s, "Scathe Zombies"))).toEqual([2, 2]); // no other Zombie
  });

  it("212.3: \"~ is every creature type (even if this card isn't in play)\" — Mistform Ultimus shares a creature type with every creature, in play and in its owner's hand", () => {
    const s = game({ play: ["Coat of Arms", "Mistform Ultimus", "Raging Goblin"], hand: ["Mistform Ultimus"] }, { play: ["Scathe Zombies"] });
    expect(pt(s, inPlay(s, "Mistform Ultimus"))).toEqual([5, 5]); // a 3/3 sharing with the Goblin and the Zombie
    expect(pt(s, inPlay(s, "Scathe Zombies"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Raging Goblin"))).toEqual([2, 2]);
    const inHand = characteristics(s, card(s, s.players[0]!.hand[0]!));
    expect(inHand.subtypes).toEqual(expect.arrayContaining(["Illusion", "Goblin", "Zombie", "Wall", "Sliver"]));
  });

  it("418.5a: \"Enchanted creature gets +2/+2 for each other creature in play that shares a creature type with it\" — Alpha Status on a Goblin Piker counts the other Goblin and the Warrior, not the Zombie", () => {
    let s = game({ play: ["Goblin Piker", "Raging Goblin", "Forest", "Forest", "Forest"], hand: ["Alpha Status"] }, { play: ["Elvish Warrior", "Scathe Zombies"] });
    const piker = inPlay(s, "Goblin Piker");
    s = cast(s, "p1", "Alpha Status", [{ object: piker }]);
    s = pass(s, 2);
    expect(pt(s, piker)).toEqual([6, 5]); // 2/1 and +2/+2 twice
  });
});

/** Passes until a creature type is asked (or gives up). */
function toChoice(s: GameState): GameState {
  for (let i = 0; i < 6 && s.pending?.kind !== "choose"; i++) s = pass(s);
  return s;
}

describe("clauses: \"creatures of the type of your choice\" (413: chosen as it resolves)", () => {
  it("413: \"Creatures of the type of your choice get +0/+4 until end of turn\" — Defensive Maneuvers naming Goblin pumps every Goblin in play, whoever controls it, and nothing else", () => {
    let s = game({ play: ["Plains", "Plains", "Plains", "Plains", "Goblin Piker", "Grizzly Bears"], hand: ["Defensive Maneuvers"] }, { play: ["Raging Goblin"] });
    s = cast(s, "p1", "Defensive Maneuvers");
    s = toChoice(s);
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    rejects(s, "p1", { type: "choose", choice: "Plains" }, "419.1b"); // a land type is no creature type (refused as any creature-type answer is)
    s = act(s, { type: "choose", choice: "Goblin" }, "p1");
    expect(pt(s, inPlay(s, "Goblin Piker"))).toEqual([2, 5]);
    expect(pt(s, inPlay(s, "Raging Goblin"))).toEqual([1, 5]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("413: \"{U}, Sacrifice ~: Untap all creatures of the type of your choice\" — Riptide Chronologist naming Goblin untaps the tapped Goblins only", () => {
    let s = manualGame({
      players: [
        { library, play: ["Island", "Riptide Chronologist", { card: "Goblin Piker", tapped: true }, { card: "Grizzly Bears", tapped: true }] },
        { library, play: [{ card: "Raging Goblin", tapped: true }] },
      ],
      turn: 3,
    });
    s = act(s, { type: "playAbility", source: inPlay(s, "Riptide Chronologist"), ability: 0 }, "p1");
    s = payFully(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Riptide Chronologist"]); // sacrificed as a cost
    s = toChoice(s);
    s = act(s, { type: "choose", choice: "Goblin" }, "p1");
    expect(card(s, inPlay(s, "Goblin Piker")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Raging Goblin")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
  });
});

describe("clauses: \"non-[creature type]\" (212.3)", () => {
  it("212.3: \"Destroy target non-Zombie creature\" — Deathmark Prelate can't target a Zombie, and destroys the Grizzly Bears", () => {
    let s = manualGame({
      players: [
        { library, play: ["Swamp", "Swamp", "Swamp", "Deathmark Prelate", "Scathe Zombies"] },
        { library, play: ["Grizzly Bears", "Gluttonous Zombie"] },
      ],
      turn: 3,
    });
    s = act(s, { type: "playAbility", source: inPlay(s, "Deathmark Prelate"), ability: 0, costs: { sacrifice: inPlay(s, "Scathe Zombies") } }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Gluttonous Zombie") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    s = payFully(s);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Scathe Zombies"]);
  });
});

describe("clauses: block triggers with a creature-type filter (309.2, 212.3)", () => {
  it("309.2, 311: \"Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat\" — Cockatrice blocking a Hill Giant destroys it at end of combat", () => {
    let s = combatGame({ play: ["Hill Giant"] }, { play: ["Cockatrice"] });
    s = attack(s, "Hill Giant");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Cockatrice", "Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && zoneNames(s, "p1", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(inPlay(s, "Cockatrice")).toBeDefined(); // a 2/4 dealt 3
  });
});
