// "Put X 1/1 green Saproling creature tokens into play" (Supply): X tokens, X the value announced
// as the spell was played (409.1b; 216: each token is put into play under its controller's control).
import { TOKENS } from "../definitions.js";
import type { Clause } from "./effects.js";
import { tokenWords } from "./effects.js";
import type { Syntax } from "./syntax.js";

export const xTokenClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith("put X ", at)) return;
    const from = at + "put X ".length;
    for (const name of Object.keys(TOKENS)) {
      const w = `${tokenWords(name, 2)} into play`;
      if (text.startsWith(w, from)) yield [[{ do: "createTokens", token: name, amount: "X" }], from + w.length];
    }
  },
  print(cs) {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "createTokens" || c.amount !== "X" || c.controller !== undefined || !TOKENS[c.token as string]) return undefined;
    return `put X ${tokenWords(c.token as string, 2)} into play`;
  },
};
