// Polymorph: "Its controller reveals cards from the top of his or her library until he or she
// reveals a creature card. The player puts that card into play and shuffles all other cards
// revealed this way into his or her library." — two sentences of one process, after a target
// permanent ("its controller": as the effect resolves, or as the permanent last existed, 413.2;
// engine/effects/reveal-until.ts).
import type { Clause } from "./effects.js";
import { lit, map, same, type Syntax } from "./syntax.js";

const REVEAL: Clause = { do: "revealUntilCreatureIntoPlay", player: { controllerOf: { target: "it" } } };

export const revealUntilClauses: Syntax<Clause[]> = map(
  lit("its controller reveals cards from the top of his or her library until he or she reveals a creature card. The player puts that card into play and shuffles all other cards revealed this way into his or her library"),
  () => [REVEAL],
  (cs) => (same(cs, [REVEAL]) ? null : undefined),
);
