import { describe, expect, it } from "vitest";
import { legalDecision, type GameState, type Setup } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, playNames, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const game = (p1: Setup["players"][number], p2: Setup["players"][number] = {}): GameState =>
  manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });
const ids = (s: GameState, who: string, name: string) => s.play.filter((id) => s.objects[id]!.kind === "card" && (s.objects[id] as { card: string; controller: string }).card === name && (s.objects[id] as { controller: string }).controller === who);

describe("seed glossary \"Ability Word\": Sweep — return any number of lands of a type you control as the spell resolves, and count them", () => {
  it("413, Sweep: Plow Through Reito's controller returns the Plains he or she chooses, tapped or not, and the target gets +1/+1 for each", () => {
    let s = game({ hand: ["Plow Through Reito"], play: ["Plains", "Plains", "Plains", "Forest", "Grizzly Bears"] }, { play: ["Plains"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Plow Through Reito", [{ object: bears }]), 2);
    expect(s.pending).toEqual({ kind: "returnAnyNumber", player: "p1" });
    const plains = ids(s, "p1", "Plains");
    const d = legalDecision(s, "p1")!;
    expect(d.options).toEqual([{ type: "returnAnyNumber", objects: [] }, { type: "returnAnyNumber", objects: plains }]);
    expect(d.details).toMatchObject({ min: 0, max: 3 });
    rejects(s, "p1", { type: "returnAnyNumber", objects: [inPlay(s, "Forest")] }, "seed glossary \"Ability Word\" (Sweep)");
    rejects(s, "p1", { type: "returnAnyNumber", objects: [inPlay(s, "Plains", "p2")] }, "seed glossary \"Ability Word\" (Sweep)");
    rejects(s, "p1", { type: "returnAnyNumber", objects: [plains[0]!, plains[0]!] }, "seed glossary \"Ability Word\" (Sweep)");
    s = act(s, { type: "returnAnyNumber", objects: plains.slice(0, 2) });
    expect([pt(s, bears), zoneNames(s, "p1", "hand"), playNames(s, "p1")]).toEqual([[4, 4], ["Plains", "Plains"], ["Plains", "Forest", "Grizzly Bears"]]);
  });

  it("413, Sweep: Barrel Down Sokenzan deals twice the number of Mountains returned; returning none deals 0", () => {
    const barrel = (n: number) => {
      let s = game({ hand: ["Barrel Down Sokenzan"], play: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { play: ["Craw Wurm"] });
      s = pass(cast(s, "p1", "Barrel Down Sokenzan", [{ object: inPlay(s, "Craw Wurm") }]), 2);
      return act(s, { type: "returnAnyNumber", objects: ids(s, "p1", "Mountain").slice(0, n) });
    };
    expect(barrel(0).objects[inPlay(barrel(0), "Craw Wurm")]).toMatchObject({ damage: 0 });
    expect(barrel(1).objects[inPlay(barrel(1), "Craw Wurm")]).toMatchObject({ damage: 2 });
    expect(zoneNames(barrel(2), "p2", "graveyard")).toEqual(["Craw Wurm"]);
  });

  it("413, Sweep: Sink into Takenuma makes target player discard a card for each Swamp returned; none returned, none discarded", () => {
    const setup = () => game({ hand: ["Sink into Takenuma"], play: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { hand: ["Shock", "Grizzly Bears", "Island"] });
    let s = pass(cast(setup(), "p1", "Sink into Takenuma", [{ player: "p2" }]), 2);
    s = act(s, { type: "returnAnyNumber", objects: ids(s, "p1", "Swamp").slice(0, 2) });
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 2 });
    let none = pass(cast(setup(), "p1", "Sink into Takenuma", [{ player: "p2" }]), 2);
    none = act(none, { type: "returnAnyNumber", objects: [] });
    expect([none.pending, zoneNames(none, "p2", "hand")]).toEqual([{ kind: "priority", player: "p1" }, ["Shock", "Grizzly Bears", "Island"]]);
  });

  it("413, Sweep: Charge Across the Araba gives each creature its controller controls +1/+1 for each Plains returned", () => {
    let s = game({ hand: ["Charge Across the Araba"], play: ["Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears", "Goblin Piker"] }, { play: ["Hill Giant"] });
    s = pass(cast(s, "p1", "Charge Across the Araba"), 2);
    s = act(s, { type: "returnAnyNumber", objects: ids(s, "p1", "Plains") });
    expect([pt(s, inPlay(s, "Grizzly Bears")), pt(s, inPlay(s, "Goblin Piker")), pt(s, inPlay(s, "Hill Giant"))]).toEqual([[7, 7], [7, 6], [3, 3]]);
    expect(life(s, "p1")).toBe(20);
  });
});
