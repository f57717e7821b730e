// Lines of a card about the rules of the game around it rather than an ability it uses:
// "~ can't be countered." (414: counter effects leave it on the stack), "Creature spells can't
// be countered." (a static ability of a permanent), and the Leylines' "If ~ is in your opening
// hand, you may begin the game with it in play.", "Play with the top card of your library
// revealed." (card-level fields of the card language; card.ts renders each as a line of its own).
import type { CardDefinition } from "../language.js";
import type { Part } from "./abilities.js";
import { alt, map, word, type Syntax } from "./syntax.js";

/** The card-level fields these lines set, in the order card.ts renders them. */
export const LIBRARY_RULE_FIELDS = ["beginInPlay", "cantBeCountered", "uncounterableSpells", "untapsDuringOthersUntapSteps", "untapOnlyChosenType", "topCardRevealed"] as const;

type Wording = NonNullable<CardDefinition["cantBeCountered"]>;
type Uncounterable = NonNullable<CardDefinition["uncounterableSpells"]>;
const WORDINGS: [string, Wording][] = [[" can't be countered.", "always"], [" can't be countered by spells or abilities.", "bySpellsOrAbilities"]];
const CARD_TYPES = ["artifact", "creature", "enchantment", "instant", "sorcery"] as const;

/** "Creature spells" / "Sliver spells": a card type or a subtype, capitalised at the start of the line. */
const spellsNoun: Syntax<Uncounterable["spells"]> = {
  *parse(text, at) {
    const m = /^([A-Z][a-z]+) spells/.exec(text.slice(at));
    if (!m) return;
    const w = m[1]!.toLowerCase() as (typeof CARD_TYPES)[number];
    yield [CARD_TYPES.includes(w) ? { types: [w] } : { subtypes: [m[1]!] }, at + m[0].length];
  },
  print(f) {
    const keys = Object.keys(f).filter((k) => (f as Record<string, unknown>)[k] !== undefined);
    if (keys.length !== 1) return undefined;
    if (f.types?.length === 1) return `${f.types[0]!.charAt(0).toUpperCase()}${f.types[0]!.slice(1)} spells`;
    if (f.subtypes?.length === 1 && /^[A-Z][a-z]+$/.test(f.subtypes[0]!) && !CARD_TYPES.includes(f.subtypes[0]!.toLowerCase() as (typeof CARD_TYPES)[number])) return `${f.subtypes[0]} spells`;
    return undefined;
  },
};
const wording: Syntax<Wording> = alt(...WORDINGS.map(([w, v]) => word(w, v)));

export const libraryRuleLines: Syntax<Part> = alt<Part>(
  word("If ~ is in your opening hand, you may begin the game with it in play.", { beginInPlay: true } as unknown as Part),
  // The top card of a library revealed to every player (engine/effects/top-card-revealed.ts).
  word("Play with the top card of your library revealed.", { topCardRevealed: "you" } as unknown as Part),
  word("Each player plays with the top card of his or her library revealed.", { topCardRevealed: "each" } as unknown as Part),
  word("Players play with the top card of their libraries revealed.", { topCardRevealed: "players" } as unknown as Part),
  // Seedborn Muse (302.1): its controller's permanents untap in the other players' untap steps too.
  word("Untap all permanents you control during each other player's untap step.", { untapsDuringOthersUntapSteps: true } as unknown as Part),
  // Storage Matrix (302.1): while it is untapped, the active player chooses a card type in his or her untap step and untaps only permanents of it.
  word("As long as ~ is untapped, each player chooses artifact, creature, or land during his or her untap step. That player can untap only permanents of the chosen type this step.", { untapOnlyChosenType: true } as unknown as Part),
  map(
    { parse: (text, at) => (text.startsWith("~", at) ? wording.parse(text, at + 1) : []), print: (w: Wording) => (wording.print(w) === undefined ? undefined : `~${wording.print(w)}`) } as Syntax<Wording>,
    (w) => ({ cantBeCountered: w }) as unknown as Part,
    (p) => (p as { cantBeCountered?: Wording }).cantBeCountered,
  ),
  map(
    { *parse(text, at) { for (const [spells, end] of spellsNoun.parse(text, at)) for (const [w, e2] of wording.parse(text, end)) yield [{ spells, wording: w }, e2]; }, print: (u: Uncounterable) => { const n = spellsNoun.print(u.spells); const w = wording.print(u.wording); return n && w ? n + w : undefined; } } as Syntax<Uncounterable>,
    (u) => ({ uncounterableSpells: u }) as unknown as Part,
    (p) => (p as { uncounterableSpells?: Uncounterable }).uncounterableSpells,
  ),
);
