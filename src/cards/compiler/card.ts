// A card's printed text -> its definition in the card language (language.ts), or the clause
// that blocks it. Runs when the generated files are made and in tests, never in the Worker.
import { HAND_RULE_FIELDS } from "./hand-rules.js";
import { PLAY_RULE_FIELDS } from "./play-rules.js";
import { PLAYER_TARGET_FIELDS } from "./player-targets.js";
import { LIBRARY_RULE_FIELDS } from "./library-rules.js";
import { SELF_COST_FIELDS } from "./self-cost.js";
import { COLOR_FIELDS, CREATURE_TYPE_FIELDS } from "./creature-type-fields.js";
import { ATTACK_RULE_FIELDS } from "./attack-lines.js";
import type { z } from "zod";
import { addsManaOnTheStack, CardDefinition, countedAsPlayed } from "../language.js";
import { costs, keywordList, line, modalText, spellLine, spellText, trigger, type Part } from "./abilities.js";
import type { TargetSpec } from "../language.js";
import { effectText } from "./effects.js";
import { enchantOfTypeLine } from "./aura-type-line.js";
import { LAND_TYPES } from "./nouns.js";
import { canonical, capital, newReading, readAll } from "./syntax.js";

export type Definition = z.input<typeof CardDefinition>;

/** The printed facts the compiler reads (../shared/cards/<SET>.json). */
export interface PrintedCard {
  name: string;
  type: string;
  types: string[];
  subtypes?: string[];
  supertypes?: string[];
  printedText?: string;
  manaCost?: string;
}

/**
 * What the gate compares (normalised alike on both sides): reminder text (in parentheses) is
 * not rules text; the card's own name is "~"; runs of spaces are one space and lines are
 * trimmed; consecutive lines of keywords are one line ("Flying\nVigilance" as "Flying,
 * vigilance": the era prints a keyword with reminder text on its own line). Nothing else.
 */
export function normalise(text: string, name: string): string {
  const short = shortName(name);
  // The card data spells "Aether Spellbomb" where the card prints "Æther Spellbomb": either is the card's name.
  const said = text.replace(/\([^)]*\)/g, "").split(name).join("~").split(name.replace(/^Ae/, "Æ")).join("~");
  const lines = (short ? said.replace(short, "~") : said)
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter((l) => l.length > 0);
  const out: string[] = [];
  const isKeywords = (l: string) => readAll(capital(keywordList), l).length > 0;
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && isKeywords(prev) && isKeywords(l)) out[out.length - 1] = `${prev}, ${l.charAt(0).toLowerCase()}${l.slice(1)}`;
    else out.push(l);
  }
  return out.join("\n");
}

/**
 * 201.? (?): a card names itself by the part of its name before the comma too ("Higure" for
 * Higure, the Still Wind; "Ink-Eyes" for Ink-Eyes, Servant of Oni), or before " the " ("Phage"
 * for Phage the Untouchable, "Rakdos" for Rakdos the Defiler): that word, standing alone, is
 * also "~". (No card of the pool named "X the Y" says X alone for anything else.)
 */
function shortName(name: string): RegExp | undefined {
  const short = name.includes(", ") ? name.slice(0, name.indexOf(", ")) : /^([A-Z][\w'-]*) the [A-Z]/.exec(name)?.[1];
  return short ? new RegExp(`(?<![\\w-])${short.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "g") : undefined;
}

export type Compiled = { ok: true; definition: Definition } | { ok: false; blocked: string };

const MAX_READINGS = 64;

/** Every reading of a card's text as a definition (deduplicated), or the first line no clause reads. */
export function readings(card: PrintedCard): { definitions: Definition[] } | { blocked: string } {
  newReading(); // the memo of the grammar's alternatives is one card's (syntax.ts)
  const text = normalise(card.printedText ?? "", card.name);
  const types = card.types.map((t) => t.toLowerCase());
  if (types.includes("instant") || types.includes("sorcery")) {
    // Lines such as "Entwine {2}" or "Dredge 3" are parts; the other lines are the spell's effect.
    const extras: Part[] = [];
    const effect: string[] = [];
    for (const l of text ? text.split("\n") : []) {
      const p = readAll(spellLine, l);
      if (p.length === 1) extras.push(p[0]!);
      else effect.push(l);
    }
    const said = effect.join(" ");
    // A spell whose quoted ability ends it ('... gain "{T}: Counter target spell."'): the period is inside the quotation marks (quoted.ts `endingInQuote`).
    const spells = [...readAll(spellText, said), ...(said.endsWith('."') ? readAll(spellText, `${said}.`) : []), ...readAll(modalText, said)];
    if (!spells.length) return { blocked: blockingClause(said) };
    const defs = spells.map((spell) => assemble(card, extras, { spell } as Definition)).filter((d): d is Definition => d !== undefined);
    return { definitions: dedupe(defs) };
  }
  if (types.includes("land") && (card.supertypes ?? []).some((t) => t.toLowerCase() === "basic")) return { definitions: [{}] };
  let partials: Part[][] = [[]];
  const lines = text ? text.split("\n") : [];
  // 502.45: an Aura printed with "Enchant Creature" as its type line has that Enchant line (aura-type-line.ts).
  const typeEnchant = enchantOfTypeLine(card.type);
  if (typeEnchant && !lines.some((l) => readAll(line, l).some((p) => "enchant" in p))) lines.unshift(typeEnchant);
  for (const l of lines) {
    const parts = readAll(line, l);
    if (!parts.length) return { blocked: blockingClause(l) };
    // "Bushido 1; defender": two keyword lines on one (keyword-pairs.ts).
    partials = partials.flatMap((acc) => parts.map((p) => [...acc, ...("pair" in p ? p.pair : [p])])).slice(0, MAX_READINGS);
  }
  const defs = partials.map((ps) => assemble(card, ps)).filter((d): d is Definition => d !== undefined);
  if (!defs.length) return { blocked: "lines that contradict each other (e.g. \"Enchant land\" and \"Enchanted creature\")" };
  return { definitions: dedupe(defs) };
}

/** Compiles a card: exactly one reading, valid in the card language. */
export function compile(card: PrintedCard): Compiled {
  const r = readings(card);
  if ("blocked" in r) return { ok: false, blocked: r.blocked };
  // A reading the card language refuses ("that player" where no event names one) is no definition.
  const checked = r.definitions.map((d) => withTexts(d, card)).map((def) => ({ def, parsed: CardDefinition.safeParse(def) }));
  const valid = checked.flatMap((c) => (c.parsed.success ? [{ def: c.def, data: c.parsed.data }] : []));
  if (valid.length > 1) return { ok: false, blocked: "ambiguous: the text reads as more than one definition" };
  if (valid.length === 0) return { ok: false, blocked: `language: ${checked[0]!.parsed.error!.issues.map((i) => i.message).join("; ")}` };
  const { def, data } = valid[0]!;
  // 406.1: an ability that adds mana is a mana ability; the language's mana abilities add mana and may deal damage to their controller, nothing else.
  // A triggered mana ability (406.1b: "Whenever enchanted land is tapped for mana") only adds mana; the language checks it.
  // One set off by another event uses the stack (406.2: `addsManaOnTheStack`).
  if (data.abilities.some((a) => a.kind !== "mana" && !(a.kind === "triggered" && a.trigger.on === "tappedForMana") && !addsManaOnTheStack(a) && a.effects.some((e) => e.do === "addMana" || e.do === "addManaOfChoice")))
    return { ok: false, blocked: "406.1: a mana ability that does more than add mana" };
  // A mana ability's mana is counted as it is played (406.1: permanents in play, its own power); "for each card named ~" is a spell's count as it resolves (Rite of Flame).
  if (data.abilities.some((a) => a.kind === "mana" && a.effects.some((e) => e.do === "addMana" && e.each && !countedAsPlayed(e.each)))) return { ok: false, blocked: "406.1: a mana ability whose mana is counted" };
  return { ok: true, definition: def };
}

/** Whether the definition is a reading of the card's printed text (the render gate). */
export function readsAs(card: PrintedCard, definition: unknown): boolean {
  const r = readings(card);
  if ("blocked" in r) return false;
  const want = comparable(definition);
  return r.definitions.some((d) => comparable(d) === want);
}

/** A definition as the gate compares it: defaults filled in, prompt texts and a definition's own copy of the printed text left out (they are the printed words). */
export function comparable(definition: unknown): string {
  const parsed = CardDefinition.safeParse(definition);
  if (!parsed.success) return `invalid: ${canonical(definition)}`;
  const { printedText: _, ...rest } = parsed.data;
  return canonical(stripTexts(rest));
}

function stripTexts(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripTexts);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => k !== "text").map(([k, x]) => [k, stripTexts(x)]));
}

function dedupe(defs: Definition[]): Definition[] {
  const seen = new Map<string, Definition>();
  for (const d of defs) seen.set(comparable(d), d);
  return [...seen.values()];
}

/** The parts of a permanent's lines, put together in the order printed. */
function assemble(card: PrintedCard, parts: Part[], start: Definition = {}): Definition | undefined {
  const def: Record<string, unknown[] | unknown> = { ...start };
  const push = (k: string, ...v: unknown[]) => {
    def[k] = [...((def[k] as unknown[] | undefined) ?? []), ...v];
  };
  let attachedNoun: string | undefined;
  for (const p of parts) {
    if ("keywords" in p) {
      // A keyword printed in words on a line of its own ("Attacking doesn't cause ~ to tap.") joins the keyword line, each once.
      const before = (def.keywords as string[] | undefined) ?? [];
      if (p.keywords.some((k) => before.includes(k))) return undefined;
      def.keywords = [...before, ...p.keywords];
    } else if ("restrictions" in p) push("restrictions", ...p.restrictions);
    else if ("asThough" in p) push("asThough", p.asThough);
    else if ("ability" in p) {
      push("abilities", p.ability);
      // "enchanted Island" of an Aura's ability (enchanted-land.ts): the noun its Enchant names, checked below.
      if (p.attachedNoun) {
        if (attachedNoun && attachedNoun !== p.attachedNoun) return undefined;
        attachedNoun = p.attachedNoun;
      }
    }
    else if ("costChanges" in p) push("costChanges", ...p.costChanges);
    else if ("replacements" in p) push("replacements", ...p.replacements);
    else if ("statics" in p) {
      push("statics", ...p.statics);
      if (p.attachedNoun) {
        if (attachedNoun && attachedNoun !== p.attachedNoun) return undefined;
        attachedNoun = p.attachedNoun;
      }
    } else if ("enchant" in p) {
      if (def.enchant) return undefined;
      def.enchant = p.enchant;
    } else if ("enchantOnly" in p) {
      // "~ can enchant only a creature with ..." narrows the type line's "Enchant Creature", read before it (aura-type-line.ts).
      // "Enchant Land" narrowed to "a nonbasic land" (Uncontrolled Infestation) or "a Swamp" (Spreading Algae): the narrower filter says the land too, or is a land type.
      const e = def.enchant as { kind: string; filter?: Record<string, unknown> } | undefined;
      const narrows = (f: Record<string, unknown>, by: Record<string, unknown>) => Object.entries(f).every(([k, v]) => JSON.stringify(by[k]) === JSON.stringify(v) || (k === "types" && JSON.stringify(v) === '["land"]' && Array.isArray(by.subtypes) && (by.subtypes as string[]).every((t) => LAND_TYPES.includes(t))));
      if (!e || (e.filter && !narrows(e.filter, p.enchantOnly.filter ?? {})) || e.kind !== p.enchantOnly.kind || !p.enchantOnly.filter) return undefined;
      def.enchant = p.enchantOnly;
    } else if ("equip" in p) def.equip = p.equip;
    else if ("definedPT" in p) def.definedPT = p.definedPT;
    else if ("comesIntoPlay" in p) {
      const before = (def.comesIntoPlay ?? {}) as { tapped?: true; counters?: Record<string, number> };
      if ((p.comesIntoPlay.tapped && before.tapped) || (p.comesIntoPlay.counters && before.counters)) return undefined;
      def.comesIntoPlay = { ...before, ...p.comesIntoPlay };
    }
    else {
      // Affinity, Amplify, Dredge, Buyback, Entwine: once each.
      const [k, v] = Object.entries(p)[0]!;
      if (def[k] !== undefined) return undefined;
      def[k] = v;
    }
  }
  // "Enchanted creature" must be what the Aura enchants; "Equipped creature" only on Equipment.
  const statics = (def.statics as { affects: unknown; modification: { kind: string } }[] | undefined) ?? [];
  if (statics.some((s) => s.affects === "enchanted") && !def.enchant) return undefined;
  // An ability's "enchanted creature" is the creature an Aura that enchants creatures is attached to.
  // (An Aura that enchants a land says "enchanted land" or "enchanted Island" instead, and its noun is checked below.)
  if (JSON.stringify(def.abilities ?? []).includes('"object":"enchanted"') && (def.enchant as { kind?: string } | undefined)?.kind !== "creature" && !attachedNoun) return undefined;
  if (attachedNoun && def.enchant) {
    const e = def.enchant as { kind: string; filter?: { types?: string[]; subtypes?: string[]; allTypes?: string[] } };
    const only = (k: "types" | "subtypes") => e.filter?.[k]?.length === 1 && !Object.keys(e.filter).some((x) => x !== k);
    // "Enchant nonbasic land" (Uncontrolled Infestation) says "enchanted land" too: the type is the noun, whatever narrows it.
    const landType = e.filter?.types?.length === 1 && !e.filter.subtypes && !e.filter.allTypes;
    const noun = e.kind === "creature" ? (e.filter?.allTypes ? "artifact creature" : "creature") : e.kind === "permanent" && !e.filter ? "permanent" : landType ? e.filter!.types![0] : only("subtypes") ? e.filter!.subtypes![0] : undefined;
    // A land type's Aura may say "enchanted land" (Spreading Algae, "~ can enchant only a Swamp.").
    const landSubtypes = e.filter?.subtypes?.length && e.filter.subtypes.every((t) => LAND_TYPES.includes(t));
    if (noun !== attachedNoun && !(attachedNoun === "land" && landSubtypes)) return undefined;
  }
  // An Equipment's lines say what it does to the equipped creature: a static ability, or a trigger on what that creature does (Spellbinder).
  const aboutEquipped = statics.some((s) => s.affects === "equipped") || JSON.stringify(def.abilities ?? []).includes('"attached":"equipped"');
  if (aboutEquipped !== !!def.equip && (card.subtypes ?? []).includes("Equipment")) return undefined;
  return def as Definition;
}

/**
 * The renderer: a definition in the era's wording, from the same grammar that reads it (each
 * clause prints what it reads). Lines in a fixed order — Enchant, keywords, restrictions and
 * other lines about the card itself, static abilities, activated and triggered abilities in
 * the definition's order, Equip — with "~" for the card's name. Undefined when a part of the
 * definition has no clause to say it: then nothing was compiled from it either.
 */
export function render(definition: Definition, card: PrintedCard): string | undefined {
  const parsed = CardDefinition.safeParse(definition);
  if (!parsed.success) return undefined;
  const def = parsed.data;
  const types = card.types.map((t) => t.toLowerCase());
  const extras: Part[] = [];
  if (def.affinity) extras.push({ affinity: def.affinity });
  if (def.amplify) extras.push({ amplify: def.amplify });
  if (types.includes("instant") || types.includes("sorcery")) {
    if (!def.spell) return undefined;
    const said = "modes" in def.spell ? modalText.print(def.spell as { modes: { text: string; targets: TargetSpec[]; effects: unknown[] }[] }) : spellText.print(def.spell);
    if (def.buyback) extras.unshift({ buyback: def.buyback });
    if (def.dredge) extras.push({ dredge: def.dredge });
    if (def.entwine) extras.push({ entwine: def.entwine });
    if (def.keywords.length) extras.unshift({ keywords: def.keywords });
    for (const p of paramKeywords(def)) extras.push(p);
    for (const a of def.abilities) extras.push({ ability: a });
    // 414: "~ can't be countered." is printed before the spell's effect.
    if (def.cantBeCountered) extras.unshift({ cantBeCountered: def.cantBeCountered } as unknown as Part);
    // "Spend only black mana on X." is printed before the spell's effect too.
    if (def.xManaColor) extras.unshift({ xManaColor: def.xManaColor });
    // "You may remove ... rather than pay ~'s mana cost." is printed first (alternative-costs.ts).
    if (def.alternativeCost) extras.unshift({ alternativeCost: def.alternativeCost });
    // "As an additional cost to play ~, ..." too (additional-costs.ts).
    if (def.additionalCost) extras.unshift({ additionalCost: def.additionalCost });
    // "~ is blue." (color-lines.ts) is printed first too (Ancestral Vision; Evermind prints it after the effect: both read).
    if (def.colorsDefined) extras.unshift({ colorsDefined: def.colorsDefined } as unknown as Part);
    const first = (p: Part) => "colorsDefined" in p || "buyback" in p || "affinity" in p || "cantBeCountered" in p || "xManaColor" in p || "alternativeCost" in p || "additionalCost" in p;
    const lines = [...extras.filter(first).map((p) => spellLine.print(p)), said, ...extras.filter((p) => !first(p)).map((p) => spellLine.print(p))];
    return lines.some((l) => l === undefined) ? undefined : lines.join("\n");
  }
  const parts: Part[] = [...extras];
  // The Bringers' "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost." is their first line.
  if (def.alternativeCost) parts.unshift({ alternativeCost: def.alternativeCost });
  // "If you have 3 life or less, ~ costs {6} less to play." is the Avatars' first line (self-cost.ts).
  for (const k of SELF_COST_FIELDS) if (def[k] !== undefined) parts.unshift({ [k]: def[k] } as unknown as Part);
  if (def.enchant) parts.push({ enchant: def.enchant });
  if (def.keywords.length) parts.push({ keywords: def.keywords });
  parts.push(...paramKeywords(def));
  // One line a restriction, but "~ can't attack or block." says two.
  const both = def.restrictions.includes("cantAttack") && def.restrictions.includes("cantBlock");
  if (both) parts.push({ restrictions: ["cantAttack", "cantBlock"] });
  for (const r of def.restrictions) if (!both || (r !== "cantAttack" && r !== "cantBlock")) parts.push({ restrictions: [r] });
  for (const a of def.asThough) parts.push({ asThough: a });
  if (def.comesIntoPlay) {
    const { tapped, counters, payLifeOrTapped, choose, nameCardAndOpponent, countersIfPlayedFromHand, countersX, countersPerCardInYourGraveyard, countersPerOtherInPlay, ...other } = def.comesIntoPlay;
    if (Object.values(other).some((v) => v !== undefined) || Object.keys(counters ?? {}).length > 1) return undefined;
    if (tapped) parts.push({ comesIntoPlay: { tapped } });
    if (counters) parts.push({ comesIntoPlay: { counters } });
    if (payLifeOrTapped) parts.push({ comesIntoPlay: { payLifeOrTapped } });
    if (choose) parts.push({ comesIntoPlay: { choose } });
    if (nameCardAndOpponent) parts.push({ comesIntoPlay: { nameCardAndOpponent } });
    if (countersIfPlayedFromHand) parts.push({ comesIntoPlay: { countersIfPlayedFromHand } });
    if (countersX) parts.push({ comesIntoPlay: { countersX } });
    if (countersPerCardInYourGraveyard) parts.push({ comesIntoPlay: { countersPerCardInYourGraveyard } });
    if (countersPerOtherInPlay) parts.push({ comesIntoPlay: { countersPerOtherInPlay } });
  }
  if (def.definedPT) parts.push({ definedPT: def.definedPT });
  if (def.untapOptional) parts.push({ untapOptional: true });
  // "~ can be attached only to ..." is an Equipment's first line (attach-limits.ts).
  if (def.attachOnly) parts.push({ attachOnly: def.attachOnly } as unknown as Part);
  if (def.chosenPlayerRevealsDraws) parts.push({ chosenPlayerRevealsDraws: true });
  const noun = !def.enchant ? undefined : def.enchant.kind === "creature" ? (def.enchant.filter?.allTypes ? "artifact creature" : "creature") : (def.enchant.filter?.types?.[0] ?? def.enchant.filter?.subtypes?.[0] ?? "permanent");
  for (const st of def.statics) {
    const last = parts[parts.length - 1];
    if (last && "statics" in last && canonical(last.statics[0]!.affects) === canonical(st.affects)) last.statics.push(st);
    else parts.push({ statics: [st], ...(st.affects === "enchanted" ? { attachedNoun: noun } : st.affects === "equipped" ? { attachedNoun: "creature" } : {}) });
  }
  for (const c of def.costChanges) parts.push({ costChanges: [c] });
  for (const r of def.replacements) parts.push({ replacements: [r] });
  // An Aura enchanting a land says its noun where its abilities refer to that land (enchanted-land.ts).
  const landNoun = noun && noun !== "creature" && noun !== "permanent" ? noun : undefined;
  for (const a of def.abilities) parts.push({ ability: a, ...(landNoun && JSON.stringify(a).includes('"enchanted"') ? { attachedNoun: landNoun } : {}) });
  if (def.equip) parts.push({ equip: def.equip });
  if (def.dredge) parts.push({ dredge: def.dredge });
  for (const k of HAND_RULE_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of PLAY_RULE_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of PLAYER_TARGET_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of LIBRARY_RULE_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of ATTACK_RULE_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of CREATURE_TYPE_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  for (const k of COLOR_FIELDS) if (def[k] !== undefined) parts.push({ [k]: def[k] } as unknown as Part);
  const rest = { ...def } as Record<string, unknown>;
  for (const k of ["enchant", "keywords", "restrictions", "asThough", "comesIntoPlay", "definedPT", "statics", "abilities", "equip", "attachOnly", "printedText", "costChanges", "replacements", "affinity", "amplify", "dredge", "alternativeCost", ...PARAM_KEYWORDS, "untapOptional", "chosenPlayerRevealsDraws", ...HAND_RULE_FIELDS, ...PLAY_RULE_FIELDS, ...LIBRARY_RULE_FIELDS, ...SELF_COST_FIELDS, ...ATTACK_RULE_FIELDS, ...CREATURE_TYPE_FIELDS, ...COLOR_FIELDS, ...PLAYER_TARGET_FIELDS]) delete rest[k];
  if (Object.values(rest).some((v) => v !== undefined)) return undefined;
  const lines = parts.map((p) => line.print(p));
  return lines.some((l) => l === undefined) ? undefined : lines.join("\n");
}

/** Keywords with a number or a cost, each on its own line (abilities.ts `cardKeywords`), in this order. */
const PARAM_KEYWORDS = ["bushido", "rampage", "soulshift", "modular", "graft", "bloodthirst", "morph", "suspend", "cycling", "echo", "cumulativeUpkeep", "flashback", "spliceOntoArcane", "replicate", "transmute", "typecycling", "recover", "ripple", "offering", "madness", "ninjutsu", "scry", "kicker"] as const;
function paramKeywords(def: Record<string, unknown>): Part[] {
  return PARAM_KEYWORDS.filter((k) => def[k] !== undefined).map((k) => ({ [k]: def[k] }) as Part);
}

/** Abilities carry their printed text for prompts and the log (the card's own name restored). */
function withTexts(def: Definition, card: PrintedCard): Definition {
  def = named(def, card.name) as Definition;
  if (!def.abilities?.length) return def;
  const lines = normalise(card.printedText ?? "", card.name).split("\n");
  const abilityLines = lines.filter((l) => readAll(line, l).some((p) => "ability" in p));
  return {
    ...def,
    abilities: def.abilities.map((a, i) => (abilityLines[i] ? { ...a, text: abilityLines[i]!.split("~").join(card.name) } : a)),
  };
}

/** Prompt texts ("you may" clauses) name the card where the text says "~". */
function named(v: unknown, name: string): unknown {
  if (Array.isArray(v)) return v.map((x) => named(x, name));
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "text" && typeof x === "string" ? x.split("~").join(name) : named(x, name)]));
}

/**
 * The clause that blocks a line, generalised so that blocked cards group by it (numbers are
 * N): the cost of an activated ability or the trigger of a triggered one when that part doesn't
 * read, else the first sentence of the effect that doesn't read on its own.
 */
export function blockingClause(l: string): string {
  const general = (t: string) => t.replace(/\b\d+\b/g, "N").replace(/\{\d+\}/g, "{N}");
  let effect = l;
  const colon = l.indexOf(": ");
  if (/^(When|Whenever|At) /.test(l)) {
    const comma = [...l.matchAll(/, /g)].map((m) => m.index).find((i) => readAll(trigger, l.slice(0, i)).length > 0);
    if (comma === undefined) return general(`trigger: ${l.split(", ")[0]}`);
    effect = l.slice(comma + 2).replace(/^if you have a card in hand, /, "");
  } else if (colon > 0 && !l.slice(0, colon).includes(".")) {
    if (!readAll(costs, l.slice(0, colon)).length) return general(`cost: ${l.slice(0, colon)}`);
    effect = l.slice(colon + 2);
  }
  const sentences = effect.split(/(?<=\.) /);
  const alone = (t: string) => readAll(effectText(true), t).length > 0 || readAll(effectText(false), t).length > 0;
  return general(sentences.find((t) => !alone(t)) ?? effect);
}
