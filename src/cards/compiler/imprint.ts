// Imprint (502.34, Mirrodin block): "Imprint — When ~ comes into play, you may remove an instant
// card with converted mana cost 2 or less in your hand from the game." labels the ability that
// removes the card; the card's other abilities say "the imprinted card" and are linked to it
// (engine/effects/imprint.ts). The data print the label without its dash ("Imprint When ~ ...").
//
// The effect clauses are read wherever effects are (effects.ts lists `imprintClauses` once):
//   "you may remove [a card of a quality] in your hand from the game" (the imprint ability),
//   "add one mana of any of the imprinted card's colors to your mana pool" (Chrome Mox),
//   "you may copy the imprinted instant card and play the copy without paying its mana cost"
//   (Isochron Scepter, Spellbinder).
// `imprintLine` reads the label: a line of the card that is such an ability, and only such a
// line, is printed with it; under it, "you may remove target <noun phrase> from the game" (the
// effect grammar's optional removal of a target) is the imprinting removal.
import type { ObjectFilter } from "../language.js";
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import type { Part } from "./abilities.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const CARD_TYPES = ["artifact", "creature", "enchantment", "instant", "land", "sorcery"] as const;
type CardType = (typeof CARD_TYPES)[number];
const NON_TYPES = ["artifact", "creature", "enchantment", "land"] as const;

/**
 * A card in a hand by its printed qualities: "a card", "a creature card", "an instant card with
 * converted mana cost 2 or less", "a nonartifact, nonland card", "an instant or sorcery card with
 * converted mana cost X" (X: the value announced for the ability, `x`). The article agrees with
 * the next word.
 */
type HandCard = { filter: ObjectFilter; x?: true };
const QUALITY = "non(?:artifact|creature|enchantment|land)(?:, non(?:artifact|creature|enchantment|land))*|instant or sorcery|artifact|creature|enchantment|instant|land|sorcery";
const handCard: Syntax<HandCard> = {
  *parse(text, at) {
    const m = new RegExp(`^(a|an) (?:(${QUALITY}) )?card(?: with converted mana cost (?:(\\d+) or less|(X)))?`).exec(text.slice(at));
    if (!m) return;
    const [all, , quality, cost, x] = m;
    const filter: ObjectFilter = {};
    if (quality?.startsWith("non")) filter.notTypes = quality.split(", ").map((w) => w.slice(3) as (typeof NON_TYPES)[number]);
    else if (quality) filter.types = quality.split(" or ") as CardType[];
    if (cost !== undefined) filter.convertedManaCostAtMost = Number(cost);
    const value: HandCard = { filter, ...(x ? { x: true as const } : {}) };
    // Only the wording that prints back (so "an creature card" is not read).
    if (handCard.print(value) === all) yield [value, at + all.length];
  },
  print({ filter: f, x }) {
    if (Object.keys(f).some((k) => !["types", "notTypes", "convertedManaCostAtMost"].includes(k))) return undefined;
    if (f.types && (f.notTypes || (f.types.length > 1 && f.types.join(" or ") !== "instant or sorcery"))) return undefined;
    if (x && f.convertedManaCostAtMost !== undefined) return undefined;
    const quality = f.types ? f.types.join(" or ") : f.notTypes ? f.notTypes.map((t) => `non${t}`).join(", ") : "";
    const words = quality ? `${quality} card` : "card";
    const cost = x ? " with converted mana cost X" : f.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${f.convertedManaCostAtMost} or less` : "";
    return `${/^[aeiou]/.test(words) ? "an" : "a"} ${words}${cost}`;
  },
};

const removeFromHand = one(
  syn`you may remove ${handCard} in your hand from the game`,
  ([{ filter, x }]) => ({ do: "imprintFromHand", ...(Object.keys(filter).length ? { filter } : {}), ...(x ? { convertedManaCost: "X" } : {}) }),
  (c) => (c.do === "imprintFromHand" ? [{ filter: c.filter ?? {}, ...(c.convertedManaCost === "X" ? { x: true } : {}) }] : undefined),
);

const imprintedColors = one(
  lit("add one mana of any of the imprinted card's colors to your mana pool"),
  () => ({ do: "addManaOfImprintedColors" }),
  (c) => (c.do === "addManaOfImprintedColors" ? null : undefined),
);

/** "the imprinted instant card" (one card imprinted, Isochron Scepter) and "an imprinted instant or sorcery card" (Panoptic Mirror). */
const copyTypes: Syntax<("instant" | "sorcery")[]> = alt(
  map(lit("the imprinted instant card"), () => ["instant"], (t) => (t.length === 1 && t[0] === "instant" ? null : undefined)),
  map(lit("an imprinted instant or sorcery card"), () => ["instant", "sorcery"], (t) => (t.length === 2 ? null : undefined)),
);
const copyAndPlay = one(
  syn`you may copy ${copyTypes} and play the copy without paying its mana cost`,
  ([types]) => ({ do: "playImprintedCopy", types }),
  (c) => (c.do === "playImprintedCopy" ? [c.types] : undefined),
);

/** 419.7: "prevent all damage that would be dealt this turn by a source of your choice that shares a color with the imprinted card" (Mourner's Shield; engine/effects/source-shields.ts). */
const preventBySharingSource = one(
  lit("prevent all damage that would be dealt this turn by a source of your choice that shares a color with the imprinted card"),
  () => ({ do: "shieldFromChosenSource", allThisTurn: true, sharesColorWithImprinted: true }),
  (c) => (c.do === "shieldFromChosenSource" && c.allThisTurn && c.sharesColorWithImprinted && !c.sources && !c.to && !c.ofChosenColor && !c.gainPrevented ? null : undefined),
);

/** 503, 216: "put a creature token into play that's a copy of the imprinted creature card" (Soul Foundry). */
const tokenCopy = one(
  lit("put a creature token into play that's a copy of the imprinted creature card"),
  () => ({ do: "tokenCopyOfImprinted" }),
  (c) => (c.do === "tokenCopyOfImprinted" ? null : undefined),
);

/** The imprint effect clauses (effects.ts lists them once). */
export const imprintClauses: Syntax<Clause[]> = alt(removeFromHand, imprintedColors, copyAndPlay, preventBySharingSource, tokenCopy);

const imprints = (p: Part) => "ability" in p && p.ability.effects.some((e) => e.do === "imprintFromHand" || e.do === "imprintTarget");

/**
 * 502.34: in an imprint ability, "you may remove target <noun phrase> from the game" (Duplicant's
 * "target nontoken creature", Mirror Golem's "target card in a graveyard") is the optional removal
 * the effect grammar reads, and the card it removes is imprinted: the label makes the "you may"
 * removal of the one target the imprinting effect, and prints it back as that removal.
 */
type Effects = Clause[];
const removedTarget = (e: Clause): unknown => {
  if (e.do !== "may" || (e.effects as Clause[]).length !== 1) return undefined;
  const [inner] = e.effects as Clause[];
  const o = inner!.object as { target?: unknown } | undefined;
  return inner!.do === "removeFromGame" && typeof o === "object" && typeof o.target === "number" ? o : undefined;
};
function mapEffects(p: Part, f: (e: Clause) => Clause): Part {
  return "ability" in p ? { ...p, ability: { ...p.ability, effects: (p.ability.effects as Effects).map(f) as typeof p.ability.effects } } : p;
}
const toImprint = (p: Part): Part => mapEffects(p, (e) => (removedTarget(e) ? { do: "imprintTarget", object: removedTarget(e) } : e));
const toRemoval = (p: Part): Part =>
  mapEffects(p, (e) => (e.do === "imprintTarget" ? { do: "may", text: "Remove the target from the game", effects: [{ do: "removeFromGame", object: e.object }] } : e));

/** 502.7: "~ has protection from each of the imprinted card's card types." (Mirror Golem): a protection keyword whose quality is read from the imprinted cards of the permanent that has it (keywords/protection.ts). */
const protectionFromImprinted = map(
  lit("~ has protection from each of the imprinted card's card types."),
  (): Part => ({ keywords: ["protectionFromImprintedCardTypes"] }),
  (p) => ("keywords" in p && p.keywords.length === 1 && p.keywords[0] === "protectionFromImprintedCardTypes" ? null : undefined),
);

/**
 * 502.34: "As long as a creature card is imprinted on ~, ~ has that card's power, toughness, and
 * creature types. It's still a Shapeshifter." (Duplicant): a static ability of the permanent,
 * while its condition holds; its creature types are set in layer 4, its power and toughness in
 * 6b (418.5a: a static ability that sets them, in timestamp order with the other 6b effects).
 */
const STILL = "Shapeshifter";
const IMPRINTED_CREATURE: Part = {
  statics: [
    {
      affects: "self",
      condition: { creatureCardImprinted: true },
      modification: { kind: "imprintedCreatureTypes", still: STILL },
      also: [{ kind: "setPT", power: { imprinted: "power" }, toughness: { imprinted: "toughness" } }],
    },
  ],
};
const hasImprintedCreature = map(
  lit(`As long as a creature card is imprinted on ~, ~ has that card's power, toughness, and creature types. It's still a ${STILL}.`),
  (): Part => IMPRINTED_CREATURE,
  (p) => (JSON.stringify(p) === JSON.stringify(IMPRINTED_CREATURE) ? null : undefined),
);

/**
 * 409.1b: "{X}, {T}: Put a creature token into play that's a copy of the imprinted creature card.
 * X is the converted mana cost of that card." (Soul Foundry): an ability with {X} in its cost
 * whose last sentence says what X is; "that card" is the imprinted card its effect names.
 */
const copiesImprinted = (p: Part) => "ability" in p && p.ability.kind === "activated" && /\{X\}/.test(p.ability.cost.mana ?? "") && p.ability.effects.some((e) => e.do === "tokenCopyOfImprinted");
function xIsImprintedCost(ability: Syntax<Part>): Syntax<Part> {
  return map(
    syn`${ability} X is the converted mana cost of that card.`,
    ([p]) => (copiesImprinted(p) && "ability" in p && p.ability.kind === "activated" && !p.ability.xIsImprintedCost ? { ...p, ability: { ...p.ability, xIsImprintedCost: true as const } } : undefined),
    (p) => {
      if (!copiesImprinted(p) || !("ability" in p) || p.ability.kind !== "activated" || !p.ability.xIsImprintedCost) return undefined;
      const { xIsImprintedCost: _, ...a } = p.ability;
      return [{ ...p, ability: a }];
    },
  );
}

/** "Imprint [ability]": the label of the ability that imprints, and of no other; and the lines linked to it that aren't effects. */
export function imprintLine(ability: Syntax<Part>): Syntax<Part> {
  return alt(
    xIsImprintedCost(ability),
    map(
      syn`Imprint ${ability}`,
      ([read]) => {
        const p = toImprint(read);
        return imprints(p) ? p : undefined;
      },
      (p) => (imprints(p) ? [toRemoval(p)] : undefined),
    ),
    protectionFromImprinted,
    hasImprintedCreature,
  );
}
