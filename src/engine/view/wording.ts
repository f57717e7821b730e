// Words for the event log and prompts, which read like a game report: counts agree with
// their nouns ("1 card", "3 cards", never "card(s)") and names ending in s take a bare
// apostrophe ("Balduvian Barbarians'"). Rules text keeps "his or her" (the cards' 2006
// wording); sentences about a named player say "their".

/** "1 card", "0 cards", "3 cards"; `plural` for nouns that don't just take an s. */
export function numbered(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** The noun alone, agreeing with `n`: "counter" or "counters". */
export function agree(n: number, noun: string, plural = `${noun}s`): string {
  return n === 1 ? noun : plural;
}

/** "A", "A and B", "A, B and C". */
export function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "Ann's", "Balduvian Barbarians'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
