// Triggered abilities of permanents watching events of the game (404.1: "When/Whenever/At
// [event], [effect]"): attacking or blocking, dealing or being dealt damage, a spell being
// played, the end of the turn. Each is a permanent's own ability, so it triggers only while the
// permanent is in play (410.10d: leaves-play abilities, which look back, are in triggers.ts).
import { controllerOf } from "../effects/control.js";
import { characteristics } from "../effects/characteristics.js";
import { opponents } from "../game/game.js";
import type { ObjectFilter, TriggeredAbility } from "../../cards/language.js";
import { matchesFilter } from "./targets.js";
import type { AttackDeclaration, CardObject, GameEvent, GameState, ObjectId, PlayerId, Target } from "../game/types.js";
import { spellPlayedTriggers } from "./spell-triggers.js";
import { readsThatSpellsCost } from "../effects/converted-cost.js";
import { convertedManaCost } from "./targets.js";
import { stepTriggers } from "./step-triggers.js";
import { playerDoesTriggers } from "./player-triggers.js";
import { lifeGainTriggers } from "./life-gain-triggers.js";
import { becomesTargetTriggers } from "./target-triggers.js";
import { attachedTriggers } from "./attached-triggers.js";
import { watching } from "./watchers.js";
import { blockTriggers } from "./block-triggers.js";
import { attackTriggers } from "./attack-triggers.js";
import { namedDrawTriggers } from "../zones/name-and-opponent.js";

/** A permanent's ability an event triggers; `subject` / `player`: the object and the player the event names ("that creature", "that player"). */
type Watching = { o: CardObject; a: TriggeredAbility; subject?: ObjectId; player?: PlayerId; spellCost?: number; targeter?: ObjectId };
type On = TriggeredAbility["trigger"]["on"];

function inPlay(s: GameState, id: ObjectId | undefined): CardObject | undefined {
  const o = id === undefined ? undefined : s.objects[id];
  return o?.kind === "card" && o.zone === "play" ? o : undefined;
}

/** The abilities of one permanent that watch for this kind of event. */
function own(s: GameState, o: CardObject | undefined, on: On, also: (a: TriggeredAbility) => boolean = () => true): Watching[] {
  if (!o) return [];
  return characteristics(s, o).abilities.flatMap((a) => (a.kind === "triggered" && a.trigger.on === on && also(a) ? [{ o, a }] : []));
}

function everyone(s: GameState, on: On, also: (o: CardObject, a: TriggeredAbility) => boolean): Watching[] {
  return watching(s, on).filter(({ o, a }) => also(o, a));
}

/** 203.3: "that spell's converted mana cost", kept on the abilities that read it as the spell triggers them (it can't change on the stack; 413.2 once it has left). */
function withSpellCost(spell: CardObject, ws: Watching[]): Watching[] {
  return ws.map((w) => (readsThatSpellsCost([...w.a.effects, ...w.a.targets]) ? { ...w, spellCost: convertedManaCost(spell) } : w));
}

/** The permanents' abilities this event triggers. */
export function eventTriggers(s: GameState, e: GameEvent): Watching[] {
  switch (e.type) {
    case "declareAttackers": {
      // "Whenever ~ attacks or blocks": once as it is declared an attacker (308.? (?)); "attacks alone": the only one.
      // "Whenever a creature attacks (you)", "Whenever you attack with three or more creatures" (attack-triggers.ts).
      const attackers = e.data.attackers as AttackDeclaration[];
      const alone = attackers.length === 1 ? own(s, inPlay(s, attackers[0]!.attacker), "attacksAlone") : [];
      return [...attackers.flatMap((a) => own(s, inPlay(s, a.attacker), "attacksOrBlocks")), ...alone, ...attachedTriggers(s, attackers.map((a) => a.attacker), ["attacks", "attacksOrBlocks"]), ...attackTriggers(s, attackers)];
    }
    case "declareBlockers": {
      // ... or once as it is declared a blocker, however many creatures it blocks (309.? (?)).
      const blockers = new Set((e.data.blocks as { blocker: ObjectId }[]).map((b) => b.blocker));
      return [...[...blockers].flatMap((id) => [...own(s, inPlay(s, id), "attacksOrBlocks"), ...own(s, inPlay(s, id), "blocks")]), ...attachedTriggers(s, [...blockers], ["blocks", "attacksOrBlocks"]), ...blockTriggers(s, e.data.blocks as { blocker: ObjectId; attacker: ObjectId }[])];
    }
    case "combatDamage":
    case "damage": {
      // 404.1: damage that was all prevented wasn't dealt, and triggers nothing.
      const { source, to, amount } = e.data as { source: ObjectId; to: { player: PlayerId } | { object: ObjectId }; amount: number };
      if (amount <= 0) return [];
      const victim = "object" in to ? inPlay(s, to.object) : undefined;
      const dealt = own(s, victim, "isDealtDamage");
      if (e.type !== "combatDamage" || !("player" in to)) return dealt;
      // "That player" of "whenever ~ deals combat damage to a player" is the player dealt it (404.1).
      return [...dealt, ...own(s, inPlay(s, source), "dealsCombatDamage").map((w) => ({ ...w, player: to.player })), ...attachedTriggers(s, [source], ["dealsCombatDamageToPlayer"], to.player)];
    }
    case "playSpell": {
      // 409.1: "whenever you play a [subtype] spell" / "whenever an opponent plays a spell" trigger once the spell has become played.
      const spell = s.objects[e.data.object as ObjectId];
      if (spell?.kind !== "card") return [];
      const subtypes = characteristics(s, spell).subtypes;
      const byOpponent = everyone(s, "opponentPlaysSpell", (o) => opponents(s, controllerOf(s, o)).includes(e.data.player as PlayerId));
      const mine = everyone(s, "youPlaySpell", (o, a) => controllerOf(s, o) === e.data.player && (a.trigger as { subtypes: string[] }).subtypes.some((t) => subtypes.includes(t)));
      return [...withSpellCost(spell, [...mine, ...byOpponent, ...spellPlayedTriggers(s, spell, e.data.player as PlayerId)]), ...becomesTargetTriggers(s, (e.data.targets as Target[] | undefined) ?? [], e.data.object as ObjectId)];
    }
    case "step":
      // 313.1: "at end of turn" abilities trigger as the end of turn step begins; "at the end of your turn" only on your turns.
      // 305.1: the main phase's one step begins with it; "precombat" is the turn's first main phase (300.1; an added one is postcombat, 300.7).
      if (e.data.step !== "endOfTurn") return stepTriggers(s, e.data.phase === "precombatMain" ? "precombatMain" : (e.data.step as string), e.data.active as PlayerId);
      // "That player" of "at the end of each player's turn" is the active player.
      return everyone(s, "endOfTurn", (o, a) => (a.trigger as { whose: string }).whose === "each" || controllerOf(s, o) === e.data.active).map((w) => ({ ...w, player: e.data.active as PlayerId }));
    case "turnFaceUp": {
      // "Whenever a creature is turned face up" (any, the watcher itself included), "When enchanted creature is turned face up".
      const up = inPlay(s, e.data.object as ObjectId);
      if (!up) return [];
      const watching = everyone(s, "creatureTurnedFaceUp", (o, a) => matchesFilter(s, up, (a.trigger as { what: ObjectFilter }).what, controllerOf(s, o))).map((w) => ({ ...w, subject: up.id }));
      return [...watching, ...attachedTriggers(s, [up.id], ["isTurnedFaceUp"])];
    }
    case "comesIntoPlay":
      // 502.51: the first half of "When [this] comes into play or the creature it haunts is put into a graveyard".
      return own(s, inPlay(s, e.data.object as ObjectId), "comesIntoPlayOrHauntedPutIntoGraveyard");
    case "playAbility":
    case "trigger":
      // 409.1c, 410.4: an ability's targets become its targets as it is played or put on the stack.
      return becomesTargetTriggers(s, (e.data.targets as Target[] | undefined) ?? [], e.data.object as ObjectId | undefined);
    case "draw": {
      const drawn = e.secret?.data.card as { name: string } | undefined;
      return [...playerDoesTriggers(s, e.type, e.data.player as PlayerId), ...(drawn ? namedDrawTriggers(s, e.data.player as PlayerId, drawn.name) : [])];
    }
    case "discard":
    case "cycle":
      return playerDoesTriggers(s, e.type, e.data.player as PlayerId);
    case "gainLife":
      return lifeGainTriggers(s, e.data.player as PlayerId, e.data.amount as number);
    default:
      return [];
  }
}
