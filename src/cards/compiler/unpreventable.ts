// "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented.": the
// second sentence makes the damage of the first one that no prevention effect applies to (419;
// engine effects/replacement.ts).
import type { Clause } from "./effects.js";
import type { Syntax } from "./syntax.js";

const TAIL = ". The damage can't be prevented";

/** `damage`: the clauses that say one undivided damage effect. */
export function unpreventableClauses(damage: Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      for (const [cs, end] of damage.parse(text, at))
        if (cs.length === 1 && cs[0]!.do === "damage" && !cs[0]!.divided && text.startsWith(TAIL, end)) yield [[{ ...cs[0]!, unpreventable: true }], end + TAIL.length];
    },
    print: (cs) => {
      if (cs.length !== 1 || cs[0]!.do !== "damage" || !cs[0]!.unpreventable) return undefined;
      const { unpreventable: _, ...plain } = cs[0]!;
      const p = damage.print([plain]);
      return p === undefined ? undefined : p + TAIL;
    },
  };
}
