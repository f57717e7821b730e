import { describe, expect, it } from "vitest";
import { fuzzConfig } from "../fuzz.js";

// Random legal games with the cards of replacement effects (419), "comes into play" choices
// (419.1b), "you may" effects and poison (420.5h): every listed option is accepted, the
// invariants hold after each action and a replay gives the same states.
const four = (names: string[]) => names.flatMap((n) => [n, n, n, n]);
const black = [
  ...four(["Leyline of the Void", "Darkblast", "Gravedigger", "Swamp Mosquito", "Triskelion", "Furnace of Rath", "Shock"]),
  ...Array<string>(16).fill("Swamp"), ...Array<string>(16).fill("Mountain"),
];
const white = [
  ...four(["Healing Salve", "Words of Worship", "Coastal Tower", "Shared Triumph", "Shifting Sky", "Samite Healer", "Grizzly Bears", "Counsel of the Soratami"]),
  ...Array<string>(14).fill("Plains"), ...Array<string>(14).fill("Island"),
];

describe("invariants over random games with replacement effects (419, 420.5h)", () => {
  for (const i of [2, 3]) {
    it(`seed replace-${i}: every option legal, invariants hold, the game ends, replays identically`, () => {
      const r = fuzzConfig({ players: [{ name: "Ann", deck: black }, { name: "Bob", deck: white }], seed: `replace-${i}` }, 5000);
      expect(r.finished).toBe(true);
    });
  }
});
