// Restrictions printed after an activated ability (403.1): "Play this ability only once each
// turn." The engine counts the plays of the ability per turn (playing.ts, `oncePerTurn`).
import type { Part } from "./abilities.js";
import { activated } from "./abilities.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

/** "[cost]: [effect]. Play this ability only once each turn." */
export const activatedOncePerTurn: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only once each turn.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" ? { ability: { ...p.ability, oncePerTurn: true } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || !p.ability.oncePerTurn) return undefined;
    const { oncePerTurn: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);
