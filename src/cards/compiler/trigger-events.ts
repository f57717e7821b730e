// Trigger events beyond those of abilities.ts (404.1): "Whenever a player plays a white spell",
// "Whenever you play an enchantment spell", "Whenever an opponent plays an artifact spell" (409.1).
// Each syntax here reads a whole trigger, up to the comma before its effect.
import { triggerNamesPlayer, type Trigger } from "../language.js";
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import { COLORS } from "./nouns.js";
import { alt, list, map, opt, syn, words, type Syntax } from "./syntax.js";
import type { EventWord } from "./targets.js";

type SpellPlayed = Extract<Trigger, { on: "spellPlayed" }>;
type Quality = SpellPlayed["spell"];
type SpellType = "artifact" | "creature" | "enchantment" | "instant" | "sorcery";
const SPELL_TYPES: SpellType[] = ["artifact", "creature", "enchantment", "instant", "sorcery"];

/** One adjective before the noun: a color, "multicolored", "legendary", "noncreature". */
const adjective = words<Quality>([
  ...COLORS.map(([w, c]): [string, Quality] => [`${w} `, { colors: [c] }]),
  ["multicolored ", { multicolored: true }],
  ["legendary ", { supertypes: ["legendary"] }],
  ...SPELL_TYPES.map((t): [string, Quality] => [`non${t} `, { notTypes: [t] }]),
]);
/** "instant or sorcery ", "Spirit or Arcane ": card types or subtypes, any of them. */
const noun = alt<Quality>(
  map(syn`${list(words(SPELL_TYPES.map((t): [string, SpellType] => [t, t])), "or")} `, ([types]) => ({ types }), (q) => (q.types ? [q.types] : undefined)),
  map(syn`${list(words([...(creatureTypes as string[]), "Arcane"].map((t): [string, string] => [t, t])), "or")} `, ([subtypes]) => ({ subtypes }), (q) => (q.subtypes ? [q.subtypes] : undefined)),
);
const ADJECTIVE_KEYS = ["colors", "multicolored", "supertypes", "notTypes"] as const;
/** "[adjective] [noun] spell", each part optional: "a spell", "a white spell", "an instant or sorcery spell". */
const quality: Syntax<Quality> = map(
  syn`${opt(adjective)}${opt(noun)}spell`,
  ([a, n]) => (a && n && (n.types?.some((t) => a.notTypes?.includes(t)) ?? false) ? undefined : { ...a, ...n }),
  (q) => {
    const adj = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && (ADJECTIVE_KEYS as readonly string[]).includes(k)));
    const rest = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && !(ADJECTIVE_KEYS as readonly string[]).includes(k)));
    if (Object.keys(adj).length > 1 || Object.keys(rest).length > 1) return undefined;
    return [Object.keys(adj).length ? adj : undefined, Object.keys(rest).length ? rest : undefined];
  },
);
/** "a" or "an", as the next word begins. */
const withArticle: Syntax<Quality> = {
  *parse(text, at) {
    for (const article of ["a ", "an "]) {
      if (!text.startsWith(article, at)) continue;
      for (const [q, end] of quality.parse(text, at + article.length))
        if ((article === "an ") === /^[aeiouAEIOU]/.test(text.slice(at + article.length))) yield [q, end];
    }
  },
  print(q) {
    const p = quality.print(q);
    return p === undefined ? undefined : `${/^[aeiouAEIOU]/.test(p) ? "an" : "a"} ${p}`;
  },
};
const PLAYERS: [string, SpellPlayed["player"]][] = [["a player plays ", "any"], ["you play ", "you"], ["an opponent plays ", "opponent"]];
/** The spells abilities.ts already reads its own way: "Whenever an opponent plays a spell", "Whenever you play a Spirit or Arcane spell". */
const readElsewhere = (t: SpellPlayed) =>
  (t.player === "opponent" && Object.keys(t.spell).length === 0) || (t.player === "you" && JSON.stringify(t.spell) === JSON.stringify({ subtypes: ["Spirit", "Arcane"] }));
const spellPlayed: Syntax<Trigger> = map(
  syn`${words([["Whenever ", null], ["When ", null]])}${words(PLAYERS)}${withArticle}`,
  ([, player, spell]) => {
    const t: SpellPlayed = { on: "spellPlayed", player, spell };
    return readElsewhere(t) ? undefined : t;
  },
  (t) => (t.on === "spellPlayed" && !readElsewhere(t) ? [null, t.player, t.spell] : undefined),
);

/** The trigger events of this module, in the order abilities.ts tries them. */
export const TRIGGER_EVENTS: Syntax<Trigger>[] = [spellPlayed];

/** The event words a trigger's effect may say (targets.ts): "that player" when its event names a player (the language's `triggerPlayer`). */
export function eventWords(t: Trigger): readonly EventWord[] {
  return triggerNamesPlayer(t) ? ["thatPlayer"] : [];
}
