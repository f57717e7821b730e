import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, rejects, toNextUpkeep, zoneNames } from "../helpers.js";

// "The chosen color" (419.1b): what reads the color chosen as the permanent came into play.
// "{T}: Add one mana of the chosen color to your mana pool." (Coldsteel Heart, Silhana
// Starfletcher, Paradise Plume; 406.1: read as the mana ability is played), "Destroy target
// permanent of the chosen color." (Pentarch Paladin; 409.1c, 413.2a: checked again on
// resolution, the chosen color known as the source last existed, 413.2), "Whenever a player
// plays a spell of the chosen color, you may gain 1 life." (Paradise Plume; 404.1), "Creatures
// of the chosen color without flying can't attack you." (Teferi's Moat; 500.2), "All Slivers
// have protection from the chosen color." (Ward Sliver; 502.7).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island", "Swamp", "Mountain", "Forest"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Swamp", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, hand: p2.hand ?? [], play: ["Mountain", "Mountain", ...(p2.play ?? [])] }], turn: 3 });
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};
/** Plays the permanent from p1's hand, lets it resolve and answers "choose a color" (419.1b). */
const arrive = (s: GameState, name: string, color: string) => {
  s = pass(cast(s, "p1", name), 2);
  expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "color" });
  s = act(s, { type: "choose", choice: color }, "p1");
  expect(card(s, inPlay(s, name)).chosen).toBe(color);
  return s;
};
/** On to p1's next turn's precombat main phase (the permanents untapped, summoning sickness gone). */
const nextTurnMain = (s: GameState) => passUntil(toNextUpkeep(toNextUpkeep(s)), (x) => x.turn.phase === "precombatMain" && x.pending?.kind === "priority");
const manaAbility = (s: GameState, name: string) => characteristics(s, card(s, inPlay(s, name))).abilities.findIndex((a) => a.kind === "mana");
const tapForMana = (s: GameState, name: string) => act(s, { type: "playAbility", source: inPlay(s, name), ability: manaAbility(s, name) }, "p1");

describe("clauses: \"the chosen color\" (419.1b)", () => {
  it("the cards are offered", () => {
    for (const name of ["Coldsteel Heart", "Silhana Starfletcher", "Paradise Plume", "Pentarch Paladin", "Teferi's Moat", "Ward Sliver"]) expect(isSupported(name), name).toBe(true);
  });

  it("406.1, 419.1b: Coldsteel Heart comes into play tapped with green chosen; next turn its mana ability adds {G}, not another color, without using the stack", () => {
    let s = arrive(game({ hand: ["Coldsteel Heart"] }), "Coldsteel Heart", "G");
    expect(card(s, inPlay(s, "Coldsteel Heart")).tapped).toBe(true);
    s = nextTurnMain(s);
    const pool = { ...s.players[0]!.manaPool };
    s = tapForMana(s, "Coldsteel Heart");
    expect(s.stack).toHaveLength(0);
    expect(s.players[0]!.manaPool.G).toBe(pool.G + 1);
    expect(s.players[0]!.manaPool.U).toBe(pool.U);
    expect(card(s, inPlay(s, "Coldsteel Heart")).tapped).toBe(true);
  });

  it("406.1: Paradise Plume with red chosen pays for Shock where p1 controls no red source; with blue chosen it can't", () => {
    let s = arrive(game({ hand: ["Paradise Plume", "Shock"] }), "Paradise Plume", "R");
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    // Shock is red: the Plume's own trigger is on the stack above it (declined here).
    expect(s.stack).toHaveLength(2);
    s = act(passUntil(s, (x) => x.pending?.kind === "may"), { type: "may", accept: false }, "p1");
    s = resolveAll(s);
    expect(life(s, "p1")).toBe(20);
    expect(life(s, "p2")).toBe(18);
    expect(card(s, inPlay(s, "Paradise Plume")).tapped).toBe(true);

    let t = arrive(game({ hand: ["Paradise Plume", "Shock"] }), "Paradise Plume", "U");
    t = tapForMana(t, "Paradise Plume");
    expect(t.players[0]!.manaPool.U).toBe(1);
    expect(t.players[0]!.manaPool.R).toBe(0);
    // No red mana can be made: Shock is not among the spells p1 may play.
    expect(legalDecision(t, "p1")!.options.some((o) => o.type === "playSpell" && o.card === inHand(t, "p1", "Shock"))).toBe(false);
  });

  it("404.1: Paradise Plume (red chosen): a red spell of either player triggers \"you may gain 1 life\"; a green spell doesn't", () => {
    let s = arrive(game({ hand: ["Paradise Plume", "Grizzly Bears"] }, { hand: ["Shock"] }), "Paradise Plume", "R");
    s = resolveAll(cast(s, "p1", "Grizzly Bears"));
    expect(life(s, "p1")).toBe(20); // green: no trigger
    s = pass(s); // Ann passes with the stack empty: Bob has priority
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p2"));
    // The trigger goes on the stack above Shock; Ann may gain 1 life as it resolves.
    expect(s.stack).toHaveLength(2);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(21);
  });

  it("409.1c, 413.2a: Pentarch Paladin with red chosen may target Hill Giant but not Grizzly Bears; returned to hand in response, its ability still destroys the Giant (413.2: the chosen color as it last existed)", () => {
    let s = arrive(game({ hand: ["Pentarch Paladin", "Unsummon"], play: ["Plains", "Plains", "Island"] }, { play: ["Hill Giant", "Grizzly Bears"] }), "Pentarch Paladin", "R");
    s = nextTurnMain(s);
    const paladin = inPlay(s, "Pentarch Paladin");
    const ability = characteristics(s, card(s, paladin)).abilities.findIndex((a) => a.kind === "activated");
    s = act(s, { type: "playAbility", source: paladin, ability }, "p1");
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1"));
    expect(s.stack).toHaveLength(1);
    s = cast(s, "p1", "Unsummon", [{ object: paladin }]);
    s = resolveAll(s);
    expect(zoneNames(s, "p1", "hand")).toContain("Pentarch Paladin");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(inPlay(s, "Grizzly Bears")).toBeTruthy();
  });

  it("409.1c: with blue chosen and no blue permanent in play, Pentarch Paladin's ability is not offered (its own white doesn't count)", () => {
    let s = arrive(game({ hand: ["Pentarch Paladin"], play: ["Plains", "Plains"] }, { play: ["Hill Giant"] }), "Pentarch Paladin", "U");
    s = nextTurnMain(s);
    const paladin = inPlay(s, "Pentarch Paladin");
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playAbility" && o.source === paladin)).toBe(false);
    const ability = characteristics(s, card(s, paladin)).abilities.findIndex((a) => a.kind === "activated");
    rejects(s, "p1", { type: "playAbility", source: paladin, ability }, "409.1c");
  });

  it("500.2: Teferi's Moat with green chosen: Grizzly Bears can't attack its controller, Hill Giant (red) can", () => {
    let s = arrive(game({ hand: ["Teferi's Moat"], play: ["Island"] }, { play: ["Grizzly Bears", "Hill Giant"] }), "Teferi's Moat", "G");
    s = passUntil(s, (x) => x.turn.active === "p2" && x.pending?.kind === "attackers");
    rejects(s, "p2", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p1" }] }, "500.2");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Hill Giant"), defender: "p1" }] }, "p2");
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([inPlay(s, "Hill Giant")]);
  });

  it("502.7: Ward Sliver with red chosen: every Sliver (the opponent's too) has protection from red, Shock can't target them", () => {
    let s = arrive(game({ hand: ["Ward Sliver"], play: ["Plains", "Plains"] }, { hand: ["Shock"], play: ["Blade Sliver"] }), "Ward Sliver", "R");
    expect(characteristics(s, card(s, inPlay(s, "Ward Sliver"))).keywords).toContain("protectionFromRed");
    expect(characteristics(s, card(s, inPlay(s, "Blade Sliver"))).keywords).toContain("protectionFromRed");
    expect(characteristics(s, card(s, inPlay(s, "Blade Sliver"))).keywords).not.toContain("protectionFromBlue");
    s = pass(s);
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Shock") }, "p2");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Ward Sliver") }] }, "409.1c");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: inPlay(s, "Blade Sliver") }] }, "409.1c");
  });

  it("406.1: Silhana Starfletcher with white chosen adds {W} once it may tap", () => {
    let s = arrive(game({ hand: ["Silhana Starfletcher"] }), "Silhana Starfletcher", "W");
    s = nextTurnMain(s);
    const before = s.players[0]!.manaPool.W;
    s = tapForMana(s, "Silhana Starfletcher");
    expect(s.players[0]!.manaPool.W).toBe(before + 1);
  });
});
