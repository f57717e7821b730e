// "Spend only black mana on X." (Consume Spirit): a line of the spell restricting how X is paid
// (409.1b: X is announced, then the total cost is paid, 409.1h). The engine adds X as mana of that
// color to the total cost (spells/costs.ts), which only mana of that color can pay.
import type { Part } from "./abilities.js";
import { COLORS } from "./nouns.js";
import { alt, word, type Syntax } from "./syntax.js";

export const xManaColorLine: Syntax<Part> = alt<Part>(...COLORS.map(([w, c]) => word<Part>(`Spend only ${w} mana on X.`, { xManaColor: c })));
