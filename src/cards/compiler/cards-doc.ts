// docs/CARDS.md: the table of `npm run cards` and every card not offered with what blocks it.
import type { Generated } from "./generate.js";

export function cardsDoc(g: Generated): string {
  const blocked = g.status.filter((s) => !s.offered);
  const seen = new Set<string>();
  const lines = [
    "# Cards offered",
    "",
    "Written by `npm run cards` (scripts/cards.ts): per set, the cards offered (a hand-written definition, or one",
    "compiled from the printed text by src/cards/compiler/ that reads back as that text) and the clauses that",
    "block the most of the others, so the next piece of work is the one that unlocks the most cards.",
    "How the compiler works: [CARD-COMPILER.md](CARD-COMPILER.md).",
    "",
    g.table,
    "",
    "## Cards not offered, with the clause or rule that blocks them",
    "",
    "A card in several sets is listed once, under the first set of the order above.",
    "",
  ];
  for (const s of blocked) {
    if (seen.has(s.name)) continue;
    seen.add(s.name);
    lines.push(`- ${s.set} ${s.name}: ${s.how.replace(/\n/g, " ")}`);
  }
  return lines.join("\n") + "\n";
}
