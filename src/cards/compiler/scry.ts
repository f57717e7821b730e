// 502.36a "Scry N": the keyword of an instant or sorcery, on a line of its own after the spell's
// other instructions ("Draw a card.\nScry 2"); the language holds N in the card's `scry` field and
// the engine scries as the spell's last instruction (engine/keywords/scry.ts).
import type { Part } from "./abilities.js";
import { digits } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";

export const scryLine: Syntax<Part> = map(
  syn`Scry ${digits}`,
  ([n]) => (n > 0 ? ({ scry: n } as unknown as Part) : undefined),
  (p) => ("scry" in p ? [(p as unknown as { scry: number }).scry] : undefined),
);
