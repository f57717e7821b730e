// Booby Trap: "As ~ comes into play, name a card other than a basic land card and choose an
// opponent. The chosen player reveals each card he or she draws. When the chosen player draws the
// named card, sacrifice ~. If you do, ~ deals 10 damage to that player."
// 419.1b: both choices are part of how the permanent comes into play; its controller makes them
// before anything else happens (arrival-choices.ts asks, however it came into play): first the
// name (413: any card of the edition, checked, not listed), then the opponent (103.2? the players
// other than its controller still in the game). The name is kept in `chosen`, the player in
// `chosenPlayer`; both are public. Each card the chosen player draws is revealed to every player
// (a public event naming that card only), and the draw of the named card triggers the ability.
import { getCard, isSupported } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import { card, changeCard, emit, nameOf, opponents, permanents, player, playerName, type Game } from "../game/game.js";
import { abilitiesRemoved, copiableName } from "../effects/characteristics.js";
import { watching } from "../spells/watchers.js";
import type { TriggeredAbility } from "../../cards/language.js";
import type { Action, CardObject, Decision, GameState, Pending, PlayerId } from "../game/types.js";

type Choose = Extract<Pending, { kind: "choose" }>;

/** Whether this permanent still has to name a card and choose an opponent. */
export function owesNameAndOpponent(o: CardObject): boolean {
  return !!getCard(o.card).comesIntoPlay?.nameCardAndOpponent && o.chosenPlayer === undefined;
}

/** The first question: the name. */
export function askName(s: GameState, o: CardObject): void {
  s.pending = { kind: "choose", player: o.controller, object: o.id, what: "namedCard", inPlay: true };
}

/** "a card other than a basic land card": a card of the edition the game knows. */
function nameable(name: string): boolean {
  if (!isSupported(name)) return false;
  const c = getCard(name);
  return !(c.types.includes("land") && c.supertypes.includes("basic"));
}

export function nameAndOpponentDecision(s: GameState, p: Choose): Decision {
  const o = card(s, p.object);
  if (p.what === "opponent") {
    return {
      player: p.player,
      kind: p.kind,
      prompt: `As ${nameOf(o)} comes into play, you named ${p.named}; now choose an opponent (419.1b).`,
      options: opponents(s, p.player).map((choice): Action => ({ type: "choose", choice })),
      details: { what: "opponent", object: p.object, named: p.named },
    };
  }
  // The options: the names the chooser can see (permanents, graveyards, his or her own hand); any other may be posted.
  const visible = [...permanents(s).filter((x) => !x.faceDown && !x.token), ...s.players.flatMap((x) => x.graveyard.map((id) => card(s, id))), ...player(s, p.player).hand.map((id) => card(s, id))];
  const seen = [...new Set(visible.map((x) => x.card))].filter(nameable).sort();
  return {
    player: p.player,
    kind: p.kind,
    prompt: `As ${nameOf(o)} comes into play, name a card other than a basic land card (419.1b). Any such card of this edition may be posted by its name (details.answer); the options are the cards you can see.`,
    options: seen.map((choice): Action => ({ type: "choose", choice })),
    details: { what: "namedCard", object: p.object, answer: `the English name of a card of this edition other than a basic land, as printed ("Grizzly Bears")` },
  };
}

/** The answer: the name (then the opponent is asked), or the opponent (both are then kept). */
export function answerNameAndOpponent(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  const p = s.pending as Choose;
  const o = card(s, p.object);
  if (p.what === "namedCard") {
    if (!nameable(choice)) illegal("419.1b", "name a card of this edition other than a basic land card, by its printed name");
    emit(g, { type: "nameCard", text: `${playerName(s, who)} names ${choice} for ${nameOf(o)}.`, data: { player: who, object: o.id, name: choice } });
    s.pending = { ...p, what: "opponent", named: choice };
    return;
  }
  if (!opponents(s, who).includes(choice)) illegal("419.1b", "choose an opponent");
  s.pending = null;
  const permanent = changeCard(s, o.id);
  permanent.chosen = p.named!;
  permanent.chosenPlayer = choice;
  emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${playerName(s, choice)} for ${nameOf(o)}.`, data: { player: who, object: o.id, choice } });
}

/** The permanents whose "chosen player reveals each card he or she draws" applies to this player. */
function revealers(s: GameState, drawer: PlayerId): CardObject[] {
  return permanents(s).filter((o) => o.chosenPlayer === drawer && !abilitiesRemoved(s, o) && getCard(copiableName(o)).chosenPlayerRevealsDraws);
}

/** After a draw: the card drawn is revealed to every player, if a permanent says so (its name only, nothing else of the hand). */
export function revealDrawn(g: Game, drawer: PlayerId, drawn: CardObject): void {
  const by = revealers(g.s, drawer);
  if (by.length === 0) return;
  emit(g, {
    type: "revealDrawn",
    text: `${playerName(g.s, drawer)} reveals ${drawn.card}, the card he or she drew (${by.map(nameOf).join(", ")}).`,
    data: { player: drawer, card: { id: drawn.id, name: drawn.card }, sources: by.map((o) => o.id) },
  });
}

/** "When the chosen player draws the named card" (404.1): the abilities a draw triggers, revealed or not; "that player" is the drawer. */
export function namedDrawTriggers(s: GameState, drawer: PlayerId, name: string): { o: CardObject; a: TriggeredAbility; player: PlayerId }[] {
  return watching(s, "chosenPlayerDrawsNamedCard")
    .filter(({ o }) => o.chosenPlayer === drawer && o.chosen === name)
    .map(({ o, a }) => ({ o, a, player: drawer }));
}
