// A spell's "Add {R} to your mana pool for each Goblin in play." (Brightstone Ritual), "... for each
// tapped land your opponents control" (Mana Geyser), "... for each card in your hand" (Inner Fire):
// the mana that many times, counted as the spell resolves (413.2; engine effects/effects.ts
// addMana). A mana ability's "for each Locus in play" (Cloudpost) and "equal to ~'s power"
// (Viridian Joiner) are counted as it is played (406.1; spells/mana-instead.ts countedManaNow).
import type { Clause } from "./effects.js";
import { counted } from "./draw-per-count.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";
import { manaSymbols } from "./effects.js";

type Each = { perEach: 1; count: Filter } | { perCardInHand: 1 };

/** "Goblin in play", "artifact you control", "tapped land your opponents control" (a singular noun: "for each"), "card in your hand". */
const perCount = (): Syntax<Each> =>
  alt<Each>(
    map(counted(), (count) => ({ perEach: 1, count }), (e) => ("perEach" in e && e.count.controller !== "opponent" ? e.count : undefined)),
    map(
      syn`${filterPhrase("one")} your opponents control`,
      ([f]) => (f.controller || f.other ? undefined : { perEach: 1, count: { ...f, controller: "opponent" } }),
      (e) => {
        if (!("perEach" in e) || e.count.controller !== "opponent") return undefined;
        const { controller: _, ...f } = e.count;
        return [f];
      },
    ),
    map(lit("card in your hand"), () => ({ perCardInHand: 1 }), (e) => ("perCardInHand" in e ? null : undefined)),
  );

let built: Syntax<Clause[]> | undefined;
export const manaPerCountClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= alt<Clause[]>(
      // "{T}: Add an amount of {G} to your mana pool equal to ~'s power." (Viridian Joiner): its power as the mana ability is played (406.1; spells/mana-instead.ts).
      map(
        syn`add an amount of ${lazy(() => manaSymbols)} to your mana pool equal to ~'s power`,
        ([mana]) => (mana.length === 1 ? [{ do: "addMana", mana, each: { sourcePower: "self" } }] : undefined),
        (cs: Clause[]) => {
          const c = cs.length === 1 ? cs[0]! : undefined;
          return c?.do === "addMana" && !c.instead && !c.player && c.each && "sourcePower" in (c.each as object) ? [c.mana as string] : undefined;
        },
      ),
      map(
      syn`add ${lazy(() => manaSymbols)} to your mana pool for each ${perCount()}`,
      ([mana, each]) => [{ do: "addMana", mana, each }],
      (cs: Clause[]) => {
        const c = cs.length === 1 ? cs[0]! : undefined;
        const each = c?.do === "addMana" && !c.instead && !c.player ? (c.each as Record<string, unknown> | undefined) : undefined;
        return each && (("perEach" in each && each.perEach === 1) || ("perCardInHand" in each && each.perCardInHand === 1)) ? [c!.mana as string, each as Each] : undefined;
      },
      ),
    )),
);
