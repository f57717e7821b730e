import { describe, expect, it } from "vitest";
import { getCard } from "../../../src/cards/registry.js";
import { FACE_DOWN, FACE_DOWN_KEY } from "../../../src/engine/effects/face-down.js";

// `getCard` remembers what it answered for each name (registry.ts `answered`): a card, a split
// card or a token is found in one look the next time. A name's answer must be the one the first
// ask gave, and each name its own.
describe("getCard's answers by name", () => {
  it("a token, and the same token with its words changed (418.6), each answer their own definition, every time", () => {
    const saproling = getCard("Saproling");
    const changed = getCard("Saproling|Saproling>Elf");
    expect(saproling.subtypes).toEqual(["Saproling"]);
    expect(changed.subtypes).toEqual(["Elf"]);
    expect(getCard("Saproling")).toBe(saproling);
    expect(getCard("Saproling|Saproling>Elf")).toBe(changed);
  });

  it("a card asked again is the definition built the first time; a face-down permanent is the face-down definition (504)", () => {
    const bears = getCard("Grizzly Bears");
    expect(bears.power).toBe(2);
    expect(getCard("Grizzly Bears")).toBe(bears);
    expect(getCard(FACE_DOWN_KEY)).toBe(FACE_DOWN);
  });

});
