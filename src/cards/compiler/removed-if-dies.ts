// 419.6, "remove it from the game instead" of a graveyard: the static ability "If a creature
// dealt damage by ~ this turn would be put into a graveyard, remove it from the game instead."
// (Kumano's Pupils; "by enchanted creature": Kumano's Blessing), the card's `replacements` entry
// `damagedByToRemoved`; and the effects "If a creature dealt damage this way would be put into a
// graveyard this turn, remove it from the game instead." (Yamabushi's Flame) and "If that
// creature would be put into a graveyard this turn, ..." (Nine-Ringed Bo). Engine:
// effects/removed-if-dies.ts.
import type { Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import type { Clause } from "./effects.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type ByDealer = Extract<Replacement, { kind: "damagedByToRemoved" }>;
const INSTEAD = "would be put into a graveyard, remove it from the game instead.";

const staticLine = (dealer: string, by: ByDealer["by"]): Syntax<Part> =>
  word<Part>(`If a creature dealt damage by ${dealer} this turn ${INSTEAD}`, { replacements: [{ kind: "damagedByToRemoved", by }] } as unknown as Part);

export const removedIfDiesLines: Syntax<Part> = alt(staticLine("~", "self"), staticLine("enchanted creature", "enchanted"));

/** `object` is the effects grammar's permanent ("~", a target, "that creature"). */
export function removedIfDiesClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  const only = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "removedIfDiesThisTurn" ? cs[0]!.object : undefined);
  return alt(
    word<Clause[]>("if a creature dealt damage this way would be put into a graveyard this turn, remove it from the game instead", [{ do: "removedIfDiesThisTurn", object: "damagedThisWay" }]),
    map(
      syn`if ${object} would be put into a graveyard this turn, remove it from the game instead`,
      ([o]) => [{ do: "removedIfDiesThisTurn", object: o }],
      (cs: Clause[]) => {
        const o = only(cs);
        return o !== undefined && o !== "damagedThisWay" ? [o] : undefined;
      },
    ),
  );
}
