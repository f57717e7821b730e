// "Put X 1/1 green Saproling creature tokens into play" (Supply): X tokens, X the value announced
// as the spell was played (409.1b; 216: each token is put into play under its controller's control).
// A token described by its words reads too ("Put X 1/1 white Pegasus creature tokens with flying into
// play, where X is your life total": Storm Herd, its X counted by where-x.ts).
import { TOKENS } from "../definitions.js";
import { describeToken, describedToken, describedXToken } from "../token-keys.js";
import type { Clause } from "./effects.js";
import { tokenWords } from "./effects.js";
import { alt, type Syntax } from "./syntax.js";

/** The words of X tokens of a described kind: "1/1 white Pegasus creature tokens with flying". */
function describedWords(key: string): string | undefined {
  const described = TOKENS[key] ? describeToken(TOKENS[key]) : key;
  if (!describedToken(described)) return undefined;
  const m = / with (.+)$/.exec(described);
  return `${m ? described.slice(0, m.index) : described} tokens${m ? ` with ${m[1]}` : ""}`;
}

const xManyTokens: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith("put X ", at)) return;
    const from = at + "put X ".length;
    for (const name of Object.keys(TOKENS)) {
      const w = `${tokenWords(name, 2)} into play`;
      if (text.startsWith(w, from)) yield [[{ do: "createTokens", token: name, amount: "X" }], from + w.length];
    }
    const m = /^(.+?) tokens( with [a-z ,]+?)? into play/.exec(text.slice(from));
    const described = m ? `${m[1]}${m[2] ?? ""}` : undefined;
    if (m && described && describedToken(described) && !Object.values(TOKENS).some((t) => describeToken(t) === described)) yield [[{ do: "createTokens", token: described, amount: "X" }], from + m[0].length];
  },
  print(cs) {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "createTokens" || c.amount !== "X" || c.controller !== undefined || (c as { removeAtEndOfTurn?: true }).removeAtEndOfTurn) return undefined;
    const words = TOKENS[c.token as string] ? tokenWords(c.token as string, 2) : describedWords(c.token as string);
    return words === undefined ? undefined : `put X ${words} into play`;
  },
};

// "Put an X/X green Wurm creature token into play." (Wurmcalling): one token whose power and
// toughness are the X announced (216, 409.1b); its key keeps "X/X" (token-keys.ts describedXToken)
// and the engine makes it the size of X as it resolves.
const PUT = "put an X/X ";
const xSizedToken: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(PUT, at)) return;
    const m = / token into play/.exec(text.slice(at + PUT.length));
    const key = m ? `X/X ${text.slice(at + PUT.length, at + PUT.length + m.index)}` : undefined;
    if (key && describedXToken(key)) yield [[{ do: "createTokens", token: key, amount: 1 }], at + PUT.length + m!.index + m![0].length];
  },
  print(cs) {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "createTokens" || c.amount !== 1 || c.controller !== undefined || c.removeAtEndOfTurn || !describedXToken(c.token as string)) return undefined;
    return `put an ${c.token as string} token into play`;
  },
};

export const xTokenClauses: Syntax<Clause[]> = alt(xManyTokens, xSizedToken);
