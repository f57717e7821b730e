// "~ deals damage to target creature or player equal to the number of Arcane cards in your
// graveyard." (Ire of Kaminari): the cards of a kind in its controller's graveyard, counted as
// it resolves (413.2); the spell itself is on the stack then, so it doesn't count itself. The
// language's `perCardInYourGraveyard` (engine effects/cards-in-graveyard.ts).
import type { ObjectFilter, TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { cardNoun } from "./hand-library.js";
import { target } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

type Per = { perCardInYourGraveyard: number; count: ObjectFilter };
const per = (v: unknown): Per | undefined => (typeof v === "object" && v !== null && "perCardInYourGraveyard" in v ? (v as Per) : undefined);
const recipient: Syntax<TargetSpec> = map(lazy(() => target), (t) => (["creatureOrPlayer", "creature", "player"].includes(t.kind) ? t : undefined), (t) => t);

export const graveyardCardClauses: Syntax<Clause[]> = lazy(() =>
  one(
    syn`~ deals damage to ${recipient} equal to the number of ${lazy(() => cardNoun)}s in your graveyard`,
    ([to, count]) => (Object.keys(count).length ? { do: "damage", amount: { perCardInYourGraveyard: 1, count }, to: { target: to } } : undefined),
    (c) => {
      const a = c.do === "damage" && !c.divided && !("itDeals" in c) ? per(c.amount) : undefined;
      const to = (c.to as { target?: TargetSpec } | undefined)?.target;
      return a && a.perCardInYourGraveyard === 1 && typeof to === "object" ? [to, a.count] : undefined;
    },
  ),
);
