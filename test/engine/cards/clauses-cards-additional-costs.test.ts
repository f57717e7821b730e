import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { legalDecision } from "../../../src/engine/index.js";
import { act, inHand, inPlay, manualGame, payFully, rejects, zoneNames, resolveStack } from "../helpers.js";

// "As an additional cost to play ~, sacrifice a creature." (Skulltap), "... sacrifice an
// artifact." (Trash for Treasure): 409.1b — the cost is announced as the spell is played (the
// permanent chosen then), and paid with the rest of the total cost (409.1f); a spell whose
// additional cost can't be paid can't be played.
const library = ["Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"As an additional cost to play ~, sacrifice a [permanent]\" (409.1b)", () => {
  it("the cards are offered", () => {
    for (const name of ["Skulltap", "Trash for Treasure"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1b, 409.1f: Skulltap is offered once per creature Ann could sacrifice; sacrificing Grizzly Bears, she draws two cards", () => {
    let s = manualGame({ players: [{ hand: ["Skulltap"], play: ["Swamp", "Swamp", "Grizzly Bears", "Llanowar Elves"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    const plays = legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell");
    expect(plays.map((o) => ("costs" in o ? o.costs : undefined))).toEqual([{ sacrifice: bears }, { sacrifice: inPlay(s, "Llanowar Elves") }]);
    s = resolveStack(payFully(act(s, { type: "playSpell", card: inHand(s, "p1", "Skulltap"), costs: { sacrifice: bears } })));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Skulltap"]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Island"]);
    expect(inPlay(s, "Llanowar Elves")).toBeDefined();
  });

  it("409.1b: without a creature to sacrifice Skulltap isn't offered, and it can't be played without the sacrifice or by sacrificing an opponent's creature", () => {
    const s = manualGame({ players: [{ hand: ["Skulltap"], play: ["Swamp", "Swamp"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Skulltap") }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Skulltap"), costs: { sacrifice: inPlay(s, "Hill Giant") } }, "409.1b");
  });

  it("409.1c, 409.1f: Trash for Treasure sacrificing Bonesplitter returns the Leonin Scimitar it targets (targets are chosen before the cost is paid)", () => {
    let s = manualGame({ players: [{ hand: ["Trash for Treasure"], play: ["Mountain", "Mountain", "Mountain", "Bonesplitter"], graveyard: ["Leonin Scimitar"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Trash for Treasure"), costs: { sacrifice: inPlay(s, "Bonesplitter") } });
    const scimitar = s.players[0]!.graveyard[0]!;
    s = resolveStack(payFully(act(s, { type: "chooseTargets", targets: [{ object: scimitar }] })));
    expect(inPlay(s, "Leonin Scimitar")).toBeDefined();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Bonesplitter", "Trash for Treasure"]);
  });
});
