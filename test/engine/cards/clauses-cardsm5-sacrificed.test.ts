import { describe, expect, it } from "vitest";
import { compile } from "../../../src/cards/compiler/card.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, activated, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// Amounts read from the permanent sacrificed to pay a cost (409.1f), as it last existed in play
// (413.2: by the time the spell or ability resolves it is in the graveyard): "damage equal to the
// sacrificed creature's power" (Bloodshot Cyclops), "... the sacrificed Goblin's power" (Airdrop
// Condor), "... the sacrificed artifact's converted mana cost" (Bosh, Iron Golem), "You gain life
// equal to the sacrificed creature's toughness" (Miren, the Moaning Well), and a spell's additional
// cost (409.1b): "Put X +1/+1 counters on target creature, where X is the sacrificed artifact's
// converted mana cost" (Forge Armor), "-X/-X ..., where X is the sacrificed creature's power" (Call
// for Blood).
const library = ["Island", "Island", "Island", "Island", "Island"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
/** Plays the named permanent's activated ability, sacrificing `sacrifice`, at `target`, and pays it. */
function activate(s: GameState, name: string, sacrifice: string, target?: { player: string } | { object: string }): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability: activated(s, name), costs: { sacrifice } }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [target!] }, "p1");
  return payFully(s);
}

describe("clauses: amounts of the permanent sacrificed for a cost (409.1f, 413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Bloodshot Cyclops", "Airdrop Condor", "Bosh, Iron Golem", "Miren, the Moaning Well", "Forge Armor", "Call for Blood", "Greater Good"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1f, 413.2: Bloodshot Cyclops sacrificing Hill Giant under Glorious Anthem deals 4 damage (its power as it last existed in play), not 3", () => {
    let s = manualGame({ players: [{ play: ["Bloodshot Cyclops", "Glorious Anthem", "Hill Giant"], library }, { library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant");
    expect(pt(s, giant)).toEqual([4, 4]);
    s = activate(s, "Bloodshot Cyclops", giant, { player: "p2" });
    // The cost is paid: the Giant is in the graveyard (a 3/3 card there) as the ability waits on the stack.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(card(s, inPlay(s, "Bloodshot Cyclops")).tapped).toBe(true);
    s = resolveAll(s);
    expect(life(s, "p2")).toBe(16);
  });

  it("409.1f: Bloodshot Cyclops may sacrifice itself; its damage is then its own last power, to a creature", () => {
    let s = manualGame({ players: [{ play: ["Bloodshot Cyclops"], library }, { play: ["Enormous Baloth"], library }], turn: 3 });
    const baloth = inPlay(s, "Enormous Baloth");
    s = resolveAll(activate(s, "Bloodshot Cyclops", inPlay(s, "Bloodshot Cyclops"), { object: baloth }));
    expect(card(s, baloth).damage).toBe(4);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Bloodshot Cyclops"]);
  });

  it("409.1f: Airdrop Condor sacrifices only a Goblin (Grizzly Bears is refused as its announced cost, 409.1b, and nothing changes); Goblin Piker's power 2 is dealt", () => {
    let s = manualGame({ players: [{ play: ["Airdrop Condor", "Goblin Piker", "Grizzly Bears", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Airdrop Condor"), ability: activated(s, "Airdrop Condor"), costs: { sacrifice: inPlay(s, "Grizzly Bears") } }, "409.1b");
    s = resolveAll(activate(s, "Airdrop Condor", inPlay(s, "Goblin Piker"), { player: "p2" }));
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Goblin Piker"]);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
  });

  it("203.3, 409.1f: Bosh, Iron Golem deals damage equal to the sacrificed artifact's converted mana cost: Bonesplitter 1, Ornithopter 0, Bosh itself 8", () => {
    const start = () => manualGame({ players: [{ play: ["Bosh, Iron Golem", "Bonesplitter", "Ornithopter", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    let s = resolveAll(activate(start(), "Bosh, Iron Golem", inPlay(start(), "Bonesplitter"), { player: "p2" }));
    expect(life(s, "p2")).toBe(19);
    s = start();
    s = resolveAll(activate(s, "Bosh, Iron Golem", inPlay(s, "Ornithopter"), { player: "p2" }));
    expect(life(s, "p2")).toBe(20);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter"]);
    s = start();
    s = resolveAll(activate(s, "Bosh, Iron Golem", inPlay(s, "Bosh, Iron Golem"), { player: "p2" }));
    expect(life(s, "p2")).toBe(12);
  });

  it("409.1f, 413.2: Miren, the Moaning Well gains life equal to the sacrificed creature's toughness (Hill Giant: 3)", () => {
    let s = manualGame({ players: [{ play: ["Miren, the Moaning Well", "Hill Giant", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    s = resolveAll(activate(s, "Miren, the Moaning Well", inPlay(s, "Hill Giant")));
    expect(life(s, "p1")).toBe(23);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("409.1b, 409.1f: Forge Armor sacrificing Bonesplitter puts one +1/+1 counter on Grizzly Bears; sacrificing Ornithopter, none", () => {
    const lands = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ hand: ["Forge Armor"], play: [...lands, "Grizzly Bears", "Bonesplitter", "Ornithopter"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    const play = (s: GameState, artifact: string) => resolveAll(payFully(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Forge Armor"), costs: { sacrifice: inPlay(s, artifact) } }, "p1"), { type: "chooseTargets", targets: [{ object: bears }] }, "p1")));
    const one = play(s, "Bonesplitter");
    expect(card(one, bears).counters).toEqual({ "+1/+1": 1 });
    expect(pt(one, bears)).toEqual([3, 3]);
    expect(zoneNames(one, "p1", "graveyard")).toEqual(["Bonesplitter", "Forge Armor"]);
    s = play(s, "Ornithopter");
    expect(card(s, bears).counters).toBeUndefined();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter", "Forge Armor"]);
  });

  it("409.1c, 413.2a: Forge Armor may target the artifact creature it then sacrifices; the target is gone, so it is countered and puts no counters", () => {
    let s = manualGame({ players: [{ hand: ["Forge Armor"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Ornithopter"], library }, { library }], turn: 3 });
    const bird = inPlay(s, "Ornithopter");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Forge Armor"), costs: { sacrifice: bird } }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: bird }] }, "p1")));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter", "Forge Armor"]);
    expect(s.play.some((id) => card(s, id).counters)).toBe(false);
  });

  it("409.1b, 413.2: Call for Blood sacrificing Hill Giant under Glorious Anthem gives Craw Wurm (6/4) -4/-4, the Giant's power as it last existed (-3/-3 would leave it a 3/1)", () => {
    let s = manualGame({ players: [{ hand: ["Call for Blood"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Glorious Anthem", "Hill Giant"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const wurm = inPlay(s, "Craw Wurm");
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Call for Blood"), costs: { sacrifice: inPlay(s, "Hill Giant") } }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: wurm }] }, "p1")));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
  });

  it("409.1f: the language refuses \"the sacrificed [permanent]\" that the cost doesn't sacrifice", () => {
    const base = { name: "Test Golem", type: "Artifact Creature — Golem", types: ["Artifact", "Creature"], subtypes: ["Golem"], manaCost: "{4}" };
    const wrong = compile({ ...base, printedText: "{T}, Sacrifice a creature: Test Golem deals damage equal to the sacrificed artifact's converted mana cost to target creature or player." });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.blocked).toContain("409.1f");
    const right = compile({ ...base, printedText: "{T}, Sacrifice an artifact: Test Golem deals damage equal to the sacrificed artifact's converted mana cost to target creature or player." });
    expect(right.ok).toBe(true);
  });
});
