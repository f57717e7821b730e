// "Play this ability only during combat." after an activated ability (403.1): the engine
// refuses it outside the combat phase (306; spells/playing.ts, timing "combat"). Jade Statue.
// "Play this ability only during the end of combat step." (Desert): outside that step (312;
// timing "endOfCombat").
import type { Part } from "./abilities.js";
import { activated } from "./abilities.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

const during = (words: string, timing: "combat" | "endOfCombat"): Syntax<Part> =>
  map(
    syn`${lazy(() => activated)} Play this ability only during ${word(words, null)}.`,
    ([p]) => ("ability" in p && p.ability.kind === "activated" && p.ability.timing !== "sorcery" ? { ability: { ...p.ability, timing } } : undefined),
    (p) => {
      if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.timing !== timing) return undefined;
      const { timing: _, ...a } = p.ability;
      return [{ ability: a }, null];
    },
  );

export const combatOnly: Syntax<Part> = alt(during("combat", "combat"), during("the end of combat step", "endOfCombat"));
