// Amounts read from an object that an earlier clause may have moved (413.2: the effect uses the
// object's current information in the zone it was expected to be in, else its last known
// information): "Destroy target attacking creature. You gain life equal to its power."
// (Chastise), "You gain life equal to its toughness." (Sever Soul), "You lose life equal to that
// creature's toughness." (Devour in Shadow). "its" / "that creature's" is the last target named
// (targets.ts); engine: spells/resolve.ts `targetPT`.
import type { Clause } from "./effects.js";
import { alt, lit, map, syn, words, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ target: "it" });
type Which = "powerOf" | "toughnessOf";
const verb = words<string>([["gain", "gainLife"], ["lose", "loseLife"]]);
const whose = alt(words<null>([["its", null], ["that creature's", null]]));
/** "that creature's" of a leaves-play trigger: the permanent it names, as it last existed (404.1, 413.2; Proper Burial). */
const left = map(lit("that creature's"), () => "thatCreature:last", (v) => (v === "thatCreature" || v === "thatCreature:last" ? null : undefined));
const which = words<Which>([["power", "powerOf"], ["toughness", "toughnessOf"]]);

/** "you gain (lose) life equal to its power (toughness)": of the target named before. */
export const lastKnownClauses: Syntax<Clause[]> = alt<Clause[]>(map(
  syn`you ${verb} life equal to ${whose} ${which}`,
  ([d, , w]) => [{ do: d, amount: { [w]: { target: "it" } }, player: "you" }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const a = c?.amount as Record<string, unknown> | undefined;
    if (!c || (c.do !== "gainLife" && c.do !== "loseLife") || c.player !== "you" || typeof a !== "object") return undefined;
    const w = (["powerOf", "toughnessOf"] as Which[]).find((k) => k in a && JSON.stringify(a[k]) === IT);
    return w && Object.keys(a).length === 1 ? [c.do, null, w] : undefined;
  },
),
  map(
    syn`you gain life equal to ${left} ${which}`,
    ([who, w]): Clause[] => [{ do: "gainLife", amount: { [w]: who }, player: "you" }],
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      const a = c?.amount as Record<string, unknown> | undefined;
      if (!c || c.do !== "gainLife" || c.player !== "you" || typeof a !== "object" || Object.keys(a).length !== 1) return undefined;
      const w = (["powerOf", "toughnessOf"] as Which[]).find((k) => a[k] === "thatCreature" || a[k] === "thatCreature:last");
      return w ? [a[w], w] : undefined;
    },
  ),
);
