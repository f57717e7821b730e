import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import type { CardObject } from "../../../src/engine/game/types.js";
import { act, cast, freezeObjects, inPlay, manualGame, rejects, zoneNames } from "../helpers.js";

// "{T}: Add three mana of any one color to your mana pool." (Gilded Lotus, Lotus Bloom) and "Add X
// mana of any one color ..., where X is the number of Elves in play" (Wirewood Channeler): one
// choice of color made as the mana ability is played (406.1), for all of its mana. The payment
// (409.1f-h) counts such a source as that many mana of ONE color it chooses: never as mana of
// several colors, and without listing every split of it among colors. Compiled from the printed
// text (src/cards/compiler/effects.ts, where-x.ts; engine spells/mana-abilities.ts, mana.ts
// canAfford's `oneChoice`, mana-instead.ts for the count).
const library = Array<string>(6).fill("Island");
const pool = (s: GameState) => s.players[0]!.manaPool;
const options = (s: GameState) => legalDecision(s, s.pending!.player)!.options;
/** The index of the permanent's mana ability (Lotus Bloom's follows its suspend abilities). */
const manaAbility = (s: GameState, id: string) => characteristics(s, s.objects[id] as CardObject).abilities.findIndex((a) => a.kind === "mana");
const offered = (s: GameState, name: string) => options(s).some((o) => o.type === "playSpell" && s.objects[o.card]?.kind === "card" && (s.objects[o.card] as { card: string }).card === name);

describe("clauses: several mana of any one color (406.1)", () => {
  it("406.1: Gilded Lotus adds three mana of the one color chosen; without a choice it is refused and nothing changes", () => {
    let s = freezeObjects(manualGame({ players: [{ library, play: ["Gilded Lotus"] }, { library }], turn: 3 }));
    const lotus = inPlay(s, "Gilded Lotus");
    rejects(s, "p1", { type: "playAbility", source: lotus, ability: 0 }, "406.1");
    s = act(s, { type: "playAbility", source: lotus, ability: 0, mana: "G" }, "p1");
    expect(pool(s)).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 3, C: 0 });
    expect(s.objects[lotus]).toMatchObject({ tapped: true });
    // Tapped, it can't be played again (406.1, {T}).
    rejects(s, "p1", { type: "playAbility", source: lotus, ability: 0, mana: "U" }, "406.1");
  });

  it("409.1h: Gilded Lotus alone can't pay {W}{U} (its three mana are of one color), so Pride of the Clouds isn't offered; Grizzly Bears ({1}{G}) is", () => {
    const s = manualGame({ players: [{ library, hand: ["Pride of the Clouds", "Grizzly Bears"], play: ["Gilded Lotus"] }, { library }], turn: 3 });
    expect(offered(s, "Pride of the Clouds")).toBe(false);
    expect(offered(s, "Grizzly Bears")).toBe(true);
    rejects(freezeObjects(s), "p1", { type: "playSpell", card: s.players[0]!.hand.find((id) => (s.objects[id] as { card: string }).card === "Pride of the Clouds")! }, "409.1f");
    // Two Lotuses choose apart: WWW and UUU pay it.
    const two = manualGame({ players: [{ library, hand: ["Pride of the Clouds"], play: ["Gilded Lotus", "Gilded Lotus"] }, { library }], turn: 3 });
    expect(offered(two, "Pride of the Clouds")).toBe(true);
  });

  it("409.1f: with an Island beside it, Pride of the Clouds is offered and the Lotus is listed for white only (blue would leave {W} unpaid); autoPay pays it", () => {
    let s = manualGame({ players: [{ library, hand: ["Pride of the Clouds"], play: ["Gilded Lotus", "Island"] }, { library }], turn: 3 });
    expect(offered(s, "Pride of the Clouds")).toBe(true);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    expect(s.pending?.kind).toBe("payment");
    const lotus = inPlay(s, "Gilded Lotus");
    const lotusWays = options(s).filter((o) => o.type === "playAbility" && o.source === lotus);
    expect(lotusWays).toEqual([{ type: "playAbility", source: lotus, ability: 0, mana: "W" }]);
    expect(options(s).some((o) => o.type === "playAbility" && o.source === inPlay(s, "Island"))).toBe(true);
    s = act(s, { type: "autoPay" }, "p1");
    expect(s.stack.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Pride of the Clouds"]);
    // WWW and U paid {W}{U}: two {W} are left in the pool.
    expect(pool(s)).toMatchObject({ W: 2, U: 0, G: 0 });
    expect(s.objects[lotus]).toMatchObject({ tapped: true });
  });

  it("406.1: Lotus Bloom is sacrificed for three mana of one color, which pays Pride of the Clouds with an Island", () => {
    let s = manualGame({ players: [{ library, hand: ["Pride of the Clouds"], play: ["Lotus Bloom", "Island"] }, { library }], turn: 3 });
    const bloom = inPlay(s, "Lotus Bloom");
    s = act(s, { type: "playAbility", source: bloom, ability: manaAbility(s, bloom), mana: "W" }, "p1");
    expect(pool(s)).toMatchObject({ W: 3 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lotus Bloom"]);
    s = cast(s, "p1", "Pride of the Clouds");
    expect(s.stack).toHaveLength(1);
    expect(pool(s)).toMatchObject({ W: 2, U: 0 });
  });

  it("406.1: Wirewood Channeler adds one mana of one color for each Elf in play (an opponent's too), counted as it is played", () => {
    let s = manualGame({ players: [{ library, play: ["Wirewood Channeler", "Llanowar Elves"] }, { library, play: ["Llanowar Elves"] }], turn: 3 });
    const channeler = inPlay(s, "Wirewood Channeler");
    s = act(s, { type: "playAbility", source: channeler, ability: 0, mana: "B" }, "p1");
    expect(pool(s)).toMatchObject({ B: 3, G: 0 });
  });

  it("406.1: alone, Wirewood Channeler adds one mana (X = 1), still of a color chosen; summoning sick, it can't tap (212.3d)", () => {
    let s = manualGame({ players: [{ library, play: ["Wirewood Channeler"] }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Wirewood Channeler"), ability: 0, mana: "R" }, "p1");
    expect(pool(s)).toMatchObject({ W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 });
    const sick = freezeObjects(manualGame({ players: [{ library, play: [{ card: "Wirewood Channeler", summoningSick: true }, "Llanowar Elves"] }, { library }], turn: 3 }));
    rejects(sick, "p1", { type: "playAbility", source: inPlay(sick, "Wirewood Channeler"), ability: 0, mana: "R" }, "406.1");
  });
});
