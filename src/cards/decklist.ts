// Decklists the way players write and export them: "4 Shock", "4x Shock", Arena exports
// ("4 Shock (9ED) 203" under "Deck" / "Sideboard" headers), "SB: 2 Shock" lines, and MTGO
// .dek XML. Names are matched whatever their case, accents or ligatures ("Aether" for
// "Æther"), and split cards may be written "Fire // Ice". Every bad line is reported at once.

export interface DeckLine {
  count: number;
  /** The name as written. */
  name: string;
  sideboard: boolean;
  /** 1-based line number in the text (0 for an XML entry). */
  line: number;
}

export interface ParsedDecklist {
  lines: DeckLine[];
  /** Lines that are none of the forms above, with their line numbers. */
  unreadable: { line: number; text: string }[];
}

// Arena adds "(SET) number" after the name; "*F*" and similar foil marks may follow.
const ENTRY = /^(\d{1,3})\s*x?\s+(.+?)(?:\s+\([0-9A-Za-z]{2,6}\)(?:\s+[0-9A-Za-z-]+)?)?(?:\s+\*[A-Z]+\*)?$/i;
const SECTION = /^(deck|main|maindeck|main deck|sideboard|side board|companion|commander)\s*:?\s*$/i;
const DEK_CARD = /<Cards\b[^>]*>/gi;

export function parseDecklist(text: string): ParsedDecklist {
  if (/^\s*(<\?xml[^>]*>\s*)?<Deck\b/i.test(text)) return parseDek(text);
  const lines: DeckLine[] = [];
  const unreadable: ParsedDecklist["unreadable"] = [];
  let sideboard = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    let line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("//")) return;
    const section = SECTION.exec(line);
    if (section) {
      sideboard = /side/i.test(section[1]!);
      return;
    }
    let sb = sideboard;
    if (/^SB:\s*/i.test(line)) {
      sb = true;
      line = line.replace(/^SB:\s*/i, "");
    }
    const m = ENTRY.exec(line);
    if (!m) unreadable.push({ line: i + 1, text: line.slice(0, 80) });
    else lines.push({ count: Number(m[1]), name: m[2]!.trim(), sideboard: sb, line: i + 1 });
  });
  return { lines, unreadable };
}

/** MTGO's .dek: `<Cards CatID="…" Quantity="4" Sideboard="false" Name="Shock" />`. */
function parseDek(text: string): ParsedDecklist {
  const lines: DeckLine[] = [];
  const unreadable: ParsedDecklist["unreadable"] = [];
  for (const tag of text.match(DEK_CARD) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
    const count = Number(attr("Quantity"));
    const name = attr("Name");
    if (!name || !Number.isInteger(count) || count < 1 || count > 999) unreadable.push({ line: 0, text: tag.slice(0, 80) });
    else lines.push({ count, name: unescapeXml(name), sideboard: attr("Sideboard")?.toLowerCase() === "true", line: 0 });
  }
  return { lines, unreadable };
}

function unescapeXml(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** The form of a name that matching ignores differences of: case, accents, ligatures, spacing, punctuation of split cards. */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .replace(/\s*\/\/?\s*/g, " // ")
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Up to three known names closest to a misspelt one (edit distance at most a third of its length). */
export function suggestions(name: string, known: readonly string[]): string[] {
  const key = nameKey(name);
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored: [number, string][] = [];
  for (const k of known) {
    if (Math.abs(nameKey(k).length - key.length) > limit) continue;
    const d = distance(key, nameKey(k), limit);
    if (d <= limit) scored.push([d, k]);
  }
  return scored.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])).slice(0, 3).map(([, k]) => k);
}

/** Levenshtein distance, giving up (returning limit + 1) once every path is over the limit. */
function distance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
