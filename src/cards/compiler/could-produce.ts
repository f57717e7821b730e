// "Add to your mana pool one mana of any color that a land an opponent controls could produce"
// (Fellwar Stone) and "... one mana of any color a basic land you control could produce" (Star
// Compass): a mana ability whose colors are read from other lands' mana abilities as it is
// played (406.1; engine/spells/could-produce.ts).
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

type Lands = "opponents" | "basicYours";
const lands: Syntax<Lands> = alt(
  map(lit("that a land an opponent controls"), () => "opponents" as const, (l) => (l === "opponents" ? null : undefined)),
  map(lit("a basic land you control"), () => "basicYours" as const, (l) => (l === "basicYours" ? null : undefined)),
);

const couldProduce = one(
  syn`add to your mana pool one mana of any color ${lands} could produce`,
  ([l]) => ({ do: "addManaLandsCouldProduce", lands: l }),
  (c) => (c.do === "addManaLandsCouldProduce" ? [c.lands as Lands] : undefined),
);

/** The "could produce" clauses (effects.ts lists them once). */
export const couldProduceClauses: Syntax<Clause[]> = couldProduce;
