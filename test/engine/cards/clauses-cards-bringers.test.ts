import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];
const WUBRG = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

// Fifth Dawn's Bringers: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost." An
// alternative cost (409.1b): announced as the spell is played, and paid instead of the mana cost
// (409.1f); the spell is still a creature spell played from the hand at sorcery speed.
describe("clauses: \"You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost\" (409.1b)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bringer of the White Dawn", "Bringer of the Blue Dawn", "Bringer of the Red Dawn", "Bringer of the Green Dawn"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1b: with five lands of the five colors, Bringer of the Blue Dawn ({7}{U}{U}) is offered only for its alternative cost, and comes into play", () => {
    let s = manualGame({ players: [{ hand: ["Bringer of the Blue Dawn"], play: WUBRG, library }, { library }], turn: 3 });
    const plays = legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell");
    expect(plays).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Bringer of the Blue Dawn"), alternative: { mana: "{W}{U}{B}{R}{G}" } }]);
    s = resolveStack(payFully(act(s, plays[0]!)));
    expect(inPlay(s, "Bringer of the Blue Dawn")).toBeDefined();
    expect(WUBRG.every((land) => card(s, inPlay(s, land)).tapped)).toBe(true);
    expect(life(s, "p1")).toBe(20);
  });

  it("409.1b: a card without that alternative cost can't be played for it, and announcing another cost is refused", () => {
    const s = manualGame({ players: [{ hand: ["Bringer of the Blue Dawn", "Hill Giant"], play: [...WUBRG, "Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Hill Giant"), alternative: { mana: "{W}{U}{B}{R}{G}" } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Bringer of the Blue Dawn"), alternative: { mana: "{1}" } }, "409.1b");
  });

  it("409.1b: with nine lands the Bringer is offered both ways; for its mana cost it taps seven lands and two Islands", () => {
    let s = manualGame({ players: [{ hand: ["Bringer of the Blue Dawn"], play: [...WUBRG, "Island", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    const plays = legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell");
    expect(plays).toHaveLength(2);
    s = resolveStack(payFully(act(s, plays.find((o) => !("alternative" in o))!)));
    expect(inPlay(s, "Bringer of the Blue Dawn")).toBeDefined();
    expect(s.play.filter((id) => card(s, id).tapped)).toHaveLength(9);
  });
});

// First Volley: "~ deals 1 damage to target creature and 1 damage to that creature's
// controller." The player is the creature's controller as the spell resolves (413.2).
describe("clauses: damage to \"that creature's controller\" (413.2)", () => {
  it("the card is offered", () => {
    expect(isSupported("First Volley")).toBe(true);
  });

  it("413.2: First Volley on Bob's Llanowar Elves kills it and deals 1 damage to Bob", () => {
    let s = manualGame({ players: [{ hand: ["First Volley"], play: ["Mountain", "Mountain"], library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "First Volley", [{ object: inPlay(s, "Llanowar Elves") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
  });

  it("413.2: First Volley on its caster's own Grizzly Bears deals the 1 damage to its caster", () => {
    let s = manualGame({ players: [{ hand: ["First Volley"], play: ["Mountain", "Mountain", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "First Volley", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(s.objects[inPlay(s, "Grizzly Bears")]).toMatchObject({ damage: 1 });
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });
});
