// "Play this ability only during combat." after an activated ability (403.1): the engine
// refuses it outside the combat phase (306; spells/playing.ts, timing "combat"). Jade Statue.
import type { Part } from "./abilities.js";
import { activated } from "./abilities.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

export const combatOnly: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only during combat.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" && p.ability.timing !== "sorcery" ? { ability: { ...p.ability, timing: "combat" } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.timing !== "combat") return undefined;
    const { timing: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);
