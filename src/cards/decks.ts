// Decklists and the preset decks, checked against the supported cards and the constructed
// deck rules (100.2a: at least sixty cards, no more than four of any card other than basic
// lands; 100.4 (?): a sideboard of at most fifteen cards).
import { nameKey, parseDecklist, suggestions } from "./decklist.js";
import { allPoolNames } from "./printings.js";
import { getCard, supportedCards } from "./registry.js";

export const PRESET_DECKS: Record<string, string> = {
  "red-green-beats": [
    "12 Mountain", "11 Forest", "4 Llanowar Elves", "4 Raging Goblin", "4 Goblin Piker", "4 Grizzly Bears",
    "3 Balduvian Barbarians", "3 Hill Giant", "2 Craw Wurm", "4 Shock", "3 Volcanic Hammer", "4 Giant Growth", "2 Lava Axe",
  ].join("\n"),
  "sky-raiders": [
    "8 Plains", "8 Swamp", "8 Mountain", "4 Suntail Hawk", "4 Bog Imp", "4 Goblin Piker", "4 Hill Giant",
    "4 Sacred Nectar", "4 Mind Rot", "4 Shock", "4 Volcanic Hammer", "2 Lava Axe", "2 Raging Goblin",
  ].join("\n"),
};

export interface DeckProblem {
  /** The line of the decklist (absent for a problem of the whole deck, 0 for an XML entry). */
  line?: number;
  message: string;
  /** The rule broken, where one is. */
  rule?: string;
  /** Known card names close to a misspelt one. */
  suggestions?: string[];
}

export type DeckResult =
  | { ok: true; cards: string[]; sideboard: string[] }
  | { ok: false; /** Every problem in one sentence each, joined. */ error: string; problems: DeckProblem[] };

/** At most this many problems are reported, and names suggested for this many unknown cards: a 64 KiB list stays cheap. */
const MAX_PROBLEMS = 50;
const MAX_SUGGESTED = 10;

let byKey: Map<string, string> | undefined;
/** Supported card names by their matching form (decklist.ts nameKey). */
function supportedByKey(): Map<string, string> {
  byKey ??= new Map(supportedCards().map((c) => [nameKey(c.name), c.name]));
  return byKey;
}

/**
 * A preset's name or a decklist in any of the forms players write (decklist.ts), checked
 * against the supported cards and the constructed deck rules: 100.2a (at least sixty cards,
 * at most four of a card other than a basic land, counting the sideboard too) and 100.4 (?)
 * (a sideboard of at most fifteen cards). Every problem is reported at once.
 */
export function resolveDeck(text: string): DeckResult {
  const preset = PRESET_DECKS[text.trim()];
  const parsed = parseDecklist(preset ?? text);
  const problems: DeckProblem[] = parsed.unreadable.map(({ line, text: bad }) => ({
    line,
    message: `"${bad}" is not a decklist line ("4 Shock", "4x Shock", "4 Shock (9ED) 203", "SB: 2 Shock")${line === 1 && parsed.lines.length === 0 ? ` nor a preset deck (${Object.keys(PRESET_DECKS).join(", ")})` : ""}`,
  }));
  const main = new Map<string, number>();
  const side = new Map<string, number>();
  let suggested = 0;
  for (const entry of parsed.lines) {
    const name = supportedByKey().get(nameKey(entry.name));
    if (!name) {
      const era = printedInTheEra(entry.name);
      const near = !era && suggested++ < MAX_SUGGESTED ? suggestions(entry.name, [...supportedByKey().values()]) : [];
      problems.push({
        ...(entry.line ? { line: entry.line } : {}),
        message: era
          ? `${entry.name.slice(0, 60)} is a card of the era that is not supported yet (GET /v1/cards lists the supported ones)`
          : `${entry.name.slice(0, 60)} is not a supported card${near.length ? `; did you mean ${near.join(", ")}?` : " (GET /v1/cards lists them)"}`,
        ...(near.length ? { suggestions: near } : {}),
      });
      continue;
    }
    const into = entry.sideboard ? side : main;
    into.set(name, (into.get(name) ?? 0) + entry.count);
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const total = sum(main);
  if (total < 60) problems.push({ message: `a constructed deck has at least 60 cards; this one has ${total}`, rule: "100.2a" });
  if (total > 250) problems.push({ message: `a deck may list at most 250 cards; this one has ${total}` });
  if (sum(side) > 15) problems.push({ message: `a sideboard has at most 15 cards; this one has ${sum(side)}`, rule: "100.4" });
  for (const name of new Set([...main.keys(), ...side.keys()])) {
    const n = (main.get(name) ?? 0) + (side.get(name) ?? 0);
    if (n > 4 && !getCard(name).supertypes.includes("basic"))
      problems.push({ message: `at most four copies of ${name} (a card other than a basic land), deck and sideboard together; this deck has ${n}`, rule: "100.2a" });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    const sentence = (p: DeckProblem) => `${p.rule ? `${p.rule}: ` : ""}${p.line ? `line ${p.line}: ` : ""}${p.message}`;
    return { ok: false, error: shown.map(sentence).join("; "), problems: shown };
  }
  const expand = (m: Map<string, number>) => [...m].flatMap(([name, n]) => Array<string>(n).fill(name));
  return { ok: true, cards: expand(main), sideboard: expand(side) };
}

let eraNames: Set<string> | undefined;
/** Whether a card of this name was printed by October 2006, to tell "not supported yet" from "no such card". */
function printedInTheEra(name: string): boolean {
  eraNames ??= new Set(allPoolNames().map(nameKey));
  return eraNames.has(nameKey(name));
}
