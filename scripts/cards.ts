// `npm run cards`: compiles the printed text of every card of the pool (src/cards/compiler/),
// writes the generated definitions per set and their printed facts (src/cards/generated/),
// prints per set offered / total and the clauses that block the most cards, and writes the
// same table to docs/CARDS.md.
import { readFileSync, writeFileSync } from "node:fs";
import { handWrittenCards } from "../src/cards/registry.js";
import { generate, POOL, type SetCards } from "../src/cards/compiler/generate.js";
import { cardsDoc } from "../src/cards/compiler/cards-doc.js";

const root = new URL("..", import.meta.url);
const sets: SetCards[] = POOL.map((code) => ({ code, cards: JSON.parse(readFileSync(new URL(`../shared/cards/${code}.json`, root), "utf8")).cards }));
const out = generate(sets, handWrittenCards);
for (const [path, content] of Object.entries(out.files)) writeFileSync(new URL(path, root), content);
writeFileSync(new URL("docs/CARDS.md", root), cardsDoc(out));
console.log(out.table);
