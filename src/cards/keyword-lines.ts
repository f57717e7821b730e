// Keyword lines of printed text (502.1): a line that lists keyword abilities only,
// separated by commas ("Flying, first strike", "Defender, flying", "Bushido 1"), reminder text
// in parentheses aside. The registry checks that a card declares exactly the keywords printed
// on such lines, so that no card half-works.
import { Keyword } from "./language.js";

/** The printed words of a keyword of the enum: its camelCase words ("firstStrike" = "first strike"). */
export function keywordWords(k: Keyword): string {
  return k.replace(/([A-Z])/g, " $1").toLowerCase();
}

const BY_WORDS = new Map(Keyword.options.map((k) => [keywordWords(k), k]));
/** Keywords with a number, which are fields of their own (bushido N, rampage N, ...). */
const NUMBERED = /^(bushido|rampage|soulshift|modular|amplify|dredge|bloodthirst|graft|ripple|fading|vanishing) (\d+)$/;

/** Whether the text is an older Wall's: its first line the reminder "(Walls can't attack.)" (502.41: it has defender). */
export function wallsCantAttack(text: string): boolean {
  return /^\(Walls can't attack\.\)/m.test(text);
}

export interface PrintedKeywords {
  /** Keywords of the enum printed on keyword lines, other than protection (checked on its own). */
  keywords: Set<Keyword>;
  /** Numbered keywords by name: "bushido" → 1. */
  numbered: Map<string, number>;
}

/**
 * The keywords printed on a card. `name` is the card's name, for keywords printed in words on
 * older cards, which are the same abilities: vigilance ("Attacking doesn't cause Serra Angel to
 * tap.") and flash before Time Spiral named it ("You may play ~ any time you could play an instant.").
 */
export function printedKeywords(text: string, name?: string): PrintedKeywords {
  const out: PrintedKeywords = { keywords: new Set(), numbered: new Map() };
  for (const raw of text.split("\n")) {
    // "Bushido 1; defender": a keyword with a number and another keyword on one line (compiler/keyword-pairs.ts).
    const parts = raw.replace(/\([^)]*\)/g, "").trim().toLowerCase().split(/[,;]\s*/);
    const known = parts.every((p) => BY_WORDS.has(p) || NUMBERED.test(p) || p.startsWith("protection from "));
    if (!known || parts[0] === "") continue;
    for (const p of parts) {
      const k = BY_WORDS.get(p);
      if (k && !k.startsWith("protectionFrom")) out.keywords.add(k);
      const n = NUMBERED.exec(p);
      if (n) out.numbered.set(n[1]!, Number(n[2]));
    }
  }
  if (name && text.includes(`Attacking doesn't cause ${name} to tap.`)) out.keywords.add("vigilance");
  if (name && text.split("\n").includes(`You may play ${name} any time you could play an instant.`)) out.keywords.add("flash");
  // 502.41: defender replaced the rule "Walls can't attack" (Champions of Kamigawa); every older
  // Wall has defender in the Oracle text of this edition, printed as the reminder "(Walls can't attack.)".
  if (wallsCantAttack(text)) out.keywords.add("defender");
  return out;
}
