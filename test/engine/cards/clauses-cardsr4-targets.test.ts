import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

// Two target shapes of Ravnica block: "Destroy six target creatures" (Hex: one word "target"
// taking exactly six different targets, 409.1c) and "Destroy all enchantments target player
// controls" (Primeval Light: the player is the only target, the enchantments are not targeted).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Forest", "Forest", "Forest", "Forest", "Forest"];
const game = (p1: { hand?: string[]; play?: string[] }, p2: { play?: string[] } = {}) =>
  manualGame({ players: [{ library, hand: p1.hand ?? [], play: [...lands, ...(p1.play ?? [])] }, { library, hand: [], play: p2.play ?? [] }], turn: 3 });

const resolve = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const bears = (n: number) => Array<string>(n).fill("Grizzly Bears");
const ids = (s: GameState, name: string) => s.play.filter((id) => (s.objects[id] as { card: string }).card === name);

describe("clauses: a number of targets for one word \"target\" (Hex), \"all [permanents] target player controls\" (Primeval Light)", () => {
  it("the cards are offered", () => {
    for (const name of ["Hex", "Primeval Light"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1c: Hex destroys the six creatures chosen as its targets, the seventh stays", () => {
    let s = game({ hand: ["Hex"], play: bears(3) }, { play: bears(4) });
    const all = ids(s, "Grizzly Bears");
    expect(all).toHaveLength(7);
    s = resolve(cast(s, "p1", "Hex", all.slice(0, 6).map((object) => ({ object }))));
    expect(ids(s, "Grizzly Bears")).toEqual([all[6]]);
    expect(zoneNames(s, "p1", "graveyard").filter((n) => n === "Grizzly Bears")).toHaveLength(3);
    expect(zoneNames(s, "p2", "graveyard").filter((n) => n === "Grizzly Bears")).toHaveLength(3);
  });

  it("409.1c: Hex with five targets, or one creature chosen twice, is refused and changes nothing", () => {
    let s = game({ hand: ["Hex"], play: bears(3) }, { play: bears(4) });
    const all = ids(s, "Grizzly Bears");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    expect(s.pending?.kind).toBe("targets");
    const before = JSON.stringify(s);
    expect(() => act(s, { type: "chooseTargets", targets: all.slice(0, 5).map((object) => ({ object })) }, "p1")).toThrow(/6 targets needed; 5 given/);
    expect(() => act(s, { type: "chooseTargets", targets: [...all.slice(0, 5), all[0]!].map((object) => ({ object })) }, "p1")).toThrow();
    expect(JSON.stringify(s)).toBe(before);
    s = act(s, { type: "chooseTargets", targets: all.slice(0, 6).map((object) => ({ object })) }, "p1");
    expect(s.pending?.kind).toBe("payment");
  });

  it("409.1c: with only five creatures in play Hex can't be played", () => {
    const s = game({ hand: ["Hex"], play: bears(2) }, { play: bears(3) });
    const hex = s.players[0]!.hand[0]!;
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playSpell" && o.card === hex)).toBe(false);
  });

  it("413.2a: a target no longer legal as Hex resolves is not destroyed; the other five are", () => {
    let s = game({ hand: ["Hex", "Unsummon"], play: ["Island", ...bears(3)] }, { play: bears(3) });
    const all = ids(s, "Grizzly Bears");
    s = cast(s, "p1", "Hex", all.map((object) => ({ object })));
    s = cast(s, "p1", "Unsummon", [{ object: all[0]! }]);
    s = resolve(s);
    expect(ids(s, "Grizzly Bears")).toEqual([]);
    expect(zoneNames(s, "p1", "hand")).toContain("Grizzly Bears");
    expect(zoneNames(s, "p1", "graveyard").filter((n) => n === "Grizzly Bears")).toHaveLength(2);
    expect(zoneNames(s, "p2", "graveyard").filter((n) => n === "Grizzly Bears")).toHaveLength(3);
  });

  it("Primeval Light destroys the enchantments the target player controls, not the caster's nor the player's other permanents", () => {
    let s = game({ hand: ["Primeval Light"], play: ["Glorious Anthem"] }, { play: ["Glorious Anthem", "Grizzly Bears"] });
    s = resolve(cast(s, "p1", "Primeval Light", [{ player: "p2" }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Glorious Anthem"]);
    expect(inPlay(s, "Glorious Anthem", "p1")).toBeTruthy();
    expect(inPlay(s, "Grizzly Bears", "p2")).toBeTruthy();
  });

  it("Primeval Light targeting its caster destroys his or her own enchantments", () => {
    let s = game({ hand: ["Primeval Light"], play: ["Glorious Anthem"] }, { play: ["Glorious Anthem"] });
    s = resolve(cast(s, "p1", "Primeval Light", [{ player: "p1" }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Glorious Anthem");
    expect(inPlay(s, "Glorious Anthem", "p2")).toBeTruthy();
  });
});
