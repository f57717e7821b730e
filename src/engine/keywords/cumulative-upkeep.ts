// 502.13a Cumulative upkeep is a triggered ability that imposes an increasing cost on a
// permanent. "Cumulative upkeep [cost]" means "At the beginning of your upkeep, put an age
// counter on this permanent, then sacrifice this permanent unless you pay [cost] for each age
// counter on it." If [cost] has choices associated with it, each choice is made separately
// for each age counter, then either the entire set of costs is paid, or none of them are paid.
// Partial payments aren't allowed.
//
// "{G} or {W}" chosen separately for each age counter is paid exactly like one hybrid symbol
// {G/W} per counter: with two counters {G}{G}, {G}{W} or {W}{W} (the Coldsnap examples).
import type { Ability } from "../../cards/language.js";

/** The mana paid for one age counter: "{G} or {W}" is one symbol payable with either color. */
export function cumulativeUpkeepUnit(printed: string): string {
  const choice = /^\{([WUBRG])\} or \{([WUBRG])\}$/.exec(printed);
  return choice ? `{${choice[1]}/${choice[2]}}` : printed;
}

/** 502.13a: the triggered ability "Cumulative upkeep [cost]" stands for. */
export function cumulativeUpkeepAbility(printed: string): Ability {
  return {
    kind: "triggered",
    trigger: { on: "beginningOfUpkeep", whose: "yours" },
    targets: [],
    effects: [
      { do: "putCounters", counter: "age", amount: 1, object: "self" },
      { do: "sacrificeUnlessPays", cost: cumulativeUpkeepUnit(printed), perCounter: "age" },
    ],
    text: `Cumulative upkeep ${printed} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)`,
  };
}
