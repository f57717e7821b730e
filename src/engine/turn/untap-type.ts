// Storage Matrix: "As long as ~ is untapped, each player chooses artifact, creature, or land
// during his or her untap step. That player can untap only permanents of the chosen type this
// step." A static ability that changes the untap step's turn-based action (302.1): while an
// untapped permanent with it (and its abilities, 407) is in play as the step begins, the active
// player (606.6b: each player of the active team) chooses one of the three card types before
// anything untaps. No player receives priority in the untap step (302.3), so the choice is a
// decision of its own; what the player then untaps is limited to permanents of that type.
import { getCard } from "../../cards/registry.js";
import { abilitiesRemoved, characteristics, copiableName } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { illegal } from "../game/errors.js";
import { emit, permanents, playerName, type Game } from "../game/game.js";
import type { Action, CardObject, Decision, GameState, PlayerId } from "../game/types.js";
import { activePlayers } from "../multiplayer/two-headed-giant.js";

export const UNTAP_TYPES = ["artifact", "creature", "land"] as const;
export type UntapType = (typeof UNTAP_TYPES)[number];

/** Whether an untapped permanent with Storage Matrix's ability is in play. */
function restricted(s: GameState): boolean {
  return permanents(s).some((o) => !o.tapped && getCard(copiableName(o)).untapOnlyChosenType && !abilitiesRemoved(s, o));
}

/** The active player who still owes the choice, if the step is restricted: asked once, before anything untaps. */
export function owesUntapType(s: GameState): PlayerId | undefined {
  const chosen = s.turn.untap?.types ?? {};
  if (Object.keys(chosen).length === 0 && !restricted(s)) return undefined;
  return activePlayers(s).find((p) => !chosen[p]);
}

/** Whether `o` may untap this step by its controller's choice (no choice made: anything may). */
export function untapsByChosenType(s: GameState, o: CardObject): boolean {
  const type = s.turn.untap?.types?.[controllerOf(s, o)];
  return !type || characteristics(s, o).types.includes(type);
}

export function untapTypeDecision(s: GameState, who: PlayerId): Decision {
  return {
    player: who,
    kind: "untapType",
    prompt: "Your untap step: Storage Matrix is untapped. Choose artifact, creature, or land: you untap only permanents of the chosen type this step.",
    options: UNTAP_TYPES.map((choice): Action => ({ type: "choose", choice })),
    // How many of the player's tapped permanents each choice would untap (an artifact creature counts for both).
    details: { choices: [...UNTAP_TYPES], tapped: Object.fromEntries(UNTAP_TYPES.map((t) => [t, permanents(s).filter((o) => o.tapped && controllerOf(s, o) === who && characteristics(s, o).types.includes(t)).length])) },
  };
}

export function chooseUntapType(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  if (!(UNTAP_TYPES as readonly string[]).includes(choice)) illegal("302.1", `choose one of ${UNTAP_TYPES.join(", ")}`);
  const untap = (s.turn.untap ??= { decided: [], keepTapped: [] });
  untap.types = { ...untap.types, [who]: choice as UntapType };
  s.pending = null;
  emit(g, { type: "chooseUntapType", text: `${playerName(s, who)} chooses ${choice}: only permanents of that type untap this step (Storage Matrix).`, data: { player: who, type: choice } });
}
