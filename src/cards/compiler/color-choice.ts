// "[object] gains protection from the color of your choice until end of turn" and "Creatures
// you control gain protection from the color of your choice until end of turn": the color is
// chosen as the spell or ability resolves (engine/effects/color-choice.ts); Persecute's "Choose a
// color. Target player reveals his or her hand and discards all cards of that color."; "~'s type
// becomes the creature type of your choice until end of turn" (the Mistform creatures), and "Choose a
// creature type [other than Legend or Wall]. Target creature's type becomes that type until end of turn.";
// "Choose a color. [object] gains protection from the chosen color until end of turn." (Bathe in Light).
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, capital, lit, map, opt, syn, word, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

const CREATURES = { types: ["creature"] };
const YOUR_CREATURES = { types: ["creature"], controller: "you" };
/** "Target creature's type", "Each creature's type", "The type of each creature you control": what a chosen creature type is given to. */
const typeChanged = (object: Syntax<unknown>): Syntax<unknown> =>
  alt<unknown>(
    map(syn`${capital(object)}'s type`, ([o]) => (typeof o === "object" && o !== null && "target" in o ? o : undefined), (o) => (typeof o === "object" && o !== null && "target" in o ? [o] : undefined)),
    word("Each creature's type", { all: CREATURES }),
    word("The type of each creature you control", { all: YOUR_CREATURES }),
  );

/** `object`: the effects grammar's "~", "target creature ...", "it"; `third`: its "target player", "that player" (effects.ts). */
export function colorChoiceClauses(object: Syntax<unknown>, third: Syntax<unknown>): Syntax<Clause[]> {
  const one = (c: Clause) => [c];
  return alt<Clause[]>(
    map(
      syn`${object}'s type becomes the creature type of your choice until end of turn`,
      ([o]) => one({ do: "becomesChosenCreatureType", object: o }),
      (cs) => (cs.length === 1 && cs[0]!.do === "becomesChosenCreatureType" && !cs[0]!.notLegendOrWall ? [cs[0]!.object] : undefined),
    ),
    // "Choose a creature type [other than Legend or Wall]. Target creature's type (Each creature's type, The type of each creature you control) becomes that type until end of turn." (Imagecrafter, Standardize, Mistform Wakecaster).
    map(
      syn`choose a creature type${opt(lit(" other than Legend or Wall"))}. ${typeChanged(object)} becomes that type until end of turn`,
      ([except, o]) => one({ do: "becomesChosenCreatureType", object: o, ...(except === undefined ? {} : { notLegendOrWall: true }) }),
      (cs) => {
        const c = cs.length === 1 && cs[0]!.do === "becomesChosenCreatureType" ? (cs[0] as unknown as { object: unknown; notLegendOrWall?: true }) : undefined;
        return c && (typeof c.object === "object" && c.object !== null && ("all" in c.object || "target" in c.object)) ? [c.notLegendOrWall ? null : undefined, c.object] : undefined;
      },
    ),
    // Persecute: the choice, then what is done with it.
    map(
      syn`choose a color. ${capital(third)} reveals his or her hand and discards all cards of that color`,
      ([p]) => one({ do: "discardAllOfChosenColor", player: p }),
      (cs) => (cs.length === 1 && cs[0]!.do === "discardAllOfChosenColor" ? [cs[0]!.player] : undefined),
    ),
    // Bathe in Light: the choice, then "the chosen color" (kept by the resolution, so a Radiance group shares one color).
    map(
      syn`choose a color. ${capital(object)} gains protection from the chosen color until end of turn`,
      ([o]) => [{ do: "chooseColor" }, { do: "gainProtectionFromColorChosen", object: o }],
      (cs) => (cs.length === 2 && cs[0]!.do === "chooseColor" && cs[1]!.do === "gainProtectionFromColorChosen" ? [cs[1]!.object] : undefined),
    ),
    map(
      syn`${object} gains protection from the color of your choice until end of turn`,
      ([o]) => one({ do: "gainProtectionFromChosenColor", object: o }),
      (cs) => (cs.length === 1 && cs[0]!.do === "gainProtectionFromChosenColor" && !(cs[0]!.object as { all?: unknown }).all ? [cs[0]!.object] : undefined),
    ),
    map(
      syn`${filterPhrase("many")} gain protection from the color of your choice until end of turn`,
      ([f]) => (f.controller ? one({ do: "gainProtectionFromChosenColor", object: { all: f } }) : undefined),
      (cs) => {
        const all = cs.length === 1 && cs[0]!.do === "gainProtectionFromChosenColor" ? (cs[0]!.object as { all?: Filter }).all : undefined;
        return all?.controller ? [all] : undefined;
      },
    ),
  );
}
