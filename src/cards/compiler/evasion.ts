// Evasion restrictions and block requirements (309.2), as effects until end of turn (418.5,
// layer 5 with the effect's timestamp) and as lines of a creature: "Target creature is
// unblockable this turn" (Ethereal Usher), "Target creature can't attack or block this turn"
// (Thundersong Trumpeter), "All creatures able to block ~ this turn do so" (Mortipede), "Target
// creature can't block ~ this turn" (Screeching Griffin), "Target creature blocks ~ this turn if
// able" (Burning-Tree Bloodscale), "~ can't be blocked this turn except by two or more creatures"
// (Gruul Nodorog), "Creatures without defender can't block ~ this turn" (Sabertooth Alley Cat),
// "Defending player blocks ~ if able" (Goblin Fire Fiend). Engine: combat/block-legality.ts,
// block-restrictions.ts, source-blocks.ts, requirements.ts.
import type { Part } from "./abilities.js";
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lit, map, syn, word, type Syntax } from "./syntax.js";

type Restriction = string;

/** An effect until end of turn giving `object` these restrictions. */
function thisTurn<T extends unknown[]>(s: Syntax<T>, restrictions: Restriction[], objectOf: (v: T) => unknown, slotsOf: (object: unknown) => unknown): Syntax<Clause[]> {
  return map(
    s,
    (v) => {
      const object = objectOf(v);
      return object === undefined ? undefined : [{ do: "becomes", object, modifications: restrictions.map((restriction) => ({ kind: "addRestriction", restriction })), duration: "endOfTurn" }];
    },
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      const mods = c?.modifications as { kind: string; restriction?: string }[] | undefined;
      if (!c || c.do !== "becomes" || c.duration !== "endOfTurn" || !mods || (c.object as { all?: unknown }).all) return undefined;
      if (mods.length !== restrictions.length || mods.some((m, i) => m.kind !== "addRestriction" || m.restriction !== restrictions[i])) return undefined;
      return slotsOf(c.object);
    },
  );
}

/** The effects: `object` is the effects grammar's (effects.ts). */
export function evasionClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  // `notSelf`: the clause names ~ as the attacker, so the object is another creature.
  const onObject = (after: string, restrictions: Restriction[], notSelf = false) =>
    thisTurn(syn`${object}${lit(after)}`, restrictions, ([o]) => (notSelf && o === "self" ? undefined : o), (o) => (notSelf && o === "self" ? undefined : [o, null]));
  const onSelf = (text: string, restrictions: Restriction[]) => thisTurn(syn`${lit(text)}`, restrictions, () => "self", (o) => (o === "self" ? [null] : undefined));
  return alt<Clause[]>(
    onObject(" is unblockable this turn", ["unblockable"]),
    onObject(" can't attack or block this turn", ["cantAttack", "cantBlock"]),
    onObject(" can't block ~ this turn", ["cantBlockSource"], true),
    onObject(" blocks ~ this turn if able", ["blocksSourceIfAble"], true),
    onSelf("all creatures able to block ~ this turn do so", ["allAbleToBlockDoSo"]),
    onSelf("~ can't be blocked this turn except by two or more creatures", ["cantBeBlockedExceptByTwoOrMore"]),
    onSelf("creatures without defender can't block ~ this turn", ["cantBeBlockedExceptByDefender"]),
    eachCantAttackOrBlock,
  );
}

/** "Each creature with converted mana cost X can't attack or block this turn" (Droning Bureaucrats): the
 * creatures that match as it resolves, X being the value announced (409.1b; engine/effects/effects.ts "becomes"). */
const eachCantAttackOrBlock: Syntax<Clause[]> = map(
  syn`each ${filterPhrase("each")} can't attack or block this turn`,
  ([all]) => (all.controller ? undefined : [{ do: "becomes", object: { all }, modifications: [{ kind: "addRestriction", restriction: "cantAttack" }, { kind: "addRestriction", restriction: "cantBlock" }], duration: "endOfTurn" }]),
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const all = (c?.object as { all?: Filter } | undefined)?.all;
    const mods = c?.modifications as { kind: string; restriction?: string }[] | undefined;
    if (!c || c.do !== "becomes" || c.duration !== "endOfTurn" || !all || all.controller || all.other || mods?.length !== 2) return undefined;
    return mods[0]!.restriction === "cantAttack" && mods[1]!.restriction === "cantBlock" && mods.every((m) => m.kind === "addRestriction") ? [all] : undefined;
  },
);

/** Lines of a creature about blocking it (309.2). */
export const evasionLines: Syntax<Part> = alt<Part>(
  word("~ can't be blocked except by two or more creatures.", { restrictions: ["cantBeBlockedExceptByTwoOrMore"] }),
  word("Defending player blocks ~ if able.", { restrictions: ["blockedIfAble"] }),
);
