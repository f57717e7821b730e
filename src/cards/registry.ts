// The supported cards: printed facts (data/cards.json, generated/cards.json) joined with their
// definitions (hand-written in definitions*.ts, compiled from the printed text), both written
// parsed and checked into generated/ by `npm run cards`.
import data from "./data/cards.json" with { type: "json" };
import { COLOR_NAMES, costTotal, parseCost, type Cost } from "../engine/spells/mana.js";
import type { Color } from "../engine/game/types.js";
import { madeToken } from "../engine/effects/text-changing.js";
import { everyCreatureType } from "./every-creature-type.js";
import { printedProtections } from "../engine/keywords/protection.js";
import { soulshiftAbilities } from "../engine/keywords/soulshift.js";
import { modularAbility } from "../engine/keywords/modular.js";
import { graftAbility } from "../engine/keywords/graft.js";
import { hauntAbility } from "../engine/keywords/haunt.js";
import { CardDefinition, Keyword, type Ability, type ComesIntoPlay, type Effect, type ObjectFilter, type PTValue, type StaticAbility, type Replacement, type TargetSpec } from "./language.js";
import { printedMorph, printedSuspend } from "../engine/keywords/printed.js";
import { FACE_DOWN, FACE_DOWN_KEY } from "../engine/effects/face-down.js";
import { keywordWords, printedKeywords, wallsCantAttack } from "./keyword-lines.js";
import { bushidoAbility } from "../engine/keywords/bushido.js";
import { kickerCosts } from "../engine/keywords/kicker.js";
import { rampageAbility } from "../engine/keywords/rampage.js";
import { provokeAbility } from "../engine/keywords/provoke.js";
import { typecyclingAbility } from "../engine/keywords/typecycling.js";
import { transmuteAbility } from "../engine/keywords/transmute.js";
import { recoverAbility } from "../engine/keywords/recover.js";
import { ninjutsuAbility } from "../engine/keywords/ninjutsu.js";
import { costKeywordAbilities, costKeywordsProblem } from "./cost-keywords.js";
import generatedData from "./generated/cards.json" with { type: "json" };
import { GENERATED_DEFINITIONS } from "./generated/index.js";
import { HAND_WRITTEN } from "./generated/hand-written.js";
import { wholeSplitCard } from "./split-cards.js";

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
  /** 508.1: a flip card's other half (the name printed upside down), and on that half the card it belongs to. */
  flipsInto?: string;
  flipOf?: string;
  /** 505: on a half of a split card, the whole card's name; on the whole card, its halves' names. */
  splitOf?: string;
  halves?: string[];
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
  noMaximumHandSize?: true;
  maximumHandSize?: CardDefinition["maximumHandSize"];
  handsRevealed?: CardDefinition["handsRevealed"];
  topCardRevealed?: CardDefinition["topCardRevealed"];
  /** "You can't be the target of spells or abilities." (spells/untargetable-players.ts). */
  youCantBeTargeted?: true;
  /** "The chosen player reveals each card he or she draws." (Booby Trap, zones/name-and-opponent.ts) */
  chosenPlayerRevealsDraws?: true;
  keywords: CardDefinition["keywords"];
  restrictions: CardDefinition["restrictions"];
  asThough: CardDefinition["asThough"];
  statics: CardDefinition["statics"];
  affinity?: ObjectFilter;
  /** "If [condition], ~ costs {N} less to play." (409.1e; spells/costs.ts). */
  costsLessIf?: CardDefinition["costsLessIf"];
  enchant?: TargetSpec;
  /** What an instant or sorcery does: one mode, or the modes to choose from, and with Entwine
   * (502.32) all of them at once. */
  spell?: { modes: SpellMode[]; entwined?: SpellMode };
  entwine?: string;
  amplify?: number;
  dredge?: number;
  /** "Modular N" (502.35): its +1/+1 counters as it comes into play (its trigger is in `abilities`). */
  modular?: number;
  /** "Bloodthirst N" (502.50). */
  bloodthirst?: number;
  /** "Graft N" (502.54): its +1/+1 counters as it comes into play (its trigger is in `abilities`). */
  graft?: number;
  /** "Morph [cost]" (502.26). */
  morph?: string;
  /** "Suspend N—[cost]" (502.59). */
  suspend?: { count: number; cost: string };
  /** "Bushido N" (502.38), or X counted (Fumiko the Lowblood). */
  bushido?: CardDefinition["bushido"];
  /** "Soulshift N" (502.39): its instances are in `abilities`; soulshift X (Kodama of the Center Tree) triggers with X counted as it leaves play (keywords/soulshift.ts). */
  soulshift?: CardDefinition["soulshift"];
  /** "Rampage N" (502.12). */
  rampage?: number;
  replacements: Replacement[];
  comesIntoPlay?: ComesIntoPlay;
  beginInPlay?: true;
  noLegendRule?: true;
  permanentsComeIntoPlayTapped?: true;
  manaPoolsDontEmpty?: true;
  untapOptional?: true;
  /** 212.2g: the creatures this Equipment can be attached to ("can be attached only to ..."). */
  attachOnly?: CardDefinition["attachOnly"];
  untapsDuringOthersUntapSteps?: true;
  untapOnlyChosenType?: true;
  abilities: Ability[];
  alternativeCost?: CardDefinition["alternativeCost"];
  alternativeCostForYourSpells?: string;
  additionalCost?: CardDefinition["additionalCost"];
  buyback?: string;
  /** 502.21a–b: the kicker costs ("Kicker {R} and/or {W}" is two). */
  kicker?: string[];
  costChanges: CardDefinition["costChanges"];
  /** 502.18a: the cost of "Cycling [cost]". */
  cycling?: string;
  /** 502.56a: N of "Ripple N". */
  ripple?: number;
  /** 502.36a: N of "Scry N" (keywords/scry.ts). */
  scry?: number;
  /** 502.42a: the subtype of "[Subtype] offering". */
  offering?: string;
  /** 502.52a: the cost of "Replicate [cost]". */
  replicate?: string;
  /** 502.22a: the cost of "Flashback [cost]". */
  flashback?: string;
  /** 502.40a: the cost of "Splice onto Arcane [cost]". */
  spliceOntoArcane?: string;
  /** 502.24a: the cost of "Madness [cost]". */
  madness?: string;
  /** 508.1b: the other half of a flip card, whose characteristics apply once it has flipped. */
  flipsInto?: string;
  /** 508.1b: the flip card whose other half this is: not a card of its own, never in a deck or the card list. */
  flipOf?: string;
  /** 414: "~ can't be countered [by spells or abilities]". */
  cantBeCountered?: CardDefinition["cantBeCountered"];
  /** 414: "[Creature] spells can't be countered [by spells or abilities]" while this permanent is in play. */
  uncounterableSpells?: CardDefinition["uncounterableSpells"];
  /** 500.2: "~ can't attack unless defending player controls ..." (combat/attack-restrictions.ts). */
  cantAttackUnlessDefenderControls?: CardDefinition["cantAttackUnlessDefenderControls"];
  /** 500.2: "Creatures without flying can't attack you" (combat/attack-restrictions.ts). */
  cantAttackYou?: CardDefinition["cantAttackYou"];
  /** "Spend only black mana on X": the color of the mana that pays X (409.1b). */
  xManaColor?: Color;
  /** "~ can't attack if defending player controls ..." (Orgg; combat/attack-restrictions.ts). */
  cantAttackIfDefenderControls?: CardDefinition["cantAttackIfDefenderControls"];
  /** "~ is unblockable as long as defending player controls ..." (Neurok Spy; combat/blocker-filters.ts). */
  unblockableIfDefenderControls?: CardDefinition["unblockableIfDefenderControls"];
  /** "~ can't be blocked except by Walls" (combat/blocker-filters.ts). */
  blockableOnlyBy?: CardDefinition["blockableOnlyBy"];
  /** "~ can't be blocked by Saprolings" (combat/blocker-filters.ts). */
  unblockableBy?: CardDefinition["unblockableBy"];
  /** "~ can't block creatures with power 2 or greater" (combat/blocker-filters.ts). */
  cantBlockCreatures?: CardDefinition["cantBlockCreatures"];
  /** "~ can't be the target of blue or black spells" (spells/untargetable-colors.ts). */
  untargetableBySpells?: CardDefinition["untargetableBySpells"];
  /** 505.2: the split card this is a half of: not a card of its own, it exists only as a spell on the stack. */
  splitOf?: string;
  /** 505.1: a split card's two halves, by name (each a CardInfo with `splitOf`). */
  halves?: [string, string];
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

// Every definition is built on its first use (`getCard`, `isSupported`, `supportedCards()`), not
// at load: a cold Worker's start and its first card list (`offeredCards`) don't grow with the
// number of cards offered (issue 13). A hand-written definition wins over a compiled one.
// Both kinds were parsed and checked by this module's `compile` when `npm run cards` wrote them
// into src/cards/generated/ (the test that keeps those files up to date runs it again), so they
// are built as written, without zod: parsing was most of the first game's cost of a position of
// many different cards (issue 18's 50 ms). That every hand-written definition compiles, and every
// compiled one still parses to itself and passes the checks, is card-coverage.test.ts's.
/** The cards with a hand-written definition (src/cards/definitions*.ts) that compiles. */
export const handWrittenCards: ReadonlySet<string> = new Set(Object.keys(HAND_WRITTEN));
const compiledLater = new Map<string, CardDefinition>([...Object.entries(HAND_WRITTEN), ...Object.entries(GENERATED_DEFINITIONS).filter(([name]) => !handWrittenCards.has(name))]);

function compileLater(name: string): CardInfo | undefined {
  const def = compiledLater.get(name);
  if (def === undefined) return undefined;
  compiledLater.delete(name);
  try {
    const card = printed[name];
    if (!card) throw new Error("no printed card data");
    const info = build(name, def, card);
    cards.set(name, info);
    writtenDefinitions.set(name, def);
    return info;
  } catch (e) {
    unsupportedCards.push({ name, reason: (e as Error).message });
    return undefined;
  }
}

/** Parses a definition and checks it against the card's printed facts, then builds the card (`card`: given by the card compiler for cards not yet extracted). */
export function compile(name: string, raw: unknown, card: PrintedCard | undefined = printed[name]): CardInfo {
  if (!card) throw new Error("no printed card data");
  const def = parseDefinition(raw);
  checkAgainstPrinted(name, def, card);
  return build(name, def, card);
}

/** A definition as the card language reads it, its defaults filled in. */
export function parseDefinition(raw: unknown): CardDefinition {
  // Without zod's generated parsers: each definition is parsed once, and generating code for each shape costs more than it saves (as in the Worker, which forbids it).
  const parsed = CardDefinition.safeParse(raw, { jitless: true });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  return parsed.data;
}

const isSpellCard = (card: PrintedCard) => card.types.some((t) => /^(instant|sorcery)$/i.test(t));

/** 208.2: a printed "*" is 0 and "1+*" is 1 while the object is not in play (the part the ability defines is 0); undefined for a printed number. */
function starredPart(v: string | undefined): number | undefined {
  if (v === "*") return 0;
  const m = v === undefined ? null : /^(\d+)\+\*$/.exec(v);
  return m ? Number(m[1]) : undefined;
}

/** Throws unless the definition declares what the printed text says its rules words need (keywords, costs, choices...). */
function checkAgainstPrinted(name: string, def: CardDefinition, card: PrintedCard): void {
  const isSpell = isSpellCard(card);
  if (isSpell !== !!def.spell) throw new Error(isSpell ? "an instant or sorcery needs a spell effect" : "only instants and sorceries have a spell effect");
  const isAura = (card.subtypes ?? []).includes("Aura");
  if (isAura !== !!def.enchant) throw new Error(isAura ? "502.45: an Aura needs what it can enchant" : "only Auras have Enchant");
  const isEquipment = (card.subtypes ?? []).includes("Equipment");
  if (isEquipment !== !!def.equip) throw new Error(isEquipment ? "502.33: an Equipment needs its equip cost" : "only Equipment has Equip");
  if (def.attachOnly && !isEquipment) throw new Error("212.2g: only Equipment says what it can be attached to");
  const starred = starredPart(card.power) !== undefined || starredPart(card.toughness) !== undefined;
  if (starred !== !!def.definedPT) throw new Error("208.2: a printed * power or toughness needs the ability that defines it, and only it has one");
  const defines = (printed: string | undefined, v: PTValue | undefined) => (starredPart(printed) === undefined ? v === undefined : v !== undefined && starredPart(printed) === (typeof v === "object" && "plus" in v ? (v.plus ?? 0) : 0));
  if (def.definedPT && (!defines(card.power, def.definedPT.power) || !defines(card.toughness, def.definedPT.toughness)))
    throw new Error("208.2: the ability defines exactly the printed * values (and the number printed before \"+*\")");
  for (const v of [card.power, card.toughness]) if (v !== undefined && starredPart(v) === undefined && !/^\d+$/.test(v)) throw new Error(`power/toughness "${v}" is not supported yet`);
  const text = card.printedText ?? def.printedText ?? "";
  // Every keyword printed on the card must be declared, or the card would half-work: those
  // of its keyword lines ("Flying, first strike", "Bushido 1"), and protection anywhere.
  const lines = printedKeywords(text, name);
  for (const kw of Keyword.options) {
    if (kw.startsWith("protectionFrom")) continue; // checked below, with every quality
    if (lines.keywords.has(kw) !== withWallDefender(def.keywords, text).includes(kw)) throw new Error(`the printed keyword ${keywordWords(kw)} and the definition disagree`);
  }
  // 502.7: each printed "protection from [quality]" is declared, and nothing else.
  // 419.1b: "protection from the chosen color" is the choice made as it came into play, declared as its own static ability.
  // After "Choose a color." it is the color the resolution chose (Bathe in Light; effects/color-choice.ts).
  const chosenProtection = /protection from the chosen color/.test(text);
  const chosenAsItResolves = JSON.stringify(def).includes('"gainProtectionFromColorChosen"');
  if (chosenProtection !== (JSON.stringify(def.statics).includes('"protectionFromChosenColor"') || chosenAsItResolves)) throw new Error("419.1b: printed \"protection from the chosen color\" and the definition disagree");
  // "protection from the color of your choice" is chosen as the effect resolves (effects/color-choice.ts).
  const yourChoice = /protection from the color of your choice/.test(text);
  if (yourChoice !== JSON.stringify(def).includes('"gainProtectionFromChosenColor"')) throw new Error("413: printed \"protection from the color of your choice\" and the definition disagree");
  const protections = printedProtections(text.replace(/\([^)]*\)/g, "").replace(/protection from the (chosen color|color of your choice)/g, ""));
  if (protections.includes(null)) throw new Error("502.7: a printed protection quality the engine doesn't know");
  // Its own keywords, and those it gives ("Enchanted creature has protection from black and from red", Crown of Awe).
  const grantedProtections = [...JSON.stringify({ ...def, keywords: [] }).matchAll(/"keyword":"(protectionFrom\w+)"/g)].map((m) => m[1]!);
  const declared = [...def.keywords.filter((k) => k.startsWith("protectionFrom")), ...grantedProtections];
  if ([...new Set(protections)].sort().join() !== [...new Set(declared)].sort().join()) throw new Error("502.7: the printed protection and the definition disagree");
  // "[This] can't be the target of spells or abilities [your opponents control]": declared as its restriction, and nothing else.
  // A line of the text compared, not a regular expression made of the name: compiling one for each card was most of a card's compile.
  const untargetable = text.split("\n").find((l) => l === `${name} can't be the target of spells or abilities.` || l === `${name} can't be the target of spells or abilities your opponents control.`);
  const kind = untargetable ? (untargetable.endsWith(" your opponents control.") ? "cantBeTargetedByOpponents" : "cantBeTargeted") : undefined;
  const declaredUntargetable = def.restrictions.filter((r) => r === "cantBeTargeted" || r === "cantBeTargetedByOpponents");
  // Given to other objects ("Equipped creature ... can't be the target of ...", compiler/untargetable.ts): as a static's or an effect's restriction.
  const grantsUntargetable = JSON.stringify({ ...def, restrictions: [] }).includes('"cantBeTargeted');
  // "You can't be the target of spells or abilities." is about the controller (youCantBeTargeted), not the card.
  const youLine = /^You can't be the target of spells or abilities\.$/m;
  if (youLine.test(text) !== !!def.youCantBeTargeted) throw new Error("the printed \"You can't be the target of spells or abilities\" and the definition disagree");
  const cardText = text.replace(youLine, "");
  if (declaredUntargetable.join() !== (kind ?? "") || (/can't be the targets? of/.test(cardText) && !kind && !grantsUntargetable && !def.untargetableBySpells)) throw new Error("the printed \"can't be the target of\" ability and the definition disagree");
  // Combat restrictions and requirements written about the card itself ("~ attacks each turn if able").
  if (text.includes(`${name} attacks each turn if able.`) !== def.restrictions.includes("attacksEachTurnIfAble")) throw new Error("308.2: printed \"attacks each turn if able\" and the definition disagree");
  if (text.includes(`${name} can't be blocked except by creatures with flying.`) !== def.restrictions.includes("cantBeBlockedExceptByFlying")) throw new Error("309.2: printed \"can't be blocked except by creatures with flying\" and the definition disagree");
  // The era prints the same ability with "may" too (Two-Headed Dragon).
  if (["can", "may"].some((v) => text.includes(`${name} ${v} block an additional creature.`)) !== def.restrictions.includes("canBlockAdditionalCreature")) throw new Error("309.2: printed \"can block an additional creature\" and the definition disagree");
  // 502.38: printed "Bushido N" is declared as N; "~ has bushido X, where X is ..." as what X counts.
  const bushidoX = text.includes(`${name} has bushido X, where X is `);
  if (typeof def.bushido === "object" ? !bushidoX || lines.numbered.has("bushido") : bushidoX || (lines.numbered.get("bushido") ?? 0) !== (def.bushido ?? 0)) throw new Error("502.38: printed Bushido and the definition disagree");
  if ((lines.numbered.get("rampage") ?? 0) !== (def.rampage ?? 0)) throw new Error("502.12: printed Rampage and the definition disagree");
  if ((/^Entwine (\S+)/m.exec(text)?.[1] ?? undefined) !== def.entwine) throw new Error("502.32: printed Entwine and the definition disagree");
  if (/^Affinity for /m.test(text) !== !!def.affinity) throw new Error("502.31: printed Affinity and the definition disagree");
  const amplify = /^Amplify (\d+)/m.exec(text);
  if (Number(amplify?.[1] ?? 0) !== (def.amplify ?? 0)) throw new Error("502.27: printed Amplify and the definition disagree");
  // 502.39, 502.35, 502.50: printed Soulshift N, Modular N and Bloodthirst N, one instance each, are declared (not "Bloodthirst X").
  // Soulshift may be printed more than once ("Soulshift 4, soulshift 4"), each instance declared, or as X counted ("~ has soulshift X, where X is ...").
  const soulshift = typeof def.soulshift === "object" && !Array.isArray(def.soulshift) ? "X" : def.soulshift;
  for (const [kw, rule, n] of [["Soulshift", "502.39", soulshift], ["Modular", "502.35", def.modular], ["Bloodthirst", "502.50", def.bloodthirst], ["Graft", "502.54", def.graft]] as const) {
    const printedN = [...text.matchAll(NUMBERED_KEYWORD[kw])].map((m) => (m[1] === "X" ? "X" : Number(m[1])));
    const declared = n === undefined ? [] : Array.isArray(n) ? n : [n];
    // The word without a number ("Modular—Sunburst") is a variant the definition can't say.
    const mentioned = KEYWORD_WORD[kw].test(text.replace(/\([^)]*\)/g, ""));
    if (printedN.join() !== declared.join() || (mentioned && printedN.length === 0)) throw new Error(`${rule}: printed ${kw} and the definition disagree`);
  }
  const dredge = /^Dredge (\d+)/m.exec(text);
  if (Number(dredge?.[1] ?? 0) !== (def.dredge ?? 0)) throw new Error("502.47: printed Dredge and the definition disagree");
  // 502.26, 502.59: a printed Morph or Suspend must be declared exactly as printed.
  if (printedMorph(text) !== def.morph) throw new Error("502.26: printed Morph and the definition disagree");
  const suspend = printedSuspend(text);
  if (suspend?.count !== def.suspend?.count || suspend?.cost !== def.suspend?.cost) throw new Error("502.59: printed Suspend and the definition disagree");
  // 419.1b: "comes into play tapped / with counters / as it comes into play, choose" must all be declared.
  const cip = def.comesIntoPlay;
  // The shocklands' "If you don't, ~ comes into play tapped" is part of their choice (`payLifeOrTapped`).
  const payLife = /As .* comes into play, you may pay (\d+) life\. If you don't, .* comes into play tapped instead\./.exec(text);
  if (Number(payLife?.[1] ?? 0) !== (cip?.payLifeOrTapped ?? 0)) throw new Error("419.1b: printed \"you may pay N life. If you don't, it comes into play tapped\" and the definition disagree");
  if (/comes into play tapped/.test(payLife ? text.replace(payLife[0], "") : text) !== !!cip?.tapped) throw new Error("419.1b: printed \"comes into play tapped\" and the definition disagree");
  // Reminder text aside: Modular's reminder says what `modular` does.
  // "that creature comes into play with a +1/+1 counter on it" (Vigor Mortis) is about the card its spell returns (`withCounterIf`).
  const ownArrival = JSON.stringify(def).includes('"withCounterIf"') ? text.replace(/that creature comes into play with a \S+ counter on it/g, "") : text;
  if (/comes into play with .* counters? on it/.test(ownArrival.replace(/\([^)]*\)/g, "")) !== !!(cip?.counters ?? cip?.countersIfPlayedFromHand ?? cip?.countersX ?? cip?.countersPerCardInYourGraveyard ?? cip?.countersPerOtherInPlay)) throw new Error("419.1b: printed \"comes into play with counters\" and the definition disagree");
  const choose = /^As .* comes into play, choose an? (creature type|color)/m.exec(text)?.[1];
  if ((choose === "creature type" ? "creatureType" : choose) !== cip?.choose) throw new Error("419.1b: printed \"as it comes into play, choose\" and the definition disagree");
  if (/ is every creature type/.test(text) !== !!def.everyCreatureType) throw new Error("printed \"is every creature type\" and the definition disagree");
  // 203.2: "~ is blue." says the card's colors, the ones its data give it.
  if (def.colorsDefined && def.colorsDefined.join() !== (card.colors ?? []).map((c) => COLOR_NAMES[c]!).join()) throw new Error("203.2: the colors the card's text defines and its colors disagree");
  if (/in your opening hand, you may begin the game with it in play/.test(text) !== !!def.beginInPlay) throw new Error("printed opening-hand ability and the definition disagree");
  if (/You may choose not to untap .* during your untap step/.test(text) !== !!def.untapOptional) throw new Error("302.1: printed \"you may choose not to untap\" and the definition disagree");
  const chosenUsed = JSON.stringify(def.statics).includes("chosen") || JSON.stringify(def.statics).includes("Chosen");
  if (chosenUsed && !cip?.choose) throw new Error("419.1b: a static ability refers to a choice the card never makes");
  // Costs printed in the text must be declared, or the card would be played for the wrong cost.
  const rules = text.replace(/\([^)]*\)/g, "");
  if (/rather than pay/.test(rules) !== !!(def.alternativeCost || def.alternativeCostForYourSpells)) throw new Error("printed alternative cost and the definition disagree");
  if (/As an additional cost to play/.test(rules) !== !!def.additionalCost) throw new Error("409.1b: printed additional cost and the definition disagree");
  if (/(\bcost|spell costs) (\{\d+\}|(\{[WUBRG]\})+) (more|less) to play/.test(rules) !== def.costChanges.length > 0) throw new Error("409.1e: printed cost changes and the definition disagree");
  const copies = /^As .* comes into play, you may choose an? (creature|enchantment) in play\. If you do, .* comes into play as a copy of that \1\.$/m.exec(text)?.[1];
  if (/comes into play as a copy of/.test(text) !== !!def.comesIntoPlayAsCopy || copies !== def.comesIntoPlayAsCopy?.of) throw new Error("503: the printed copy ability and the definition disagree");
  if (/^Buyback \{/m.test(text) !== !!def.buyback || (def.buyback && !text.startsWith(`Buyback ${def.buyback}`))) throw new Error("502.16: printed Buyback and the definition disagree");
  costKeywordsProblem(text, def);
  const kickerLine = def.kicker && text.split("\n").some((l) => l.trim() === `Kicker ${def.kicker}` || l.startsWith(`Kicker ${def.kicker} (`));
  if (/^Kicker \{/m.test(text) !== !!def.kicker || (def.kicker && !kickerLine)) throw new Error("502.21a: printed Kicker and the definition disagree");
  // 414: "~ can't be countered" (of the card itself) and "[Creature] spells can't be countered" must be declared, worded as printed.
  const selfUncounterable = rules.split("\n").map((l) => l.trim()).find((l) => l === `${name} can't be countered.` || l === `${name} can't be countered by spells or abilities.`);
  if ((selfUncounterable ? (selfUncounterable.endsWith("abilities.") ? "bySpellsOrAbilities" : "always") : undefined) !== def.cantBeCountered) throw new Error("414: printed \"can't be countered\" and the definition disagree");
  if (/^[A-Z]\w* spells can't be countered/m.test(rules) !== !!def.uncounterableSpells) throw new Error("414: printed \"spells can't be countered\" and the definition disagree");
  // 508: only a flip card flips, and a flip card has an ability that flips it.
  if (JSON.stringify(def.abilities).includes('"do":"flip"') !== !!card.flipsInto) throw new Error("508: only a flip card (with its other half's facts) flips, and its text says when");
  // A mana ability granted in quotation marks ("All Slivers have "{T}: Add one mana of any color ..."") says it too.
  // So does one granted until end of turn ('lands you control gain "{T}: Add one mana of any color ..."', Divergent Growth).
  const effects = [...(def.spell && "effects" in def.spell ? def.spell.effects : []), ...def.abilities.flatMap((a) => a.effects)] as { do: string; modifications?: StaticAbility["modification"][] }[];
  const granted = [...def.statics.flatMap((st) => [st.modification, ...(st.also ?? [])]), ...effects.flatMap((e) => (e.do === "becomes" ? e.modifications! : []))].flatMap((m) => (m.kind === "addAbility" ? [m.ability as Ability] : []));
  const anyColor = [...def.abilities, ...granted].some((a) => a.effects.some((e) => e.do === "addManaOfChoice" && e.mana === "WUBRG" && e.count === undefined));
  if (/Add one mana of any color/.test(text) !== anyColor) throw new Error("406.1: printed \"one mana of any color\" and the definition disagree");
  if (/spend mana as though it were mana of any color/.test(text) !== !!def.manaAsAnyColor) throw new Error("printed \"as though it were mana of any color\" and the definition disagree");
  if (/^You have no maximum hand size\.$/m.test(text) !== !!def.noMaximumHandSize) throw new Error("printed \"You have no maximum hand size\" and the definition disagree");
  if (/maximum hand size is (increased|reduced) by/.test(text) !== !!def.maximumHandSize) throw new Error("printed \"maximum hand size is increased / reduced\" and the definition disagree");
  if (/play with their hands revealed/.test(text) !== !!def.handsRevealed) throw new Error("printed \"play with their hands revealed\" and the definition disagree");
  if (/[Pp]lays? with the top card of (your library|his or her library|their libraries) revealed/.test(text) !== !!def.topCardRevealed) throw new Error("printed \"play with the top card ... revealed\" and the definition disagree");
  // Searches and the conditions of Hellbent and Threshold printed in the text must be declared.
  const definition = JSON.stringify(def);
  if (/[Ss]earch (your|target player's|target opponent's|his or her) library/.test(rules) !== definition.includes('"do":"search"')) throw new Error("printed library search and the definition disagree");
  if (/you have no cards in hand/.test(rules) !== definition.includes('"youHaveNoCardsInHand"')) throw new Error("printed \"you have no cards in hand\" (Hellbent) and the definition disagree");
  if (/seven or more cards are in your graveyard/.test(rules) !== definition.includes('"cardsInYourGraveyard"')) throw new Error("printed \"seven or more cards are in your graveyard\" (Threshold) and the definition disagree");
  if (/each other \w+ that shares a color with it|share a color with target/.test(rules) !== definition.includes('"do":"radiance"')) throw new Error("printed Radiance and the definition disagree");
  if (/Return any number of \w+ you control to their owner's hand/.test(rules) !== definition.includes('"do":"returnAnyNumber"')) throw new Error("printed Sweep and the definition disagree");
  if (/^Forecast /m.test(rules) !== def.abilities.some((a) => a.kind === "activated" && a.cost.revealSelf && a.timing === "yourUpkeep" && a.oncePerTurn)) throw new Error("printed Forecast and the definition disagree");
  if (/^Channel /m.test(rules) !== def.abilities.some((a) => a.kind === "activated" && a.from === "hand" && a.cost.discardSelf)) throw new Error("printed Channel and the definition disagree");
  // 409.1b: X is announced for a spell with {X} in its mana cost, or for an ability with {X} in its cost ("with converted mana cost X" uses it too).
  const { abilities: abilityDefs, ...spellDef } = def;
  // An X/X token's key ("X/X green Wurm creature", token-keys.ts) uses X too, and so does "becomes an X/X artifact creature" (`xSized`).
  if ((/"X"|"X\/X |"perX"|"convertedManaCostX"|"convertedManaCostAtMostX"|"powerAtMostX"|"xSized"/.test(JSON.stringify(spellDef)) || !!def.comesIntoPlay?.countersX) !== (card.manaCost ?? "").includes("{X}")) throw new Error("409.1b: effects use X exactly when the mana cost has {X}");
  for (const a of abilityDefs) {
    // "Kicker {X}" (Verdeloth the Ancient): the X of its linked "if the kicker cost was paid" trigger is the X announced with the kicker.
    // "Reveal X white cards from your hand" (the Martyrs): X is the number of cards revealed.
    const costX = a.kind !== "triggered" ? (a.cost.mana ?? "").includes("{X}") || !!a.cost.revealX : def.kicker === "{X}" && !!a.condition?.kicked;
    // "X is the converted mana cost of that card" (Soul Foundry): the ability's X is fixed by the card, not by its effects.
    const announced = costX && !(a.kind === "activated" && a.xIsImprintedCost);
    if (/"X"|"X\/X |"convertedManaCostX"|"convertedManaCostAtMostX"|"powerAtMostX"|"perX"|"xSized"/.test(JSON.stringify([a.targets, a.effects])) !== (announced || (a.kind !== "triggered" && !!a.cost.removeCountersX))) throw new Error("409.1b: an ability's effects use X exactly when its cost has {X}");
  }
}

/** The card a parsed and checked definition makes. */
function build(name: string, def: CardDefinition, card: PrintedCard): CardInfo {
  const isSpell = isSpellCard(card);
  return {
    ...printedFacts(name, card, def),
    cost: parseCost(card.manaCost),
    definedPT: def.definedPT,
    comesIntoPlayAsCopy: def.comesIntoPlayAsCopy,
    manaAsAnyColor: def.manaAsAnyColor,
    noMaximumHandSize: def.noMaximumHandSize,
    maximumHandSize: def.maximumHandSize,
    handsRevealed: def.handsRevealed,
    topCardRevealed: def.topCardRevealed,
    youCantBeTargeted: def.youCantBeTargeted,
    chosenPlayerRevealsDraws: def.chosenPlayerRevealsDraws,
    restrictions: def.restrictions,
    asThough: def.asThough,
    statics: def.statics,
    enchant: def.enchant,
    spell: def.spell && ("modes" in def.spell ? { modes: def.spell.modes, ...(def.entwine ? { entwined: allModes(def.spell.modes) } : {}) } : { modes: [def.spell] }),
    entwine: def.entwine,
    amplify: def.amplify,
    dredge: def.dredge,
    modular: def.modular,
    bloodthirst: def.bloodthirst,
    graft: def.graft,
    ...(def.morph ? { morph: def.morph } : {}),
    ...(def.suspend ? { suspend: def.suspend } : {}),
    bushido: def.bushido,
    soulshift: def.soulshift,
    rampage: def.rampage,
    replacements: def.replacements,
    comesIntoPlay: def.comesIntoPlay,
    beginInPlay: def.beginInPlay,
    noLegendRule: def.noLegendRule,
    permanentsComeIntoPlayTapped: def.permanentsComeIntoPlayTapped,
    manaPoolsDontEmpty: def.manaPoolsDontEmpty,
    untapOptional: def.untapOptional,
    ...(def.attachOnly ? { attachOnly: def.attachOnly } : {}),
    untapsDuringOthersUntapSteps: def.untapsDuringOthersUntapSteps,
    untapOnlyChosenType: def.untapOnlyChosenType,
    abilities: [
      ...costKeywordAbilities(def),
      ...def.abilities.flatMap(orCosts),
      ...(def.equip ? [equipAbility(def.equip)] : []),
      ...soulshiftAbilities(def.soulshift),
      ...(def.modular ? [modularAbility()] : []),
      ...(def.graft ? [graftAbility()] : []),
      ...(def.bushido ? [bushidoAbility(def.bushido)] : []),
      ...(def.rampage ? [rampageAbility(def.rampage)] : []),
      ...(def.keywords.includes("provoke") ? [provokeAbility()] : []),
      // 502.51a: a spell's haunt triggers as it resolves (resolve.ts); a permanent's is this ability.
      ...(def.keywords.includes("haunt") && !isSpell ? [hauntAbility()] : []),
      ...(def.typecycling ? [typecyclingAbility(def.typecycling.type, def.typecycling.cost)] : []),
      ...(def.transmute ? [transmuteAbility(def.transmute, costTotal(parseCost(card.manaCost)))] : []),
      ...(def.recover ? [recoverAbility(def.recover)] : []),
      ...(def.ninjutsu ? [ninjutsuAbility(def.ninjutsu)] : []),
    ],
    affinity: def.affinity,
    ...(def.costsLessIf ? { costsLessIf: def.costsLessIf } : {}),
    alternativeCost: def.alternativeCost,
    alternativeCostForYourSpells: def.alternativeCostForYourSpells,
    additionalCost: def.additionalCost,
    buyback: def.buyback,
    ...(def.kicker ? { kicker: kickerCosts(def.kicker) } : {}),
    costChanges: def.costChanges,
    cycling: def.cycling,
    ripple: def.ripple,
    ...(def.scry ? { scry: def.scry } : {}),
    offering: def.offering,
    spliceOntoArcane: def.spliceOntoArcane,
    flashback: def.flashback,
    replicate: def.replicate,
    ...(def.madness ? { madness: def.madness } : {}),
    ...(card.flipsInto ? { flipsInto: card.flipsInto } : {}),
    ...(card.flipOf ? { flipOf: card.flipOf } : {}),
    ...(def.cantBeCountered ? { cantBeCountered: def.cantBeCountered } : {}),
    ...(def.uncounterableSpells ? { uncounterableSpells: def.uncounterableSpells } : {}),
    ...(def.cantAttackUnlessDefenderControls ? { cantAttackUnlessDefenderControls: def.cantAttackUnlessDefenderControls } : {}),
    ...(def.cantAttackYou ? { cantAttackYou: def.cantAttackYou } : {}),
    ...(def.xManaColor ? { xManaColor: def.xManaColor } : {}),
    ...(def.cantAttackIfDefenderControls ? { cantAttackIfDefenderControls: def.cantAttackIfDefenderControls } : {}),
    ...(def.unblockableIfDefenderControls ? { unblockableIfDefenderControls: def.unblockableIfDefenderControls } : {}),
    ...(def.blockableOnlyBy ? { blockableOnlyBy: def.blockableOnlyBy } : {}),
    ...(def.unblockableBy ? { unblockableBy: def.unblockableBy } : {}),
    ...(def.cantBlockCreatures ? { cantBlockCreatures: def.cantBlockCreatures } : {}),
    ...(def.untargetableBySpells ? { untargetableBySpells: def.untargetableBySpells } : {}),
    ...(card.splitOf ? { splitOf: card.splitOf } : {}),
  };
}

// The words of the numbered keywords `compile` checks, each made into a regular expression once.
const NUMBERED_KEYWORD = { Soulshift: /\bSoulshift (\d+|X)/gi, Modular: /\bModular (\d+|X)/gi, Bloodthirst: /\bBloodthirst (\d+|X)/gi, Graft: /\bGraft (\d+|X)/gi };
const KEYWORD_WORD = { Soulshift: /\bSoulshift\b/i, Modular: /\bModular\b/i, Bloodthirst: /\bBloodthirst\b/i, Graft: /\bGraft\b/i };

/** What the card list shows of a card (http/catalog.ts): its printed characteristics and keywords. */
export type CardFacts = Pick<CardInfo, "name" | "set" | "manaCost" | "convertedManaCost" | "colors" | "typeLine" | "supertypes" | "types" | "subtypes" | "power" | "toughness" | "printedText" | "keywords" | "halves">;

/** A card's facts read from its printed data and its definition as written, without compiling it (`compile` builds its CardInfo on them). */
function printedFacts(name: string, card: PrintedCard, def: { keywords?: Keyword[]; everyCreatureType?: true; printedText?: string }): CardFacts {
  const text = card.printedText ?? def.printedText ?? "";
  return {
    name,
    set: card.set,
    manaCost: card.manaCost ?? "",
    colors: (card.colors ?? []).map((c) => COLOR_NAMES[c]!),
    typeLine: card.type,
    supertypes: (card.supertypes ?? []).map((t) => t.toLowerCase()),
    types: card.types.map((t) => t.toLowerCase()),
    subtypes: def.everyCreatureType ? everyCreatureType(card.subtypes ?? []) : (card.subtypes ?? []),
    // 208.2: * is 0 while the object is not in play ("1+*" is 1).
    power: card.power === undefined ? undefined : (starredPart(card.power) ?? Number(card.power)),
    toughness: card.toughness === undefined ? undefined : (starredPart(card.toughness) ?? Number(card.toughness)),
    convertedManaCost: costTotal(parseCost(card.manaCost)),
    printedText: text,
    // 502.41: Champions of Kamigawa replaced the rule "Walls can't attack" by defender, which every
    // older Wall has in the Oracle text of this edition (its printed reminder "(Walls can't attack.)").
    keywords: withWallDefender(def.keywords ?? [], text),
  };
}

/** 502.41: an older Wall ("(Walls can't attack.)") has defender in this edition's Oracle text, though its definition (read from the printed words) doesn't say it. */
function withWallDefender(keywords: Keyword[], text: string): Keyword[] {
  return wallsCantAttack(text) && !keywords.includes("defender") ? [...keywords, "defender"] : keywords;
}

/** 502.33: "Equip [cost]" means "[Cost]: Attach this to target creature you control. Play this ability only any time you could play a sorcery." */
/** "{3}, {T} or {U}, {T}: ...": one way to play the ability for each cost (409.1f), the same effects either way. */
function orCosts(a: Ability): Ability[] {
  if (a.kind !== "activated" || !a.orCost) return [a];
  const { orCost, ...one } = a;
  return [one, { ...one, cost: orCost }];
}

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
  return answered.get(name) ?? firstAsked(name);
}

/**
 * What `getCard` has answered, by name: a card, a split card or a token, in one map. A name's
 * answer never changes (each map below only grows, and a name is added to one only when none
 * answered it before), so a token is found in one look, as a card is: the optimized callers of
 * `getCard` meet the slower path only for a name asked for the first time.
 */
const answered = new Map<string, CardInfo>();

function firstAsked(name: string): CardInfo {
  if (name === FACE_DOWN_KEY) return FACE_DOWN; // 504
  const card = cards.get(name) ?? compileLater(name) ?? splitCard(name) ?? tokens.get(name) ?? tokenCard(name);
  if (!card) throw new Error(`unsupported card: ${name}`);
  answered.set(name, card);
  return card;
}

export function isSupported(name: string): boolean {
  // 508.1b: a flip card's other half is not a card.
  return ((cards.has(name) || compileLater(name) !== undefined) && !printed[name]?.flipOf && !printed[name]?.splitOf) || isSplitCard(name);
}

/** The names of the offered cards, without compiling any (every definition compiles: card-coverage.test.ts). */
export function offeredNames(): string[] {
  // A split card's whole is listed once, from its printed halves, even after its first use put it in `cards`.
  const names = [...cards.keys(), ...compiledLater.keys()].filter((name) => !printed[name]?.flipOf && !printed[name]?.splitOf && !printed[name]?.halves);
  return [...names, ...Object.keys(printed).filter((name) => printed[name]!.halves && isSplitCard(name))].sort(byName);
}

/**
 * By name, in code-point order: the registry's own order is the order cards were first used in
 * (a card moves from `compiledLater` to `cards` when compiled), so without it the same seed would
 * build a different random deck after other games, and a list would change within one isolate.
 */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the card list shows of each offered card (issue 13: the first card list compiles nothing). */
export function offeredCards(): CardFacts[] {
  return offeredNames().map(cardFacts);
}

/** A card's facts: its CardInfo once compiled; before, read from its printed data and written definition. */
export function cardFacts(name: string): CardFacts {
  const raw = compiledLater.get(name) as Parameters<typeof printedFacts>[2] | undefined;
  if (raw !== undefined) return printedFacts(name, printed[name]!, raw);
  const compiled = cards.get(name);
  if (compiled) return compiled;
  // 505.2: a split card's whole, from its halves' facts.
  return isSplitCard(name) ? wholeSplitCard(printed[name]!, cardFacts) : getCard(name);
}

/** 505.1: a split card whose two halves are both defined is one card. */
function isSplitCard(name: string): boolean {
  const halves = printed[name]?.halves;
  return !!halves && halves.every((h) => cards.has(h) || compiledLater.has(h));
}

/** 505.2: the whole split card, made from its halves when first asked for. */
function splitCard(name: string): CardInfo | undefined {
  if (!isSplitCard(name)) return undefined;
  const info = wholeSplitCard(printed[name]!, getCard);
  cards.set(name, info);
  return info;
}

export function supportedCards(): CardInfo[] {
  for (const name of [...compiledLater.keys()]) compileLater(name);
  for (const [name, p] of Object.entries(printed)) if (p.halves && !cards.has(name)) splitCard(name);
  return [...cards.values()].filter((c) => !c.flipOf && !c.splitOf).sort((a, b) => byName(a.name, b.name));
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

/** The effects with every `{ target: n }` moved on by `by` (their words come after `by` earlier ones: Entwine, splice). */
export function shiftTargets(v: unknown, by: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shiftTargets(x, by));
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "target" && typeof x === "number" ? x + by : shiftTargets(x, by)]));
}
