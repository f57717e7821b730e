// The lines of a card's text (402): keyword lines, activated abilities "[cost]: [effect]",
// triggered abilities "When/Whenever/At ..., [effect]", static abilities, Enchant and Equip.
// Each line reads as a part of a definition; card.ts puts the parts together.
import { Keyword, type Ability, type Cost, type Restriction, type StaticAbility, type TargetSpec, type Trigger } from "../language.js";
import { counterKind, digits, effectText, modeClauses, ptChange, type Clause } from "./effects.js";
import { count, filterOfSpec, filterPhrase, otherFilter, specOf, type Filter } from "./nouns.js";
import { alt, capital, lit, map, opt, readAll as readAllOf, syn, word, words, type Syntax } from "./syntax.js";
import { lift, lower } from "./targets.js";

type KeywordName = Keyword;
/** A keyword as printed: its camelCase words ("firstStrike" is "first strike", "protectionFromWhite" "protection from white"). */
export const keywordWords = (k: string) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const keyword: Syntax<KeywordName> = words<KeywordName>(Keyword.options.map((k) => [keywordWords(k), k]));

/** Keywords on one line, in printed order, joined by ", ". */
export const keywordList: Syntax<KeywordName[]> = {
  *parse(text, at) {
    function* more(acc: KeywordName[], pos: number): Generator<[KeywordName[], number]> {
      yield [acc, pos];
      if (!text.startsWith(", ", pos)) return;
      for (const [k, end] of keyword.parse(text, pos + 2)) if (!acc.includes(k)) yield* more([...acc, k], end);
    }
    for (const [k, end] of keyword.parse(text, at)) yield* more([k], end);
  },
  print: (ks) => (ks.length ? ks.map(keywordWords).join(", ") : undefined),
};

/** What one line of a permanent's text adds to its definition. */
export type Part =
  | { keywords: KeywordName[] }
  | { restrictions: Restriction[] }
  | { asThough: "blockAsThoughFlying" }
  | { ability: Ability }
  | { statics: StaticAbility[]; attachedNoun?: string }
  | { enchant: TargetSpec }
  | { equip: string }
  | { definedPT: { power: unknown; toughness: unknown } }
  | { comesIntoPlay: { tapped?: true; counters?: Record<string, number> } }
  | { affinity: Filter }
  | { amplify: number }
  | { dredge: number }
  | { buyback: string }
  | { entwine: string };

const manaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG])\})+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{(\d+|[WUBRG])\})+$/.test(m) ? m : undefined),
};

const article = words<null>([["a ", null], ["an ", null]]);

/** One item of a cost, in the printed order of items. */
const COST_ITEMS: [keyof Cost, Syntax<Partial<Cost>>][] = [
  ["mana", map(manaCost, (mana) => ({ mana }), (c: Partial<Cost>) => c.mana)],
  ["tap", word("{T}", { tap: true })],
  ["removeCounters", alt<Partial<Cost>>(
    map(syn`Remove a ${counterKind} counter from ~`, ([counter]) => ({ removeCounters: { counter, count: 1 } }), (c: Partial<Cost>) => (c.removeCounters?.count === 1 ? [c.removeCounters.counter] : undefined)),
    map(syn`Remove ${count} ${counterKind} counters from ~`, ([n, counter]) => (n > 1 ? { removeCounters: { counter, count: n } } : undefined), (c: Partial<Cost>) => ((c.removeCounters?.count ?? 0) > 1 ? [c.removeCounters!.count, c.removeCounters!.counter] : undefined)),
  )],
  ["sacrificeSelf", word("Sacrifice ~", { sacrificeSelf: true })],
  ["sacrifice", map(syn`Sacrifice ${alt(lit("a "), lit("an "))}${filterPhrase("one")}`, ([, f]) => ({ sacrifice: f }), (c: Partial<Cost>) => (c.sacrifice ? [null, c.sacrifice] : undefined))],
  ["returnToHand", alt<Partial<Cost>>(
    map(syn`Return ${article}${filterPhrase("one")} you control to its owner's hand`, ([, filter]) => (filter.controller ? undefined : { returnToHand: { filter, count: 1 } }), (c: Partial<Cost>) => (c.returnToHand?.count === 1 ? [null, c.returnToHand.filter] : undefined)),
    map(syn`Return ${count} ${filterPhrase("many")} you control to their owner's hand`, ([n, filter]) => (n > 1 && !filter.controller ? { returnToHand: { filter, count: n } } : undefined), (c: Partial<Cost>) => ((c.returnToHand?.count ?? 0) > 1 ? [c.returnToHand!.count, c.returnToHand!.filter] : undefined)),
  )],
  ["discard", word("Discard a card", { discard: 1 })],
  ["payLife", map(syn`Pay ${digits} life`, ([payLife]) => (payLife > 0 ? { payLife } : undefined), (c: Partial<Cost>) => (c.payLife ? [c.payLife] : undefined))],
];
const costItem = alt(...COST_ITEMS.map(([, s]) => s));

/** "{2}{R}, {T}, Sacrifice ~" */
export const costs: Syntax<Cost> = {
  *parse(text, at) {
    function* more(acc: Cost, pos: number): Generator<[Cost, number]> {
      yield [acc, pos];
      if (!text.startsWith(", ", pos)) return;
      for (const [c, end] of costItem.parse(text, pos + 2)) {
        if (Object.keys(c).some((k) => k in acc)) continue;
        yield* more({ ...acc, ...c }, end);
      }
    }
    for (const [c, end] of costItem.parse(text, at)) yield* more(c, end);
  },
  print(cost) {
    const out: string[] = [];
    for (const [key, s] of COST_ITEMS) {
      if (cost[key] === undefined) continue;
      const p = s.print({ [key]: cost[key] });
      if (p === undefined) return undefined;
      out.push(p);
    }
    return out.length === Object.values(cost).filter((v) => v !== undefined).length && out.length ? out.join(", ") : undefined;
  },
};

const sorcerySpeed = " Play this ability only any time you could play a sorcery.";

/** An ability's effects with their targets lifted into `targets` (targets.ts). */
function withTargets<T extends object>(s: Syntax<[T, Clause[]]>): Syntax<T & { targets: TargetSpec[]; effects: unknown[] }> {
  return map(
    s,
    ([head, clauses]) => {
      const lifted = lift(clauses);
      return lifted && ({ ...head, ...lifted } as T & { targets: TargetSpec[]; effects: unknown[] });
    },
    (a) => {
      const { targets, effects, ...head } = a;
      const clauses = lower(targets, effects);
      return clauses && [head, clauses];
    },
  );
}

const isMana = (effects: unknown[], targets: TargetSpec[]) => targets.length === 0 && effects.every((e) => ["addMana", "addManaOfChoice"].includes((e as Clause).do));

const activated: Syntax<Part> = map(
  withTargets(
    map(
      syn`${costs}: ${effectText(true)}${opt(word(sorcerySpeed, "sorcery" as const))}`,
      ([cost, effects, timing]) => [{ cost, ...(timing ? { timing } : {}) }, effects] as [{ cost: Cost; timing?: "sorcery" }, Clause[]],
      ([head, effects]) => [head.cost, effects, head.timing === "sorcery" ? "sorcery" : undefined],
    ),
  ),
  (a) => ({ ability: { kind: isMana(a.effects, a.targets) ? "mana" : "activated", ...a } as Ability }),
  (p) => {
    if (!("ability" in p) || p.ability.kind === "triggered") return undefined;
    const { kind: _, text: __, ...a } = p.ability;
    return a;
  },
);

const what = alt<Filter & { other?: true }>(
  map(syn`${article}${filterPhrase("one")}`, ([, f]) => f, (f) => (f.other ? undefined : [null, f])),
  map(syn`another ${filterPhrase("one")}`, ([f]) => ({ ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
);
export const trigger: Syntax<Trigger> = alt<Trigger>(
  word("When ~ comes into play", { on: "comesIntoPlay", what: "self" }),
  word("When ~ is put into a graveyard from play", { on: "putIntoGraveyardFromPlay", what: "self" }),
  map(syn`Whenever ${what} comes into play`, ([w]) => ({ on: "comesIntoPlay", what: w }), (t) => (t.on === "comesIntoPlay" && (t.what as unknown) !== "self" ? [t.what] : undefined)),
  map(syn`Whenever ${what} is put into a graveyard from play`, ([w]) => ({ on: "putIntoGraveyardFromPlay", what: w }), (t) => (t.on === "putIntoGraveyardFromPlay" && (t.what as unknown) !== "self" ? [t.what] : undefined)),
  word("At the beginning of your upkeep", { on: "beginningOfUpkeep", whose: "yours" }),
  word("At the beginning of each player's upkeep", { on: "beginningOfUpkeep", whose: "each" }),
  word("Whenever ~ attacks and isn't blocked", { on: "attacksUnblocked", what: "self" }),
  word("Whenever ~ attacks", { on: "attacks", what: "self" }),
  word("Whenever ~ becomes blocked", { on: "becomesBlocked", what: "self" }),
  word("Whenever ~ blocks or becomes blocked", { on: "blocksOrBecomesBlocked", what: "self" }),
  word("Whenever ~ attacks or blocks", { on: "attacksOrBlocks", what: "self" }),
  word("Whenever an opponent plays a spell", { on: "opponentPlaysSpell" }),
  word("Whenever ~ deals combat damage to a player", { on: "dealsCombatDamage", what: "self", to: "player" }),
  word("Whenever ~ is dealt damage", { on: "isDealtDamage", what: "self" }),
  word("Whenever you play a Spirit or Arcane spell", { on: "youPlaySpell", subtypes: ["Spirit", "Arcane"] }),
  word("At end of turn", { on: "endOfTurn", whose: "each" }),
  word("At the end of your turn", { on: "endOfTurn", whose: "yours" }),
);
const triggered: Syntax<Part> = map(
  withTargets(
    map(
      syn`${trigger}${opt(word(", if you have a card in hand", { youHaveCardsInHand: true as const }))}, ${effectText(false)}`,
      ([t, condition, effects]) => [{ trigger: t, ...(condition ? { condition } : {}) }, effects] as [{ trigger: Trigger; condition?: { youHaveCardsInHand: true } }, Clause[]],
      ([head, effects]) => [head.trigger, head.condition, effects],
    ),
  ),
  (a) => ({ ability: { kind: "triggered", ...a } as Ability }),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "triggered") return undefined;
    const { kind: _, text: __, ...a } = p.ability;
    return a;
  },
);

type Mod = StaticAbility["modification"];
const pt = map(ptChange, (v) => (typeof v.power === "number" && typeof v.toughness === "number" ? ({ kind: "modifyPT", power: v.power, toughness: v.toughness } as Mod) : undefined), (m) => (m.kind === "modifyPT" ? { power: m.power, toughness: m.toughness } : undefined));
const grants = map(keywordList, (ks) => ks.map((keyword): Mod => ({ kind: "addKeyword", keyword })), (ms) => (ms.every((m) => m.kind === "addKeyword") ? ms.map((m) => (m as { keyword: KeywordName }).keyword) : undefined));
/** What a static ability does to the objects it affects: "get +1/+1", "have flying", "get +1/+1 and have flying". */
const getsHas = (get: string, have: string) => [
  map(syn`${lit(get)}${pt}`, ([, m]) => [m], (ms: Mod[]) => (ms.length === 1 ? [null, ms[0]] : undefined)),
  map(syn`${lit(have)}${grants}`, ([, ms]) => ms, (ms: Mod[]) => [null, ms]),
  map(syn`${lit(get)}${pt} and ${lit(have.trim() + " ")}${grants}`, ([, m, , ms]) => [m, ...ms], (ms: Mod[]) => (ms.length > 1 ? [null, ms[0], null, ms.slice(1)] : undefined)),
];
const plural = alt<Mod[]>(...getsHas(" get ", " have "));
const singular = alt<Mod[]>(
  ...getsHas(" gets ", " has "),
  word(" can't attack or block", [{ kind: "addRestriction", restriction: "cantAttack" }, { kind: "addRestriction", restriction: "cantBlock" }] as Mod[]),
  word(" can't block", [{ kind: "addRestriction", restriction: "cantBlock" }] as Mod[]),
  word(" can't attack", [{ kind: "addRestriction", restriction: "cantAttack" }] as Mod[]),
  word(" is unblockable", [{ kind: "addRestriction", restriction: "unblockable" }] as Mod[]),
  ...["Plains", "Island", "Swamp", "Mountain", "Forest"].map((t) => word(` is ${t === "Island" ? "an" : "a"} ${t}`, [{ kind: "setLandType", subtype: t }] as Mod[])),
);
const attached = words<["enchanted" | "equipped", string]>([
  ["Enchanted creature", ["enchanted", "creature"]],
  ["Enchanted land", ["enchanted", "land"]],
  ["Enchanted permanent", ["enchanted", "permanent"]],
  ["Equipped creature", ["equipped", "creature"]],
]);
/** The statics of one line share what they affect; each has one modification. */
const sharing = (p: Part) => {
  if (!("statics" in p) || !p.statics.length || p.statics.some((s) => s.also || JSON.stringify(s.affects) !== JSON.stringify(p.statics[0]!.affects))) return undefined;
  return { affects: p.statics[0]!.affects, mods: p.statics.map((s) => s.modification as Mod), noun: p.attachedNoun };
};
const statics: Syntax<Part> = alt<Part>(
  map(syn`${capital(otherFilter)}${plural}.`, ([affects, mods]) => ({ statics: mods.map((modification) => ({ affects, modification })) }), (p) => {
    const s = sharing(p);
    return s && typeof s.affects === "object" ? [s.affects, s.mods] : undefined;
  }),
  map(syn`${attached}${singular}.`, ([[affects, noun], mods]) => ({ statics: mods.map((modification) => ({ affects, modification })), attachedNoun: noun }), (p) => {
    const s = sharing(p);
    return s && (s.affects === "enchanted" || s.affects === "equipped") && !s.mods.some((m) => m.kind === "gainControl") ? [[s.affects, s.noun ?? "creature"], s.mods] : undefined;
  }),
  map(syn`You control enchanted ${words([["creature", "creature"], ["land", "land"], ["permanent", "permanent"]])}.`, ([noun]) => ({ statics: [{ affects: "enchanted", modification: { kind: "gainControl" } }], attachedNoun: noun }), (p) => {
    const s = sharing(p);
    return s && s.affects === "enchanted" && s.mods.length === 1 && s.mods[0]!.kind === "gainControl" ? [s.noun ?? "permanent"] : undefined;
  }),
);

/** Keywords with a parameter that the language holds in their own fields (502.27, 502.31, 502.47, 502.15, 502.32). */
const cardKeywords: Syntax<Part>[] = [
  map(syn`Affinity for ${filterPhrase("many")}`, ([f]) => ({ affinity: f }), (p) => ("affinity" in p ? [p.affinity] : undefined)),
  map(syn`Amplify ${digits}`, ([n]) => (n > 0 ? { amplify: n } : undefined), (p) => ("amplify" in p ? [p.amplify] : undefined)),
  map(syn`Dredge ${digits}`, ([n]) => (n > 0 ? { dredge: n } : undefined), (p) => ("dredge" in p ? [p.dredge] : undefined)),
  map(syn`Buyback ${manaCost}`, ([c]) => ({ buyback: c }), (p) => ("buyback" in p ? [p.buyback] : undefined)),
  map(syn`Entwine ${manaCost}`, ([c]) => ({ entwine: c }), (p) => ("entwine" in p ? [p.entwine] : undefined)),
];
const selfLines: Syntax<Part> = alt<Part>(
  word("~ can't attack or block.", { restrictions: ["cantAttack", "cantBlock"] }),
  word("~ can't block.", { restrictions: ["cantBlock"] }),
  word("~ can't attack.", { restrictions: ["cantAttack"] }),
  word("~ attacks each turn if able.", { restrictions: ["attacksEachTurnIfAble"] }),
  word("~ can't be blocked except by creatures with flying.", { restrictions: ["cantBeBlockedExceptByFlying"] }),
  word("~ is unblockable.", { restrictions: ["unblockable"] }),
  word("~ is indestructible.", { restrictions: ["indestructible"] }),
  word("~ can block an additional creature.", { restrictions: ["canBlockAdditionalCreature"] }),
  word("~ can block any number of creatures.", { restrictions: ["canBlockAnyNumber"] }),
  word("~ can't be the target of spells or abilities your opponents control.", { restrictions: ["cantBeTargetedByOpponents"] }),
  word("~ can't be the target of spells or abilities.", { restrictions: ["cantBeTargeted"] }),
  word("~ can block as though it had flying.", { asThough: "blockAsThoughFlying" }),
  word("~ may block as though it had flying.", { asThough: "blockAsThoughFlying" }),
  word("~ comes into play tapped.", { comesIntoPlay: { tapped: true } }),
  map(syn`~ comes into play with a ${counterKind} counter on it.`, ([k]): Part => ({ comesIntoPlay: { counters: { [k]: 1 } } }), (p) => {
    const c = "comesIntoPlay" in p && !(p.comesIntoPlay as { tapped?: true }).tapped ? Object.entries(p.comesIntoPlay.counters ?? {}) : [];
    return c.length === 1 && c[0]![1] === 1 ? [c[0]![0]] : undefined;
  }),
  map(syn`~ comes into play with ${count} ${counterKind} counters on it.`, ([n, k]): Part | undefined => (n > 1 ? { comesIntoPlay: { counters: { [k]: n } } } : undefined), (p) => {
    const c = "comesIntoPlay" in p && !(p.comesIntoPlay as { tapped?: true }).tapped ? Object.entries(p.comesIntoPlay.counters ?? {}) : [];
    return c.length === 1 && c[0]![1] > 1 ? [c[0]![1], c[0]![0]] : undefined;
  }),
  map(syn`~'s power and toughness are each equal to the number of ${filterPhrase("many")}.`, ([f]) => ({ definedPT: { power: { count: f }, toughness: { count: f } } }), (p) => {
    if (!("definedPT" in p)) return undefined;
    const { power, toughness } = p.definedPT as { power: { count?: Filter }; toughness: unknown };
    return power.count && JSON.stringify(power) === JSON.stringify(toughness) ? [power.count] : undefined;
  }),
  word("~'s power and toughness are each equal to the number of cards in your hand.", { definedPT: { power: "cardsInYourHand", toughness: "cardsInYourHand" } }),
  map(
    syn`~'s power and toughness are each equal to the number of ${words(["artifact", "creature", "enchantment", "land", "instant", "sorcery"].map((t): [string, string] => [t, t]))} cards in all graveyards.`,
    ([t]) => ({ definedPT: { power: { cardsInGraveyards: t }, toughness: { cardsInGraveyards: t } } }),
    (p) => {
      if (!("definedPT" in p)) return undefined;
      const { power, toughness } = p.definedPT as { power: { cardsInGraveyards?: string }; toughness: unknown };
      return power.cardsInGraveyards && JSON.stringify(power) === JSON.stringify(toughness) ? [power.cardsInGraveyards] : undefined;
    },
  ),
  map(syn`Enchant ${filterPhrase("one")}`, ([f]) => ({ enchant: specOf(f) }), (p) => ("enchant" in p ? [filterOfSpec(p.enchant)] : undefined)),
  map(syn`Equip ${manaCost}`, ([equip]) => ({ equip }), (p) => ("equip" in p ? [p.equip] : undefined)),
  map(capital(keywordList), (keywords) => ({ keywords }), (p) => ("keywords" in p ? p.keywords : undefined)),
  ...cardKeywords,
);

/** A line of an instant or sorcery that isn't its effect. */
export const spellLine: Syntax<Part> = alt(...cardKeywords);

/** Any line of a permanent's text. */
export const line: Syntax<Part> = alt(selfLines, statics, activated, triggered);

/** "Choose one — A; or B." (409.1a?): each mode its own targets and effects. */
type Mode = { text: string; targets: TargetSpec[]; effects: unknown[] };
export const modalText: Syntax<{ modes: Mode[] }> = {
  *parse(text, at) {
    for (const prefix of ["Choose one — ", "Choose one "]) {
      if (!text.startsWith(prefix, at)) continue;
      const body = text.slice(at + prefix.length);
      if (!body.endsWith(".")) continue;
      const parts = body.slice(0, -1).split("; or ");
      if (parts.length < 2) continue;
      const modes: Mode[] = [];
      for (const [i, part] of parts.entries()) {
        const read = readAllOf(i === 0 ? capital(modeClauses) : modeClauses, part).map(lift).filter((m) => m !== undefined);
        if (read.length !== 1) return;
        modes.push({ text: part, ...read[0]! });
      }
      yield [{ modes }, text.length];
    }
  },
  print(spell) {
    const parts = spell.modes.map((m, i) => {
      const clauses = lower(m.targets, m.effects);
      const p = clauses && modeClauses.print(clauses);
      return p && (i === 0 ? p.charAt(0).toUpperCase() + p.slice(1) : p);
    });
    return parts.some((p) => !p) ? undefined : `Choose one ${parts.join("; or ")}.`;
  },
};

/** The text of an instant or sorcery: its effects, targets lifted. */
export const spellText: Syntax<{ targets: TargetSpec[]; effects: unknown[] }> = map(
  effectText(true),
  (clauses) => lift(clauses),
  (spell) => lower(spell.targets ?? [], spell.effects),
);

