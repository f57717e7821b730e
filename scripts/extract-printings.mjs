// Writes src/cards/data/printings.json from ../shared/cards/<SET>.json: every set of the data
// (code, name, release date, whether it is in the card pool, how many distinct cards it has)
// and every printing of every card (set, collector number, rarity, multiverse id), so that
// GET /v1/cards and GET /v1/sets can answer without the shared folder.
// Usage: node scripts/extract-printings.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../../shared/cards/", import.meta.url);
// 10E, PLC and FUT were printed after the October 2006 rules: data for reference only.
const AFTER_THE_EDITION = new Set(["10E", "PLC", "FUT"]);
const sets = [];
const printings = {};
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const { set, cards } = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
  const names = new Set();
  for (const card of cards) {
    names.add(card.name);
    (printings[card.name] ??= []).push([set.code, card.number ?? "", (card.rarity ?? "").toLowerCase(), card.multiverseid ?? null]);
  }
  sets.push({ code: set.code, name: set.name, releaseDate: set.releaseDate, pool: !AFTER_THE_EDITION.has(set.code), cards: names.size });
}
sets.sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code));
const order = new Map(sets.map((s, i) => [s.code, i]));
for (const list of Object.values(printings)) list.sort((a, b) => order.get(a[0]) - order.get(b[0]) || String(a[1]).localeCompare(String(b[1]), "en", { numeric: true }));
const sorted = Object.fromEntries(Object.entries(printings).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL("../src/cards/data/printings.json", import.meta.url), JSON.stringify({ sets, printings: sorted }) + "\n");
console.log(`${sets.length} sets, ${Object.keys(sorted).length} cards in src/cards/data/printings.json`);
