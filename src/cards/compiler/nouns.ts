// Noun phrases and their filters: "target nonartifact, nonblack creature", "creatures you
// control", "all Islands", "target artifact, creature, or land", "other Goblins".
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import type { ObjectFilter, TargetSpec } from "../language.js";
import { alt, list, lit, map, opt, properNouns, syn, word, words, type Syntax } from "./syntax.js";

type Color = "W" | "U" | "B" | "R" | "G";
type CardType = "artifact" | "creature" | "enchantment" | "land";
export type Filter = ObjectFilter & { other?: true };

export const COLORS: [string, Color][] = [["white", "W"], ["blue", "U"], ["black", "B"], ["red", "R"], ["green", "G"]];
const TYPES: CardType[] = ["artifact", "creature", "enchantment", "land"];
export const LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
/** Plurals that don't add "s" (subtypes are proper nouns of the type line). */
const IRREGULAR: Record<string, string> = { Equipment: "Equipment", Elf: "Elves", Dwarf: "Dwarves", Wolf: "Wolves", Plains: "Plains", Fungus: "Fungi", Mouse: "Mice", Ox: "Oxen", Octopus: "Octopi", Sphinx: "Sphinxes", Fox: "Foxes", Lynx: "Lynxes", Homunculus: "Homunculi", Cyclops: "Cyclopes", Samurai: "Samurai", Ninja: "Ninja", Merfolk: "Merfolk", Zubera: "Zubera", Moonfolk: "Moonfolk", Treefolk: "Treefolk", Myr: "Myr", Locus: "Loci" };
/** 212.2g, 212.4d: the enchantment subtype Aura and the artifact subtype Equipment; 205.3c: the enchantment subtype Shrine ("for each Shrine you control"); 205.3: the land subtype Locus ("for each Locus in play", Cloudpost). */
const PERMANENT_SUBTYPES = ["Aura", "Equipment", "Shrine", "Locus"];
/** 205.3d: the instant and sorcery subtype (spell type) Arcane ("target Arcane card", "Spirit or Arcane spell"). */
const SPELL_SUBTYPES = ["Arcane"];
export const SUBTYPES = [...(creatureTypes as string[]), ...LAND_TYPES, ...PERMANENT_SUBTYPES, ...SPELL_SUBTYPES];
export const plural = (noun: string) => IRREGULAR[noun] ?? (/(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);
for (const t of SUBTYPES) properNouns.add(t).add(plural(t));

/** One adjective of a filter, as a partial filter. */
type Adjective = Partial<Filter>;
const adjective: Syntax<Adjective> = words<Adjective>([
  ["tapped", { tapped: true }],
  // 306.? (?): in combat now (combat/combat-status.ts).
  ["attacking or blocking", { combat: "attackingOrBlocking" }],
  ["attacking", { combat: "attacking" }],
  ["blocking", { combat: "blocking" }],
  ["untapped", { tapped: false }],
  ["basic", { supertypes: ["basic"] }],
  ["legendary", { supertypes: ["legendary"] }],
  // Coldsnap's supertype (205.4a): "target snow creature", "Snow creatures you control".
  ["snow", { supertypes: ["snow"] }],
  ...TYPES.filter((t) => t !== "land").map((t): [string, Adjective] => [`non${t}`, { notTypes: [t] }]),
  ["nonland", { notTypes: ["land"] }],
  // "Destroy all nontoken creatures" (Hour of Reckoning): not a token (216).
  ["nontoken", { nontoken: true }],
  // "target face-down creature" (504): face down now.
  ["face-down", { faceDown: true }],
  ...COLORS.map(([w, c]): [string, Adjective] => [`non${w}`, { notColors: [c] }]),
  ...COLORS.map(([w, c]): [string, Adjective] => [w, { colors: [c] }]),
  // "target green or white creature" (Deathmark): either color (105.2), in printed order.
  ...COLORS.flatMap(([w, c]) => COLORS.filter(([, d]) => d !== c).map(([v, d]): [string, Adjective] => [`${w} or ${v}`, { colors: [c, d] }])),
  // "target nonsnow creature" (Chill to the Bone): not of the supertype snow (205.4a).
  ["nonsnow", { notSupertypes: ["snow"] }],
  ["multicolored", { multicolored: true }],
  ["monocolored", { monocolored: true }],
  ["nonlegendary", { notSupertypes: ["legendary"] }],
  ["nonbasic", { notSupertypes: ["basic"] }],
  // "non-Zombie", "non-Wall" (212.3 (?)): none of that creature type.
  ...(creatureTypes as string[]).map((t): [string, Adjective] => [`non-${t}`, { notSubtypes: [t] }]),
]);

/** The adjectives of a filter in their printed order ("tapped", "basic", "nonartifact", "nonblack", "black"). */
function adjectivesOf(f: Filter): Adjective[] | undefined {
  const out: Adjective[] = [];
  if (f.tapped !== undefined) out.push({ tapped: f.tapped });
  if (f.combat !== undefined) out.push({ combat: f.combat });
  if (f.nontoken) out.push({ nontoken: true });
  if (f.faceDown) out.push({ faceDown: true });
  if (f.supertypes) {
    if (f.supertypes.length !== 1) return undefined;
    out.push({ supertypes: f.supertypes });
  }
  for (const t of f.notTypes ?? []) out.push({ notTypes: [t] });
  for (const c of f.notColors ?? []) out.push({ notColors: [c] });
  if (f.colors) {
    if (f.colors.length > 2) return undefined;
    out.push({ colors: f.colors });
  }
  if (f.multicolored) out.push({ multicolored: true });
  if (f.monocolored) out.push({ monocolored: true });
  if (f.notSupertypes) {
    if (f.notSupertypes.length !== 1) return undefined;
    out.push({ notSupertypes: f.notSupertypes });
  }
  for (const t of f.notSubtypes ?? []) out.push({ notSubtypes: [t] });
  return out;
}

function mergeAdjectives(adjs: Adjective[]): Filter | undefined {
  const f: Filter = {};
  for (const a of adjs) {
    for (const [k, v] of Object.entries(a) as [keyof Filter, unknown][]) {
      if (Array.isArray(v)) {
        const prev = (f[k] as unknown[] | undefined) ?? [];
        if (prev.includes(v[0])) return undefined;
        (f as Record<string, unknown>)[k] = [...prev, ...v];
      } else {
        if (f[k] !== undefined) return undefined;
        (f as Record<string, unknown>)[k] = v;
      }
    }
  }
  return f;
}

/** "nonartifact, nonblack " — adjectives separated by ", ", and a space before the noun. */
const adjectiveList: Syntax<Adjective[]> = {
  *parse(text, at) {
    yield [[], at];
    function* more(acc: Adjective[], pos: number): Generator<[Adjective[], number]> {
      for (const [a, end] of adjective.parse(text, pos)) {
        const next = [...acc, a];
        if (text.startsWith(" ", end)) yield [next, end + 1];
        if (text.startsWith(", ", end)) yield* more(next, end + 2);
        // "target nonwhite nonblack creature" (Seize the Soul): two color negations without the comma.
        if (a.notColors && text.startsWith(" non", end)) yield* more(next, end + 1);
      }
    }
    yield* more([], at);
  },
  print(adjs) {
    const ws = adjs.map((a) => adjective.print(a));
    if (ws.some((w) => w === undefined)) return undefined;
    return ws.length ? `${ws.join(", ")} ` : "";
  },
};

/** The head noun: a card type, a subtype, or "permanent" (no type); singular or plural; after "each", singular
 * with the types joined by "and" too ("each artifact, creature, and enchantment": each permanent of any of them). */
type Head = { types?: CardType[]; subtypes?: string[]; allTypes?: ("artifact" | "creature")[] };
type NounNumber = "one" | "many" | "each";
function head(number: NounNumber): Syntax<Head> {
  const form = (w: string) => (number === "many" ? plural(w) : w);
  const typeNoun = words<CardType>(TYPES.map((t) => [form(t), t]));
  const typeList = map(list(typeNoun, "or"), (types) => ({ types }), (h: Head) => (h.types && !h.subtypes && !h.allTypes ? h.types : undefined));
  const subtype = words<string>(SUBTYPES.map((s) => [form(s), s]));
  const subtypeHead = map(subtype, (s) => ({ subtypes: [s] }), (h: Head) => (h.subtypes?.length === 1 && !h.types && !h.allTypes ? h.subtypes[0] : undefined));
  // "all Auras and Equipment": each permanent of any of these subtypes (plural only).
  const subtypes = map(list(subtype, "and", 2), (s) => ({ subtypes: s }), (h: Head) => (h.subtypes && h.subtypes.length > 1 && !h.types ? h.subtypes : undefined));
  const permanent = map(lit(form("permanent")), () => ({}), (h: Head) => (!h.types && !h.subtypes && !h.allTypes ? null : undefined));
  // "target Elf or Soldier" (Grassland Crusader), "target Plains or Island" (Cryoclasm): one permanent of either subtype (singular only).
  const subtypesOr = map(list(subtype, "or", 2), (s) => ({ subtypes: s }), (h: Head) => (h.subtypes && h.subtypes.length > 1 && !h.types ? h.subtypes : undefined));
  // "all artifacts and enchantments": each permanent of any of these types (plural only; printed as the "or" list reads the same).
  const typesAnd = map(list(typeNoun, "and", 2), (types) => ({ types }), () => undefined);
  // "artifact creature" (212.1): a permanent of both types at once.
  const artifactCreature = map(lit(form("artifact creature")), (): Head => ({ allTypes: ["artifact", "creature"] }), (h: Head) => (h.allTypes && !h.types && !h.subtypes ? null : undefined));
  return alt<Head>(typeList, subtypeHead, permanent, artifactCreature, ...(number === "many" ? [subtypes, typesAnd] : number === "each" ? [typesAnd] : [subtypesOr]));
}

/** " you control" / " an opponent controls" (singular) or " your opponents control" (plural). */
function controlled(number: NounNumber): Syntax<Filter["controller"]> {
  return opt(
    alt(
      word(" you control", "you" as const),
      word(" you don't control", "notYou" as const),
      word(number !== "many" ? " an opponent controls" : " your opponents control", "opponent" as const),
    ),
  );
}

/** " with flying" / " without flying" after the noun: a keyword it has or lacks; " with power (toughness) 2 or less / 3 or greater" (power-bounds.ts). */
type WithKeyword = Pick<Filter, "keywords" | "notKeywords" | "power" | "toughness" | "powerAtMostX">;
const powerDigits: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n >= 0 ? String(n) : undefined),
};
export const withKeyword: Syntax<WithKeyword | undefined> = opt(
  alt<WithKeyword>(
    words<WithKeyword>([
      [" with flying", { keywords: ["flying"] }],
      [" without flying", { notKeywords: ["flying"] }],
      // "destroy target creature with defender" (Ogre Gatecrasher; 502.41 defender).
      [" with defender", { keywords: ["defender"] }],
      // "by creatures with first strike" (Tresserhorn Skyknight; 502.2).
      [" with first strike", { keywords: ["firstStrike"] }],
      // "Whenever a creature you control with trample attacks" (Stonebrow, Krosan Hero; 502.9 trample).
      [" with trample", { keywords: ["trample"] }],
      // "destroy target creature with islandwalk" (Merfolk Assassin; 502.7 landwalk).
      ...["plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk"].map((k): [string, WithKeyword] => [` with ${k}`, { keywords: [k] }]),
    ]),
    map(syn` with power ${powerDigits} or less`, ([atMost]): WithKeyword => ({ power: { atMost } }), (w) => (w.power && "atMost" in w.power && !w.keywords && !w.notKeywords ? [w.power.atMost] : undefined)),
    // "target creature with power X or less" (Minamo Sightbender): the X announced (409.1b).
    map(lit(" with power X or less"), (): WithKeyword => ({ powerAtMostX: true }), (w) => (w.powerAtMostX && !w.power && !w.toughness && !w.keywords && !w.notKeywords ? null : undefined)),
    map(syn` with power ${powerDigits} or greater`, ([atLeast]): WithKeyword => ({ power: { atLeast } }), (w) => (w.power && "atLeast" in w.power && !w.keywords && !w.notKeywords ? [w.power.atLeast] : undefined)),
    // "target creature with toughness 2 or less" (Errant Doomsayers, Strangling Soot).
    map(syn` with toughness ${powerDigits} or less`, ([atMost]): WithKeyword => ({ toughness: { atMost } }), (w) => (w.toughness && "atMost" in w.toughness && !w.power && !w.keywords && !w.notKeywords ? [w.toughness.atMost] : undefined)),
    map(syn` with toughness ${powerDigits} or greater`, ([atLeast]): WithKeyword => ({ toughness: { atLeast } }), (w) => (w.toughness && "atLeast" in w.toughness && !w.power && !w.keywords && !w.notKeywords ? [w.toughness.atLeast] : undefined)),
  ),
);

/** " with converted mana cost 3 or less" / " ... 6 or more" / " ... X" (the X announced, 409.1b) after the noun (203.3?); " with that
 * spell's converted mana cost" (the Kirin: the spell whose playing triggered the ability; engine spells/targets.ts). */
export type WithCost = Pick<Filter, "convertedManaCostAtMost" | "convertedManaCostAtLeast" | "convertedManaCostX" | "convertedManaCostAtMostX" | "convertedManaCostOfThatSpell">;
export const withCost: Syntax<WithCost | undefined> = opt<WithCost>({
  *parse(text, at) {
    if (text.startsWith(" with that spell's converted mana cost", at)) yield [{ convertedManaCostOfThatSpell: true } as WithCost, at + " with that spell's converted mana cost".length];
    const m = /^ with converted mana cost (?:(\d+) or (less|more)|X( or less)?(?![\w/]))/.exec(text.slice(at));
    if (m) yield [m[1] === undefined ? (m[3] ? { convertedManaCostAtMostX: true } : { convertedManaCostX: true }) : m[2] === "less" ? { convertedManaCostAtMost: Number(m[1]) } : { convertedManaCostAtLeast: Number(m[1]) }, at + m[0].length];
  },
  print: (c) => (c.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${c.convertedManaCostAtMost} or less` : c.convertedManaCostAtLeast !== undefined ? ` with converted mana cost ${c.convertedManaCostAtLeast} or more` : c.convertedManaCostX ? " with converted mana cost X" : c.convertedManaCostAtMostX ? " with converted mana cost X or less" : c.convertedManaCostOfThatSpell ? " with that spell's converted mana cost" : undefined),
});

/** "1/1 " before the noun (Pendelhaven's "target 1/1 creature"): a power and a toughness each exactly that (power-bounds.ts). */
type Size = { power: { exactly: number }; toughness: { exactly: number } };
const size: Syntax<Size | undefined> = opt<Size>({
  *parse(text, at) {
    const m = /^(\d+)\/(\d+) /.exec(text.slice(at));
    if (m) yield [{ power: { exactly: Number(m[1]) }, toughness: { exactly: Number(m[2]) } }, at + m[0].length];
  },
  print: (z) => `${z.power.exactly}/${z.toughness.exactly} `,
});
const sizeOf = (f: Filter): Size | undefined => (f.power && "exactly" in f.power && f.toughness && "exactly" in f.toughness ? { power: f.power, toughness: f.toughness } : undefined);

/** A filter as a noun phrase: "[adjectives] [1/1] [type or subtype] [with flying] [with converted mana cost N or less] [you control]". */
export function filterPhrase(number: NounNumber): Syntax<Filter> {
  type Words = [Adjective[], Size | undefined, Head, WithKeyword | undefined, WithCost | undefined, Filter["controller"]];
  // "creatures you control with flying" (Sprite Noble): the keyword after the controller, the same filter (printed in the order above).
  const controlFirst = map(
    syn`${adjectiveList}${size}${head(number)}${controlled(number)}${withKeyword}`,
    ([adjs, z, h, controller, w]): Words | undefined => (controller && w?.keywords ? [adjs, z, h, w, undefined, controller] : undefined),
    () => undefined,
  );
  return map(
    alt<Words>(syn`${adjectiveList}${size}${head(number)}${withKeyword}${withCost}${controlled(number)}` as Syntax<Words>, controlFirst),
    ([adjs, z, h, w, cost, controller]) => {
      const f = mergeAdjectives(adjs);
      if (!f || (z && w && (w.power || w.toughness))) return undefined;
      return { ...h, ...f, ...(z ?? {}), ...(w ?? {}), ...(cost ?? {}), ...(controller ? { controller } : {}) };
    },
    (filter) => {
      const adjs = adjectivesOf(filter);
      if (!adjs) return undefined;
      const z = sizeOf(filter);
      const f = z ? { ...filter, power: undefined, toughness: undefined } : filter;
      if (!z && ((f.power && "exactly" in f.power) || (f.toughness && "exactly" in f.toughness))) return undefined;
      const { types, subtypes, allTypes, controller, keywords, notKeywords, power, toughness, powerAtMostX, convertedManaCostAtMost, convertedManaCostAtLeast, convertedManaCostX, convertedManaCostAtMostX, convertedManaCostOfThatSpell } = f;
      const known = new Set(["types", "subtypes", "allTypes", "controller", "tapped", "supertypes", "notTypes", "notColors", "colors", "combat", "keywords", "notKeywords", "multicolored", "monocolored", "notSupertypes", "powerAtMostX", "convertedManaCostAtMost", "convertedManaCostAtLeast", "convertedManaCostX", "convertedManaCostAtMostX", "convertedManaCostOfThatSpell", "nontoken", "faceDown", "power", "toughness", "notSubtypes"]);
      if (Object.keys(f).some((k) => !known.has(k) && (f as Record<string, unknown>)[k] !== undefined)) return undefined;
      if ([types, subtypes, allTypes].filter((x) => x !== undefined).length > 1) return undefined;
      if ([keywords, notKeywords, power, toughness, powerAtMostX].filter((x) => x !== undefined).length > 1) return undefined;
      if ([convertedManaCostAtMost, convertedManaCostAtLeast, convertedManaCostX, convertedManaCostAtMostX, convertedManaCostOfThatSpell].filter((x) => x !== undefined).length > 1) return undefined;
      const w = keywords ? { keywords } : notKeywords ? { notKeywords } : power ? { power } : toughness ? { toughness } : powerAtMostX ? { powerAtMostX } : undefined;
      const cost = convertedManaCostAtMost !== undefined ? { convertedManaCostAtMost } : convertedManaCostAtLeast !== undefined ? { convertedManaCostAtLeast } : convertedManaCostX ? { convertedManaCostX } : convertedManaCostAtMostX ? { convertedManaCostAtMostX } : convertedManaCostOfThatSpell ? { convertedManaCostOfThatSpell } : undefined;
      return [adjs, z, { ...(types ? { types } : {}), ...(subtypes ? { subtypes } : {}), ...(allTypes ? { allTypes } : {}) }, w, cost, controller];
    },
  );
}

/** "other " before a plural filter: not the permanent itself. */
export const otherFilter: Syntax<Filter> = alt(
  map(syn`other ${filterPhrase("many")}`, ([f]) => ({ ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
  map(filterPhrase("many"), (f) => f, (f) => (f.other ? undefined : f)),
);

/** A filter as the kind of target: "creature" targets are kind creature, other permanents kind permanent. */
export function specOf(f: Filter): TargetSpec {
  const { types, ...rest } = f;
  if (types?.length === 1 && types[0] === "creature") return { kind: "creature", ...(Object.keys(rest).length ? { filter: rest } : {}) };
  // "target artifact creature": a creature target (its filter names both types).
  if (f.allTypes?.includes("creature")) return { kind: "creature", filter: f };
  return { kind: "permanent", ...(Object.keys(f).length ? { filter: f } : {}) };
}

export function filterOfSpec(s: TargetSpec): Filter | undefined {
  const extra = Object.keys(s).filter((k) => k !== "kind" && k !== "filter" && (s as Record<string, unknown>)[k] !== undefined);
  if (extra.length) return undefined;
  if (s.kind === "creature") {
    if (s.filter?.types) return undefined;
    if (s.filter?.allTypes) return s.filter.allTypes.includes("creature") ? s.filter : undefined;
    return { ...s.filter, types: ["creature"] };
  }
  if (s.kind === "permanent") {
    // A "permanent" target that names only creatures is printed the same as a creature target: keep one reading.
    if ((s.filter?.types?.length === 1 && s.filter.types[0] === "creature") || s.filter?.allTypes?.includes("creature")) return undefined;
    return s.filter ?? {};
  }
  return undefined;
}

/**
 * "land or nonblack creature": a bare type of noncreature permanents, then a creature with a color
 * word before it. Only then are the two filters read apart: two bare types are one filter ("artifact
 * or enchantment"), and words after the second noun ("artifact or creature with converted mana cost
 * X") or subtypes ("Plains or Island") qualify both.
 */
const eitherKind = (a: Filter, b: Filter) => {
  const { types: bt, colors, notColors, ...rest } = b;
  return Object.keys(a).length === 1 && a.types?.length === 1 && a.types[0] !== "creature" && bt?.length === 1 && bt[0] === "creature" && (colors || notColors) && Object.keys(rest).length === 0;
};

/** The words after "target": a player, an opponent, "creature or player", or a filtered permanent. */
const targetNoun: Syntax<TargetSpec> = alt<TargetSpec>(
  word("creature or player", { kind: "creatureOrPlayer" }),
  word("player", { kind: "player" }),
  // "player dealt damage by ~ this turn" (Wicked Akuba; engine/effects/damaged-by.ts): by the ability's source.
  word("player dealt damage by ~ this turn", { kind: "player", dealtDamageBySelf: true }),
  word("opponent", { kind: "player", opponent: true }),
  word("spell", { kind: "spell" }),
  map(filterPhrase("one"), specOf, filterOfSpec),
  // "target artifact creature or black creature" (Purge; engine spells/targets.ts): a creature matching either filter. Neither
  // may be a bare type: "artifact or enchantment" is one filter of two types, read above.
  map(syn`${filterPhrase("one")} or ${filterPhrase("one")}`, ([a, b]): TargetSpec | undefined => {
    const [sa, sb] = [specOf(a), specOf(b)];
    if (a.controller || b.controller) return undefined;
    if (sa.kind === "creature" && sb.kind === "creature") return sa.filter && sb.filter ? { kind: "creature", filter: sa.filter, orFilter: sb.filter } : undefined;
    // "target land or nonblack creature" (Befoul): a permanent of either filter, each with its own types.
    return eitherKind(a, b) ? { kind: "permanent", filter: a, orFilter: b } : undefined;
  }, (s) => {
    if (!s.orFilter || !s.filter) return undefined;
    if (s.kind === "permanent") return Object.keys(s).length === 3 && eitherKind(s.filter, s.orFilter) ? [s.filter, s.orFilter] : undefined;
    if (s.kind !== "creature") return undefined;
    const [a, b] = [filterOfSpec({ kind: "creature", filter: s.filter }), filterOfSpec({ kind: "creature", filter: s.orFilter })];
    return a && b && !a.controller && !b.controller ? [a, b] : undefined;
  }),
  // "target creature that isn't enchanted" (Brainspoil; engine/effects/enchanted-status.ts): a target only.
  map(syn`${filterPhrase("one")} that isn't enchanted`, ([f]) => (f.controller ? undefined : specOf({ ...f, notEnchanted: true })), (s) => {
    const f = filterOfSpec(s);
    if (!f?.notEnchanted) return undefined;
    const { notEnchanted, ...rest } = f;
    return [rest];
  }),
  // "creature blocking it" (Godo's Irregulars; engine spells/targets.ts): blocking the ability's source; a target only.
  map(syn`${filterPhrase("one")} blocking it`, ([f]) => (f.controller || f.combat ? undefined : { ...specOf(f), blockingSelf: true as const }), (s) => {
    if (!s.blockingSelf) return undefined;
    const f = filterOfSpec({ ...s, blockingSelf: undefined });
    return f ? [f] : undefined;
  }),
  // "enchanted permanent" (Cut the Earthly Bond; engine/effects/enchanted-status.ts): an Aura is attached to it; a target only.
  map(syn`enchanted ${filterPhrase("one")}`, ([f]) => (f.controller || f.enchanted || f.notEnchanted ? undefined : specOf({ ...f, enchanted: true })), (s) => {
    const f = filterOfSpec(s);
    if (!f?.enchanted) return undefined;
    const { enchanted, ...rest } = f;
    return [rest];
  }),
  // "creature that was dealt damage this turn" (Crushing Pain; engine/effects/damaged-by.ts): a target only.
  map(syn`${filterPhrase("one")} that was dealt damage this turn`, ([f]) => (f.controller ? undefined : specOf({ ...f, dealtDamageThisTurn: true })), (s) => {
    const f = filterOfSpec(s);
    if (!f?.dealtDamageThisTurn) return undefined;
    const { dealtDamageThisTurn, ...rest } = f;
    return [rest];
  }),
  // "creature that dealt damage to you this turn" (Reciprocate; engine/effects/damaged-by.ts): a target only.
  map(syn`${filterPhrase("one")} that dealt damage to you this turn`, ([f]) => (f.controller ? undefined : specOf({ ...f, dealtDamageToYouThisTurn: true })), (s) => {
    const f = filterOfSpec(s);
    if (!f?.dealtDamageToYouThisTurn) return undefined;
    const { dealtDamageToYouThisTurn, ...rest } = f;
    return [rest];
  }),
  // "permanent of the chosen color" (Pentarch Paladin; 419.1b, engine spells/targets.ts): a target only.
  map(syn`${filterPhrase("one")} of the chosen color`, ([f]) => (f.controller || f.colors || f.notColors ? undefined : { ...specOf(f), ofChosenColor: true as const }), (s) => {
    if (!s.ofChosenColor) return undefined;
    const f = filterOfSpec({ ...s, ofChosenColor: undefined });
    return f ? [f] : undefined;
  }),
  // "creature that player controls" (Skirk Commando; 404.1, engine spells/targets.ts): controlled by the player the trigger event names; a target only.
  map(syn`${filterPhrase("one")} that player controls`, ([f]) => (f.controller ? undefined : { ...specOf(f), thatPlayerControls: true as const }), (s) => {
    if (!s.thatPlayerControls) return undefined;
    const f = filterOfSpec({ ...s, thatPlayerControls: undefined });
    return f ? [f] : undefined;
  }),
  // "creature with a +1/+1 counter on it" (engine/effects/counter-status.ts): a target only.
  map(syn`${filterPhrase("one")} with a ${words<string>([["+1/+1", "+1/+1"], ["-1/-1", "-1/-1"]])} counter on it`, ([f, k]) => (f.controller ? undefined : specOf({ ...f, withCounter: k })), (s) => {
    const f = filterOfSpec(s);
    if (!f?.withCounter) return undefined;
    const { withCounter, ...rest } = f;
    return [rest, withCounter];
  }),
);

/** "target [noun]", "another target [noun]". */
export const target: Syntax<TargetSpec> = alt<TargetSpec>(
  map(syn`target ${targetNoun}`, ([s]) => s, (s) => (s.another ? undefined : [s])),
  map(syn`another target ${targetNoun}`, ([s]) => ({ ...s, another: true as const }), (s) => (s.another ? [{ ...s, another: undefined }] : undefined)),
);

/** "a", "two", ... as a count of cards or tokens. */
export const count: Syntax<number> = words<number>([
  ["a", 1], ["an", 1], ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9], ["ten", 10],
]);
