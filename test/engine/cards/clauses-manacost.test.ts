import { describe, expect, it } from "vitest";
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// Mana abilities whose cost sacrifices their permanent ("Sacrifice ~: Add ...", "{1}, Sacrifice ~: Add ..."),
// each shown with a real card compiled from its printed text.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const empty = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const pool = (s: GameState, who = "p1") => s.players.find((p) => p.id === who)!.manaPool;
const options = (s: GameState, type: Action["type"], who = "p1") => legalDecision(s, who)!.options.filter((o) => o.type === type);
const game = (play: string[], hand: string[] = []) => manualGame({ players: [{ library, play, hand }, { library }], turn: 3 });
const inPlayNames = (s: GameState) => s.play.map((id) => card(s, id).card);

describe("clauses: mana abilities that sacrifice their permanent (406.1, 409.1f)", () => {
  it("406.1: Composite Golem's \"Sacrifice ~: Add {W}{U}{B}{R}{G}\" is a mana ability: played with priority, the mana is added at once, without the stack, and the Golem is in the graveyard", () => {
    const s = game(["Composite Golem"]);
    const r = apply(s, "p1", { type: "playAbility", source: inPlay(s, "Composite Golem"), ability: 0 });
    expect([pool(r.state), r.state.stack, inPlayNames(r.state), zoneNames(r.state, "p1", "graveyard")]).toEqual([{ W: 1, U: 1, B: 1, R: 1, G: 1, C: 0 }, [], [], ["Composite Golem"]]);
    expect(r.events.map((e) => e.type)).toEqual(["manaAbility", "putIntoGraveyardFromPlay"]);
  });

  it("406.1: Basal Sliver gives every Sliver \"Sacrifice this creature: Add {B}{B}\", itself included: sacrificed with priority, its controller has {B}{B} and it is in the graveyard", () => {
    const s = game(["Basal Sliver"]);
    // Its only ability is the one it grants itself.
    const after = act(s, { type: "playAbility", source: inPlay(s, "Basal Sliver"), ability: 0 });
    expect([pool(after), after.stack, inPlayNames(after), zoneNames(after, "p1", "graveyard")]).toEqual([{ ...empty, B: 2 }, [], [], ["Basal Sliver"]]);
  });

  it("409.1f: while Coral Eel ({1}{U}) is paid with a Plains beside it, Wild Cantor is offered for {U} only; sacrificed, it goes to the graveyard, and the spell is paid and resolves", () => {
    let s = game(["Wild Cantor", "Plains"], ["Coral Eel"]);
    const cantor = inPlay(s, "Wild Cantor");
    expect(options(s, "playSpell")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Coral Eel") }]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    expect(options(s, "playAbility").filter((o) => o.type === "playAbility" && o.source === cantor)).toEqual([{ type: "playAbility", source: cantor, ability: 0, mana: "U" }]);
    s = act(s, { type: "playAbility", source: cantor, ability: 0, mana: "U" });
    expect([pool(s), zoneNames(s, "p1", "graveyard"), s.pending?.kind]).toEqual([{ ...empty, U: 1 }, ["Wild Cantor"], "payment"]);
    s = pass(payFully(s), 2);
    expect(inPlayNames(s)).toEqual(["Plains", "Coral Eel"]);
  });

  it("409.1f: sacrificing Wild Cantor for {W} would leave Coral Eel's {U} unpayable, so it is refused and changes nothing", () => {
    const start = game(["Wild Cantor", "Plains"], ["Coral Eel"]);
    const s = act(start, { type: "playSpell", card: inHand(start, "p1", "Coral Eel") });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Wild Cantor"), ability: 0, mana: "W" }, "409.1f");
  });

  it("406.1: a permanent sacrificed for mana can't come back, so the play can't be backed out of after it; backing out before it still can", () => {
    let s = game(["Wild Cantor", "Plains"], ["Coral Eel"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    expect(act(s, { type: "cancel" }).pending?.kind).toBe("priority");
    s = act(s, { type: "playAbility", source: inPlay(s, "Wild Cantor"), ability: 0, mana: "U" });
    rejects(s, "p1", { type: "cancel" }, "406.1");
    // Nor is backing out listed any more (a listed option is never refused; found by the pool fuzz).
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "cancel")).toBe(false);
  });

  it("409.1f: autoPay taps the lands and keeps Wild Cantor, which would be lost: Coral Eel is paid with the Plains and the Island", () => {
    let s = game(["Wild Cantor", "Plains", "Island"], ["Coral Eel"]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    s = act(s, { type: "autoPay" });
    expect([s.pending?.kind, pool(s), inPlayNames(s).includes("Wild Cantor"), card(s, inPlay(s, "Plains")).tapped, card(s, inPlay(s, "Island")).tapped]).toEqual(["priority", empty, true, true, true]);
  });

  it("406.1, 409.1f: Chromatic Star's \"{1}, {T}, Sacrifice ~\" turns a Plains' {W} into {U}: with two Plains, Coral Eel is paid, and the Star's \"put into a graveyard from play\" trigger draws a card", () => {
    expect(options(game(["Chromatic Star", "Plains"], ["Coral Eel"]), "playSpell")).toEqual([]);
    let s = game(["Chromatic Star", "Plains", "Plains"], ["Coral Eel"]);
    const star = inPlay(s, "Chromatic Star");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Coral Eel") });
    // The Star's {1} can't be paid from an empty pool: a Plains is tapped first.
    s = act(s, { type: "playAbility", source: s.play.find((id) => card(s, id).card === "Plains")!, ability: 0 });
    s = act(s, { type: "playAbility", source: star, ability: 0, mana: "U", paid: "W" });
    expect([pool(s), zoneNames(s, "p1", "graveyard")]).toEqual([{ ...empty, U: 1 }, ["Chromatic Star"]]);
    s = payFully(s);
    expect(inPlayNames(s)).not.toContain("Coral Eel");
    const hand = zoneNames(s, "p1", "hand").length;
    // The Star's trigger goes on the stack above Coral Eel: it resolves first, then the Eel.
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
    s = pass(s, 2);
    expect(inPlayNames(s)).toContain("Coral Eel");
  });
});
