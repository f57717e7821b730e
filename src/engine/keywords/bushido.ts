// 502.38: "Bushido N" — "Bushido is a triggered ability. 'Bushido N' means 'Whenever this
// creature blocks or becomes blocked, it gets +N/+N until end of turn.'" The card's keyword
// becomes that triggered ability (registry.ts), so it is copied, granted and lost like any other.
import type { Ability } from "../../cards/language.js";

export function bushidoAbility(n: number): Ability {
  return {
    kind: "triggered",
    trigger: { on: "blocksOrBecomesBlocked", what: "self" },
    targets: [],
    effects: [{ do: "modifyPT", power: n, toughness: n, object: "self", duration: "endOfTurn" }],
    text: `Bushido ${n} (whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn)`,
  };
}
