// "Destroy target artifact and target enchantment" (Stomp and Howl): two words "target", two
// targets chosen as the spell is played (409.1c), each destroyed as it resolves if it is still
// a legal target (413.2a: one illegal target doesn't stop the other's destruction).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const isPermanent = (s: TargetSpec) => s.kind === "creature" || s.kind === "permanent";
const inline = (c: Clause | undefined): TargetSpec | undefined => {
  if (!c || c.do !== "destroy" || c.noRegeneration || Object.keys(c).length !== 2) return undefined;
  const t = (c.object as InlineTarget | undefined)?.target;
  return typeof t === "object" && isPermanent(t) && !t.another ? t : undefined;
};

export const destroyPairClauses: Syntax<Clause[]> = map(
  syn`destroy ${target} and ${target}`,
  ([a, b]) => (isPermanent(a) && isPermanent(b) && !a.another && !b.another ? [{ do: "destroy", object: { target: a } }, { do: "destroy", object: { target: b } }] : undefined),
  (cs: Clause[]) => {
    const [a, b] = [inline(cs[0]), inline(cs[1])];
    return cs.length === 2 && a && b ? [a, b] : undefined;
  },
);
