// Text-changing effects (418.6; layer 3 of 418.5). A card's text is its definition: the words
// in it are the fields of the card language that hold colors, basic land types and creature
// types (filters, type line subtypes, landwalk, set colors...). Changing "black" to "white"
// rewrites exactly those fields; the card's name (a proper noun, 418.6a) and its own colors
// (from its mana cost, not its text) never change.
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { TOKENS, type TokenDefinition } from "../../cards/named-tokens.js";
import { describedToken, describedXToken } from "../../cards/token-keys.js";
import type { CardInfo } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import { COLOR_NAMES } from "../spells/mana.js";
import type { Color, Pending, TextChange } from "../game/types.js";

export type WordKind = "color" | "landType" | "creatureType";

const COLOR_WORDS: Record<string, Color> = Object.fromEntries(Object.entries(COLOR_NAMES).map(([n, c]) => [n.toLowerCase(), c]));
const WORDS: Record<WordKind, string[]> = {
  color: Object.keys(COLOR_WORDS),
  landType: ["Plains", "Island", "Swamp", "Mountain", "Forest"],
  creatureType: CREATURE_TYPES,
};
const KIND_NAMES: Record<WordKind, string> = { color: "color word", landType: "basic land type", creatureType: "creature type" };

/** The color word for a color ("black" for B). */
export function colorWord(c: Color): string {
  return WORDS.color.find((w) => COLOR_WORDS[w] === c)!;
}

function kindOf(word: string): WordKind | undefined {
  return (Object.keys(WORDS) as WordKind[]).find((k) => WORDS[k].includes(word));
}

/** The words that may be chosen now: the word to replace, or (once it is chosen) the new one. */
export function wordChoices(p: Extract<Pending, { kind: "changeText" }>): string[] {
  if (p.from === undefined) return p.words.flatMap((k) => WORDS[k]);
  return WORDS[kindOf(p.from)!].filter((w) => w !== p.from && !p.notTo?.includes(w));
}

/** What the player is asked to choose, in plain English. */
export function wordPrompt(p: Extract<Pending, { kind: "changeText" }>, spell: string, target: string): string {
  if (p.from === undefined) return `${spell} changes the text of ${target}: choose the ${p.words.map((k) => KIND_NAMES[k]).join(" or ")} to replace (every instance of it).`;
  const not = p.notTo ? ` (it can't be ${p.notTo.join(" or ")})` : "";
  return `${spell} changes the text of ${target}: choose the ${KIND_NAMES[kindOf(p.from)!]} that replaces "${p.from}"${not}.`;
}

/** 418.6: why this word can't be chosen, as an EngineError (the state is unchanged). */
export function checkWord(p: Extract<Pending, { kind: "changeText" }>, word: string): void {
  if (p.from === undefined) {
    if (!p.words.some((k) => WORDS[k].includes(word))) illegal("418.6a", `"${word}" is not a ${p.words.map((k) => KIND_NAMES[k]).join(" or ")}`);
    return;
  }
  const kind = kindOf(p.from)!;
  if (word === p.from) illegal("418.6", `"${p.from}" must be replaced with another ${KIND_NAMES[kind]}, not with itself`);
  if (!WORDS[kind].includes(word)) illegal("418.6a", `"${p.from}" is a ${KIND_NAMES[kind]}: it can only be replaced with another ${KIND_NAMES[kind]}, and "${word}" is not one`);
  if (p.notTo?.includes(word)) illegal("418.6", `the new ${KIND_NAMES[kind]} can't be ${word}`);
}

/** Memoized by card (a token's name may be shared by tokens of other colors): cards are fixed data. */
const rewritten = new WeakMap<CardInfo, Map<string, CardInfo>>();
/** A card's text with text-changing effects applied in timestamp order. */
export function changedText(info: CardInfo, changes: TextChange[]): CardInfo {
  const key = changes.map((c) => `${c.from}>${c.to}`).join("|");
  let memo = rewritten.get(info);
  if (!memo) rewritten.set(info, (memo = new Map()));
  let hit = memo.get(key);
  if (!hit) {
    hit = changes.reduce(rewriteCard, info);
    memo.set(key, hit);
  }
  return hit;
}

const wordIn = (w: string) => new RegExp(`\\b${w}\\b`, "g");

function rewriteCard(info: CardInfo, change: TextChange): CardInfo {
  const kind = kindOf(change.from)!;
  const { colors, name, typeLine, ...text } = info;
  return { ...(rewrite(text, change, kind, "") as typeof text), colors, name, typeLine: kind === "color" ? typeLine : typeLine.replace(wordIn(change.from), change.to) };
}

/** A token as made: its name and what the text that makes it says of it. */
export interface MadeToken {
  name: string;
  token: TokenDefinition;
}

/**
 * 418.6c–d: a token is made as the text that makes it reads. Its key is the printed token's
 * name (TOKENS) followed by the changes that reached that text: "Saproling|Saproling>Elf" is a
 * 1/1 green Elf named Elf (216.? (?): a token is named after its creature types). The token
 * keeps what it was made as; later changes to the text that made it don't reach it.
 */
export function madeToken(key: string): MadeToken | undefined {
  const [printed, ...changes] = key.split("|");
  const named = TOKENS[printed!];
  // 216.? (?): a token described by its words is named after its creature types.
  // An X/X token's words (Wurmcalling) change as any token's do; its size is the X as it resolves (token-keys.ts sizedByX).
  const token = named ?? describedToken(printed!) ?? describedXToken(printed!);
  if (!token) return undefined;
  return changes.reduce((made, c) => {
    const [from, to] = c.split(">");
    return rewriteToken(made, { kind: "changeText", from: from!, to: to! });
  }, { name: named ? printed! : token.subtypes.join(" "), token });
}

function rewriteToken(made: MadeToken, change: TextChange): MadeToken {
  const kind = kindOf(change.from)!;
  return { name: kind === "creatureType" ? made.name.replace(wordIn(change.from), change.to) : made.name, token: rewrite(made.token, change, kind, "") as TokenDefinition };
}

/** The key of the token a changed text makes: the change is kept if it changes the token. */
function tokenKey(key: string, change: TextChange): string {
  const made = madeToken(key);
  return made && JSON.stringify(rewriteToken(made, change)) !== JSON.stringify(made) ? `${key}|${change.from}>${change.to}` : key;
}

function rewrite(v: unknown, change: TextChange, kind: WordKind, key: string): unknown {
  if (typeof v === "string") return word(v, change, kind, key);
  if (Array.isArray(v)) return v.map((x) => rewrite(x, change, kind, key));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rewrite(x, change, kind, k)]));
  return v;
}

const landwalk = (type: string) => `${type.toLowerCase()}walk`;
const protection = (color: string) => `protectionFrom${color[0]!.toUpperCase()}${color.slice(1)}`;

/** 418.6a: a word changes only where the card uses it as a word of its kind. */
function word(w: string, change: TextChange, kind: WordKind, key: string): string {
  switch (key) {
    case "token":
      return tokenKey(w, change);
    case "subtypes":
    case "subtype":
      return kind !== "color" && w === change.from ? change.to : w;
    case "colors":
    case "notColors":
    case "color":
      return kind === "color" && w === COLOR_WORDS[change.from] ? COLOR_WORDS[change.to]! : w;
    case "keywords":
    case "keyword":
      if (kind === "color") return w === protection(change.from) ? protection(change.to) : w;
      // 502.7: "protection from Goblins" names a creature type.
      if (kind === "creatureType") return w === `protectionFrom${change.from}s` ? `protectionFrom${change.to}s` : w;
      return kind === "landType" && w === landwalk(change.from) ? landwalk(change.to) : w;
  }
  return w;
}
