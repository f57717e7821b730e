import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// Issue 13, verification 2: each clause of the grammar (src/cards/compiler/), shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
const game = (p1: { hand?: string[]; play?: string[]; graveyard?: string[] }, p2: { hand?: string[]; play?: string[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });
/** Plays an ability of a permanent: announce, targets, pay. */
function activate(s: ReturnType<typeof game>, name: string, ability: number, targets?: ({ player: string } | { object: string })[]) {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, name) && o.ability === ability)!;
  s = act(s, option, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, "p1");
  return payFully(s);
}

describe("clauses: effects of spells", () => {
  it("416: \"~ deals N damage to target creature or player\" — Vulshok Sorcerer's {T} ability deals 1 damage to a player", () => {
    let s = game({ play: ["Vulshok Sorcerer"] });
    s = pass(activate(s, "Vulshok Sorcerer", 0, [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(19);
  });

  it("\"target player gains N life\" — Natural Spring: the target gains 8", () => {
    const s = pass(cast(game({ hand: ["Natural Spring"] }), "p1", "Natural Spring", [{ player: "p1" }]), 2);
    expect(life(s, "p1")).toBe(28);
  });

  it("\"target player loses N life and you gain N life\" — Soul Feast: one clause per player, one target", () => {
    const s = pass(cast(game({ hand: ["Soul Feast"] }), "p1", "Soul Feast", [{ player: "p2" }]), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([24, 16]);
  });

  it("\"draw N cards, then discard a card\" — Sift: three cards drawn, then one discarded", () => {
    let s = pass(cast(game({ hand: ["Sift"] }), "p1", "Sift"), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1" });
    s = act(s, { type: "discard", cards: [s.players[0]!.hand[0]!] }, "p1");
    expect(s.players[0]!.hand.length).toBe(2);
    // 413.2: the spell goes to its owner's graveyard last, as it finishes resolving.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Island", "Sift"]);
  });

  it("\"target creature gets +N/+N until end of turn\" — Might of Oaks makes Hill Giant 10/10", () => {
    let s = game({ hand: ["Might of Oaks"] });
    s = pass(cast(s, "p1", "Might of Oaks", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([10, 10]);
  });

  it("\"all creatures get -N/-N until end of turn\" — Nausea: the set of creatures as it resolves", () => {
    let s = game({ hand: ["Nausea"], play: ["Suntail Hawk"] });
    s = pass(cast(s, "p1", "Nausea"), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([2, 2]);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Suntail Hawk");
  });

  it("409.1c: \"destroy target nonblack creature. It can't be regenerated\" — Dark Banishing can't target a black creature", () => {
    let s = game({ hand: ["Dark Banishing"] }, { play: ["Bog Imp"] });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Bog Imp") }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("\"destroy target land\" and \"destroy all Islands\" — Stone Rain and Boiling Seas", () => {
    let s = game({ hand: ["Stone Rain"] }, { play: ["Island"] });
    s = pass(cast(s, "p1", "Stone Rain", [{ object: inPlay(s, "Island", "p2") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island"]);
    let t = game({ hand: ["Boiling Seas"] }, { play: ["Island", "Mountain"] });
    t = pass(cast(t, "p1", "Boiling Seas"), 2);
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Island"]);
    expect(zoneNames(t, "p1", "graveyard").filter((n) => n === "Island")).toHaveLength(3);
  });

  it("\"return target permanent to its owner's hand\" — Boomerang", () => {
    let s = game({ hand: ["Boomerang"] });
    s = pass(cast(s, "p1", "Boomerang", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(s.players[1]!.hand.map((id) => card(s, id).card)).toEqual(["Hill Giant"]);
  });

  it("406.1: \"add {R}{R}{R}{R}{R} to your mana pool\" — Seething Song", () => {
    const s = pass(cast(game({ hand: ["Seething Song"] }), "p1", "Seething Song"), 2);
    expect(s.players[0]!.manaPool.R).toBe(5);
  });

  it("\"put a +1/+1 counter on target creature\" — Battlegrowth", () => {
    let s = game({ hand: ["Battlegrowth"] });
    s = pass(cast(s, "p1", "Battlegrowth", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 4]);
  });

  it("216: \"put a 1/1 green Saproling creature token into play\" — Sprout", () => {
    const s = pass(cast(game({ hand: ["Sprout"] }), "p1", "Sprout"), 2);
    const token = s.play.map((id) => card(s, id)).find((o) => o.card === "Saproling")!;
    expect(characteristics(s, token)).toMatchObject({ power: 1, toughness: 1, colors: ["G"] });
  });
});

describe("clauses: activated abilities and their costs", () => {
  it("403: \"{B}: ~ gets +1/+1 until end of turn\" — Looming Shade", () => {
    let s = game({ play: ["Looming Shade"] });
    s = pass(activate(s, "Looming Shade", 0), 2);
    expect(pt(s, inPlay(s, "Looming Shade"))).toEqual([2, 2]);
  });

  it("409.1f: \"{W}, Discard a card: You gain 3 life\" — Peace of Mind discards as a cost", () => {
    let s = game({ play: ["Peace of Mind"], hand: ["Grizzly Bears"] });
    s = pass(activate(s, "Peace of Mind", 0), 2);
    if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: [s.players[0]!.hand[0]!] }, "p1");
    expect(life(s, "p1")).toBe(23);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
  });

  it("409.1f: \"Sacrifice ~: You gain 3 life\" — Bottle Gnomes", () => {
    let s = game({ play: ["Bottle Gnomes"] });
    s = pass(activate(s, "Bottle Gnomes", 0), 2);
    expect([life(s, "p1"), zoneNames(s, "p1", "graveyard")]).toEqual([23, ["Bottle Gnomes"]]);
  });

  it("\"{1}, {T}: Tap target artifact, creature, or land\" — Icy Manipulator taps Hill Giant", () => {
    let s = game({ play: ["Icy Manipulator"] });
    s = pass(activate(s, "Icy Manipulator", 0, [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ tapped: true });
  });

  it("419.1: \"{T}: Prevent the next 2 damage that would be dealt to target creature or player this turn\" — Loxodon Anchorite, then Shock", () => {
    let s = game({ play: ["Loxodon Anchorite"], hand: ["Shock"] });
    s = pass(activate(s, "Loxodon Anchorite", 0, [{ player: "p1" }]), 2);
    s = pass(cast(s, "p1", "Shock", [{ player: "p1" }]), 2);
    expect(life(s, "p1")).toBe(20);
  });

  it("414: \"{T}, Sacrifice ~: Counter target spell\" — Daring Apprentice counters Grizzly Bears", () => {
    let s = game({ play: ["Daring Apprentice"], hand: ["Grizzly Bears"] });
    s = cast(s, "p1", "Grizzly Bears");
    s = pass(activate(s, "Daring Apprentice", 0, [{ object: s.stack[0]! }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Grizzly Bears", "Daring Apprentice"]));
  });

  it("406.1: \"{T}: Add one mana of any color to your mana pool\" — Utopia Tree pays for a spell", () => {
    let s = game({ play: ["Utopia Tree"], hand: ["Grizzly Bears"] });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    const options = legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === inPlay(s, "Utopia Tree"));
    expect(options.map((o) => (o as { mana?: string }).mana).sort()).toEqual(["B", "G", "R", "U", "W"]);
  });
});

describe("clauses: triggered and static abilities", () => {
  it("404: \"When ~ comes into play, destroy target artifact\" — Viridian Shaman", () => {
    let s = game({ hand: ["Viridian Shaman"] }, { play: ["Bonesplitter"] });
    s = pass(cast(s, "p1", "Viridian Shaman"), 2);
    if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Bonesplitter") }] }, "p1");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bonesplitter"]);
  });

  it("404: \"At the beginning of your upkeep, tap target creature\" — Harrier Griffin", () => {
    let s = manualGame({ players: [{ library, play: ["Harrier Griffin"] }, { library, play: ["Hill Giant"] }], turn: 3, step: "untap" });
    for (let i = 0; i < 6 && s.pending?.kind !== "triggerTargets"; i++) s = pass(s);
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    s = pass(s, 2);
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ tapped: true });
  });

  it("404, \"you may\": \"Whenever an artifact is put into a graveyard from play, you may put a +1/+1 counter on ~\" — Moriok Rigger", () => {
    let s = game({ play: ["Moriok Rigger", "Bottle Gnomes"] });
    s = pass(activate(s, "Bottle Gnomes", 0), 2);
    for (let i = 0; i < 4 && s.pending?.kind !== "may"; i++) s = pass(s);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(pt(s, inPlay(s, "Moriok Rigger"))).toEqual([3, 3]);
  });

  it("405: \"Creatures you control have flying\" — Levitation", () => {
    const s = game({ play: ["Levitation", "Grizzly Bears"] });
    expect(characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).keywords).toContain("flying");
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).keywords).not.toContain("flying");
  });

  it("212.4, 418.5 layer 2: \"Enchant land / You control enchanted land\" — Annex takes a land", () => {
    let s = game({ hand: ["Annex"] }, { play: ["Island"] });
    s = pass(cast(s, "p1", "Annex", [{ object: inPlay(s, "Island", "p2") }]), 2);
    expect(inPlay(s, "Island", "p1")).toBeDefined();
    expect(s.play.filter((id) => card(s, id).card === "Island" && card(s, id).owner === "p2").map((id) => inPlay(s, "Island", "p1") && id)).toHaveLength(1);
  });

  it("208.2, 418.5c: \"~'s power and toughness are each equal to the number of sorcery cards in all graveyards\" — Magnivore", () => {
    const s = game({ play: ["Magnivore"], graveyard: ["Sift", "Stone Rain", "Shock"] });
    expect(pt(s, inPlay(s, "Magnivore"))).toEqual([2, 2]);
  });
});

describe("clauses: counters as a cost", () => {
  it("409.1f: \"Remove three spore counters from ~: Put a 1/1 green Saproling creature token into play\" — Thallid", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Thallid", counters: { spore: 3 } }] }, { library }], turn: 3 });
    s = pass(activate(s, "Thallid", 1), 2);
    expect(card(s, inPlay(s, "Thallid")).counters?.spore ?? 0).toBe(0);
    expect(s.play.map((id) => card(s, id).card)).toContain("Saproling");
  });
});

describe("clauses: keywords granted, graveyard cards, spells as targets, modes", () => {
  it("418.5: \"~ gains flying until end of turn\" — Goblin Balloon Brigade flies until the turn ends", () => {
    let s = game({ play: ["Goblin Balloon Brigade"] });
    s = pass(activate(s, "Goblin Balloon Brigade", 0), 2);
    expect(characteristics(s, card(s, inPlay(s, "Goblin Balloon Brigade"))).keywords).toContain("flying");
  });

  it("418.5: \"{R}, Sacrifice an artifact: Target creature can't block this turn\" — Krark-Clan Ogre", () => {
    let s = game({ play: ["Krark-Clan Ogre", "Bonesplitter"] });
    s = pass(activate(s, "Krark-Clan Ogre", 0, [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).restrictions).toContain("cantBlock");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Bonesplitter"]);
  });

  it("\"target creature gets +3/+3 and gains flying until end of turn\" — Angelic Blessing: one target, both effects", () => {
    let s = game({ hand: ["Angelic Blessing"] });
    s = pass(cast(s, "p1", "Angelic Blessing", [{ object: inPlay(s, "Hill Giant") }]), 2);
    const giant = card(s, inPlay(s, "Hill Giant"));
    expect([pt(s, giant.id), characteristics(s, giant).keywords]).toEqual([[6, 6], ["flying"]]);
  });

  it("409.1c: \"return target creature card from your graveyard to your hand\" — Raise Dead; a land card is no legal target", () => {
    let s = game({ hand: ["Raise Dead"], graveyard: ["Grizzly Bears", "Forest"] });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    const [bears, forest] = s.players[0]!.graveyard;
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: forest! }] }, "409.1c");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears! }] }, "p1")), 2);
    expect(s.players[0]!.hand.map((id) => card(s, id).card)).toEqual(["Grizzly Bears"]);
  });

  it("414, 409.1c: \"counter target creature spell\" — Remove Soul counters Grizzly Bears and can't target Shock", () => {
    let s = game({ hand: ["Grizzly Bears", "Remove Soul", "Shock"] });
    s = cast(s, "p1", "Grizzly Bears");
    const bears = s.stack[0]!;
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    const shock = s.stack[s.stack.length - 1]!;
    s = act(s, { type: "playSpell", card: s.players[0]!.hand.find((id) => card(s, id).card === "Remove Soul")! }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: shock }] }, "409.1c");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] }, "p1"));
    s = pass(s, 6);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(expect.arrayContaining(["Grizzly Bears", "Remove Soul", "Shock"]));
    expect(life(s, "p2")).toBe(18);
  });

  it("409.1a: \"Choose one — ~ deals 3 damage to target creature; or ~ deals 3 damage to target player\" — Barbed Lightning, second mode", () => {
    let s = game({ hand: ["Barbed Lightning"] });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "chooseMode", mode: 1 }, "p1");
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1")), 2);
    expect(life(s, "p2")).toBe(17);
  });

  it("502.32: \"Entwine {1}\" — Dream's Grip entwined taps one permanent and untaps another", () => {
    let s = game({ hand: ["Dream's Grip"] });
    const tapped = s.play.find((id) => card(s, id).card === "Forest")!;
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "chooseMode", mode: 2 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }, { object: tapped }] }, "p1");
    s = pass(payFully(s), 2);
    expect([card(s, inPlay(s, "Hill Giant")).tapped, card(s, tapped).tapped]).toEqual([true, false]);
  });
});

describe("clauses: flash in its pre-Time Spiral wording", () => {
  it("502.57: \"You may play ~ any time you could play an instant.\" — King Cheetah can be played while a spell is on the stack; Hill Giant can't", () => {
    let s = cast(game({ hand: ["Sift", "King Cheetah", "Hill Giant"] }), "p1", "Sift");
    expect(s.stack).toHaveLength(1);
    const plays = legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell").map((o) => card(s, (o as { card: string }).card).card);
    expect(plays).toContain("King Cheetah");
    expect(plays).not.toContain("Hill Giant");
    s = pass(cast(s, "p1", "King Cheetah"), 2);
    expect(inPlay(s, "King Cheetah")).toBeTruthy();
    expect(zoneNames(s, "p1", "graveyard")).not.toContain("Sift");
  });
});
