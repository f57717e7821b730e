import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, freezeObjects, inPlay, manualGame, rejects, zoneNames } from "../helpers.js";

// "Sacrifice an artifact: Add {2} to your mana pool." (Krark-Clan Ironworks), "Sacrifice a Goblin:
// Add {R}" (Skirk Prospector), "Sacrifice a creature: Add {R}" (Thermopod) and "{T}, Sacrifice an
// artifact: Add {R}{R}" (Krark-Clan Stoker): mana abilities (406.1) whose cost sacrifices a
// permanent of a kind, chosen as the ability is played (409.1f) and named in the answer
// (`costs: { sacrifice }`). The payment counts each such permanent once (a permanent is sacrificed
// once) and lists one way per permanent it could take. Compiled from the printed text (language
// Cost.sacrifice on a mana ability; engine spells/mana-abilities.ts).
const library = Array<string>(6).fill("Mountain");
const pool = (s: GameState) => s.players[0]!.manaPool;
const options = (s: GameState) => legalDecision(s, s.pending!.player)!.options;
const handCard = (s: GameState, name: string) => s.players[0]!.hand.find((id) => (s.objects[id] as { card: string }).card === name)!;
const offered = (s: GameState, name: string) => options(s).some((o) => o.type === "playSpell" && o.card === handCard(s, name));

describe("clauses: mana abilities that sacrifice a permanent of a kind (406.1, 409.1f)", () => {
  it("409.1f: Krark-Clan Ironworks sacrifices the artifact named for {2}; without one named, or naming a creature that is no artifact, it is refused and nothing changes", () => {
    let s = freezeObjects(manualGame({ players: [{ library, play: ["Krark-Clan Ironworks", "Ornithopter", "Grizzly Bears"] }, { library }], turn: 3 }));
    const works = inPlay(s, "Krark-Clan Ironworks");
    rejects(s, "p1", { type: "playAbility", source: works, ability: 0 }, "409.1f");
    rejects(s, "p1", { type: "playAbility", source: works, ability: 0, costs: { sacrifice: inPlay(s, "Grizzly Bears") } }, "409.1f");
    s = act(s, { type: "playAbility", source: works, ability: 0, costs: { sacrifice: inPlay(s, "Ornithopter") } }, "p1");
    expect(pool(s)).toMatchObject({ C: 2, R: 0 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Ornithopter"]);
    // No {T}: it is played again, sacrificing itself, an artifact too.
    s = act(s, { type: "playAbility", source: works, ability: 0, costs: { sacrifice: works } }, "p1");
    expect(pool(s)).toMatchObject({ C: 4 });
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Krark-Clan Ironworks", "Ornithopter"]);
  });

  it("409.1h: Ironworks, an Ornithopter and a Mountain pay Lava Axe ({4}{R}): offered, and autoPay sacrifices both artifacts", () => {
    let s = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Krark-Clan Ironworks", "Ornithopter", "Mountain"] }, { library }], turn: 3 });
    expect(offered(s, "Lava Axe")).toBe(true);
    s = act(s, { type: "playSpell", card: handCard(s, "Lava Axe") }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(s.pending?.kind).toBe("payment");
    // First only the Ornithopter may go: sacrificing the Ironworks first would leave {2} unpaid.
    const works = inPlay(s, "Krark-Clan Ironworks");
    expect(options(s).filter((o) => o.type === "playAbility" && o.source === works)).toEqual([{ type: "playAbility", source: works, ability: 0, costs: { sacrifice: inPlay(s, "Ornithopter") } }]);
    rejects(freezeObjects(s), "p1", { type: "playAbility", source: works, ability: 0, costs: { sacrifice: works } }, "409.1f");
    s = act(s, { type: "autoPay" }, "p1");
    expect(s.stack).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Krark-Clan Ironworks", "Ornithopter"]);
    expect(pool(s)).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it("409.1h: without the Mountain the two artifacts make {4}, not {4}{R}: Lava Axe isn't offered", () => {
    const s = manualGame({ players: [{ library, hand: ["Lava Axe"], play: ["Krark-Clan Ironworks", "Ornithopter"] }, { library }], turn: 3 });
    expect(offered(s, "Lava Axe")).toBe(false);
  });

  it("409.1f: Skirk Prospector sacrifices a Goblin, itself included, for {R}, enough to play Shock; Grizzly Bears is no Goblin", () => {
    let s = freezeObjects(manualGame({ players: [{ library, hand: ["Shock"], play: ["Skirk Prospector", "Grizzly Bears"] }, { library }], turn: 3 }));
    expect(offered(s, "Shock")).toBe(true);
    const prospector = inPlay(s, "Skirk Prospector");
    rejects(s, "p1", { type: "playAbility", source: prospector, ability: 0, costs: { sacrifice: inPlay(s, "Grizzly Bears") } }, "409.1f");
    s = act(s, { type: "playAbility", source: prospector, ability: 0, costs: { sacrifice: prospector } }, "p1");
    expect(pool(s)).toMatchObject({ R: 1 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Skirk Prospector"]);
  });

  it("406.1, 409.1f: Llanowar Elves taps for {G}, then Thermopod sacrifices it for {R}: both mana", () => {
    let s = manualGame({ players: [{ library, play: ["Thermopod", "Llanowar Elves"] }, { library }], turn: 3 });
    const elves = inPlay(s, "Llanowar Elves");
    s = act(s, { type: "playAbility", source: elves, ability: 0 }, "p1");
    s = act(s, { type: "playAbility", source: inPlay(s, "Thermopod"), ability: 1, costs: { sacrifice: elves } }, "p1");
    expect(pool(s)).toMatchObject({ G: 1, R: 1 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
  });

  it("409.1f, 212.3d: Krark-Clan Stoker taps and sacrifices an artifact for {R}{R}, once; summoning sick, it can't", () => {
    let s = freezeObjects(manualGame({ players: [{ library, play: ["Krark-Clan Stoker", "Ornithopter", "Ornithopter"] }, { library }], turn: 3 }));
    const stoker = inPlay(s, "Krark-Clan Stoker");
    const [first, second] = Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "play" && o.card === "Ornithopter").map((o) => o.id);
    s = act(s, { type: "playAbility", source: stoker, ability: 0, costs: { sacrifice: first! } }, "p1");
    expect(pool(s)).toMatchObject({ R: 2 });
    expect(s.objects[stoker]).toMatchObject({ tapped: true });
    rejects(freezeObjects(s), "p1", { type: "playAbility", source: stoker, ability: 0, costs: { sacrifice: second! } }, "406.1");
    const sick = freezeObjects(manualGame({ players: [{ library, play: [{ card: "Krark-Clan Stoker", summoningSick: true }, "Ornithopter"] }, { library }], turn: 3 }));
    rejects(sick, "p1", { type: "playAbility", source: inPlay(sick, "Krark-Clan Stoker"), ability: 0, costs: { sacrifice: inPlay(sick, "Ornithopter") } }, "406.1");
  });
});
