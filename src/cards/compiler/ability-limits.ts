// Restrictions printed after an activated ability (403.1): "Play this ability only once each
// turn." The engine counts the plays of the ability per turn (playing.ts, `oncePerTurn`); "and only if
// ~ is a creature" (Chronatog Totem) adds a condition on playing it (effects/conditions.ts).
import type { Part } from "./abilities.js";
import { activated } from "./abilities.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

/** "[cost]: [effect]. Play this ability only once each turn." */
const oncePerTurn: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only once each turn.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" ? { ability: { ...p.ability, oncePerTurn: true } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || !p.ability.oncePerTurn) return undefined;
    const { oncePerTurn: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);

/** "[cost]: [effect]. Play this ability only once each turn and only if ~ is a creature." */
const onceWhileCreature: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only once each turn and only if ~ is a creature.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" && !p.ability.condition ? { ability: { ...p.ability, oncePerTurn: true, condition: { selfIsCreature: true } } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || !p.ability.oncePerTurn || JSON.stringify(p.ability.condition) !== '{"selfIsCreature":true}') return undefined;
    const { oncePerTurn: _, condition: __, ...a } = p.ability;
    return [{ ability: a }];
  },
);

export const activatedOncePerTurn: Syntax<Part> = alt<Part>(onceWhileCreature, oncePerTurn);
