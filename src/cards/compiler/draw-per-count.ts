// "Draw a card for each Shrine you control" (Honden of Seeing Winds), "for each permanent you
// control" (Myojin of Seeing Winds), "for each Bird in play" (Airborne Aid): as many cards as
// permanents match as the effect resolves (413.2; engine/effects/count-permanents.ts).
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

// Built on first use: effects.ts imports this module, and nouns.ts is part of that cycle.
export const counted = (): Syntax<Filter> =>
  alt<Filter>(
    map(filterPhrase("one"), (f) => (f.controller === "you" && !f.other ? f : undefined), (f) => (f.controller === "you" ? f : undefined)),
    map(syn`${filterPhrase("one")} in play`, ([f]) => (f.controller || f.other ? undefined : f), (f) => (f.controller ? undefined : [f])),
  );

const perPermanent = (c: Clause) => (c.do === "draw" && c.player === "you" && typeof c.amount === "object" && c.amount && "perPermanent" in c.amount ? (c.amount as { perPermanent: Filter }).perPermanent : undefined);

let built: Syntax<Clause[]> | undefined;
export const drawPerCountClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= map(
      syn`draw a card for each ${counted()}`,
      ([f]) => [{ do: "draw", amount: { perPermanent: f }, player: "you" }],
      (cs: Clause[]) => (cs.length === 1 && perPermanent(cs[0]!) ? [perPermanent(cs[0]!)] : undefined),
    )),
);
