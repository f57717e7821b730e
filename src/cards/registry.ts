// The supported cards: printed facts (data/cards.json) joined with their definitions
// (definitions.ts), each checked when this module loads. A card that fails a check is
// listed in `unsupportedCards` with the reason, and is never offered.
import data from "./data/cards.json" with { type: "json" };
import { COLOR_NAMES, costTotal, parseCost, type Cost } from "../engine/spells/mana.js";
import type { Color } from "../engine/game/types.js";
import { DEFINITIONS } from "./definitions.js";
import { madeToken } from "../engine/effects/text-changing.js";
import { LAYER_DEFINITIONS } from "./definitions-layers.js";
import { CardDefinition, Keyword, type Ability, type ComesIntoPlay, type Effect, type ObjectFilter, type Replacement, type TargetSpec } from "./language.js";
import { REPLACE_DEFINITIONS } from "./definitions-replace.js";
import { COST_DEFINITIONS } from "./definitions-costs.js";
import { MULTIPLAYER_DEFINITIONS } from "./definitions-multiplayer.js";
import { REGENERATION_DEFINITIONS } from "./definitions-regeneration.js";
import { TRIGGER_DEFINITIONS } from "./definitions-triggers.js";
import { TEXT_DEFINITIONS } from "./definitions-text.js";
import { COPY_DEFINITIONS } from "./definitions-copies.js";
import generatedData from "./generated/cards.json" with { type: "json" };
import { GENERATED_DEFINITIONS } from "./generated/index.js";

export interface SpellMode {
  text?: string;
  targets: TargetSpec[];
  effects: Effect[];
}

export interface PrintedCard {
  name: string;
  set: string;
  manaCost?: string;
  type: string;
  supertypes?: string[];
  types: string[];
  subtypes?: string[];
  power?: string;
  toughness?: string;
  printedText?: string;
  colors?: string[];
}

export interface CardInfo {
  name: string;
  set: string;
  manaCost: string;
  cost: Cost;
  colors: Color[];
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  /** Converted mana cost (X counts as 0). */
  convertedManaCost: number;
  printedText: string;
  definedPT?: CardDefinition["definedPT"];
  comesIntoPlayAsCopy?: CardDefinition["comesIntoPlayAsCopy"];
  manaAsAnyColor?: true;
  keywords: CardDefinition["keywords"];
  restrictions: CardDefinition["restrictions"];
  asThough: CardDefinition["asThough"];
  statics: CardDefinition["statics"];
  affinity?: ObjectFilter;
  enchant?: TargetSpec;
  /** What an instant or sorcery does: one mode, or the modes to choose from, and with Entwine
   * (502.32) all of them at once. */
  spell?: { modes: SpellMode[]; entwined?: SpellMode };
  entwine?: string;
  amplify?: number;
  dredge?: number;
  replacements: Replacement[];
  comesIntoPlay?: ComesIntoPlay;
  beginInPlay?: true;
  untapOptional?: true;
  abilities: Ability[];
  alternativeCost?: CardDefinition["alternativeCost"];
  alternativeCostForYourSpells?: string;
  additionalCost?: CardDefinition["additionalCost"];
  buyback?: string;
  costChanges: CardDefinition["costChanges"];
}

// The printed facts of compiled cards (src/cards/generated/, written by `npm run cards`) beside the hand-written ones'.
const printed = { ...generatedData, ...data } as Record<string, PrintedCard>;
const cards = new Map<string, CardInfo>();
/** Tokens' characteristics, by key (216, 418.6c–d: see madeToken): not cards, so never in decks or the card list. */
const tokens = new Map<string, CardInfo>();
export const unsupportedCards: { name: string; reason: string }[] = [];
/** Each card's definition as written (hand-written or compiled), for the render gate (test/engine/cards/compiler.test.ts). */
export const writtenDefinitions = new Map<string, unknown>();

function tokenCard(key: string): CardInfo | undefined {
  const made = madeToken(key);
  if (!made) return undefined;
  const { name, token } = made;
  const info: CardInfo = {
    name, set: "token", manaCost: "", cost: parseCost(""), colors: token.colors, typeLine: `Token ${token.subtypes.join(" ")}`,
    supertypes: [], types: token.types, subtypes: token.subtypes, power: token.power, toughness: token.toughness,
    convertedManaCost: 0, printedText: "", keywords: token.keywords ?? [], restrictions: [], asThough: [], statics: [], replacements: [], abilities: [], costChanges: [],
  };
  tokens.set(key, info);
  return info;
}

for (const [name, raw] of Object.entries({ ...DEFINITIONS, ...LAYER_DEFINITIONS, ...REPLACE_DEFINITIONS, ...COST_DEFINITIONS, ...MULTIPLAYER_DEFINITIONS, ...REGENERATION_DEFINITIONS, ...TRIGGER_DEFINITIONS, ...TEXT_DEFINITIONS, ...COPY_DEFINITIONS })) {
  try {
    cards.set(name, compile(name, raw));
    writtenDefinitions.set(name, raw);
  } catch (e) {
    unsupportedCards.push({ name, reason: (e as Error).message });
  }
}
/** The cards with a hand-written definition (src/cards/definitions*.ts), supported or not. */
export const handWrittenCards: ReadonlySet<string> = new Set([...cards.keys(), ...unsupportedCards.map((u) => u.name)]);
// Definitions compiled from printed text come after the hand-written ones: a hand-written
// definition wins. They were checked by this module's compile when they were generated
// (scripts/cards.ts, and the test that keeps them up to date), so each is compiled here on first
// use: a cold start doesn't grow with the number of cards offered.
const compiledLater = new Map<string, unknown>(Object.entries(GENERATED_DEFINITIONS).filter(([name]) => !handWrittenCards.has(name)));

function compileLater(name: string): CardInfo | undefined {
  const raw = compiledLater.get(name);
  if (raw === undefined) return undefined;
  compiledLater.delete(name);
  try {
    const info = compile(name, raw);
    cards.set(name, info);
    writtenDefinitions.set(name, raw);
    return info;
  } catch (e) {
    unsupportedCards.push({ name, reason: (e as Error).message });
    return undefined;
  }
}

/** Checks a definition against the card's printed facts (`card`: given by the card compiler for cards not yet extracted). */
export function compile(name: string, raw: unknown, card: PrintedCard | undefined = printed[name]): CardInfo {
  if (!card) throw new Error("no printed card data");
  const parsed = CardDefinition.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  const def = parsed.data;
  const types = card.types.map((t) => t.toLowerCase());
  const isSpell = types.includes("instant") || types.includes("sorcery");
  if (isSpell !== !!def.spell) throw new Error(isSpell ? "an instant or sorcery needs a spell effect" : "only instants and sorceries have a spell effect");
  const isAura = (card.subtypes ?? []).includes("Aura");
  if (isAura !== !!def.enchant) throw new Error(isAura ? "502.45: an Aura needs what it can enchant" : "only Auras have Enchant");
  const isEquipment = (card.subtypes ?? []).includes("Equipment");
  if (isEquipment !== !!def.equip) throw new Error(isEquipment ? "502.33: an Equipment needs its equip cost" : "only Equipment has Equip");
  const starred = card.power === "*" || card.toughness === "*";
  if (starred !== !!def.definedPT) throw new Error("208.2: a printed * power or toughness needs the ability that defines it, and only it has one");
  // 208.2: * is 0 while the object is not in play.
  const pt = (v?: string) => {
    if (v === undefined) return undefined;
    if (v === "*") return 0;
    if (!/^\d+$/.test(v)) throw new Error(`power/toughness "${v}" is not supported yet`);
    return Number(v);
  };
  const text = card.printedText ?? def.printedText ?? "";
  // Every keyword printed on the card must be declared, or the card would half-work.
  for (const kw of Keyword.options) {
    const protection = /^protectionFrom(\w+)$/.exec(kw)?.[1];
    const printedKw = protection ? new RegExp(`\\bprotection from ${protection}\\b`, "i").test(text) : new RegExp(`^${kw}\\b`, "mi").test(text);
    if (printedKw !== def.keywords.includes(kw)) throw new Error(`the printed keyword ${kw} and the definition disagree`);
  }
  if ((/^Entwine (\S+)/m.exec(text)?.[1] ?? undefined) !== def.entwine) throw new Error("502.32: printed Entwine and the definition disagree");
  if (/^Affinity for /m.test(text) !== !!def.affinity) throw new Error("502.31: printed Affinity and the definition disagree");
  const amplify = /^Amplify (\d+)/m.exec(text);
  if (Number(amplify?.[1] ?? 0) !== (def.amplify ?? 0)) throw new Error("502.27: printed Amplify and the definition disagree");
  const dredge = /^Dredge (\d+)/m.exec(text);
  if (Number(dredge?.[1] ?? 0) !== (def.dredge ?? 0)) throw new Error("502.47: printed Dredge and the definition disagree");
  // 419.1b: "comes into play tapped / with counters / as it comes into play, choose" must all be declared.
  const cip = def.comesIntoPlay;
  if (/comes into play tapped/.test(text) !== !!cip?.tapped) throw new Error("419.1b: printed \"comes into play tapped\" and the definition disagree");
  if (/comes into play with .* counters? on it/.test(text) !== !!cip?.counters) throw new Error("419.1b: printed \"comes into play with counters\" and the definition disagree");
  const choose = /^As .* comes into play, choose an? (creature type|color)/m.exec(text)?.[1];
  if ((choose === "creature type" ? "creatureType" : choose) !== cip?.choose) throw new Error("419.1b: printed \"as it comes into play, choose\" and the definition disagree");
  if (/in your opening hand, you may begin the game with it in play/.test(text) !== !!def.beginInPlay) throw new Error("printed opening-hand ability and the definition disagree");
  if (/You may choose not to untap .* during your untap step/.test(text) !== !!def.untapOptional) throw new Error("302.1: printed \"you may choose not to untap\" and the definition disagree");
  const chosenUsed = JSON.stringify(def.statics).includes("chosen") || JSON.stringify(def.statics).includes("Chosen");
  if (chosenUsed && !cip?.choose) throw new Error("419.1b: a static ability refers to a choice the card never makes");
  // Costs printed in the text must be declared, or the card would be played for the wrong cost.
  const rules = text.replace(/\([^)]*\)/g, "");
  if (/rather than pay/.test(rules) !== !!(def.alternativeCost || def.alternativeCostForYourSpells)) throw new Error("printed alternative cost and the definition disagree");
  if (/As an additional cost to play/.test(rules) !== !!def.additionalCost) throw new Error("409.1b: printed additional cost and the definition disagree");
  if (/cost \{\d+\} (more|less) to play/.test(rules) !== def.costChanges.length > 0) throw new Error("409.1e: printed cost changes and the definition disagree");
  const copies = /^As .* comes into play, you may choose an? (creature|enchantment) in play\. If you do, .* comes into play as a copy of that \1\.$/m.exec(text)?.[1];
  if (/comes into play as a copy of/.test(text) !== !!def.comesIntoPlayAsCopy || copies !== def.comesIntoPlayAsCopy?.of) throw new Error("503: the printed copy ability and the definition disagree");
  if (/^Buyback \{/m.test(text) !== !!def.buyback || (def.buyback && !text.startsWith(`Buyback ${def.buyback}`))) throw new Error("502.15(?): printed Buyback and the definition disagree");
  const anyColor = def.abilities.some((a) => a.effects.some((e) => e.do === "addManaOfChoice" && e.mana === "WUBRG"));
  if (/Add one mana of any color/.test(text) !== anyColor) throw new Error("406.1: printed \"one mana of any color\" and the definition disagree");
  if (/spend mana as though it were mana of any color/.test(text) !== !!def.manaAsAnyColor) throw new Error("printed \"as though it were mana of any color\" and the definition disagree");
  const usesX = JSON.stringify(def).includes('"X"');
  if (usesX !== (card.manaCost ?? "").includes("{X}")) throw new Error("409.1b: effects use X exactly when the mana cost has {X}");
  return {
    name,
    set: card.set,
    manaCost: card.manaCost ?? "",
    cost: parseCost(card.manaCost),
    colors: (card.colors ?? []).map((c) => COLOR_NAMES[c]!),
    typeLine: card.type,
    supertypes: (card.supertypes ?? []).map((t) => t.toLowerCase()),
    types,
    subtypes: card.subtypes ?? [],
    power: pt(card.power),
    toughness: pt(card.toughness),
    convertedManaCost: costTotal(parseCost(card.manaCost)),
    printedText: text,
    definedPT: def.definedPT,
    comesIntoPlayAsCopy: def.comesIntoPlayAsCopy,
    manaAsAnyColor: def.manaAsAnyColor,
    keywords: def.keywords,
    restrictions: def.restrictions,
    asThough: def.asThough,
    statics: def.statics,
    enchant: def.enchant,
    spell: def.spell && ("modes" in def.spell ? { modes: def.spell.modes, ...(def.entwine ? { entwined: allModes(def.spell.modes) } : {}) } : { modes: [def.spell] }),
    entwine: def.entwine,
    amplify: def.amplify,
    dredge: def.dredge,
    replacements: def.replacements,
    comesIntoPlay: def.comesIntoPlay,
    beginInPlay: def.beginInPlay,
    untapOptional: def.untapOptional,
    abilities: def.equip ? [...def.abilities, equipAbility(def.equip)] : def.abilities,
    affinity: def.affinity,
    alternativeCost: def.alternativeCost,
    alternativeCostForYourSpells: def.alternativeCostForYourSpells,
    additionalCost: def.additionalCost,
    buyback: def.buyback,
    costChanges: def.costChanges,
  };
}

/** 502.33: "Equip [cost]" means "[Cost]: Attach this to target creature you control. Play this ability only any time you could play a sorcery." */
function equipAbility(cost: string): Ability {
  return {
    kind: "activated",
    cost: { mana: cost },
    timing: "sorcery",
    targets: [{ kind: "creature", filter: { controller: "you" } }],
    effects: [{ do: "attach", object: { target: 0 } }],
    text: `Equip ${cost}`,
  };
}

export function getCard(name: string): CardInfo {
  const card = cards.get(name) ?? compileLater(name) ?? tokens.get(name) ?? tokenCard(name);
  if (!card) throw new Error(`unsupported card: ${name}`);
  return card;
}

export function isSupported(name: string): boolean {
  return cards.has(name) || compiledLater.has(name);
}

export function supportedCards(): CardInfo[] {
  for (const name of [...compiledLater.keys()]) compileLater(name);
  return [...cards.values()];
}

/** A spell's chosen mode; one past its last is all of them, entwined (502.32). */
export function spellMode(card: CardInfo, mode = 0): SpellMode | undefined {
  return card.spell && (mode === card.spell.modes.length ? card.spell.entwined : card.spell.modes[mode]);
}

/** The targets a card's spell needs: an instant's or sorcery's, or what an Aura will enchant (502.45). */
export function spellTargets(card: CardInfo, mode = 0): TargetSpec[] {
  return spellMode(card, mode)?.targets ?? (card.enchant ? [card.enchant] : []);
}

/** 502.32: every mode in order, each mode's target words after the previous modes' ones. */
function allModes(modes: SpellMode[]): SpellMode {
  let offset = 0;
  const out: SpellMode = { text: modes.map((m) => m.text).join("; and "), targets: [], effects: [] };
  for (const m of modes) {
    out.targets.push(...m.targets);
    out.effects.push(...(shiftTargets(m.effects, offset) as Effect[]));
    offset += m.targets.length;
  }
  return out;
}

function shiftTargets(v: unknown, by: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shiftTargets(x, by));
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "target" && typeof x === "number" ? x + by : shiftTargets(x, by)]));
}
