// `npm run cards`: compiles the printed text of every card of the pool (src/cards/compiler/),
// writes the generated definitions per set and their printed facts (src/cards/generated/),
// prints per set offered / total and the clauses that block the most cards, and writes the
// same table to docs/CARDS.md.
// `npm run cards -- --blocked [SET...] [--match words]` writes nothing: it lists each card not
// offered (of the sets named, or all) with the clause that blocks it, to choose the next work.
import { readFileSync, writeFileSync } from "node:fs";
import { generate, POOL, type SetCards } from "../src/cards/compiler/generate.js";
import { cardsDoc } from "../src/cards/compiler/cards-doc.js";

const root = new URL("..", import.meta.url);
const sets: SetCards[] = POOL.map((code) => ({ code, cards: JSON.parse(readFileSync(new URL(`../shared/cards/${code}.json`, root), "utf8")).cards }));
const out = generate(sets);
const args = process.argv.slice(2);
if (args[0] === "--blocked") {
  const m = args.indexOf("--match");
  const match = m >= 0 ? args.slice(m + 1).join(" ").toLowerCase() : undefined;
  const wanted = new Set(args.slice(1, m >= 0 ? m : undefined));
  for (const s of out.status) {
    if (s.offered || (wanted.size > 0 && !wanted.has(s.set))) continue;
    if (match && !s.how.toLowerCase().includes(match)) continue;
    console.log(`${s.set}\t${s.name}\t${s.how}`);
  }
} else {
  for (const [path, content] of Object.entries(out.files)) writeFileSync(new URL(path, root), content);
  writeFileSync(new URL("docs/CARDS.md", root), cardsDoc(out));
  console.log(out.table);
}
