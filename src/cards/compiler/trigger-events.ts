// Trigger events beyond those of abilities.ts (404.1): "Whenever a player plays a white spell",
// "Whenever you play an enchantment spell", "Whenever an opponent plays an artifact spell" (409.1).
// Each syntax here reads a whole trigger, up to the comma before its effect.
import { Keyword, triggerNamesCreature, triggerNamesPlayer, type Condition, type Trigger } from "../language.js";
import { keywordWords } from "./abilities.js";
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import { COLORS, count, filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, list, map, opt, syn, word, words, type Syntax } from "./syntax.js";
import type { EventWord } from "./targets.js";
import { handSizeIntervening } from "./hand-size.js";
import { controlIntervening } from "./control-conditions.js";
import { BLOCK_TRIGGERS } from "./block-triggers.js";
import { lifeGainTrigger } from "./life-gain.js";
import { manaSpentIf } from "./mana-spent.js";
import { kickerIntervening } from "./kicker.js";
import { libraryCountIntervening, number } from "./win-game.js";
import { playerIntervening } from "./player-ifs.js";
import { causeTriggers } from "./cause-triggers.js";
import { whenComesIntoPlay } from "./return-enchanting.js";
import { damageToItIntervening } from "./damage-to-it.js";
import { dealtDamageToOpponentIntervening } from "./damage-memory.js";
import { tapTriggers } from "./tap-triggers.js";
import { ATTACK_TRIGGERS } from "./attack-triggers.js";
import { mainPhaseTriggers } from "./main-phase-triggers.js";
import { ZONE_TRIGGERS } from "./zone-triggers.js";
import { selfHasCounters } from "./counter-state-trigger.js";

type SpellPlayed = Extract<Trigger, { on: "spellPlayed" }>;
type Quality = SpellPlayed["spell"];
type SpellType = "artifact" | "creature" | "enchantment" | "instant" | "sorcery";
const SPELL_TYPES: SpellType[] = ["artifact", "creature", "enchantment", "instant", "sorcery"];

/** One adjective before the noun: a color, "multicolored", "legendary", "noncreature". */
const adjective = words<Quality>([
  ...COLORS.map(([w, c]): [string, Quality] => [`${w} `, { colors: [c] }]),
  ["multicolored ", { multicolored: true }],
  ["legendary ", { supertypes: ["legendary"] }],
  ...SPELL_TYPES.map((t): [string, Quality] => [`non${t} `, { notTypes: [t] }]),
]);
/** "instant or sorcery ", "Spirit or Arcane ": card types or subtypes, any of them. */
const noun = alt<Quality>(
  map(syn`${list(words(SPELL_TYPES.map((t): [string, SpellType] => [t, t])), "or")} `, ([types]) => ({ types }), (q) => (q.types ? [q.types] : undefined)),
  map(syn`${list(words([...(creatureTypes as string[]), "Arcane"].map((t): [string, string] => [t, t])), "or")} `, ([subtypes]) => ({ subtypes }), (q) => (q.subtypes ? [q.subtypes] : undefined)),
);
const ADJECTIVE_KEYS = ["colors", "multicolored", "supertypes", "notTypes"] as const;
/** "[adjective] [noun] spell", each part optional: "a spell", "a white spell", "an instant or sorcery spell". */
const quality: Syntax<Quality> = map(
  syn`${opt(adjective)}${opt(noun)}spell`,
  ([a, n]) => (a && n && (n.types?.some((t) => a.notTypes?.includes(t)) ?? false) ? undefined : { ...a, ...n }),
  (q) => {
    const adj = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && (ADJECTIVE_KEYS as readonly string[]).includes(k)));
    const rest = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && !(ADJECTIVE_KEYS as readonly string[]).includes(k)));
    if (Object.keys(adj).length > 1 || Object.keys(rest).length > 1) return undefined;
    return [Object.keys(adj).length ? adj : undefined, Object.keys(rest).length ? rest : undefined];
  },
);
/** "a" or "an", as the next word begins. */
const withArticle: Syntax<Quality> = {
  *parse(text, at) {
    for (const article of ["a ", "an "]) {
      if (!text.startsWith(article, at)) continue;
      for (const [q, end] of quality.parse(text, at + article.length))
        if ((article === "an ") === /^[aeiouAEIOU]/.test(text.slice(at + article.length))) yield [q, end];
    }
  },
  print(q) {
    const p = quality.print(q);
    return p === undefined ? undefined : `${/^[aeiouAEIOU]/.test(p) ? "an" : "a"} ${p}`;
  },
};
const PLAYERS: [string, SpellPlayed["player"]][] = [["a player plays ", "any"], ["you play ", "you"], ["an opponent plays ", "opponent"]];
/** The spells abilities.ts already reads its own way: "Whenever an opponent plays a spell", "Whenever you play a Spirit or Arcane spell". */
const readElsewhere = (t: SpellPlayed) =>
  (t.player === "opponent" && Object.keys(t.spell).length === 0) || (t.player === "you" && JSON.stringify(t.spell) === JSON.stringify({ subtypes: ["Spirit", "Arcane"] }));
/** " with converted mana cost 3 or less" / " ... 6 or more" after the spell (Pyrostatic Pillar, Kurgadon; 203.3). */
type CostBound = Pick<Quality, "convertedManaCostAtMost" | "convertedManaCostAtLeast">;
const costBound: Syntax<CostBound> = map(
  syn` with converted mana cost ${number} or ${words<"less" | "more">([["less", "less"], ["more", "more"]])}`,
  ([n, w]) => (w === "less" ? { convertedManaCostAtMost: n } : { convertedManaCostAtLeast: n }),
  (b) => (b.convertedManaCostAtMost !== undefined ? [b.convertedManaCostAtMost, "less"] : b.convertedManaCostAtLeast !== undefined ? [b.convertedManaCostAtLeast, "more"] : undefined),
);
const spellPlayed: Syntax<Trigger> = map(
  syn`${words([["Whenever ", null], ["When ", null]])}${words(PLAYERS)}${withArticle}${opt(costBound)}`,
  ([, player, spell, bound]) => {
    const t: SpellPlayed = { on: "spellPlayed", player, spell: { ...spell, ...bound } };
    return readElsewhere(t) ? undefined : t;
  },
  (t) => {
    if (t.on !== "spellPlayed" || readElsewhere(t)) return undefined;
    const { convertedManaCostAtMost, convertedManaCostAtLeast, ...spell } = t.spell;
    if (convertedManaCostAtMost !== undefined && convertedManaCostAtLeast !== undefined) return undefined;
    const bound = convertedManaCostAtMost !== undefined ? { convertedManaCostAtMost } : convertedManaCostAtLeast !== undefined ? { convertedManaCostAtLeast } : undefined;
    return [null, t.player, spell, bound];
  },
);

/** "Whenever a player plays a spell of the chosen color" (Paradise Plume; 419.1b): of the color chosen as the permanent came into play. */
const spellOfChosenColor: Syntax<Trigger> = map(
  syn`${words([["Whenever ", null], ["When ", null]])}${words(PLAYERS)}a spell of the chosen color`,
  ([, player]): Trigger => ({ on: "spellPlayed", player, spell: { chosenColor: true } }),
  (t) => (t.on === "spellPlayed" && JSON.stringify(t.spell) === JSON.stringify({ chosenColor: true }) ? [null, t.player] : undefined),
);

/** 404.1: steps that begin (the active player is "that player"), and the end of each turn. */
const steps = words<Trigger>([
  ["At the beginning of each player's draw step", { on: "beginningOfStep", step: "draw", whose: "each" }],
  ["At the beginning of your draw step", { on: "beginningOfStep", step: "draw", whose: "yours" }],
  ["At the beginning of each opponent's draw step", { on: "beginningOfStep", step: "draw", whose: "opponent" }],
  ["At the beginning of each opponent's upkeep", { on: "beginningOfStep", step: "upkeep", whose: "opponent" }],
  // The end of turn step's trigger in its older wordings (313.1); "that player" is the active player.
  ["At the end of each turn", { on: "endOfTurn", whose: "each" }],
  ["At the end of each player's turn", { on: "endOfTurn", whose: "each" }],
]);

/** "Whenever an opponent draws a card", "Whenever you draw a card", "Whenever a player cycles a card", "Whenever an opponent discards a card (from his or her hand)". */
type PlayerDoes = Extract<Trigger, { on: "playerDoes" }>;
const VERBS: [PlayerDoes["does"], string, string][] = [["draw", "draw", "draws"], ["discard", "discard", "discards"], ["cycle", "cycle", "cycles"]];
const playerDoes = alt<Trigger>(
  ...VERBS.flatMap(([does, base, third]) =>
    PLAYERS.map(([who, player]) => {
      const verb = player === "you" ? base : third;
      const head = `Whenever ${who.replace(/ plays? $/, "")} ${verb} a card`;
      const value: PlayerDoes = { on: "playerDoes", does, player };
      // Every discard is from the hand; the older wording says so.
      return does === "discard" ? words<Trigger>([[head, value], [`${head} from his or her hand`, value]]) : word<Trigger>(head, value);
    }),
  ),
);

/** "a creature", "another Cleric", "a Cleric you control": what a trigger watches. */
type Subject = Filter & { other?: true };
const subject = alt<Subject>(
  map(syn`${words([["a ", null], ["an ", null]])}${filterPhrase("one")}`, ([, f]) => f, (f) => (f.other ? undefined : [null, f])),
  map(syn`another ${filterPhrase("one")}`, ([f]) => ({ ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
);
/** "Whenever a creature comes into play under your control": the permanent's controller as it comes into play. */
const underYourControl = map(
  syn`Whenever ${subject} comes into play under your control`,
  ([w]) => (w.controller ? undefined : ({ on: "comesIntoPlay", what: { ...w, controller: "you" } } as Trigger)),
  (t: Trigger) => {
    const w = t.on === "comesIntoPlay" ? (t.what as Subject | "self") : "self";
    return w !== "self" && w.controller === "you" ? [{ ...w, controller: undefined }] : undefined;
  },
);
/** 409.1c, 410.4: "Whenever a creature becomes the target of a spell or ability", "When ~ becomes the target of a spell or ability". */
const becomesTarget = alt<Trigger>(
  map(syn`${words([["Whenever ", null], ["When ", null]])}~ becomes the target of a spell or ability`, (): Trigger => ({ on: "becomesTarget", what: "self" }), (t: Trigger) => (t.on === "becomesTarget" && t.what === "self" && !t.firstTimeInTurn ? [null] : undefined)),
  map(syn`Whenever ${subject} becomes the target of a spell or ability`, ([w]): Trigger => ({ on: "becomesTarget", what: w }), (t: Trigger) => (t.on === "becomesTarget" && t.what !== "self" && !t.firstTimeInTurn ? [t.what] : undefined)),
  // The Glasskites: only the first time in a turn it becomes a target (spells/target-triggers.ts).
  word<Trigger>("Whenever ~ becomes the target of a spell or ability for the first time in a turn", { on: "becomesTarget", what: "self", firstTimeInTurn: true }),
);
/** "Whenever ~ blocks" / "When ~ blocks". */
const blocks = words<Trigger>([["Whenever ~ blocks", { on: "blocks", what: "self" }], ["When ~ blocks", { on: "blocks", what: "self" }]]);

/** "Whenever ~ attacks alone". */
const attacksAlone = word<Trigger>("Whenever ~ attacks alone", { on: "attacksAlone", what: "self" });
/** "Whenever enchanted creature attacks or blocks", "Whenever equipped creature deals combat damage to a player". */
type AttachedDoes = Extract<Trigger, { on: "attachedDoes" }>;
const attachedDoes = words<Trigger>(
  (["enchanted", "equipped"] as const).flatMap((attached) =>
    ([["attacks", "attacks"], ["blocks", "blocks"], ["attacks or blocks", "attacksOrBlocks"], ["deals combat damage to a player", "dealsCombatDamageToPlayer"]] as const).map(
      ([verb, does]): [string, Trigger] => [`Whenever ${attached} creature ${verb}`, { on: "attachedDoes", attached, does } as AttachedDoes],
    ),
  ),
);
/** "When enchanted creature is put into a graveyard" ("Whenever equipped creature ..."): it triggers as the creature leaves play, its Aura or Equipment still attached. */
const attachedDies = words<Trigger>(
  (["enchanted", "equipped"] as const).flatMap((attached) =>
    ["When", "Whenever"].map((w): [string, Trigger] => [`${w} ${attached} creature is put into a graveyard`, { on: "attachedDoes", attached, does: "isPutIntoGraveyard" }]),
  ),
);
/** "Whenever a creature is turned face up", "When enchanted creature is turned face up". */
const turnedUp = alt<Trigger>(
  map(syn`Whenever ${words([["a ", null], ["an ", null]])}${filterPhrase("one")} is turned face up`, ([, f]) => ({ on: "creatureTurnedFaceUp", what: f }) as Trigger, (t: Trigger) => (t.on === "creatureTurnedFaceUp" ? [null, t.what] : undefined)),
  word<Trigger>("When enchanted creature is turned face up", { on: "attachedDoes", attached: "enchanted", does: "isTurnedFaceUp" }),
);
/** "At the beginning of the upkeep of enchanted creature's controller". */
const enchantedUpkeep = word<Trigger>("At the beginning of the upkeep of enchanted creature's controller", { on: "beginningOfStep", step: "upkeep", whose: "enchantedController" });
/** 410.10: "When you control no other creatures". */
const controlNoOther = map(
  syn`When you control no other ${filterPhrase("many")}`,
  ([f]) => (f.controller || f.other ? undefined : ({ on: "youControlNoOther", filter: f } as Trigger)),
  (t: Trigger) => (t.on === "youControlNoOther" ? [t.filter] : undefined),
);

/** 410.10: "When you control no Islands" (Dandân, Slipstream Serpent). */
const controlNone = map(
  syn`When you control no ${filterPhrase("many")}`,
  ([f]) => (f.controller || f.other ? undefined : ({ on: "youControlNone", filter: f } as Trigger)),
  (t: Trigger) => (t.on === "youControlNone" ? [t.filter] : undefined),
);
/** 410.10: "When you have 30 or more life" (Rune-Tail, Kitsune Ascendant): a state trigger. */
const lifeAtLeast = map(
  syn`When you have ${number} or more life`,
  ([life]) => ({ on: "youHaveLifeAtLeast", life }) as Trigger,
  (t: Trigger) => (t.on === "youHaveLifeAtLeast" ? [t.life] : undefined),
);

/** 410.10: "When ~ has flying" (Student of Elements): a state trigger on its own keywords. */
const selfHasKeyword = map(
  syn`When ~ has ${lazy(() => words<Keyword>(Keyword.options.map((k) => [keywordWords(k), k])))}`,
  ([keyword]) => ({ on: "selfHasKeyword", keyword }) as Trigger,
  (t: Trigger) => (t.on === "selfHasKeyword" ? [t.keyword] : undefined),
);

/** 502.51b–c: haunt's two events in one trigger. */
const haunts = word<Trigger>("When ~ comes into play or the creature it haunts is put into a graveyard", { on: "comesIntoPlayOrHauntedPutIntoGraveyard" });
/** 502.51c: a haunt spell's own trigger, while its card is removed from the game haunting a creature (Seize the Soul). */
const hauntedDies = word<Trigger>("When the creature ~ haunts is put into a graveyard", { on: "hauntedPutIntoGraveyard" });

/** "When ~ leaves play" (engine/zones/leaves-play.ts). */
const leavesPlay = word<Trigger>("When ~ leaves play", { on: "leavesPlay", what: "self" });

/** The trigger events of this module, in the order abilities.ts tries them. */
export const TRIGGER_EVENTS: Syntax<Trigger>[] = [spellPlayed, spellOfChosenColor, steps, playerDoes, underYourControl, becomesTarget, blocks, attacksAlone, attachedDoes, controlNoOther, haunts, hauntedDies, attachedDies, enchantedUpkeep, turnedUp, controlNone, lifeAtLeast, selfHasKeyword, ...BLOCK_TRIGGERS, lifeGainTrigger, leavesPlay, ...causeTriggers, whenComesIntoPlay, tapTriggers, ...ATTACK_TRIGGERS, mainPhaseTriggers, ...ZONE_TRIGGERS, selfHasCounters];

/** 404.3: intervening "if" clauses, after the trigger's comma: checked as it triggers and again as it resolves. */
export const INTERVENING_IFS: Syntax<Condition>[] = [
  word(", if ~ is untapped", { selfUntapped: true }),
  map(syn`, if that player has ${count} or fewer cards in hand`, ([n]) => ({ thatPlayerCardsInHandAtMost: n }), (c) => (c.thatPlayerCardsInHandAtMost !== undefined ? [c.thatPlayerCardsInHandAtMost] : undefined)),
  map(syn`, if that player has ${count} or more cards in hand`, ([n]) => ({ thatPlayerCardsInHandAtLeast: n }), (c) => (c.thatPlayerCardsInHandAtLeast !== undefined ? [c.thatPlayerCardsInHandAtLeast] : undefined)),
  handSizeIntervening,
  libraryCountIntervening,
  playerIntervening,
  manaSpentIf,
  kickerIntervening,
  controlIntervening,
  damageToItIntervening,
  dealtDamageToOpponentIntervening,
];

const LAND = JSON.stringify({ types: ["land"] });

/** The event words a trigger's effect may say (targets.ts): "that player" when its event names a player (the language's `triggerPlayer`). */
export function eventWords(t: Trigger): readonly EventWord[] {
  const out: EventWord[] = [];
  // "Whenever a Sliver deals damage": the player it names is the Sliver's controller, said "its controller" only.
  // "Whenever a Goblin deals combat damage to a player, that player ...": the player dealt it (`thatPlayer`), said "that player" only.
  // "Whenever a source an opponent controls deals damage to you, that player sacrifices a permanent." (Michiko Konda): you were dealt it, so "that player" is the dealer's controller.
  if (t.on === "aPermanentDealsDamage") out.push(t.thatPlayer || t.to === "you" ? "thatPlayer" : "itsController");
  // "Whenever enchanted creature is dealt damage, its controller loses that much life." (Ragged Veins): the creature's controller.
  else if (t.on === "creatureDealtDamage") out.push("itsController");
  // A land coming into play or put into a graveyard: its controller is "that land's controller", never "that player".
  else if ((t.on === "comesIntoPlay" || t.on === "putIntoGraveyardFromPlay") && t.what !== "self" && JSON.stringify(t.what) === LAND) out.push("thatLandsController");
  else if (triggerNamesPlayer(t)) out.push("thatPlayer");
  if (triggerNamesCreature(t)) out.push("thatCreature");
  // "its controller": the controller of the creature an Aura's or Equipment's trigger is about (that player).
  if (t.on === "attachedDoes" && t.does !== "dealsCombatDamageToPlayer") out.push("itsController");
  // "Whenever a creature attacks you, its controller loses 1 life." (Hissing Miasma): the attacker's controller (308.2).
  if (t.on === "creatureAttacks") out.push("itsController");
  // "Whenever another creature comes into play, its controller loses 1 life." (Poisonbelly Ogre): the controller of the permanent that came into play (404.1).
  if (t.on === "comesIntoPlay" && t.what !== "self") out.push("itsController", "thatPlayer");
  // "Whenever a creature you control is put into a graveyard from play, you gain life equal to that creature's toughness." (Proper Burial),
  // "..., that creature's controller may draw a card." (Fecundity): the permanent as it left play, and its controller then (404.1, 413.2).
  if (t.on === "putIntoGraveyardFromPlay" && t.what !== "self") out.push("itsController", "thatCreature:last");
  // "it" is the permanent itself when its own event is the trigger (a card cycled is in a graveyard: not "it").
  if ("what" in t && t.what === "self" && t.on !== "cycled") out.push("it:self");
  return out;
}
