// "[effects]. If the kicker cost was paid, [other effects] instead." (Desolation Giant) and
// "[effects]. If you played this spell during your main phase, [other effects] instead."
// (Might of Old Krosa, Sulfurous Blast): a fact fixed as the spell was played (502.21a kicker,
// 409.1a) chooses, as it resolves, which effects happen; "If ..., instead [other effects]." (Careful
// Consideration) says the same: the language's `conditional`, whose
// `otherwise` is the first sentence. Engine: effects/conditions.ts.
import type { Condition } from "../language.js";
import { modeClauses, type Clause } from "./effects.js";
import { playedConditions } from "./kicker.js";
import type { Syntax } from "./syntax.js";

const IF = ". If ";
const INSTEAD = " instead";
const INSTEAD_FIRST = "instead ";

/** The positions being read, so that the first sentence's clauses don't try this clause again where it began. */
const reading: { text: string; at: number }[] = [];

export const insteadIfClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (reading.some((r) => r.text === text && r.at === at)) return;
    reading.push({ text, at });
    try {
      for (const [otherwise, end] of modeClauses.parse(text, at)) {
        if (!text.startsWith(IF, end)) continue;
        for (const [condition, afterIf] of playedConditions.parse(text, end + IF.length)) {
          if (!text.startsWith(", ", afterIf)) continue;
          for (const [effects, stop] of modeClauses.parse(text, afterIf + 2)) {
            if (text.startsWith(INSTEAD, stop)) yield [[{ do: "conditional", if: condition, effects, otherwise }], stop + INSTEAD.length];
          }
          // "..., instead that player draws four cards, then discards two cards." (Careful Consideration): "instead" said first; the same effect (printed with "instead" last).
          if (!text.startsWith(INSTEAD_FIRST, afterIf + 2)) continue;
          for (const [effects, stop] of modeClauses.parse(text, afterIf + 2 + INSTEAD_FIRST.length)) yield [[{ do: "conditional", if: condition, effects, otherwise }], stop];
        }
      }
    } finally {
      reading.splice(reading.findIndex((r) => r.text === text && r.at === at), 1);
    }
  },
  print(cs) {
    const c = cs.length === 1 && cs[0]!.do === "conditional" ? cs[0]! : undefined;
    const otherwise = c?.otherwise as Clause[] | undefined;
    if (!c || !otherwise?.length) return undefined;
    const condition = playedConditions.print(c.if as Condition);
    const first = modeClauses.print(otherwise);
    const then = modeClauses.print(c.effects as Clause[]);
    return condition === undefined || first === undefined || then === undefined ? undefined : `${first}${IF}${condition}, ${then}${INSTEAD}`;
  },
};
