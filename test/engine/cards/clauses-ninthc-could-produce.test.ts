import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, inHand, inPlay, manualGame, pass, payFully, playNames, rejects } from "../helpers.js";

// Helper "ninthc": "one mana of any color that a land ... could produce" (406.1), read as the
// mana ability is played, with Fellwar Stone (9ED), Sylvok Explorer (5DN) and Star Compass (8ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
type S = ReturnType<typeof manualGame>;
const pool = (s: S, who: string) => s.players.find((p) => p.id === who)!.manaPool;
const playable = (s: S, name: string) => legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === inHand(s, "p1", name));

describe('clauses: "{T}: Add to your mana pool one mana of any color that a land an opponent controls could produce." (Fellwar Stone)', () => {
  it("406.1: the colors of the opponent's lands' mana abilities, whatever their costs (a tapped land and a painland count); colorless isn't a color", () => {
    const start = manualGame({ players: [{ library, play: ["Fellwar Stone"], hand: ["Llanowar Elves"] }, { library, play: [{ card: "Forest", tapped: true }, "Adarkar Wastes"] }], turn: 3 });
    const stone = inPlay(start, "Fellwar Stone");
    // A color no land of the opponent could produce is refused, and nothing changes.
    rejects(start, "p1", { type: "playAbility", source: stone, ability: 0, mana: "R" }, "406.1");
    let s = act(start, { type: "playAbility", source: stone, ability: 0, mana: "U" }, "p1");
    expect(pool(s, "p1")).toMatchObject({ U: 1, W: 0, G: 0, C: 0 });
    expect(s.objects[stone]).toMatchObject({ tapped: true });
    expect(s.stack).toHaveLength(0);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    // The opponent's tapped Forest could produce {G}: the Stone pays for Llanowar Elves ({G}).
    expect(playable(start, "Llanowar Elves")).toBe(true);
    s = payFully(act(start, { type: "playSpell", card: inHand(start, "p1", "Llanowar Elves") }, "p1"));
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(playNames(s, "p1")).toContain("Llanowar Elves");
  });

  it("406.1: the lands are read as the ability is played: the player's own lands don't count, and one color needs no choice", () => {
    let s = manualGame({ players: [{ library, play: ["Fellwar Stone", "Island", "Plains"] }, { library, play: ["Mountain", "Urza's Mine"] }], turn: 3 });
    const stone = inPlay(s, "Fellwar Stone");
    rejects(s, "p1", { type: "playAbility", source: stone, ability: 0, mana: "U" }, "406.1");
    s = act(s, { type: "playAbility", source: stone, ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ R: 1, U: 0, W: 0, C: 0 });
  });

  it("406.1: when no land of an opponent could produce a color (only a colorless land, and the opponent's own Fellwar Stone, which is no land), it adds no mana: nothing to pay a green spell with", () => {
    const start = manualGame({ players: [{ library, play: ["Fellwar Stone"], hand: ["Llanowar Elves"] }, { library, play: ["Fellwar Stone", "Urza's Mine"] }], turn: 3 });
    const mine = inPlay(start, "Fellwar Stone", "p1");
    expect(playable(start, "Llanowar Elves")).toBe(false);
    rejects(start, "p1", { type: "playAbility", source: mine, ability: 0, mana: "G" }, "406.1");
    const s = act(start, { type: "playAbility", source: mine, ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(s.objects[mine]).toMatchObject({ tapped: true });
  });
});

describe('clauses: the same ability on a creature (Sylvok Explorer, 5DN)', () => {
  it("406.1, 212.3d: a creature's {T} mana ability: the opponent's Swamp gives {B}", () => {
    let s = manualGame({ players: [{ library, play: ["Sylvok Explorer"] }, { library, play: ["Swamp"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Sylvok Explorer"), ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ B: 1, G: 0 });
  });
});

describe('clauses: "{T}: Add to your mana pool one mana of any color a basic land you control could produce." (Star Compass)', () => {
  it("406.1: only the basic lands its controller controls count: not a nonbasic land, not an opponent's basic land", () => {
    let s = manualGame({ players: [{ library, play: ["Star Compass", "Swamp", "Adarkar Wastes"] }, { library, play: ["Forest"] }], turn: 3 });
    const compass = inPlay(s, "Star Compass");
    rejects(s, "p1", { type: "playAbility", source: compass, ability: 0, mana: "W" }, "406.1");
    s = act(s, { type: "playAbility", source: compass, ability: 0 }, "p1");
    expect(pool(s, "p1")).toMatchObject({ B: 1, W: 0, U: 0, G: 0 });
  });
});
