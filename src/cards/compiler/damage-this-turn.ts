// "Target player loses life equal to the damage already dealt to him or her this turn." (Final
// Punishment): the damage dealt to that player this turn, counted as it resolves (the turn keeps
// the count: effects/damage.ts; engine effects/damage-this-turn.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const player: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));

export const damageThisTurnClauses: Syntax<Clause[]> = map(
  syn`${player} loses life equal to the damage already dealt to him or her this turn`,
  ([p]) => [{ do: "loseLifeEqualToDamageThisTurn", player: p }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLifeEqualToDamageThisTurn" ? [cs[0]!.player as { target: TargetSpec }] : undefined),
);
