// Lines of a creature that restrict its attacking (500.1, 500.2): "~ can't attack unless
// defending player controls an Island." (Slipstream Serpent, Dandân, Pirate Ship), "~ can't
// attack unless defending player controls a snow land." (Ronom Serpent). A card-level field of
// the card language (combat/attack-restrictions.ts); card.ts renders each as a line of its own.
import type { ObjectFilter } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase } from "./nouns.js";
import { alt, capital, map, opt, syn, words, type Syntax } from "./syntax.js";

/** The card-level fields these lines set, in the order card.ts renders them. */
export const ATTACK_RULE_FIELDS = ["cantAttackUnlessDefenderControls", "cantAttackYou", "cantAttackIfDefenderControls", "unblockableIfDefenderControls", "blockableOnlyBy", "unblockableBy", "cantBlockCreatures"] as const;

const article = words<null>([["a ", null], ["an ", null]]);
const field = <K extends string>(k: K) => (p: Part) => (p as unknown as Record<K, ObjectFilter | undefined>)[k];
/**
 * The blockers "~ can't be blocked except by" names (309.2): "Walls", "white creatures",
 * "artifact creatures" (nouns.ts: both types). Kinds of
 * permanents only: "creatures with flying" and "... with defender" are restrictions of their own.
 */
const blockerKind: Syntax<ObjectFilter> = alt<ObjectFilter>(
  map(filterPhrase("many"), (f) => (f.controller || f.other || f.combat || f.keywords || f.notKeywords || f.tapped !== undefined ? undefined : (f as ObjectFilter)), (f) => f),
);
/** "creatures with flying" beside another kind ("... and/or Walls", Elven Riders): alone it is a restriction of its own. */
const FLYERS: ObjectFilter = { types: ["creature"], keywords: ["flying"] };
/** One kind, or two joined by "and/or". */
const blockerKinds: Syntax<ObjectFilter[]> = alt<ObjectFilter[]>(
  map(blockerKind, (f) => [f], (fs) => (fs.length === 1 ? fs[0] : undefined)),
  map(syn`creatures with flying and/or ${blockerKind}`, ([b]) => [FLYERS, b], (fs) => (fs.length === 2 && JSON.stringify(fs[0]) === JSON.stringify(FLYERS) ? [fs[1]!] : undefined)),
  map(syn`${blockerKind} and/or ${blockerKind}`, ([a, b]) => [a, b], (fs) => (fs.length === 2 ? [fs[0]!, fs[1]!] : undefined)),
);

export const attackRuleLines: Syntax<Part> = alt<Part>(
  map(
    syn`~ can't attack unless defending player controls ${article}${filterPhrase("one")}.`,
    // The defending player's own permanents: a filter that names a controller or a combat status would say something else.
    ([, f]) => (f.controller || f.other || f.combat ? undefined : ({ cantAttackUnlessDefenderControls: f } as unknown as Part)),
    (p) => {
      const f = (p as { cantAttackUnlessDefenderControls?: ObjectFilter }).cantAttackUnlessDefenderControls;
      return f ? [null, f] : undefined;
    },
  ),
  // Onslaught prints the land type in lower case: "~ can't attack unless defending player controls an island." (Slipstream Eel).
  map(
    syn`~ can't attack unless defending player controls ${words<string>([["a plains", "Plains"], ["an island", "Island"], ["a swamp", "Swamp"], ["a mountain", "Mountain"], ["a forest", "Forest"]])}.`,
    ([t]) => ({ cantAttackUnlessDefenderControls: { subtypes: [t] } }) as unknown as Part,
    () => undefined, // printed with the capital, as the other wording above
  ),
  // "Creatures without flying can't attack you." (Form of the Dragon), "Creatures with power 2 or less can't attack you." (Reverence).
  map(
    syn`${capital(filterPhrase("many"))} can't attack you.`,
    ([f]) => (f.controller || f.other || f.combat || !f.types || f.types.join() !== "creature" ? undefined : ({ cantAttackYou: f } as unknown as Part)),
    (p) => {
      const f = (p as { cantAttackYou?: ObjectFilter }).cantAttackYou;
      return f ? [f] : undefined;
    },
  ),
  // "Creatures of the chosen color without flying can't attack you." (Teferi's Moat; 419.1b): of the color chosen as it came into play.
  map(
    syn`Creatures of the chosen color${opt(words<null>([[" without flying", null]]))} can't attack you.`,
    ([without]): Part => ({ cantAttackYou: { types: ["creature"], ...(without === null ? { notKeywords: ["flying"] } : {}), chosenColor: true } }) as unknown as Part,
    (p) => {
      const f = (p as { cantAttackYou?: ObjectFilter & { chosenColor?: true } }).cantAttackYou;
      if (!f?.chosenColor) return undefined;
      const { chosenColor, notKeywords, ...rest } = f;
      if (JSON.stringify(rest) !== JSON.stringify({ types: ["creature"] }) || (notKeywords && notKeywords.join() !== "flying")) return undefined;
      return [notKeywords ? null : undefined];
    },
  ),
  // "~ can't attack if defending player controls an untapped creature with power 3 or greater." (Orgg).
  map(
    syn`~ can't attack if defending player controls ${article}${filterPhrase("one")}.`,
    ([, f]) => (f.controller || f.other || f.combat ? undefined : ({ cantAttackIfDefenderControls: f } as unknown as Part)),
    (p) => {
      const f = field("cantAttackIfDefenderControls")(p);
      return f ? [null, f] : undefined;
    },
  ),
  // "~ is unblockable as long as defending player controls an artifact." (Neurok Spy).
  map(
    syn`~ is unblockable as long as defending player controls ${article}${filterPhrase("one")}.`,
    ([, f]) => (f.controller || f.other || f.combat ? undefined : ({ unblockableIfDefenderControls: f } as unknown as Part)),
    (p) => {
      const f = field("unblockableIfDefenderControls")(p);
      return f ? [null, f] : undefined;
    },
  ),
  // "~ can't be blocked except by Walls." (Evil Eye of Orms-by-Gore), "... by artifact creatures and/or white creatures." (Amrou Seekers).
  map(
    syn`~ can't be blocked except by ${blockerKinds}.`,
    ([fs]) => ({ blockableOnlyBy: fs }) as unknown as Part,
    (p) => {
      const fs = (p as { blockableOnlyBy?: ObjectFilter[] }).blockableOnlyBy;
      return fs ? [fs] : undefined;
    },
  ),
  // "~ can't be blocked by Saprolings." (Vindictive Mob): one kind of blocker (309.2). Walls have
  // their restriction of old (block-counts.ts `cantBeBlockedByWalls`, Juggernaut), read there only.
  map(
    syn`~ can't be blocked by ${blockerKind}.`,
    ([f]) => (f.subtypes?.includes("Wall") ? undefined : ({ unblockableBy: f } as unknown as Part)),
    (p) => {
      const f = field("unblockableBy")(p);
      return f ? [f] : undefined;
    },
  ),
  // "~ can't block creatures with power 2 or greater." (Ironclaw Buzzardiers, Orgg).
  map(
    syn`~ can't block ${filterPhrase("many")}.`,
    ([f]) => (f.controller || f.other || f.combat || f.tapped !== undefined || !f.types || f.types.join() !== "creature" || Object.keys(f).length === 1 ? undefined : ({ cantBlockCreatures: f } as unknown as Part)),
    (p) => {
      const f = field("cantBlockCreatures")(p);
      return f ? [f] : undefined;
    },
  ),
);
