// "When ~ is put into a graveyard from play, if 4 or more damage was dealt to it this turn, ..."
// (Burning-Eye Zubera, Rushing-Tide Zubera): the trigger's intervening "if" (404.3: checked as it
// triggers and again as it resolves), about the permanent as it last existed in play (413.2): the
// turn counts the damage dealt to each permanent (engine/effects/damage-this-turn.ts), so
// regeneration, which removes the damage marked, doesn't lower it (419.6b).
import type { Condition } from "../language.js";
import { map, syn, type Syntax } from "./syntax.js";

const number: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};

export const damageToItIntervening: Syntax<Condition> = map(
  syn`, if ${number} or more damage was dealt to it this turn`,
  ([n]) => ({ selfDealtDamageThisTurnAtLeast: n }),
  (c) => (c.selfDealtDamageThisTurnAtLeast !== undefined ? [c.selfDealtDamageThisTurnAtLeast] : undefined),
);
