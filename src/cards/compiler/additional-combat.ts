// Relentless Assault: "Untap all creatures that attacked this turn. After this main phase, there
// is an additional combat phase followed by an additional main phase." — the creatures declared
// as attackers in a combat phase of this turn (308), and phases added after the current main
// phase (300.7; engine/turn/additional-phases.ts).
import type { Clause } from "./effects.js";
import { alt, lit, map, same, type Syntax } from "./syntax.js";

const UNTAP: Clause = { do: "untap", object: { all: { types: ["creature"], combat: "attackedThisTurn" } } };
const PHASES: Clause = { do: "additionalCombatAndMain" };

const fixed = (words: string, c: Clause): Syntax<Clause[]> => map(lit(words), () => [c], (cs) => (same(cs, [c]) ? null : undefined));

export const additionalCombatClauses: Syntax<Clause[]> = alt(
  fixed("untap all creatures that attacked this turn", UNTAP),
  fixed("after this main phase, there is an additional combat phase followed by an additional main phase", PHASES),
);
