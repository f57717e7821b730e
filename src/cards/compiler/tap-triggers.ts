// "Whenever an opponent taps a Mountain for mana, you may gain 1 life." (Sanctimony) and "Whenever
// you tap ~ for mana, put a 1/1 colorless Spirit creature token into play under target opponent's
// control." (Forbidden Orchard): a permanent tapped for its mana ability, by that player; these
// abilities use the stack (they add no mana: 406.1b). "That player" is the one who tapped it.
// "Whenever ~ becomes tapped, it deals 1 damage to you." (City of Brass), "When enchanted land
// becomes tapped, destroy it." (Uncontrolled Infestation; Spreading Algae: "destroy that land"),
// "Whenever a creature an opponent controls becomes tapped, ..." (Palliation Accord): a permanent
// turning from untapped to tapped, however (a cost, an attack, an effect), and never one coming
// into play tapped (engine spells/tap-triggers.ts). An Aura's "enchanted land" is read as
// "enchanted creature" by enchanted-land.ts, so the trigger says "creature" here.
import type { Trigger } from "../language.js";
import { filterPhrase } from "./nouns.js";
import { alt, map, syn, word, words, type Syntax } from "./syntax.js";

const who = words<"you" | "opponent">([["you tap ", "you"], ["an opponent taps ", "opponent"]]);
const tapsForMana: Syntax<Trigger> = alt<Trigger>(
  map(syn`Whenever ${who}~ for mana`, ([player]) => ({ on: "tapsForMana", player, what: "self" }) as Trigger, (t: Trigger) => (t.on === "tapsForMana" && t.what === "self" ? [t.player] : undefined)),
  map(
    syn`Whenever ${who}${words([["a ", null], ["an ", null]])}${filterPhrase("one")} for mana`,
    ([player, , f]) => (f.controller ? undefined : ({ on: "tapsForMana", player, what: f }) as Trigger),
    (t: Trigger) => (t.on === "tapsForMana" && t.what !== "self" && !t.what.other ? [t.player, null, t.what] : undefined),
  ),
);

export const tapTriggers: Syntax<Trigger> = alt<Trigger>(
  tapsForMana,
  word<Trigger>("Whenever ~ becomes tapped", { on: "becomesTapped", what: "self" }),
  words<Trigger>([["When enchanted creature becomes tapped", { on: "becomesTapped", what: "enchanted" }], ["Whenever enchanted creature becomes tapped", { on: "becomesTapped", what: "enchanted" }]]),
  map(
    syn`Whenever ${words([["a ", null], ["an ", null]])}${filterPhrase("one")} becomes tapped`,
    ([, f]) => ({ on: "becomesTapped", what: f }) as Trigger,
    (t: Trigger) => (t.on === "becomesTapped" && t.what !== "self" && t.what !== "enchanted" && !t.what.other ? [null, t.what] : undefined),
  ),
);
