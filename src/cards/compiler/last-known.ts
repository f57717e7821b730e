// Amounts read from an object that an earlier clause may have moved (413.2: the effect uses the
// object's current information in the zone it was expected to be in, else its last known
// information): "Destroy target attacking creature. You gain life equal to its power." (Chastise).
// "its" is the last target named (targets.ts); engine: spells/resolve.ts `targetPower`.
import type { Clause } from "./effects.js";
import { lit, map, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ target: "it" });

/** "you gain life equal to its power": the power of the target named before. */
export const lastKnownClauses: Syntax<Clause[]> = map(
  lit("you gain life equal to its power"),
  () => [{ do: "gainLife", amount: { powerOf: { target: "it" } }, player: "you" }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const a = c?.amount as { powerOf?: unknown } | undefined;
    return c?.do === "gainLife" && c.player === "you" && typeof a === "object" && JSON.stringify(a.powerOf) === IT ? null : undefined;
  },
);
