import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, activated, inPlay, manualGame, pt, resolveStack, toNextUpkeep } from "../helpers.js";

// "Other creatures you control with flying get +0/+1." and "{T}: Other creatures you control with
// flying get +1/+0 until end of turn." (Sprite Noble; twentieth session, helper tsmo7): the keyword
// said after the controller is the same filter (a creature with flying now, layer 6 reading the
// abilities of layer 5); the static ability applies in layer 6d and the activated ability's group
// is fixed as it resolves (418.3b), the ability's source left out ("other").
const library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"Other creatures you control with flying get +0/+1.\" and its activated twin (Sprite Noble)", () => {
  it("the card is offered", () => expect(isSupported("Sprite Noble")).toBe(true));

  const start = () => manualGame({ players: [{ play: ["Sprite Noble", "Suntail Hawk", "Grizzly Bears"], library }, { play: ["Suntail Hawk"], library }], turn: 3 });

  it("418.5a 6d: Ann's Suntail Hawk (1/1 flying) is 1/2; the Noble itself, her Bears (no flying) and Bob's Hawk are unchanged", () => {
    const s = start();
    expect(pt(s, inPlay(s, "Suntail Hawk", "p1"))).toEqual([1, 2]);
    expect(pt(s, inPlay(s, "Sprite Noble"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Suntail Hawk", "p2"))).toEqual([1, 1]);
  });

  it("{T}: until end of turn her Hawk is 2/2 and the Noble is not pumped (other); the next turn the Hawk is 1/2 again", () => {
    let s = start();
    s = resolveStack(act(s, { type: "playAbility", source: inPlay(s, "Sprite Noble"), ability: activated(s, "Sprite Noble") }, "p1"));
    expect(pt(s, inPlay(s, "Suntail Hawk", "p1"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Sprite Noble"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Suntail Hawk", "p2"))).toEqual([1, 1]);
    s = toNextUpkeep(s);
    expect(pt(s, inPlay(s, "Suntail Hawk", "p1"))).toEqual([1, 2]);
  });
});
