// The deploy creatures option (602): while it is used, each creature has the ability
// "{T}: Target teammate gains control of this creature. Play this ability only any time you
// could play a sorcery." (602.2). The control change is a layer-2 control effect (control.ts).
import { Ability, type ActivatedAbility } from "../../cards/language.js";
import type { Characteristics } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";
import { shallowCopy } from "../effects/characteristics-shape.js";

/** 602.2: the ability, written in the card language and checked like a card's. */
const DEPLOY = Ability.parse({
  kind: "activated",
  text: "{T}: Target teammate gains control of this creature. Play this ability only any time you could play a sorcery.",
  cost: { tap: true },
  timing: "sorcery",
  targets: [{ kind: "player", teammate: true }],
  effects: [{ do: "giveControl", object: "self", player: { target: 0 } }],
}) as ActivatedAbility;

/** A creature in play has the deploy ability (last among its abilities) while the option is used. */
export function withDeployAbility(s: GameState, o: CardObject, c: Characteristics): Characteristics {
  if (!s.options.deployCreatures || o.zone !== "play" || !c.types.includes("creature")) return c;
  const out = shallowCopy(c);
  out.abilities = [...c.abilities, DEPLOY];
  return out;
}
