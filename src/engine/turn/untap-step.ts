// 302: the untap step. The active player (606.6b: each player of the active team) untaps all
// his or her permanents at once (302.1); no one receives priority (302.3). A permanent that
// says "You may choose not to untap [this] during your untap step" lets its controller keep it
// tapped: with no priority in this step, the choice is a decision of its own, owed only by a
// player who controls such a permanent while it is tapped (otherwise the step asks nothing).
import { getCard } from "../../cards/registry.js";
import { abilitiesRemoved, characteristics, copiableName } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { untapPermanent } from "../effects/durations.js";
import { illegal } from "../game/errors.js";
import { changeCard, emit, permanents, playerName, type Game } from "../game/game.js";
import { activePlayers, isActive } from "../multiplayer/two-headed-giant.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { owesUntapType, untapsByChosenType } from "./untap-type.js";

/** The tapped permanents this player controls that he or she may choose not to untap. */
export function optionalUntaps(s: GameState, who: PlayerId): CardObject[] {
  return permanents(s).filter((o) => o.tapped && getCard(copiableName(o)).untapOptional && controllerOf(s, o) === who && !abilitiesRemoved(s, o));
}

/** 302.2: "doesn't untap during its controller's untap step" (its own, an Aura's, Choke's) keeps it tapped. */
function untaps(s: GameState, o: CardObject): boolean {
  return !characteristics(s, o).restrictions.includes("doesntUntap");
}

/**
 * Seedborn Muse's "Untap all permanents you control during each other player's untap step": the
 * players other than the active one(s) who control such a permanent with its abilities. It is not
 * their own untap step, so what keeps a permanent tapped "during its controller's (next) untap
 * step" (302.2) or lets it stay tapped "during your untap step" doesn't apply: all untap.
 */
function seedbornPlayers(s: GameState): Set<PlayerId> {
  return new Set(permanents(s).filter((o) => getCard(copiableName(o)).untapsDuringOthersUntapSteps && !abilitiesRemoved(s, o)).map((o) => controllerOf(s, o)).filter((p) => !isActive(s, p)));
}

/** Exhaustion: the active player's permanents of the kinds his or her next untap step skips. */
function playerKeepsTapped(s: GameState, o: CardObject): boolean {
  const kinds = s.players.find((p) => p.id === controllerOf(s, o))?.skipsNextUntap;
  return !!kinds && characteristics(s, o).types.some((t) => (kinds as string[]).includes(t));
}

/** Runs the untap step's turn-based action; false while a player must first choose what stays tapped. */
export function untapStep(g: Game): boolean {
  const s = g.s;
  const t = s.turn;
  // Storage Matrix: the card type to untap is chosen first, while it is untapped (untap-type.ts).
  const choosing = owesUntapType(s);
  if (choosing) {
    s.pending = { kind: "untapType", player: choosing };
    return false;
  }
  const asking = activePlayers(s).find((p) => !t.untap?.decided.includes(p) && optionalUntaps(s, p).length > 0);
  if (asking) {
    s.pending = { kind: "untap", player: asking };
    return false;
  }
  const keep = t.untap?.keepTapped ?? [];
  const alsoUntapping = seedbornPlayers(s);
  // 302.1: they untap simultaneously: which ones is decided before any of them untaps (an
  // effect ending as one untaps may change who controls another).
  const untapping = permanents(s).filter((o) => o.tapped && ((isActive(s, controllerOf(s, o)) && !keep.includes(o.id) && untaps(s, o) && !o.skipsNextUntap && !playerKeepsTapped(s, o) && untapsByChosenType(s, o)) || alsoUntapping.has(controllerOf(s, o))));
  // Exhaustion's "during his or her next untap step": this was that step.
  for (const p of s.players) if (p.skipsNextUntap && isActive(s, p.id)) delete p.skipsNextUntap;
  // "Doesn't untap during its controller's next untap step": this was that step; the effect is used up.
  for (const o of permanents(s).filter((x) => x.skipsNextUntap && isActive(s, controllerOf(s, x)))) delete changeCard(s, o.id).skipsNextUntap;
  for (const o of untapping) untapPermanent(g, o.id);
  delete t.untap;
  return true;
}

/** 302.2: the player chooses which of his or her permanents that may stay tapped do. */
export function chooseUntap(g: Game, who: PlayerId, keepTapped: ObjectId[]): void {
  const s = g.s;
  const allowed = optionalUntaps(s, who).map((o) => o.id);
  if (new Set(keepTapped).size !== keepTapped.length || keepTapped.some((id) => !allowed.includes(id)))
    illegal("302.1", `only tapped permanents you control that say you may choose not to untap them can stay tapped, each listed once: ${allowed.join(", ")}`);
  const choice = (s.turn.untap ??= { decided: [], keepTapped: [] });
  choice.decided.push(who);
  choice.keepTapped.push(...keepTapped);
  s.pending = null;
  const names = keepTapped.map((id) => (s.objects[id] as CardObject).card);
  emit(g, {
    type: "chooseUntap",
    text: names.length ? `${playerName(s, who)} chooses not to untap ${names.join(", ")}.` : `${playerName(s, who)} untaps everything.`,
    data: { player: who, keepTapped },
  });
}
