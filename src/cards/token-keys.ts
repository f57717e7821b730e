// 216.? (?): a token has the characteristics the effect that makes it gives, and only those. A
// token the named list (TOKENS in definitions.ts) doesn't hold is keyed by the words that
// describe it, as the card prints them without the count: "1/1 colorless Spirit creature",
// "4/4 black Horror creature", "1/1 black Bat creature with flying", "2/2 Assembly-Worker
// artifact creature", "3/3 green Centaur creature with protection from black". The key is its
// own description, so the grammar prints it back and the engine reads it without a table.
import creatureTypes from "./data/creature-types.json" with { type: "json" };
import type { TokenDefinition } from "./named-tokens.js";
import { Keyword } from "./language.js";

type Color = "W" | "U" | "B" | "R" | "G";
const COLOR_WORDS: [string, Color][] = [["white", "W"], ["blue", "U"], ["black", "B"], ["red", "R"], ["green", "G"]];
const SUBTYPES = new Set(creatureTypes as string[]);
/** Keywords a token may be printed with, as the keyword's camelCase words read. */
const keywordOf = (words: string): string => words.replace(/ ([a-z])/g, (_, c: string) => c.toUpperCase()).replace(/^protectionFrom(\w)/, (_, c: string) => `protectionFrom${c.toUpperCase()}`);
const wordsOf = (keyword: string): string => keyword.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** The token a described key stands for, or undefined when the key isn't a token's description. */
export function describedToken(key: string): TokenDefinition | undefined {
  const m = /^(\d+)\/(\d+) (?:(colorless) |((?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?) )?((?:[A-Z][A-Za-z-]* )+)(artifact creature|creature)(?: with (.+))?$/.exec(key);
  if (!m) return undefined;
  const colors = !m[4] ? [] : m[4].split(" and ").map((w) => COLOR_WORDS.find(([x]) => x === w)![1]);
  if (new Set(colors).size !== colors.length) return undefined;
  const subtypes = m[5]!.trim().split(" ");
  if (!subtypes.every((t) => SUBTYPES.has(t))) return undefined;
  const keywords = m[7] ? m[7].split(/, and |, | and /).map(keywordOf) : undefined;
  if (keywords && !keywords.every((k) => (Keyword.options as readonly string[]).includes(k))) return undefined;
  const token: TokenDefinition = { types: m[6] === "creature" ? ["creature"] : ["artifact", "creature"], subtypes, colors, power: Number(m[1]), toughness: Number(m[2]), ...(keywords ? { keywords } : {}) };
  return describeToken(token) === key ? token : undefined;
}

/** The words that describe a token (its key): "1/1 colorless Spirit creature". */
export function describeToken(t: TokenDefinition): string {
  // An artifact creature token with no color is printed without "colorless" ("2/2 Assembly-Worker artifact creature").
  const colors = t.colors.length ? t.colors.map((c) => COLOR_WORDS.find(([, x]) => x === c)![0]).join(" and ") : t.types.includes("artifact") ? "" : "colorless";
  const kws = t.keywords?.length ? ` with ${joinAnd(t.keywords.map(wordsOf))}` : "";
  return `${t.power}/${t.toughness} ${colors ? `${colors} ` : ""}${t.subtypes.join(" ")} ${t.types.join(" ")}${kws}`;
}

/**
 * 216: "an X/X green Wurm creature token" (Wurmcalling): a token whose power and toughness are the
 * X announced for the spell (409.1b). Its key is printed with "X/X"; the token made is keyed by
 * the number as the effect resolves (`sizedByX`), so it is an ordinary described token in play.
 */
export function describedXToken(key: string): TokenDefinition | undefined {
  return key.startsWith("X/X ") ? describedToken(`0/0 ${key.slice(4)}`) : undefined;
}

/** The key of the token an X/X key makes for this X ("3/3 green Wurm creature"); other keys as they are. */
export function sizedByX(key: string, x: number): string {
  return key.startsWith("X/X ") ? `${x}/${x} ${key.slice(4)}` : key;
}

const joinAnd = (ws: string[]) => (ws.length <= 2 ? ws.join(" and ") : `${ws.slice(0, -1).join(", ")}, and ${ws[ws.length - 1]}`);
