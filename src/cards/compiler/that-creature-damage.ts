// Damage to the controller of the creature a spell targeted, counted as it resolves (413.2):
// "Prevent all combat damage that would be dealt by target attacking or blocking creature this
// turn. If {R} was spent to play ~, it deals damage to that creature's controller equal to the
// creature's power." (Boros Fury-Shield: "it" is the spell, the source of the damage; the power is
// the creature's as the spell resolves, or as it last existed, spells/resolve.ts `targetPT`).
import type { Clause } from "./effects.js";
import { lit, map, type Syntax } from "./syntax.js";

const POWER = JSON.stringify({ powerOf: { target: "it" } });
const CONTROLLER = JSON.stringify({ controllerOf: { target: "it" } });

export const thatCreatureDamageClauses: Syntax<Clause[]> = map(
  lit("it deals damage to that creature's controller equal to the creature's power"),
  () => [{ do: "damage", amount: { powerOf: { target: "it" } }, to: { controllerOf: { target: "it" } } }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "damage" && !cs[0]!.divided ? cs[0]! : undefined;
    return c && JSON.stringify(c.amount) === POWER && JSON.stringify(c.to) === CONTROLLER ? null : undefined;
  },
);
