import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil } from "../helpers.js";

// Akki Lavarunner (CHK, a flip card, 508): "Haste. Whenever ~ deals damage to an opponent, flip
// it." Flipped, Tok-Tok, Volcano Born: "Protection from red. If a red source would deal damage to
// a player, it deals that much damage plus 1 to that player instead." A replacement effect (419.6)
// of the permanent on damage a red source would deal to a player (not to a creature); with Furnace
// of Rath's doubling too, the affected player chooses the order (419.9).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const mountains = ["Mountain", "Mountain", "Mountain"];
const name = (s: GameState, id: string) => characteristics(s, card(s, id)).name;


describe("clauses: \"If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.\" (Tok-Tok, Volcano Born)", () => {
  it("the card is offered", () => {
    expect(isSupported("Akki Lavarunner")).toBe(true);
  });

  it("Lavarunner deals 1 combat damage to Bob and flips into Tok-Tok (unchanged damage: it wasn't Tok-Tok yet); then Shock deals 3 to Bob, 2 to his Hill Giant", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock", "Shock"], play: [...mountains, "Akki Lavarunner"] }, { library, play: ["Hill Giant"] }], turn: 3, step: "declareAttackers" });
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Akki Lavarunner"), defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
    s = passUntil(s, (x) => x.turn.step === "main");
    expect(life(s, "p2")).toBe(19);
    expect(name(s, inPlay(s, "Akki Lavarunner"))).toBe("Tok-Tok, Volcano Born");
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(16);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
  });

  it("419.9: with Furnace of Rath, Bob chooses the order: plus 1 then double makes Shock 6; double then plus 1 makes it 5", () => {
    const setup = () => {
      let s = manualGame({ players: [{ library, hand: ["Shock"], play: [...mountains, "Akki Lavarunner", "Furnace of Rath"] }, { library, play: ["Hill Giant"] }], turn: 3, step: "declareAttackers" });
      s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Akki Lavarunner"), defender: "p2" }] });
      s = passUntil(s, (x) => x.pending?.kind === "blockers");
      s = act(s, { type: "declareBlockers", blocks: [] }, "p2");
      s = passUntil(s, (x) => x.turn.step === "main");
      expect(life(s, "p2")).toBe(18); // Furnace doubled Lavarunner's 1
      return pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    };
    const choose = (s: GameState, kind: string) => act(s, legalDecision(s, "p2")!.options.find((o) => o.type === "chooseReplacement" && o.replacement.startsWith(kind))!);
    let s = setup();
    expect(s.pending).toEqual({ kind: "replacement", player: "p2" });
    expect(life(choose(s, "plus:"), "p2")).toBe(12);
    s = setup();
    expect(life(choose(s, "double:"), "p2")).toBe(13);
  });
});
