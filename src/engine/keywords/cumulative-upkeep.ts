// 502.13a Cumulative upkeep is a triggered ability that imposes an increasing cost on a
// permanent. "Cumulative upkeep [cost]" means "At the beginning of your upkeep, put an age
// counter on this permanent, then sacrifice this permanent unless you pay [cost] for each age
// counter on it." If [cost] has choices associated with it, each choice is made separately
// for each age counter, then either the entire set of costs is paid, or none of them are paid.
// Partial payments aren't allowed.
//
// "{G} or {W}" chosen separately for each age counter is paid exactly like one hybrid symbol
// {G/W} per counter: with two counters {G}{G}, {G}{W} or {W}{W} (the Coldsnap examples).
//
// Coldsnap's costs that aren't mana are paid the same way, once for each age counter, all or
// nothing: "Discard a card." (Vexing Sphinx) discards as many cards as there are counters,
// "Sacrifice a creature." (Phyrexian Soulgorger) sacrifices as many creatures, and "Add {R} to
// your mana pool." (Braid of Fire) adds that much mana; each is chosen as the ability resolves.
import type { Ability, Effect } from "../../cards/language.js";

/** The costs other than mana the era prints after "Cumulative upkeep—", as printed. */
export const OTHER_UPKEEP_COSTS = ["Discard a card.", "Sacrifice a creature.", ...["W", "U", "B", "R", "G"].map((c) => `Add {${c}} to your mana pool.`)];

/** The mana paid for one age counter: "{G} or {W}" is one symbol payable with either color. */
export function cumulativeUpkeepUnit(printed: string): string {
  const choice = /^\{([WUBRG])\} or \{([WUBRG])\}$/.exec(printed);
  return choice ? `{${choice[1]}/${choice[2]}}` : printed;
}

/** "sacrifice this permanent unless you pay [cost] for each age counter on it". */
function payOrSacrifice(printed: string): Effect {
  if (printed === "Discard a card.") return { do: "unlessYouDiscard", amount: 1, perCounter: "age", text: "sacrifice it", effects: [{ do: "sacrificeSelf" }] };
  if (printed === "Sacrifice a creature.") return { do: "unlessYouSacrifice", amount: 1, perCounter: "age", filter: { types: ["creature"] }, text: "sacrifice it", effects: [{ do: "sacrificeSelf" }] };
  const mana = /^Add \{([WUBRG])\} to your mana pool\.$/.exec(printed)?.[1];
  if (mana) return { do: "may", text: `add {${mana}} to your mana pool for each age counter on it`, effects: [{ do: "addMana", mana, each: { perCounter: "age", times: 1 } }], otherwise: [{ do: "sacrificeSelf" }] };
  return { do: "sacrificeUnlessPays", cost: cumulativeUpkeepUnit(printed), perCounter: "age" };
}

/** 502.13a: the triggered ability "Cumulative upkeep [cost]" stands for. */
export function cumulativeUpkeepAbility(printed: string): Ability {
  const dash = OTHER_UPKEEP_COSTS.includes(printed) ? "\u2014" : " ";
  return {
    kind: "triggered",
    trigger: { on: "beginningOfUpkeep", whose: "yours" },
    targets: [],
    effects: [{ do: "putCounters", counter: "age", amount: 1, object: "self" }, payOrSacrifice(printed)],
    text: `Cumulative upkeep${dash}${printed} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)`,
  };
}
