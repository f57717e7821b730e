// Abilities granted in quotation marks (402.? (?)): "All Slivers have "{T}: Add {1} to your mana
// pool."", "Enchanted creature has "{T}: This creature deals 1 damage to target creature or
// player."". The quoted text is an ability of each object the static ability affects (layer 6,
// 418.5); in it "this creature" is that object, as "~" is in a card's own abilities, so its
// "you" is that object's controller and its source is that object (the engine's "self").
import { CardDefinition, type Ability, type StaticAbility } from "../language.js";
import { line, type Part } from "./abilities.js";
import type { Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];

/**
 * The quoted ability given to objects of one noun, as the modification that adds it: in it "this
 * [noun]" is the object that has it ('lands you control gain "...this land..."', 'permanents you
 * control gain "{T}: This permanent deals 1 damage ..."'). Only that noun: the printer says it so,
 * and another noun ("this artifact" given to creatures) must read as another text (the mutation gate).
 */
export function quotedAbilityAs(noun: string): Syntax<Mod> {
  const known = byNoun.get(noun);
  if (known) return known;
  const self = new RegExp(`\\b[Tt]his ${noun}\\b`, "g");
  const syntax: Syntax<Mod> = {
    *parse(text, at) {
      const inner = quotedText(text, at);
      // "~" in the quotes is the card that grants the ability (an Equipment's "Unattach ~"), not the object that has it.
      if (inner === undefined || inner.includes("~")) return;
      yield* readQuoted(inner, inner.replace(self, "~"), at, syntax);
    },
    print(m) {
      const printed = printQuoted(m, noun);
      // "~" at the start of a sentence or an effect is "This [noun]", elsewhere "this [noun]".
      return printed === undefined ? undefined : `"${printed.replace(/(^|[.:] )~/g, `$1This ${noun}`).replace(/~/g, `this ${noun}`)}"`;
    },
  };
  byNoun.set(noun, syntax);
  return syntax;
}
const byNoun = new Map<string, Syntax<Mod>>();

/** The quoted ability given to creatures: "this creature" is the creature that has it. */
export const quotedAbility: Syntax<Mod> = quotedAbilityAs("creature");

/**
 * A permanent's ability granted to itself: 'As long as ~ is enchanted, it has "{T}: ~ deals 2
 * damage to target attacking or blocking creature."' (Freewind Equenaut). The object that grants
 * it is the object that has it, so "~" in the quotes names both (the engine's "self").
 */
export const quotedOwnAbility: Syntax<Mod> = {
  *parse(text, at) {
    const inner = quotedText(text, at);
    if (inner === undefined || !inner.includes("~") || /\b[Tt]his creature\b/.test(inner)) return;
    yield* readQuoted(inner, inner, at, quotedOwnAbility);
  },
  print(m) {
    const printed = printQuoted(m, "creature");
    return printed?.includes("~") ? `"${printed}"` : undefined;
  },
};

function quotedText(text: string, at: number): string | undefined {
  if (text[at] !== '"') return undefined;
  const end = text.indexOf('"', at + 1);
  return end < 0 ? undefined : text.slice(at + 1, end);
}

/** Each ability the quoted text reads as, which `printer` prints back (the render gate). */
function* readQuoted(inner: string, self: string, at: number, printer: Syntax<Mod>): Generator<[Mod, number]> {
  const seen = new Set<string>();
  for (const [p, stop] of line.parse(self, 0)) {
    if (stop !== self.length || !("ability" in p) || Object.keys(p).length !== 1) continue;
    const key = JSON.stringify(p.ability);
    if (seen.has(key)) continue;
    seen.add(key);
    // The language's checks of a card's own abilities hold for a granted one (406.1: the costs a mana ability may have).
    if (!CardDefinition.safeParse({ abilities: [p.ability] }).success) continue;
    const mod = { kind: "addAbility", ability: { ...p.ability, text: inner } } as Mod;
    if (printer.print(mod) !== undefined) yield [mod, at + inner.length + 2];
  }
}

/** The granted ability as its line prints it, "~" for the object that has it. */
function printQuoted(m: Mod, noun: string): string | undefined {
  if (m.kind !== "addAbility") return undefined;
  const { text: _, ...ability } = m.ability as Ability & { text?: string };
  const printed = line.print({ ability } as Part);
  return !printed || printed.includes(`this ${noun}`) ? undefined : printed;
}

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
