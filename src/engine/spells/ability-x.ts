// {X} in an activated ability's cost (409.1b, 403.1): as the ability is played its controller
// announces the value of X, and the cost then includes that much generic mana; "X" in the
// ability's effects is the value announced. The ability on the stack keeps it (a spell keeps
// its X the same way), so an ability whose source has left play still knows it.
import { ownObject } from "../game/clone.js";
import { emit, obj, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { formatCost, parseCost, withX } from "./mana.js";
import { playerSupply, manaSources } from "./mana-abilities.js";
import { canAffordMana } from "../turn/priority.js";
import type { GameState, PlayerId, StackAbility } from "../game/types.js";
import { possessive } from "../view/wording.js";
import { announceCounterX, counterXLimit } from "./counter-x-costs.js";

/** Whether the object being played is an ability (its X is announced here, not as a spell's). */
export function playingAbility(s: GameState): boolean {
  return s.playing !== null && obj(s, s.playing.object).kind === "ability";
}

/** Whether the ability's cost with X at `value` can be paid: the permanent its {T} taps makes no mana for it (409.1f). */
function payable(s: GameState, who: PlayerId, value: number, sources = manaSources(s, who)): boolean {
  const playing = s.playing!;
  const supply = playerSupply(s, who, { sources, except: playing.otherCosts.tap, lifeSpent: playing.otherCosts.payLife });
  return canAffordMana(s, who, withX(parseCost(playing.cost), value), supply);
}

/** 409.1b: the value of X for an ability being played; its cost then has X as generic mana. */
export function chooseAbilityX(g: Game, who: PlayerId, value: number): void {
  const s = g.s;
  const playing = s.playing!;
  if (!Number.isInteger(value) || value < 0) illegal("409.1b", "X is a whole number, 0 or more");
  const cost = withX(parseCost(playing.cost), value);
  if (!payable(s, who, value)) illegal("409.1f", `you can't pay ${formatCost(cost)}`);
  announceCounterX(s, playing, value); // "Remove X counters from ~" (counter-x-costs.ts)
  const ability = ownObject(s, playing.object) as StackAbility;
  ability.x = value;
  playing.cost = formatCost(cost);
  emit(g, { type: "x", text: `${playerName(s, who)} announces X = ${value} for ${possessive(ability.source.name)} ability.`, data: { object: ability.id, x: value } });
}

/** The largest X the player could pay for the ability now (for the options). */
export function maxAbilityX(s: GameState, who: PlayerId): number {
  const sources = manaSources(s, who);
  let x = 0;
  const counters = counterXLimit(s, s.playing!);
  while (x < 40 && x < counters && payable(s, who, x + 1, sources)) x++;
  return x;
}
