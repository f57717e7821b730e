// "Enchanted creature's activated abilities can't be played." (Detainment Spell, Stasis Cocoon),
// "Enchanted permanent's activated abilities can't be played unless they're mana abilities."
// (Faith's Fetters), and Arrest's and Gelid Shackles' "can't attack or block, and its activated
// abilities can't be played": a restriction on the enchanted permanent (418.5a layer 6), under
// which its controller can't play the abilities ("can't" beats "can", 103.2; engine
// spells/playing.ts and spells/mana-abilities.ts). "If enchanted artifact is a creature, it can't
// attack or block." (Stasis Cocoon, Faith's Fetters) says what "can't attack or block" says: only a
// creature attacks or blocks (308.1, 309.1); it is read as that and printed the way each says it.
import type { Part } from "./abilities.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type Mod = { kind: "addRestriction"; restriction: string };
const ban = (restriction: string): Mod => ({ kind: "addRestriction", restriction });
const CANT_ATTACK_OR_BLOCK: Mod[] = [ban("cantAttack"), ban("cantBlock")];

/** After "Enchanted creature": the ban joined to another restriction (Arrest, Gelid Shackles). */
export const bannedWith: Syntax<Mod[]>[] = [
  word(" can't attack or block, and its activated abilities can't be played", [...CANT_ATTACK_OR_BLOCK, ban("cantPlayActivated")]),
  word(" can't block and its activated abilities can't be played", [ban("cantBlock"), ban("cantPlayActivated")]),
];

const which = alt(word(" unless they're mana abilities", "cantPlayNonManaActivated"), word("", "cantPlayActivated"));
/** The second sentence, about the same enchanted permanent. */
const ifCreature = (n: string) => syn`If enchanted ${word(n, null)} is a creature, it can't attack or block.`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const enchantedStatics = (p: Part): { noun: string; mods: Mod[] } | undefined =>
  "statics" in p && p.attachedNoun && p.statics.every((s) => s.affects === "enchanted" && !s.condition && !s.also)
    ? { noun: p.attachedNoun, mods: p.statics.map((s) => s.modification as Mod) }
    : undefined;
const part = (n: string, mods: Mod[]): Part => ({ statics: mods.map((modification) => ({ affects: "enchanted", modification })), attachedNoun: n } as Part);

export const abilityBanLines: Syntax<Part> = alt<Part>(
  // "Enchanted artifact's activated abilities can't be played.", with the sentence about a creature after it on the same line or not.
  ...["creature", "artifact", "permanent"].flatMap((n) => [
    map(syn`Enchanted ${word(n, null)}'s activated abilities can't be played${which}.`, ([, r]) => part(n, [ban(r)]), (p) => {
      const e = enchantedStatics(p);
      return e && e.noun === n && e.mods.length === 1 && /^cantPlay(NonMana)?Activated$/.test(e.mods[0]!.restriction) ? [null, e.mods[0]!.restriction] : undefined;
    }),
    map(syn`Enchanted ${word(n, null)}'s activated abilities can't be played${which}. ${ifCreature(n)}`, ([, r]) => part(n, [ban(r), ...CANT_ATTACK_OR_BLOCK]), (p) => {
      const e = enchantedStatics(p);
      return e && e.noun === n && e.mods.length === 3 && same(e.mods.slice(1), CANT_ATTACK_OR_BLOCK) && /^cantPlay(NonMana)?Activated$/.test(e.mods[0]!.restriction) ? [null, e.mods[0]!.restriction, [null]] : undefined;
    }),
  ]),
  // On its own line (Stasis Cocoon); "creature" would say it of a creature, so only the other nouns are printed this way.
  ...["artifact", "permanent"].map((n) =>
    map(ifCreature(n), () => part(n, CANT_ATTACK_OR_BLOCK), (p) => {
      const e = enchantedStatics(p);
      return e && e.noun === n && same(e.mods, CANT_ATTACK_OR_BLOCK) ? [null] : undefined;
    }),
  ),
);
