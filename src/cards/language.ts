// The card language: what a card does, as declarative data checked when it loads. A card's
// printed facts (cost, types, P/T, text) come from data/cards.json; its definition below
// says how its text works. Anything the language can't say is rejected at load time, so a
// card is either fully supported or not offered at all.
import { z } from "zod";
import { handLibraryEffects } from "./language-hand-library.js";
import { libraryEffects } from "./language-library.js";
import { imprintEffects } from "./language-imprint.js";

const Color = z.enum(["W", "U", "B", "R", "G"]);

/** Which permanents something applies to ("target tapped creature", "creatures you control"). */
export const ObjectFilter = z.strictObject({
  /** Any of these card types (instant and sorcery only for spells, 415.5). */
  types: z.array(z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"])).min(1).optional(),
  notTypes: z.array(z.enum(["artifact", "creature", "enchantment", "land"])).min(1).optional(),
  /** "artifact creature": all of these card types at once (212.1: an object may have more than one card type). */
  allTypes: z.array(z.enum(["artifact", "creature"])).min(2).optional(),
  supertypes: z.array(z.enum(["basic", "legendary", "snow"])).min(1).optional(),
  /** Any of these subtypes. */
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  /** "non-Zombie", "non-Wall": none of these subtypes (212.3 (?)). */
  notSubtypes: z.array(z.string().min(1)).min(1).optional(),
  /** "notYou": "you don't control" (an opponent's or, in team games, a teammate's). */
  controller: z.enum(["you", "opponent", "notYou"]).optional(),
  tapped: z.boolean().optional(),
  /** Any of these colors ("black creatures"). */
  colors: z.array(Color).min(1).optional(),
  /** None of these colors ("nonblack creatures"). */
  notColors: z.array(Color).min(1).optional(),
  /** "multicolored": two or more colors (105.? (?)); a split card not on the stack is (505.3). */
  multicolored: z.literal(true).optional(),
  /** "monocolored": exactly one color (105.? (?)). */
  monocolored: z.literal(true).optional(),
  /** "nonlegendary": none of these supertypes (205.4). */
  notSupertypes: z.array(z.enum(["legendary", /** "nonsnow" (205.4a) */ "snow", /** "nonbasic" (205.4a) */ "basic"])).min(1).optional(),
  /** "with converted mana cost N or less" (203.3?). */
  convertedManaCostAtMost: z.number().int().min(0).optional(),
  /** "with converted mana cost N or more" (203.3?). */
  convertedManaCostAtLeast: z.number().int().min(0).optional(),
  /** "nontoken": not a token (216; a card or a copy of one). */
  nontoken: z.literal(true).optional(),
  /** "with that spell's converted mana cost" (the Kirin): equal to that of the spell whose playing triggered the ability (203.3; engine/spells/targets.ts `matchesFilter`). */
  convertedManaCostOfThatSpell: z.literal(true).optional(),
  /** "with converted mana cost X": equal to the X announced for the spell or ability (409.1b, 203.3; engine/spells/targets.ts `matchesFilter`). */
  convertedManaCostX: z.literal(true).optional(),
  /** "with converted mana cost X or less" (Quillmane Baku): at most the X announced for the ability or spell (409.1b; engine spells/targets.ts). */
  convertedManaCostAtMostX: z.literal(true).optional(),
  /** "attacking", "blocking", "attacking or blocking" (306.? (?): in combat now; combat/combat-status.ts). */
  combat: z.enum(["attacking", "blocking", "attackingOrBlocking", /** 502.43a (ninjutsu): attacking, and not blocked once blockers are declared. */ "unblockedAttacking", /** "that attacked this turn": declared as an attacker in a combat phase of this turn (308; turn/additional-phases.ts) */ "attackedThisTurn"]).optional(),
  /** "with flying": all of these keywords. */
  keywords: z.array(z.string().min(1)).min(1).optional(),
  /** "without flying": none of these keywords. */
  notKeywords: z.array(z.string().min(1)).min(1).optional(),
  /** "that are enchanted": an Aura is attached to it (engine/effects/enchanted-status.ts). */
  enchanted: z.literal(true).optional(),
  /** "target creature that isn't enchanted" (Brainspoil): no Aura is attached to it (engine/effects/enchanted-status.ts). */
  notEnchanted: z.literal(true).optional(),
  /** "with power 2 or less" / "with power 3 or greater"; `exactly`: "target 1/1 creature" (Pendelhaven), with `toughness` (engine/effects/power-bounds.ts). */
  power: z.union([z.strictObject({ atMost: z.number().int().min(0) }), z.strictObject({ atLeast: z.number().int().min(0) }), z.strictObject({ exactly: z.number().int().min(0) })]).optional(),
  /** "target creature with power X or less" (Minamo Sightbender): at most the X announced for the ability or spell (409.1b; engine/effects/power-bounds.ts). */
  powerAtMostX: z.literal(true).optional(),
  /** "with toughness 2 or less" / "with toughness 3 or greater", the same way (engine/effects/power-bounds.ts). */
  toughness: z.union([z.strictObject({ atMost: z.number().int().min(0) }), z.strictObject({ atLeast: z.number().int().min(0) }), z.strictObject({ exactly: z.number().int().min(0) })]).optional(),
  /** "target creature with a +1/+1 counter on it": one or more counters of this kind on it now (engine/effects/counter-status.ts). */
  withCounter: z.string().min(1).optional(),
  /** "target creature that was dealt damage this turn" (Crushing Pain): some source dealt it damage this turn (engine/effects/damaged-by.ts). */
  dealtDamageThisTurn: z.literal(true).optional(),
  /** "target creature that dealt damage to you this turn" (Reciprocate): it dealt damage to the player choosing this turn (engine/effects/damaged-by.ts). */
  dealtDamageToYouThisTurn: z.literal(true).optional(),
  /** "face-down creature" (504): a permanent that is face down now (engine/effects/face-up.ts). */
  faceDown: z.literal(true).optional(),
});

/** What a target may be (415): the legal kinds of object or player, narrowed by a filter. */
export const TargetSpec = z.strictObject({
  /** "cardInYourGraveyard": a card in the graveyard of the player who chooses (filter: its printed types).
   * "spellOrPermanent": a permanent, or a spell on the stack other than the one being played.
   * "spell": a spell on the stack, a card or a copy (415.5), never the one choosing (415.6). */
  kind: z.enum(["player", "creature", "creatureOrPlayer", "permanent", "cardInYourGraveyard", "spellOrPermanent", "spell", /** a card in any graveyard; with `opponent`, in an opponent's */ "cardInAGraveyard",
    /** 415.? (spells/ability-targets.ts): "target activated ability" (an activated ability on the stack: never a mana ability, 406.1, nor a triggered one; `filter.types`: of a source with those types, as it last existed); "spellOrAbility": "target spell, activated ability, or triggered ability" */
    "activatedAbility", "spellOrAbility",
    /** "target activated or triggered ability" (Stifle): an activated or triggered ability on the stack, never a spell. */
    "ability"]),
  filter: ObjectFilter.optional(),
  /** "target spell with a single target" (Shunt, 415.7): a spell or ability on the stack that has chosen one target in all (the same object chosen by two words "target" is one target). */
  singleTarget: z.literal(true).optional(),
  /** "target artifact creature or black creature" (Purge): a creature target matching `filter` or this one (spells/targets.ts). */
  orFilter: ObjectFilter.optional(),
  /** "target opponent": a player target that must be an opponent. */
  opponent: z.literal(true).optional(),
  /** "target teammate": a player target that must be on your team, other than you (602.2). */
  teammate: z.literal(true).optional(),
  /** "another target ..." / "a third target ...": not a target already chosen for an earlier word "target" (409.1c). */
  another: z.literal(true).optional(),
  /** "up to N target ...": zero to N different targets for this one word "target" ("up to one target card from your graveyard": zero or one). */
  upTo: z.number().int().min(1).optional(),
  /** "six target creatures" (Hex): exactly N different targets for this one word "target" (409.1c). */
  exactly: z.number().int().min(2).optional(),
  /** "any number of target ...": one or more different targets for this one word "target". */
  anyNumber: z.literal(true).optional(),
  /** "target permanent of the chosen color" (Pentarch Paladin): one of the color chosen as the ability's source came into play (419.1b; spells/targets.ts). */
  ofChosenColor: z.literal(true).optional(),
  /** "target creature defending player controls": controlled by the player (or team) the ability's source is attacking (provoke, 502.29). */
  defendingPlayer: z.literal(true).optional(),
  /** "target creature that player controls" (Skirk Commando): controlled by the player the ability's trigger event names (404.1), known as the ability is put on the stack, when its targets are chosen (410.4). */
  thatPlayerControls: z.literal(true).optional(),
  /** "another target [card]" meaning other than the object whose ability it is (in a graveyard: the card it became, 217.1c). */
  notSelf: z.literal(true).optional(),
  /** "target creature with power less than or equal to the number of [permanents] you control" (Vedalken Shackles). */
  powerAtMost: z.strictObject({ count: ObjectFilter }).optional(),
  /** "target player dealt damage by ~ this turn" (Wicked Akuba): a player the ability's source dealt damage this turn (engine/effects/damaged-by.ts). */
  dealtDamageBySelf: z.literal(true).optional(),
  /** "target creature blocking it" (Godo's Irregulars): a creature blocking the ability's source now (309; engine spells/targets.ts). */
  blockingSelf: z.literal(true).optional(),
});

/** Who an effect is about: the controller of the spell/ability, or one of its targets. */
const PlayerRef = z.union([
  z.literal("you"),
  z.strictObject({ target: z.number().int().min(0) }),
  /** "that player" / "him or her" of a triggered ability: the player its trigger event names (404.1; see `triggerPlayer`). */
  z.literal("thatPlayer"),
]);
/** "Defending player": the player the ability's source is attacking (306.?). */
const PoisonedPlayer = z.union([PlayerRef, z.literal("defendingPlayer")]);
const ObjectRef = z.union([
  z.literal("self"),
  z.strictObject({ target: z.number().int().min(0) }),
  /** "that creature" / "it" of a triggered ability: the permanent its event names (404.1; see `triggerNamesCreature`). */
  z.literal("thatCreature"),
  /** "enchanted creature" of an Aura's ability: the permanent the Aura is attached to as it resolves (212.4). */
  z.literal("enchanted"),
]);
const AnyRef = z.strictObject({ target: z.number().int().min(0) });
/** "Its controller" / "that creature's controller" after a target permanent (Condemn, Clutch of the Undercity): its controller as the effect resolves, or as it last existed if an earlier effect moved it (413.2; effects/controller-of-target.ts). */
const ControllerOf = z.strictObject({ controllerOf: AnyRef });

/**
 * "N plus M for each [permanent] sacrificed this way": `plus` and `perSacrificed` times the
 * number of permanents sacrificed for the spell's "any number" additional cost (409.1b).
 */
const PerSacrificed = z.strictObject({ perSacrificed: z.number().int().min(1), plus: z.number().int().min(0).default(0) });
/** Sweep: "N for each [permanent] returned this way" by the spell's `returnAnyNumber` effect. */
const PerReturned = z.strictObject({ perReturned: z.number().int().min(1) });
/** A number in an effect: fixed, the X announced for the spell (409.1b), or counted from its sacrifices, its returns or its source's counters. */
/** "N for each [kind] counter on it": counted on the ability's source as it resolves, or as it last existed in play (502.13: age counters). */
const PerCounter = z.strictObject({ perCounter: z.string().min(1), times: z.number().int().min(1) });
/** "thatMuch": the damage a damage trigger's event dealt ("you gain that much life", 404.1). */
/** "N for each card in your hand", "+X/+0 ..., where X is the number of cards in your hand": `perCardInHand` times the cards in its controller's hand as it resolves. */
const PerCardInHand = z.strictObject({ perCardInHand: z.number().int().refine((n) => n !== 0, "a count of cards in hand times zero is zero") });
/** "loses 1 life for each card fewer than three in his or her hand" (Stabwhisker the Odious): `times` for each card the hand of the player the trigger named holds fewer than `fewerThan`, counted as it resolves (none if it holds as many or more). */
const PerCardFewerInHand = z.strictObject({ perCardFewerThanInHand: z.strictObject({ times: z.number().int().min(1), fewerThan: z.number().int().min(1) }) });
/** "equal to its power": the power of the target the word names, as it resolves or as it last existed if it has left its zone (413.2: Chastise's "Destroy target attacking creature. You gain life equal to its power."). */
const PowerOf = z.union([
  z.strictObject({ powerOf: z.union([AnyRef, /** the permanent a leaves-play trigger names, as it last existed ("that creature's toughness", Proper Burial) */ z.literal("thatCreature")]) }),
  /** "equal to its toughness" (Sever Soul), the same way */ z.strictObject({ toughnessOf: z.union([AnyRef, z.literal("thatCreature")]) }),
]);
/** "2 life for each Shrine you control", "a card for each Swamp in play": `perEach` times the permanents matching `count` as it resolves, the source included (413.2). */
const PerPermanent = z.strictObject({ perEach: z.number().int().min(1), count: ObjectFilter,
  /** "for each artifact he or she controls" / "... that player controls" (the Emissaries): the permanents the trigger's player controls (404.1), not the ability's controller;
   * "for each creature target player controls" (Divine Congregation): those of a player target (409.1c), as the spell resolves (413.2). */
  whose: z.union([z.literal("thatPlayer"), AnyRef, /** "each opponent loses 1 life for each creature he or she controls" (Netherborn Phalanx): each player the effect names counts his or her own (effects/effects.ts) */ z.literal("theirOwn")]).optional() });
/** "You gain 1 life for each player." (Benediction of Moons): `perPlayer` times the players in the game as it resolves (those who have left it are gone, 102.? (?)). */
const PerPlayer = z.strictObject({ perPlayer: z.number().int().min(1) });
/** "a card for each Zubera put into a graveyard from play this turn": `perPutIntoGraveyardThisTurn` times the permanents of these types or subtypes put into any graveyard from play this turn, as they last existed (zones/graveyard-history.ts). */
const PerPutIntoGraveyardThisTurn = z.strictObject({
  perPutIntoGraveyardThisTurn: z.number().int().min(1),
  count: z.strictObject({ types: z.array(z.enum(["artifact", "creature", "enchantment", "land"])).min(1).optional(), subtypes: z.array(z.string().min(1)).min(1).optional() }),
});
/**
 * "equal to the sacrificed creature's power" (Greater Good, Bloodshot Cyclops), "... toughness" (Miren), "where X is the sacrificed
 * artifact's converted mana cost" (Forge Armor, Bosh): of the permanent sacrificed to pay the ability's "Sacrifice a [permanent]"
 * cost or the spell's additional cost, as it last existed in play (409.1f, 413.2), `times` over ("-X/-X"). `noun` is the word
 * printed, one its cost names ("creature", "artifact", "Goblin"): only where the cost always sacrifices one.
 */
const SacrificedForCost = z.strictObject({ sacrificedForCost: z.enum(["power", "toughness", "convertedManaCost"]), noun: z.string().min(1), times: z.number().int().refine((n) => n !== 0, "the sacrificed permanent's number times zero is zero") });
/** "+2/+2 until end of turn for each of its colors" (Might of the Nephilim): `times` times the colors of the target the word names, as it resolves (203.2; spells/resolve.ts). */
const PerColorOf = z.strictObject({ perColorOf: AnyRef, times: z.number().int().min(1) });
/** "You gain life equal to its converted mana cost" (Seek): of the card an earlier search of the same resolution found, or "that card's converted mana cost" of the card an earlier `revealUntil` found (Goblin Machinist) (203.3; spells/resolve.ts). */
const FoundCardCost = z.strictObject({ foundCard: z.literal("convertedManaCost") });
/** "where X is 1 plus the number of cards named ~ in all graveyards" (Feast of Flesh): `plus` and `times` that number, counted as it resolves (effects/named-in-graveyards.ts). */
const NamedInGraveyards = z.strictObject({ namedInGraveyards: z.literal("self"), times: z.number().int().min(1), plus: z.number().int().min(0) });
/** "You gain life equal to the life lost this way" (Kokusho): the life the players lost to the same resolution's earlier "loses N life" effect, each loser counted (effects/life-lost.ts). */
const LifeLostThisWay = z.literal("lifeLostThisWay");
/** "equal to the life you've lost this turn" (Children of Korlis): all the life its controller has lost this turn as it resolves (damage, payments and mana burn are losses of life too; 102.? (?)), gains not netted against it (engine effects/life.ts). */
const LifeLostThisTurn = z.strictObject({ lifeLostThisTurn: z.literal("you") });
/** "You gain life equal to the damage dealt this way" (Brightflame): the damage the same resolution's earlier effects dealt (effects/damage-dealt.ts). */
const DamageDealtThisWay = z.literal("damageDealtThisWay");
/**
 * "You gain life equal to its converted mana cost" (Terashi's Grasp), "Draw cards equal to that spell's converted mana
 * cost" (Overwhelming Intellect): of the target the word names, as it is now or as it last existed (413.2); "thatSpell":
 * of the spell whose playing triggered the ability ("Whenever you play a Spirit or Arcane spell", Bounteous Kirin),
 * fixed as it triggers (it can't change while the spell is on the stack). On the stack X counts as announced (203.3).
 */
const ConvertedManaCostOf = z.union([
  /** `noun` "spell": printed "that spell's" (a spell target word), else "its". */
  z.strictObject({ convertedManaCostOf: AnyRef, noun: z.literal("spell").optional() }),
  z.strictObject({ convertedManaCostOf: z.literal("thatSpell") }),
]);
/** The `convertedManaCostOf` amounts anywhere in an effect. */
function costAmounts(v: unknown): z.infer<typeof ConvertedManaCostOf>[] {
  if (Array.isArray(v)) return v.flatMap(costAmounts);
  if (!v || typeof v !== "object") return [];
  if ("convertedManaCostOf" in v) return [v as z.infer<typeof ConvertedManaCostOf>];
  return Object.values(v).flatMap(costAmounts);
}
/** The player targets whose permanents a `perEach` amount counts ("for each creature target player controls"), anywhere in an effect. */
function countedPlayerTargets(v: unknown): number[] {
  if (Array.isArray(v)) return v.flatMap(countedPlayerTargets);
  if (!v || typeof v !== "object") return [];
  const whose = (v as { perEach?: unknown; whose?: unknown }).whose;
  if ("perEach" in v && whose && typeof whose === "object" && "target" in whose) return [(whose as { target: number }).target];
  return Object.values(v).flatMap(countedPlayerTargets);
}
/** "equal to ~'s power", "where X is its power" (Gristleback, Feral Animist, Rabble-Rouser): the ability's source's power as it resolves, or as it last existed once it left play (413.2); 0 if negative. */
const SourcePower = z.strictObject({ sourcePower: z.literal("self") });
/** "where X is the highest converted mana cost among permanents you control" (Scourge): the highest of the permanents its controller controls as it resolves, 0 if none (203.3). */
const HighestConvertedManaCost = z.strictObject({ highestConvertedManaCost: z.literal("you") });
/** "where X is your life total" (Storm Herd): the controller's life total as it resolves (none if it is 0 or less). */
const LifeTotal = z.strictObject({ lifeTotal: z.literal("you") });
/** "where X is the number of basic land types among lands you control" (Tribal Flames): how many of Plains, Island, Swamp, Mountain and Forest (205.3d) are among the subtypes of the lands its controller controls as it resolves (413.2). */
const BasicLandTypes = z.strictObject({ basicLandTypes: z.literal("you") });
/** "-X/-X, where X is the number of Zombies in play" (Feeding Frenzy), "-1/-1 ... for each artifact you control" (Irradiate): a P/T change of `perEach` (negative: a decrease) times the permanents matching `count` as it resolves (413.2). */
const SignedPerPermanent = z.strictObject({ perEach: z.number().int().refine((n) => n !== 0, "a count times zero is zero"), count: ObjectFilter });
/** "-X/-X", "+2/+0 for each counter removed" (the Baku): `perX` times the X announced for the ability (409.1b). */
const PerX = z.strictObject({ perX: z.number().int() });
/** "equal to the number of Arcane cards in your graveyard" (Ire of Kaminari): `perCardInYourGraveyard` times the cards matching `count` (printed characteristics) in its controller's graveyard as it resolves (413.2; effects/cards-in-graveyard.ts). */
const PerCardInYourGraveyard = z.strictObject({ perCardInYourGraveyard: z.number().int().min(1), count: ObjectFilter });
const Amount = z.union([z.number().int().min(0), z.literal("X"), /** "three times X life" (Martyr of Sands) */ z.strictObject({ perX: z.number().int().min(1) }), PerSacrificed, PerReturned, PerCounter, z.literal("thatMuch"), PerCardInHand, PerPermanent, PerPlayer, PerPutIntoGraveyardThisTurn, PowerOf, SacrificedForCost, PerColorOf, FoundCardCost, NamedInGraveyards, LifeLostThisWay, DamageDealtThisWay, SourcePower, ConvertedManaCostOf, HighestConvertedManaCost, BasicLandTypes, PerCardInYourGraveyard, LifeLostThisTurn, PerCardFewerInHand, LifeTotal]);
/** "+N/+N for each creature blocking it beyond the first" (rampage, 502.12): counted as the ability resolves. */
const PerBlockerBeyondFirst = z.strictObject({ perBlockerBeyondFirst: z.number().int().min(1) });
/** "+1/+1 until end of turn for each creature blocking it": counted as the ability resolves, the creatures blocking its trigger's creature ("it"), or its source (509.? (?), spells/block-triggers.ts). */
const PerBlocking = z.strictObject({ perBlocking: z.number().int().min(1) });
/** "+1/+0 until end of turn for each other attacking Aurochs": `perOther` times the number of permanents other than the ability's source matching `count`, counted as the ability resolves (416.? (?)). */
const PerOther = z.strictObject({ perOther: z.number().int().min(1), count: ObjectFilter });
/** "Attacking creatures you control get +1/+0 until end of turn for each other attacking creature" (Run): for each creature the effect changes, `perOtherThanIt` times the permanents matching `count` other than that creature, counted as it resolves (effects/pump-each-other.ts). */
const PerOtherThanIt = z.strictObject({ perOtherThanIt: z.number().int().min(1), count: ObjectFilter });
/** "-X/-X ..., where X is the number of devotion counters on ~" (Bloodthirsty Ogre): the same count, taken away (a P/T change only). */
const MinusPerCounter = z.strictObject({ perCounter: z.string().min(1), times: z.number().int().max(-1) });
const Signed = z.union([z.number().int(), z.literal("X"), PerSacrificed, PerReturned, PerCounter, MinusPerCounter, PerPlayer, PerBlockerBeyondFirst, z.literal("thatMuch"), PerOther, PerX, PerCardInHand, PerBlocking, SignedPerPermanent, PerPutIntoGraveyardThisTurn, PowerOf, SacrificedForCost, PerColorOf, FoundCardCost, NamedInGraveyards, LifeLostThisWay, DamageDealtThisWay, SourcePower, ConvertedManaCostOf, HighestConvertedManaCost, BasicLandTypes, PerCardInYourGraveyard, LifeLostThisTurn, PerCardFewerInHand, LifeTotal]);

/**
 * What an ability or effect depends on, from the point of view of "you" (its controller).
 * Ability words (Hellbent, Threshold) only label abilities that use these; they have no rules
 * meaning of their own.
 */
export const Condition = z
  .strictObject({
    /** "if you have cards in hand". */
    youHaveCardsInHand: z.literal(true).optional(),
    /** "if an opponent controls (has) more lands than you" (Weathered Wayfarer, Gift of Estates). */
    anOpponentControlsMoreLands: z.literal(true).optional(),
    /** "if its converted mana cost is X" (Disrupting Shoal), "is less than or equal to the number of cards in your hand" (Rending Vines), "... to the highest converted mana cost among permanents you control" (Dispersal Shield): the target's converted mana cost (203.3) as the spell resolves (engine effects/converted-cost.ts). */
    targetConvertedManaCost: z.strictObject({ of: z.strictObject({ target: z.number().int().min(0) }), is: z.enum(["equal", "atMost"]), than: z.enum(["X", "cardsInYourHand", "highestAmongYourPermanents"]) }).optional(),
    /** "if an opponent has more life than you" (Pulse of the Fields). */
    anOpponentHasMoreLife: z.literal(true).optional(),
    /** "if an opponent has more cards in hand than you" (Pulse of the Grid). */
    anOpponentHasMoreCardsInHand: z.literal(true).optional(),
    /** "if an opponent controls more creatures than you" (Pulse of the Tangle): more permanents matching the filter. */
    anOpponentControlsMore: ObjectFilter.optional(),
    /** "if that player has more life than you" after a target player (Pulse of the Forge): that target, as the effect resolves. */
    targetPlayerHasMoreLife: z.strictObject({ target: z.number().int().min(0) }).optional(),
    /** "Then if that player has no cards in hand" after a target player (Nezumi Shortfang): that target, as the instruction is reached. */
    targetPlayerHasNoCardsInHand: z.strictObject({ target: z.number().int().min(0) }).optional(),
    /** Hellbent: "if (as long as) you have no cards in hand". */
    youHaveNoCardsInHand: z.literal(true).optional(),
    /** Threshold: "as long as seven or more cards are in your graveyard": at least this many. */
    cardsInYourGraveyard: z.number().int().min(1).optional(),
    /** "if this permanent has a [kind] counter on it" (Graft, 502.54). */
    selfHasCounter: z.string().min(1).optional(),
    /** "as long as you control a Forest": at least one permanent matching the filter (its controller "you"). */
    youControl: ObjectFilter.optional(),
    /** "as long as you control another artifact creature" (Drill-Skimmer): a permanent matching the filter other than the ability's source. */
    youControlAnother: ObjectFilter.optional(),
    /** "as long as no opponent controls a creature" (Vexing Beetle): no opponent of "you" controls a permanent matching the filter. */
    noOpponentControls: ObjectFilter.optional(),
    /** "if you don't control a Demon", "if you control no Demons": no permanent matching the filter (its controller "you"). */
    youControlNone: ObjectFilter.optional(),
    /** Echo's "if this came under your control since the beginning of your last upkeep" (502.19a). */
    cameUnderYourControlSinceYourLastUpkeep: z.literal(true).optional(),
    /** "if there are two or more ki counters on [this permanent]": at least `atLeast` counters of the kind. */
    selfHasCounters: z.strictObject({ counter: z.string().min(1), atLeast: z.number().int().min(2) }).optional(),
    /** "if ~ is untapped" (Howling Mine): the ability's source is in play and untapped (404.3). */
    selfUntapped: z.literal(true).optional(),
    /** "only if ~ is a creature" (Chronatog Totem): the ability's source is in play and is a creature now (403.1). */
    selfIsCreature: z.literal(true).optional(),
    /** 502.34: "as long as a creature card is imprinted on ~" (Duplicant; effects/imprint.ts). */
    creatureCardImprinted: z.literal(true).optional(),
    /** "if that player has N or fewer cards in hand": the player the trigger event named (404.3). */
    thatPlayerCardsInHandAtMost: z.number().int().min(0).optional(),
    /** "if that player has N or more cards in hand". */
    thatPlayerCardsInHandAtLeast: z.number().int().min(1).optional(),
    /** "If it's a land" after "Reveal the top card of your library": the top card of your library has these printed qualities. */
    yourTopCardIs: z.strictObject({ types: z.array(z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"])).min(1) }).optional(),
    /** "if you control four or more snow permanents": at least `count` permanents matching the filter (its controller "you"). */
    youControlAtLeast: z.strictObject({ filter: ObjectFilter, count: z.number().int().min(2) }).optional(),
    /** "if (as long as) you have more cards in hand than each opponent": strictly more than every opponent. */
    youHaveMoreCardsInHandThanEachOpponent: z.literal(true).optional(),
    /** "if (as long as) you have seven or more cards in hand": at least this many. */
    youHaveCardsInHandAtLeast: z.number().int().min(2).optional(),
    /** "if {B} was spent to play ~" / "unless {U} was spent to play it": a color among the mana paid for the spell (409.1h, spells/mana-spent.ts). */
    colorSpentToPlay: Color.optional(),
    colorNotSpentToPlay: Color.optional(),
    /** 502.21: "if the kicker cost was paid" (any of its kicker costs); `kickedWith`: "if the {R} kicker cost was paid" (that one). */
    kicked: z.literal(true).optional(),
    kickedWith: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/).optional(),
    /** "If you played this spell during your main phase" (Time Spiral): its controller played it during his or her own main phase (spells/played-when.ts). */
    playedDuringYourMainPhase: z.literal(true).optional(),
    /** "if you played it from your hand" (true; Reiver Demon) / "if you didn't play it from your hand" (false; Phage the Untouchable): the permanent came into play as a spell played from its owner's hand resolved (409.1a; spells/as-played.ts). */
    playedFromYourHand: z.boolean().optional(),
    /** "If that land is nonbasic" (Molten Rain): the target permanent, as it is or as it last existed (413.2), isn't basic (205.4; effects/nonbasic-target.ts). */
    targetIsNonbasic: z.strictObject({ target: z.number().int().min(0) }).optional(),
    /** "if you control an Urza's Power-Plant and an Urza's Tower": for each entry, a permanent you control with all of its subtypes (212.6?). */
    youControlEach: z.array(z.strictObject({ subtypes: z.array(z.string().min(1)).min(1) })).min(2).optional(),
    /** "as long as ~ is enchanted" (Thran Golem): an Aura is attached to the ability's source (212.4). */
    selfEnchanted: z.literal(true).optional(),
    /** "as long as ~ is equipped" (Skyhunter Cub): an Equipment is attached to the ability's source (212.2). */
    selfEquipped: z.literal(true).optional(),
    /** "if an opponent was dealt damage this turn" (Skarrgan Firebird); false: "unless an opponent was dealt damage this turn" (War Elemental). Damage more than 0 to an opponent of "you" this turn (keywords/bloodthirst.ts). */
    anOpponentDealtDamageThisTurn: z.boolean().optional(),
    /** "if ~ dealt damage to an opponent this turn" (Whirling Dervish): the ability's source, by its id in play, dealt an opponent of "you" damage more than 0 this turn (effects/damaged-by.ts). */
    selfDealtDamageToOpponentThisTurn: z.literal(true).optional(),
    /** "if 4 or more damage was dealt to it this turn" (Burning-Eye Zubera): to the ability's source this turn, as it last existed in play (effects/damage-this-turn.ts). */
    selfDealtDamageThisTurnAtLeast: z.number().int().min(1).optional(),
    /** "if you have 200 or more cards in your library" (Battle of Wits): at least this many. */
    cardsInYourLibraryAtLeast: z.number().int().min(1).optional(),
    /** "if you have 5 life or less" (Convalescent Care): the life total is at most this (a negative total is less). */
    youHaveLifeAtMost: z.number().int().min(1).optional(),
    /** "if you have four or more creature cards in your graveyard" (Oversold Cemetery, Pit Keeper): at least `atLeast` cards of the card type, by their printed types (217.4b). */
    /** "if three or more creatures were put into graveyards from play this turn" (Kuon, Ogre Ascendant): at least this many, any player's, as they last existed in play (zones/graveyard-history.ts). */
    creaturesPutIntoGraveyardsThisTurnAtLeast: z.number().int().min(2).optional(),
    cardsOfTypeInYourGraveyard: z.strictObject({ type: z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"]), atLeast: z.number().int().min(2) }).optional(),
    /** "if there are ten or more creature cards total in all graveyards" (Avatar of Woe): at least `atLeast` cards of the card type among every player's graveyard, by their printed types (217.4b). */
    cardsOfTypeInAllGraveyards: z.strictObject({ type: z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"]), atLeast: z.number().int().min(2) }).optional(),
  })
  .refine((c) => Object.keys(c).length === 1, "a condition states exactly one thing");

/** The cards a library search may find ("a basic land card", "a Forest card", "a card named ~"): any card when empty. */
export const LibraryFilter = z.strictObject({
  types: z.array(z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"])).min(1).optional(),
  supertypes: z.array(z.enum(["basic", "legendary", "snow"])).min(1).optional(),
  /** Any of these subtypes ("a Plains, Island, Swamp, or Mountain card"). */
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  colors: z.array(Color).min(1).optional(),
  convertedManaCostAtMost: z.number().int().min(0).optional(),
  name: z.string().min(1).optional(),
  /** "a card named ~" (Daru Cavalier): the name of the spell or of the ability's source (effects/search.ts). */
  namedSelf: z.literal(true).optional(),
  /** Exactly this converted mana cost (502.48a transmute: "a card with the same converted mana cost as the discarded card"). */
  convertedManaCost: z.number().int().min(0).optional(),
  /** "a multicolored card": two or more colors (203.2; a split card has both halves' colors, 505.3). */
  multicolored: z.literal(true).optional(),
  /** "with converted mana cost 6 or more" (Fierce Empath). */
  convertedManaCostAtLeast: z.number().int().min(0).optional(),
  /** "with converted mana cost X or less" (Chord of Calling, Reshape): at most the X announced for the spell (409.1b, 203.3). */
  convertedManaCostAtMostX: z.literal(true).optional(),
  /** "an enchant creature card" (Tallowisp): an Aura card whose Enchant is "creature" and nothing narrower (502.45). */
  enchant: z.literal("creature").optional(),
});

/**
 * Where a card found by a search is put: into its owner's hand, into play (tapped), removed from the game (Jester's Cap, 217.7),
 * into its owner's graveyard (Iname, Death Aspect), or on top of the library once it is shuffled ("shuffle your library and put
 * that card on top of it", Momir Vig).
 */
const SearchDestination = z.enum(["hand", "play", "playTapped", "removed", "graveyard", "topAfterShuffle"]);

/**
 * "You gain 1 life for each damage prevented this way" (Chant of Vitu-Ghazi, Candles' Glow) and
 * "put a +1/+1 counter on that creature for each 1 damage prevented this way" (Test of Faith,
 * Brace for Impact): what a prevention effect does as it prevents damage (419.7), for each 1
 * damage it prevents; the counters go on the creature the prevention protects, its target
 * (effects/prevented-this-way.ts).
 */
export const PerPrevented = z.union([z.strictObject({ gainLife: z.number().int().min(1) }), z.strictObject({ counter: z.string().min(1), amount: z.number().int().min(1) })]);

/** One-shot and continuous effects (416–418), run in order when the spell or ability resolves. */
const SimpleEffect = z.discriminatedUnion("do", [
  z.strictObject({
    do: z.literal("damage"),
    amount: Amount,
    /** "self": "damage to itself", the ability's source while it is in play (Psionic Sliver). */
    to: z.union([AnyRef, z.literal("you"), z.literal("thatPlayer"), z.literal("self"), /** "to that artifact's controller" (Detonate): as it resolves, or as it last existed (413.2) */ ControllerOf, /** "to enchanted creature" (Guilty Conscience): the creature the Aura is attached to as it resolves (212.4) */ z.literal("enchanted")]),
    /** Damage divided among the targets of an "any number of target" word: as the player announced (409.1d), or evenly, rounded down. */
    divided: z.enum(["asYouChoose", "evenly"]).optional(),
    /** "The damage can't be prevented." (Pinpoint Avalanche): no prevention effect applies to it (419; effects/replacement.ts). */
    unpreventable: z.literal(true).optional(),
  }),
  z.strictObject({ do: z.literal("gainLife"), amount: Amount, player: z.union([PlayerRef, ControllerOf]) }),
  /** `perPermanent`: "draw a card for each Shrine you control / Bird in play", counted as it resolves (413.2; effects/count-permanents.ts). */
  z.strictObject({ do: z.literal("draw"), amount: z.union([Amount, z.strictObject({ perPermanent: ObjectFilter }), /** "cards equal to that card's converted mana cost": the card an earlier effect of the same resolution put from the top of a library into a graveyard */ z.strictObject({ thatCard: z.literal("convertedManaCost") })]), player: z.union([PlayerRef, /** "each player draws two cards" (effects/each-player.ts) */ z.literal("each")]) }),
  /** The player discards cards of his or her choice. */
  z.strictObject({ do: z.literal("discard"), amount: z.union([z.number().int().min(1), PerReturned, PerPermanent, PerPutIntoGraveyardThisTurn]), player: z.union([PlayerRef, /** "each player discards three cards" (effects/each-player.ts) */ z.literal("each"), /** "each opponent discards a card from his or her hand" (Screeching Buzzard) */ z.literal("eachOpponent")]), /** "discards a card at random" (seeded, game/rng.ts) */ random: z.literal(true).optional() }),
  z.strictObject({
    do: z.literal("modifyPT"),
    power: Signed,
    toughness: Signed,
    /** "thatCreature": the creature the triggering event names ("the blocking creature" of flanking, 502.3); only keyword triggers made by the engine name one. */
    object: z.union([ObjectRef, z.literal("thatCreature")]),
    duration: z.enum(["endOfTurn"]),
  }),
  /** `instead`: "If [condition], add [other mana] to your mana pool instead" (the Urza's lands), checked as the mana ability is played (406.1; spells/mana-instead.ts). */
  z.strictObject({ do: z.literal("addMana"), mana: z.string().regex(/^[WUBRGC]+$/), /** "that player adds {G} to his or her mana pool" (Tangleroot): the player a trigger event names; absent, the controller */ player: z.literal("thatPlayer").optional(), instead: z.strictObject({ if: Condition, mana: z.string().regex(/^[WUBRGC]+$/) }).optional(), /** a spell's "add {R} to your mana pool for each card named ~ in each graveyard" (Rite of Flame): the mana that many times, counted as it resolves (413.2) */ each: z.union([NamedInGraveyards, /** 502.13a: Braid of Fire's upkeep, "Add {R} ... for each age counter" */ PerCounter, /** a spell's "for each Goblin in play" (Brightstone Ritual) */ PerPermanent, /** a spell's "for each card in your hand" (Inner Fire) */ z.strictObject({ perCardInHand: z.number().int().min(1) }), /** "Add an amount of {G} to your mana pool equal to ~'s power." (Viridian Joiner) */ SourcePower]).optional() }),
  z.strictObject({
    do: z.literal("destroy"),
    /** "Destroy all other creatures you control": `other`, not the permanent whose ability it is. */
    object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter.extend({ other: z.literal(true).optional() }) })]),
    /** "It can't be regenerated" / "They can't be regenerated" (419.6). */
    noRegeneration: z.literal(true).optional(),
    /** "Destroy all enchantments target player controls" (Primeval Light): of `all`, only the permanents that target player controls. */
    controlledBy: AnyRef.optional(),
  }),
  /** 419.6: "Regenerate [permanent]": the next time it would be destroyed this turn, instead tap it, remove all damage from it, and remove it from combat. */
  /** 300.9, 419.6e: "[player] skips his or her next combat phase": that player's next combat phase is proceeded past as though it didn't exist. */
  z.strictObject({ do: z.literal("skipCombatPhase"), player: PlayerRef }),
  /** 300.9: "You skip your next turn": that player's next turn is proceeded past as though it didn't exist (turn/extra-turns.ts). */
  z.strictObject({ do: z.literal("skipTurn"), player: z.literal("you") }),
  /** 102.2: "you win the game": every player not on its controller's team loses (effects/win-game.ts). */
  z.strictObject({ do: z.literal("winGame") }),
  /** "Target player loses life equal to the damage already dealt to him or her this turn" (Final Punishment; effects/damage-this-turn.ts). */
  z.strictObject({ do: z.literal("loseLifeEqualToDamageThisTurn"), player: PlayerRef }),
  /** 302.2: "Creatures and lands target opponent controls don't untap during his or her next untap step" (Exhaustion): that player's permanents of these types then (turn/untap-step.ts). */
  z.strictObject({ do: z.literal("skipNextUntapOf"), player: PlayerRef, types: z.array(z.enum(["artifact", "creature", "land"])).min(1) }),
  z.strictObject({
    do: z.literal("regenerate"),
    /** "enchanted": "Regenerate enchanted creature" (the creature the ability's source enchants); `all`: "Regenerate each creature you control" (those in play as it resolves). */
    object: z.union([ObjectRef, z.literal("enchanted"), z.strictObject({ all: ObjectFilter })]),
  }),
  /** `all`: "Untap all creatures you control" — every permanent matching the filter as it resolves (within range, 601.2). */
  z.strictObject({ do: z.literal("tap"), object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter.extend({ /** "tap all other creatures" (Thundermare): not the permanent whose ability it is. */ other: z.literal(true).optional() }) }), z.literal("thatCreature")]) }),
  /** "Turn target face-down creature face up" (504, 502.26): it is face up from then on, and its "when turned face up" abilities trigger (engine/effects/face-up.ts). */
  z.strictObject({ do: z.literal("turnFaceUp"), object: ObjectRef }),
  /** "Turn ~ face down" (Wall of Deceit): a face-up permanent becomes a face-down 2/2 with no text (504); with a morph cost it may be turned face up again (502.26c). */
  z.strictObject({ do: z.literal("turnFaceDown"), object: z.literal("self") }),
  /** "[It] doesn't untap during its controller's next untap step" (302.2): that permanent stays tapped through the next untap step of whoever controls it then (engine/turn/untap-step.ts). */
  z.strictObject({ do: z.literal("doesntUntapNext"), object: z.union([ObjectRef, z.literal("thatCreature")]) }),
  /** 306.2: "remove it from combat": the permanent is no longer an attacking or blocking creature (effects/combat-removal.ts). */
  z.strictObject({ do: z.literal("removeFromCombat"), object: ObjectRef }),
  /** "Remove target creature you control from the game, then return it to play under its owner's control" (Momentary Blink), "Remove ~ from the game, then ..." (Flickering Spirit): engine/effects/flicker.ts. */
  z.strictObject({ do: z.literal("removeAndReturn"), object: z.union([z.literal("self"), AnyRef]) }),
  /** "exchange control of target A and target B" (418.5 layer 2): both or neither (effects/exchange-control.ts). */
  z.strictObject({ do: z.literal("exchangeControl"), objects: z.tuple([z.strictObject({ target: z.number().int().min(0) }), z.strictObject({ target: z.number().int().min(0) })]) }),
  /** "Name a card" / "Name a nonland card": its controller names a card as it resolves; later effects of the same spell use the name (effects/naming.ts). */
  /** "[Its controller] reveals cards from the top of his or her library until he or she reveals a creature card. The player puts that card into play and shuffles all other cards revealed this way into his or her library." (Polymorph; effects/reveal-until.ts) */
  /** `filter`: "until you reveal a creature card of that type" (Riptide Shapeshifter, after "Choose a creature type."): the card sought, a creature card of the type chosen (engine/effects/creature-type-choice.ts narrows it). */
  z.strictObject({ do: z.literal("revealUntilCreatureIntoPlay"), player: z.union([PlayerRef, ControllerOf]), filter: LibraryFilter.optional() }),
  /** "Reveal the top card of your library. If that card is a creature card of the chosen type, put it into your hand. Otherwise, put it into your graveyard." (Bloodline Shaman): the revealed card goes to the hand if it matches the filter, else to the graveyard (effects/library-look.ts). */
  z.strictObject({ do: z.literal("revealTopToHandIf"), filter: LibraryFilter }),
  /** "Each player returns all artifact cards from his or her graveyard to play" (Roar of Reclamation; Patriarch's Bidding's creature cards of the types chosen): each player within range (601.2), the cards of his or her graveyard the filter matches, under his or her control (effects/graveyard-cards.ts). */
  z.strictObject({ do: z.literal("returnAllFromGraveyards"), filter: LibraryFilter }),
  /** "You and target opponent each flip a coin. ~ deals N damage to each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same flip." (Mana Clash; effects/coin-clash.ts) */
  z.strictObject({ do: z.literal("coinClash"), opponent: AnyRef, damage: z.number().int().min(1) }),
  /** "After this main phase, there is an additional combat phase followed by an additional main phase." (300.7, Relentless Assault; turn/additional-phases.ts) */
  z.strictObject({ do: z.literal("additionalCombatAndMain") }),
  /** 300.7: "After this phase, you get an additional combat phase." (Godo, Bandit Warlord): one combat phase directly after the current combat phase; nothing outside a combat phase (turn/additional-phases.ts). */
  z.strictObject({ do: z.literal("additionalCombat") }),
  z.strictObject({ do: z.literal("nameCard"), nonland: z.literal(true).optional() }),
  /** "[player] discards a card with that name. If he or she can't, you draw a card." (after "Name a card"). */
  z.strictObject({ do: z.literal("discardNamed"), player: PlayerRef, elseDraw: z.number().int().min(1) }),
  z.strictObject({
    do: z.literal("untap"),
    object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter.extend({ other: z.literal(true).optional() }) })]),
    /** "Target player untaps all basic lands he or she controls" (Early Harvest): only that player's permanents of `all`. */
    player: PlayerRef.optional(),
  }),
  /** "eachOther": each other player; "each": each player; "eachOpponent": each opponent (within range of influence, 601.2). */
  z.strictObject({ do: z.literal("loseLife"), amount: Amount, player: z.union([PlayerRef, ControllerOf, z.literal("eachOther"), z.literal("each"), z.literal("eachOpponent")]) }),
  /** 102.3: "Target player loses the game." (Door to Nothingness), "that player loses the game" (Phage the Untouchable): the player loses at once, not by a state-based effect (state-based/winning.ts). */
  z.strictObject({ do: z.literal("loseGame"), player: PlayerRef }),
  /** "Target player shuffles his or her library." (Lantern of Insight; engine effects/shuffle-library.ts). */
  z.strictObject({ do: z.literal("shuffleLibrary"), player: PlayerRef }),
  /** "Double target player's life total." (Beacon of Immortality): the player gains life equal to his or her life total (a negative one is doubled by a loss of life); 0 stays 0. */
  z.strictObject({ do: z.literal("doubleLife"), player: PlayerRef }),
  /** "You can't lose the game this turn and your opponents can't win the game this turn." (Angel's Grace; engine effects/cant-lose.ts): for its controller, until the turn ends. */
  z.strictObject({ do: z.literal("cantLoseThisTurn") }),
  /** "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead." (Angel's Grace): a replacement effect for its controller until the turn ends (419.6; effects/life-floor.ts). */
  z.strictObject({ do: z.literal("lifeFloorThisTurn"), floor: z.number().int().min(1) }),
  /** "Exchange life totals with target opponent." (Magus of the Mirror; engine effects/exchange-life.ts). */
  z.strictObject({ do: z.literal("exchangeLife"), player: z.strictObject({ target: z.number().int().min(0) }) }),
  /** Each player discards his or her hand. */
  z.strictObject({ do: z.literal("discardHands"), /** "Discard your hand" ("you"), "Each opponent discards his or her hand" ("eachOpponent"); absent: each player */ players: z.enum(["you", "eachOpponent"]).optional(), /** "target player discards his or her hand" (Wit's End): that player only (effects/effects.ts). */ player: PlayerRef.optional() }),
  /** "Creatures you control get +1/+1 until end of turn": the set is fixed as it resolves (418.?). */
  /** `perX`: "All creatures get +X/-X until end of turn" (Flowstone Slide), X as announced (409.1b). */
  z.strictObject({ do: z.literal("modifyPTAll"), filter: ObjectFilter, power: z.union([z.number().int(), PerReturned, PerCardInHand, PerOtherThanIt, PerX, NamedInGraveyards, SourcePower, BasicLandTypes]), toughness: z.union([z.number().int(), PerReturned, PerCardInHand, PerOtherThanIt, PerX, NamedInGraveyards, BasicLandTypes]), duration: z.enum(["endOfTurn"]), /** "Other creatures you control ... get" (Sprite Noble): not the ability's source. */ other: z.literal(true).optional() }),
  /** Attach this Aura or Equipment to the object (seed glossary "Attach"). */
  z.strictObject({ do: z.literal("attach"), object: AnyRef }),
  /** 419.6: "If that creature would be put into a graveyard this turn, remove it from the game instead" (Nine-Ringed Bo); "damagedThisWay": each creature this spell or ability dealt damage to (Yamabushi's Flame). See effects/removed-if-dies.ts. */
  z.strictObject({ do: z.literal("removedIfDiesThisTurn"), object: z.union([ObjectRef, z.literal("damagedThisWay")]) }),
  /** 419.6: "That creature can't be regenerated this turn." (Carbonize), "Creatures dealt damage this way can't be regenerated this turn." (Flamebreak): marked as it resolves, for the rest of the turn. */
  z.strictObject({ do: z.literal("cantRegenerateThisTurn"), object: z.union([ObjectRef, z.literal("damagedThisWay")]) }),
  /**
   * "Search its controller's graveyard, hand, and library for all cards with the same name as that
   * artifact and remove them from the game. That player then shuffles his or her library."
   * (Splinter, Quash): the name and controller of what the target word chose, as it last existed
   * (413.2); `noun` is the word "that artifact" names it by (effects/remove-named.ts).
   */
  z.strictObject({ do: z.literal("removeAllWithSameName"), object: AnyRef, noun: z.enum(["artifact", "creature", "enchantment", "land", "spell"]) }),
  /** Continuous effects from a resolving spell or ability on itself, a target, or all matching permanents. */
  z.strictObject({
    do: z.literal("becomes"),
    object: z.union([
      ObjectRef,
      /** `other`: "each other attacking creature gains fear" (Smogsteed Rider): not the permanent whose ability it is. */
      z.strictObject({ all: ObjectFilter.extend({ other: z.literal(true).optional() }) }),
      /** "Enchanted creature and other creatures that share a creature type with it" (the Crowns): a group fixed as it resolves (effects/type-sharers.ts). */
      z.strictObject({ andSharingACreatureType: z.literal("enchanted") }),
    ]),
    modifications: z.lazy(() => z.array(Modification).min(1)),
    /** "whileSourceTapped": "as long as [this] remains tapped"; "whileEnchanted": "as long as that creature is enchanted" (418.?; see durations.ts). */
    duration: z.enum(["endOfTurn", "permanent", "whileSourceTapped", "whileEnchanted", /** "as long as ~ remains in play" (effects/durations.ts) */ "whileSourceInPlay", /** "until end of combat": ends as the combat phase ends (311, effects/durations.ts) */ "endOfCombat"]),
    /** "for as long as it has a training counter on it" (Sensei Golden-Tail): the effect applies to an object only while it has a counter of this kind (effects/durations.ts). */
    whileCounter: z.string().min(1).optional(),
    /** "~ becomes an X/X artifact creature" (Chimeric Coils): its power and toughness are set to the X announced (409.1b) as it resolves, layer 6b (the modifications hold no setPT; effects/effects.ts). */
    xSized: z.literal(true).optional(),
  }),
  /** "Target player gains control of [object]" (418.5 layer 2): control goes to a target player. */
  z.strictObject({ do: z.literal("giveControl"), object: ObjectRef, player: AnyRef }),
  /** Return a permanent to its owner's hand; `all`: every permanent matching the filter as it resolves, at once ("Return all creatures to their owners' hands"). */
  z.strictObject({ do: z.literal("returnToHand"), object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter })]) }),
  /** Put N tokens into play under "you"r control (216). */
  z.strictObject({ do: z.literal("createTokens"), token: z.string().min(1), amount: Amount, /** "under target opponent's control" (216.? (?)): that player controls them */ controller: z.union([AnyRef, /** "its controller may put a ... token into play" (Brood Sliver): the player the trigger event names */ z.literal("thatPlayer")]).optional(), /** "Remove it (them) from the game at end of turn" (Rakdos Guildmage): a delayed ability for each token made (effects/token-removal.ts) */ removeAtEndOfTurn: z.literal(true).optional() }),
  /** 300.6: "[Player] takes N extra turns after this one." */
  z.strictObject({ do: z.literal("extraTurns"), amount: z.number().int().min(1), player: PlayerRef }),
  /** 419.1: "Prevent the next N damage that would be dealt to [target] this turn" (a shield). */
  z.strictObject({ do: z.literal("preventDamage"), amount: Amount, to: z.union([AnyRef, z.literal("you"), /** "to ~": the ability's source, while in play (419.7) */ z.literal("self"), /** "to each creature and each player" (Kitsune Palliator): a shield on each, as it resolves */ z.literal("eachCreatureAndPlayer")]), perPrevented: PerPrevented.optional() }),
  /** 419.6e: "Until end of turn, if [player] would draw a card, instead that player skips that draw and you draw a card." */
  z.strictObject({ do: z.literal("takeDraws"), player: AnyRef }),
  /**
   * Damage to each permanent matching `objects` (those in play as it resolves, within range,
   * 601.2), and to each player of `players`; `controlledBy`: only the permanents that target
   * player controls ("target player and each creature he or she controls"). See effects/mass-damage.ts.
   */
  z.strictObject({
    do: z.literal("damageEach"),
    /** "halfLife": "damage equal to half that player's life total, rounded down" (Heartless Hidetsugu), each player's own, read as the effect begins (effects/mass-damage.ts). */
    amount: z.union([Amount, z.literal("halfLife")]),
    objects: ObjectFilter.optional(),
    /** A target player's permanents, or "each creature defending player controls" (Ronin Cliffrider): those of the player the ability's source is attacking (306.?). */
    controlledBy: z.union([AnyRef, z.literal("defendingPlayer")]).optional(),
    players: z.enum(["each", "eachOther", "eachOpponent"]).optional(),
  }),
  /**
   * 419.7: "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn": `to` a
   * target, this permanent, or "players"; `by` a target, this permanent, or the sources
   * matching a filter as they deal the damage (effects/prevention.ts).
   */
  /** 419.7: "The next time target creature would deal damage this turn, prevent that damage. [You gain life equal to the damage prevented this way.]" (Awe Strike): its next damage to anyone (effects/source-shields.ts). */
  z.strictObject({ do: z.literal("preventNextFrom"), from: AnyRef, gainPrevented: z.literal(true).optional() }),
  z.strictObject({
    do: z.literal("preventAll"),
    combat: z.literal(true).optional(),
    to: z.union([AnyRef, z.literal("self"), z.literal("players")]).optional(),
    by: z.union([AnyRef, z.literal("self"), z.strictObject({ filter: ObjectFilter })]).optional(),
    perPrevented: PerPrevented.optional(),
  }),
  /**
   * "[~ / that creature] deals damage equal to [its power / the number of cards in [player]'s hand
   * / the number of [permanents]] to [recipient]": counted as it resolves; `from` a target creature
   * deals it instead of this spell or ability's source ("That creature deals damage equal to its
   * power to ~"); `to: "self"` is this permanent (effects/damage-equal.ts).
   */
  z.strictObject({
    do: z.literal("damageEqual"),
    /** "itself": the creature `from` names, dealt its own damage (Kiku's Shadow). */
    to: z.union([AnyRef, z.literal("you"), z.literal("self"), z.literal("itself"), /** "to that player" of a trigger naming a player (Karma, 404.1) */ z.literal("thatPlayer")]),
    from: AnyRef.optional(),
    equalTo: z.union([
      z.literal("power"),
      z.strictObject({
        count: ObjectFilter,
        /** "that creature's controller controls" (Weight of Spires: the target's controller as it resolves, or as it last existed, 413.2) / "he or she controls" (Karma: the player the trigger names, 404.1): only that player's permanents count. */
        controlledBy: z.union([ControllerOf, z.literal("thatPlayer")]).optional(),
      }), z.strictObject({ cardsInHand: z.union([z.literal("you"), AnyRef]) }), /** "equal to that permanent's converted mana cost" (Hit): of the permanent an earlier sacrifice of the same resolution sacrificed, as it last existed (effects/edicts.ts) */ z.strictObject({ sacrificed: z.literal("convertedManaCost") })]),
  }),
  /**
   * 419.7: "The next time a [color / artifact] source of your choice would deal damage to [you /
   * target creature or player] this turn, prevent that damage": the source is chosen as it
   * resolves, among the objects `sources` matches (effects/source-shields.ts).
   */
  z.strictObject({
    do: z.literal("shieldFromChosenSource"),
    /** Absent with `allThisTurn`: damage to anyone. */
    to: z.union([AnyRef, z.literal("you")]).optional(),
    sources: ObjectFilter.optional(),
    /** "Prevent all damage that would be dealt this turn by a source of your choice" (Mourner's Shield): all of that source's damage this turn, to anyone, nothing used up (effects/prevention.ts). */
    allThisTurn: z.literal(true).optional(),
    /** "a source of your choice that shares a color with the imprinted card" (502.34, Mourner's Shield): of a color of a card imprinted on the ability's source (effects/imprint.ts). */
    sharesColorWithImprinted: z.literal(true).optional(),
    /** "a source of your choice of the chosen color" (Story Circle): of the color chosen as the ability's source came into play (419.1b). */
    ofChosenColor: z.literal(true).optional(),
    /** "prevent that damage. You gain that much life." (Reverse Damage): as the shield prevents the damage, the effect's controller gains life equal to the damage prevented (419.7). */
    gainPrevented: z.literal(true).optional(),
  }).refine((e) => (e.to === undefined) === !!e.allThisTurn, "a shield from a chosen source names its recipient, unless it prevents all of the source's damage this turn"),
  /**
   * 419.6c redirection: "All damage that would be dealt to [from] this turn by a source of your
   * choice is dealt to [to] instead" (`chosenSource`: the source is chosen as it resolves), "The
   * next N damage that would be dealt to [from] this turn is dealt to [to] instead" (`amount`),
   * "The next time a source of your choice would deal damage this turn, that damage is dealt to
   * [to] instead" (`nextTime` with `chosenSource`; no `from`: damage to anyone) (effects/redirection.ts).
   */
  z.strictObject({
    do: z.literal("redirectDamage"),
    from: z.union([AnyRef, z.literal("self")]).optional(),
    nextTime: z.literal(true).optional(),
    to: z.union([AnyRef, z.literal("self")]),
    amount: z.number().int().min(1).optional(),
    chosenSource: z.literal(true).optional(),
  }),
  /** The player gets N poison counters (420.5h). */
  z.strictObject({ do: z.literal("poison"), amount: z.number().int().min(1), player: PoisonedPlayer }),
  /**
   * 418.6: "Change the text of [object] by replacing all instances of one [kind of word] with
   * another" (indefinitely): the words are chosen as it resolves; `notTo` are words the new
   * one can't be ("The new creature type can't be Wall").
   */
  z.strictObject({
    do: z.literal("changeText"),
    words: z.array(z.enum(["color", "landType", "creatureType"])).min(1),
    object: AnyRef,
    notTo: z.array(z.string().min(1)).min(1).optional(),
  }),
  /** 503.10: "Copy target spell. You may choose new targets for the copy." — the copy is put onto the stack, not played. */
  /** 415.7a: "change the target of target spell with a single target" (Deflection): the resolving spell's controller changes it to another target legal for that spell, if there is one. */
  z.strictObject({ do: z.literal("changeTarget"), object: AnyRef }),
  z.strictObject({ do: z.literal("copySpell"), object: z.union([AnyRef, /** the ability's source, a spell on the stack (storm, 502.30) */ z.literal("source")]) }),
  /** 414: "Counter target spell." — or "... unless its controller pays {N}": generic mana, a
   * number, the X announced (409.1b), or {1} for each permanent matching a filter from "your"
   * point of view, counted as it resolves. */
  z.strictObject({ do: z.literal("counter"), object: AnyRef, unlessPays: z.union([z.number().int().min(0), z.literal("X"), z.strictObject({ count: ObjectFilter }), PerCardInHand, /** Rune Snag: "{2} plus an additional {2} for each card named ~ in each graveyard" */ NamedInGraveyards]).optional() }),
  /** "[Target creature] blocks [this] this turn if able" (provoke, 502.29): a requirement of the coming declare blockers step. */
  z.strictObject({ do: z.literal("blockIfAble"), object: AnyRef }),
  /** "Sacrifice [this permanent] unless you pay [cost]" (502.13a, 502.19a): the ability's controller pays or declines as it
   * resolves; with `perCounter`, the cost is paid once for each counter of that kind on the permanent ("{G} or {W}" is `{G/W}`). */
  z.strictObject({ do: z.literal("sacrificeUnlessPays"), cost: z.string().regex(/^(\{(\d+|[WUBRG]|[WUBRG]\/[WUBRG]|S)\})+$/), perCounter: z.string().min(1).optional() }),
  /** 502.55 recover: "you may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, remove this card from the game." */
  /** 502.56a ripple N, as the ability resolves (keywords/ripple.ts). */
  z.strictObject({ do: z.literal("ripple"), count: z.number().int().min(1) }),
  z.strictObject({ do: z.literal("recover"), cost: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/) }),
  /** 502.24a: madness's trigger: "its owner may play it by paying [cost] ...", "If that player doesn't, he or she puts this card into his or her graveyard." */
  z.strictObject({ do: z.literal("playMadness") }),
  z.strictObject({ do: z.literal("madnessToGraveyard") }),
  /** 502.43a (ninjutsu): "Put this card into play from your hand tapped and attacking." */
  z.strictObject({ do: z.literal("putIntoPlayAttacking") }),
  /** 502.44a: epic's delayed ability: "copy this spell except for its epic ability" (the epic spell kept in `GameState.epics`). */
  z.strictObject({ do: z.literal("copyEpicSpell"), epic: z.number().int().min(0) }),
  /** Put N counters of a kind on a permanent; or "distribute N counters among any number of target ..." as announced (409.1d). */
  z.strictObject({ do: z.literal("putCounters"), counter: z.string().min(1), amount: z.union([z.number().int().min(1), /** "Put X +1/+1 counters on target creature, where X is the sacrificed artifact's converted mana cost" (Forge Armor) */ SacrificedForCost, /** "put that many +1/+1 counters on ~" (War Elemental): the damage a damage trigger's event dealt */ z.literal("thatMuch")]), object: ObjectRef, divided: z.literal("asYouChoose").optional() }),
  /** "Remove a +1/+1 counter from ~" as an effect (the Clockwork creatures' end of combat ability): as many as it has, up to `amount` (engine/effects/remove-counters.ts). */
  z.strictObject({ do: z.literal("removeCounters"), counter: z.string().min(1), amount: z.number().int().min(1), object: ObjectRef }),
  /** "put a +1/+1 counter on each creature you control" (Celestial Ancient, Borborygmos): on each permanent in play matching the filter as it resolves; `other`: not the ability's source (effects/counters-each.ts). */
  z.strictObject({ do: z.literal("putCountersOnEach"), counter: z.string().min(1), amount: z.number().int().min(1), filter: ObjectFilter.extend({ other: z.literal(true).optional() }) }),
  /** "Sacrifice ~" as an effect: its controller puts the ability's source, if still in play under his or her control, into its owner's graveyard (212.? (?)). */
  z.strictObject({ do: z.literal("sacrificeSelf") }),
  /** "sacrifice ~. If you do, ~ deals N damage to that player." (Booby Trap): the damage only if this ability's controller sacrificed its source (effects/named-draw.ts). */
  z.strictObject({ do: z.literal("sacrificeSelfThenDamage"), amount: z.number().int().min(1), /** "... deals 4 damage to that creature" (Flame-Kin War Scout): the creature its trigger event named, not the player */ to: z.literal("thatCreature").optional() }),
  /** 502.51a: "remove it from the game haunting target creature" (the card the haunt ability's source became). */
  z.strictObject({ do: z.literal("haunt"), object: AnyRef }),
  /** "Move a [kind] counter from this permanent onto that creature" (Graft): the object the trigger's event was about. */
  z.strictObject({ do: z.literal("moveCounterOntoIt"), counter: z.string().min(1) }),
  /** "Put its [kind] counters on [object]": as many as the ability's source had as it last existed (Modular, 413.2). */
  z.strictObject({ do: z.literal("putSourceCounters"), counter: z.string().min(1), object: ObjectRef }),
  /** "[Player] sacrifices N [permanents]" (glossary "Sacrifice"): each player named chooses N he or she controls matching the filter (all, with no more), in APNAP order; then all are sacrificed at once (effects/edicts.ts). */
  z.strictObject({ do: z.literal("sacrifice"), player: z.union([PlayerRef, z.literal("each"), z.literal("eachOther")]), amount: z.number().int().min(1), filter: ObjectFilter }),
  /** 508: "flip [this permanent]": a flip card in play flips, once and for good (508.4); its other half's characteristics then apply (508.2). */
  z.strictObject({ do: z.literal("flip") }),
  /** Sweep: "Return any number of [permanents] you control to their owner's hand" as the spell resolves, chosen then; later effects count them (`perReturned`). */
  z.strictObject({ do: z.literal("returnAnyNumber"), filter: ObjectFilter }),
  /** "Return a [permanent] you control to its owner's hand" (the Ravnica bouncelands): not targeted; the effect's controller chooses one of them as it resolves (`filter` says "you control"). */
  z.strictObject({ do: z.literal("returnChosen"), filter: ObjectFilter.extend({ controller: z.literal("you") }) }),
  /** 305.2: "You may play up to N additional lands this turn": the effect's controller may play N more lands this turn. */
  z.strictObject({ do: z.literal("additionalLandPlays"), amount: z.number().int().min(1) }),
  /**
   * "Search your library for [N] [cards], [reveal them,] and put them [into your hand / into
   * play (tapped)]. Then shuffle your library." (Search, seed glossary of that era): with a
   * `filter` (a stated quality) the searcher may find fewer, even none; "a card" must be found
   * if the library has one. `to` is one place for every card found, or one place per card in
   * the order the searcher lists them (Kodama's Reach). `may`: "you may search ...; if you do,
   * shuffle": declining searches nothing and shuffles nothing.
   */
  z.strictObject({
    do: z.literal("search"),
    filter: LibraryFilter.optional(),
    /** "X": the X announced for the spell (409.1b; Weird Harvest's "up to X creature cards"); "any": "any number of [cards]" (Grozoth), none to all the library holds. */
    amount: z.union([z.number().int().min(1), z.literal("X"), z.literal("any")]).default(1),
    /** "up to N": none to N. */
    upTo: z.literal(true).optional(),
    reveal: z.literal(true).optional(),
    to: z.union([SearchDestination, z.array(SearchDestination).min(2)]),
    may: z.literal(true).optional(),
    /** "put it into play tapped under target player's control" (Yavimaya Dryad): who controls the cards put into play; absent: their owner. */
    controller: AnyRef.optional(),
    /** "Search target player's library": whose library the effect's controller searches (its owner shuffles it); absent: his or her own. */
    library: AnyRef.optional(),
    /** "Each player may search his or her library ... Then each player who searched his or her library this way shuffles it" (Weird Harvest): each player within range, in APNAP order (103.4), chooses whether to search his or her own (engine/effects/search.ts). */
    players: z.literal("each").optional(),
  }),
  /** Hands, libraries and graveyards (language-hand-library.ts). */
  ...handLibraryEffects({ ObjectFilter, Amount, Condition, LibraryFilter }),
  /** The top of a library (language-library.ts). */
  ...libraryEffects(),
  /** 502.36a: "scry N" (keywords/scry.ts): the effect's controller looks at the top N cards of his or her library and puts any number on the bottom, the rest on top, in any order. */
  z.strictObject({ do: z.literal("scry"), amount: z.number().int().min(1) }),
  /** "counter that spell or ability" after "whenever ~ becomes the target of a spell or ability" (the Glasskites): the spell or ability that targeted it, if still on the stack (414; engine/effects/effects.ts). */
  z.strictObject({ do: z.literal("counterTargeter") }),
  /** "Return all creatures blocking or blocked by target creature to their owner's hand" (Trial; engine/effects/combatants.ts). */
  z.strictObject({ do: z.literal("returnCombatants"), object: z.strictObject({ target: z.number().int().min(0) }) }),  /** "[object] gains protection from the chosen color until end of turn" after "Choose a color." (Bathe in Light): the color this resolution's `chooseColor` chose (engine/effects/color-choice.ts). */
  z.strictObject({ do: z.literal("gainProtectionFromColorChosen"), object: ObjectRef }),
]);

/** Effects that finish at once (no decision): what an optional or replacement effect may do. */
const ImmediateEffect = SimpleEffect.refine((e) => !["discard", "handToTop", "handToBottomThenDraw", "draw", "damage", "changeText", "search", "returnAnyNumber", "sacrificeUnlessPays", "returnChosen", "chooseFromHand", "orderTopOfLibrary", "putFromHand", "lookAtTopPutOneInHand", "topCards", "revealedToBottom", "revealCardsFromHand", "drawPerCardInHand", "recover", "ripple", "sacrifice", "damageEach", "damageEqual", "shieldFromChosenSource", "redirectDamage"].includes(e.do) && !(e.do === "counter" && e.unlessPays !== undefined), {
  message: "an effect inside \"may\" or a replacement can't wait for a decision (a discard, a text change, a payment asked of a spell's controller, or a draw or damage that replacement effects may change)",
});

const MAY_WAITS = "an effect inside \"may\" can't wait for a decision (a discard, a text change, a payment asked of a spell's controller or divided damage)";
/** What "you may" may do: what finishes at once, and draws, undivided damage and damage to each of several recipients (they may wait only for a choice among replacement effects, 419.9, and the "may" carries on after it as a conditional's effects do), and, after "you may sacrifice ~. If you do,", one searcher's search or one player's discard (`afterIfYouDo`). */
const MayEffect = SimpleEffect.refine((e) => !["discard", "handToTop", "handToBottomThenDraw", "changeText", "returnAnyNumber", "sacrificeUnlessPays", "chooseFromHand", "orderTopOfLibrary", "putFromHand", "lookAtTopPutOneInHand", "topCards", "revealedToBottom", "revealCardsFromHand", "recover", "ripple", "sacrifice", "shieldFromChosenSource", "redirectDamage", "returnChosen", "search"].includes(e.do) && !(e.do === "counter" && e.unlessPays !== undefined) && !(e.do === "damage" && e.divided), { message: MAY_WAITS });

/** What a conditional effect may do: anything that doesn't wait for a player's decision, though damage and draws may wait for a choice among replacement effects (419.9). */
const BranchEffect = SimpleEffect.refine((e) => !["discard", "handToTop", "handToBottomThenDraw", "changeText", "returnAnyNumber", "returnChosen", "chooseFromHand", "orderTopOfLibrary", "putFromHand", "lookAtTopPutOneInHand", "topCards", "revealedToBottom", "revealCardsFromHand", "sacrifice", "damageEach", "shieldFromChosenSource", "redirectDamage"].includes(e.do) && !(e.do === "search" && e.may) && !(e.do === "counter" && e.unlessPays !== undefined) && !("divided" in e && e.divided), {
  message: "a conditional or Radiance effect can't wait for a player's decision (a discard, a text change, a search, a payment asked of a spell's controller) nor divide an amount",
});

/** After "you may sacrifice ~. If you do," (the may's `ifYouDo`): also one searcher's search (Blood Speaker) or one player's discard (Haunted Cadaver); each keeps its place in the "may" while that player answers (engine effects.ts `runBranch`, spells/resolve.ts `resolvingEffect`). */
const afterIfYouDo = (e: z.infer<typeof SimpleEffect>) => (e.do === "search" && !e.may && !e.players) || decidedInBranch(e);

/** What a conditional effect's branch may do besides: a discard or a sacrifice by one player, and damage to each of several recipients ("discard a card if you don't control an Ogre", Gutwrencher Oni; Sulfurous Blast's "instead"): each keeps its place while the decision it waits for is made (engine effects.ts `runBranch`, `branchPart`). */
const decidedInBranch = (e: z.infer<typeof SimpleEffect>) => e.do === "damageEach" || e.do === "sacrifice" || (e.do === "discard" && e.player !== "each" && e.player !== "eachOpponent");

const ConditionalEffect = SimpleEffect.refine((e) => decidedInBranch(e) || BranchEffect.safeParse(e).success, {
  message: "a conditional effect can't wait for a player's decision other than one player's discard or sacrifice (a text change, a search, a payment asked of a spell's controller) nor divide an amount",
});

export const Effect = z.union([
  SimpleEffect,
  /** "Add {G} or {W}" / "Add one mana of any color" ("WUBRG"): one mana of one of these types, chosen as the mana ability is played (406.1, 411). */
  /** `count`: "Add three mana of any one color" (Gilded Lotus): one choice, that many mana of the chosen type; "Add X mana of any one color ..., where X is the number of Elves in play" (Wirewood Channeler): counted as the mana ability is played (406.1; spells/mana-instead.ts). */
  z.strictObject({ do: z.literal("addManaOfChoice"), mana: z.string().regex(/^(?:([WUBRGC])(?!.*\1)){2,6}$/), count: z.union([z.number().int().min(2), z.strictObject({ perEach: z.literal(1), count: ObjectFilter })]).optional() }),
  /** "Add to your mana pool one mana of any color that a land an opponent controls could produce" (Fellwar Stone) / "... any color a basic land you control could produce" (Star Compass): the colors those lands' mana abilities could add, read as it is played (406.1; engine/spells/could-produce.ts); none: no mana. */
  z.strictObject({ do: z.literal("addManaLandsCouldProduce"), lands: z.enum(["opponents", "basicYours"]) }),
  /** "Add one mana of the chosen color to your mana pool" (Coldsteel Heart): the color chosen as the permanent came into play (419.1b), read as the mana ability is played (406.1; spells/chosen-color-mana.ts); none chosen: no mana. */
  z.strictObject({ do: z.literal("addManaOfChosenColor") }),
  /** "Choose a color." as the first sentence of a spell (Bathe in Light): its controller chooses one as it resolves (413), for the effects after it ("the chosen color"; engine/effects/color-choice.ts). */
  z.strictObject({ do: z.literal("chooseColor") }),
  /** "untap up to four lands" (Rewind): as it resolves its controller chooses up to `count` tapped permanents matching the filter, within range of influence, and they untap (engine/effects/untap-up-to.ts). */
  z.strictObject({ do: z.literal("untapUpTo"), count: z.number().int().min(2), filter: ObjectFilter }),
  /** A delayed triggered ability (404.?): "at end of turn, ..." — triggers once, at the next end of turn step; "nextUpkeep": "at the beginning of the next turn's upkeep" (spells/delayed-triggers.ts). */
  z.strictObject({ do: z.literal("delayed"), at: z.enum(["endOfTurn", "nextUpkeep", /** "at end of combat": as the next end of combat step begins; "that creature" stays the creature its trigger named */ "endOfCombat"]), text: z.string().min(1), effects: z.array(SimpleEffect).min(1) }),
  /** A delayed triggered ability (404.?) on an event: "When that creature is put into a graveyard this turn, flip ~." (Initiate of Blood): it watches the target as it is when this resolves, triggers once if that permanent is put into a graveyard from play this turn, and ends with the turn (spells/triggers.ts, turn/turn.ts). */
  z.strictObject({ do: z.literal("whenPutIntoGraveyardThisTurn"), object: AnyRef, text: z.string().min(1), effects: z.array(SimpleEffect).min(1) }),
  /** "You may ...": its controller chooses, as it resolves, whether the effects happen (a draw among them may wait for a replacement choice, 419.9). */
  /** `player`: "its controller may draw a card" (Synapse Sliver): that player chooses, and the effects are his or hers. */
  z
    .strictObject({
      do: z.literal("may"),
      text: z.string().min(1),
      effects: z.array(SimpleEffect).min(1),
      player: z.literal("thatPlayer").optional(),
      /** what happens when the player declines (502.13a: cumulative upkeep's "sacrifice it unless you [do it]") */
      otherwise: z.array(MayEffect).optional(),
      /** "you may sacrifice ~. If you do, [effects]" (Dreamcatcher): the first effect is the sacrifice, which can be chosen only while its controller still controls it in play; the others happen only if it was sacrificed (effects/effects.ts "may"). */
      ifYouDo: z.literal(true).optional(),
    })
    .refine((e) => e.effects.every((x) => MayEffect.safeParse(x).success || (e.ifYouDo && afterIfYouDo(x))), { message: MAY_WAITS })
    .refine((e) => !e.ifYouDo || (e.effects.length > 1 && e.effects[0]!.do === "sacrificeSelf" && !e.otherwise && !e.player), "\"If you do\" follows \"you may sacrifice ~\""),
  /** 419.6h: "The next time you would draw a card this turn, [effects] instead." */
  z.strictObject({ do: z.literal("drawShield"), text: z.string().min(1), effects: z.array(ImmediateEffect).min(1) }),
  /** 502.59a: suspend's abilities: "remove a time counter from it", "play it without paying its mana cost if able". */
  z.strictObject({ do: z.literal("removeTimeCounter") }),
  z.strictObject({ do: z.literal("playSuspended") }),
  /** 502.34: imprint and the abilities linked to it (language-imprint.ts). */
  ...imprintEffects({ ObjectFilter }),
  /**
   * Radiance: "[effects on] target [permanent] and each other [permanent matching `others`] that
   * shares a color with it": the inner effects' `{ target }` stands for the target, then for each
   * of the others (fixed as it begins to resolve; they aren't targeted).
   */
  z.strictObject({
    do: z.literal("radiance"),
    target: z.number().int().min(0),
    others: ObjectFilter,
    effects: z.array(BranchEffect).min(1),
    /** "Creatures that share a color with target creature" (Incite Hysteria): the target is one of them only if it has a color. */
    onlySharing: z.literal(true).optional(),
  }),
  /**
   * "[effects on] target [permanent] and all other [permanents matching `others`] with the same name
   * as that [permanent]" (the Echoing cards): as radiance, sharing a name instead of a color
   * (effects/radiance.ts).
   */
  z.strictObject({ do: z.literal("sameName"), of: z.strictObject({ target: z.number().int().min(0) }), others: ObjectFilter, effects: z.array(BranchEffect).min(1) }),
  /** "[object] gains protection from the color of your choice until end of turn": the color is chosen as it resolves (engine/effects/color-choice.ts). */
  z.strictObject({ do: z.literal("gainProtectionFromChosenColor"), object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter })]) }),
  /**
   * "Creatures of the type of your choice get +0/+4 until end of turn", "Untap all creatures of the
   * type of your choice": a creature type is chosen as it resolves (413), then the effects happen
   * to the permanents of their filters that have that type too (engine/effects/creature-type-choice.ts).
   */
  z.strictObject({
    do: z.literal("forChosenCreatureType"),
    effects: z.array(ImmediateEffect).min(1),
    /** "Each player chooses a creature type." (Harsh Mercy): every player in the game within range (601.2) chooses one, in APNAP order (103.4); the effects then happen to the permanents of any type chosen this way. */
    each: z.literal(true).optional(),
    /** "... that aren't of a type chosen this way": the effects happen to the permanents of their filters that have none of the chosen types. */
    except: z.literal(true).optional(),
    /** "If you control more creatures of that type than any other player, ..." (Peer Pressure): the effects happen only then, counted as it resolves. */
    ifYouControlMost: z.literal(true).optional(),
  }),
  /** "[object]'s type becomes the creature type of your choice until end of turn": chosen as it resolves; it replaces the object's creature types (layer 4). */
  z.strictObject({
    do: z.literal("becomesChosenCreatureType"),
    /** "Target creature's type", "Each creature's type", "The type of each creature you control" (Onslaught block): `all` the permanents of a filter as it resolves. */
    object: z.union([ObjectRef, z.strictObject({ all: ObjectFilter })]),
    /** "Choose a creature type other than Legend or Wall" (Imagecrafter, Standardize): neither may be chosen. */
    notLegendOrWall: z.literal(true).optional(),
  }),
  /** "[Player] reveals his or her hand and discards all cards with that spell's converted mana cost." (Infernal Kirin): the cards of the filter in that hand as it resolves (engine/effects/discard-all.ts). */
  z.strictObject({ do: z.literal("discardAllMatching"), player: PlayerRef, filter: ObjectFilter }),
  /** "Choose a color. [Player] reveals his or her hand and discards all cards of that color." (Persecute): chosen as it resolves. */
  z.strictObject({ do: z.literal("discardAllOfChosenColor"), player: PlayerRef }),
  /** "[effects] ... instead if [condition]" (Hellbent): as it resolves, `effects` if the condition holds, else `otherwise`. */
  z.strictObject({ do: z.literal("conditional"), if: Condition, effects: z.array(ConditionalEffect).min(1), otherwise: z.array(ConditionalEffect).default([]) }),
  /** "You may pay {1}. If you do, [effects]" (`mayPay`) / "[effects] unless you pay {G}{G}{G}{G}" (`unlessYouPay`): as it resolves its controller pays the mana or doesn't (engine/effects/pay-or-not.ts); `text` is the effects as printed, for the prompt. */
  /** "Tap or untap target [permanent]": its controller chooses which as it resolves (engine/effects/tap-or-untap.ts). */
  z.strictObject({ do: z.literal("tapOrUntap"), object: z.strictObject({ target: z.number().int().min(0) }) }),
  /** "[effects] unless you sacrifice two Mountains" / "you may sacrifice an artifact. If you don't, [effects]": its controller may sacrifice `amount` permanents he or she controls matching `filter` as it resolves; if not, the effects happen (engine/effects/unless-sacrifice.ts). */
  z.strictObject({ do: z.literal("unlessYouSacrifice"), amount: z.number().int().min(1), /** 502.13a: `amount` for each counter of this kind on the ability's source (cumulative upkeep) */ perCounter: z.string().min(1).optional(), filter: ObjectFilter, text: z.string().min(1), effects: z.array(BranchEffect).min(1), /** printed "you may sacrifice ... If you don't, ..." */ may: z.literal(true).optional() }),
  /** "sacrifice it unless you discard a noncreature card" (Drekavac), "... unless you discard two cards" (Avatar of Discord): as it resolves its controller may discard `amount` cards of his or her hand matching `filter`; if he or she doesn't — or has too few to do it — the effects happen (engine/effects/unless-discard.ts). */
  z.strictObject({ do: z.literal("unlessYouDiscard"), amount: z.number().int().min(1), /** 502.13a: `amount` for each counter of this kind on the ability's source (cumulative upkeep) */ perCounter: z.string().min(1).optional(), filter: ObjectFilter.optional(), text: z.string().min(1), effects: z.array(BranchEffect).min(1) }),
  z.strictObject({ do: z.enum(["mayPay", "unlessYouPay"]), cost: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/), text: z.string().min(1), effects: z.array(BranchEffect).min(1),
    /** "[effects] unless its controller pays {1}" (Crystal Shard): the payer is the controller of the effects' only target as it resolves, not the ability's controller (413.2c). */
    payer: z.literal("targetController").optional() }),
  /** Glossary "Flip a Coin": "Flip a coin. If you win the flip, [won]. If you lose the flip, [lost]." — its controller flips as it resolves, the result drawn from the game's seeded generator (engine/effects/coin-flip.ts). */
  z.strictObject({ do: z.literal("flipCoin"), won: z.array(BranchEffect).default([]), lost: z.array(BranchEffect).default([]), /** "If it comes up heads, [won]. If it comes up tails, [lost]." (Odds): no player calls the flip (glossary "Flip a Coin"); the coin's side is drawn */ headsOrTails: z.literal(true).optional() }),
  /** "your life total becomes 5", "Each player's life total becomes the number of creatures he or she controls": the player gains or loses the difference (215.5 (May 2007 numbering); effects/set-life.ts). `to.controlled`: the permanents matching the filter that player controls, counted for every player before any total changes. */
  z.strictObject({ do: z.literal("setLife"), player: z.enum(["you", "each"]), to: z.union([z.number().int().min(0), z.strictObject({ controlled: ObjectFilter })]) }),
]);

const ManaCost = z.string().regex(/^(\{(\d+|[WUBRG])\})+$/);

/** The cost of an activated ability (403.1, 409.1f–h). */
export const Cost = z.strictObject({
  /** Mana symbols, hybrid ones ({W/U}), {X} (announced as the ability is played, 409.1b) and {S} (mana a snow source produced) included. */
  mana: z.string().regex(/^(\{(\d+|[WUBRG]|[WUBRG]\/[WUBRG]|X|S)\})*$/).optional(),
  /** "Sacrifice a [permanent]": one permanent its controller controls that matches, chosen as the ability is played. */
  sacrifice: ObjectFilter.optional(),
  /** "Discard a card". */
  discard: z.literal(1).optional(),
  /** 409.1f: "Discard your hand": every card in its controller's hand as the cost is paid, none if it is empty (Slate of Ancestry). */
  discardHand: z.literal(true).optional(),
  /** "Remove N [kind] counters from this permanent". */
  removeCounters: z.strictObject({ counter: z.string().min(1), count: z.number().int().min(1) }).optional(),
  /** "Return N [permanents] you control to their owner's hand": chosen as the ability is played. */
  returnToHand: z.strictObject({ filter: ObjectFilter, count: z.number().int().min(1) }).optional(),
  /** {T}: tap this permanent (a creature only if it isn't summoning sick, 212.3d). */
  tap: z.literal(true).optional(),
  /** Sacrifice this permanent. */
  sacrificeSelf: z.literal(true).optional(),
  /** "Discard [this card]": the cost of an ability played from the hand (Channel). */
  discardSelf: z.literal(true).optional(),
  /** "Reveal [this card] from your hand": the cost of an ability played from the hand (Forecast). */
  revealSelf: z.literal(true).optional(),
  payLife: z.number().int().min(1).optional(),
  /** "Tap an untapped [permanent] you control" / "Tap two untapped [permanents] you control": chosen as the ability is played; not {T}, so a creature tapped this way may have summoning sickness (212.3d). */
  tapUntapped: z.strictObject({ filter: ObjectFilter, count: z.number().int().min(1) }).optional(),
  /** "Discard a land card" / "Discard an artifact card from your hand": a card of that type, chosen as the ability is played. */
  discardType: z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"]).optional(),
  /** "Remove X [kind] counters from ~": X announced as the ability is played (409.1b), no more than the counters on it (409.1f); its effects use `"X"`. */
  removeCountersX: z.string().min(1).optional(),
  /** "Reveal X white cards from your hand" (the Coldsnap Martyrs): X is the number of cards of that color its controller reveals from his or her hand as the ability is played (409.1b, 409.1f; spells/reveal-x-costs.ts); its effects use `"X"`. */
  revealX: Color.optional(),
  /** "Remove ~ from the game" (Feldon's Cane): the permanent itself (409.1f; spells/cost-kinds.ts). */
  removeSelf: z.literal(true).optional(),
  /** "Return ~ to its owner's hand" (Molting Skin). */
  returnSelf: z.literal(true).optional(),
  /** "Put a blood counter on ~" (Bloodletter Quill): a counter of that kind put on it. */
  putCounterOnSelf: z.string().min(1).optional(),
  /** "Sacrifice three lands": that many different permanents its controller controls that match, chosen as the ability is played. */
  sacrificeMany: z.strictObject({ filter: ObjectFilter, count: z.number().int().min(2) }).optional(),
  /** "Pay half your life rounded up" (Murderous Betrayal): half the life total as the cost is paid, rounded up. */
  payHalfLife: z.literal(true).optional(),
  /** "Discard a card at random": the card drawn from the game's seeded random numbers as the cost is paid. */
  discardRandom: z.literal(true).optional(),
  /** "Remove a creature card in your graveyard from the game": that many different cards of the type in its controller's graveyard, chosen as the ability is played. */
  removeFromGraveyard: z.strictObject({ type: z.literal("creature"), count: z.number().int().min(1) }).optional(),
  /** "Remove the top ten cards of your library from the game" (Arc-Slogger): it can't be paid with fewer cards in the library. */
  removeTopOfLibrary: z.number().int().min(2).optional(),
});

/** Which permanents a trigger watches: this one ("self"), or those matching a filter. */
const TriggerSubject = z.union([
  z.literal("self"),
  ObjectFilter.extend({ /** "another creature": not this permanent itself. */ other: z.literal(true).optional() }),
]);
/** Of the zone-change triggers: also "~ or another Zombie" (`orSelf`): this permanent whatever it is, or another matching the filter (Vengeful Dead, Noxious Ghoul). */
const ZoneChangeSubject = z.union([
  z.literal("self"),
  ObjectFilter.extend({ other: z.literal(true).optional(), orSelf: z.literal(true).optional() }).refine((f) => !(f.other && f.orSelf), "\"~ or another\" is not also \"another\""),
]);

/** The qualities of the spell a "whenever a player plays a [quality] spell" trigger names (409.1): all of them must hold. */
const PlayedSpell = z.strictObject({
  /** Any of these colors ("a white spell"). */
  colors: z.array(Color).min(1).optional(),
  /** "a multicolored spell": two or more colors (203.? (?)). */
  multicolored: z.literal(true).optional(),
  supertypes: z.array(z.enum(["legendary"])).min(1).optional(),
  /** Any of these card types ("an instant or sorcery spell"). */
  types: z.array(z.enum(["artifact", "creature", "enchantment", "instant", "sorcery"])).min(1).optional(),
  /** None of these card types ("a noncreature spell"). */
  notTypes: z.array(z.enum(["artifact", "creature", "enchantment", "instant", "sorcery"])).min(1).optional(),
  /** Any of these subtypes ("a Spirit or Arcane spell"). */
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  /** "a spell of the chosen color" (Paradise Plume): of the color chosen as the watching permanent came into play (419.1b). */
  chosenColor: z.literal(true).optional(),
  /** "a spell with converted mana cost 3 or less" (Pyrostatic Pillar): X counted as announced (203.3). */
  convertedManaCostAtMost: z.number().int().min(0).optional(),
  /** "a creature spell with converted mana cost 6 or more" (Kurgadon). */
  convertedManaCostAtLeast: z.number().int().min(0).optional(),
});

/** The events triggered abilities watch for (404.1): "When/Whenever/At ...". */
export const Trigger = z.discriminatedUnion("on", [
  z.strictObject({ on: z.literal("comesIntoPlay"), what: ZoneChangeSubject }),
  /** "When the chosen player draws the named card" (Booby Trap): both chosen as this permanent came into play (zones/name-and-opponent.ts). */
  z.strictObject({ on: z.literal("chosenPlayerDrawsNamedCard") }),
  z.strictObject({ on: z.literal("putIntoGraveyardFromPlay"), what: ZoneChangeSubject }),
  /** "At the beginning of your upkeep" / "of each player's upkeep". */
  z.strictObject({ on: z.literal("beginningOfUpkeep"), whose: z.enum(["yours", "each"]) }),
  /** 502.51b–c: "When the creature it haunts is put into a graveyard": triggers while this card is removed from the game haunting it. */
  z.strictObject({ on: z.literal("hauntedPutIntoGraveyard") }),
  /** 502.55 recover: "When a creature is put into your graveyard from play": triggers only while this card is in its owner's graveyard (keywords/recover.ts). */
  z.strictObject({ on: z.literal("creatureIntoYourGraveyard") }),
  /** "Whenever [this] attacks and isn't blocked" (309.?: once blockers are declared). */
  z.strictObject({ on: z.literal("attacksUnblocked"), what: z.literal("self") }),
  /** 502.26: "When [this] is turned face up". */
  z.strictObject({ on: z.literal("turnedFaceUp"), what: z.literal("self") }),
  /** "Whenever [this] attacks" (308.? (?): as attackers are declared). */
  z.strictObject({ on: z.literal("attacks"), what: z.literal("self"), /** "attacks for the first time each turn" (Godo, Bandit Warlord): not when it attacks again in an additional combat phase (combat/combat.ts `again`) */ firstTimeInTurn: z.literal(true).optional() }),
  /** "Whenever [this] becomes blocked" (309.? (?): as blockers are declared; once, however many block it). */
  z.strictObject({ on: z.literal("becomesBlocked"), what: z.literal("self") }),
  /** "Whenever [this] blocks or becomes blocked" (bushido, 502.38). */
  /** `keyword`: the ability is the keyword bushido itself (502.38), not words that do the same: only it is counted as "points of bushido". */
  z.strictObject({ on: z.literal("blocksOrBecomesBlocked"), what: z.literal("self"), keyword: z.literal("bushido").optional() }),
  /** 502.18c: "When you cycle [this card]": when it is discarded to pay a cycling cost (it triggers from the graveyard). */
  z.strictObject({ on: z.literal("cycled"), what: z.literal("self") }),
  /** "Whenever [this] attacks or blocks" (308.?/309.? (?): as attackers or blockers are declared). */
  z.strictObject({ on: z.literal("attacksOrBlocks"), what: z.literal("self") }),
  /** "Whenever an opponent plays a spell" (409.1: as the spell becomes played). */
  z.strictObject({ on: z.literal("opponentPlaysSpell") }),
  /** "Whenever [this] deals combat damage to a player" (404.1: as the damage is dealt, if it is more than 0). */
  z.strictObject({ on: z.literal("dealsCombatDamage"), what: z.literal("self"), to: z.literal("player") }),
  /** "Whenever [this] is dealt damage" (404.1: any damage, combat or not, more than 0). */
  z.strictObject({ on: z.literal("isDealtDamage"), what: z.literal("self") }),
  /** "Whenever you play a Spirit or Arcane spell" (409.1: as the spell becomes played): a spell of one of these subtypes. */
  z.strictObject({ on: z.literal("youPlaySpell"), subtypes: z.array(z.string().min(1)).min(1) }),
  /**
   * "Whenever [this / enchanted creature] deals [combat] damage [to a player / an opponent / a
   * creature]" (404.1: as damage more than 0 is dealt; spells/damage-triggers.ts).
   */
  z.strictObject({ on: z.literal("dealsDamage"), by: z.enum(["self", "enchanted", "equipped"]), combat: z.literal(true).optional(), to: z.enum(["player", "opponent", "creature"]).optional() }),
  /** "Whenever a creature is dealt damage" (404.1); `what`: "a creature you control" (Rite of Passage), or "enchanted" (Ragged Veins, Frozen Solid), the creature its Aura enchants. "Its controller" is the creature's controller as the damage is dealt. */
  z.strictObject({ on: z.literal("creatureDealtDamage"), what: z.union([ObjectFilter, z.literal("enchanted")]).optional() }),
  /**
   * "Whenever a Sliver deals [combat] damage [to a player / to a creature]" (404.1): any permanent
   * of these types and subtypes (and with `controller`, controlled by the ability's controller or
   * an opponent: "a creature you control"), as it is or last existed when the damage is dealt. "Its controller" is that permanent's controller; "that creature" the creature dealt the
   * damage; "that much" the amount (spells/damage-triggers.ts).
   */
  z.strictObject({ on: z.literal("aPermanentDealsDamage"), what: ObjectFilter, combat: z.literal(true).optional(),
    /** "to an opponent": a player who is an opponent of the ability's controller; "to you": its controller ("that player" is then the dealer's controller). */
    to: z.enum(["player", "opponent", "creature", "you"]).optional(),
    /** "a source" (Farsight Mask, Tamanoa): any object that deals damage, a spell as well as a permanent; `what` then reads only its controller and "noncreature". */
    source: z.literal(true).optional(),
    /** "other than ~" (Talon of Pain): not the ability's own permanent. */
    other: z.literal(true).optional(),
    /** "Whenever an opponent is dealt 3 or more damage by a single source" (Pain Magnification): one source's damage to one player, at least this much. */
    atLeast: z.number().int().min(2).optional(),
    /** "Whenever a Goblin deals combat damage to a player, that player ..." (Cabal Slaver): the player the event names is the one dealt the damage, not the dealer's controller. */
    thatPlayer: z.literal("dealtDamage").optional() }).refine((t) => !t.thatPlayer || t.to === "player" || t.to === "opponent", "only damage dealt to a player names the player dealt it"),
  /** "Whenever a creature dealt damage by ~ this turn is put into a graveyard" (404.1): a permanent matching `what` (as it last existed) that this permanent dealt damage this turn (effects/damaged-by.ts). */
  z.strictObject({ on: z.literal("damagedByPutIntoGraveyard"), what: ObjectFilter }),
  /** 313.1: "At end of turn" (each turn) / "At the end of your turn": as the end of turn step begins. */
  z.strictObject({ on: z.literal("endOfTurn"), whose: z.enum(["yours", "each"]) }),
  /** "Whenever a player / you / an opponent plays a [quality] spell" (409.1: once the spell has become played); "that player" is its player. */
  z.strictObject({ on: z.literal("spellPlayed"), player: z.enum(["any", "you", "opponent"]), spell: PlayedSpell }),
  /** "At the beginning of each player's / your / each opponent's draw step" (304.?), "At the beginning of each opponent's upkeep" (303.?): as the step begins; "that player" is the active player. */
  z.strictObject({ on: z.literal("beginningOfStep"), step: z.enum(["upkeep", "draw", /** 305.1: the first main phase of the turn (Altar of Shadows) */ "precombatMain"]), whose: z.enum(["each", "yours", "opponent", /** "of enchanted creature's controller": "that creature" is the enchanted one */ "enchantedController"]) }),
  /** "Whenever an opponent draws a card" (each card drawn, 217.2), "Whenever a player cycles a card" (502.18), "Whenever an opponent discards a card": `player` is whose; "that player" is that one. */
  z.strictObject({ on: z.literal("playerDoes"), does: z.enum(["draw", "discard", "cycle"]), player: z.enum(["any", "you", "opponent"]) }),
  /** "Whenever you gain life" (404.1): each time its controller gains more than 0 life (spells/life-gain-triggers.ts). */
  z.strictObject({ on: z.literal("youGainLife") }),
  /** "Whenever a creature / When ~ becomes the target of a spell or ability" (409.1c, 410.4: as the spell or ability is played or put on the stack); "that creature" is the one targeted. */
  z.strictObject({ on: z.literal("becomesTarget"), what: TriggerSubject, /** "for the first time in a turn" (the Glasskites): only the first time that turn that permanent becomes a target */ firstTimeInTurn: z.literal(true).optional() }),
  /** "Whenever ~ becomes tapped" (City of Brass), "When enchanted land becomes tapped" (Spreading Algae), "Whenever a creature an opponent controls becomes tapped" (Palliation Accord): a permanent turning from untapped to tapped, for a cost, an attack or an effect, never one coming into play tapped (engine spells/tap-triggers.ts); "it" / "that creature" is the permanent tapped. */
  z.strictObject({ on: z.literal("becomesTapped"), what: z.union([TriggerSubject, z.literal("enchanted")]) }),
  /** "Whenever an opponent taps a Mountain for mana" (Sanctimony), "Whenever you tap ~ for mana" (Forbidden Orchard): a permanent tapped for a mana ability of its (406.1), by its controller; not a mana ability itself (it uses the stack: engine spells/tap-triggers.ts). "That player" is the player who tapped it. */
  z.strictObject({ on: z.literal("tapsForMana"), player: z.enum(["you", "opponent"]), what: TriggerSubject }),
  /** "Whenever ~ blocks" (309.? (?): as it is declared a blocker, once however many creatures it blocks). */
  z.strictObject({ on: z.literal("blocks"), what: z.literal("self") }),
  /** "Whenever ~ attacks alone" (308.? (?): it is the only creature declared as an attacker). */
  z.strictObject({ on: z.literal("attacksAlone"), what: z.literal("self") }),
  /**
   * "Whenever enchanted / equipped creature attacks, blocks, attacks or blocks, deals combat
   * damage to a player": the creature this Aura or Equipment is attached to. "That player" is the
   * player dealt damage; "its controller" the creature's controller (attacks, blocks).
   */
  z.strictObject({ on: z.literal("attachedDoes"), attached: z.enum(["enchanted", "equipped"]), does: z.enum(["attacks", "blocks", "attacksOrBlocks", "dealsCombatDamageToPlayer", "isPutIntoGraveyard", "isTurnedFaceUp"]) }),
  /** 504.? (?): "Whenever a creature is turned face up": any permanent matching `what` (its own "When ~ is turned face up" is `turnedFaceUp`); "that creature" is the one turned face up. */
  z.strictObject({ on: z.literal("creatureTurnedFaceUp"), what: ObjectFilter }),
  /** 502.51b–c: "When [this] comes into play or the creature it haunts is put into a graveyard": either event, the second while this card is removed from the game haunting it. */
  z.strictObject({ on: z.literal("comesIntoPlayOrHauntedPutIntoGraveyard") }),
  /** 410.10: a state trigger, "When you control no other [permanents]": it triggers whenever that is true, and again only once it has left the stack. */
  z.strictObject({ on: z.literal("youControlNoOther"), filter: ObjectFilter }),
  /** 410.10: "When you control no Islands": the same state trigger, counting the permanent itself too. */
  z.strictObject({ on: z.literal("youControlNone"), filter: ObjectFilter }),
  /** 410.10: "When you have 30 or more life" (Rune-Tail, Kitsune Ascendant): a state trigger on its controller's life total (spells/state-triggers.ts). */
  z.strictObject({ on: z.literal("youHaveLifeAtLeast"), life: z.number().int().min(1) }),
  /** 410.10: "When ~ has flying" (Student of Elements): a state trigger on the permanent's own keywords as the layers make them (spells/state-triggers.ts). */
  z.strictObject({ on: z.literal("selfHasKeyword"), keyword: z.string().min(1) }),
  /** 410.10: "When ~ has twenty or more charge counters on it" (Darksteel Reactor): a state trigger on the permanent's own counters of a kind (spells/state-triggers.ts). */
  z.strictObject({ on: z.literal("selfHasCounters"), counter: z.string().min(1), atLeast: z.number().int().min(2) }),
  /**
   * 309.2: "Whenever ~ blocks a creature [with flying]" (`role: "blocks"`), "Whenever ~ becomes
   * blocked by a[n] [artifact] creature" (`"becomesBlocked"`), "Whenever ~ blocks or becomes blocked
   * by a [nonblack] creature" (`"either"`): once for each creature it blocks or is blocked by that
   * matches `by`, as blockers are declared; "that creature" is that one (spells/block-triggers.ts).
   */
  z.strictObject({ on: z.literal("blockPair"), what: z.literal("self"), role: z.enum(["blocks", "becomesBlocked", "either"]), by: ObjectFilter }),
  /** 309.2: "Whenever a creature you control / a Beast / another Goblin you control becomes blocked": once for each attacking creature matching `what` that becomes blocked; "that creature" / "it" is that one. */
  z.strictObject({ on: z.literal("creatureBecomesBlocked"), what: TriggerSubject }),
  /**
   * 308.2: "Whenever a creature attacks" (Righteous Cause), "Whenever a creature attacks you"
   * (`attacksYou`: declared attacking the ability's controller; Hissing Miasma), "Whenever a creature
   * you control with trample attacks" (Stonebrow): once for each attacking creature matching `what`,
   * as attackers are declared; "it" / "that creature" is the attacker, "its controller" its controller
   * (engine spells/attack-triggers.ts).
   */
  z.strictObject({ on: z.literal("creatureAttacks"), what: ObjectFilter, attacksYou: z.literal(true).optional() }),
  /** 308.2: "Whenever you attack with three or more creatures" (Overwhelming Instinct): once, as its controller declares at least this many attackers. */
  z.strictObject({ on: z.literal("youAttackWith"), atLeast: z.number().int().min(2) }),
  /** "When ~ leaves play": it moves from play to any other zone (engine/zones/leaves-play.ts). */
  z.strictObject({ on: z.literal("leavesPlay"), what: z.literal("self") }),
  /** 406.1b, 411.3: "Whenever enchanted land is tapped for mana": a triggered mana ability, resolved at once right after the mana ability whose {T} tapped it; its mana goes to the player who played that one (engine/spells/mana-triggers.ts). */
  z.strictObject({ on: z.literal("tappedForMana"), what: z.union([z.literal("enchanted"), /** "Whenever a Forest is tapped for mana" (Vernal Bloom): any land of that basic land type, whoever controls it */ z.strictObject({ landType: z.enum(["Plains", "Island", "Swamp", "Mountain", "Forest"]) })]), /** "enchanted Forest" (Utopia Sprawl, "Enchant Forest"): how the text names the land */ forest: z.literal(true).optional() }),
  /** "When a spell or ability an opponent controls causes you to discard ~" (Guerrilla Tactics): the card itself, discarded while an opponent's spell or ability resolves; it triggers from the graveyard (spells/cause-triggers.ts). */
  z.strictObject({ on: z.literal("discardedByOpponent"), what: z.literal("self") }),
  /** "Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from play" (Sacred Ground): "that land" is the card in the graveyard (spells/cause-triggers.ts). */
  z.strictObject({ on: z.literal("opponentPutsLandIntoYourGraveyard") }),
]);

/** Whether a trigger's event names a player, whom its effect may call "that player" (404.1): the spell's player, the active player of "each player's" step. */
export function triggerNamesPlayer(t: z.infer<typeof Trigger>): boolean {
  // 404.1: a damage trigger's event names the player dealt the damage ("that player").
  if (t.on === "dealsCombatDamage" || (t.on === "dealsDamage" && (t.to === "player" || t.to === "opponent"))) return true;
  // "Whenever a Sliver deals damage": the event names the damage dealer's controller ("its controller"), or ("that player", `thatPlayer`) the player dealt it.
  if (t.on === "aPermanentDealsDamage") return true;
  // "Whenever enchanted creature is dealt damage, its controller ..." (Ragged Veins): the creature's controller.
  if (t.on === "creatureDealtDamage") return true;
  // A permanent coming into play or put into a graveyard names its controller ("that land's controller", Zo-Zu the Punisher, Dingus Egg).
  if ((t.on === "comesIntoPlay" || t.on === "putIntoGraveyardFromPlay") && t.what !== "self") return true;
  if (t.on === "tapsForMana") return true;
  if (t.on === "creatureAttacks") return true; // 308.2: the attacker's controller ("its controller", Hissing Miasma)
  return t.on === "spellPlayed" || (t.on === "beginningOfUpkeep" && t.whose === "each") || (t.on === "beginningOfStep" && t.whose !== "yours") || (t.on === "endOfTurn" && t.whose === "each") || t.on === "playerDoes" || t.on === "attachedDoes";
}

/** Whether a trigger's event is damage being dealt, whose amount its effect may call "that much" (404.1). */
export function triggerNamesDamage(t: z.infer<typeof Trigger>): boolean {
  return t.on === "dealsDamage" || t.on === "aPermanentDealsDamage" || t.on === "creatureDealtDamage" || t.on === "dealsCombatDamage" || t.on === "isDealtDamage" || (t.on === "attachedDoes" && t.does === "dealsCombatDamageToPlayer");
}

/** Whether a trigger's event names a permanent other than the ability's source, which its effect may call "that creature" or "it" (404.1). */
export function triggerNamesCreature(t: z.infer<typeof Trigger>): boolean {
  // 404.1: a damage trigger's event names the creature dealt the damage ("that creature", "it").
  if (t.on === "creatureDealtDamage" || ((t.on === "dealsDamage" || t.on === "aPermanentDealsDamage") && t.to === "creature")) return true;
  if (t.on === "blockPair" || t.on === "creatureBecomesBlocked" || t.on === "creatureAttacks") return true; // 309.2: the other creature of the block, the creature blocked; 308.2: the attacker
  return ((t.on === "comesIntoPlay" || t.on === "becomesTarget" || t.on === "becomesTapped") && t.what !== "self") || t.on === "creatureTurnedFaceUp" || (t.on === "attachedDoes" && t.does !== "isPutIntoGraveyard") || (t.on === "beginningOfStep" && t.whose === "enchantedController");
}

/** The "intervening if" conditions (404.3?): "if you have cards in hand"; echo's "if this permanent came under your control since the beginning of your last upkeep" (502.19a). */
const abilityParts = {
  targets: z.array(TargetSpec).default([]),
  effects: z.array(Effect).min(1),
  /** The ability's text as printed, for prompts and the log. */
  text: z.string().min(1).optional(),
};

/**
 * Abilities (402): activated ones (403) — "mana" ones are mana abilities (406) that don't use
 * the stack, and `timing: "sorcery"` limits one to the times a sorcery could be played — and
 * triggered ones (404), put on the stack the next time a player would receive priority.
 */
export const Ability = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("mana"),
    cost: Cost,
    timing: z.literal("instant").default("instant"),
    /** "Play this ability only if you control five or more lands." (Temple of the False God, 403.1): checked whenever the ability could be played (spells/mana-abilities.ts). */
    condition: Condition.optional(),
    ...abilityParts,
  }),
  z.strictObject({
    kind: z.literal("activated"),
    cost: Cost,
    /** "yourUpkeep": "Play this ability only during your upkeep" (Forecast); "yourTurn": "Play this ability only during your turn" (Disrupting Scepter); "combat": "Play this ability only during combat" (Jade Statue, 306); "endOfCombat": "Play this ability only during the end of combat step" (Desert, 312). */
    timing: z.enum(["instant", "sorcery", "yourUpkeep", "yourTurn", "combat", "endOfCombat"]).default("instant"),
    /** "Play this ability only once each turn". */
    oncePerTurn: z.literal(true).optional(),
    /** "Play this ability only if [condition]" (403.1). */
    condition: Condition.optional(),
    /** "hand": an ability played while its card is in its owner's hand, not in play (Channel: "{cost}, Discard [this]: ..."); "graveyard": while it is in its owner's graveyard ("Return ~ from your graveyard to your hand", spells/graveyard-abilities.ts). */
    from: z.enum(["hand", "graveyard"]).optional(),
    /** 502.18e: a typecycling ability is a cycling ability: discarding the card for its cost is cycling it. */
    cycling: z.literal(true).optional(),
    /** "{X}, {T}: ... X is the converted mana cost of that card." (Soul Foundry): X is not chosen but is the converted mana cost of the creature card imprinted on the source (0 if none), 409.1b. */
    xIsImprintedCost: z.literal(true).optional(),
    /**
     * "{3}, {T} or {U}, {T}: ..." (the Mirrodin Shards): a second cost its controller may pay instead of
     * `cost`, chosen as the ability is played (409.1f: the cost chosen is the one paid). The registry
     * lists the ability once for each cost (registry.ts `orCosts`), the same effects either way.
     */
    orCost: Cost.optional(),
    ...abilityParts,
  }),
  z.strictObject({
    kind: z.literal("triggered"),
    trigger: Trigger,
    /** An "intervening if" clause (404.3?): checked when it triggers and again as it resolves. */
    condition: Condition.optional(),
    ...abilityParts,
  }),
]);


/** Keyword abilities (502): flying 502.4, haste 502.5, landwalk, flash (played any time you could play an instant). */
export const Keyword = z.enum([
  "flying", "haste", "flash", "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
  /** 502.37: Sunburst (keywords/sunburst.ts); 502.51: Haunt, on a permanent (keywords/haunt.ts). */
  "sunburst", "haunt",
  /** 502.7: "protection from [color]". */
  "protectionFromWhite", "protectionFromBlue", "protectionFromBlack", "protectionFromRed", "protectionFromGreen",
  /** Combat keywords (see src/engine/keywords/): first strike 502.2, double strike 502.28, trample 502.9,
   * vigilance 502.?, defender 502.41, fear 502.25, shadow 502.8, flanking 502.3; landwalk 502.6
   * of nonbasic lands and of legendary lands. */
  "firstStrike", "doubleStrike", "trample", "vigilance", "defender", "fear", "shadow", "flanking",
  "nonbasicLandwalk", "legendaryLandwalk",
  /** Landwalk of a supertype (502.6): "Snow landwalk" (Coldsnap). */
  "snowLandwalk",
  /** 502.29: "Whenever this creature attacks, you may have target creature defending player controls untap and block it if able." */
  "provoke",
  /** 502.30 storm, 502.58 split second. */
  "storm",
  "splitSecond",
  /** 502.46 convoke. */
  "convoke",
  /** 502.44a epic: a spell ability (keywords/epic.ts). */
  "epic",
]);

/**
 * 502.7: "protection from [quality]" of any quality the era prints, named as printed:
 * protectionFromArtifacts, protectionFromMonocolored, protectionFromGoblins (a subtype),
 * protectionFromNonSpiritCreatures (see keywords/protection.ts); the color ones are above.
 */
const ProtectionKeyword = z.string().regex(/^protectionFrom[A-Z][A-Za-z]*$/, "a protection keyword reads protectionFrom[Quality]");
/** A keyword ability a card or effect may give: one of `Keyword`, or protection from a quality. */
export const KeywordAbility = z.union([Keyword, ProtectionKeyword]);

/** "As though" permissions (seed glossary): they apply only to the stated action. */
export const AsThough = z.enum([
  "blockAsThoughFlying",
  /** 310.2e: "You may have ~ deal its combat damage to defending player as though it weren't blocked" (Thorn Elemental): when blocked, its controller may assign all its combat damage to the player it attacks (combat/damage-assignment.ts). */
  "assignDamageAsThoughUnblocked",
  /** 502.41: "can attack as though it didn't have defender" (Slithering Shade, Wakestone Gargoyle): its defender doesn't keep it from attacking (keywords/defender.ts). */
  "attackAsThoughNoDefender",
]);

/** Restrictions a permanent has ("can't block"): abilities that only forbid; and combat
 * requirements ("attacks each turn if able", 308.2), obeyed as far as restrictions allow. */
export const Restriction = z.enum([
  "cantAttack", "cantBlock", "attacksEachTurnIfAble", "cantBeBlockedExceptByFlying",
  /** Multiple-block abilities (309.2): "can block an additional creature", "can block any number of creatures". */
  "canBlockAdditionalCreature", "canBlockAnyNumber",
  /** "[This] can't be the target of spells or abilities" / "... your opponents control" (see spells/untargetable.ts). */
  "cantBeTargeted", "cantBeTargetedByOpponents",
  /** Glossary, "Unblockable": no creature can legally block it (spells or abilities may still cause it to become blocked). */
  "unblockable",
  /** Glossary, "Indestructible": it can't be destroyed; lethal damage doesn't destroy it (420.5c) (effects/indestructible.ts). */
  "indestructible",
  /** "[This] blocks each turn if able" (309.2): a block requirement (combat/requirements.ts). */
  "blocksEachTurnIfAble",
  /** 302.2: "[This] doesn't untap during [its controller's] untap step": left tapped as the others untap (turn/untap-step.ts). */
  "doesntUntap",
  /** 309.2 (combat/block-restrictions.ts): "can't be blocked by creatures with flying", "can block only creatures with flying",
   * "Creatures with power less than [this]'s power can't block it", "is unblockable as long as it's attacking alone". */
  "cantBeBlockedByFlying", "canBlockOnlyFlying", "cantBeBlockedByLesserPower", "unblockableAttackingAlone",
  /** 309.2: "All creatures able to block [this] do so": a block requirement of every creature able to block it (combat/requirements.ts). */
  "allAbleToBlockDoSo",
  /** 309.2 (combat/source-blocks.ts): "can't block [the effect's source] this turn" and "blocks [it] this turn if able": about the source of the effect only. */
  "cantBlockSource", "blocksSourceIfAble",
  /** 309.2 (combat/block-restrictions.ts): "can't be blocked except by two or more creatures", "Creatures without defender can't block [it]". */
  "cantBeBlockedExceptByTwoOrMore", "cantBeBlockedExceptByDefender",
  /** 309.2 (combat/requirements.ts): "Defending player blocks [it] if able": at least one creature blocks it, if any is able to. */
  "blockedIfAble",
  /** 309.2 (combat/block-restrictions.ts): "can't be blocked by more than one creature", "... except by three or more creatures" (the whole declaration), "can't be blocked by Walls", "... except by Walls". */
  "cantBeBlockedByMoreThanOne", "cantBeBlockedExceptByThreeOrMore", "cantBeBlockedByWalls", "cantBeBlockedExceptByWalls",
  /** "[This] can't be equipped." (Goblin Brawler): no Equipment can be attached to it (212.2g; effects/attaching.ts). */
  "cantBeEquipped",
  /** "Its activated abilities can't be played" (Arrest), "... unless they're mana abilities" (Faith's Fetters): its controller can't play them (103.2; spells/playing.ts, spells/mana-abilities.ts). */
  "cantPlayActivated", "cantPlayNonManaActivated",
  /** 309.2 (combat/block-restrictions.ts): "can't block creatures with power greater than [this]'s power" (Spitfire Handler). */
  "cantBlockGreaterPower",
  /** 500.1, 500.2 (combat/attack-restrictions.ts): "can't attack unless a creature with greater power also attacks" (Okk), "can't
   * attack unless you control more creatures than defending player" (Goblin Goon); and the same of blocking (309.2). */
  "cantAttackUnlessGreaterAttacks", "cantBlockUnlessGreaterBlocks", "cantAttackUnlessMoreCreatures", "cantBlockUnlessMoreCreatures",
]);

const CardType = z.enum(["artifact", "creature", "enchantment", "land"]);

/**
 * A power or toughness value that may be defined by a rule of the card (208.2): a number; the
 * object's converted mana cost; the number of cards in "your" hand; or the number of
 * permanents matching a filter from "your" point of view ("you": the controller of the
 * effect's source, or of the object itself for its own characteristic-defining ability).
 */
export const PTValue = z.union([
  z.number().int(),
  z.literal("convertedManaCost"),
  z.literal("cardsInYourHand"),
  /** "twice the number of cards in your hand" (Masumaro, First to Live): that many times the cards in "your" hand. */
  z.strictObject({ cardsInYourHand: z.number().int().min(2) }),
  /** `plus`: "each equal to 1 plus the number of lands you control" (Allosaurus Rider, printed 1+*, 208.2): that many more than the count. */
  z.strictObject({ count: ObjectFilter, plus: z.number().int().min(1).optional() }),
  /** "The number of [type] cards in all graveyards" (printed types). */
  z.strictObject({ cardsInGraveyards: z.enum(["artifact", "creature", "enchantment", "land", "instant", "sorcery"]) }),
  /** "The number of other creatures in play that share a creature type with it" (Coat of Arms): counted for each creature it applies to (effects/shared-types.ts). */
  z.strictObject({ sharingACreatureType: z.literal("otherCreatures") }),
  /** 502.34: "that card's power" / "toughness" (Duplicant): the printed value of the creature card imprinted on the permanent itself (effects/imprint.ts). */
  z.strictObject({ imprinted: z.enum(["power", "toughness"]) }),
  /** 502.38: "for each point of bushido it has" (Takeno, Samurai General): the sum of the numbers of its bushido abilities, counted for each creature it applies to (keywords/bushido.ts). */
  z.strictObject({ bushidoPoints: z.literal("it") }),
  /** "for each Equipment attached to it" (Loxodon Punisher, Golem-Skin Gauntlets): the Equipment attached to the creature it applies to, counted for each. */
  z.strictObject({ attachedEquipment: z.literal("it") }),
  /** "for each Aura attached to it" (Gatherer of Graces): the Auras attached to the creature it applies to, counted for each. */
  z.strictObject({ attachedAuras: z.literal("it") }),
  /** "for each of its colors" of a static ability (Blessing of the Nephilim): the colors (203.2) of the creature it applies to. */
  z.strictObject({ colorsOf: z.literal("it") }),
  /** "for each other creature you control" (Conclave's Blessing, Pride of the Clouds): the permanents matching the filter but the one it applies to. */
  z.strictObject({ countOthers: ObjectFilter }),
  /** "the total converted mana cost of other creatures you control" (Ancient Ooze): the sum of their converted mana costs (203.3), the one it applies to left out. */
  z.strictObject({ totalCostOfOthers: ObjectFilter }),

  /** "for each age counter on it" of a static ability (Earthen Goo; "on ~" of an Aura, Glacial Plating): the counters of that kind on the ability's source now (502.13; 418.5a, layer 6d). */
  z.strictObject({ countersOnSource: z.string().min(1) }),
]);

/** What a continuous effect does to each object it affects (418.5: layer 2 control, 4 types, 5 colors and abilities, 6 P/T). */
export const Modification = z.discriminatedUnion("kind", [
  /** 212.1b–d: types added to the ones it has ("a creature that's still a land"). */
  /** No card type with a subtype: "becomes a Samurai in addition to its other creature types" (Sensei Golden-Tail). */
  z.strictObject({ kind: z.literal("addTypes"), types: z.array(CardType), subtypes: z.array(z.string().min(1)).default([]) }),
  /** 502.34: "has that card's creature types. It's still a [type]" (Duplicant): its creature types become those of the creature card imprinted on it, and `still` (layer 4; effects/imprint.ts). */
  z.strictObject({ kind: z.literal("imprintedCreatureTypes"), still: z.string().min(1) }),
  /** "Its type becomes [creature type]": the new creature type replaces its creature types (212.1b). */
  z.strictObject({ kind: z.literal("setCreatureType"), subtype: z.string().min(1) }),
  /** "Enchanted land is an Island": the new land type replaces its land types (212.6?). */
  z.strictObject({ kind: z.literal("setLandType"), subtype: z.enum(["Plains", "Island", "Swamp", "Mountain", "Forest"]) }),
  z.strictObject({ kind: z.literal("setColors"), colors: z.array(z.enum(["W", "U", "B", "R", "G"])) }),
  /** 418.5a sublayer 6b: power and toughness set to values. */
  z.strictObject({ kind: z.literal("setPT"), power: PTValue, toughness: PTValue }),
  z.strictObject({ kind: z.literal("modifyPT"), power: z.number().int(), toughness: z.number().int() }),
  /** 418.5a sublayer 6e: "Switch target creature's power and toughness until end of turn": after every other change (Strange Inversion). */
  z.strictObject({ kind: z.literal("switchPT") }),
  /** "gets +1/+1 for each [permanent] you control / in play", "for each card in your hand": the change times the number (418.5a: 6d as a static ability). */
  z.strictObject({ kind: z.literal("modifyPTFor"), power: z.number().int(), toughness: z.number().int(), each: PTValue }),
  z.strictObject({ kind: z.literal("addKeyword"), keyword: KeywordAbility }),
  /** "loses flying until end of turn": the object doesn't have the keyword (layer 5, in timestamp order with the keywords other effects give it). */
  z.strictObject({ kind: z.literal("loseKeyword"), keyword: KeywordAbility }),
  z.strictObject({ kind: z.literal("addRestriction"), restriction: Restriction }),
  /** Layer 2: the controller of the effect (of its spell, ability or source) controls the object. */
  z.strictObject({ kind: z.literal("gainControl") }),
  /** 407: the object has this ability too (layer 5). */
  // Typed loosely to break the type cycle ability → effect → modification → ability; it is
  // still checked in full when the card loads, so the engine reads it as an Ability.
  z.strictObject({ kind: z.literal("addAbility"), ability: z.lazy((): z.ZodType<unknown> => Ability) }),
  /** 407: the object loses all its abilities, keyword or not, and those that define its P/T (layer 5). */
  z.strictObject({ kind: z.literal("loseAllAbilities") }),
  /** "can block as though it had flying this turn": a rule-changing ability it has for the duration (layer 5; effects/characteristics.ts). */
  z.strictObject({ kind: z.literal("addAsThough"), asThough: AsThough }),
]);

/**
 * Static abilities (405, 412): a continuous effect for as long as the permanent is in play,
 * on the permanent it enchants, or on every permanent that matches a filter.
 */
export const StaticAbility = z.strictObject({
  affects: z.union([
    z.literal("enchanted"),
    z.literal("equipped"),
    ObjectFilter.extend({
      /** "Other creatures": not this permanent itself. */
      other: z.literal(true).optional(),
      /** "Creatures of the chosen type": the creature type chosen as it came into play (419.1b). */
      chosenType: z.literal(true).optional(),
    }),
    /** Every card and token in every zone, and every spell (Mycosynth Lattice's colors). */
    z.literal("allObjects"),
    /** Every card in every graveyard (Yixlid Jailer); only `loseAllAbilities`. */
    z.literal("cardsInGraveyards"),
     /** The permanent itself ("[this] gets +2/+1 as long as ..."). */
    z.literal("self"),
  ]),
  /** "as long as [condition]" (Hellbent, Threshold): the effect applies only while it holds. */
  condition: Condition.optional(),
  /** "setChosenColor": the color chosen as it came into play (419.1b); "protectionFromChosenColor": "has protection from the chosen color". */
  modification: z.union([Modification, z.strictObject({ kind: z.literal("setChosenColor") }), z.strictObject({ kind: z.literal("protectionFromChosenColor") })]),
  /**
   * More modifications of the same effect, in their own layers. The objects the effect applies
   * to are fixed in the layer where it first applies, and it goes on applying to those in the
   * later layers (418.5a): "each noncreature artifact is an artifact creature with P/T ...".
   */
  also: z.array(Modification).min(1).optional(),
});

/**
 * Replacement effects of a permanent in play (419.1a, 419.6): "If a source would deal damage
 * to a creature or player, it deals double that damage instead"; "If a card would be put into
 * an opponent's graveyard from anywhere, remove it from the game instead".
 */
export const Replacement = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("doubleDamage") }),
  z.strictObject({ kind: z.literal("opponentsGraveyardToRemoved") }),
  /** 419.6: "If a creature dealt damage by ~ [by enchanted creature] this turn would be put into a graveyard, remove it from the game instead" (Kumano's Pupils, Kumano's Blessing; effects/removed-if-dies.ts). */
  z.strictObject({ kind: z.literal("damagedByToRemoved"), by: z.enum(["self", "enchanted"]) }),
  /**
   * 419.6 (Worship): "[If you control a creature,] damage that would reduce your life total to
   * less than N reduces it to N instead": the damage is still dealt in full; only the life it
   * takes away stops at N (effects/life-floor.ts).
   */
  z.strictObject({ kind: z.literal("lifeFloor"), floor: z.number().int().min(1), ifYouControl: ObjectFilter.optional() }),
  /**
   * 419.7: "Prevent all damage that would be dealt to ~ by creatures" (Uncle Istvan), "... that ~
   * would deal to snow creatures" (Goblin Furrier), "... that would be dealt by enchanted
   * creature" (Temporal Isolation): a prevention effect of the permanent for as long as it is in
   * play. `to`: this permanent or the permanents matching a filter; `by`: this permanent, the
   * creature it enchants, or the sources matching a filter (effects/static-prevention.ts).
   */
  /**
   * 419.6h (Zur's Weirding): "If a player would draw a card, he or she reveals it instead. Then any
   * other player may pay N life. If a player does, put that card into its owner's graveyard.
   * Otherwise, that player draws the card." (effects/draw-reveal.ts).
   */
  z.strictObject({ kind: z.literal("drawRevealedOthersMayPay"), life: z.number().int().min(1) }),
  /** 419.6: "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead." (Tok-Tok, Volcano Born): a source of any of `colors` (effects/replacement.ts). */
  z.strictObject({ kind: z.literal("damageToPlayerPlus"), colors: z.array(Color).min(1), amount: z.number().int().min(1) }),
  z.strictObject({
    kind: z.literal("preventDamage"),
    /** "to equipped creature" (General's Kabuto); "to you": the permanent's controller (Urza's Armor). */
    to: z.union([z.literal("self"), z.literal("equipped"), z.literal("you"), ObjectFilter]).optional(),
    /** "If a spell would deal damage" (Plated Pegasus): a source that is a spell on the stack as it deals the damage. */
    by: z.union([z.literal("self"), z.literal("enchanted"), z.literal("spell"), ObjectFilter]).optional(),
    /** "dealt to and dealt by enchanted creature" (Heart of Light): damage the creature the Aura enchants is dealt or deals. */
    toOrBy: z.literal("enchanted").optional(),
    /** "Prevent all combat damage ..." (Sandskin): only combat damage. */
    combat: z.literal(true).optional(),
    /** "prevent N of that damage" (Urza's Armor): N of each damage event it applies to, none used up; without it, all of it. */
    amount: z.number().int().min(1).optional(),
    /** "If ~ is untapped and ..." (Thunderstaff): only while the permanent is untapped. */
    untapped: z.literal(true).optional(),
  }),
  /** "Damage that would be dealt by ~ can't be prevented." (Excruciator): while it is in play, no prevention effect applies to its damage, protection's included (419, 502.7; effects/replacement.ts). */
  z.strictObject({ kind: z.literal("unpreventableBySelf") }),
]);

/** 419.1b–c: how this permanent comes into play — tapped, with counters, or choosing something as it does. */
export const ComesIntoPlay = z.strictObject({
  tapped: z.literal(true).optional(),
  /** "comes into play with N [kind] counters on it", by kind. */
  counters: z.record(z.string().min(1), z.number().int().min(1)).optional(),
  choose: z.enum(["creatureType", "color"]).optional(),
  /** "As ~ comes into play, name a card other than a basic land card and choose an opponent." (419.1b, zones/name-and-opponent.ts) */
  nameCardAndOpponent: z.literal(true).optional(),
  /** "As ~ comes into play, you may pay N life. If you don't, it comes into play tapped." (419.1b): asked as it comes into play, however it does. */
  payLifeOrTapped: z.number().int().min(1).optional(),
  /** "~ comes into play with a divinity counter on it if you played it from your hand." (419.1c): only as a spell played from its owner's hand resolves (zones/arrival-counters.ts). */
  countersIfPlayedFromHand: z.record(z.string().min(1), z.number().int().min(1)).optional(),
  /** "~ comes into play with X [kind] counters on it" (419.1c): X as announced for its spell (409.1b); none when it comes into play otherwise (zones/arrival-counters.ts). */
  countersX: z.string().min(1).optional(),
  /** "~ comes into play with a +1/+1 counter on it for each creature card in your graveyard" (419.1c, Golgari Grave-Troll): counted as it comes into play, however it does (zones/arrival-counters.ts). */
  countersPerCardInYourGraveyard: z.strictObject({ counter: z.string().min(1), count: ObjectFilter }).optional(),
  /** "~ comes into play with X +1/+1 counters on it, where X is the number of other creatures in play" (Stag Beetle; 419.1c): the permanents matching `count` but itself, counted as it comes into play. */
  countersPerOtherInPlay: z.strictObject({ counter: z.string().min(1), count: ObjectFilter }).optional(),
});

/** Which spells a cost change applies to (409.1e): any of `types`, of any of `colors`, of any of `subtypes`, none of `notTypes`. */
const SpellFilter = z.strictObject({
  types: z.array(z.enum(["artifact", "creature", "enchantment", "instant", "sorcery"])).min(1).optional(),
  notTypes: z.array(z.enum(["artifact", "creature", "enchantment", "instant", "sorcery"])).min(1).optional(),
  colors: z.array(Color).min(1).optional(),
  subtypes: z.array(z.string().min(1)).min(1).optional(),
  /** "with converted mana cost 6 or more" (Krosan Drover): X counted as announced (203.3). */
  convertedManaCostAtLeast: z.number().int().min(0).optional(),
  /** "that share a creature type with ~" (Mistform Warchief): with a subtype the cost changer has now. */
  sharesCreatureTypeWithSource: z.literal(true).optional(),
});

/** "for each [thing]": how many times a cost change applies, counted as the cost is determined (409.1e). */
const CostChangeCount = z.union([
  /** "for each card with the same name as that spell in your graveyard" (Locket of Yesterdays). */
  z.strictObject({ sameNameInGraveyard: z.literal(true) }),
  /** "for each artifact its controller controls" (Hum of the Radix): the spell's controller's permanents that match. */
  z.strictObject({ permanentsOfSpellsPlayer: ObjectFilter }),
]);

/**
 * A static ability that changes what spells or activated abilities cost (409.1e): "[Spells]
 * cost {N} more / less to play"; "Activated abilities cost {N} more to play unless they're
 * mana abilities".
 */
export const CostChange = z
  .strictObject({
    /** Whose spells or abilities: this permanent's controller's, his or her opponents', every player's, or (Defense Grid) those of each player whose turn it isn't. */
    player: z.enum(["you", "opponents", "each", "notActivePlayer"]),
    /** What it changes: spells (those `spells` matches), or activated abilities that aren't mana abilities (406.1). */
    of: z.enum(["spells", "nonManaAbilities"]).default("spells"),
    spells: SpellFilter.default({}),
    /** {N} more (positive) or {N} less (negative); a reduction lowers only generic mana. */
    generic: z.number().int(),
    /** "cost {W}{B} less to play. This effect reduces only the amount of colored mana you pay." (Edgewalker): one symbol of each color less, when the cost has it. */
    coloredLess: z.array(Color).min(1).optional(),
    /** "for each ...": the change times this count. */
    per: CostChangeCount.optional(),
  })
  .refine((c) => (c.generic !== 0) !== !!c.coloredLess, "a cost change changes generic mana or colored mana")
  .refine((c) => c.of === "spells" || (Object.keys(c.spells).length === 0 && !c.per && !c.coloredLess), "a cost change of abilities has no spell filter");

/** Seed glossary "Alternative Cost": "You may [action] rather than pay this spell's mana cost." */
export const AlternativeCost = z.union([
  /** "remove N [color] cards in your hand from the game"; `cmcX`: "a [color] card with converted mana cost X" (the Shoals): X is that card's converted mana cost. */
  z.strictObject({ removeFromHand: z.strictObject({ count: z.number().int().min(1), color: Color, cmcX: z.literal(true).optional() }) }),
  z.strictObject({ mana: ManaCost }),
]);

/** 409.1b: "As an additional cost to play this spell, ..." — one of these, chosen as it is played. */
export const AdditionalCost = z.union([
  /** "sacrifice a [permanent]": one that its player controls and that matches. */
  z.strictObject({ sacrifice: ObjectFilter }),
  /** "discard a card". */
  z.strictObject({ discard: z.literal(1) }),
  /** "pay {N}". */
  z.strictObject({ mana: ManaCost }),
  /** "pay {1} for each target beyond the first". */
  z.strictObject({ manaPerTargetBeyondFirst: ManaCost }),
  /** "(you may) sacrifice any number of [permanents]": none or more that its player controls and that match; effects count them (`perSacrificed`). */
  z.strictObject({ sacrificeAnyNumber: ObjectFilter }),
  /** "pay X life": as much life as the X announced (glossary: Pay); nothing to choose. */
  z.strictObject({ payLife: z.literal("X") }),
]);

export const CardDefinition = z
  .strictObject({
    keywords: z.array(KeywordAbility).default([]),
    restrictions: z.array(Restriction).default([]),
    asThough: z.array(AsThough).default([]),
    statics: z.array(StaticAbility).default([]),
    /** An Aura's "Enchant ..." (502.45): what it can enchant; an Aura spell targets it. */
    enchant: TargetSpec.optional(),
    /** "Equip [cost]" (502.33): attach to target creature you control, as a sorcery. */
    equip: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/).optional(),
    /** "~ can be attached only to a creature with 3 or more power." (O-Naginata): the creatures this Equipment can be attached to (212.2g; effects/attaching.ts). */
    attachOnly: ObjectFilter.optional(),
    /** "Affinity for [text]" (502.31): costs {1} less for each such permanent you control. */
    affinity: ObjectFilter.optional(),
    /** "If you have 3 life or less, ~ costs {6} less to play." (the Avatars): a reduction of the card's own generic mana cost while the condition holds for the player playing it, read as the total cost is determined (409.1e; spells/costs.ts). */
    costsLessIf: z.strictObject({ condition: Condition, generic: z.number().int().min(1) }).optional(),
    /** The printed rules text, where the card data lacks it. */
    printedText: z.string().min(1).optional(),
    /** What an instant or sorcery does when it resolves. */
    spell: z
      .union([
        z.strictObject({ targets: z.array(TargetSpec).default([]), effects: z.array(Effect).min(1) }),
        /** "Choose one — ..." (409.1a?): the mode is chosen as the spell is announced. */
        z.strictObject({ modes: z.array(z.strictObject({ text: z.string().min(1), targets: z.array(TargetSpec).default([]), effects: z.array(Effect).min(1) })).min(2) }),
      ])
      .optional(),
    /** "Entwine [cost]" (502.32): a modal spell's player may choose all its modes, paying this more. */
    entwine: ManaCost.optional(),
    /** "You may [action] rather than pay [this spell]'s mana cost" (seed glossary "Alternative Cost"). */
    alternativeCost: AlternativeCost.optional(),
    /** "You may pay [cost] rather than pay the mana cost for spells that you play" (Fist of Suns). */
    alternativeCostForYourSpells: ManaCost.optional(),
    /** "As an additional cost to play [this spell], A or B": the choices, one of which is paid (409.1b). */
    additionalCost: z.array(AdditionalCost).min(1).optional(),
    /** "Buyback [cost]" (502.15?): an optional additional cost; if paid, the card goes to its owner's hand as it resolves. */
    buyback: ManaCost.optional(),
    /** "Kicker [cost]" (502.21a): an optional additional cost; "Kicker [cost 1] and/or [cost 2]" (502.21b) is two kicker costs, kept as printed. */
    kicker: z.string().regex(/^(\{(\d+|[WUBRG])\})+( and\/or (\{(\d+|[WUBRG])\})+)?$|^\{X\}$/).optional(),
    /** "[Spells] cost {N} more / less to play" while this permanent is in play (409.1e). */
    costChanges: z.array(CostChange).default([]),
    /** 208.2: what a printed * power and toughness are, in play (a characteristic-defining ability, layer 6a). */
    /** Only `power` (Swarm of Rats' "~'s power is equal to ..."): its toughness is the printed one. */
    definedPT: z.strictObject({ power: PTValue.optional(), toughness: PTValue.optional() }).refine((d) => d.power !== undefined || d.toughness !== undefined, "defines power, toughness or both").optional(),
    /** 503: "As this comes into play, you may choose a creature in play. If you do, it comes into play as a copy of that creature." */
    comesIntoPlayAsCopy: z.strictObject({ of: z.enum(["creature", "enchantment"]) }).optional(),
    /** "Players may spend mana as though it were mana of any color" (a rule-changing static ability). */
    manaAsAnyColor: z.literal(true).optional(),
    /** 217.3b: "You have no maximum hand size" (while the permanent is in play, its controller). */
    noMaximumHandSize: z.literal(true).optional(),
    /** 217.3b: "Your maximum hand size is increased by one" / "Each opponent's maximum hand size is reduced by two" (while the permanent is in play). */
    maximumHandSize: z.strictObject({ player: z.enum(["you", "eachOpponent"]), change: z.number().int().refine((n) => n !== 0, "a change of zero changes nothing") }).optional(),
    /** 217.3c: "Your opponents play with their hands revealed" / "Players play with their hands revealed". */
    handsRevealed: z.enum(["opponents", "all"]).optional(),
    /** "Play with the top card of your library revealed." ("you"), "Each player plays with the top card of his or her library revealed." ("each"), "Players play with the top card of their libraries revealed." ("players"): while the permanent is in play (engine/effects/top-card-revealed.ts). */
    topCardRevealed: z.enum(["you", "each", "players"]).optional(),
    /** "You can't be the target of spells or abilities." (Ivory Mask, True Believer): while it is in play, its controller is no legal target (415.? (?), engine/spells/untargetable-players.ts). */
    youCantBeTargeted: z.literal(true).optional(),
    /** "The chosen player reveals each card he or she draws." (Booby Trap; the player chosen as it came into play, zones/name-and-opponent.ts). */
    chosenPlayerRevealsDraws: z.literal(true).optional(),
    /** "Amplify N" (502.27). */
    amplify: z.number().int().min(1).optional(),
    /** "Soulshift N" (502.39): a leaves-play triggered ability (keywords/soulshift.ts). Several
     * numbers: "Soulshift 4, soulshift 4" (Forked-Branch Garami), instances that each trigger.
     * `count`: "~ has soulshift X, where X is the number of Spirits you control" (Kodama of the
     * Center Tree), X counted as it leaves play. */
    soulshift: z.union([z.number().int().min(1), z.array(z.number().int().min(1)).min(2), z.strictObject({ count: ObjectFilter })]).optional(),
    /** "Modular N" (502.35): N +1/+1 counters as it comes into play, and a leaves-play trigger (keywords/modular.ts). */
    modular: z.number().int().min(1).optional(),
    /** "Graft N" (502.54): N +1/+1 counters as it comes into play, and a trigger moving them (keywords/graft.ts). */
    graft: z.number().int().min(1).optional(),
    /** "Bloodthirst N" (502.50): N +1/+1 counters as it comes into play if an opponent was dealt damage this turn (keywords/bloodthirst.ts). */
    bloodthirst: z.number().int().min(1).optional(),
    /** "Bushido N" (502.38): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
     * `count`: "~ has bushido X, where X is the number of attacking creatures" (Fumiko the Lowblood), X counted as the trigger resolves. */
    bushido: z.union([z.number().int().min(1), z.strictObject({ count: ObjectFilter })]).optional(),
    /** "Rampage N" (502.12): "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first." */
    rampage: z.number().int().min(1).optional(),
    /** "Dredge N" (502.47?): a replacement effect on its owner's draws while it is in the graveyard. */
    dredge: z.number().int().min(1).optional(),
    /** "Morph [cost]" (502.26): the mana cost printed after the word Morph. */
    morph: ManaCost.optional(),
    /** "Suspend N—[cost]" (502.59): the number of time counters and the cost ("{0}" for Lotus Bloom). */
    suspend: z.strictObject({ count: z.number().int().min(1), cost: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/) }).optional(),
    replacements: z.array(Replacement).default([]),
    comesIntoPlay: ComesIntoPlay.optional(),
    /** 302.2: "You may choose not to untap [this] during your untap step." */
    untapOptional: z.literal(true).optional(),
    /** 'The "legend rule" doesn't apply.' (Mirror Gallery): while it is in play, 420.5e puts no legendary permanents into graveyards (effects/play-rules.ts). */
    noLegendRule: z.literal(true).optional(),
    /** "Permanents come into play tapped." (Orb of Dreams): while it is in play, every permanent comes into play tapped (419.1b; effects/play-rules.ts). */
    permanentsComeIntoPlayTapped: z.literal(true).optional(),
    /** "Mana pools don't empty at the end of phases or turns." (Upwelling): while it is in play, 300.3 empties no pool and burns no mana (effects/play-rules.ts). */
    manaPoolsDontEmpty: z.literal(true).optional(),
    /** "Untap all permanents you control during each other player's untap step." (Seedborn Muse): a static ability (302.1; turn/untap-step.ts). */
    untapsDuringOthersUntapSteps: z.literal(true).optional(),
    /** "As long as ~ is untapped, each player chooses artifact, creature, or land during his or her untap step. That player can untap only permanents of the chosen type this step." (Storage Matrix; turn/untap-type.ts). */
    untapOnlyChosenType: z.literal(true).optional(),
    /** "If [this] is in your opening hand, you may begin the game with it in play" (Leylines). */
    beginInPlay: z.literal(true).optional(),
    /** "[This] is every creature type (even if this card isn't in play)." (Mistform Ultimus): a characteristic-defining ability (208.? (?)): its subtypes are every creature type, in every zone. */
    everyCreatureType: z.literal(true).optional(),
    /** "[This] is blue." (Evermind, Ancestral Vision: no mana cost), "[This] is all colors (even if this card isn't in play)." (Transguild Courier): a characteristic-defining ability giving its colors in every zone (203.2); the card's colors, as the registry checks. */
    colorsDefined: z.array(z.enum(["W", "U", "B", "R", "G"])).min(1).optional(),
    abilities: z.array(Ability).default([]),
    /** "Cycling [cost]" (502.18a): "[Cost], Discard this card: Draw a card", played only from its owner's hand. */
    cycling: ManaCost.optional(),
    /** "Cumulative upkeep [cost]" (502.13a) as printed: mana ("{1}", "{S}"), a choice of two colors ("{G} or {W}", chosen for each age counter), or after a dash a cost that isn't mana ("Discard a card.", "Sacrifice a creature.", "Add {R} to your mana pool."; engine/keywords/cumulative-upkeep.ts). */
    cumulativeUpkeep: z.string().regex(/^(?:(\{(\d+|[WUBRG]|S)\})+|\{[WUBRG]\} or \{[WUBRG]\}|Discard a card\.|Sacrifice a creature\.|Add \{[WUBRG]\} to your mana pool\.)$/).optional(),
    /** "Echo [cost]" (502.19a). */
    echo: ManaCost.optional(),
    /** "Flashback [cost]" (502.22a): the card may be played from its owner's graveyard for this cost instead of its mana cost, and is then removed from the game as it leaves the stack. */
    flashback: ManaCost.optional(),
    /** "Replicate [cost]" (502.52a): an additional cost that may be paid any number of times; the spell is copied that many times as it is played. */
    replicate: ManaCost.optional(),
    /** "Splice onto Arcane [cost]" (502.40a): revealed from the hand as an Arcane spell is played, the spell gets this card's text for the cost. */
    spliceOntoArcane: ManaCost.optional(),
    /** "[Subtype]cycling [cost]" (502.18d): "Swampcycling {2}" is `{ type: "Swamp", cost: "{2}" }` (keywords/typecycling.ts). */
    typecycling: z.strictObject({ type: z.string().regex(/^[A-Z][a-z]+$/), cost: ManaCost }).optional(),
    /** "Ripple N" (502.56): "When you play this spell, you may reveal the top N cards of your library ..." (keywords/ripple.ts). */
    ripple: z.number().int().min(1).optional(),
    /** "Scry N" (502.36a): an instant's or sorcery's last instruction, done as it resolves (keywords/scry.ts). */
    scry: z.number().int().min(1).optional(),
    /** "[Subtype] offering" (502.42a): the subtype of the permanent it may be played by sacrificing (keywords/offering.ts). */
    offering: z.string().regex(/^[A-Z][a-z]+$/).optional(),
    /** "Recover [cost]" (502.55): a triggered ability of the card in its owner's graveyard (keywords/recover.ts). */
    recover: ManaCost.optional(),
    /** "Transmute [cost]" (502.48a): a sorcery-speed ability of the card in its owner's hand (keywords/transmute.ts). */
    transmute: ManaCost.optional(),
    /** "Madness [cost]" (502.24a): discarded, the card is removed from the game and may be played for this cost (keywords/madness.ts). */
    madness: ManaCost.optional(),
    /** "Ninjutsu [cost]" (502.43a): an ability of the card in its owner's hand (keywords/ninjutsu.ts). */
    ninjutsu: ManaCost.optional(),
    /** "~ can't be countered" / "~ can't be countered by spells or abilities" (414): counter effects of spells and abilities leave this spell on the stack (spells/uncounterable.ts); the wording as printed. */
    cantBeCountered: z.enum(["always", "bySpellsOrAbilities"]).optional(),
    /** "Creature spells can't be countered" / "Sliver spells can't be countered by spells or abilities" while this permanent is in play (414): the spells it protects, and the wording as printed. */
    uncounterableSpells: z.strictObject({ spells: SpellFilter, wording: z.enum(["always", "bySpellsOrAbilities"]) }).optional(),
    /** "~ can't attack unless defending player controls an Island" (500.1, 500.2): a restriction on attacking; it may attack only a player who controls a permanent matching the filter (combat/attack-restrictions.ts). */
    cantAttackUnlessDefenderControls: ObjectFilter.optional(),
    /** "Creatures without flying can't attack you" (500.1, 500.2): while this permanent is in play, no creature matching the filter may attack its controller (combat/attack-restrictions.ts). */
    cantAttackYou: ObjectFilter.extend({ /** "Creatures of the chosen color without flying" (Teferi's Moat): and of the color chosen as it came into play (419.1b) */ chosenColor: z.literal(true).optional() }).optional(),
    /** "Spend only black mana on X." (Consume Spirit): the mana paid for X in the spell's total cost must be of this color (409.1b, 409.1h; spells/costs.ts). */
    xManaColor: z.enum(["W", "U", "B", "R", "G"]).optional(),
    /** "~ can't attack if defending player controls an untapped creature with power 3 or greater" (Orgg; 500.1, 500.2): it may attack only a player who controls no permanent matching the filter (combat/attack-restrictions.ts). */
    cantAttackIfDefenderControls: ObjectFilter.optional(),
    /** "~ is unblockable as long as defending player controls an artifact" (Neurok Spy; 309.2): no creature of a player who controls a permanent matching the filter may block it (combat/blocker-filters.ts). */
    unblockableIfDefenderControls: ObjectFilter.optional(),
    /** "~ can't be blocked except by Walls" / "... except by artifact creatures and/or white creatures" (309.2): only a creature matching one of the filters may block it (combat/blocker-filters.ts). */
    blockableOnlyBy: z.array(ObjectFilter).min(1).optional(),
    /** "~ can't be blocked by Saprolings" (Vindictive Mob; 309.2): no creature matching the filter may block it (combat/blocker-filters.ts). */
    unblockableBy: ObjectFilter.optional(),
    /** "~ can't block creatures with power 2 or greater" (309.2): it may block no attacker matching the filter (combat/blocker-filters.ts). */
    cantBlockCreatures: ObjectFilter.optional(),
    /** "~ can't be the target of blue or black spells" (Karplusan Strider; 415.?): no spell of one of these colors may target it; abilities may (spells/untargetable-colors.ts). */
    untargetableBySpells: z.strictObject({ colors: z.array(Color).min(1) }).optional(),
  })
  .superRefine((def, ctx) => {
    // 419.1b: what reads "the chosen color" reads the choice made as the permanent came into play; only a card that makes it may.
    if (/"(addManaOfChosenColor|ofChosenColor|chosenColor)"/.test(JSON.stringify(def)) && def.comesIntoPlay?.choose !== "color")
      ctx.addIssue({ code: "custom", message: "419.1b: \"the chosen color\" needs \"As ~ comes into play, choose a color.\"" });
    const spellParts = !def.spell ? [] : "modes" in def.spell ? def.spell.modes : [def.spell];
    const all = [...spellParts, ...def.abilities];
    for (const part of all) {
      for (const e of part.effects.flatMap((x): Effect[] => ("effects" in x ? [x, ...x.effects, ...("otherwise" in x ? (x.otherwise ?? []) : [])] : [x]))) {
        const refs = ["to" in e ? e.to : undefined, "player" in e ? e.player : undefined, "object" in e ? e.object : undefined, "controlledBy" in e ? e.controlledBy : undefined, "by" in e ? e.by : undefined, "from" in e ? e.from : undefined, "equalTo" in e && typeof e.equalTo === "object" && "cardsInHand" in e.equalTo ? e.equalTo.cardsInHand : undefined, "equalTo" in e && typeof e.equalTo === "object" && "controlledBy" in e.equalTo && typeof e.equalTo.controlledBy === "object" ? e.equalTo.controlledBy.controllerOf : undefined];
        for (const r of refs) {
          if (r && typeof r === "object" && "target" in r && r.target >= part.targets.length)
            ctx.addIssue({ code: "custom", message: `effect "${e.do}" refers to target ${r.target}, which is not declared` });
        }
      }
    }
    // "for each creature target player controls": the target word it refers to is a player's (409.1c).
    for (const part of all)
      for (const n of countedPlayerTargets(part.effects))
        if (part.targets[n]?.kind !== "player") ctx.addIssue({ code: "custom", message: `"target player controls" refers to target ${n}, which is not a player target` });
    // "the sacrificed creature's power": a cost that always sacrifices one permanent of the noun's kind (409.1f): the ability's, or the spell's only additional cost.
    for (const part of all) {
      const nouns = [...JSON.stringify(part.effects).matchAll(/"sacrificedForCost":"\w+","noun":"([^"]+)"/g)].map((m) => m[1]!);
      if (nouns.length === 0) continue;
      const cost = spellParts.includes(part as never) ? (def.additionalCost?.length === 1 && "sacrifice" in def.additionalCost[0]! ? def.additionalCost[0].sacrifice : undefined) : (part as { cost?: { sacrifice?: ObjectFilter } }).cost?.sacrifice;
      if (!cost || nouns.some((n) => JSON.stringify(cost.subtypes ?? cost.types) !== JSON.stringify([n])))
        ctx.addIssue({ code: "custom", message: "409.1f: \"the sacrificed [permanent]\" is the one sacrificed for the spell's or ability's cost" });
    }
    // "the same name as that artifact": the target word it refers to chose an artifact.
    for (const part of all)
      for (const e of part.effects)
        if (e.do === "removeAllWithSameName") {
          const spec = part.targets[e.object.target];
          const fits = e.noun === "spell" ? spec?.kind === "spell" : spec?.kind !== "spell" && (spec?.kind === e.noun || !!spec?.filter?.types?.includes(e.noun));
          if (!fits) ctx.addIssue({ code: "custom", message: `"that ${e.noun}" refers to a target ${e.noun}` });
        }
    // "dealt damage by enchanted creature": an Aura enchanting a creature (212.4).
    const damagesEnchanted = def.abilities.some((a) => a.effects.some((e) => e.do === "damage" && e.to === "enchanted"));
    if ((damagesEnchanted || def.replacements.some((r) => r.kind === "damagedByToRemoved" && r.by === "enchanted") || def.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "creatureDealtDamage" && a.trigger.what === "enchanted")) && def.enchant?.kind !== "creature")
      ctx.addIssue({ code: "custom", message: "212.4: \"enchanted creature\" is what an Aura that enchants a creature is attached to" });
    // "dealt damage this way": only effects that deal damage come before it (419.6).
    for (const part of all) {
      const i = part.effects.findIndex((e) => (e.do === "removedIfDiesThisTurn" || e.do === "cantRegenerateThisTurn") && e.object === "damagedThisWay");
      if (i >= 0 && !part.effects.slice(0, i).some((e) => e.do === "damage" || e.do === "damageEach"))
        ctx.addIssue({ code: "custom", message: "419.6: \"dealt damage this way\" follows an effect that deals damage" });
    }
    // "the chosen color" of a resolution: its "Choose a color." comes first (413).
    for (const part of all) {
      const i = part.effects.findIndex((e) => JSON.stringify(e).includes('"gainProtectionFromColorChosen"'));
      if (i >= 0 && !part.effects.slice(0, i).some((e) => e.do === "chooseColor"))
        ctx.addIssue({ code: "custom", message: "413: \"the chosen color\" follows \"Choose a color.\"" });
    }
    // "the damage dealt this way": an effect that deals damage comes before it.
    for (const part of all) {
      const i = part.effects.findIndex((e) => JSON.stringify(e).includes('"damageDealtThisWay"'));
      if (i >= 0 && !part.effects.slice(0, i).some((e) => JSON.stringify(e).includes('"do":"damage"')))
        ctx.addIssue({ code: "custom", message: "\"the damage dealt this way\" follows an effect that deals damage" });
    }
    // "the life lost this way": only an effect making players lose life comes before it.
    for (const part of all) {
      const i = part.effects.findIndex((e) => JSON.stringify(e).includes('"lifeLostThisWay"'));
      if (i >= 0 && !part.effects.slice(0, i).some((e) => e.do === "loseLife"))
        ctx.addIssue({ code: "custom", message: "\"the life lost this way\" follows an effect that makes players lose life" });
    }
    // "that spell's converted mana cost": a spell or permanent target word, or the spell a "whenever ... plays a spell" trigger names.
    for (const part of all)
      for (const e of part.effects) {
        const trigger = "kind" in part && part.kind === "triggered" ? (part as TriggeredAbility).trigger : undefined;
        for (const a of costAmounts(e)) {
          const of = a.convertedManaCostOf;
          const kind = of === "thatSpell" ? undefined : part.targets[of.target]?.kind;
          const fits = of === "thatSpell" ? trigger?.on === "youPlaySpell" || trigger?.on === "opponentPlaysSpell" || trigger?.on === "spellPlayed" : a.noun === "spell" ? kind === "spell" : kind === "permanent" || kind === "creature" || kind === "spellOrPermanent" || kind === "spell";
          if (!fits) ctx.addIssue({ code: "custom", message: "203.3: a converted mana cost is read from a spell or permanent target, or from the spell that triggered the ability" });
        }
      }
    // "that much": only a damage trigger's event names an amount of damage (404.1).
    for (const part of all) {
      const named = part.effects.some((e) => /"thatMuch"/.test(JSON.stringify(e)));
      const trigger = "kind" in part && part.kind === "triggered" ? (part as TriggeredAbility).trigger : undefined;
      if (named && !(trigger && triggerNamesDamage(trigger))) ctx.addIssue({ code: "custom", message: "404.1: \"that much\" refers to the damage a damage trigger's event dealt, and only such a triggered ability has one" });
    }
    for (const part of all) {
      const trigger = "kind" in part && part.kind === "triggered" ? (part as TriggeredAbility).trigger : undefined;
      const cond = "condition" in part ? (part.condition as Condition | undefined) : undefined;
      const namesPlayer = JSON.stringify(part.effects).includes('"thatPlayer"') || JSON.stringify(part.targets).includes('"thatPlayerControls"') || cond?.thatPlayerCardsInHandAtMost !== undefined || cond?.thatPlayerCardsInHandAtLeast !== undefined;
      // "its controller" of another permanent coming into play (Poisonbelly Ogre) is that permanent's controller, the event's player too.
      if (namesPlayer && !(trigger && (triggerNamesPlayer(trigger) || ((trigger.on === "comesIntoPlay" || trigger.on === "putIntoGraveyardFromPlay") && trigger.what !== "self"))))
        ctx.addIssue({ code: "custom", message: "404.1: only a triggered ability whose event names a player may refer to \"that player\"" });
      // "Whenever a Snake you control deals combat damage to a player, you may draw a card.": no word names a player, so one reading, without the player dealt it.
      if (trigger?.on === "aPermanentDealsDamage" && trigger.thatPlayer && !namesPlayer) ctx.addIssue({ code: "custom", message: "404.1: the player dealt the damage is named only for an effect that says \"that player\"" });
    }
    for (const part of all) {
      const trigger = "kind" in part && part.kind === "triggered" ? (part as TriggeredAbility).trigger : undefined;
      const said = JSON.stringify(part.effects);
      // A leaves-play trigger names the permanent only as it last existed: its power or toughness (Proper Burial, 413.2).
      const lastOnly = trigger?.on === "putIntoGraveyardFromPlay" && trigger.what !== "self";
      if (said.includes('"thatCreature"') && !(trigger && (lastOnly ? said.replace(/"(powerOf|toughnessOf)":"thatCreature"/g, "").includes('"thatCreature"') === false : triggerNamesCreature(trigger))))
        ctx.addIssue({ code: "custom", message: "404.1: only a triggered ability whose event names a permanent may refer to \"that creature\" (flanking's blocker is the engine's, 502.3)" });
      if (/"(powerOf|toughnessOf)":"thatCreature"/.test(said) && !lastOnly) ctx.addIssue({ code: "custom", message: "404.1, 413.2: \"that creature's\" power or toughness as it last existed is read only by a trigger on a permanent put into a graveyard from play" });
    }
    if ((def.chosenPlayerRevealsDraws || def.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "chosenPlayerDrawsNamedCard")) && !def.comesIntoPlay?.nameCardAndOpponent)
      ctx.addIssue({ code: "custom", message: "419.1b: \"the chosen player\" and \"the named card\" are chosen as the permanent comes into play" });
    if (def.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "cycled") && !def.cycling && !def.typecycling) ctx.addIssue({ code: "custom", message: "502.18c: only a card with cycling has \"when you cycle\" abilities" });
    if (def.entwine && !(def.spell && "modes" in def.spell)) ctx.addIssue({ code: "custom", message: "502.32: only a modal spell has Entwine" });
    for (const st of def.statics) {
      const mods = [st.modification, ...(st.also ?? [])];
      if (mods.some((m) => m.kind === "gainControl") && ((st.affects !== "enchanted" && st.affects !== "equipped") || mods.length > 1))
        ctx.addIssue({ code: "custom", message: "418.5 layer 2: a static control effect applies alone, only to the permanent its source is attached to" });
      // A static ability removing the abilities of permanents would make statics depend on each
      // other in layer 5: not supported. Cards in graveyards have no static effects to lose.
      if (mods.some((m) => m.kind === "loseAllAbilities") !== (st.affects === "cardsInGraveyards"))
        ctx.addIssue({ code: "custom", message: "407: only spells and abilities can remove all abilities of permanents, and the abilities of cards in graveyards are all a static ability can change" });
      if (st.affects === "allObjects" && mods.some((m) => m.kind !== "setColors"))
        ctx.addIssue({ code: "custom", message: "only colors can be changed for objects outside play" });
    }
    for (const part of all) {
      // 409.1c: only the last word "target" may take a number of targets, so the others keep their places.
      part.targets.forEach((spec, i) => {
        if ((spec.upTo || spec.anyNumber || spec.exactly) && i !== part.targets.length - 1)
          ctx.addIssue({ code: "custom", message: "only the last target of a spell or ability may be 'up to N' or 'any number of'" });
        if (spec.another && i === 0) ctx.addIssue({ code: "custom", message: "the first target can't be 'another' target" });
      });
      // 409.1d: what is divided goes to an "any number of target" word, and one thing at most is divided as announced.
      const inner = part.effects.flatMap((x): Effect[] => ("effects" in x ? [x, ...x.effects, ...("otherwise" in x ? (x.otherwise ?? []) : [])] : [x]));
      for (const e of inner) {
        if (e.do === "search" && Array.isArray(e.to) && e.to.length !== e.amount)
          ctx.addIssue({ code: "custom", message: "a search that puts its cards in different places names one place per card" });
        if (e.do === "changeText" && !["permanent", "spellOrPermanent"].includes(part.targets[e.object.target]?.kind ?? ""))
          ctx.addIssue({ code: "custom", message: "418.6: a text change is made to a target spell or permanent" });
        if ((e.do !== "damage" && e.do !== "putCounters") || !e.divided) continue;
        const ref = e.do === "damage" ? e.to : e.object;
        const spec = typeof ref === "object" && "target" in ref ? part.targets[ref.target] : undefined;
        if (!spec?.anyNumber) ctx.addIssue({ code: "custom", message: "409.1d: divided damage or counters go to an 'any number of target' word" });
      }
      if (inner.filter((e) => "divided" in e && e.divided === "asYouChoose").length > 1)
        ctx.addIssue({ code: "custom", message: "409.1d: a spell or ability divides one amount as you choose, not several" });
    }
    // Sweep: only an instant or sorcery returning any number of permanents counts those it returned.
    const abilitiesText = JSON.stringify(def.abilities);
    if ((JSON.stringify(def.spell ?? {}).includes('"perReturned"') && !JSON.stringify(def.spell).includes('"returnAnyNumber"')) || abilitiesText.includes('"perReturned"') || abilitiesText.includes('"returnAnyNumber"'))
      ctx.addIssue({ code: "custom", message: "only a spell that returns any number of permanents as it resolves counts the permanents returned this way" });
    // 409.1b: only a spell that sacrifices any number of permanents counts them, and it does.
    const counts = JSON.stringify(def.spell ?? {}).includes('"perSacrificed"');
    if (counts !== !!def.additionalCost?.some((c) => "sacrificeAnyNumber" in c) || JSON.stringify(def.abilities).includes('"perSacrificed"'))
      ctx.addIssue({ code: "custom", message: "409.1b: effects count the permanents sacrificed exactly when the spell's additional cost sacrifices any number of them" });
    for (const a of def.abilities) {
      // 403.1: "Return ~ from your graveyard to your hand" is an ability of the card in its graveyard, and only such an ability returns it.
      // 402.8g: a triggered one ("Whenever you play a multicolored spell, you may return ~ from your graveyard to your hand") triggers from the graveyard.
      // "When enchanted land is put into a graveyard, you may return ~ from your graveyard to your hand" (the Genju): an Aura's ability that
      // triggers as it leaves play with what it enchants, and finds the Aura in the graveyard state-based effects put it into (spells/follow-to-graveyard.ts).
      const returnsSelf = JSON.stringify(a.effects).includes('"returnSelfFromGraveyard"');
      if (a.kind === "triggered" ? returnsSelf && !GRAVEYARD_TRIGGERS.includes(a.trigger.on) && !followsToGraveyard(a) : returnsSelf !== (a.kind === "activated" && a.from === "graveyard"))
        ctx.addIssue({ code: "custom", message: "403.1: an ability returning its card from the graveyard is played from the graveyard, and only such an ability is" });
      // 217.1c: "When ~ is put into a graveyard from play, return ~ ..." can't mean the permanent: it is a new object in the graveyard (`returnSelfFromGraveyard`).
      if (a.kind === "triggered" && a.trigger.on === "putIntoGraveyardFromPlay" && a.trigger.what === "self" && a.effects.some((e) => e.do === "returnToHand" && e.object === "self"))
        ctx.addIssue({ code: "custom", message: "217.1c: a permanent put into a graveyard is a new object there; \"return ~\" of its own trigger returns the card from the graveyard" });
      // 212.4k: only an Aura that enchants a creature comes into play "enchanting that creature".
      if (JSON.stringify(a.effects).includes('"enchanting"') && def.enchant?.kind !== "creature")
        ctx.addIssue({ code: "custom", message: "212.4k: only an Aura with \"Enchant creature\" returns to play enchanting a creature" });
      if (a.kind === "activated" && (a.from === "hand") !== (!!a.cost.discardSelf !== !!a.cost.revealSelf))
        ctx.addIssue({ code: "custom", message: "403.1: an ability played from the hand discards (Channel) or reveals (Forecast) its card for its cost, and only such an ability does" });
      if (a.kind === "activated" && a.from === "hand" && (a.cost.tap || a.cost.sacrificeSelf || a.cost.removeCounters || a.cost.discard))
        ctx.addIssue({ code: "custom", message: "a card in hand can't be tapped, sacrificed or have counters removed, and discards itself" });
      // 404.1: "that land" is the card Sacred Ground's trigger event put into the graveyard; no other event names one.
      if (JSON.stringify(a.effects).includes('"thatCard"') && (a.kind !== "triggered" || a.trigger.on !== "opponentPutsLandIntoYourGraveyard"))
        ctx.addIssue({ code: "custom", message: "404.1: \"that land\" is the land a \"causes a land to be put into your graveyard\" trigger names" });
      // 406.1b: a triggered mana ability adds a fixed mana and does nothing else (engine/spells/mana-triggers.ts).
      if (a.kind === "triggered" && a.trigger.on === "tappedForMana") {
        // Its mana is read as the mana ability that sets it off is played (406.1): "for each Elf in play" counted then, "the chosen color" as chosen.
        if (a.condition || a.targets.length > 0 || a.effects.some((e) => !(e.do === "addManaOfChosenColor" || (e.do === "addMana" && !e.instead && (!e.each || ("perEach" in e.each && e.each.perEach === 1 && !("whose" in e.each && e.each.whose)))))))
          ctx.addIssue({ code: "custom", message: "406.1b: a triggered mana ability here only adds a set mana, mana for each permanent of a kind in play, or mana of the chosen color, without target or condition" });
        continue;
      }
      if (!addsManaOnTheStack(a) && (a.kind === "mana") !== isManaAbilityText(a.effects, a.targets))
        ctx.addIssue({ code: "custom", message: "406.1: a mana ability adds mana, has no target, and is the only kind that does" });
      if (a.effects.filter((e) => e.do === "addManaOfChoice").length > 1) ctx.addIssue({ code: "custom", message: "a mana ability makes one choice of mana at most" });
      if (a.kind !== "mana") continue;
      // 406.1: a mana ability's mana is counted as it is played (spells/mana-instead.ts countedManaNow): permanents in play, or its own power.
      if (a.effects.some((e) => e.do === "addMana" && e.each && !countedAsPlayed(e.each))) ctx.addIssue({ code: "custom", message: "406.1: a mana ability's mana is counted only \"for each\" permanent of a kind in play or by its own power" });
      // The mana supply counts several mana of one choice only as a permanent's own mana, not converted from mana or paid for with life (spells/mana-abilities.ts).
      if (a.effects.some((e) => e.do === "addManaOfChoice" && e.count !== undefined) && (a.cost.mana || a.cost.payLife)) ctx.addIssue({ code: "custom", message: "406.1: several mana of one choice come from a mana ability costing no mana and no life" });
      const { tap, payLife, removeCounters, mana, sacrificeSelf, sacrifice, ...rest } = a.cost;
      // Generic mana with {T} (the Signets' "{1}, {T}") or with sacrificing it (Chromatic Star): paid from the pool as it is played (406.1, 409.1f).
      // Sacrificing it (Wild Cantor, Chromatic Star's "{1}, {T}, Sacrifice ~"): once, without life or counters (the permanent is gone).
      // "Sacrifice an artifact" (Krark-Clan Ironworks), with {T} or alone: the permanent chosen as it is played (409.1f), no other cost beside.
      if (Object.keys(rest).length > 0 || (payLife ?? 1) !== 1 || (sacrificeSelf && (payLife || removeCounters)) || (sacrifice && (payLife || removeCounters || mana !== undefined || sacrificeSelf)) || (mana !== undefined && (!(tap || sacrificeSelf) || !/^\{\d+\}$/.test(mana) || payLife || removeCounters)))
        ctx.addIssue({ code: "custom", message: "a mana ability's cost may only be {T}, paying 1 life, removing counters from it, sacrificing it or a permanent of a kind, or generic mana with {T} or sacrificing it (colored mana, tapping other permanents and discard costs are not supported)" });
    }
  });

/**
 * 406.1: an activated ability that adds mana, without a target, is a mana ability; besides its
 * mana it may deal damage to its controller (the painlands' "~ deals 1 damage to you"): it
 * is still a mana ability and doesn't use the stack.
 */
export function isManaAbilityText(effects: readonly { do: string; to?: unknown; divided?: unknown; object?: unknown }[], targets: readonly unknown[]): boolean {
  const adds = (e: { do: string }) => e.do === "addMana" || e.do === "addManaOfChoice" || e.do === "addManaOfImprintedColors" || e.do === "addManaLandsCouldProduce" || e.do === "addManaOfChosenColor";
  return targets.length === 0 && effects.some(adds) && effects.every((e) => adds(e) || isManaAbilityRider(e));
}

/** A mana ability's counted mana that is counted as the ability is played (406.1): "for each Locus in play" (Cloudpost), "equal to ~'s power" (Viridian Joiner). */
export function countedAsPlayed(each: NonNullable<Extract<Effect, { do: "addMana" }>["each"]>): boolean {
  return "sourcePower" in each || ("perEach" in each && each.perEach === 1 && !("whose" in each && each.whose));
}

/**
 * 406.1b, 406.2: a triggered ability that adds mana is a mana ability only when a mana ability sets it off ("Whenever enchanted
 * land is tapped for mana"); one set off by another event ("When ~ comes into play, add {R}{R}{R}", "When ~ is put into a graveyard
 * from play, add {3}", "Whenever a player plays a creature spell, that player adds {G}") goes on the stack and adds its mana as it
 * resolves. "Becomes tapped" and "taps ~ for mana" may be set off by a mana ability: not such a trigger.
 */
export function addsManaOnTheStack(a: Ability): boolean {
  return a.kind === "triggered" && a.trigger.on !== "tappedForMana" && a.trigger.on !== "becomesTapped" && a.trigger.on !== "tapsForMana";
}

/** An effect a mana ability may have besides its mana (406.1): damage to its controller; "[this] doesn't untap during your next untap step" (the Kamigawa lands). */
export function isManaAbilityRider(e: { do: string; to?: unknown; divided?: unknown; object?: unknown }): boolean {
  return (e.do === "damage" && e.to === "you" && !e.divided) || (e.do === "doesntUntapNext" && e.object === "self");
}

export type TargetSpec = z.infer<typeof TargetSpec>;
export type ObjectFilter = z.infer<typeof ObjectFilter>;
export type Cost = z.infer<typeof Cost>;
export type Effect = z.infer<typeof Effect>;
export type Amount = z.infer<typeof Signed>;
export type Ability = z.infer<typeof Ability>;
export type Restriction = z.infer<typeof Restriction>;
export type AsThough = z.infer<typeof AsThough>;
export type Keyword = z.infer<typeof KeywordAbility>;
export type StaticAbility = z.infer<typeof StaticAbility>;
export type Modification = z.infer<typeof Modification>;
export type PTValue = z.infer<typeof PTValue>;
export type Trigger = z.infer<typeof Trigger>;
export type Condition = z.infer<typeof Condition>;
export type LibraryFilter = z.infer<typeof LibraryFilter>;
export type Replacement = z.infer<typeof Replacement>;
export type ComesIntoPlay = z.infer<typeof ComesIntoPlay>;
export type TriggeredAbility = Extract<Ability, { kind: "triggered" }>;
export type ActivatedAbility = Extract<Ability, { kind: "mana" | "activated" }>;
export type CardDefinition = z.infer<typeof CardDefinition>;
export type CostChange = z.infer<typeof CostChange>;
export type AlternativeCost = z.infer<typeof AlternativeCost>;
export type AdditionalCost = z.infer<typeof AdditionalCost>;

/** 402.8g: the trigger events a card in a graveyard can watch for with an ability that returns it from there. */
export const GRAVEYARD_TRIGGERS: readonly string[] = ["spellPlayed", "beginningOfUpkeep", "comesIntoPlay"];

/** An Aura's "when enchanted [permanent] is put into a graveyard" ability: it triggers in play (leaving with what it enchants), and its "return ~ from your graveyard" finds the Aura there. */
export function followsToGraveyard(a: { kind: string; trigger?: unknown }): boolean {
  const t = a.trigger as { on?: string; attached?: string; does?: string } | undefined;
  // "When ~ is put into a graveyard from play, return ~ to its owner's hand." (Spreading Algae, Undying Rage): the card it became there (217.1c; spells/triggers.ts `sourceNow`).
  return a.kind === "triggered" && ((t?.on === "attachedDoes" && t.attached === "enchanted" && t.does === "isPutIntoGraveyard") || (t?.on === "putIntoGraveyardFromPlay" && (t as { what?: unknown }).what === "self"));
}

/** 402.8g: an ability whose effect moves its card out of the graveyard functions only in the graveyard (unless it follows its card there: `followsToGraveyard`). */
export function functionsFromGraveyard(a: { kind: string; effects: readonly unknown[]; trigger?: unknown }): boolean {
  if (a.kind !== "triggered" || followsToGraveyard(a)) return false;
  let known = fromGraveyard.get(a);
  if (known === undefined) fromGraveyard.set(a, (known = JSON.stringify(a.effects).includes('"returnSelfFromGraveyard"')));
  return known;
}
const fromGraveyard = new WeakMap<object, boolean>();
