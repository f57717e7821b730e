import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { act, cast, freezeObjects, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { optionLabel } from "../../../src/engine/view/labels.js";

// The top cards of a library, some taken into the hand and the rest put away
// (src/cards/compiler/top-cards.ts, src/engine/effects/top-cards.ts), each with a real card of
// the era. 217.2: a library is hidden and keeps its order: cards looked at are seen by the
// looker alone, revealed cards by every player; the order of the rest on the bottom is the
// controller's choice and stays his or her own. 413.2: "where X is [a count]" is counted as the
// effect resolves.
const lands = (color: string) => Array.from({ length: 9 }, () => color).concat(["Forest", "Forest", "Plains", "Plains"]);
type Side = { hand?: string[]; play?: string[]; library: string[] };
const game = (p1: Side, p2: Partial<Side> = {}, color = "Island") =>
  manualGame({ players: [{ ...p1, play: [...lands(color), ...(p1.play ?? [])] }, { library: ["Swamp", "Swamp", "Swamp"], ...p2, play: p2.play ?? [] }], turn: 3 });
/** Plays the first activated ability of a permanent and passes until it resolves or asks something. */
function activate(s: GameState, name: string) {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, name))!;
  return payFully(act(s, option, "p1"));
}
/** Passes priority until a decision other than priority is owed or the stack is empty, keeping the events. */
function passToDecision(s: GameState) {
  const events: ReturnType<typeof apply>["events"] = [];
  for (let i = 0; i < 10 && s.pending?.kind === "priority" && s.stack.length > 0; i++) {
    const r = apply(freezeObjects(s), s.pending.player, { type: "pass" });
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}
const seenBy = (events: ReturnType<typeof apply>["events"], viewer: string | null) => JSON.stringify(eventsFor(events, viewer));

describe("217.2: \"Reveal the top N cards of your library. Put all [type] cards revealed this way into your hand and the rest ...\"", () => {
  it("Chromescale Drake: the artifacts revealed go into the hand, the rest into the graveyard, all seen by every player", () => {
    let s = game({ hand: ["Chromescale Drake"], library: ["Ornithopter", "Forest", "Juggernaut", "Island", "Swamp"] });
    s = cast(s, "p1", "Chromescale Drake");
    s = pass(s, 2); // the Drake resolves; its trigger goes on the stack
    const { s: after, events } = passToDecision(s);
    expect(zoneNames(after, "p1", "hand")).toEqual(["Ornithopter", "Juggernaut"]);
    expect(zoneNames(after, "p1", "graveyard")).toEqual(["Forest"]);
    expect(zoneNames(after, "p1", "library")).toEqual(["Island", "Swamp"]);
    const reveal = eventsFor(events, "p2").find((e) => e.type === "reveal")!;
    expect(reveal.data.cards).toEqual(["Ornithopter", "Forest", "Juggernaut"]);
  });

  it("Elder Pine of Jukai: a Spirit spell reveals three; the lands go into the hand, the other two under the library in the order Ann posts", () => {
    let s = game({ play: ["Elder Pine of Jukai"], hand: ["Kami of Ancient Law"], library: ["Forest", "Shock", "Hill Giant", "Swamp", "Plains"] }, {}, "Plains");
    s = cast(s, "p1", "Kami of Ancient Law");
    const { s: ordering, events } = passToDecision(s);
    expect(zoneNames(ordering, "p1", "hand")).toEqual(["Forest"]);
    expect(ordering.pending).toEqual({ kind: "orderTop", player: "p1", owner: "p1", count: 2, bottom: true });
    expect(legalDecision(ordering, "p1")!.options).toEqual([{ type: "orderTop", order: [0, 1] }, { type: "orderTop", order: [1, 0] }]);
    rejects(ordering, "p1", { type: "orderTop", order: [0, 0] }, "217.2");
    s = act(ordering, { type: "orderTop", order: [1, 0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Swamp", "Plains", "Hill Giant", "Shock"]);
    expect(eventsFor(events, "p2").find((e) => e.type === "reveal")!.data.cards).toEqual(["Forest", "Shock", "Hill Giant"]);
  });

  it("Elder Pine of Jukai: a creature spell that isn't a Spirit reveals nothing", () => {
    let s = game({ play: ["Elder Pine of Jukai"], hand: ["Grizzly Bears"], library: ["Forest", "Shock", "Hill Giant"] }, {}, "Forest");
    s = cast(s, "p1", "Grizzly Bears");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Shock", "Hill Giant"]);
  });

  it("Enshrined Memories: X cards revealed (409.1b: X announced); the creatures into the hand, the one left to the bottom without a question; X = 0 reveals none", () => {
    let s = game({ hand: ["Enshrined Memories", "Enshrined Memories"], library: ["Hill Giant", "Island", "Grizzly Bears", "Swamp"] }, {}, "Forest");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = payFully(act(s, { type: "chooseX", value: 3 }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Enshrined Memories", "Hill Giant", "Grizzly Bears"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Swamp", "Island"]);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = payFully(act(s, { type: "chooseX", value: 0 }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Hill Giant", "Grizzly Bears"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Swamp", "Island"]);
  });
});

describe("217.2: \"Look at the top five cards of your library. You may reveal a [type] card from among them and put it into your hand. Put the rest on the bottom ...\"", () => {
  const library = ["Island", "Hill Giant", "Swamp", "Grizzly Bears", "Shock", "Plains"];

  it("Commune with Nature: only a creature may be taken; the one taken is shown to all, the others only to Ann", () => {
    let s = game({ hand: ["Commune with Nature"], library }, {}, "Forest");
    s = cast(s, "p1", "Commune with Nature");
    const { s: choosing, events } = passToDecision(s);
    expect(legalDecision(choosing, "p1")!.options).toEqual([{ type: "chooseTop", position: 1 }, { type: "chooseTop", position: 3 }, { type: "decline" }]);
    rejects(choosing, "p1", { type: "chooseTop", position: 0 }, "217.2");
    rejects(choosing, "p1", { type: "chooseTop", position: 5 }, "217.2");
    const taken = apply(freezeObjects(choosing), "p1", { type: "chooseTop", position: 3 });
    s = taken.state;
    expect(zoneNames(s, "p1", "hand")).toEqual(["Grizzly Bears"]);
    expect(s.pending).toEqual({ kind: "orderTop", player: "p1", owner: "p1", count: 4, bottom: true });
    s = act(s, { type: "orderTop", order: [3, 2, 1, 0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Plains", "Shock", "Swamp", "Hill Giant", "Island"]);
    // Bob learns the creature revealed, never the other cards looked at.
    expect(seenBy(taken.events, "p2")).toContain("Grizzly Bears");
    for (const viewer of ["p2", null]) expect(seenBy(events, viewer)).not.toContain("Hill Giant");
    expect(seenBy(events, "p1")).toContain("Hill Giant");
  });

  it("Commune with Nature: Ann may take none; all five go to the bottom in her order", () => {
    let s = game({ hand: ["Commune with Nature"], library }, {}, "Forest");
    s = cast(s, "p1", "Commune with Nature");
    s = passToDecision(s).s;
    expect(optionLabel(s, "p1", { type: "decline" })).toBe("Take none of the cards");
    s = act(s, { type: "decline" }, "p1");
    expect(s.pending).toMatchObject({ kind: "orderTop", count: 5, bottom: true });
    expect(optionLabel(s, "p1", { type: "orderTop", order: [0, 1, 2, 3, 4] })).toMatch(/^Put the cards on the bottom of the library in this order/);
    s = act(s, { type: "orderTop", order: [0, 1, 2, 3, 4] }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Plains", ...library.slice(0, 5)]);
  });

  it("Peer Through Depths: an instant or sorcery; with none among the five, nothing is asked but the order", () => {
    let s = game({ hand: ["Peer Through Depths"], library }, {});
    s = cast(s, "p1", "Peer Through Depths");
    s = passToDecision(s).s;
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseTop", position: 4 }, { type: "decline" }]);
    s = act(s, { type: "chooseTop", position: 4 }, "p1");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock"]);
    s = game({ hand: ["Peer Through Depths"], library: ["Island", "Hill Giant", "Swamp", "Grizzly Bears", "Plains", "Shock"] });
    s = cast(s, "p1", "Peer Through Depths");
    s = passToDecision(s).s;
    expect(s.pending).toMatchObject({ kind: "orderTop", count: 5, bottom: true });
  });
});

describe("413.2: \"Look at the top X cards of your library, where X is [a count]\"", () => {
  it("Machinate: X is the artifacts Ann controls; one of them must go into her hand (no \"none\"), the other to the bottom", () => {
    let s = game({ hand: ["Machinate"], play: ["Ornithopter", "Ornithopter"], library: ["Island", "Shock", "Swamp"] }, { play: ["Juggernaut"] });
    s = cast(s, "p1", "Machinate");
    const { s: choosing, events } = passToDecision(s);
    expect(legalDecision(choosing, "p1")!.options).toEqual([{ type: "chooseTop", position: 0 }, { type: "chooseTop", position: 1 }]);
    rejects(choosing, "p1", { type: "decline" }, "217.2");
    const taken = apply(freezeObjects(choosing), "p1", { type: "chooseTop", position: 1 });
    expect(zoneNames(taken.state, "p1", "hand")).toEqual(["Shock"]);
    expect(zoneNames(taken.state, "p1", "library")).toEqual(["Swamp", "Island"]);
    for (const viewer of ["p2", null]) expect(seenBy([...events, ...taken.events], viewer)).not.toContain("Shock");
  });

  it("Machinate with no artifact: none looked at, nothing happens", () => {
    let s = game({ hand: ["Machinate"], library: ["Island", "Shock"] }, { play: ["Juggernaut"] });
    s = cast(s, "p1", "Machinate");
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(zoneNames(s, "p1", "library")).toEqual(["Island", "Shock"]);
  });

  it("Information Dealer: X counts every Wizard in play, Bob's too", () => {
    let s = game({ play: ["Information Dealer"], library: ["Island", "Shock", "Swamp", "Plains"] }, { play: ["Prodigal Sorcerer", "Hill Giant"] });
    s = activate(s, "Information Dealer");
    s = passToDecision(s).s;
    expect(s.pending).toEqual({ kind: "orderTop", player: "p1", owner: "p1", count: 2 });
    s = act(s, { type: "orderTop", order: [1, 0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Shock", "Island", "Swamp", "Plains"]);
  });

  it("Descendant of Soramaro: X is the cards in Ann's hand as the ability resolves", () => {
    let s = game({ play: ["Descendant of Soramaro"], hand: ["Shock", "Hill Giant", "Swamp"], library: ["Island", "Forest", "Plains", "Mountain"] });
    s = activate(s, "Descendant of Soramaro");
    s = passToDecision(s).s;
    expect(s.pending).toEqual({ kind: "orderTop", player: "p1", owner: "p1", count: 3 });
    const options: Action[] = legalDecision(s, "p1")!.options;
    expect(options).toContainEqual({ type: "orderTop", order: [2, 1, 0] });
    s = act(s, { type: "orderTop", order: [2, 1, 0] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Plains", "Forest", "Island", "Mountain"]);
  });
});
