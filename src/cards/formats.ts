// Constructed formats as they stood when Time Spiral became legal (October 20, 2006), and
// Standard just before it: which sets each allows and its banned and restricted lists, limited
// to the cards of the pool (the 17 sets through Time Spiral; the full lists name older cards
// too). These are tournament facts (the DCI's format rules and banned and restricted
// announcements), not rules of the game: a match that names a format refuses decks that break
// them; the game itself is the same.
import { printingsOf } from "./printings.js";

export const DECK_FORMATS = [
  "standard", "standard-2006-10-01", "extended", "legacy", "vintage",
  "onslaught-block", "mirrodin-block", "kamigawa-block", "ravnica-block", "ice-age-block", "time-spiral-block",
] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

interface FormatRules {
  name: string;
  /** The sets of the pool whose cards the format allows; absent: every set of the pool. */
  sets?: readonly string[];
  banned: readonly string[];
  /** At most one copy, deck and sideboard together. */
  restricted: readonly string[];
}

const FORMATS: Record<DeckFormat, FormatRules> = {
  // Time Spiral entered and the Kamigawa block left on October 20, 2006.
  standard: { name: "Standard (October 20, 2006)", sets: ["9ED", "RAV", "GPT", "DIS", "CSP", "TSP", "TSB"], banned: [], restricted: [] },
  "standard-2006-10-01": { name: "Standard (October 1, 2006)", sets: ["9ED", "CHK", "BOK", "SOK", "RAV", "GPT", "DIS", "CSP"], banned: [], restricted: [] },
  // Invasion and Seventh Edition onward: every set of the pool.
  extended: { name: "Extended", banned: ["Aether Vial", "Disciple of the Vault", "Skullclamp"], restricted: [] },
  legacy: { name: "Legacy", banned: ["Mind's Desire", "Skullclamp"], restricted: [] },
  vintage: { name: "Vintage", banned: [], restricted: ["Chrome Mox", "Mind's Desire", "Trinisphere"] },
  "onslaught-block": { name: "Onslaught Block Constructed", sets: ["ONS", "LGN", "SCG"], banned: [], restricted: [] },
  "mirrodin-block": {
    name: "Mirrodin Block Constructed",
    sets: ["MRD", "DST", "5DN"],
    banned: ["Aether Vial", "Ancient Den", "Arcbound Ravager", "Darksteel Citadel", "Disciple of the Vault", "Great Furnace", "Seat of the Synod", "Skullclamp", "Tree of Tales", "Vault of Whispers"],
    restricted: [],
  },
  "kamigawa-block": { name: "Kamigawa Block Constructed", sets: ["CHK", "BOK", "SOK"], banned: [], restricted: [] },
  "ravnica-block": { name: "Ravnica Block Constructed", sets: ["RAV", "GPT", "DIS"], banned: [], restricted: [] },
  // Coldsnap joined the Ice Age block (Ice Age and Alliances are outside the pool).
  "ice-age-block": { name: "Ice Age Block Constructed", sets: ["CSP"], banned: [], restricted: [] },
  // Only Time Spiral itself had been printed (Planar Chaos and Future Sight came in 2007).
  "time-spiral-block": { name: "Time Spiral Block Constructed", sets: ["TSP", "TSB"], banned: [], restricted: [] },
};

export function formatName(format: DeckFormat): string {
  return FORMATS[format].name;
}

/** Why each card of the deck breaks the format (one sentence each; none: the deck is legal in it).
 * `copies` counts each card in the deck and sideboard together. */
export function formatProblems(format: DeckFormat, copies: ReadonlyMap<string, number>): string[] {
  const rules = FORMATS[format];
  const sets = rules.sets && new Set(rules.sets);
  const out: string[] = [];
  for (const [name, n] of copies) {
    if (sets && !printingsOf(name).some((p) => sets.has(p.set))) out.push(`${name} is not legal in ${rules.name}: it was not printed in ${rules.sets!.join(", ")}`);
    else if (rules.banned.includes(name)) out.push(`${name} is banned in ${rules.name}`);
    else if (rules.restricted.includes(name) && n > 1) out.push(`${name} is restricted in ${rules.name}: at most one copy, deck and sideboard together; this deck has ${n}`);
  }
  return out;
}
