// Abilities granted in quotation marks (402.? (?)): "All Slivers have "{T}: Add {1} to your mana
// pool."", "Enchanted creature has "{T}: This creature deals 1 damage to target creature or
// player."". The quoted text is an ability of each object the static ability affects (layer 6,
// 418.5); in it "this creature" is that object, as "~" is in a card's own abilities, so its
// "you" is that object's controller and its source is that object (the engine's "self").
import { CardDefinition, type Ability, type StaticAbility } from "../language.js";
import { line, type Part } from "./abilities.js";
import type { Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];
// Only "this creature": the printer says it so, and another noun ("this artifact") must read as another text (the mutation gate).
const SELF = /\b[Tt]his creature\b/g;

/** The quoted ability, as the modification that adds it: `"[ability]"`. */
export const quotedAbility: Syntax<Mod> = {
  *parse(text, at) {
    if (text[at] !== '"') return;
    const end = text.indexOf('"', at + 1);
    if (end < 0) return;
    const inner = text.slice(at + 1, end);
    // "~" in the quotes is the card that grants the ability (an Equipment's "Unattach ~"), not the object that has it.
    if (inner.includes("~")) return;
    const self = inner.replace(SELF, "~");
    const seen = new Set<string>();
    for (const [p, stop] of line.parse(self, 0)) {
      if (stop !== self.length || !("ability" in p) || Object.keys(p).length !== 1) continue;
      const key = JSON.stringify(p.ability);
      if (seen.has(key)) continue;
      seen.add(key);
      // The language's checks of a card's own abilities hold for a granted one (406.1: the costs a mana ability may have).
      if (!CardDefinition.safeParse({ abilities: [p.ability] }).success) continue;
      const mod = { kind: "addAbility", ability: { ...p.ability, text: inner } } as Mod;
      // Only what the grammar prints back (the render gate).
      if (quotedAbility.print(mod) !== undefined) yield [mod, end + 1];
    }
  },
  print(m) {
    if (m.kind !== "addAbility") return undefined;
    const { text: _, ...ability } = m.ability as Ability & { text?: string };
    const printed = line.print({ ability } as Part);
    if (!printed || printed.includes("this creature")) return undefined;
    // "~" at the start of a sentence or an effect is "This creature", elsewhere "this creature".
    return `"${printed.replace(/(^|[.:] )~/g, "$1This creature").replace(/~/g, "this creature")}"`;
  },
};

/**
 * A line whose quoted ability ends it: the period is inside the quotation marks ('All Slivers
 * have "{T}: Add {1} to your mana pool."'), where the line's own syntax ends with one after the
 * quotes. Read as the same line with that period; printed by the line's own syntax.
 */
export function endingInQuote(lineSyntax: Syntax<Part>): Syntax<Part> {
  return {
    *parse(text, at) {
      const newline = text.indexOf("\n", at);
      const end = newline < 0 ? text.length : newline;
      if (!text.slice(at, end).endsWith('."')) return;
      const withPeriod = `${text.slice(0, end)}.${text.slice(end)}`;
      for (const [p, stop] of lineSyntax.parse(withPeriod, at)) if (stop === end + 1) yield [p, end];
    },
    print: () => undefined,
  };
}
