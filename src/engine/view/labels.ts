// What each listed option does, in plain English, for the player who owes the decision (a
// bot or an app shows it as a button). Only what that player may see is named: cards in his
// or her own hand, public objects, face-down objects as face down (504).
import { characteristics, hasKeyword } from "../effects/characteristics.js";
import { getCard } from "../../cards/registry.js";
import { liveBlockers } from "../combat/combat.js";
import { attackedPlayer, combatPower, mayAssignAsUnblocked } from "../combat/damage-assignment.js";
import { card, nameOf, player } from "../game/game.js";
import { manaMade } from "../spells/mana-abilities.js";
import type { Action, GameState, ObjectId, PlayerId, Target } from "../game/types.js";
import { agree, list, numbered, possessive } from "./wording.js";

function objectName(s: GameState, id: ObjectId): string {
  const o = s.objects[id];
  if (!o) return id;
  return o.kind === "card" ? nameOf(o) : `${possessive(o.source.name)} ability`;
}

function targetName(s: GameState, who: PlayerId, t: Target): string {
  if ("player" in t) return t.player === who ? "yourself" : player(s, t.player).name;
  return objectName(s, t.object);
}

/** The ability's printed text, when the card has one for it. */
function abilityText(s: GameState, source: ObjectId, index: number): string | undefined {
  const o = s.objects[source];
  if (!o || o.kind !== "card" || o.faceDown) return undefined;
  return characteristics(s, o).abilities[index]?.text;
}

/**
 * What an assignment of a blocked attacker's combat damage does: divided among its blockers
 * (310.2c); the rest past them to the player it attacks, with trample (502.9); all of it to
 * that player as though it weren't blocked (310.2e); or none, its blockers gone (310.2c).
 */
function combatDamageLabel(s: GameState, who: PlayerId, a: Extract<Action, { type: "assignCombatDamage" }>): string {
  const name = objectName(s, a.attacker);
  const attacker = s.objects[a.attacker];
  const defender = attackedPlayer(s, a.attacker);
  const to = defender === undefined ? "the defending player" : defender === who ? "you" : player(s, defender).name;
  const toPlayer = a.toPlayer ?? 0;
  const blockers = attacker?.kind === "card" ? liveBlockers(s, a.attacker) : [];
  if (toPlayer > 0 && a.division.every((d) => d.amount === 0) && attacker?.kind === "card") {
    const all = `Assign all of ${possessive(name)} ${combatPower(s, attacker)} combat damage to ${to}`;
    if (blockers.length > 0 && mayAssignAsUnblocked(s, attacker)) return `${all}, as though it weren't blocked (none to ${list(blockers.map(nameOf))})`;
    if (blockers.length === 0 && hasKeyword(s, attacker, "trample")) return `${all} (no creature is blocking it any more; it has trample)`;
    if (blockers.length === 0) return `${all}, as though it weren't blocked`;
  }
  if (toPlayer === 0 && a.division.length === 0) return `Assign no combat damage: no creature is blocking ${name} any more`;
  const shares = [...a.division.map((d) => `${d.amount} to ${objectName(s, d.blocker)}`), ...(toPlayer ? [`${toPlayer} to ${to}`] : [])];
  return `Assign ${possessive(name)} combat damage: ${list(shares)}${toPlayer ? `, trampling over its ${agree(a.division.length, "blocker")}` : ""}`;
}

export function optionLabel(s: GameState, who: PlayerId, a: Action): string {
  const playingName = () => (s.playing ? objectName(s, s.playing.object) : "it");
  switch (a.type) {
    case "keep":
      return "Keep this hand";
    case "mulligan":
      return "Mulligan: shuffle your hand into your library and draw a new hand of one card fewer";
    case "pass":
      return s.stack.length
        ? `Pass priority (if every player passes in turn, ${objectName(s, s.stack[s.stack.length - 1]!)} resolves)`
        : "Pass priority (if every player passes in turn, the game moves on)";
    case "playLand":
      return `Play ${objectName(s, a.card)}`;
    case "playSpell": {
      // 505.2: a split card's option names the half it plays, with that half's cost.
      const c = a.half ? { ...card(s, a.card), card: a.half } : card(s, a.card);
      const cost = getCard(c.card).manaCost;
      const how = a.faceDown ? " face down as a 2/2 creature for {3} (morph)" : a.alternative && "mana" in a.alternative ? ` for ${a.alternative.mana} rather than its mana cost` : a.alternative ? " without paying its mana cost" : "";
      const extras = [a.buyback ? "paying buyback" : "", a.kicker?.length ? `paying kicker ${a.kicker.join(" and ")}` : "", a.splice?.length ? `splicing ${list(a.splice.map((id) => objectName(s, id)))} onto it` : "", a.convoke?.length ? `tapping ${list(a.convoke.map((id) => objectName(s, id)))} for convoke` : "", a.replicate ? `replicating it ${numbered(a.replicate, "time")}` : ""].filter(Boolean);
      return `Play ${nameOf(c)}${how}${cost && !a.faceDown && !a.alternative ? ` (${cost})` : ""}${extras.length ? `, ${list(extras)}` : ""}`;
    }
    case "playAbility": {
      const o = s.objects[a.source];
      const ability = o?.kind === "card" ? characteristics(s, o).abilities[a.ability] : undefined;
      // 406.1: a mana ability without printed text (a basic land's, 212.6) says what it adds.
      if (ability?.kind === "mana" && !ability.text) {
        const adds = a.mana ? `{${a.mana}}` : manaMade(ability).map((types) => types.map((t) => `{${t}}`).join(" or ")).join("");
        return `${ability.cost.tap ? "Tap" : "Use"} ${objectName(s, a.source)} for ${adds}`;
      }
      const text = abilityText(s, a.source, a.ability);
      // "Reveal X [color] cards from your hand" (the Martyrs): X is the number of cards the option reveals (409.1b).
      const reveal = a.costs && "reveal" in a.costs ? a.costs.reveal : undefined;
      const revealing = reveal ? ` (X = ${reveal.length}${reveal.length ? `, revealing ${list(reveal.map((id) => objectName(s, id)))}` : ""})` : "";
      // 409.1f: a mana ability's "Sacrifice a [permanent]" names the permanent in the option (Krark-Clan Ironworks).
      const sacrificing = ability?.kind === "mana" && a.costs && "sacrifice" in a.costs ? ` (sacrificing ${objectName(s, a.costs.sacrifice)})` : "";
      // 409.1f: the answer listed for "Sacrifice three lands" / "Remove two creature cards in your graveyard from the game" (any others of details.costChoices may be posted instead).
      const several = a.costs && "sacrificeMany" in a.costs ? ` (sacrificing ${list(a.costs.sacrificeMany.map((id) => objectName(s, id)))})` : a.costs && "removeFromGraveyard" in a.costs ? ` (removing ${list(a.costs.removeFromGraveyard.map((id) => objectName(s, id)))} in your graveyard from the game)` : "";
      return `Play ${possessive(objectName(s, a.source))} ability${text ? `: ${text}` : ""}${revealing}${sacrificing}${several}${a.mana ? ` (adding {${a.mana}})` : ""}`;
    }
    case "turnFaceUp":
      return `Turn ${objectName(s, a.card)} face up, paying ${a.mana}`;
    case "suspend":
      return `Suspend ${objectName(s, a.card)}, paying ${a.mana}`;
    case "chooseMode":
      return `Choose mode ${a.mode + 1} for ${playingName()}`;
    case "chooseX":
      return `X = ${a.value}`;
    case "chooseTargets":
      return a.targets.length ? `Target ${list(a.targets.map((t) => targetName(s, who, t)))}${a.division ? ` (divided ${a.division.join(", ")})` : ""}` : "Choose no targets";
    case "payMana":
      return `Pay ${a.mana ? a.mana.replace(/[WUBRGC]/g, "{$&}") : "nothing"} from your mana pool`;
    case "autoPay":
      return `Pay ${s.playing?.cost ?? "the cost"} for ${playingName()}: the game taps what pays it`;
    case "cancel":
      return `Cancel playing ${playingName()} (everything returns as it was)`;
    case "declareAttackers":
      return a.attackers.length ? `Attack with ${list(a.attackers.map((x) => `${objectName(s, x.attacker)}${s.players.length > 2 ? ` (at ${player(s, x.defender).name})` : ""}`))}` : "Don't attack";
    case "declareBlockers":
      return a.blocks.length ? `Block: ${list(a.blocks.map((b) => `${objectName(s, b.blocker)} blocks ${objectName(s, b.attacker)}`))}` : "Don't block";
    case "assignCombatDamage":
      return combatDamageLabel(s, who, a);
    case "assignBlockerDamage":
      return `Assign ${possessive(objectName(s, a.blocker))} combat damage: ${list(a.division.map((d) => `${d.amount} to ${objectName(s, d.attacker)}`))}`;
    case "discard":
      return a.cards.length ? `Discard ${list(a.cards.map((id) => objectName(s, id)))}` : "Discard nothing";
    case "orderTriggers":
      return `Put the triggered abilities on the stack in this order (the last listed resolves first): ${a.order.map((id) => s.triggered.find((t) => t.id === id)?.text ?? id).join("; ")}`;
    case "reveal":
      return a.cards.length ? `Reveal ${list(a.cards.map((id) => objectName(s, id)))}` : "Reveal nothing";
    case "chooseReplacement":
      return `Apply this replacement effect first: ${a.replacement}`;
    case "choose":
      return `Choose ${a.choice}`;
    case "chooseCopy":
      return a.object === null ? "Copy nothing" : `Copy ${objectName(s, a.object)}${a.attachTo ? `, attached to ${objectName(s, a.attachTo)}` : ""}`;
    case "chooseNewTarget":
      return `Change the target to ${targetName(s, who, a.target)}`;
    case "may":
      return a.accept ? "Yes" : "No";
    case "decline":
      // "You may reveal a creature card from among them" (effects/top-cards.ts): taking none.
      return s.pending?.kind === "chooseTop" ? "Take none of the cards" : "Don't pay";
    case "chooseUntap":
      return a.keepTapped.length ? `Keep ${list(a.keepTapped.map((id) => objectName(s, id)))} tapped` : "Untap everything";
    case "beginInPlay":
      return a.cards.length ? `Begin the game with ${list(a.cards.map((id) => objectName(s, id)))} in play` : "Begin with nothing in play";
    case "search":
      return a.cards.length ? `Find ${list(a.cards.map((id) => (s.objects[id] ? objectName(s, id) : id)))}` : "Find nothing";
    case "returnAnyNumber":
      return a.objects.length ? `Return ${list(a.objects.map((id) => objectName(s, id)))}` : "Return nothing";
    case "untapChosen":
      return a.objects.length ? `Untap ${list(a.objects.map((id) => objectName(s, id)))}` : "Untap nothing";
    case "ripple":
      return a.play > 0 ? `Play ${a.play} of the revealed cards without paying their mana cost; put the rest on the bottom of your library in the order given` : "Play none of the revealed cards; put them on the bottom of your library in the order given";
    case "sacrifice":
      return a.objects.length ? `Sacrifice ${list(a.objects.map((id) => objectName(s, id)))}` : "Sacrifice nothing";
    case "chooseSource":
      return `Choose ${objectName(s, a.source)} as the source`;
    case "chooseCard":
      return a.card === null ? "Choose no card" : `Choose ${objectName(s, a.card)}`;
    case "orderTop":
      if (s.pending?.kind === "orderTop" && s.pending.bottom) return `Put the cards on the bottom of the library in this order, the first nearest the top: ${a.order.map((i) => `(${i})`).join(", ")}`;
      return `Put the cards back in this order, the new top first: ${a.order.map((i) => `(${i})`).join(", ")}`;
    case "chooseTop":
      return `Put the card at position (${a.position}) into your hand`;
    case "scry":
      return `Put ${a.top.length ? a.top.map((i) => `(${i})`).join(", ") : "no card"} back on top and ${a.bottom.length ? a.bottom.map((i) => `(${i})`).join(", ") : "no card"} on the bottom`;
    case "returnChosen":
      return `Return ${objectName(s, a.object)} to its owner's hand`;
    case "concede":
      return "Concede the game";
  }
}

/** The options with their labels (a new action type without a label fails to compile above). */
export function labelled(s: GameState, who: PlayerId, options: Action[]): (Action & { label: string })[] {
  return options.map((o) => ({ ...o, label: optionLabel(s, who, o) }));
}

