// "Play this ability only during your turn." after an activated ability (403.1): the engine
// refuses it outside its controller's turn (in Two-Headed Giant, the team's turn, 606.6a;
// spells/playing.ts, timing "yourTurn").
import type { Part } from "./abilities.js";
import { activated } from "./abilities.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

export const yourTurnOnly: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only during your turn.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" && p.ability.timing !== "sorcery" ? { ability: { ...p.ability, timing: "yourTurn" } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.timing !== "yourTurn") return undefined;
    const { timing: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);
