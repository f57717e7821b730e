// 216.? (?): "Put two 1/1 black Bat creature tokens with flying into play", "put a 4/4 black
// Horror creature token into play under target opponent's control": tokens described by their
// words (src/cards/token-keys.ts), beside the named ones effects.ts reads (TOKENS).
import { TOKENS } from "../definitions.js";
import { describeToken, describedToken } from "../token-keys.js";
import type { TargetSpec } from "../language.js";
import { count, target } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

/** The token's key described from `from` up to " into play" (its words without the count), and where the description ends. */
function describedFrom(text: string, from: number, plural: boolean): [string, number] | undefined {
  const rest = text.slice(from);
  const noun = plural ? " tokens" : " token";
  // The description runs up to the noun; "with [keywords]" follows it.
  const m = new RegExp(`^(.+?)${noun}( with [a-z ,]+?)?(?= into play)`).exec(rest);
  if (!m) return undefined;
  const described = `${m[1]}${m[2] ?? ""}`;
  if (!describedToken(described)) return undefined;
  // A token of the named list keeps its name as its key (effects.ts reads it the same way).
  const named = Object.entries(TOKENS).find(([, t]) => describeToken(t) === described)?.[0];
  return [named ?? described, from + m[0].length];
}

/** The words of a token's key, with its noun ("1/1 white Soldier creature tokens"). */
function describedWords(key: string, plural: boolean): string | undefined {
  const described = TOKENS[key] ? describeToken(TOKENS[key]) : key;
  if (!describedToken(described)) return undefined;
  const m = / with (.+)$/.exec(described);
  const words = m ? described.slice(0, m.index) : described;
  return `${words} token${plural ? "s" : ""}${m ? ` with ${m[1]}` : ""}`;
}

/** "two 1/1 black Bat creature tokens with flying": the count and the token's key (its words without the count). */
export const describedTokens: Syntax<[string, number]> = {
  *parse(text, at) {
    for (const [n, end] of count.parse(text, at)) {
      if (text[end] !== " ") continue;
      const d = describedFrom(text, end + 1, n > 1);
      if (d) yield [[d[0], n], d[1]];
    }
  },
  print([key, n]) {
    // "that many" is thatManyTokens's: a count is a number.
    const words = typeof n !== "number" || n < 1 ? undefined : describedWords(key, n > 1);
    return words === undefined ? undefined : `${count.print(n)} ${words}`;
  },
};

/** "that many 1/1 white Soldier creature tokens" (Darien, King of Kjeldor): as many as the damage a damage trigger's event dealt (404.1). */
const thatManyTokens: Syntax<string> = {
  *parse(text, at) {
    const head = "that many ";
    if (!text.startsWith(head, at)) return;
    const d = describedFrom(text, at + head.length, true);
    if (d) yield d;
  },
  print: (key) => {
    const words = describedWords(key, true);
    return words === undefined ? undefined : `that many ${words}`;
  },
};

/** "target opponent": whom a token is put into play under the control of. */
const opponentTarget: Syntax<{ target: TargetSpec }> = map(target, (s) => (s.kind === "player" ? { target: s } : undefined), (r) => (typeof r.target === "object" && r.target.kind === "player" ? r.target : undefined));

type Made = [string, number | "thatMuch", { target: TargetSpec } | undefined];
export const describedTokenClauses: Syntax<Clause[]> = map(
  alt<Made>(
    map(syn`put ${describedTokens} into play`, ([[k, n]]) => [k, n, undefined] as Made, ([k, n, c]) => (c ? undefined : [[k, n]])),
    map(syn`put ${describedTokens} into play under your control`, ([[k, n]]) => [k, n, undefined] as Made, () => undefined),
    map(syn`put ${describedTokens} into play under ${opponentTarget}'s control`, ([[k, n], c]) => [k, n, c] as Made, ([k, n, c]) => (c ? [[k, n], c] : undefined)),
    map(syn`put ${thatManyTokens} into play`, ([k]) => [k, "thatMuch", undefined] as Made, ([k, n, c]) => (n === "thatMuch" && !c ? [k] : undefined)),
  ),
  ([token, amount, controller]) => [{ do: "createTokens", token, amount, ...(controller ? { controller } : {}) }],
  (cs) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "createTokens" || (typeof c.amount !== "number" && c.amount !== "thatMuch") || (c as { removeAtEndOfTurn?: true }).removeAtEndOfTurn) return undefined;
    return [c.token, c.amount, c.controller];
  },
);
