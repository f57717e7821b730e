// Lines about counters on the permanent itself (the Myojin of Champions of Kamigawa):
// "~ comes into play with a divinity counter on it if you played it from your hand." (419.1c:
// how it comes into play, only as a spell played from its owner's hand resolves) and "~ is
// indestructible as long as it has a divinity counter on it." (a static ability of the
// permanent, applying while the counter is there; glossary "Indestructible"); "~ comes into
// play with X charge counters on it" (419.1c, X as announced for its spell, 409.1b); "~ comes into
// play with a +1/+1 counter on it for each creature card in your graveyard" (419.1c, counted as it
// comes into play; zones/arrival-counters.ts); "~ comes into play with X +1/+1 counters on it, where X is
// the number of other creatures in play" (Stag Beetle, 419.1c, counted as it comes into play).
import { counterKind } from "./effects.js";
import { cardNoun } from "./hand-library.js";
import { filterPhrase } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";
import type { Part } from "./abilities.js";
import type { StaticAbility } from "../language.js";

const fromHand: Syntax<Part> = map(
  syn`~ comes into play with a ${counterKind} counter on it if you played it from your hand.`,
  ([k]): Part => ({ comesIntoPlay: { countersIfPlayedFromHand: { [k]: 1 } } }),
  (p) => {
    if (!("comesIntoPlay" in p)) return undefined;
    const { countersIfPlayedFromHand, ...rest } = p.comesIntoPlay;
    const c = Object.entries(countersIfPlayedFromHand ?? {});
    return Object.keys(rest).length === 0 && c.length === 1 && c[0]![1] === 1 ? [c[0]![0]] : undefined;
  },
);

const indestructibleWhileCounter: Syntax<Part> = map(
  syn`~ is indestructible as long as it has a ${counterKind} counter on it.`,
  ([k]): Part => ({ statics: [{ affects: "self", condition: { selfHasCounter: k }, modification: { kind: "addRestriction", restriction: "indestructible" } } as StaticAbility] }),
  (p) => {
    if (!("statics" in p) || p.statics.length !== 1) return undefined;
    const st = p.statics[0]! as StaticAbility;
    const m = st.modification as { kind: string; restriction?: string };
    return st.affects === "self" && !st.also && st.condition?.selfHasCounter && m.kind === "addRestriction" && m.restriction === "indestructible" ? [st.condition.selfHasCounter] : undefined;
  },
);

/** "~ comes into play with X charge counters on it": X is the value announced for its spell (409.1b). */
const xCounters: Syntax<Part> = map(
  syn`~ comes into play with X ${counterKind} counters on it.`,
  ([k]): Part => ({ comesIntoPlay: { countersX: k } }),
  (p) => ("comesIntoPlay" in p && p.comesIntoPlay.countersX && Object.keys(p.comesIntoPlay).length === 1 ? [p.comesIntoPlay.countersX] : undefined),
);

/** "~ comes into play with a +1/+1 counter on it for each creature card in your graveyard." */
const perGraveyardCard: Syntax<Part> = map(
  syn`~ comes into play with a ${counterKind} counter on it for each ${lazy(() => cardNoun)} in your graveyard.`,
  ([counter, count]): Part | undefined => (Object.keys(count).length ? { comesIntoPlay: { countersPerCardInYourGraveyard: { counter, count } } } : undefined),
  (p) => {
    const cip = "comesIntoPlay" in p ? p.comesIntoPlay : undefined;
    const per = cip?.countersPerCardInYourGraveyard;
    return per && Object.keys(cip).length === 1 ? [per.counter, per.count] : undefined;
  },
);

/** "~ comes into play with X +1/+1 counters on it, where X is the number of other creatures in play." (Stag Beetle). */
const perOtherInPlay: Syntax<Part> = map(
  syn`~ comes into play with X ${counterKind} counters on it, where X is the number of other ${filterPhrase("many")} in play.`,
  ([counter, count]): Part | undefined => (count.controller || count.other || count.combat || count.tapped !== undefined || count.keywords || count.notKeywords ? undefined : { comesIntoPlay: { countersPerOtherInPlay: { counter, count } } }),
  (p) => {
    const cip = "comesIntoPlay" in p ? p.comesIntoPlay : undefined;
    const per = cip?.countersPerOtherInPlay;
    return per && Object.keys(cip).length === 1 ? [per.counter, per.count] : undefined;
  },
);

export const counterLines: Syntax<Part> = alt(fromHand, indestructibleWhileCounter, xCounters, perGraveyardCard, perOtherInPlay);
