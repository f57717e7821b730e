// 502.7: "Protection is a static ability, written 'Protection from [quality].' This quality
// is usually a color ... but can be any characteristic value." A permanent with it can't be
// Damaged, Enchanted or Equipped, Blocked, or Targeted by anything that has the quality (damage
// from such sources is prevented; such Auras and Equipment can't be attached to it; such
// creatures can't block it; such spells, and abilities from such sources, can't target it).
// The qualities the era prints: a color; a card type ("artifacts", "enchantments",
// "instants"); "monocolored" and "multicolored"; a subtype ("Goblins", "Spirits", "Arcane");
// "non-Spirit creatures". The keyword names the quality as printed: protectionFromRed,
// protectionFromArtifacts, protectionFromMonocolored, protectionFromGoblins,
// protectionFromNonSpiritCreatures.
import { characteristics } from "../effects/characteristics.js";
import type { CardObject, Color, GameState, ObjectId } from "../game/types.js";
import { imprintedTypesProtect } from "../effects/imprint.js";

/** What protection looks at in a spell, permanent or source: its colors, card types and subtypes. */
export interface Qualities {
  colors: Color[];
  types: string[];
  subtypes: string[];
}

const COLORS: Record<string, Color> = { White: "W", Blue: "U", Black: "B", Red: "R", Green: "G" };
const CARD_TYPES: Record<string, string> = { Artifacts: "artifact", Creatures: "creature", Enchantments: "enchantment", Instants: "instant" };

/** Whether protection from this quality (the keyword) covers something with these qualities. */
export function protects(keyword: string, q: Qualities): boolean {
  const word = /^protectionFrom([A-Z]\w*)$/.exec(keyword)?.[1];
  if (!word) return false;
  const color = COLORS[word];
  if (color) return q.colors.includes(color);
  const type = CARD_TYPES[word];
  if (type) return q.types.includes(type);
  if (word === "Monocolored") return q.colors.length === 1;
  if (word === "Multicolored") return q.colors.length > 1;
  const non = /^Non([A-Z]\w*)Creatures$/.exec(word)?.[1];
  if (non) return q.types.includes("creature") && !q.subtypes.includes(non);
  // A subtype, as printed: plural for creature types ("Goblins"), singular for others ("Arcane").
  return q.subtypes.includes(word) || (word.endsWith("s") && q.subtypes.includes(word.slice(0, -1)));
}

/**
 * The keyword of a printed "protection from [quality]" (one quality: "black and from red" is
 * two), or null for a quality the engine doesn't know (the card is then not offered).
 */
export function protectionKeyword(quality: string): string | null {
  const q = quality.trim();
  if (q === "each of the imprinted card's card types") return "protectionFromImprintedCardTypes"; // 502.34 (Mirror Golem)
  if (/^(white|blue|black|red|green|artifacts|creatures|enchantments|instants|monocolored|multicolored)$/.test(q)) return `protectionFrom${q[0]!.toUpperCase()}${q.slice(1)}`;
  const non = /^non-([A-Z][a-z]+) creatures$/.exec(q)?.[1];
  if (non) return `protectionFromNon${non}Creatures`;
  return /^[A-Z][a-z]+$/.test(q) ? `protectionFrom${q}` : null;
}

/** The protection keywords a printed text gives ("Protection from black, protection from red"; "protection from Spirits and from Arcane"). */
export function printedProtections(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  // "gain protection from black and from red until end of turn" (Crown of Awe): the duration is no quality.
  for (const m of text.matchAll(/protection from ([^.,\n(]+)/gi)) for (const part of m[1]!.replace(/ until end of turn$/, "").split(/ and from /)) out.push(protectionKeyword(part));
  return out;
}

/** Whether `o` has protection from something with these qualities. */
export function protectedFrom(s: GameState, o: CardObject, q: Qualities): boolean {
  return characteristics(s, o).keywords.some((k) => (k === "protectionFromImprintedCardTypes" ? imprintedTypesProtect(s, o, q) : k.startsWith("protectionFrom") && protects(k, q)));
}

/** A spell, or a damage or ability source with its qualities as it last existed (`LastKnown`). */
export interface Source extends Partial<Qualities> {
  id: ObjectId;
}

/**
 * The qualities of a spell or source: as it is while it is still that object (in any zone),
 * else as it last existed (413.2): a card that changed zones is a new object (217.1c), so a
 * sacrificed creature's damage on the stack (310) or its leaves-play trigger has the colors
 * and types it had in play, not its card's in the graveyard.
 */
export function qualitiesOf(s: GameState, source: Source | undefined): Qualities {
  const o = source && s.objects[source.id];
  if (o?.kind === "card") return characteristics(s, o);
  return { colors: source?.colors ?? [], types: source?.types ?? [], subtypes: source?.subtypes ?? [] };
}
