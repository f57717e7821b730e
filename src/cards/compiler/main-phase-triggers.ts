// "At the beginning of your precombat main phase" (Altar of Shadows), "At the beginning of each
// player's precombat main phase" (Blinkmoth Urn): as the first main phase of the turn begins
// (300.1, 305.1); a main phase added after combat is no precombat main phase (300.7). "That
// player" is the active player (engine spells/step-triggers.ts).
import type { Trigger } from "../language.js";
import { counterKind, manaSymbols, type Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, words, type Syntax } from "./syntax.js";

export const mainPhaseTriggers = words<Trigger>([
  ["At the beginning of your precombat main phase", { on: "beginningOfStep", step: "precombatMain", whose: "yours" }],
  ["At the beginning of each player's precombat main phase", { on: "beginningOfStep", step: "precombatMain", whose: "each" }],
]);

/** An "add mana" clause as the grammar reads it. */
type Mana = { do: "addMana"; mana: string; player?: unknown; instead?: unknown; each?: unknown };
/**
 * What such an ability adds, on the stack (406.2): "add {B} to your mana pool for each charge
 * counter on ~" (Altar of Shadows: the counters as it resolves, or as it last existed in play),
 * "that player adds {1} to his or her mana pool for each artifact he or she controls" (Blinkmoth
 * Urn: the active player's artifacts).
 */
let built: Syntax<Clause[]> | undefined;
export const mainPhaseManaClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= alt<Clause[]>(
      map(
        syn`add ${lazy(() => manaSymbols)} to your mana pool for each ${lazy(() => counterKind)} counter on ~`,
        ([mana, perCounter]) => (mana.length === 1 ? [{ do: "addMana", mana, each: { perCounter, times: 1 } } as Clause] : undefined),
        (cs: Clause[]) => {
          const c = cs.length === 1 && cs[0]!.do === "addMana" ? (cs[0] as unknown as Mana) : undefined;
          const each = c && !c.player && !c.instead ? (c.each as { perCounter?: string; times?: number } | undefined) : undefined;
          return each?.perCounter && each.times === 1 ? [c!.mana, each.perCounter] : undefined;
        },
      ),
      map(
        syn`that player adds ${lazy(() => manaSymbols)} to his or her mana pool for each ${filterPhrase("one")} he or she controls`,
        ([mana, count]) => (mana.length !== 1 || count.controller || count.other ? undefined : [{ do: "addMana", mana, player: "thatPlayer", each: { perEach: 1, count, whose: "thatPlayer" } } as Clause]),
        (cs: Clause[]) => {
          const c = cs.length === 1 && cs[0]!.do === "addMana" ? (cs[0] as unknown as Mana) : undefined;
          const each = c && c.player === "thatPlayer" && !c.instead ? (c.each as { perEach?: number; count?: Filter; whose?: unknown } | undefined) : undefined;
          return each?.perEach === 1 && each.whose === "thatPlayer" && each.count ? [c!.mana, each.count] : undefined;
        },
      ),
    )),
);
