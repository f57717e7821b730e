import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { legalDecision } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, passUntil, rejects } from "../helpers.js";

// 309.2: restrictions on blocking. On the attacker: "can't be blocked by more than one creature"
// (Krosan Vorine, Vorrac Battlehorns), "can't be blocked except by three or more creatures"
// (Phyrexian Colossus) — on the whole declaration — and "can't be blocked by Walls" (Juggernaut),
// "can't be blocked except by Walls" (Invisibility) — on each blocker. On the blocker, the era's
// "may block an additional creature" (Two-Headed Dragon), "may block any number of creatures"
// (Ironfist Crusher), "may block only creatures with flying" (Ascending Aven). An illegal
// declaration is refused and changes nothing; the listed options obey the restrictions.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const ROWS = (n: number, name: string) => Array.from({ length: n }, () => name);


const all = (s: GameState, who: string, name: string) => s.play.filter((id) => (s.objects[id] as { card: string }).card === name && (s.objects[id] as { controller: string }).controller === who);
/** The active player (p1) attacks p2 with the creatures named; returns the state at p2's blockers decision. */
function toBlockers(s: GameState, attackers: string[]): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  const used = new Set<string>();
  const ids = attackers.map((name) => {
    const id = all(s, "p1", name).find((x) => !used.has(x))!;
    used.add(id);
    return id;
  });
  s = act(s, { type: "declareAttackers", attackers: ids.map((attacker) => ({ attacker, defender: "p2" })) });
  return passUntil(s, (x) => x.pending?.kind === "blockers");
}
/** The blocks the declaration left in combat. */
const declared = (s: GameState) => s.combat!.blocks.map((b) => [b.blocker, b.attacker]);
const block = (blocks: [string, string][]) => ({ type: "declareBlockers" as const, blocks: blocks.map(([blocker, attacker]) => ({ blocker, attacker })) });
const listed = (s: GameState, blocks: [string, string][]) => legalDecision(s, "p2")!.options.some((o) => JSON.stringify(o) === JSON.stringify(block(blocks)));

describe("clauses: restrictions on blocking (309.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Krosan Vorine", "Vorrac Battlehorns", "Phyrexian Colossus", "Juggernaut", "Invisibility", "Two-Headed Dragon", "Ironfist Crusher", "Ascending Aven"]) expect(isSupported(name), name).toBe(true);
  });

  it("309.2: Krosan Vorine can't be blocked by two Grizzly Bears (refused, not listed); by one it can", () => {
    let s = manualGame({ players: [{ play: ["Krosan Vorine"], library }, { play: ["Grizzly Bears", "Grizzly Bears"], library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Krosan Vorine"), defender: "p2" }] });
    // Provoke (502.29) targets one of the Bears; its controller declines to have it block.
    expect(s.pending?.kind).toBe("triggerTargets");
    s = act(s, { type: "chooseTargets", targets: [{ object: all(s, "p2", "Grizzly Bears")[0]! }] });
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = act(s, { type: "may", accept: false });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    const vorine = inPlay(s, "Krosan Vorine");
    const [a, b] = all(s, "p2", "Grizzly Bears");
    rejects(s, "p2", block([[a!, vorine], [b!, vorine]]), "309.2");
    expect(listed(s, [[a!, vorine], [b!, vorine]])).toBe(false);
    expect(listed(s, [[a!, vorine]])).toBe(true);
    expect(declared(act(s, block([[a!, vorine]])))).toEqual([[a!, vorine]]);
  });

  it("309.2: Vorrac Battlehorns gives the equipped creature trample and 'can't be blocked by more than one creature'", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Vorrac Battlehorns", attachedTo: 0 }], library }, { play: ["Wall of Stone", "Wall of Air"], library }], turn: 3 });
    s = toBlockers(s, ["Grizzly Bears"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    rejects(s, "p2", block([[inPlay(s, "Wall of Stone"), bears], [inPlay(s, "Wall of Air"), bears]]), "309.2");
    expect(declared(act(s, block([[inPlay(s, "Wall of Stone"), bears]])))).toEqual([[inPlay(s, "Wall of Stone"), bears]]);
  });

  it("309.2: Phyrexian Colossus can't be blocked by one or two creatures, only by three or more", () => {
    let s = manualGame({ players: [{ play: ["Phyrexian Colossus"], library }, { play: ROWS(3, "Grizzly Bears"), library }], turn: 3 });
    s = toBlockers(s, ["Phyrexian Colossus"]);
    const colossus = inPlay(s, "Phyrexian Colossus");
    const [a, b, c] = all(s, "p2", "Grizzly Bears");
    rejects(s, "p2", block([[a!, colossus]]), "309.2");
    rejects(s, "p2", block([[a!, colossus], [b!, colossus]]), "309.2");
    expect(listed(s, [[a!, colossus]])).toBe(false);
    expect(declared(act(s, block([[a!, colossus], [b!, colossus], [c!, colossus]]))).length).toBe(3);
  });

  it("309.2: Juggernaut can't be blocked by a Wall (Wall of Stone) but can by Grizzly Bears", () => {
    let s = manualGame({ players: [{ play: ["Juggernaut"], library }, { play: ["Wall of Stone", "Grizzly Bears"], library }], turn: 3 });
    s = toBlockers(s, ["Juggernaut"]);
    const jug = inPlay(s, "Juggernaut");
    rejects(s, "p2", block([[inPlay(s, "Wall of Stone"), jug]]), "309.2");
    expect(declared(act(s, block([[inPlay(s, "Grizzly Bears", "p2"), jug]])))).toEqual([[inPlay(s, "Grizzly Bears", "p2"), jug]]);
  });

  it("309.2: the creature Invisibility enchants can be blocked only by Walls", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Invisibility", attachedTo: 0 }], library }, { play: ["Wall of Stone", "Grizzly Bears"], library }], turn: 3 });
    s = toBlockers(s, ["Grizzly Bears"]);
    const bears = inPlay(s, "Grizzly Bears", "p1");
    rejects(s, "p2", block([[inPlay(s, "Grizzly Bears", "p2"), bears]]), "309.2");
    expect(declared(act(s, block([[inPlay(s, "Wall of Stone"), bears]])))).toEqual([[inPlay(s, "Wall of Stone"), bears]]);
  });

  it("309.2: Two-Headed Dragon may block two attackers, not three; Ironfist Crusher blocks three", () => {
    let s = manualGame({ players: [{ play: ROWS(3, "Grizzly Bears"), library }, { play: ["Two-Headed Dragon", "Ironfist Crusher"], library }], turn: 3 });
    s = toBlockers(s, ROWS(3, "Grizzly Bears"));
    const [a, b, c] = all(s, "p1", "Grizzly Bears");
    const dragon = inPlay(s, "Two-Headed Dragon");
    const crusher = inPlay(s, "Ironfist Crusher");
    expect(declared(act(s, block([[dragon, a!], [dragon, b!]]))).length).toBe(2);
    expect(() => act(s, block([[dragon, a!], [dragon, b!], [dragon, c!]]))).toThrow();
    expect(declared(act(s, block([[crusher, a!], [crusher, b!], [crusher, c!]]))).length).toBe(3);
  });

  it("309.2: Ascending Aven may block Wind Drake (flying) but not Grizzly Bears", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", "Wind Drake"], library }, { play: ["Ascending Aven"], library }], turn: 3 });
    s = toBlockers(s, ["Grizzly Bears", "Wind Drake"]);
    const aven = inPlay(s, "Ascending Aven");
    rejects(s, "p2", block([[aven, inPlay(s, "Grizzly Bears")]]), "309.2");
    expect(listed(s, [[aven, inPlay(s, "Grizzly Bears")]])).toBe(false);
    expect(declared(act(s, block([[aven, inPlay(s, "Wind Drake")]])))).toEqual([[aven, inPlay(s, "Wind Drake")]]);
  });
});
