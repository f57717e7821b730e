// Life totals that "become" a number (215.5, May 2007 numbering): "your life total becomes 5"
// (Form of the Dragon), "each player's life total becomes the number of creatures he or she
// controls" (Biorhythm). Engine: effects/set-life.ts.
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const number = lazy(() => digits);

const isSet = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "setLife" ? cs[0]! : undefined);

export const setLifeClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(syn`your life total becomes ${number}`, ([n]) => [{ do: "setLife", player: "you", to: n }], (cs: Clause[]) => {
    const c = isSet(cs);
    return c && c.player === "you" && typeof c.to === "number" ? [c.to] : undefined;
  }),
  map(syn`each player's life total becomes the number of ${filterPhrase("many")} he or she controls`, ([f]) => (f.controller || f.other ? undefined : [{ do: "setLife", player: "each", to: { controlled: f } }]), (cs: Clause[]) => {
    const c = isSet(cs);
    const to = c?.to as { controlled?: Filter } | undefined;
    return c && c.player === "each" && typeof to === "object" && to.controlled ? [to.controlled] : undefined;
  }),
);
