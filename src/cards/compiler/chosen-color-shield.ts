// 419.7: "The next time a source of your choice of the chosen color would deal damage to you
// this turn, prevent that damage." (Story Circle): the shield of prevention.ts whose sources are
// of the color chosen as the ability's source came into play (419.1b; effects/source-shields.ts).
import type { Clause } from "./effects.js";
import { lit, map, type Syntax } from "./syntax.js";

export const chosenColorShield: Syntax<Clause[]> = map(
  lit("the next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage"),
  () => [{ do: "shieldFromChosenSource", to: "you", ofChosenColor: true }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "shieldFromChosenSource" && cs[0]!.ofChosenColor === true && cs[0]!.to === "you" && !cs[0]!.sources ? null : undefined),
);
