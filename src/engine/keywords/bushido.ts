// 502.38: "Bushido N" — "Bushido is a triggered ability. 'Bushido N' means 'Whenever this
// creature blocks or becomes blocked, it gets +N/+N until end of turn.'" The card's keyword
// becomes that triggered ability (registry.ts), so it is copied, granted and lost like any other.
// "~ has bushido X, where X is the number of attacking creatures" (Fumiko the Lowblood): the same
// ability, X counted as it resolves (413.2: a value an effect needs is determined as it resolves).
// The ability is marked as the keyword's (`keyword: "bushido"`), so that "each point of bushido it
// has" (Takeno, Samurai General) counts it and not words that happen to do the same.
import type { Ability, ObjectFilter } from "../../cards/language.js";

export function bushidoAbility(n: number | { count: ObjectFilter }): Ability {
  const x = typeof n === "number" ? n : { perEach: 1, count: n.count };
  const said = typeof n === "number" ? `${n}` : "X";
  return {
    kind: "triggered",
    trigger: { on: "blocksOrBecomesBlocked", what: "self", keyword: "bushido" },
    targets: [],
    effects: [{ do: "modifyPT", power: x, toughness: x, object: "self", duration: "endOfTurn" }],
    text: `Bushido ${said} (whenever this creature blocks or becomes blocked, it gets +${said}/+${said} until end of turn)`,
  };
}

/**
 * "For each point of bushido it has" (Takeno, Samurai General): the sum of the numbers of the
 * bushido abilities among `abilities` (every instance counts, 502.38b style as soulshift's
 * 502.39a); a bushido X counts X as it is now (`count`: the number of permanents a filter matches).
 */
export function bushidoPoints(abilities: readonly Ability[], count: (f: ObjectFilter) => number): number {
  let n = 0;
  for (const a of abilities) {
    if (a.kind !== "triggered" || a.trigger.on !== "blocksOrBecomesBlocked" || a.trigger.keyword !== "bushido") continue;
    const e = a.effects[0];
    if (e?.do !== "modifyPT") continue;
    const p = e.power;
    n += typeof p === "number" ? p : typeof p === "object" && p && "perEach" in p && "count" in p ? p.perEach * count(p.count as ObjectFilter) : 0;
  }
  return n;
}
