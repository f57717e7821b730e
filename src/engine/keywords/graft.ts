// 502.54: "Graft represents both a static ability and a triggered ability. 'Graft N' means
// 'This permanent comes into play with N +1/+1 counters on it' and 'Whenever another creature
// comes into play, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter
// from this permanent onto that creature.'" The trigger doesn't target: it sees any other
// creature coming into play (any controller's, within range of influence), and the
// "intervening if" is checked as it triggers and as it resolves (404.3).
import type { TriggeredAbility } from "../../cards/language.js";

export function graftAbility(): TriggeredAbility {
  const text = "move a +1/+1 counter from this permanent onto that creature";
  return {
    kind: "triggered",
    trigger: { on: "comesIntoPlay", what: { types: ["creature"], other: true } },
    condition: { selfHasCounter: "+1/+1" },
    targets: [],
    effects: [{ do: "may", text, effects: [{ do: "moveCounterOntoIt", counter: "+1/+1" }] }],
    text: `Graft (502.54): whenever another creature comes into play, if this has a +1/+1 counter on it, you may ${text}.`,
  };
}
