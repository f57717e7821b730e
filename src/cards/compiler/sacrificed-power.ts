// "Sacrifice a creature: Draw cards equal to the sacrificed creature's power" (Greater Good): the
// power of the creature sacrificed to pay the ability's cost (409.1f), as it last existed in play
// (413.2: it is in the graveyard by the time the ability resolves; spells/playing.ts keeps it on
// the ability). The language accepts the amount only in an ability whose cost sacrifices a creature.
import type { Clause } from "./effects.js";
import { lit, map, same, type Syntax } from "./syntax.js";

const DRAW: Clause = { do: "draw", amount: { sacrificedCreature: "power" }, player: "you" };

export const sacrificedPowerClauses: Syntax<Clause[]> = map(
  lit("draw cards equal to the sacrificed creature's power"),
  () => [DRAW],
  (cs) => (same(cs, [DRAW]) ? null : undefined),
);
