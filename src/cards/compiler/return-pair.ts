// "Return target creature you control and target creature you don't control to their owners'
// hands" (Peel from Reality), "Return target creature card in a graveyard and target creature
// in play to their owners' hands" (Rise): two words "target", two targets chosen as the spell
// is played (409.1c), each returned as it resolves if it is still a legal target (413.2a: one
// illegal target doesn't stop the other's return). A permanent, or a card in a graveyard.
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { graveyardCard } from "./hand-library.js";
import { target } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

const isPermanent = (s: TargetSpec) => s.kind === "creature" || s.kind === "permanent";
const isGraveyardCard = (s: TargetSpec) => s.kind === "cardInAGraveyard" && !s.opponent;

/** "target creature you control", "target creature in play" (the words the era adds beside a graveyard card), "target creature card in a graveyard". */
const returned: Syntax<TargetSpec> = alt<TargetSpec>(
  map(target, (t) => (isPermanent(t) && !t.another ? t : undefined), (t) => (isPermanent(t) && !t.another ? t : undefined)),
  map(syn`${target} in play`, ([t]) => (isPermanent(t) && !t.another ? t : undefined), () => undefined),
  map(graveyardCard(["a"]), (r) => r.target as TargetSpec, (t) => (isGraveyardCard(t) ? { target: t } : undefined)),
);

const inline = (c: Clause | undefined): TargetSpec | undefined => {
  if (!c || c.do !== "returnToHand" || Object.keys(c).length !== 2) return undefined;
  const t = (c.object as InlineTarget | undefined)?.target;
  return typeof t === "object" && (isPermanent(t) || isGraveyardCard(t)) && !t.another ? t : undefined;
};

export const returnPairClauses: Syntax<Clause[]> = map(
  syn`return ${returned} and ${returned} to their owners' hands`,
  ([a, b]) => [{ do: "returnToHand", object: { target: a } }, { do: "returnToHand", object: { target: b } }],
  (cs: Clause[]) => {
    const [a, b] = [inline(cs[0]), inline(cs[1])];
    return cs.length === 2 && a && b ? [a, b] : undefined;
  },
);
