// 502.38: "Bushido N" — "Bushido is a triggered ability. 'Bushido N' means 'Whenever this
// creature blocks or becomes blocked, it gets +N/+N until end of turn.'" The card's keyword
// becomes that triggered ability (registry.ts), so it is copied, granted and lost like any other.
// "~ has bushido X, where X is the number of attacking creatures" (Fumiko the Lowblood): the same
// ability, X counted as it resolves (413.2: a value an effect needs is determined as it resolves).
import type { Ability, ObjectFilter } from "../../cards/language.js";

export function bushidoAbility(n: number | { count: ObjectFilter }): Ability {
  const x = typeof n === "number" ? n : { perEach: 1, count: n.count };
  const said = typeof n === "number" ? `${n}` : "X";
  return {
    kind: "triggered",
    trigger: { on: "blocksOrBecomesBlocked", what: "self" },
    targets: [],
    effects: [{ do: "modifyPT", power: x, toughness: x, object: "self", duration: "endOfTurn" }],
    text: `Bushido ${said} (whenever this creature blocks or becomes blocked, it gets +${said}/+${said} until end of turn)`,
  };
}
