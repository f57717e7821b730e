// Copies the printed facts of the cards the project defines from ../shared/cards/<SET>.json
// into src/cards/data/cards.json, so the Worker bundle carries its own card data.
// Usage: node scripts/extract-cards.mjs SET "Card Name" ...   (adds to the existing file)
import { readFileSync, writeFileSync, existsSync } from "node:fs";

const [set, ...names] = process.argv.slice(2);
const out = new URL("../src/cards/data/cards.json", import.meta.url);
const existing = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : {};
const source = JSON.parse(readFileSync(new URL(`../../shared/cards/${set}.json`, import.meta.url), "utf8"));
const keep = ["name", "manaCost", "cmc", "type", "supertypes", "types", "subtypes", "power", "toughness", "printedText", "colors"];
for (const name of names) {
  const card = source.cards.find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not in ${set}`);
  existing[name] = { set, ...Object.fromEntries(keep.filter((k) => card[k] !== undefined).map((k) => [k, card[k]])) };
}
const sorted = Object.fromEntries(Object.entries(existing).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(out, JSON.stringify(sorted, null, 1) + "\n");
console.log(`${Object.keys(sorted).length} cards in src/cards/data/cards.json`);
