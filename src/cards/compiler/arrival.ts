// Lines about how a permanent comes into play with a choice made as it does (419.1b): the
// shocklands' "As ~ comes into play, you may pay N life. If you don't, ~ comes into play tapped instead."
import { digits } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";
import type { Part } from "./abilities.js";

export const arrivalLines: Syntax<Part>[] = [
  map(
    syn`As ~ comes into play, you may pay ${digits} life. If you don't, ~ comes into play tapped instead.`,
    ([life]): Part | undefined => (life > 0 ? { comesIntoPlay: { payLifeOrTapped: life } } : undefined),
    (p) => ("comesIntoPlay" in p && p.comesIntoPlay.payLifeOrTapped && Object.keys(p.comesIntoPlay).length === 1 ? [p.comesIntoPlay.payLifeOrTapped] : undefined),
  ),
];
