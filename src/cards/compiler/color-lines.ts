// "Evermind is blue." (Evermind, Ancestral Vision and the Time Spiral cards without a mana cost),
// "Transguild Courier is all colors (even if this card isn't in play)." (the reminder removed by
// `normalise`, leaving a space before the period): a characteristic-defining ability giving the
// card its colors in every zone (203.2), the card-level field `colorsDefined`. The engine reads a
// card's colors from its data, which the registry checks are these.
import type { Part } from "./abilities.js";
import { alt, word, type Syntax } from "./syntax.js";

type Color = "W" | "U" | "B" | "R" | "G";
const line = (words: string, colors: Color[]): Syntax<Part> => word(`~ is ${words}.`, { colorsDefined: colors } as unknown as Part);

export const colorLines: Syntax<Part> = alt<Part>(
  line("white", ["W"]),
  line("blue", ["U"]),
  line("black", ["B"]),
  line("red", ["R"]),
  line("green", ["G"]),
  line("all colors ", ["W", "U", "B", "R", "G"]),
);
