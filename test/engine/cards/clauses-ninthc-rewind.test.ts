import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// Helper "ninthc": "Counter target spell, then untap up to four lands." (Rewind, 9ED/8ED): the
// lands aren't targets; they are chosen as Rewind resolves, after the counter (413.2), up to
// four of them, a decision that describes the candidates and lists no subsets.
const library = ["Island", "Island", "Island", "Island", "Island"];
const lands = (s: GameState, who: string, name: string) => s.play.filter((id) => s.objects[id]!.kind === "card" && (s.objects[id] as { card: string }).card === name && (s.objects[id] as { controller?: string; owner: string }).owner === who);

/** Ann (p1) plays Shock at Bob; Bob answers with Rewind, paid with his four Islands; both pass: Rewind resolves. */
function rewindShock(): GameState {
  let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Rewind"], play: ["Island", "Island", "Island", "Island", { card: "Forest", tapped: true }], library }], turn: 3 });
  s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
  s = act(s, { type: "playSpell", card: inHand(s, "p2", "Rewind") });
  s = payFully(act(s, { type: "chooseTargets", targets: [{ object: s.stack[0]! }] }));
  expect(lands(s, "p2", "Island").every((id) => (s.objects[id] as { tapped: boolean }).tapped)).toBe(true);
  return pass(s, 2);
}

describe('clauses: "Counter target spell, then untap up to four lands." (Rewind)', () => {
  it("413.2: the spell is countered, then Rewind's controller chooses which tapped lands untap: the decision lists none and four of his own, and describes every candidate", () => {
    let s = rewindShock();
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
    expect(s.stack).toHaveLength(1); // Rewind is still resolving
    expect(s.pending).toEqual({ kind: "untapChosen", player: "p2" });
    const d = legalDecision(s, "p2")!;
    const islands = lands(s, "p2", "Island");
    const [forest] = lands(s, "p2", "Forest");
    const [mountain] = lands(s, "p1", "Mountain");
    expect(d.options).toEqual([{ type: "untapChosen", objects: [] }, { type: "untapChosen", objects: islands }]);
    // Any tapped land within range may be chosen: Bob's four Islands, his Forest, Ann's Mountain.
    expect((d.details!.candidates as { id: string }[]).map((c) => c.id).sort()).toEqual([...islands, forest!, mountain!].sort());
    expect(d.details).toMatchObject({ min: 0, max: 4 });
    // Five lands are more than "up to four"; an untapped land is no candidate: refused, nothing changes.
    rejects(s, "p2", { type: "untapChosen", objects: [...islands, forest!] }, "413.2");
    s = act(s, { type: "untapChosen", objects: [islands[0]!, islands[1]!, forest!] });
    expect([islands[0], islands[1], forest].map((id) => (s.objects[id!] as { tapped: boolean }).tapped)).toEqual([false, false, false]);
    expect([islands[2], islands[3], mountain].map((id) => (s.objects[id!] as { tapped: boolean }).tapped)).toEqual([true, true, true]);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Rewind");
    expect(s.stack).toHaveLength(0);
    expect(life(s, "p2")).toBe(20);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("413.2: \"up to\": none may be chosen, and the lands stay tapped", () => {
    let s = rewindShock();
    const [island] = lands(s, "p2", "Island");
    rejects(s, "p2", { type: "untapChosen", objects: [island!, island!] }, "413.2");
    s = act(s, { type: "untapChosen", objects: [] });
    expect(lands(s, "p2", "Island").every((id) => (s.objects[id] as { tapped: boolean }).tapped)).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
    expect(s.stack).toHaveLength(0);
  });
});
