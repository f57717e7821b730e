// Static abilities that change what spells or activated abilities cost (409.1e): "[Spells]
// [you / your opponents] play cost {N} more / less to play", "During each player's turn, each
// other player's spells cost {N} more to play" (Defense Grid), "Activated abilities cost {N}
// more to play unless they're mana abilities" (Suppression Field). Each line is one entry of
// the card's `costChanges` (engine/spells/costs.ts applies them).
import type { CostChange } from "../language.js";
import type { Part } from "./abilities.js";
import { COLORS, SUBTYPES } from "./nouns.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";

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

export const costChangeLines: Syntax<Part> = alt<Part>(
  map(
    syn`${spellNoun}${whose} cost ${generic} ${moreOrLess} to play.`,
    ([spells, player, n, sign]) => one({ player, of: "spells", spells, generic: n * sign }),
    (p) => {
      const c = only(p);
      return c && c.of === "spells" && c.player !== "notActivePlayer" ? [c.spells, c.player, Math.abs(c.generic), Math.sign(c.generic)] : undefined;
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
