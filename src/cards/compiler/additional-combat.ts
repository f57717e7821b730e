// Relentless Assault: "Untap all creatures that attacked this turn. After this main phase, there
// is an additional combat phase followed by an additional main phase." — the creatures declared
// as attackers in a combat phase of this turn (308), and phases added after the current main
// phase (300.7; engine/turn/additional-phases.ts). Godo, Bandit Warlord: "Whenever ~ attacks for
// the first time each turn, untap it and all Samurai you control. After this phase, you get an
// additional combat phase." — "it" is Godo itself ("it:self", targets.ts), and one combat phase is
// added after the current one.
import type { Clause } from "./effects.js";
import { filterPhrase } from "./nouns.js";
import { alt, lit, map, same, syn, type Syntax } from "./syntax.js";

const UNTAP: Clause = { do: "untap", object: { all: { types: ["creature"], combat: "attackedThisTurn" } } };
const PHASES: Clause = { do: "additionalCombatAndMain" };
const COMBAT: Clause = { do: "additionalCombat" };

/** "untap it and all Samurai you control": the source and every permanent of the filter. */
const untapItAndAll: Syntax<Clause[]> = map(
  syn`untap it and all ${filterPhrase("many")}`,
  ([f]) => (f.other ? undefined : [{ do: "untap", object: "it:self" }, { do: "untap", object: { all: f } }]),
  (cs) => {
    const [it, all] = cs as { do: string; object?: unknown; player?: unknown }[];
    // Printed from a definition, "it" is the source itself ("self").
    const itself = it?.object === "it:self" || it?.object === "self";
    const group = all?.object && typeof all.object === "object" && "all" in all.object ? (all.object as { all: never }).all : undefined;
    return cs.length === 2 && it!.do === "untap" && itself && all!.do === "untap" && group && !all!.player ? [group] : undefined;
  },
);

const fixed = (words: string, c: Clause): Syntax<Clause[]> => map(lit(words), () => [c], (cs) => (same(cs, [c]) ? null : undefined));

export const additionalCombatClauses: Syntax<Clause[]> = alt(
  fixed("untap all creatures that attacked this turn", UNTAP),
  fixed("after this main phase, there is an additional combat phase followed by an additional main phase", PHASES),
  fixed("after this phase, you get an additional combat phase", COMBAT),
  untapItAndAll,
);
