// Writes src/cards/data/creature-types.json: every creature type printed on a creature card in
// the sets of this edition (../shared/cards/*.json) or named in a card's text as that of the
// tokens it makes ("Saproling creature token") or as what a permanent becomes ("becomes a 1/1
// Blinkmoth artifact creature"), sorted — what "choose a creature type" offers.
// Usage: node scripts/extract-creature-types.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../../shared/cards/", import.meta.url);
// "a 4/4 red Rukh creature token", "a 1/1 Pest artifact creature token" (a colorless artifact token is printed without a
// color); "Legend" (Kaldra's in 2004) is no creature type since Champions of Kamigawa.
const TOKEN_TYPES = /\b(?:(?:white|blue|black|red|green|colorless) |\d+\/\d+ )((?:[A-Z][a-z'-]+ )+)(?:artifact )?creature tokens?\b/g;
// "becomes a 1/1 Blinkmoth artifact creature": the types an animated permanent becomes (212.1c).
const ANIMATED_TYPES = /\bbecomes an? \d+\/\d+ (?:(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))? )?((?:[A-Z][a-z'-]+ )+)(?:artifact )?creature\b/g;
const types = new Set();
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  for (const card of JSON.parse(readFileSync(new URL(file, dir), "utf8")).cards) {
    if ((card.types ?? []).includes("Creature")) for (const t of card.subtypes ?? []) types.add(t);
    for (const [, named] of (card.printedText ?? "").matchAll(TOKEN_TYPES)) for (const t of named.trim().split(" ")) if (t !== "Legend") types.add(t);
    for (const [, named] of (card.printedText ?? "").matchAll(ANIMATED_TYPES)) for (const t of named.trim().split(" ")) types.add(t);
  }
}
const sorted = [...types].sort((a, b) => a.localeCompare(b));
writeFileSync(new URL("../src/cards/data/creature-types.json", import.meta.url), JSON.stringify(sorted, null, 1) + "\n");
console.log(`${sorted.length} creature types`);
