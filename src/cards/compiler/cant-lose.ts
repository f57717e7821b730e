// "You can't lose the game this turn and your opponents can't win the game this turn." and "Until
// end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead."
// (Angel's Grace): effects for the spell's controller that last until the turn ends (102.2, 102.3,
// 420.5; 419.6). Engine: effects/cant-lose.ts, effects/life-floor.ts.
import type { Clause } from "./effects.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

const digits: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m && Number(m[0]) > 0) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};

const cantLose = word("you can't lose the game this turn and your opponents can't win the game this turn", [{ do: "cantLoseThisTurn" }] as Clause[]);

/** The same N twice: "less than 1 reduces it to 1". */
const floorThisTurn: Syntax<Clause[]> = map(
  syn`until end of turn, damage that would reduce your life total to less than ${digits} reduces it to ${digits} instead`,
  ([a, b]) => (a === b && a > 0 ? [{ do: "lifeFloorThisTurn", floor: a }] : undefined),
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "lifeFloorThisTurn" ? [cs[0]!.floor as number, cs[0]!.floor as number] : undefined),
);

export const cantLoseClauses: Syntax<Clause[]> = alt(cantLose, floorThisTurn);
