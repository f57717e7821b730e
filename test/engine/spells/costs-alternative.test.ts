import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const spellOptions = (s: GameState, name: string) =>
  legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "playSpell" }> => o.type === "playSpell" && card(s, o.card).card === name);
const removed = (s: GameState) => s.removed.map((id) => card(s, id).card);
const allLands = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

describe("409.1b alternative costs (seed glossary \"Alternative Cost\")", () => {
  it("409.1b: Soul Spike is played by removing two black cards in hand from the game instead of its mana cost; it deals 4 and its player gains 4", () => {
    let s = manualGame({ players: [{ hand: ["Soul Spike", "Bog Imp", "Foul Imp", "Shock"], library }, { library }], turn: 3 });
    const [bogImp, foulImp] = [inHand(s, "p1", "Bog Imp"), inHand(s, "p1", "Foul Imp")];
    // No land: only the alternative cost can be paid; Shock (red) can't be removed for it.
    expect(spellOptions(s, "Soul Spike")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Soul Spike"), alternative: { remove: [bogImp, foulImp] } }]);
    s = act(s, spellOptions(s, "Soul Spike")[0]!);
    // The cards are removed as the cost is paid, after the targets are chosen (409.1f–g).
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bog Imp", "Foul Imp", "Shock"]);
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(removed(s)).toEqual(["Bog Imp", "Foul Imp"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock"]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([24, 16]);
  });

  it("409.1b: Snapback's alternative cost takes exactly one other blue card in hand; anything else is refused with nothing changed", () => {
    const s = manualGame({ players: [{ hand: ["Snapback", "Counsel of the Soratami", "Shock"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const snapback = inHand(s, "p1", "Snapback");
    rejects(s, "p1", { type: "playSpell", card: snapback, alternative: { remove: [inHand(s, "p1", "Shock")] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: snapback, alternative: { remove: [snapback] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: snapback, alternative: { remove: [] } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: snapback }, "409.1f"); // no mana for {1}{U}
    let next = act(s, { type: "playSpell", card: snapback, alternative: { remove: [inHand(s, "p1", "Counsel of the Soratami")] } });
    next = act(next, { type: "chooseTargets", targets: [{ object: inPlay(next, "Hill Giant") }] });
    next = pass(next, 2);
    expect(zoneNames(next, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(removed(next)).toEqual(["Counsel of the Soratami"]);
    expect(zoneNames(next, "p1", "graveyard")).toEqual(["Snapback"]);
  });

  it("409.1b: two Snapbacks in hand: each is listed paid by removing the other, never itself (copies in hand are listed once each, and a way naming a hand card is not shared between them)", () => {
    const s = manualGame({ players: [{ hand: ["Snapback", "Snapback", "Shock", "Shock"], play: ["Mountain"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const [first, second] = s.players[0]!.hand.filter((id) => card(s, id).card === "Snapback");
    expect(spellOptions(s, "Snapback")).toEqual([
      { type: "playSpell", card: first, alternative: { remove: [second] } },
      { type: "playSpell", card: second, alternative: { remove: [first] } },
    ]);
    // Identical Shocks: each copy has its own play.
    expect(spellOptions(s, "Shock").map((o) => o.card)).toEqual(s.players[0]!.hand.filter((id) => card(s, id).card === "Shock"));
  });

  it("409.1b: backing out of a spell played for its alternative cost leaves every card where it was", () => {
    const s = manualGame({ players: [{ hand: ["Snapback", "Counsel of the Soratami"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const announced = act(s, { type: "playSpell", card: inHand(s, "p1", "Snapback"), alternative: { remove: [inHand(s, "p1", "Counsel of the Soratami")] } });
    const back = act(announced, { type: "cancel" });
    expect({ ...back, nextId: 0, nextTimestamp: 0, nextEventSeq: 0 }).toEqual({ ...s, nextId: 0, nextTimestamp: 0, nextEventSeq: 0 });
  });

  it("Alternative Cost: only one applies — Soul Spike with Fist of Suns offers its own alternative and Fist's {W}{U}{B}{R}{G} as separate actions", () => {
    let s = manualGame({ players: [{ hand: ["Soul Spike", "Bog Imp", "Foul Imp"], play: ["Fist of Suns", ...allLands], library }, { library }], turn: 3 });
    const spike = inHand(s, "p1", "Soul Spike");
    const fist = inPlay(s, "Fist of Suns");
    expect(spellOptions(s, "Soul Spike")).toEqual([
      { type: "playSpell", card: spike, alternative: { remove: [inHand(s, "p1", "Bog Imp"), inHand(s, "p1", "Foul Imp")] } },
      { type: "playSpell", card: spike, alternative: { source: fist } },
    ]);
    s = act(s, { type: "playSpell", card: spike, alternative: { source: fist } });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.playing!.cost).toBe("{W}{U}{B}{R}{G}");
    s = payFully(s);
    expect(s.play.map((id) => card(s, id)).filter((o) => o.tapped).length).toBe(5);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Bog Imp", "Foul Imp"]);
  });

  it("Alternative Cost: Fist of Suns serves only its controller, and an opponent's Fist is refused", () => {
    const s = manualGame({ players: [{ hand: ["Hill Giant"], play: allLands, library }, { play: ["Fist of Suns"], library }], turn: 3 });
    expect(spellOptions(s, "Hill Giant")).toEqual([{ type: "playSpell", card: inHand(s, "p1", "Hill Giant") }]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Hill Giant"), alternative: { source: inPlay(s, "Fist of Suns") } }, "409.1b");
  });

  it("Alternative Cost: cost increases still apply to an alternative cost (Glowrider makes Soul Spike's cost {1})", () => {
    let s = manualGame({ players: [{ hand: ["Soul Spike", "Bog Imp", "Foul Imp"], play: ["Swamp"], library }, { play: ["Glowrider"], library }], turn: 3 });
    s = act(s, spellOptions(s, "Soul Spike")[0]!);
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.pending?.kind).toBe("payment");
    expect(s.playing!.cost).toBe("{1}");
    s = payFully(s);
    expect(removed(s)).toEqual(["Bog Imp", "Foul Imp"]);
  });

  it("Alternative Cost: the spell is still the card it is — Grand Arbiter Augustin IV's reduction for white and blue spells doesn't reach black Soul Spike, Glowrider's increase does", () => {
    // Augustin reduces white and blue spells only: Soul Spike is black whatever is paid, so only Glowrider's {1} applies.
    let s = manualGame({ players: [{ hand: ["Soul Spike", "Bog Imp", "Foul Imp"], play: ["Swamp", "Grand Arbiter Augustin IV"], library }, { play: ["Glowrider"], library }], turn: 3 });
    s = act(s, spellOptions(s, "Soul Spike")[0]!);
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(s.playing!.cost).toBe("{1}");
    expect(card(s, s.stack[0]!).card).toBe("Soul Spike");
  });
});
