// Damage triggers (404.1): "Whenever ~ deals damage", "Whenever ~ deals combat damage to a
// creature", "Whenever ~ deals damage to an opponent", "Whenever enchanted creature deals
// damage", "Whenever a Sliver deals damage" (its controller, or the player dealt it: "Whenever a
// Goblin deals combat damage to a player, that player ..."), "Whenever a creature is dealt damage"
// (spells/damage-triggers.ts). "Whenever ~ deals combat damage to a player" keeps its own
// trigger (dealsCombatDamage), so it is not read here.
import type { Trigger } from "../language.js";
import { alt, map, opt, syn, words, type Syntax } from "./syntax.js";
import { filterPhrase, type Filter } from "./nouns.js";

type DealsDamage = Extract<Trigger, { on: "dealsDamage" }>;
const dealer = words<DealsDamage["by"]>([["~", "self"], ["enchanted creature", "enchanted"], ["equipped creature", "equipped"]]);
const recipient = opt(words<NonNullable<DealsDamage["to"]>>([[" to a player", "player"], [" to an opponent", "opponent"], [" to a creature", "creature"]]));
type ADeals = Extract<Trigger, { on: "aPermanentDealsDamage" }>;
const anyRecipient = opt(words<NonNullable<ADeals["to"]>>([[" to a player", "player"], [" to an opponent", "opponent"], [" to a creature", "creature"], [" to you", "you"]]));
const combat = opt(words<true>([["combat ", true]]));

/** "3" of "3 or more damage": digits, 2 or more. */
const atLeast: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m && Number(m[0]) >= 2) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n >= 2 ? String(n) : undefined),
};

/** What a permanent's kind may name: its types and subtypes, and (for "a creature you control") who controls it. */
const KNOWN_KEYS = new Set(["types", "subtypes", "controller"]);
const kindOnly = (f: Filter) => Object.keys(f).every((k) => KNOWN_KEYS.has(k)) && f.controller !== "notYou";

/** "a source", "a source you control", "a source an opponent controls", "a noncreature source you control": any object, a spell too. */
const aSource = map(
  syn`a ${opt(words<true>([["noncreature ", true]]))}source${opt(words<"you" | "opponent">([[" you control", "you"], [" an opponent controls", "opponent"]]))}`,
  ([non, controller]): Filter => ({ ...(non ? { notTypes: ["creature"] as Filter["notTypes"] } : {}), ...(controller ? { controller } : {}) }),
  (f: Filter) => (Object.keys(f).every((k) => k === "controller" || k === "notTypes") && (!f.notTypes || (f.notTypes.length === 1 && f.notTypes[0] === "creature")) && f.controller !== "notYou" ? [f.notTypes ? true : undefined, f.controller] : undefined),
);

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
  // "Whenever a Sliver deals combat damage to a player" (the Legions Slivers), "Whenever a creature you control deals combat damage
  // to an opponent" (Coastal Piracy): any permanent of that kind, by its types, subtypes and controller (known as it last existed too).
  map(
    syn`Whenever ${aFilter} deals ${combat}damage${anyRecipient}`,
    ([what, c, to]) => (kindOnly(what) && to !== "you" ? ({ on: "aPermanentDealsDamage", what, ...(c ? { combat: true } : {}), ...(to ? { to } : {}) } as Trigger) : undefined),
    (t) => (t.on === "aPermanentDealsDamage" && !t.thatPlayer && !t.source && t.to !== "you" ? [t.what, t.combat, t.to] : undefined),
  ),
  // "Whenever a Goblin deals combat damage to a player, that player discards a card ..." (Cabal Slaver): the same event, naming the player dealt the damage.
  // Only the effect's words tell the two readings apart: "its controller" reads with the one above, "that player" with this one.
  map(
    syn`Whenever ${aFilter} deals ${combat}damage to a player`,
    ([what, c]) => (kindOnly(what) ? ({ on: "aPermanentDealsDamage", what, ...(c ? { combat: true } : {}), to: "player", thatPlayer: "dealtDamage" } as Trigger) : undefined),
    (t) => (t.on === "aPermanentDealsDamage" && t.thatPlayer && !t.source ? [t.what, t.combat] : undefined),
  ),
  // "Whenever a source an opponent controls deals damage to you" (Farsight Mask), "Whenever a noncreature source you control deals
  // damage" (Tamanoa), "Whenever a source you control other than ~ deals damage to an opponent" (Talon of Pain): a spell as well as a permanent.
  map(
    syn`Whenever ${aSource}${opt(words<true>([[" other than ~", true]]))} deals ${combat}damage${anyRecipient}`,
    ([what, other, c, to]) => (to === "creature" || (!what.controller && !other && (to === "you" || to === "opponent")) ? undefined : ({ on: "aPermanentDealsDamage", what, source: true, ...(other ? { other } : {}), ...(c ? { combat: true } : {}), ...(to ? { to } : {}) } as Trigger)),
    (t) => (t.on === "aPermanentDealsDamage" && t.source && !t.thatPlayer && !t.atLeast && !(!t.what.controller && !t.other && (t.to === "you" || t.to === "opponent")) ? [t.what, t.other, t.combat, t.to] : undefined),
  ),
  // Any source's damage to a player: "Whenever you're dealt damage" (Sun Droplet), "Whenever damage is dealt to an opponent" (War Elemental).
  map(
    words<"you" | "opponent">([["Whenever you're dealt damage", "you"], ["Whenever damage is dealt to an opponent", "opponent"]]),
    (to) => ({ on: "aPermanentDealsDamage", what: {}, source: true, to }) as Trigger,
    (t) => (t.on === "aPermanentDealsDamage" && t.source && Object.keys(t.what).length === 0 && !t.other && !t.combat && !t.atLeast && !t.thatPlayer && (t.to === "you" || t.to === "opponent") ? t.to : undefined),
  ),
  // "Whenever an opponent is dealt 3 or more damage by a single source, that player discards a card." (Pain Magnification): one source's damage to that player.
  map(
    syn`Whenever an opponent is dealt ${atLeast} or more damage by a single source`,
    ([n]) => ({ on: "aPermanentDealsDamage", what: {}, source: true, to: "opponent", atLeast: n, thatPlayer: "dealtDamage" }) as Trigger,
    (t) => (t.on === "aPermanentDealsDamage" && t.atLeast && t.to === "opponent" && t.thatPlayer ? [t.atLeast] : undefined),
  ),
  // "Whenever a creature [you control] is dealt damage" (Death Pits of Rath, Rite of Passage).
  map(
    syn`Whenever ${aFilter} is dealt damage`,
    ([what]) => (kindOnly(what) && what.types?.length === 1 && what.types[0] === "creature" && !what.subtypes ? ({ on: "creatureDealtDamage", ...(what.controller ? { what } : {}) } as Trigger) : undefined),
    (t) => (t.on === "creatureDealtDamage" && t.what !== "enchanted" ? [t.what ?? { types: ["creature"] }] : undefined),
  ),
  // "Whenever enchanted creature is dealt damage" (Ragged Veins); Frozen Solid's "When damage is dealt to enchanted creature" reads the same (it prints as the first).
  map(
    words<null>([["Whenever enchanted creature is dealt damage", null], ["When damage is dealt to enchanted creature", null]]),
    () => ({ on: "creatureDealtDamage", what: "enchanted" }) as Trigger,
    (t) => (t.on === "creatureDealtDamage" && t.what === "enchanted" ? null : undefined),
  ),
  // Sengir Vampire: the creature's types and subtypes as it last existed (keywords aren't known then, so "with flying" is not read).
  // Bushi Tenderfoot says "When" for the same event (read only: it prints as "Whenever").
  map(
    syn`${words([["Whenever ", null], ["When ", null]])}${aFilter} dealt damage by ~ this turn is put into a graveyard`,
    ([, what]) => (Object.keys(what).every((k) => k === "types" || k === "subtypes") ? ({ on: "damagedByPutIntoGraveyard", what } as Trigger) : undefined),
    (t) => (t.on === "damagedByPutIntoGraveyard" ? [null, t.what] : undefined),
  ),
);
