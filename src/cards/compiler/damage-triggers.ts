// Damage triggers (404.1): "Whenever ~ deals damage", "Whenever ~ deals combat damage to a
// creature", "Whenever ~ deals damage to an opponent", "Whenever enchanted creature deals
// damage", "Whenever a Sliver deals damage" (its controller, or the player dealt it: "Whenever a
// Goblin deals combat damage to a player, that player ..."), "Whenever a creature is dealt damage"
// (spells/damage-triggers.ts). "Whenever ~ deals combat damage to a player" keeps its own
// trigger (dealsCombatDamage), so it is not read here.
import type { Trigger } from "../language.js";
import { alt, lit, map, opt, syn, words, type Syntax } from "./syntax.js";
import { filterPhrase, type Filter } from "./nouns.js";

type DealsDamage = Extract<Trigger, { on: "dealsDamage" }>;
const dealer = words<DealsDamage["by"]>([["~", "self"], ["enchanted creature", "enchanted"], ["equipped creature", "equipped"]]);
const recipient = opt(words<NonNullable<DealsDamage["to"]>>([[" to a player", "player"], [" to an opponent", "opponent"], [" to a creature", "creature"]]));
const anyRecipient = opt(words<"player" | "creature">([[" to a player", "player"], [" to a creature", "creature"]]));
const combat = opt(words<true>([["combat ", true]]));

/** "a creature", "an artifact creature": the article the noun phrase takes. */
const aFilter: Syntax<Filter> = {
  *parse(text, at) {
    for (const article of ["a ", "an "])
      if (text.startsWith(article, at)) for (const [f, end] of filterPhrase("one").parse(text, at + article.length)) if (aFilter.print(f) === text.slice(at, end)) yield [f, end];
  },
  print(f) {
    const p = filterPhrase("one").print(f);
    return p === undefined ? undefined : `${/^[aeiou]/i.test(p) ? "an" : "a"} ${p}`;
  },
};

export const damageTrigger: Syntax<Trigger> = alt<Trigger>(
  map(
    syn`Whenever ${dealer} deals ${combat}damage${recipient}`,
    ([by, c, to]) => (c && to === "player" ? undefined : ({ on: "dealsDamage", by, ...(c ? { combat: true } : {}), ...(to ? { to } : {}) } as Trigger)),
    (t) => (t.on === "dealsDamage" && !(t.combat && t.to === "player") ? [t.by, t.combat, t.to] : undefined),
  ),
  // "Whenever a Sliver deals combat damage to a player" (the Legions Slivers): any permanent of that kind, by its types and subtypes (known as it last existed too).
  map(
    syn`Whenever ${aFilter} deals ${combat}damage${anyRecipient}`,
    ([what, c, to]) => (Object.keys(what).every((k) => k === "types" || k === "subtypes") ? ({ on: "aPermanentDealsDamage", what, ...(c ? { combat: true } : {}), ...(to ? { to } : {}) } as Trigger) : undefined),
    (t) => (t.on === "aPermanentDealsDamage" && !t.thatPlayer ? [t.what, t.combat, t.to] : undefined),
  ),
  // "Whenever a Goblin deals combat damage to a player, that player discards a card ..." (Cabal Slaver): the same event, naming the player dealt the damage.
  // Only the effect's words tell the two readings apart: "its controller" reads with the one above, "that player" with this one.
  map(
    syn`Whenever ${aFilter} deals ${combat}damage to a player`,
    ([what, c]) => (Object.keys(what).every((k) => k === "types" || k === "subtypes") ? ({ on: "aPermanentDealsDamage", what, ...(c ? { combat: true } : {}), to: "player", thatPlayer: "dealtDamage" } as Trigger) : undefined),
    (t) => (t.on === "aPermanentDealsDamage" && t.thatPlayer ? [t.what, t.combat] : undefined),
  ),
  map(lit("Whenever a creature is dealt damage"), () => ({ on: "creatureDealtDamage" }) as Trigger, (t) => (t.on === "creatureDealtDamage" ? null : undefined)),
  // Sengir Vampire: the creature's types and subtypes as it last existed (keywords aren't known then, so "with flying" is not read).
  // Bushi Tenderfoot says "When" for the same event (read only: it prints as "Whenever").
  map(
    syn`${words([["Whenever ", null], ["When ", null]])}${aFilter} dealt damage by ~ this turn is put into a graveyard`,
    ([, what]) => (Object.keys(what).every((k) => k === "types" || k === "subtypes") ? ({ on: "damagedByPutIntoGraveyard", what } as Trigger) : undefined),
    (t) => (t.on === "damagedByPutIntoGraveyard" ? [null, t.what] : undefined),
  ),
);
