// Two keyword lines printed on one line, joined by a semicolon: "Bushido 1; defender" (Opal-Eye,
// Konda's Yojimbo), "Double strike; bushido 2" (Kenzo the Hardhearted). The era joins keywords
// with ", " only when none has a parameter; a keyword with a number is its own ability (502.38)
// and the semicolon separates it. Each half is read as the line it would be on its own (the
// second half with its first letter capitalised), and the two parts are the line's (card.ts
// flattens `pair`). The renderer prints the two as lines of their own, which read the same.
import type { Part } from "./abilities.js";
import { readAll, type Syntax } from "./syntax.js";

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "[keyword line]; [keyword line]", each half read by `half` (keywords, or one keyword with a number). */
export function keywordPair(half: Syntax<Part>): Syntax<Part> {
  return {
    *parse(text, at) {
      const rest = text.slice(at);
      const i = rest.indexOf("; ");
      if (i < 0) return;
      const second = rest.slice(i + 2);
      if (second !== lower(second)) return; // the second keyword continues the sentence
      for (const a of readAll(half, rest.slice(0, i))) for (const b of readAll(half, upper(second))) yield [{ pair: [a, b] }, text.length];
    },
    print(p) {
      if (!("pair" in p)) return undefined;
      const [a, b] = p.pair.map((x) => half.print(x));
      return a === undefined || b === undefined ? undefined : `${a}; ${lower(b)}`;
    },
  };
}
