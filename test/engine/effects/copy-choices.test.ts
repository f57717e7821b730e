// 503.2: "comes into play as" abilities are copied: a permanent that comes into play as a copy
// of a card with "As ~ comes into play, choose ..." makes that choice itself, as it comes into
// play; the copied permanent's own choice isn't copied (it isn't a copiable value).
import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, pt, rejects } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("503.2: a copy makes the copied card's \"as it comes into play\" choice", () => {
  it("503.2, 419.1b: Copy Enchantment copying Shared Triumph (Bear chosen) is asked for a creature type of its own: Giant — Hill Giant gets +1/+1, Grizzly Bears only from the original", () => {
    let s = manualGame({ players: [{ hand: ["Shared Triumph", "Copy Enchantment"], play: ["Plains", "Plains", "Island", "Island", "Island", "Grizzly Bears", "Hill Giant"], library }, { library }], turn: 3 });
    s = act(pass(cast(s, "p1", "Shared Triumph"), 2), { type: "choose", choice: "Bear" });
    s = pass(cast(s, "p1", "Copy Enchantment"), 2);
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Shared Triumph") });
    const d = legalDecision(s, "p1")!;
    expect(d.kind).toBe("choose");
    expect(d.prompt).toBe("As Copy Enchantment comes into play as a copy of Shared Triumph, choose a creature type.");
    expect(s.stack).toHaveLength(1);
    rejects(s, "p1", { type: "choose", choice: "Aura" }, "419.1b");
    s = act(s, { type: "choose", choice: "Giant" });
    const copy = s.play.map((id) => card(s, id)).find((o) => o.card === "Copy Enchantment")!;
    expect(copy).toMatchObject({ copyOf: "Shared Triumph", chosen: "Giant" });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 4]);
    expect(s.stack).toEqual([]);
  });

  it("503.2: Copy Enchantment copying Shifting Sky (green chosen) chooses red: every nonland permanent is red (the copy's effect is the later one)", () => {
    let s = manualGame({ players: [{ hand: ["Copy Enchantment"], play: ["Island", "Island", "Island", "Grizzly Bears"], library }, { hand: [], play: ["Shifting Sky", "Hill Giant"], library }], turn: 3 });
    const sky = inPlay(s, "Shifting Sky");
    s = { ...s, objects: { ...s.objects, [sky]: { ...card(s, sky), chosen: "G" } } };
    expect(characteristics(s, card(s, inPlay(s, "Hill Giant"))).colors).toEqual(["G"]);
    s = pass(cast(s, "p1", "Copy Enchantment"), 2);
    s = act(s, { type: "chooseCopy", object: sky });
    expect(legalDecision(s, "p1")!.options).toEqual(["W", "U", "B", "R", "G"].map((choice) => ({ type: "choose", choice })));
    s = act(s, { type: "choose", choice: "R" });
    for (const name of ["Hill Giant", "Grizzly Bears", "Shifting Sky"]) expect(characteristics(s, card(s, inPlay(s, name))).colors).toEqual(["R"]);
    expect(view(s, "p2").play.filter((p) => p.name === "Shifting Sky")).toHaveLength(2);
  });

  it("503.2, 502.35: Clone copying Arcbound Worker (three +1/+1 counters) comes into play with the copied card's Modular counter — one, not the Worker's three — and has its leaves-play trigger", () => {
    let s = manualGame({ players: [{ hand: ["Clone"], play: [{ card: "Arcbound Worker", counters: { "+1/+1": 3 } }], manaPool: { U: 4 }, library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Clone"), 2);
    s = act(s, { type: "chooseCopy", object: inPlay(s, "Arcbound Worker") });
    const clone = s.play.find((id) => card(s, id).card === "Clone")!;
    expect(card(s, clone).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, clone)).toEqual([1, 1]);
    expect(characteristics(s, card(s, clone)).abilities.map((a) => a.kind)).toEqual(["triggered"]);
  });
});
