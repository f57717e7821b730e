import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { getCard } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island"];

describe("{X} in an activated ability's cost (409.1b)", () => {
  it("409.1b: Pain Kami's {X}{R} — X is announced as the ability is played (up to what can be paid), the cost includes it, and the damage is X", () => {
    let s = manualGame({ players: [{ play: ["Pain Kami", "Mountain", "Mountain", "Mountain"], library }, { play: ["Craw Wurm", "Grizzly Bears"], library }], turn: 3 });
    const kami = inPlay(s, "Pain Kami");
    s = act(s, { type: "playAbility", source: kami, ability: 0 });
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("x");
    expect(d.details).toEqual({ min: 0, max: 2 }); // three Mountains: {R} and X up to 2
    rejects(s, "p1", { type: "chooseX", value: 3 }, "409.1f");
    s = act(s, { type: "chooseX", value: 2 });
    expect(s.playing!.cost).toBe("{2}{R}");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = payFully(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pain Kami"]); // sacrificed as the cost was paid
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]); // the ability kept X with its source gone
  });

  it("409.1b, 409.1f: Goblin Dynamo's {X}{R}, {T}, sacrifice: X damage to a player; the {T} is not mana for the X", () => {
    let s = manualGame({ players: [{ play: ["Goblin Dynamo", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    const dynamo = inPlay(s, "Goblin Dynamo");
    s = act(s, { type: "playAbility", source: dynamo, ability: 1 });
    expect(legalDecision(s, "p1")!.details).toEqual({ min: 0, max: 3 });
    s = act(s, { type: "chooseX", value: 3 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Goblin Dynamo"]);
  });
});

describe("hybrid mana symbols (104.3, 203.2e, 203.3)", () => {
  it("203.2e, 203.3: Riot Spikes ({B/R}) is black and red and has converted mana cost 1; it is paid with {R}, not with {G}", () => {
    const spikes = getCard("Riot Spikes");
    expect([...spikes.colors].sort()).toEqual(["B", "R"]);
    expect(spikes.convertedManaCost).toBe(1);
    expect(getCard("Selesnya Guildmage").convertedManaCost).toBe(2);
    let s = manualGame({ players: [{ hand: ["Riot Spikes"], play: ["Forest", "Grizzly Bears"], library }, { library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell")).toBe(false); // a Forest can't pay {B/R}
    s = manualGame({ players: [{ hand: ["Riot Spikes"], play: ["Mountain", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Riot Spikes", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 1]);
  });

  it("104.3: Selesnya Guildmage ({G/W}{G/W}) is played with a Plains and a Forest; its {3}{G} makes a Saproling and {3}{W} pumps the team", () => {
    let s = manualGame({ players: [{ hand: ["Selesnya Guildmage"], play: ["Plains", "Forest", "Forest", "Forest", "Forest", "Plains"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Selesnya Guildmage") });
    const plains = inPlay(s, "Plains");
    const forest = inPlay(s, "Forest");
    s = act(s, { type: "playAbility", source: plains, ability: 0 });
    s = act(s, { type: "playAbility", source: forest, ability: 0 });
    s = pass(act(s, { type: "payMana", mana: "WG" }), 2);
    const guildmage = inPlay(s, "Selesnya Guildmage");
    s = pass(payFully(act(s, { type: "playAbility", source: guildmage, ability: 0 })), 2);
    const saproling = inPlay(s, "Saproling");
    expect(pt(s, saproling)).toEqual([1, 1]);
    s = manualGame({ players: [{ play: ["Selesnya Guildmage", "Plains", "Plains", "Plains", "Plains"], library }, { library }], turn: 3 });
    s = pass(payFully(act(s, { type: "playAbility", source: inPlay(s, "Selesnya Guildmage"), ability: 1 })), 2);
    expect(pt(s, inPlay(s, "Selesnya Guildmage"))).toEqual([3, 3]);
  });

  it("104.3: Dimir Guildmage's abilities are played only as a sorcery: target player draws, or discards", () => {
    let s = manualGame({ players: [{ play: ["Dimir Guildmage", "Island", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Swamp"], library }, { hand: ["Shock"], library }], turn: 3 });
    const guildmage = inPlay(s, "Dimir Guildmage");
    s = act(s, { type: "playAbility", source: guildmage, ability: 1 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }));
    // With the ability on the stack, its other ability can't be played (a sorcery needs an empty stack).
    rejects(s, "p1", { type: "playAbility", source: guildmage, ability: 0 }, "408.1");
    s = pass(s, 2);
    if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: [inHand(s, "p2", "Shock")] });
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]);
    s = pass(payFully(act(act(s, { type: "playAbility", source: guildmage, ability: 0 }), { type: "chooseTargets", targets: [{ player: "p1" }] })), 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
  });

  it("104.3: Centaur Safeguard ({2}{G/W}) — put into a graveyard from play, its controller may gain 3 life", () => {
    let s = manualGame({ players: [{ play: ["Centaur Safeguard"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(s);
    s = pass(cast(s, "p2", "Shock", [{ object: inPlay(s, "Centaur Safeguard") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Centaur Safeguard"]);
    s = pass(s, 2); // its triggered ability resolves
    expect(legalDecision(s, "p1")!.kind).toBe("may");
    s = act(s, { type: "may", accept: true });
    expect(life(s, "p1")).toBe(23);
  });
});

describe("X announced before targets (409.1b, 409.1c)", () => {
  it("409.1c: Molder lists only the values of X that leave a legal target (an artifact or enchantment with converted mana cost X); another X is still accepted and leaves only backing out", () => {
    const lands = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
    let s = manualGame({ players: [{ hand: ["Molder"], play: lands, library }, { play: ["Bonesplitter", "Leonin Scimitar", "Glorious Anthem"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Molder") });
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("x");
    expect(d.details).toEqual({ min: 0, max: 5 });
    // Bonesplitter and Leonin Scimitar cost 1, Glorious Anthem 3: only X = 1 and X = 3 find a target.
    expect(d.options.filter((o) => o.type === "chooseX").map((o) => (o as { value: number }).value)).toEqual([1, 3]);
    const four = act(s, { type: "chooseX", value: 4 });
    expect(legalDecision(four, "p1")!.options).toEqual([{ type: "cancel" }]);
    s = act(s, { type: "chooseX", value: 3 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Glorious Anthem") }] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Glorious Anthem"]);
    expect(life(s, "p1")).toBe(23);
  });
});
