// 500.1: "A restriction is an effect that says a creature can't block (or attack) or that it
// can't block (or attack) unless some condition is met." 500.2: "As part of declaring attackers,
// the active player checks each creature he or she controls to see whether it must attack, can't
// attack, or is affected by some other attacking restriction or requirement."
// "~ can't attack unless defending player controls an Island" (Slipstream Serpent, Dandân): the
// defending player is the player the creature would attack (601.3: in multiplayer each attacking
// creature attacks one player), so the condition is checked for each player it could attack; so
// is "~ can't attack if defending player controls an untapped creature with power 3 or greater"
// (Orgg), and "~ can't attack unless you control more creatures than defending player" (Goblin
// Goon). "~ can't attack unless a creature with greater power also attacks" (Okk) restricts the
// whole declaration: it may attack only beside an attacking creature of greater power, as the
// attackers are declared (500.2).
import { abilitiesRemoved, cardText, characteristics, isCreature, whileReading } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { boundWords } from "../effects/power-bounds.js";
import { nameOf, permanents, playerName } from "../game/game.js";
import { matchesFilter } from "../spells/targets.js";
import type { ObjectFilter } from "../../cards/language.js";
import type { AttackDeclaration, CardObject, GameState, PlayerId } from "../game/types.js";

/** Why `creature` can't attack `defender` because of its own restriction, or null if it may. */
export function attackRestrictionProblem(s: GameState, creature: CardObject, defender: PlayerId): string | null {
  const barred = barredBy(s, creature, defender);
  if (barred) return `500.2: ${nameOf(creature)} can't attack ${playerName(s, defender)}: ${nameOf(barred)} says such creatures can't attack its controller`;
  const bars = cardText(s, creature).cantAttackIfDefenderControls;
  if (bars && !abilitiesRemoved(s, creature) && permanents(s).some((p) => controllerOf(s, p) === defender && matchesFilter(s, p, bars, defender)))
    return `500.2: ${nameOf(creature)} can't attack if the defending player controls ${kind(bars)}, and ${playerName(s, defender)} does`;
  if (characteristics(s, creature).restrictions.includes("cantAttackUnlessMoreCreatures")) {
    const mine = creaturesOf(s, controllerOf(s, creature));
    const theirs = creaturesOf(s, defender);
    if (mine <= theirs) return `500.2: ${nameOf(creature)} can't attack unless its controller controls more creatures than the defending player (${mine} against ${playerName(s, defender)}'s ${theirs})`;
  }
  const needs = cardText(s, creature).cantAttackUnlessDefenderControls;
  if (!needs || abilitiesRemoved(s, creature)) return null;
  if (permanents(s).some((p) => controllerOf(s, p) === defender && matchesFilter(s, p, needs, defender))) return null;
  return `500.2: ${nameOf(creature)} can't attack unless the defending player controls ${kind(needs)}, and ${playerName(s, defender)} controls none`;
}

/** "Creatures without flying can't attack you" (Form of the Dragon): a permanent the defending player controls that bars this creature from attacking him or her. */
function barredBy(s: GameState, creature: CardObject, defender: PlayerId): CardObject | undefined {
  return barriers(s, defender).find((p) => {
    const f = cardText(s, p).cantAttackYou!;
    // "Creatures of the chosen color without flying" (Teferi's Moat): the color chosen as the barrier came into play (419.1b).
    if (f.chosenColor && !(p.chosen && (characteristics(s, creature).colors as readonly string[]).includes(p.chosen))) return false;
    return matchesFilter(s, creature, f, defender);
  });
}

/** The permanents `defender` controls that say some creatures can't attack him or her: found once per reading, not once per creature. */
function barriers(s: GameState, defender: PlayerId): CardObject[] {
  return whileReading(s, `attackBarriers ${defender}`, () =>
    permanents(s).filter((p) => cardText(s, p).cantAttackYou && controllerOf(s, p) === defender && !abilitiesRemoved(s, p)),
  );
}

/** "an Island", "a snow land", "an untapped creature with power 3 or greater": the filter's words as the card prints them. */
function kind(f: ObjectFilter): string {
  const power = f.power ? ` with power ${boundWords(f.power)}` : "";
  const words = [...(f.tapped === false ? ["untapped"] : []), ...(f.supertypes ?? []), ...(f.subtypes ?? f.types ?? ["permanent"])].join(" ") + power;
  return `${/^[aeiouAEIOU]/.test(words) ? "an" : "a"} ${words}`;
}

/** The number of creatures `player` controls. */
export function creaturesOf(s: GameState, player: PlayerId): number {
  return permanents(s).filter((p) => controllerOf(s, p) === player && isCreature(s, p)).length;
}

/** Whether a creature must have another of greater power beside it in the declaration: "can't attack unless a creature with greater power also attacks" (Okk). */
export const needsGreaterAttacker = (s: GameState, creature: CardObject): boolean => characteristics(s, creature).restrictions.includes("cantAttackUnlessGreaterAttacks");

/** 500.2: why the declared attackers break "can't attack unless a creature with greater power also attacks", or null. */
export function attackDeclarationProblem(s: GameState, attackers: readonly AttackDeclaration[]): string | null {
  for (const a of attackers) {
    const o = s.objects[a.attacker];
    if (o?.kind !== "card" || !needsGreaterAttacker(s, o)) continue;
    const power = characteristics(s, o).power ?? 0;
    if (!attackers.some((b) => b.attacker !== a.attacker && (characteristics(s, s.objects[b.attacker] as CardObject).power ?? 0) > power))
      return `500.2: ${nameOf(o)} can't attack unless a creature with greater power than its ${power} also attacks`;
  }
  return null;
}
