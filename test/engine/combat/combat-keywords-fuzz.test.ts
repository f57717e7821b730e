import { describe, expect, it } from "vitest";
import { fuzzConfig } from "../fuzz.js";

// Random legal games with the combat keywords (310.5 first strike and double strike,
// 502.9 trample, vigilance, defender, fear, shadow, flanking, bushido, rampage, provoke,
// "attacks each turn if able", multiple blocks): every listed option — attack, block and damage assignment — is
// accepted, the invariants hold after each action and a replay gives the same states.
const four = (names: string[]) => names.flatMap((n) => [n, n, n, n]);
const white = [
  ...four(["Tundra Wolves", "Veteran Cavalier", "Benalish Cavalry", "Devoted Retainer", "Kitsune Blademaster", "Soltari Priest", "Lowland Tracker", "Boros Swiftblade", "Reflexes", "Foriysian Interceptor", "Valor Made Real"]),
  ...Array<string>(12).fill("Plains"), ...Array<string>(12).fill("Mountain"),
];
const green = [
  ...four(["Rootbreaker Wurm", "Craw Giant", "Carven Caryatid", "Severed Legion", "Goblin Brigand", "Goblin Grappler", "Treetop Scout", "Grizzly Bears", "Mythic Proportions"]),
  ...Array<string>(12).fill("Forest"), ...Array<string>(6).fill("Swamp"), ...Array<string>(6).fill("Mountain"),
];

describe("invariants over random games with combat keywords (306–311, 502)", () => {
  for (const i of [1, 2, 3]) {
    it(`seed combat-keywords-${i}: every option legal, invariants hold, the game ends, replays identically`, () => {
      const r = fuzzConfig({ players: [{ name: "Ann", deck: white }, { name: "Bob", deck: green }], seed: `combat-keywords-${i}` }, 8000);
      expect(r.finished).toBe(true);
    });
  }
});
