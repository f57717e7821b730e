// Static abilities that change what spells or activated abilities cost (409.1e): "[Spells]
// [you / your opponents] play cost {N} more / less to play", "During each player's turn, each
// other player's spells cost {N} more to play" (Defense Grid), "Activated abilities cost {N}
// more to play unless they're mana abilities" (Suppression Field). Each line is one entry of
// the card's `costChanges` (engine/spells/costs.ts applies them).
import type { CostChange, ObjectFilter } from "../language.js";
import type { Color } from "../../engine/game/types.js";
import type { Part } from "./abilities.js";
import { COLORS, filterPhrase, SUBTYPES } from "./nouns.js";
import { number } from "./win-game.js";
import { alt, map, opt, syn, word, words, type Syntax } from "./syntax.js";

type Spells = CostChange["spells"];
type Who = CostChange["player"];

const SPELL_TYPES = ["artifact", "creature", "enchantment", "instant", "sorcery"] as const;
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** What spells a line names, at the start of its sentence: "Spells", "Noncreature spells", "White spells and black spells", "Zombie spells", "Arcane spells". */
const spellNoun: Syntax<Spells> = words<Spells>([
  ["Spells", {}],
  ...SPELL_TYPES.map((t): [string, Spells] => [`${cap(t)} spells`, { types: [t] }]),
  ...SPELL_TYPES.map((t): [string, Spells] => [`Non${t} spells`, { notTypes: [t] }]),
  ...COLORS.map(([w, c]): [string, Spells] => [`${cap(w)} spells`, { colors: [c] }]),
  // One ability for both colors: a white and black spell costs {1} less, not {2} (409.1e).
  ...COLORS.flatMap(([w, c], i) => COLORS.slice(i + 1).map(([w2, c2]): [string, Spells] => [`${cap(w)} spells and ${w2} spells`, { colors: [c, c2] }])),
  // Arcane is the instant and sorcery subtype of Kamigawa (212.? (?)); the others are creature types.
  ...[...SUBTYPES, "Arcane"].map((t): [string, Spells] => [`${t} spells`, { subtypes: [t] }]),
]);

/** "artifact spell", "creature spell": one spell of a card type. */
const spellSingular: Syntax<Spells> = words<Spells>(SPELL_TYPES.map((t): [string, Spells] => [`${t} spell`, { types: [t] }]));

const whose = words<Who>([
  [" you play", "you"],
  [" your opponents play", "opponents"],
  ["", "each"],
]);

const generic: Syntax<number> = {
  *parse(text, at) {
    const m = /^\{(\d+)\}/.exec(text.slice(at));
    if (m && Number(m[1]) > 0) yield [Number(m[1]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? `{${n}}` : undefined),
};
const moreOrLess = words<1 | -1>([
  ["more", 1],
  ["less", -1],
]);

const one = (c: CostChange): Part => ({ costChanges: [c] }) as unknown as Part;
const only = (p: Part): CostChange | undefined => {
  const cs = (p as { costChanges?: CostChange[] }).costChanges;
  return cs && cs.length === 1 ? cs[0] : undefined;
};

/** What narrows the spells after the player: "with converted mana cost 6 or more" (Krosan Drover), "that share a creature type with ~" (Mistform Warchief). */
type Narrowing = Pick<Spells, "convertedManaCostAtLeast" | "sharesCreatureTypeWithSource">;
const narrowing: Syntax<Narrowing> = alt<Narrowing>(
  map(syn` with converted mana cost ${number} or more`, ([n]) => ({ convertedManaCostAtLeast: n }), (v: Narrowing) => (v.convertedManaCostAtLeast !== undefined && !v.sharesCreatureTypeWithSource ? [v.convertedManaCostAtLeast] : undefined)),
  word(" that share a creature type with ~", { sharesCreatureTypeWithSource: true as const }),
  word("", {}),
);
const NARROWING_KEYS = ["convertedManaCostAtLeast", "sharesCreatureTypeWithSource"];
const split = (f: Spells): [Spells, Narrowing] => {
  const noun = Object.fromEntries(Object.entries(f).filter(([k]) => !NARROWING_KEYS.includes(k))) as Spells;
  const rest = Object.fromEntries(Object.entries(f).filter(([k]) => NARROWING_KEYS.includes(k))) as Narrowing;
  return [noun, rest];
};

/** "for each card with the same name as that spell in your graveyard" (Locket of Yesterdays), "for each artifact its controller controls" (Hum of the Radix). */
type Per = NonNullable<CostChange["per"]>;
const per: Syntax<Per | undefined> = opt(
  alt<Per>(
    word(" for each card with the same name as that spell in your graveyard", { sameNameInGraveyard: true as const }),
    map(syn` for each ${filterPhrase("one")} its controller controls`, ([f]) => ({ permanentsOfSpellsPlayer: f as ObjectFilter }), (v) => ("permanentsOfSpellsPlayer" in v ? [v.permanentsOfSpellsPlayer] : undefined)),
  ),
);

/** How much: "{2}", or colored symbols, which only a reduction names and which the card says reduce only colored mana (Edgewalker). */
type Amount = { generic: number } | { coloredLess: CostChange["coloredLess"] & {} };
const coloredSymbols: Syntax<Color[]> = {
  *parse(text, at) {
    const m = /^(?:\{[WUBRG]\})+/.exec(text.slice(at));
    if (m) yield [[...m[0].matchAll(/[WUBRG]/g)].map((x) => x[0] as Color), at + m[0].length];
  },
  print: (cs) => (cs.length > 0 ? cs.map((c) => `{${c}}`).join("") : undefined),
};
const amount: Syntax<Amount> = alt<Amount>(
  map(syn`${generic} ${moreOrLess} to play`, ([n, sign]) => ({ generic: n * sign }), (a) => ("generic" in a ? [Math.abs(a.generic), Math.sign(a.generic)] : undefined)),
  map(syn`${coloredSymbols} less to play`, ([cs]) => ({ coloredLess: cs }), (a) => ("coloredLess" in a ? [a.coloredLess] : undefined)),
);
const COLORED_ONLY = " This effect reduces only the amount of colored mana you pay.";

export const costChangeLines: Syntax<Part> = alt<Part>(
  map(
    syn`${spellNoun}${whose}${narrowing} cost ${amount}${per}.${words([[COLORED_ONLY, true], ["", false]])}`,
    ([spells, player, narrow, a, times, coloredOnly]) => {
      if (("coloredLess" in a) !== coloredOnly || ("coloredLess" in a && times)) return undefined;
      return one({ player, of: "spells", spells: { ...spells, ...narrow }, ...("coloredLess" in a ? { generic: 0, coloredLess: a.coloredLess } : a), ...(times ? { per: times } : {}) });
    },
    (p) => {
      const c = only(p);
      if (!c || c.of !== "spells" || c.player === "notActivePlayer") return undefined;
      const [noun, narrow] = split(c.spells);
      return [noun, c.player, narrow, c.coloredLess ? { coloredLess: c.coloredLess } : { generic: c.generic }, c.per, !!c.coloredLess];
    },
  ),
  // Hum of the Radix: "Each artifact spell costs {1} more to play for each artifact its controller controls."
  map(
    syn`Each ${spellSingular} costs ${generic} ${moreOrLess} to play${per}.`,
    ([spells, n, sign, times]) => one({ player: "each", of: "spells", spells, generic: n * sign, ...(times ? { per: times } : {}) }),
    (p) => {
      const c = only(p);
      return c && c.of === "spells" && c.player === "each" && c.generic !== 0 && Object.keys(c.spells).length > 0 && !c.coloredLess ? [c.spells, Math.abs(c.generic), Math.sign(c.generic), c.per] : undefined;
    },
  ),
  // Defense Grid: the spells of every player but the one whose turn it is.
  map(
    syn`During each player's turn, each other player's spells cost ${generic} more to play.`,
    ([n]) => one({ player: "notActivePlayer", of: "spells", spells: {}, generic: n }),
    (p) => {
      const c = only(p);
      return c && c.of === "spells" && c.player === "notActivePlayer" && Object.keys(c.spells).length === 0 && c.generic > 0 ? [c.generic] : undefined;
    },
  ),
  map(
    syn`Activated abilities cost ${generic} more to play unless they're mana abilities.`,
    ([n]) => one({ player: "each", of: "nonManaAbilities", spells: {}, generic: n }),
    (p) => {
      const c = only(p);
      return c && c.of === "nonManaAbilities" && c.player === "each" && c.generic > 0 ? [c.generic] : undefined;
    },
  ),
);
