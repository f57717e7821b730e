// What the turn remembers of damage to players (404.3, 502.50a's memory): "sacrifice it unless an
// opponent was dealt damage this turn" (War Elemental), "Play this ability only if an opponent
// was dealt damage this turn" (Skarrgan Firebird; the condition is read in abilities.ts), and the
// intervening ", if ~ dealt damage to an opponent this turn" (Whirling Dervish). The engine reads
// the turn's notes (keywords/bloodthirst.ts `damagedPlayers`, effects/damaged-by.ts `playersDamagedBy`).
import type { Condition } from "../language.js";
import type { Clause } from "./effects.js";
import { map, word, type Syntax } from "./syntax.js";

/** "sacrifice it unless an opponent was dealt damage this turn": the permanent's own trigger; "it" is the permanent. */
export const sacrificeUnlessDamaged: Syntax<Clause[]> = map(
  word("sacrifice it unless an opponent was dealt damage this turn", null),
  () => [{ do: "conditional", if: { anOpponentDealtDamageThisTurn: false }, effects: [{ do: "sacrificeSelf" }], otherwise: [] }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (c?.do !== "conditional" || (c.otherwise as unknown[]).length || JSON.stringify(c.if) !== JSON.stringify({ anOpponentDealtDamageThisTurn: false })) return undefined;
    const effects = c.effects as Clause[];
    return effects.length === 1 && effects[0]!.do === "sacrificeSelf" ? null : undefined;
  },
);

/** 404.3: ", if ~ dealt damage to an opponent this turn" (Whirling Dervish): the permanent, by its id in play, dealt an opponent damage more than 0 this turn. */
export const dealtDamageToOpponentIntervening: Syntax<Condition> = word(", if ~ dealt damage to an opponent this turn", { selfDealtDamageToOpponentThisTurn: true });
