// The game state and everything that flows in and out of the engine. All plain,
// JSON-serializable data: objects refer to each other by id only (so a state can be
// copied, stored and restored as it is).
import type { Condition, Effect, Modification, ObjectFilter, TargetSpec } from "../../cards/language.js";

/** The card types a `topCards` effect takes cards by. */
type TopCardTypes = Extract<Extract<Effect, { do: "topCards" }>["take"], { all: unknown }>["all"];

export type PlayerId = string;
export type ObjectId = string;

export type Color = "W" | "U" | "B" | "R" | "G";
/** A mana symbol in a pool: the five colors and colorless. */
export type ManaType = Color | "C";
/** The mana of each type; "S" + type: how much of it a snow source produced (for {S}, spells/mana.ts). */
export type ManaPool = Record<ManaType, number> & Partial<Record<`S${ManaType}`, number>>;

export type PhaseName = "beginning" | "precombatMain" | "combat" | "postcombatMain" | "end";
export type StepName =
  | "untap"
  | "upkeep"
  | "draw"
  | "main"
  | "beginningOfCombat"
  | "declareAttackers"
  | "declareBlockers"
  | "combatDamage"
  | "endOfCombat"
  | "endOfTurn"
  | "cleanup";

export type ZoneName = "library" | "hand" | "graveyard" | "play" | "stack" | "removed" | "ante";
/** The zones where cards are objects: all but libraries (see PlayerState.library). */
export type ObjectZone = Exclude<ZoneName, "library">;

/** A reference to something a spell or ability can target or affect. */
/** 419.7: what a prevention effect does for each 1 damage it prevents: a player gains life, or counters are put on a permanent. */
export type PreventedReward = { player: PlayerId; life: number } | { object: ObjectId; counter: string; amount: number };

export type Target = { player: PlayerId } | { object: ObjectId };

export interface PlayerState {
  id: PlayerId;
  name: string;
  team: string;
  life: number;
  manaPool: ManaPool;
  /** The names of the cards in the library, index 0 the top. A card in a library is no object:
   * it becomes one as it leaves (217.1c: in its new zone it is a new object anyway). */
  library: string[];
  hand: ObjectId[];
  graveyard: ObjectId[]; // last is the top
  landsPlayedThisTurn: number;
  /** 305.2: lands more than one this player may play this turn ("You may play up to three additional lands this turn"). */
  additionalLandPlays?: number;
  /** 502.44a: a spell with epic this player controlled has resolved: he or she can't play spells for the rest of the game. */
  epic?: true;
  /** 302.2: permanents of these types this player controls don't untap during his or her next untap step (Exhaustion). */
  skipsNextUntap?: ("artifact" | "creature" | "land")[];
  /** 300.9: how many of this player's next combat phases are skipped ("that player skips his or her next combat phase"). */
  skipCombatPhases?: number;
  /** 300.9: how many of this player's next turns are skipped ("You skip your next turn"; turn/extra-turns.ts). */
  skipTurns?: number;
  /** 420.5g: attempted to draw from an empty library since the last check. */
  drewFromEmptyLibrary: boolean;
  /** 102: out of the game (lost, conceded); `outcome` says which. */
  outcome: "playing" | "won" | "lost" | "drew";
  lossReason?: string;
  mulligans: number;
  /** 101.?: the mulligan decision of the current round: undecided, keep, or mulligan. */
  mulligan: "undecided" | "keep" | "mulligan";
  /** Pass priority automatically when passing is the only legal choice: the player's own
   * choice, off by default, as it reveals that he or she has nothing to play (turn/stops.ts). */
  autoPass: boolean;
  /** Where the game stops for this player beyond the default stops (turn/stops.ts): steps
   * ("main": main phases) in any player's turn, or everywhere. */
  stops: StepName[] | "everywhere";
  /** "Pass until end of turn" / "until my next turn" (turn/stops.ts): set on turn `turn`, ended
   * by the first spell or ability put on the stack after it was set (ids from `sinceObject` on). */
  passUntil?: { until: "endOfTurn" | "myNextTurn"; turn: number; sinceObject: number };
  /** Index of this player in GameConfig.players (the seating may differ, 609.3). */
  configIndex: number;
  /** 212.3d: the turn number on which this player's most recent turn began (absent: none yet). */
  turnBegan?: number;
  /** The turn number on which the turn before it began (502.19a: "since the beginning of your last upkeep"). */
  previousTurnBegan?: number;
  /** 600.4: the turn on which this player left a game that went on without him or her. */
  leftOnTurn?: number;
  /** Has answered the opening-hand question ("begin the game with it in play"). */
  openingHandDecided?: true;
  /** Poison counters (420.5h: ten or more and the player loses); absent when none. */
  poison?: number;
  /** 607.1: this player is his or her team's emperor (the others are its generals). */
  emperor?: true;
  /** 217.9: the cards this player has put into the ante (only with the ante option). */
  ante?: ObjectId[];
}

/** A card, token or copy that is in a zone (hand, library, play, graveyard...). */
export interface CardObject {
  id: ObjectId;
  kind: "card";
  card: string; // the card's name: the key into the card registry
  owner: PlayerId;
  controller: PlayerId;
  zone: ObjectZone;
  tapped: boolean;
  /** 302.2: "doesn't untap during its controller's next untap step": kept tapped through that step, then cleared (turn/untap-step.ts). */
  skipsNextUntap?: true;
  damage: number;
  /** The sources that dealt it damage, and on which turn (effects/damaged-by.ts: "a creature dealt damage by ~ this turn", 404.1). */
  damagedBy?: { source: ObjectId; turn: number }[];
  /** 419.6: removed from the game instead if it would be put into a graveyard on this turn, and the name of the effect's source (effects/removed-if-dies.ts). */
  removedIfDies?: { turn: number; by: string };
  /** 419.6b: "That creature can't be regenerated this turn": the turn on which it can't be (effects/regeneration.ts). */
  cantRegenerateTurn?: number;
  /** 212.3d: turn number on which this permanent came under its current controller's control. */
  controlledSince: number;
  /** The controller that `controlledSince` is about, when control effects (418.5 layer 2) have
   * made it someone other than `controller` (who put it into play); see control.ts. */
  controlledBy?: PlayerId;
  timestamp: number;
  /** Counters on it, by kind ("+1/+1"); absent when there are none. */
  counters?: Record<string, number>;
  /** Targets chosen for this object while it is a spell on the stack. */
  targets?: Target[];
  /** The permanent this Aura or Equipment is attached to (212.2g, 212.4). */
  attachedTo?: ObjectId;
  /** 503: the card whose printed values are this permanent's copiable values (Clone's copy). */
  copyOf?: string;
  /** A token (216): not a card; it ceases to exist outside play (420.5?). */
  token?: true;
  /** 503.10: a copy of a spell, put onto the stack by an effect: not a card, not played; it
   * ceases to exist in any other zone (503.10a, a state-based effect). */
  spellCopy?: true;
  /** 502.16: the spell's buyback cost was paid (a copy's too, 503.10): it goes to its owner's hand as it resolves. */
  buyback?: true;
  /** 502.52a: how many times its replicate cost was paid. */
  replicated?: number;
  /** 502.22a: played from the graveyard for its flashback cost: removed from the game as it leaves the stack. */
  flashback?: true;
  /** 502.40a: the cards spliced onto this spell, in order: it has their text too while on the stack. */
  spliced?: string[];
  /** A spell's chosen mode (409.1a?) and announced X (409.1b) while it is on the stack. */
  mode?: number;
  x?: number;
  /** 508: a flip card in play that has flipped: its other half's name, text, type line and P/T apply (508.2). */
  flipped?: true;
  /** "Whenever ~ becomes the target of a spell or ability for the first time in a turn": the turn it last became a target, kept for a permanent with such an ability (spells/target-triggers.ts). */
  targetedOnTurn?: number;
  /** What was chosen "as ~ comes into play" (419.1b): a creature type or a color. */
  chosen?: string;
  /** The opponent chosen "as ~ comes into play" with a named card (Booby Trap, zones/name-and-opponent.ts); the name is `chosen`. */
  chosenPlayer?: PlayerId;
  /** 409.1b: how many permanents were sacrificed for the spell's "any number" additional cost, while it is on the stack. */
  sacrificed?: number;
  /** 409.1f: the permanent sacrificed for the spell's "sacrifice a [permanent]" additional cost, as it last existed in play, while it is on the stack ("where X is the sacrificed artifact's converted mana cost"). */
  sacrificedForCost?: SacrificedForCost;
  /** Sweep: how many permanents the resolving spell returned to their owner's hand "this way". */
  returned?: number;
  /** 409.1d: how the spell's damage or counters are divided among its "any number of" targets, in their order. */
  division?: number[];
  /** 502.34: the cards its imprint ability removed from the game (objects in the removed zone); the link ends as either changes zones (217.1c). */
  imprinted?: ObjectId[];
  /** 502.51b: the creature this card, removed from the game by its haunt ability, haunts. */
  haunting?: ObjectId;
  /** 502.37: the colors of the mana spent to play this spell (Sunburst), while it is on the stack; absent when none.
   * 409.1h: kept by the permanent the spell becomes ("if {B} was spent to play ~", spells/mana-spent.ts). */
  colorsSpent?: Color[];
  /** 502.21a: the kicker costs paid for this spell, kept by the permanent it becomes and by a copy of it (503.10) ("if the kicker cost was paid", keywords/kicker.ts). */
  kicked?: string[];
  /** 409.1b: the X announced for a "Kicker {X}" paid (Verdeloth the Ancient), kept by the permanent it becomes: its linked "put X ... tokens" (keywords/kicker.ts). */
  kickerX?: number;
  /** "If you played this spell during your main phase": its controller played it during his or her own main phase (spells/played-when.ts). */
  playedInMainPhase?: true;
  /** 504: a face-down spell or permanent (a 2/2 creature with no name, text, color or mana cost, 502.26). */
  faceDown?: true;
  /** 502.59: this creature spell was played by its suspend ability: it has haste (suspend.ts). */
  suspended?: true;
  /** A spell played from its owner's hand (409.1a): "comes into play with ... if you played it from your hand" (zones/arrival-counters.ts); kept by the permanent it becomes, for "When ~ comes into play, if you played it from your hand" (spells/as-played.ts). */
  playedFromHand?: true;
  /** 502.44a: a copy of an epic spell made by its epic ability: "except for its epic ability". */
  exceptEpic?: true;
  /** 413.2: this spell's targets that have left their zones, as they last existed, by object id ("You gain life equal to its power"). */
  targetsLastKnown?: Record<ObjectId, LastKnown>;
}

/** 409.1f: a permanent sacrificed to pay a cost, as it last existed in play, with its converted mana cost there (203.3). */
export type SacrificedForCost = LastKnown & { convertedManaCost: number };

/** Last-known information about an object that left its zone (413.2, 310): taken as what refers to it is
 * made (an ability played or triggered, combat damage assigned), and again as it leaves its zone (zones.ts). */
export interface LastKnown {
  id: ObjectId;
  name: string;
  /** The card's own name when its name was another's: it was a copy (503). */
  card?: string;
  controller: PlayerId;
  owner: PlayerId;
  power: number;
  toughness: number;
  /** Its colors, card types and subtypes through the layers as it last existed (502.7: protection from a source that left play). */
  colors: Color[];
  types: string[];
  subtypes: string[];
  /** Its counters as it last existed (Modular: "put its +1/+1 counters on ..."; "for each age counter on it", 502.13). */
  counters?: Record<string, number>;
  /** The permanent it was attached to as it last existed ("Regenerate enchanted creature" after the Aura left play, 413.2). */
  attachedTo?: ObjectId;
  /** The sources that dealt it damage this turn, as it last existed ("a creature dealt damage by ~ this turn is put into a graveyard"). */
  damagedBy?: ObjectId[];
  /** 409.1h: the colors of the mana spent to play it ("if {B} was spent to play ~", spells/mana-spent.ts). */
  colorsSpent?: Color[];
  /** 502.21a: the kicker costs paid to play it ("if the kicker cost was paid"). */
  kicked?: string[];
  /** 409.1a: it came into play as a spell played from its owner's hand ("if you played it from your hand"). */
  playedFromHand?: true;
  /** 419.1b: the color chosen as it came into play ("target permanent of the chosen color" of its ability after it left play, 413.2). */
  chosen?: string;
  /** 409.1b: the X of its "Kicker {X}" paid. */
  kickerX?: number;
  /** 203.3: the X announced for a spell with {X} in its mana cost that left the stack ("that spell's converted mana cost"). */
  x?: number;
}

/** A combat damage assignment: one source dealing an amount to one recipient. */
export interface DamageAssignment {
  source: LastKnown;
  to: Target;
  amount: number;
}

/**
 * An ability on the stack (402.?: independent of its source once there), or combat damage
 * on the stack (310 in this edition). It carries what it will do, so it resolves even if
 * its source has left play or lost the ability.
 */
export interface StackAbility {
  id: ObjectId;
  kind: "ability";
  controller: PlayerId;
  /** The object the ability came from, as it was when the ability was played/triggered. */
  source: LastKnown;
  text: string;
  specs: TargetSpec[];
  effects: Effect[];
  targets?: Target[];
  /** 409.1d, 410.4: how the ability's damage or counters are divided among its "any number of" targets, in their order. */
  division?: number[];
  /** The card its source became on leaving play (217.1c): what "another target" excludes (Myr Retriever). */
  sourceNow?: ObjectId;
  /** The object the triggering event was about: "that creature" of "whenever another creature comes into play" (Graft), flanking's blocker (502.3). */
  subject?: ObjectId;
  /** The player the triggering event named: "that player" (404.1). */
  triggerPlayer?: PlayerId;
  /** A damage trigger's event (404.1): how much damage was dealt ("that much"); the player dealt it is `triggerPlayer`. */
  eventAmount?: number;
  /** A permanent put into a graveyard from play, as it last existed (413.2): "that creature's toughness" (Proper Burial). */
  subjectPT?: [number, number];
  /** 203.3: the converted mana cost of the spell whose playing triggered it, kept only when its effects read it (effects/converted-cost.ts). */
  spellCost?: number;
  /** "Counter that spell or ability" of "whenever ~ becomes the target of a spell or ability": the spell or ability that targeted it (spells/target-triggers.ts). */
  targeter?: ObjectId;
  combatDamage?: DamageAssignment[];
  /** A triggered ability's "intervening if" condition (404.3?). */
  condition?: Condition;
  /** 403, 404: how it got onto the stack — an activated ability played, or a triggered ability put there (combat damage: neither). */
  origin?: "activated" | "triggered";
  /** 409.1b: the X announced for an {X} in the ability's cost. */
  x?: number;
  /** 502.43a (ninjutsu): the player the creature returned for the cost was attacking. */
  defending?: PlayerId;
  /** 413.2: this ability's targets that have left their zones, as they last existed, by object id. */
  targetsLastKnown?: Record<ObjectId, LastKnown>;
  /** 409.1f: the permanent sacrificed to pay the ability's "Sacrifice a [permanent]" cost, as it last existed in play ("the sacrificed creature's power"). */
  sacrificedForCost?: SacrificedForCost;
  timestamp: number;
  zone: "stack";
}

export type GameObject = CardObject | StackAbility;

/** Continuous effects from resolved spells and abilities (418), applied through layers. */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  /** Layer of 418.5: 1 copy, 2 control, 3 text, 4 type, 5 other, 6 power/toughness. */
  layer: 1 | 2 | 3 | 4 | 5 | 6;
  /** Sublayer of layer 6 (418.5a): a characteristic-defining, b set and resolved modifications (timestamp order), c counters, d static modifications, e switch. */
  sublayer?: "a" | "b" | "c" | "d" | "e";
  affects: ObjectId[];
  modification: Modification | TextChange;
  /** For as long as its source remains tapped, or as long as the object it affects is enchanted (durations.ts). */
  duration: "endOfTurn" | "permanent" | "whileSourceTapped" | "whileEnchanted" | "whileSourceInPlay" | "endOfCombat";
  /** "For as long as it has a training counter on it": applies to an object only while it has a counter of this kind (durations.ts). */
  whileCounter?: string;
  source: { id: ObjectId; name: string; controller: PlayerId };
}

export type { Modification };

/** 418.6: a text-changing effect (layer 3): every instance of one word, used as a word of its
 * kind, reads as another. Words: color words ("black"), basic land types, creature types. */
export interface TextChange {
  kind: "changeText";
  from: string;
  to: string;
}

export type { Keyword } from "../../cards/language.js";

export interface AttackDeclaration {
  attacker: ObjectId;
  defender: PlayerId;
}

export interface CombatState {
  attackers: AttackDeclaration[];
  /** blocker id -> the attacker it blocks */
  blocks: { blocker: ObjectId; attacker: ObjectId }[];
  /** Attackers that were blocked (stay blocked even if every blocker leaves, 309.x). */
  blocked: ObjectId[];
  declaredAttackers: boolean;
  declaredBlockers: boolean;
  /** Defending players who have declared blockers, one after another in APNAP order (103.4). */
  defendersDeclared: PlayerId[];
  /** How the active player divided each multiply-blocked attacker's damage (310.2c). */
  divisions: Record<ObjectId, { blocker: ObjectId; amount: number }[]>;
  damageAssigned: boolean;
  /** 502.9: what each trampling attacker assigns to the player it attacks, beyond its blockers' lethal damage. */
  trampled?: Record<ObjectId, number>;
  /** 310.5: the attacking and blocking creatures that had first strike or double strike as
   * the first of two combat damage steps began; absent when the phase has one combat damage step. */
  firstStrikers?: ObjectId[];
  /** Which of the two combat damage steps this is (310.5): 1 the first-strike step, 2 the regular one. */
  damageStep?: 1 | 2;
  /** How the defending player divided the damage of each creature blocking several attackers (310.2). */
  blockerDivisions?: Record<ObjectId, { attacker: ObjectId; amount: number }[]>;
  /** 502.29: creatures that must block an attacker this combat if able (provoke). */
  mustBlock?: { blocker: ObjectId; attacker: ObjectId }[];
}

/** A spell or ability being played (409.1): the steps already taken and what remains. */
export interface PlayInProgress {
  player: PlayerId;
  /** The object on the stack being played. */
  object: ObjectId;
  stage: "mode" | "x" | "targets" | "payment";
  /** The mana cost to pay, as a cost string ("{1}{R}"); {X} until X is announced. */
  cost: string;
  /** The costs other than mana (409.1f): {T}, sacrificing a permanent, paying life, discarding
   * a card, removing cards in hand from the game, removing counters. */
  otherCosts: {
    tap?: ObjectId;
    sacrifice?: ObjectId[];
    payLife?: number;
    discard?: ObjectId;
    /** 409.1f: "Discard your hand": the cards in it as the cost is paid. */
    discardHand?: true;
    removeFromGame?: ObjectId[];
    removeCounters?: { from: ObjectId; counter: string; count: number };
    /** "Remove X [kind] counters from ~" before X is announced (409.1b); it becomes `removeCounters` then (spells/counter-x-costs.ts). */
    removeCountersX?: { from: ObjectId; counter: string };
    /** Permanents returned to their owners' hands ("Return two lands you control ..."). */
    returnToHand?: ObjectId[];
    /** A card revealed from its owner's hand (Forecast). */
    reveal?: ObjectId;
    /** "Reveal X [color] cards from your hand" (the Martyrs): the cards revealed as the cost is paid (spells/reveal-x-costs.ts). */
    revealCards?: ObjectId[];
    /** 502.18c: the discarded card pays a cycling cost ("when you cycle" abilities trigger). */
    cycling?: true;
    /** 502.46a: creatures tapped for convoke. */
    convoke?: ObjectId[];
    /** Untapped permanents tapped for "Tap an untapped [permanent] you control" (409.1f). */
    tapUntapped?: ObjectId[];
    /** The cost items of spells/cost-kinds.ts (409.1f): the permanent itself removed from the game, a counter put on it, half the life paid, a card discarded at random, cards in the graveyard and the top of the library removed from the game. */
    removeSelf?: ObjectId;
    putCounter?: { on: ObjectId; counter: string };
    payHalfLife?: true;
    discardRandom?: true;
    removeTopOfLibrary?: number;
    removeFromGraveyard?: ObjectId[];
  };
  /** For a spell: what its total cost is built from (409.1e), beyond its mana cost. */
  basis?: SpellCostBasis;
  /** What backing out of the play undoes (409.1i?): the card as it was in hand (for a spell),
   * the mana pool before, and the permanents tapped and life paid for mana since the announcement. */
  undo: { card?: CardObject; handIndex: number; /** 502.22a: the card was played from this place in the graveyard. */ graveyardIndex?: number; pool: ManaPool; tapped: ObjectId[]; life?: number; /** Counters removed for mana abilities' costs (406.1), given back. */ counters?: { object: ObjectId; counter: string; count: number }[]; /** Permanents a mana ability marked "doesn't untap during your next untap step", unmarked. */ skipsNextUntap?: ObjectId[]; /** Permanents sacrificed for mana abilities (406.1): they can't come back, so the play can't be backed out of. */ sacrificed?: ObjectId[]; priority: { player: PlayerId; passes: number } };
  /** 502.59a: a spell played by an effect as it resolves (suspend): it can't be backed out of,
   * and the resolution goes on once it is played ("waiting": a decision was asked for it). */
  byEffect?: "running" | "waiting";
  /** 502.24a: a spell played for its madness cost as the madness trigger resolves: backing out of it puts the card back in this place of the removed-from-the-game zone. */
  madness?: { removedIndex: number };
}

/** The parts of a spell's total cost chosen as it is played (409.1b, 409.1e). */
export interface SpellCostBasis {
  /** An alternative cost paid in mana instead of the mana cost ("{0}" when it is not mana). */
  alternative?: string;
  /** Mana of an additional cost ("pay {5}"). */
  extraMana?: string;
  /** 502.16: the buyback cost, when the player announced paying it. */
  buyback?: string;
  /** 502.32: the Entwine cost, when all modes were chosen. */
  entwine?: string;
  /** 502.21a: the kicker costs the player announced paying. */
  kicker?: string[];
  /** Mana to pay for each target beyond the first (Fireball). */
  perExtraTarget?: string;
  /** 502.40a: the splice costs of the cards spliced onto the spell. */
  splice?: string[];
  /** 502.46a: the creatures tapped for convoke, each reducing the total cost by one mana. */
  convoke?: ObjectId[];
  /** 502.52a: the replicate cost, once for each time it is paid. */
  replicate?: string[];
  /** 502.42a: the mana cost of the permanent sacrificed for offering, by which the total cost is reduced. */
  offering?: string;
}

/** An alternative cost (seed glossary): remove these cards in hand from the game, pay the
 * alternative cost a permanent offers (Fist of Suns), or pay the card's own alternative mana
 * cost, as printed (the Bringers' "{W}{U}{B}{R}{G}"). */
export type AlternativePayment = { remove: ObjectId[] } | { source: ObjectId } | { mana: string };

/** Which cost is paid where there is a choice (409.1b): the permanent sacrificed, the card
 * discarded, the mana paid instead ("discard a card or pay {5}"), or the permanents
 * sacrificed for "sacrifice any number of ..." (none or more). */
export type CostChoice = { sacrifice: ObjectId } | { discard: ObjectId } | { mana: string } | { sacrificeAnyNumber: ObjectId[] } | { returnToHand: ObjectId[] } | { tapUntapped: ObjectId[] } | /** "Reveal X [color] cards from your hand": the cards revealed, X their number (spells/reveal-x-costs.ts) */ { reveal: ObjectId[] } | /** "Sacrifice three lands", "Remove two creature cards in your graveyard from the game": the ones chosen (spells/cost-kinds.ts) */ { sacrificeMany: ObjectId[] } | { removeFromGraveyard: ObjectId[] };

/** A resolution paused at a choice (e.g. "target player discards two cards"). */
export interface Resolution {
  object: ObjectId;
  /** Index of the next effect to run (of combat damage: the next assignment to deal). */
  step: number;
  /** Within an effect that deals with several recipients one after another (divided damage,
   * 409.1d; damage to each creature), the next of them after a pause. */
  part?: number;
  /** Damage to each player of amounts of their own ("half that player's life total"), fixed as it began: one per recipient. */
  amounts?: number[];
  /** The target words illegal as it began to resolve (413.2a, spells/resolution-targets.ts): its effects leave them alone; absent when every target was legal. */
  illegal?: number[];
  /** A conditional effect under way: whether its condition held as it began. */
  branch?: boolean;
  /** Within a branch under way (a condition's, a payment's, a "may"'s effects), the effect of it
   * now running; an effect paused inside it keeps its own place in `part` (effects.ts runBranch). */
  branchPart?: number;
  /** A Radiance effect under way: the target and the other permanents sharing a color with it, fixed as it began. */
  objects?: ObjectId[];
  /** A sacrifice effect under way: the players still to choose (APNAP order) and the permanents chosen so far. */
  sacrificing?: { players: PlayerId[]; chosen: ObjectId[] };
  /** "Each player discards three cards" under way: the players still to choose (APNAP order) and the cards chosen so far (effects/each-player.ts). */
  discarding?: { players: PlayerId[]; chosen: ObjectId[] };
  /** "Each other player may put a creature card from his or her hand into play" under way: the players still to choose (APNAP order) and the cards chosen so far (effects/put-from-hands.ts). */
  putting?: { players: PlayerId[]; chosen: { player: PlayerId; card: ObjectId }[] };
  /** "Each player chooses a creature type." under way: the players still to choose (APNAP order) and the types chosen so far (effects/creature-type-choice.ts). */
  typeChoices?: { players: PlayerId[]; chosen: string[] };
  /** "Each player may search his or her library" under way: the players still to search or decline, the current one first (APNAP order, effects/search.ts). */
  searching?: { players: PlayerId[] };
  /** The cards revealed from a hand by this resolution ("reveals three cards from his or her hand", effects/hands.ts). */
  revealed?: ObjectId[];
  /** The cards this resolution put from the top of a library into a graveyard, top first ("that card's converted mana cost", effects/library-top.ts). */
  movedFromLibrary?: string[];
  /** The cards a search of this resolution found ("its converted mana cost", Seek; effects/search.ts), or the card revealing until one of a kind found ("that card's converted mana cost", Goblin Machinist; effects/top-cards.ts). */
  foundCards?: string[];
  /** How many cards "Reveal cards from the top of your library until ..." revealed: "the revealed cards" still on top (effects/top-cards.ts). */
  revealedFromTop?: number;
  /** The converted mana costs of the permanents this resolution's sacrifice sacrificed, as they last existed ("that permanent's converted mana cost", effects/edicts.ts). */
  sacrificedCosts?: number[];
  /** Mana Clash under way: the players whose coins came up tails on this flip, and how many of them have been dealt their damage (effects/coin-clash.ts). */
  clash?: { tails: PlayerId[]; dealt: number };
  /** The card named by this resolution ("Name a card", effects/naming.ts). */
  named?: string;
  /** The life players lost to this resolution, kept only when an effect of it counts it ("the life lost this way", effects/life-lost.ts). */
  lifeLost?: number;
  /** The damage this resolution has dealt, kept only when an effect of it counts it ("the damage dealt this way", effects/damage-dealt.ts). */
  damageDealt?: number;
  /** The color this resolution's "Choose a color." chose (effects/color-choice.ts). */
  chosenColor?: string;
}

/** An event that replacement effects may modify (419.6), described as it now stands. */
export type ReplaceableEvent =
  | { kind: "damage"; source: { id: ObjectId; name: string; /** its qualities as it deals the damage, or as it last existed (protection.ts) */ qualities?: { colors: string[]; types: string[]; subtypes: string[] }; /** its controller as it last existed, when it has left play (413.2), or a spell's */ controller?: PlayerId; /** a spell on the stack deals it */ spell?: true }; to: Target; amount: number; combat: boolean; /** prevented so far */ prevented: number; /** "The damage can't be prevented" (Pinpoint Avalanche): no prevention effect applies (replacement.ts) */ unpreventable?: true }
  | {
      kind: "draw";
      /** Who would draw now (a replacement may change it). */
      player: PlayerId;
      /** Whose sequence of draws this is, and how many are still to come after this one (419.6h). */
      sequence: PlayerId;
      remaining: number;
    };

/**
 * An event waiting for the affected player to choose which replacement effect applies next
 * (419.9); `applied` are those already applied to it (419.6a: each applies once at most).
 * `resumes` says what carries on when the event is done: a paused resolution, or nothing.
 */
export interface Replacing {
  event: ReplaceableEvent;
  applied: string[];
  resumes: "resolution" | "none";
  /** 419.6c: the parts of a damage event a redirection split off ("the next 1 damage"), dealt after it, with the effects already applied to them. */
  follow?: { event: ReplaceableEvent; applied: string[] }[];
  /** The decision that was pending when a mana ability's damage waited for this choice (406.1: it uses no stack): asked again once the damage is dealt. */
  then?: Pending;
}

/** A triggered ability that has triggered and waits to be put on the stack (410.1). */
export interface PendingTrigger {
  id: ObjectId;
  controller: PlayerId;
  source: LastKnown;
  text: string;
  specs: TargetSpec[];
  effects: Effect[];
  /** Its controller has chosen where it goes among his or her simultaneous triggers (410.3). */
  ordered: boolean;
  /** The card its source became on leaving play (217.1c), for "another target" (see StackAbility). */
  sourceNow?: ObjectId;
  /** The object the triggering event was about (see StackAbility). */
  subject?: ObjectId;
  /** The player the triggering event named (see StackAbility). */
  triggerPlayer?: PlayerId;
  /** A damage trigger's amount (see StackAbility). */
  eventAmount?: number;
  /** The power and toughness the permanent last had (see StackAbility). */
  subjectPT?: [number, number];
  /** The converted mana cost of the spell that triggered it (see StackAbility). */
  spellCost?: number;
  /** The spell or ability that targeted the permanent (see StackAbility). */
  targeter?: ObjectId;
  /** An "intervening if" condition, checked again on resolution (404.3?). */
  condition?: Condition;
}

/** What the game is waiting for: exactly one player owes exactly one decision. */
export type Pending =
  | { kind: "mulligan"; player: PlayerId }
  | { kind: "priority"; player: PlayerId }
  | { kind: "mode"; player: PlayerId }
  | { kind: "x"; player: PlayerId }
  | { kind: "targets"; player: PlayerId }
  | { kind: "payment"; player: PlayerId }
  | { kind: "attackers"; player: PlayerId }
  | { kind: "blockers"; player: PlayerId }
  | { kind: "combatDamage"; player: PlayerId; attacker: ObjectId }
  /** 310.2: the defending player divides the damage of a creature blocking several attackers. */
  | { kind: "blockerDamage"; player: PlayerId; blocker: ObjectId }
  | { kind: "discard"; player: PlayerId; count: number; reason: "cleanup" | "effect" }
  | { kind: "orderTriggers"; player: PlayerId }
  | { kind: "reveal"; player: PlayerId; object: ObjectId }
  | { kind: "triggerTargets"; player: PlayerId; object: ObjectId }
  | { kind: "replacement"; player: PlayerId }
  /** 419.1b: "As ~ comes into play, choose ..."; `copy`: it comes into play as this copy, whose choice it is (503.2). */
  | { kind: "choose"; player: PlayerId; object: ObjectId; what: "creatureType" | "color" | /** "Name a card" as a spell resolves (effects/naming.ts) */ "cardName" | /** "Tap or untap target ...", chosen as it resolves (effects/tap-or-untap.ts) */ "tapOrUntap" | /** "As ~ comes into play, name a card other than a basic land card and choose an opponent": the name, then the opponent (zones/name-and-opponent.ts) */ "namedCard" | "opponent" | /** what an Aura put into play from a graveyard enchants (effects/aura-from-graveyard.ts, 212.4j) */ "auraHome"; /** that Aura card, still in the graveyard */ aura?: ObjectId; /** the name already given, while the opponent is chosen */ named?: string; /** "Name a nonland card" */ nonland?: true; copy?: { of: string; attachTo?: ObjectId }; /** a permanent already in play that came there otherwise than from the stack (zones/arrival-choices.ts) */ inPlay?: true; /** a choice made as a spell or ability resolves ("the color of your choice"): `object` is on the stack (effects/color-choice.ts) */ resolving?: true }
  /** 503: the creature a permanent spell coming into play copies, or none. */
  | { kind: "copy"; player: PlayerId; object: ObjectId }
  /** 503.10, 415.7: "you may choose new targets for the copy": one target of the copy at a time. */
  | { kind: "newTarget"; player: PlayerId; object: ObjectId; index: number; /** 415.7a: "change the target" (Deflection): the spell's single target must change, asked by the resolving spell's controller (`by`: its name); spells/target-changes.ts. */ change?: true; by?: string }
  | { kind: "may"; player: PlayerId; prompt: string }
  /** 414: "counter target spell unless its controller pays {N}": the controller of the spell
   * `object` pays `cost` or declines, as the counterspell resolves. */
  | { kind: "unlessPays"; player: PlayerId; object: ObjectId; cost: string; /** 502.13a, 502.19a: unpaid, the permanent `object` is sacrificed (not a spell countered). */ orSacrifice?: true; /** 502.55 recover: paid, the card `object` returns to its owner's hand; unpaid, it is removed from the game. */ orRecover?: true; /** "You may pay ... If you do" / "... unless you pay": `object` is what is resolving; paid or not, the effects `text` happen if the outcome is `runsIf` (effects/pay-or-not.ts). */ runsIf?: "paid" | "unpaid"; text?: string }
  /** 302.2: which permanents with "you may choose not to untap" stay tapped. */
  | { kind: "untap"; player: PlayerId }
  /** Storage Matrix: the card type the active player untaps this untap step (turn/untap-type.ts). */
  | { kind: "untapType"; player: PlayerId }
  /** 418.6: the words of a resolving text-changing effect, chosen one after the other: the word
   * to replace (`from` absent), then the new one. */
  | { kind: "changeText"; player: PlayerId; object: ObjectId; words: ("color" | "landType" | "creatureType")[]; notTo?: string[]; from?: string }
  | { kind: "openingHand"; player: PlayerId }
  /** Sweep: which permanents the player returns to their owner's hand as the spell resolves (any number). */
  | { kind: "returnAnyNumber"; player: PlayerId }
  /** "Untap up to four lands" (Rewind): which ones, as the spell resolves (effects/untap-up-to.ts). */
  | { kind: "untapChosen"; player: PlayerId }
  /** "[Player] sacrifices N [permanents]": which ones (effects/edicts.ts). */
  | { kind: "sacrifice"; player: PlayerId }
  /** "Return a [permanent] you control to its owner's hand": which one, as the effect resolves. */
  | { kind: "returnChosen"; player: PlayerId }
  /** Search (glossary): the cards found in the player's library, named by the player alone. */
  | { kind: "search"; player: PlayerId }
  /** 502.56a ripple: how many of the `revealed` top cards of the library named `name` to play, and the order of the others on the bottom. */
  | { kind: "ripple"; player: PlayerId; revealed: number; name: string }
  /** 419.1b: "As ~ comes into play, you may pay N life. If you don't, it comes into play tapped." */
  | { kind: "payLifeOrTapped"; player: PlayerId; object: ObjectId; life: number }
  /** 419.6h (Zur's Weirding): `drawer` would draw `card`, revealed instead; the player asked may pay `life` to put it into the graveyard; `next`: the other players still to ask, in APNAP order (effects/draw-reveal.ts). */
  | { kind: "othersMayPayLife"; player: PlayerId; drawer: PlayerId; card: string; life: number; source: string; next: PlayerId[] }
  /** 419.7: "The next time a [red] source of your choice would deal damage to [you] this turn, prevent that damage": the source, chosen as the effect resolves. */
  | { kind: "chooseSource"; player: PlayerId; /** Absent: all of the source's damage this turn, to anyone (`all`). */ to?: Target; filter?: ObjectFilter; /** Reverse Damage: who gains the damage prevented (419.7). */ gain?: PlayerId; /** Mourner's Shield: all of the source's damage this turn (419.7). */ all?: true; /** Oracle's Attendants: the damage that source would deal to `to` is dealt to this instead (419.6c); Opal-Eye (no `to`, `once`): the next time that source would deal damage, to anyone. */ redirectTo?: Target; once?: true }
  /** Hands and libraries (effects/hands.ts, effects/library-top.ts): a card chosen from a revealed hand, the order of the
   * top cards of a library the player looked at, a card put into play from the player's own hand. */
  | { kind: "chooseFromHand"; player: PlayerId; owner: PlayerId }
  | { kind: "orderTop"; player: PlayerId; owner: PlayerId; count: number; /** The cards of the player's hand, to the bottom of his or her library (effects/hand-to-bottom.ts). */ hand?: true;
      /** The top cards go to the bottom of the library in the order posted, the first nearest the top ("the rest on the bottom of your library in any order", effects/top-cards.ts). */ bottom?: true }
  | { kind: "putFromHand"; player: PlayerId }
  /** "[Player] puts a card from his or her hand on top of his or her library": the player chooses it (effects/hand-to-top.ts). */
  | { kind: "handToTop"; player: PlayerId }
  /** 502.34: "you may remove a [quality] card in your hand from the game" (imprint), or "you may copy the imprinted card": a card or none. */
  | { kind: "imprint"; player: PlayerId; step: "remove" | "copy" }
  /** The cards a player reveals from his or her own hand ("reveals three cards from his or her hand"), or the one of the top cards he or she looked at put into his or her hand. */
  | { kind: "revealFromHand"; player: PlayerId; count: number }
  | { kind: "chooseTop"; player: PlayerId; count: number;
      /** `topCards` (effects/top-cards.ts): the card types the card taken must have and that none may be taken (`types`: "you may reveal a creature card from among them"), whether the cards were revealed, and where the rest go. */
      of?: { types?: TopCardTypes; reveal: boolean; rest: "graveyard" | "bottom" } }
  /** 502.36a: where the `count` top cards of the player's library he or she looked at go (keywords/scry.ts). */
  | { kind: "scry"; player: PlayerId; count: number };

export interface TurnState {
  number: number;
  active: PlayerId;
  phase: PhaseName;
  step: StepName;
  /** "start": the step's turn-based actions are still to run; "priority": players
   * have priority in it; "end": the step is over. */
  stage: "start" | "priority" | "end";
  /** 314.3: state-based effects happened in cleanup, so another cleanup step follows. */
  cleanupAgain?: boolean;
  /** 300.6: this turn is an extra turn. */
  extra?: true;
  /** During extra turns: the player whose turn the normal turn order resumes after. */
  resumeAfter?: PlayerId;
  /** 302.2: during the untap step, the active players who have chosen which permanents
   * to leave tapped, and those permanents; absent otherwise. */
  untap?: { decided: PlayerId[]; keepTapped: ObjectId[]; /** Storage Matrix: the card type each active player chose to untap (turn/untap-type.ts). */ types?: Partial<Record<PlayerId, "artifact" | "creature" | "land">> };
  /** 608.4: in Grand Melee, the number of the turn marker this turn is taken with. */
  marker?: number;
  /** The players dealt damage this turn (502.50: Bloodthirst); absent when none. */
  damagedPlayers?: PlayerId[];
  /** Which sources dealt damage to which players this turn ("target player dealt damage by ~ this turn", "target creature that dealt damage to you this turn"; effects/damaged-by.ts); absent when none. */
  playersDamagedBy?: { player: PlayerId; source: ObjectId }[];
  /** The damage dealt to each player this turn (Final Punishment; effects/damage-this-turn.ts); absent when none. */
  damageToPlayers?: Record<PlayerId, number>;
  /** The players who can't lose the game this turn, and whose opponents can't win it (Angel's Grace; effects/cant-lose.ts); absent when none. */
  cantLose?: PlayerId[];
  /** Life floors that last until the turn ends (Angel's Grace: "damage that would reduce your life total to less than 1 reduces it to 1 instead"; effects/life-floor.ts); absent when none. */
  lifeFloors?: { player: PlayerId; floor: number; source: string }[];
  /** The life each player has lost this turn, gains not netted against it (Children of Korlis; effects/life.ts); absent when none. */
  lifeLost?: Record<PlayerId, number>;
  /** The damage dealt to each permanent this turn, by its id in play (a Zubera's "if 4 or more damage was dealt to it this turn", effects/damage-this-turn.ts); absent when none. */
  damageToPermanents?: Record<ObjectId, number>;
  /** 308: the creatures declared as attackers this turn ("creatures that attacked this turn", turn/additional-phases.ts); absent when none. */
  attacked?: ObjectId[];
  /** 300.7: phases added after a main phase, still to come in order, and the step the turn resumes with after them (turn/additional-phases.ts). */
  additionalPhases?: { phases: ("combat" | "main")[]; resume: [PhaseName, StepName] };
}

/** The multiplayer variant (605 free-for-all, 606 Two-Headed Giant, 607 Emperor, 608 Grand Melee, 609 teams) or a two-player game. */
export type Format = "two-player" | "free-for-all" | "teams" | "two-headed-giant" | "emperor" | "grand-melee";

/** 608.4: a Grand Melee turn marker: its number (608.4b), who holds it, and the turns its
 * holder is still to take with it (608.4e), the first being the current one. A marker that
 * couldn't be passed (608.4c) waits with no turns. */
export interface TurnMarker {
  number: number;
  holder: PlayerId;
  turns: ("normal" | "extra")[];
}

/** The multiplayer options in use (600.2), fixed before play begins (605.2, 609.2). */
export interface GameOptions {
  /** Whom a player may attack: 603 attack multiple players, 604.1a attack left, 604.1b attack right. */
  attack: "multiple" | "left" | "right";
  /** 601: how many seats away a player's influence reaches; null without the option. In
   * Emperor, a general's (an emperor's is 2, 607.3a). */
  rangeOfInfluence: number | null;
  /** 602: each creature has "{T}: Target teammate gains control of this creature" (deploy.ts). */
  deployCreatures?: true;
  /** 217.9: playing for ante (an optional variation, off by default). */
  ante?: true;
}

export interface GameState {
  format: Format;
  options: GameOptions;
  status: "mulligan" | "playing" | "finished";
  winners: PlayerId[];
  /** Seeded RNG state (xoshiro128**), never shown to players while the game runs. */
  rng: [number, number, number, number];
  nextId: number;
  nextTimestamp: number;
  nextEventSeq: number;
  players: PlayerState[]; // in turn order (seating order)
  /** The seed or the starting position was chosen by whoever created the game (puzzles and
   * tests): he or she may know every hidden card, and every view says so. */
  puzzle?: true;
  startingPlayer: PlayerId;
  objects: Record<ObjectId, GameObject>;
  play: ObjectId[];
  stack: ObjectId[]; // last is the top
  removed: ObjectId[];
  /** 502.44a: the epic spells that have resolved, each copied at the beginning of its controller's upkeeps for the rest of the game (as it resolved); absent when none. */
  epics?: { controller: PlayerId; source: LastKnown; spell: Omit<CardObject, "id" | "zone"> }[];
  /** The permanents put into a graveyard from play this turn, with their types as they last existed in play ("for each Zubera put into a graveyard from play this turn"); earlier turns' are dropped as one is added; absent when there are none (zones/graveyard-history.ts). */
  toGraveyardFromPlay?: { turn: number; types: string[]; subtypes: string[] }[];
  turn: TurnState;
  /** Priority: who holds it, and how many players have passed in succession. */
  priority: { player: PlayerId; passes: number } | null;
  pending: Pending | null;
  playing: PlayInProgress | null;
  resolving: Resolution | null;
  combat: CombatState | null;
  /** Triggered abilities waiting to be put on the stack. */
  triggered: PendingTrigger[];
  /** Delayed triggered abilities waiting for their moment (404.?). */
  delayed: { id: ObjectId; controller: PlayerId; source: LastKnown; text: string; at: "endOfTurn" | "nextUpkeep" | "endOfCombat" | /** when `subject` is put into a graveyard from play, this turn only */ "putIntoGraveyardThisTurn"; effects: Effect[]; /** "that creature" of the ability that made it */ subject?: ObjectId }[];
  /** Prevention shields in force until end of turn (419.7). */
  shields: { id: number; to: Target; amount: number; source: string; /** "for each damage prevented this way" (effects/prevented-this-way.ts) */ reward?: PreventedReward }[];
  /** "The next time you would draw a card this turn, ... instead" (419.6h): used up once applied. */
  drawShields?: { id: number; player: PlayerId; source: { id: ObjectId; name: string }; text: string; effects: Effect[]; /** "Until end of turn, ... skips that draw and [this player] draws a card" (Plagiarize): not used up */ drawsInstead?: PlayerId }[];
  /** "Prevent all [combat] damage that would be dealt [to ...] [by ...] this turn" (419.7): in force until end of turn; absent when there are none (effects/prevention.ts). */
  preventions?: { id: number; source: string; combat?: true; to?: Target | "players"; by?: { object: ObjectId } | { filter: ObjectFilter; viewer: PlayerId }; /** "for each damage prevented this way" (effects/prevented-this-way.ts) */ reward?: PreventedReward }[];
  /** "The next time [the chosen source] would deal damage to [recipient] this turn, prevent that damage" (419.7): used up once applied; absent when there are none. */
  sourceShields?: { id: number; /** absent: damage to anyone ("The next time target creature would deal damage this turn", Awe Strike) */ to?: Target; from: ObjectId; source: string; /** "You gain that much life" (Reverse Damage): who gains the damage prevented (419.7). */ gain?: PlayerId }[];
  /** 419.6c: redirection effects in force until end of turn: damage that would be dealt to `from` [by the chosen source `by`] is dealt to `to` instead; `amount`: "the next N damage", used up as it redirects (effects/redirection.ts). */
  redirections?: {
    id: number;
    /** Absent: damage to anyone (Opal-Eye). */
    from?: Target;
    to: Target;
    source: string;
    by?: ObjectId;
    amount?: number;
    /** "The next time [the source] would deal damage": used up by one event of damage — all the damage the source deals at that time, while the object that dealt it (`spentIn`, null outside a resolution) resolves. */
    once?: true;
    spentIn?: ObjectId | null;
  }[];
  /** Regeneration shields in force until end of turn (419.6b); absent when there are none. */
  regenerationShields?: { id: number; object: ObjectId; source: string }[];
  /** An event paused for a choice among replacement effects (419.9). */
  replacing?: Replacing;
  effects: ContinuousEffect[];
  nextEffectId: number;
  /** Extra turns still to be taken, the next first (500.7?); absent when there are none. */
  extraTurns?: PlayerId[];
  /** 608.4: the Grand Melee turn markers, in the order their turns are taken. */
  turnMarkers?: TurnMarker[];
  /** Abilities that may be played only once each turn, played this turn (`key`: source and ability); absent when none. */
  abilitiesPlayed?: { turn: number; key: string; object: ObjectId }[];
  /** 502.30: how many spells have been played this turn (storm), and which turn that is. */
  spellsPlayed?: { turn: number; count: number };
  /** 608.4d: players who have left since turn markers were last counted. */
  departed?: PlayerId[];
  /** 419.1b: permanents that just came into play whose "as ~ comes into play" choice is still to be made (zones/arrival-choices.ts); absent when none. */
  arriving?: ObjectId[];
}

/** Who may see an event: everyone, or only the listed players. */
export interface GameEvent {
  seq: number;
  type: string;
  /** Plain English, as it reads in the game log. */
  text: string;
  data: Record<string, unknown>;
  /** Undefined: public. Otherwise only these players see the event at all. */
  visibleTo?: PlayerId[];
  /** Extra text and data that only these players see (e.g. the name of a drawn card). */
  secret?: { to: PlayerId[]; text: string; data: Record<string, unknown> };
}

/** An action a player posts. Every option in a decision is one of these, complete. */
export type Action =
  | { type: "keep" }
  | { type: "mulligan" }
  | { type: "pass" }
  | { type: "playLand"; card: ObjectId }
  | { type: "playSpell"; card: ObjectId; alternative?: AlternativePayment; costs?: CostChoice; buyback?: true; /** 502.26: played face down for {3}. */ faceDown?: true; /** 502.40a: cards in hand spliced onto an Arcane spell, in order. */ splice?: ObjectId[]; /** 502.46a: creatures tapped for convoke. */ convoke?: ObjectId[]; /** 502.52a: times the replicate cost is paid. */ replicate?: number; /** 502.42a: played by its offering, sacrificing this permanent. */ offering?: ObjectId; /** 505.2: the half of a split card played, by name. */ half?: string; /** 502.21a: the kicker costs paid, as printed ("{R}"). */ kicker?: string[] }
  /** 502.26: turning a face-down permanent face up, paying its morph cost from the mana pool (a special action). */
  | { type: "turnFaceUp"; card: ObjectId; mana: string }
  /** 502.59: removing a card in hand from the game with its suspend cost paid from the mana pool (a special action). */
  | { type: "suspend"; card: ObjectId; mana: string }
  | { type: "playAbility"; source: ObjectId; ability: number; costs?: CostChoice; /** The mana chosen for a mana ability that adds one of several ("{G} or {W}"). */ mana?: ManaType; /** The mana from the pool that pays a mana ability's own mana cost (the Signets' {1}), when the pool could pay it more than one way. */ paid?: string }
  | { type: "chooseMode"; mode: number }
  | { type: "chooseX"; value: number }
  | { type: "chooseTargets"; targets: Target[]; division?: number[] }
  | { type: "payMana"; mana: string }
  /** Plays the mana abilities and pays the total cost of what is being played (spells/auto-pay.ts). */
  | { type: "autoPay" }
  | { type: "cancel" }
  | { type: "declareAttackers"; attackers: AttackDeclaration[] }
  | { type: "declareBlockers"; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { type: "assignBlockerDamage"; blocker: ObjectId; division: { attacker: ObjectId; amount: number }[] }
  | { type: "assignCombatDamage"; attacker: ObjectId; division: { blocker: ObjectId; amount: number }[]; /** 502.9: a trampler's damage to the player it attacks */ toPlayer?: number }
  | { type: "discard"; cards: ObjectId[] }
  | { type: "orderTriggers"; order: ObjectId[] }
  | { type: "reveal"; cards: ObjectId[] }
  | { type: "chooseReplacement"; replacement: string }
  | { type: "choose"; choice: string }
  | { type: "chooseCopy"; object: ObjectId | null; attachTo?: ObjectId }
  | { type: "chooseNewTarget"; target: Target }
  | { type: "may"; accept: boolean }
  /** Not paying what an "unless" asks for (the payment itself is `payMana`). */
  | { type: "decline" }
  | { type: "chooseUntap"; keepTapped: ObjectId[] }
  | { type: "beginInPlay"; cards: ObjectId[] }
  /** Sweep: the permanents returned to their owner's hand ("Return any number of Plains you control"). */
  | { type: "returnAnyNumber"; objects: ObjectId[] }
  /** "Untap up to four lands": the permanents untapped, at most that many. */
  | { type: "untapChosen"; objects: ObjectId[] }
  /** 502.56a: play this many of the revealed cards with the spell's name; the others go to the bottom in this order (the first listed first). */
  | { type: "ripple"; play: number; bottom: string[] }
  /** The permanents a player sacrifices to a "[player] sacrifices N [permanents]" effect. */
  | { type: "sacrifice"; objects: ObjectId[] }
  | { type: "returnChosen"; object: ObjectId }
  /** The names of the cards a library search finds (a card in a library is a name, not an object). */
  | { type: "search"; cards: string[] }
  /** 419.7: the source chosen for "a source of your choice". */
  | { type: "chooseSource"; source: ObjectId }
  /** A card chosen from a hand (a revealed one, or the chooser's own), or none where none may be chosen. */
  | { type: "chooseCard"; card: ObjectId | null }
  /** The new order of the top cards of a library looked at: their positions (0 the top) as they were, top first. */
  | { type: "orderTop"; order: number[] }
  /** The one of the top cards of a library looked at that goes into the hand: its position (0 the top). */
  | { type: "chooseTop"; position: number }
  /** 502.36a: the positions (0 the top) of the cards scried put back on top, the new top first, and of those put on the bottom, the last the bottom card. */
  | { type: "scry"; top: number[]; bottom: number[] }
  | { type: "concede" };

export interface Decision {
  player: PlayerId;
  kind: Pending["kind"];
  prompt: string;
  options: Action[];
  /** For combinatorial choices: the candidates and limits a client may build from. */
  details?: Record<string, unknown>;
  /** The options are capped (200) and list only some of the answers; `details` describes them all. */
  truncated?: true;
}

export interface ApplyResult {
  state: GameState;
  events: GameEvent[];
}
