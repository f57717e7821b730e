// 212.4 and 502.45: an Aura's Enchant keyword says what it can enchant. Cards printed before
// Ninth Edition (Champions of Kamigawa, Betrayers, Saviors, Eighth Edition, Onslaught, Mirrodin)
// carry it on the type line instead ("Enchant Creature", "Enchant Plains"); their Oracle
// wording since the Ninth Edition update is "Enchantment — Aura" with the line "Enchant
// creature". The printed text of such a card has no Enchant line, so the compiler reads the
// type line as that line: "Enchanted creature gets +1/+2." then has something to refer to.
import type { Part } from "./abilities.js";
import { filterOfSpec, filterPhrase, specOf } from "./nouns.js";
import { map, syn, words, type Syntax } from "./syntax.js";

const CARD_TYPE_WORDS = new Set(["Artifact", "Creature", "Enchantment", "Land", "Permanent"]);

/**
 * The Enchant line a pre-Ninth-Edition Aura's type line says ("Enchant Creature" -> "Enchant
 * creature", "Enchant Artifact Creature" -> "Enchant artifact creature", "Enchant Plains"
 * stays: a subtype keeps its capital), or undefined for any other type line.
 */
export function enchantOfTypeLine(typeLine: string): string | undefined {
  const m = /^Enchant (.+)$/.exec(typeLine.trim());
  if (!m) return undefined;
  const words = m[1]!.split(" ").map((w) => (CARD_TYPE_WORDS.has(w) ? w.toLowerCase() : w));
  return `Enchant ${words.join(" ")}`;
}

/**
 * "~ can enchant only a creature with converted mana cost 2 or less." (Threads of Disloyalty, type
 * line "Enchant Creature"): the Ninth Edition update's "Enchant creature with converted mana cost 2
 * or less". It narrows the type line's Enchant, which it must name the same kind of (card.ts).
 */
export const enchantOnlyLine: Syntax<Part> = map(
  syn`~ can enchant only ${words<null>([["a ", null], ["an ", null]])}${filterPhrase("one")}.`,
  ([, f]) => ({ enchantOnly: specOf(f) }),
  (p) => ("enchantOnly" in p ? [null, filterOfSpec(p.enchantOnly)] : undefined),
);
