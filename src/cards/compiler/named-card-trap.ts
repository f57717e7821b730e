// Booby Trap's three lines (419.1b, 404.1): "As ~ comes into play, name a card other than a basic
// land card and choose an opponent." (`comesIntoPlay.nameCardAndOpponent`), "The chosen player
// reveals each card he or she draws." (`chosenPlayerRevealsDraws`), and "When the chosen player
// draws the named card, sacrifice ~. If you do, ~ deals N damage to that player." (a triggered
// ability: `chosenPlayerDrawsNamedCard`, `sacrificeSelfThenDamage`). The engine: zones/name-and-opponent.ts.
import type { Ability } from "../language.js";
import type { Part } from "./abilities.js";
import { digits } from "./effects.js";
import { map, syn, word, type Syntax } from "./syntax.js";

const trapAbility = (amount: number): Ability =>
  ({ kind: "triggered", trigger: { on: "chosenPlayerDrawsNamedCard" }, targets: [], effects: [{ do: "sacrificeSelfThenDamage", amount }] }) as Ability;

export const namedCardTrapLines: Syntax<Part>[] = [
  word("As ~ comes into play, name a card other than a basic land card and choose an opponent.", { comesIntoPlay: { nameCardAndOpponent: true } } as Part),
  word("The chosen player reveals each card he or she draws.", { chosenPlayerRevealsDraws: true } as unknown as Part),
  map(
    syn`When the chosen player draws the named card, sacrifice ~. If you do, ~ deals ${digits} damage to that player.`,
    ([n]): Part | undefined => (n > 0 ? { ability: trapAbility(n) } : undefined),
    (p) => {
      if (!("ability" in p) || p.ability.kind !== "triggered" || p.ability.trigger.on !== "chosenPlayerDrawsNamedCard" || p.ability.condition || p.ability.targets.length) return undefined;
      const [e, ...more] = p.ability.effects;
      return e?.do === "sacrificeSelfThenDamage" && more.length === 0 ? [e.amount] : undefined;
    },
  ),
];
