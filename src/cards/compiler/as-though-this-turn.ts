// "Target creature with a +1/+1 counter on it can block as though it had flying this turn"
// (Aquastrand Spider): a spell or ability gives a permanent the rule-changing ability that lets
// it block creatures with flying (502.4: a creature with flying can be blocked only by creatures
// with flying or that can block as though they had it) until end of turn; the same ability the
// Spiders print (abilities.ts `asThough`), as a layer-5 effect (engine/effects/characteristics.ts).
// "Creatures you control with defender can attack this turn as though they didn't have defender"
// (Wakestone Gargoyle): the same for attacking (502.41), on the creatures that match as it
// resolves (418.3b? a group fixed then: a creature given defender later isn't freed).
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

const ADD = { kind: "addAsThough", asThough: "blockAsThoughFlying" } as const;
const ATTACK = { kind: "addAsThough", asThough: "attackAsThoughNoDefender" } as const;
/** "Creatures you control with defender": the keyword after the controller (filterPhrase reads "creatures with defender you control"). */
const DEFENDER = ["defender"];
const group: Syntax<Filter> = alt<Filter>(
  map(syn`${filterPhrase("many")} with defender`, ([f]) => (f.controller && !f.keywords ? { ...f, keywords: DEFENDER } : undefined), (f) => {
    if (!f.controller || JSON.stringify(f.keywords) !== JSON.stringify(DEFENDER)) return undefined;
    const { keywords: _, ...rest } = f;
    return [rest];
  }),
  filterPhrase("many"),
);
/** The clause's one "becomes ... until end of turn" giving exactly `mod`. */
const giving = (cs: Clause[], mod: object) => {
  const c = cs.length === 1 ? cs[0]! : undefined;
  return c && c.do === "becomes" && c.duration === "endOfTurn" && JSON.stringify(c.modifications) === JSON.stringify([mod]) ? c : undefined;
};

/** `object` is the effects grammar's permanent reference (effects.ts). */
export function asThoughThisTurnClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  return alt<Clause[]>(
    map(
      syn`${object} can block as though it had flying this turn`,
      ([o]): Clause[] => [{ do: "becomes", object: o, modifications: [ADD], duration: "endOfTurn" }],
      (cs: Clause[]) => {
        const c = giving(cs, ADD);
        return c && [c.object];
      },
    ),
    // "{G}: Matsu-Tribe Birdstalker may block as though it had flying until end of turn." (SOK): the same effect.
    map(
      syn`${object} may block as though it had flying until end of turn`,
      ([o]): Clause[] => [{ do: "becomes", object: o, modifications: [ADD], duration: "endOfTurn" }],
      (cs: Clause[]) => {
        const c = giving(cs, ADD);
        return c && [c.object];
      },
    ),
    map(
      syn`${group} can attack this turn as though they didn't have defender`,
      ([f]): Clause[] => [{ do: "becomes", object: { all: f }, modifications: [ATTACK], duration: "endOfTurn" }],
      (cs: Clause[]) => {
        const all = (giving(cs, ATTACK)?.object as { all?: Filter } | undefined)?.all;
        return all && [all];
      },
    ),
  );
}
