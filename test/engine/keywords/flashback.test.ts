import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";

const library = Array(10).fill("Island");
const graveyardCard = (s: ReturnType<typeof manualGame>, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => (s.objects[id] as { card: string }).card === name)!;

describe("502.22 Flashback", () => {
  it("502.22a: Think Twice is played from the graveyard for its flashback cost {2}{U} and is then removed from the game", () => {
    let s = manualGame({ players: [{ hand: ["Think Twice"], play: ["Island", "Island", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Think Twice"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Think Twice"]);
    const twice = graveyardCard(s, "p1", "Think Twice");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "playSpell", card: twice });
    s = act(s, { type: "playSpell", card: twice });
    expect(s.playing!.cost).toBe("{2}{U}");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(s.removed.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Think Twice"]);
  });

  it("502.22a: countered, a flashback spell is removed from the game too; backing out puts the card back in the graveyard", () => {
    let s = manualGame({ players: [{ graveyard: ["Shock", "Ancient Grudge"], play: ["Forest", "Bonesplitter"], library }, { hand: ["Cancel"], play: ["Island", "Island", "Island"], library }], turn: 3 });
    const grudge = graveyardCard(s, "p1", "Ancient Grudge");
    rejects(s, "p1", { type: "playSpell", card: graveyardCard(s, "p1", "Shock") }, "409.1a"); // no flashback
    s = act(s, { type: "playSpell", card: grudge });
    s = act(s, { type: "cancel" });
    expect(s.players[0]!.graveyard).toEqual([graveyardCard(s, "p1", "Shock"), grudge]);
    s = act(s, { type: "playSpell", card: grudge });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] }));
    s = pass(cast(pass(s), "p2", "Cancel", [{ object: s.stack[0]! }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(s.removed.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Ancient Grudge"]);
    expect(playNames(s, "p1")).toContain("Bonesplitter");
  });

  it("502.22a: a sorcery with flashback keeps its timing; Call of the Herd and Thrill of the Hunt from the graveyard", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Plains"], library }, { graveyard: ["Call of the Herd"], play: ["Forest", "Forest", "Forest", "Forest"], library }], turn: 3 });
    const herd = graveyardCard(s, "p2", "Call of the Herd");
    s = pass(s); // Bob has priority in Ann's turn: a sorcery can't be played
    expect(legalDecision(s, "p2")!.options).not.toContainEqual({ type: "playSpell", card: herd });
    rejects(s, "p2", { type: "playSpell", card: herd }, "408.1");
    s = manualGame({ players: [{ graveyard: ["Call of the Herd", "Thrill of the Hunt"], play: ["Forest", "Forest", "Forest", "Forest", "Plains", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playSpell", card: graveyardCard(s, "p1", "Call of the Herd") })), 2);
    expect(pt(s, inPlay(s, "Elephant"))).toEqual([3, 3]);
    s = act(s, { type: "playSpell", card: graveyardCard(s, "p1", "Thrill of the Hunt") });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] })), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 4]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });
});
