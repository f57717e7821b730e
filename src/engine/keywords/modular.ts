// 502.35: "Modular represents both a static ability and a triggered ability. 'Modular N'
// means 'This permanent comes into play with N +1/+1 counters on it' and 'When this permanent
// is put into a graveyard from play, you may put a +1/+1 counter on target artifact creature
// for each +1/+1 counter on this permanent.'" The counters are those it had as it last existed
// in play (413.2): the ability's source is that permanent (zones.ts, lastKnown).
import type { TriggeredAbility } from "../../cards/language.js";

export function modularAbility(): TriggeredAbility {
  const text = "put its +1/+1 counters on target artifact creature";
  return {
    kind: "triggered",
    trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
    targets: [{ kind: "creature", filter: { types: ["artifact"] } }],
    effects: [{ do: "may", text, effects: [{ do: "putSourceCounters", counter: "+1/+1", object: { target: 0 } }] }],
    text: `Modular (502.35): you may ${text}.`,
  };
}
