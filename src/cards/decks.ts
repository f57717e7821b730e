// Decklists ("20 Mountain\n4 Shock") and the preset decks, checked against the supported
// cards and the constructed deck rules (100.2a: at least sixty cards, no more than four
// of any card other than basic lands).
import { getCard, isSupported } from "./registry.js";

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

export type DeckResult = { ok: true; cards: string[] } | { ok: false; error: string };

export function resolveDeck(text: string): DeckResult {
  const preset = PRESET_DECKS[text.trim()];
  const list = preset ?? text;
  const counts = new Map<string, number>();
  for (const raw of list.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("//")) continue;
    const m = /^(\d{1,3})\s*x?\s+(.+)$/i.exec(line);
    if (!m) return { ok: false, error: `"${line.slice(0, 60)}" is neither a decklist line ("4 Shock") nor a preset deck (${Object.keys(PRESET_DECKS).join(", ")})` };
    const name = m[2]!.trim();
    if (!isSupported(name)) return { ok: false, error: `${name.slice(0, 60)} is not a supported card (GET /v1/cards lists them)` };
    counts.set(name, (counts.get(name) ?? 0) + Number(m[1]));
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total < 60) return { ok: false, error: `100.2a: a constructed deck has at least 60 cards; this one has ${total}` };
  if (total > 250) return { ok: false, error: `a deck may list at most 250 cards; this one has ${total}` };
  for (const [name, n] of counts) {
    if (n > 4 && !getCard(name).supertypes.includes("basic"))
      return { ok: false, error: `100.2a: at most four copies of ${name} (a card other than a basic land); this deck has ${n}` };
  }
  return { ok: true, cards: [...counts].flatMap(([name, n]) => Array<string>(n).fill(name)) };
}
