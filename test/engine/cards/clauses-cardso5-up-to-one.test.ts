import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { act, inHand, inPlay, life, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

// "up to one target card from your graveyard" (409.1c: a word "target" taking zero or one target,
// chosen as the spell or ability is played or put on the stack): "Return up to one target Zombie
// card from your graveyard to your hand." (Cruel Revival, after "Destroy target non-Zombie creature.
// It can't be regenerated."), "Put up to one target card from your graveyard on the bottom of your
// library. Draw a card." (Conjurer's Bauble), "you may return up to one target creature card from
// your graveyard to your hand" (Sword of Light and Shadow). With none chosen the rest still happens;
// a target chosen and illegal as it resolves is unaffected (413.2a). Compiled from the printed text
// (src/cards/compiler/hand-library.ts graveyardCard).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const swamps = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const gy = (s: GameState, name: string) => s.players[0]!.graveyard.find((id) => (s.objects[id] as { card: string }).card === name)!;

describe("clauses: \"up to one target card from your graveyard\" (409.1c)", () => {
  it("409.1c: Cruel Revival destroys Grizzly Bears and returns the Zombie card chosen (Gravedigger); a Zombie creature and a non-Zombie card are refused", () => {
    let s = manualGame({ players: [{ library, hand: ["Cruel Revival"], play: swamps, graveyard: ["Hill Giant", "Gravedigger"] }, { library, play: ["Grizzly Bears", "Scathe Zombies"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Cruel Revival") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Scathe Zombies") }, { object: gy(s, "Gravedigger") }] }, "409.1c");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }, { object: gy(s, "Hill Giant") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }, { object: gy(s, "Gravedigger") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Gravedigger"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Cruel Revival"]);
  });

  it("409.1c: with no Zombie card chosen Cruel Revival still destroys its creature, and Drudge Skeletons' regeneration shield doesn't save it", () => {
    let s = manualGame({ players: [{ library, hand: ["Cruel Revival"], play: [...swamps, "Swamp", "Drudge Skeletons"], graveyard: ["Hill Giant"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Drudge Skeletons"), ability: 0 }, "p1");
    s = pass(payFully(s), 2);
    expect(s.regenerationShields).toHaveLength(1);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Cruel Revival") }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Drudge Skeletons") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Drudge Skeletons", "Cruel Revival"]);
  });

  it("409.1c: Conjurer's Bauble with an empty graveyard chooses no target and draws a card; with one, puts it on the bottom of the library", () => {
    let s = manualGame({ players: [{ library, play: ["Conjurer's Bauble"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Conjurer's Bauble"), ability: 0 }, "p1");
    if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [] }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Conjurer's Bauble"]);

    let t = manualGame({ players: [{ library, play: ["Conjurer's Bauble"], graveyard: ["Hill Giant"] }, { library }], turn: 3 });
    t = act(t, { type: "playAbility", source: inPlay(t, "Conjurer's Bauble"), ability: 0 }, "p1");
    t = act(t, { type: "chooseTargets", targets: [{ object: gy(t, "Hill Giant") }] }, "p1");
    t = pass(t, 2);
    expect(zoneNames(t, "p1", "hand")).toEqual(["Island"]);
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Conjurer's Bauble"]);
    expect(zoneNames(t, "p1", "library").at(-1)).toBe("Hill Giant");
  });

  it("Sword of Light and Shadow: the equipped creature's combat damage gains 3 life and may return the creature card chosen", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", { card: "Sword of Light and Shadow", attachedTo: 0 }], graveyard: ["Hill Giant", "Swamp"] }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    for (let i = 0; i < 30 && s.pending?.kind !== "triggerTargets"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect(life(s, "p2")).toBe(16);
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: gy(s, "Swamp") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: gy(s, "Hill Giant") }] }, "p1");
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = act(s, { type: "may", accept: true });
    expect(life(s, "p1")).toBe(23);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant"]);
  });
});
