// Effect clauses (416–419): what a spell or ability does, one clause per kind of effect of the
// card language. A clause reads its targets inline ("destroy target creature" gives
// `{ target: <spec> }`, "it" gives `{ target: "it" }`); targets.ts lifts them into the
// ability's `targets` list and back.
import { counterAmountClauses } from "./counter-amounts.js";
import { gainTimesXLife } from "./reveal-x-costs.js";
import { drawPerCountClauses } from "./draw-per-count.js";
import { sacrificeUnlessYouPay } from "./unless-pay.js";
import { TOKENS } from "../definitions.js";
import type { TargetSpec } from "../language.js";
import { Keyword } from "../language.js";
import { COLORS, count, filterPhrase, target, type Filter } from "./nouns.js";
import { flipClause } from "./flip.js";
import { colorChoiceClauses } from "./color-choice.js";
import { alt, capital, lazy, list, lit, map, opt, syn, word, words, type Reading, type Syntax } from "./syntax.js";
import { damageEqual, discardAtRandom, eachLosesLife, gainThatMuch, massDamage, targetPlayer } from "./damage.js";
import { preventAll, shieldFromChosenSource, shieldFromTarget, shieldGainingLife } from "./prevention.js";
import { preventedThisWayClauses } from "./prevented-this-way.js";
import { thatCreatureDamageClauses } from "./that-creature-damage.js";
import { sourcePowerClauses } from "./source-power.js";
import { chosenColorShield } from "./chosen-color-shield.js";
import { handLibraryClauses } from "./hand-library.js";
import { imprintClauses } from "./imprint.js";
import { attachClauses } from "./attach.js";
import { shuffleSelfClauses } from "./shuffle-self.js";
import { trainingClauses } from "./training.js";
import { couldProduceClauses } from "./could-produce.js";
import { untapUpToClauses } from "./untap-up-to.js";
import { returnChosen } from "./return-chosen.js";
import { additionalLandPlays } from "./land-plays.js";
import { nextUpkeepDraw, selfPumpThenSacrifice, whenThatCreatureDies } from "./delayed.js";
import { libraryLookClauses } from "./library-look.js";
import { counterAbilityClause } from "./ability-counters.js";
import { changeTargetClause } from "./target-changes.js";
import { returnSelfFromGraveyard } from "./graveyard-abilities.js";
import { removalClauses } from "./removal.js";
import { skipClauses } from "./skips.js";
import { describedTokenClauses } from "./tokens.js";
import { tapAllClauses } from "./untap-all.js";
import { winGameClauses } from "./win-game.js";
import { playerUntapSkipClauses } from "./player-untap-skips.js";
import { damageThisTurnClauses } from "./damage-this-turn.js";
import { untapNextClauses } from "./untap-next.js";
import { redirectionClauses } from "./redirection.js";
import { combatRemovalClauses } from "./combat-removal.js";
import { controlClauses } from "./control.js";
import { namingClauses } from "./naming.js";
import { exchangeClauses } from "./exchange.js";
import { cantLoseClauses } from "./cant-lose.js";
import { payOrNotClauses } from "./pay-or-not.js";
import { tapOrUntapClause } from "./tap-or-untap.js";
import { unlessSacrificeClauses } from "./unless-sacrifice.js";
import { sacrificeUnlessDamaged } from "./damage-memory.js";
import { countedPumpClauses } from "./counted-pumps.js";
import { blockTriggerClauses } from "./block-triggers.js";
import { chosenTypeClauses } from "./chosen-type.js";
import { selfDamageClauses } from "./self-damage.js";
import { coinFlipClauses } from "./coin-flip.js";
import { copyThatSpellClause } from "./copy-that-spell.js";
import { graveyardToPlayClauses } from "./graveyard-to-play.js";
import { namedInGraveyardsClauses } from "./named-in-graveyards.js";
import { manaPerCountClauses } from "./mana-per-count.js";
import { mainPhaseManaClauses } from "./main-phase-triggers.js";
import { sacrificeThenDamageThatCreature } from "./zone-triggers.js";
import { controllerDamageClauses } from "./controller-damage.js";
import { perColorClauses } from "./per-color.js";
import { countersEachClauses } from "./counters-each.js";
import { unlessDiscardClauses } from "./unless-discard.js";
import { searchFoundClauses } from "./search-found.js";
import { tokenRemovalClauses } from "./token-removal.js";
import { xPumpClauses } from "./x-pumps.js";
import { handCountClauses } from "./hand-counts.js";
import { handSizeConditionalClauses } from "./hand-size.js";
import { libraryThenClauses } from "./library-then.js";
import { upToTargetClauses } from "./up-to-targets.js";
import { manaSpentClauses } from "./mana-spent.js";
import { insteadIfClauses } from "./instead-if.js";
import { untargetableClauses } from "./untargetable.js";
import { dividedDamageClauses } from "./divided-damage.js";
import { damageDealtGain, lifeLostClauses, lifeLostThisTurnClauses } from "./life-lost.js";
import { massGrantClauses } from "./mass-grants.js";
import { durationFirstClauses } from "./duration-first.js";
import { quotedGrantClauses } from "./quoted-grants.js";
import { typeSharerClauses } from "./type-sharers.js";
import { perPermanentClauses } from "./per-permanent.js";
import { graveyardCountClauses } from "./graveyard-counts.js";
import { graveyardCardClauses } from "./cards-in-graveyard.js";
import { handDiscardClauses } from "./hand-discards.js";
import { subtypeSpellClauses } from "./subtype-spells.js";
import { attackThisTurnClauses } from "./attack-this-turn.js";
import { animationClauses, animationThenSacrifice } from "./animation.js";
import { removedIfDiesClauses } from "./removed-if-dies.js";
import { cantRegenerateClauses } from "./cant-regenerate.js";
import { controlConditionalClauses } from "./control-conditions.js";
import { mayHaveClauses } from "./may-have.js";
import { turnFaceUpClauses } from "./face-down.js";
import { removeNamedClauses } from "./remove-named.js";
import { evasionClauses } from "./evasion.js";
import { lastKnownClauses } from "./last-known.js";
import { convertedCostClauses } from "./converted-cost.js";
import { discardAllClauses } from "./discard-all.js";
import { whereXSignedClauses } from "./where-x-signed.js";
import { selfInflictedClauses } from "./self-inflicted.js";
import { switchPTClauses } from "./switch-pt.js";
import { manaInsteadClause } from "./mana-instead.js";
import { setLifeClauses } from "./set-life.js";
import { asThoughThisTurnClauses } from "./as-though-this-turn.js";
import { eachPlayerClauses } from "./each-player.js";
import { spellFilterClauses } from "./spell-filters.js";
import { destroyPairClauses } from "./destroy-pair.js";
import { returnPairClauses } from "./return-pair.js";
import { revealAtRandomClauses } from "./reveal-random.js";
import { pumpEachOtherClauses } from "./pump-each-other.js";
import { sacrificedCostClauses } from "./sacrificed-cost.js";
import { sacrificedForCostClauses } from "./sacrificed-for-cost.js";
import { additionalCombatClauses } from "./additional-combat.js";
import { coinClashClauses } from "./coin-clash.js";
import { revealUntilClauses } from "./reveal-until.js";
import { topCardsClauses } from "./top-cards.js";
import { whereXCountClauses } from "./where-x-counts.js";
import { whereXPumpClauses } from "./where-x-pumps.js";
import { equalToHighestClauses, whereXClauses } from "./where-x.js";
import { forEachClauses } from "./for-each.js";
import { sameNameClauses } from "./same-name.js";
import { returnSelfClauses } from "./return-self.js";
import { controllerLifeClauses } from "./controller-life.js";
import { itsControllerClauses } from "./its-controller.js";
import { returnEnchanting } from "./return-enchanting.js";
import { xTokenClauses } from "./x-tokens.js";
import { combatantClauses } from "./combatants.js";
import { loseKeywordClauses } from "./lose-keyword.js";
import { colorChangeClauses } from "./color-change.js";
import { selfPumpDamageClauses } from "./self-pump-damage.js";
import { discardThenClauses } from "./discard-then.js";
import { unpreventableClauses } from "./unpreventable.js";

/** Keywords in running text: "flying", "first strike and haste" (camelCase words, as abilities.ts prints them). */
const keywordName = words<string>(Keyword.options.map((k) => [k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`), k]));
const keywordNames: Syntax<string[]> = list(keywordName, "and");

/** An effect whose references to targets hold the target words themselves (or "it"). */
export type Clause = { do: string; [field: string]: unknown };
export type InlineTarget = { target: TargetSpec | "it" };

/** A number printed in digits ("3 damage"). */
export const digits: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n >= 0 ? String(n) : undefined),
};

/** An amount: digits or the announced X (409.1b). */
export const amount: Syntax<number | "X"> = alt<number | "X">(digits, word("X", "X" as const));

/** A signed number of a P/T change: "+3", "-1", "+X". */
const signed: Syntax<number | "X"> = {
  *parse(text, at) {
    const m = /^([+-])(\d+|X)/.exec(text.slice(at));
    if (!m) return;
    if (m[2] === "X") {
      if (m[1] === "+") yield ["X", at + 2];
      return;
    }
    yield [Number(m[1]! + m[2]!), at + m[0].length];
  },
  print: (n) => (n === "X" ? "+X" : Number.isInteger(n) ? (n < 0 ? `-${-n}` : `+${n}`) : undefined),
};

/** "+2/+4" */
export const ptChange: Syntax<{ power: number | "X"; toughness: number | "X" }> = map(
  syn`${signed}/${signed}`,
  ([power, toughness]) => ({ power, toughness }),
  (v) => [v.power, v.toughness],
);

const targetRef = (spec: (s: TargetSpec) => boolean): Syntax<InlineTarget> =>
  map(target, (s) => (spec(s) ? { target: s } : undefined), (r: InlineTarget) => (typeof r === "object" && r && typeof r.target === "object" && spec(r.target) ? r.target : undefined));
const isObject = (s: TargetSpec) => s.kind !== "player" && s.kind !== "creatureOrPlayer";
const isPlayer = (s: TargetSpec) => s.kind === "player";

/** "it" / "that creature" of a triggered ability: the permanent its event names, or the ability's source (targets.ts decides which the trigger allows). */
// "that land": the land a trigger's event names ("When enchanted land becomes tapped, destroy that land.", Spreading Algae).
const EVENT_OBJECTS: Syntax<unknown>[] = [word("it", "thatCreature"), word("that creature", "thatCreature"), word("it", "it:self"), word("that land", "thatCreature")];
/** A permanent an effect acts on: this one (~), a target, or the one named before ("it"). */
// "this card" (Banshee's Blade: "put a charge counter on this card") is the card itself, ~; "~" prints.
const object: Syntax<unknown> = alt<unknown>(word("~", "self"), word("this card", "self"), targetRef(isObject), word("it", { target: "it" }), word("that creature", { target: "it" }), ...EVENT_OBJECTS, word("enchanted creature", "enchanted"));
/** What damage or prevention goes to: a target creature or player, or you. */
const recipient: Syntax<unknown> = alt<unknown>(targetRef((s) => s.kind !== "spell"), word("you", "you"), word("enchanted creature", "enchanted"), word("it", { target: "it" }), word("that player", { target: "it" }), word("that player", "thatPlayer"), word("him or her", "thatPlayer"), word("that land's controller", "thatLandsController"));
/** A player in the third person: "target player", "target opponent", "that player" (the last target, or the player a trigger event names: targets.ts). */
const third: Syntax<unknown> = alt<unknown>(targetRef(isPlayer), word("that player", { target: "it" }), word("that player", "thatPlayer"), word("its controller", "itsController"));

/** "a card", "two cards", "X cards". */
const cards: Syntax<number | "X"> = alt<number | "X">(
  word("a card", 1),
  map(syn`${count} cards`, ([n]) => (n > 1 ? n : undefined), (n) => (typeof n === "number" && n > 1 ? [n] : undefined)),
  word("X cards", "X" as const),
);

/** "you gain 3 life" / "target player gains 3 life": a player's verb in the right person. */
function playerVerb<V>(base: string, third3: string, rest: Syntax<V>, make: (player: unknown, v: V) => Clause, read: (c: Clause) => unknown, imperative = false): Syntax<Clause[]> {
  const forms: Syntax<[unknown, V]>[] = [
    map(syn`you ${lit(base)} ${rest}`, ([, v]) => ["you", v] as [unknown, V], ([p, v]) => (p === "you" ? [null, v] : undefined)),
    map(syn`${third} ${lit(third3)} ${rest}`, ([p, , v]) => [p, v] as [unknown, V], ([p, v]) => (p === "you" ? undefined : [p, null, v])),
  ];
  if (imperative) forms.unshift(map(syn`${lit(base)} ${rest}`, ([, v]) => ["you", v] as [unknown, V], ([p, v]) => (p === "you" ? [null, v] : undefined)));
  return map(alt(...forms), ([p, v]) => [make(p, v)], (cs: Clause[]) => (cs.length === 1 ? read(cs[0]!) : undefined));
}

/** A syntax that says one effect: `make` reads it, `read` gives back the syntax's value (loosely typed, as map's). */
export function one<T>(s: Syntax<T>, make: (v: T) => Clause | undefined, read: (c: Clause) => unknown): Syntax<Clause[]> {
  return map(s, (v) => {
    const c = make(v);
    return c ? [c] : undefined;
  }, (cs) => (cs.length === 1 ? read(cs[0]!) : undefined));
}

/** A damage amount: a number, X, or "that much" (404.1: the damage a damage trigger's event dealt, "Whenever ~ is dealt damage, it deals that much damage to you", Shinka Gatekeeper). */
export const damageAmount: Syntax<number | "X" | "thatMuch"> = alt<number | "X" | "thatMuch">(amount, word("that much", "thatMuch" as const));

const damage = alt<Clause[]>(
  one(syn`~ deals ${damageAmount} damage to ${recipient}`, ([amount, to]) => ({ do: "damage", amount, to }), (c) => (c.do === "damage" && !c.divided && !c.unpreventable ? [c.amount as number, c.to] : undefined)),
  // "When ~ comes into play, it deals 4 damage to you": "it" is the ability's source (targets.ts `itDeals`).
  // "it" is read before the target it deals damage to (409.1c: an event word only precedes every target word).
  one(syn`it deals ${damageAmount} damage to ${recipient}`, ([amount, to]) => ({ do: "damage", itDeals: "it:self", amount, to }), () => undefined),
  map(
    syn`~ deals ${amount} damage to ${recipient} and ${amount} damage to ${recipient}`,
    ([a1, t1, a2, t2]) => [{ do: "damage", amount: a1, to: t1 }, { do: "damage", amount: a2, to: t2 }],
    (cs: Clause[]) => (cs.length === 2 && cs.every((c) => c.do === "damage" && !c.divided && !c.unpreventable) ? [cs[0]!.amount as number, cs[0]!.to, cs[1]!.amount as number, cs[1]!.to] : undefined),
  ),
);

// "you may gain 2 life" (Renewed Faith): after "you may" the verb stands alone.
const life = (verb: "gain" | "lose") =>
  playerVerb(verb, `${verb}s`, syn`${amount} life`, (player, [n]) => ({ do: `${verb}Life`, amount: n, player }), (c) => (c.do === `${verb}Life` ? [c.player, [c.amount]] : undefined), verb === "gain");
/** "Target player loses the game." (102.3). */
const loseGame = playerVerb("lose", "loses", word("the game", null), (player) => ({ do: "loseGame", player }), (c) => (c.do === "loseGame" ? [c.player, null] : undefined));
/** "Target player shuffles his or her library." (Lantern of Insight). */
const shuffleLibrary = one(syn`${third} shuffles his or her library`, ([player]) => ({ do: "shuffleLibrary", player }), (c) => (c.do === "shuffleLibrary" && c.player !== "you" ? [c.player] : undefined));
/** "Double target player's life total.", "double your life total". */
const doubleLife = alt<Clause[]>(
  one(syn`double ${third}'s life total`, ([player]) => ({ do: "doubleLife", player }), (c) => (c.do === "doubleLife" && c.player !== "you" ? [c.player] : undefined)),
  one(lit("double your life total"), () => ({ do: "doubleLife", player: "you" }), (c) => (c.do === "doubleLife" && c.player === "you" ? null : undefined)),
);
const draw = playerVerb("draw", "draws", cards, (player, amount) => ({ do: "draw", amount, player }), (c) => (c.do === "draw" ? [c.player, c.amount] : undefined), true);
/**
 * "Target player draws four cards, then discards three cards." (Careful Consideration): one player,
 * said once; the discard is chosen after the cards are drawn (glossary "Discard"). The discard's
 * player is the draw's: the last target ("it", 409.1c) or the same "that player".
 */
const drawThenDiscard = map(
  syn`${third} draws ${cards}, then discards ${cards}`,
  ([p, n, m]): Clause[] | undefined => (m === "X" ? undefined : [{ do: "draw", amount: n, player: p }, { do: "discard", amount: m, player: typeof p === "object" && p && typeof (p as { target: unknown }).target === "object" ? { target: "it" } : p }]),
  (cs: Clause[]) => {
    const [d, x] = cs;
    if (cs.length !== 2 || d!.do !== "draw" || x!.do !== "discard" || x!.random || x!.amount === "X" || d!.player === "you") return undefined;
    const p = d!.player as { target?: unknown } | string;
    const follows = typeof p === "object" && typeof p.target === "object" ? JSON.stringify(x!.player) === JSON.stringify({ target: "it" }) : JSON.stringify(x!.player) === JSON.stringify(p);
    return follows ? [p, d!.amount, x!.amount] : undefined;
  },
);
const discard = playerVerb("discard", "discards", cards, (player, amount) => ({ do: "discard", amount, player }), (c) => (c.do === "discard" && c.amount !== "X" && !c.random ? [c.player, c.amount] : undefined), true);

const modifyPT = one(
  syn`${object} gets ${ptChange} until end of turn`,
  ([object, pt]) => ({ do: "modifyPT", ...pt, object, duration: "endOfTurn" }),
  (c) => (c.do === "modifyPT" ? [c.object, { power: c.power as number, toughness: c.toughness as number }] : undefined),
);
/** Keywords granted until end of turn, as an effect that "becomes" (layer 6, 418.5). */
const grantWords: Syntax<string[]> = {
  *parse(text, at) {
    for (const [ks, end] of keywordNames.parse(text, at)) yield [ks, end];
  },
  print: (ks) => keywordNames.print(ks),
};
const gains = alt<Clause[]>(
  one(
    syn`${object} gains ${grantWords} until end of turn`,
    ([object, ks]) => ({ do: "becomes", object, modifications: ks.map((keyword) => ({ kind: "addKeyword", keyword })), duration: "endOfTurn" }),
    (c) => (c.do === "becomes" && c.duration === "endOfTurn" && grantsOnly(c) ? [c.object, grantsOnly(c)] : undefined),
  ),
  map(
    syn`${object} gets ${ptChange} and gains ${grantWords} until end of turn`,
    ([object, pt, ks]) => [
      { do: "modifyPT", ...pt, object, duration: "endOfTurn" },
      { do: "becomes", object: { target: "it" } as unknown, modifications: ks.map((keyword) => ({ kind: "addKeyword", keyword })), duration: "endOfTurn" },
    ].map((c, i) => (i === 1 && typeof object === "string" ? { ...c, object } : c)),
    (cs: Clause[]) => {
      const [m, b] = cs;
      if (cs.length !== 2 || m!.do !== "modifyPT" || b!.do !== "becomes" || b!.duration !== "endOfTurn" || !grantsOnly(b!)) return undefined;
      const same = typeof m!.object === "string" ? b!.object === m!.object : JSON.stringify(b!.object) === JSON.stringify({ target: "it" });
      return same ? [m!.object, { power: m!.power, toughness: m!.toughness }, grantsOnly(b!)] : undefined;
    },
  ),
);
/** "Target creature can't block this turn": a restriction until end of turn (layer 6, 418.5). */
const cantThisTurn = (words: string, restriction: "cantBlock" | "cantAttack") =>
  one(
    syn`${object} ${lit(words)} this turn`,
    ([object]) => ({ do: "becomes", object, modifications: [{ kind: "addRestriction", restriction }], duration: "endOfTurn" }),
    (c) => {
      const mods = c.modifications as { kind: string; restriction?: string }[] | undefined;
      return c.do === "becomes" && c.duration === "endOfTurn" && mods?.length === 1 && mods[0]!.kind === "addRestriction" && mods[0]!.restriction === restriction ? [c.object, null] : undefined;
    },
  );
const restrictedThisTurn = alt<Clause[]>(cantThisTurn("can't block", "cantBlock"), cantThisTurn("can't attack", "cantAttack"));

function grantsOnly(c: Clause): string[] | undefined {
  const mods = c.modifications as { kind: string; keyword?: string }[];
  return mods.length && mods.every((m) => m.kind === "addKeyword") ? mods.map((m) => m.keyword!) : undefined;
}

const numericPT = map(ptChange, (v) => (v.power === "X" || v.toughness === "X" ? undefined : (v as { power: number; toughness: number })), (v) => v);
const modifyPTAll = one(
  alt(
    map(syn`${filterPhrase("many")} get ${numericPT} until end of turn`, ([f, pt]) => (f.controller ? ([f, pt] as const) : undefined), ([f, pt]) => (f.controller ? [f, pt] : undefined)),
    map(syn`all ${filterPhrase("many")} get ${numericPT} until end of turn`, ([f, pt]) => [f, pt] as const, ([f, pt]) => (f.controller ? undefined : [f, pt])),
    // "Each 1/1 creature you control gets +1/+2 until end of turn" (Pendelhaven Elder): the same effect, printed in the plural.
    map(syn`each ${filterPhrase("one")} gets ${numericPT} until end of turn`, ([f, pt]) => (f.controller ? ([f, pt] as const) : undefined), () => undefined),
  ),
  ([filter, pt]) => ({ do: "modifyPTAll", filter, ...pt, duration: "endOfTurn" }),
  (c) => (c.do === "modifyPTAll" && !c.other ? [c.filter as Filter, { power: c.power as number, toughness: c.toughness as number }] as const : undefined),
);
/** "{T}: Other creatures you control with flying get +1/+0 until end of turn." (Sprite Noble): the group as it resolves, the ability's source left out. */
const modifyPTOthers = one(
  syn`other ${filterPhrase("many")} get ${numericPT} until end of turn`,
  ([filter, pt]) => (filter.controller ? { do: "modifyPTAll", filter, ...pt, duration: "endOfTurn", other: true } : undefined),
  (c) => (c.do === "modifyPTAll" && c.other && typeof c.power === "number" && typeof c.toughness === "number" ? [c.filter as Filter, { power: c.power, toughness: c.toughness }] : undefined),
);

const destroy = one(
  alt<[unknown, boolean]>(
    map(syn`destroy ${object}`, ([o]) => [o, false], ([o, n]) => (n || (o as { all?: unknown }).all ? undefined : [o])),
    map(syn`destroy ${object}. It can't be regenerated`, ([o]) => [o, true], ([o, n]) => (n && !(o as { all?: unknown }).all ? [o] : undefined)),
    // 419.6b: "That creature can't be regenerated" (Nekrataal), "The creature can't be regenerated" (Mephitic Ooze): the same rider.
    map(syn`destroy ${object}. ${alt(lit("That creature"), lit("The creature"))} can't be regenerated`, ([o]) => [o, true], () => undefined),
    map(syn`destroy all ${filterPhrase("many")}`, ([f]) => [{ all: f }, false], ([o, n]) => (!n && (o as { all?: Filter }).all ? [(o as { all: Filter }).all] : undefined)),
    // "Destroy all other creatures you control" (Desolation Giant): not the ability's source.
    // "Destroy each creature with converted mana cost 3 or less" (Culling Sun): the same as "destroy all creatures ...", printed that way.
    map(syn`destroy each ${filterPhrase("each")}`, ([f]) => [{ all: f }, false], () => undefined),
    // "Destroy each other creature" (Myojin of Cleansing Fire): the same as "destroy all other creatures", printed that way.
    map(syn`destroy each other ${filterPhrase("each")}`, ([f]) => [{ all: { ...f, other: true } }, false], () => undefined),
    map(syn`destroy all other ${filterPhrase("many")}`, ([f]) => [{ all: { ...f, other: true } }, false], ([o, n]) => (!n && (o as { all?: Filter }).all?.other ? [{ ...(o as { all: Filter }).all, other: undefined }] : undefined)),
    map(syn`destroy all ${filterPhrase("many")}. They can't be regenerated`, ([f]) => [{ all: f }, true], ([o, n]) => (n && (o as { all?: Filter }).all ? [(o as { all: Filter }).all] : undefined)),
    // "Destroy all creatures that dealt damage to you this turn." (Retaliate): the creatures in play as it resolves that dealt its controller damage this turn (engine effects/damaged-by.ts).
    map(
      syn`destroy all ${filterPhrase("many")} that dealt damage to you this turn`,
      ([f]) => (f.controller || f.other ? undefined : [{ all: { ...f, dealtDamageToYouThisTurn: true } }, false]),
      ([o, n]) => {
        const all = (o as { all?: Filter }).all;
        if (n || !all?.dealtDamageToYouThisTurn) return undefined;
        const { dealtDamageToYouThisTurn: _, ...rest } = all;
        return [rest];
      },
    ),
  ),
  ([object, n]) => ({ do: "destroy", object, ...(n ? { noRegeneration: true } : {}) }),
  (c) => (c.do === "destroy" && !c.controlledBy ? [c.object, !!c.noRegeneration] : undefined),
);
/** "Destroy all enchantments target player controls" (Primeval Light): the player is the target; the permanents are not targeted. */
const destroyAllOf = one(
  syn`destroy all ${filterPhrase("many")} ${targetPlayer} controls`,
  ([f, t]) => (f.controller ? undefined : { do: "destroy", object: { all: f }, controlledBy: { target: t } }),
  (c) => {
    const all = (c.object as { all?: Filter } | undefined)?.all;
    const t = (c.controlledBy as { target?: TargetSpec } | undefined)?.target;
    return c.do === "destroy" && all && !c.noRegeneration && typeof t === "object" && !all.other ? [all, t] : undefined;
  },
);

const onObject = (verb: string, d: string) => one(syn`${lit(verb)} ${object}`, ([, object]) => ({ do: d, object }), (c) => (c.do === d ? [null, c.object] : undefined));
/** "target creature card from your graveyard": a card in the chooser's graveyard, filtered by card type only (the engine's check, targets.ts). */
const graveyardCard: Syntax<InlineTarget> = map(
  syn`target ${opt(syn`${list(words(["artifact", "creature", "enchantment", "land", "instant", "sorcery"].map((t): [string, string] => [t, t])), "or")} `)}card from your graveyard`,
  ([types]) => ({ target: { kind: "cardInYourGraveyard", ...(types ? { filter: { types: types[0] } } : {}) } as TargetSpec }),
  (r) => {
    const t = (r as { target?: TargetSpec }).target;
    if (!t || typeof t !== "object" || t.kind !== "cardInYourGraveyard" || Object.keys(t).some((k) => !["kind", "filter"].includes(k)) || (t.filter && Object.keys(t.filter).some((k) => k !== "types"))) return undefined;
    return [t.filter?.types ? [t.filter.types] : undefined];
  },
);
const returnToHand = alt<Clause[]>(
  one(syn`return ${object} to its owner's hand`, ([object]) => ({ do: "returnToHand", object }), (c) => (c.do === "returnToHand" ? [c.object] : undefined)),
  one(syn`return ${graveyardCard} to your hand`, ([object]) => ({ do: "returnToHand", object }), (c) => (c.do === "returnToHand" ? [c.object] : undefined)),
  // "Return all creatures to their owners' hands" (Evacuation): the matching permanents as it resolves.
  one(
    alt(syn`return all ${filterPhrase("many")} to their owners' hands`, syn`return all ${filterPhrase("many")} to their owner's hand`),
    ([all]) => ({ do: "returnToHand", object: { all } }),
    (c) => (c.do === "returnToHand" && typeof c.object === "object" && c.object && "all" in c.object ? [(c.object as { all: Filter }).all] : undefined),
  ),
);

/** Mana symbols of an "add" effect: {G} is G, {2} is CC (colorless). */
export const manaSymbols: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG])\})+/.exec(text.slice(at));
    if (!m) return;
    const mana = [...m[0].matchAll(/\{(\d+|[WUBRG])\}/g)].map((s) => (/\d/.test(s[1]!) ? "C".repeat(Number(s[1])) : s[1]!)).join("");
    if (mana) yield [mana, at + m[0].length];
  },
  print(mana) {
    const c = mana.replace(/[^C]/g, "").length;
    if (!/^C*[WUBRG]*$/.test(mana) || !mana) return undefined;
    return (c ? `{${c}}` : "") + [...mana.replace(/C/g, "")].map((x) => `{${x}}`).join("");
  },
};
const oneColorCount = words<number | "X">([["two", 2], ["three", 3], ["X", "X"]]);
const colorSymbol = words<string>([...COLORS.map(([, c]): [string, string] => [`{${c}}`, c])]);
const addMana = alt<Clause[]>(
  one(syn`add ${manaSymbols} to your mana pool`, ([mana]) => ({ do: "addMana", mana }), (c) => (c.do === "addMana" && !c.instead && !c.each && !c.player ? [c.mana as string] : undefined)),
  // "Whenever a player plays a creature spell, that player adds {G} to his or her mana pool." (Tangleroot): the player the event names (404.1), on the stack (406.2).
  one(syn`that player adds ${manaSymbols} to his or her mana pool`, ([mana]) => ({ do: "addMana", mana, player: "thatPlayer" }), (c) => (c.do === "addMana" && !c.instead && !c.each && c.player === "thatPlayer" ? [c.mana as string] : undefined)),
  one(syn`add ${colorSymbol} or ${colorSymbol} to your mana pool`, ([a, b]) => (a === b ? undefined : { do: "addManaOfChoice", mana: a + b }), (c) => (c.do === "addManaOfChoice" && (c.mana as string).length === 2 ? [(c.mana as string)[0]!, (c.mana as string)[1]!] : undefined)),
  one(lit("add one mana of any color to your mana pool"), () => ({ do: "addManaOfChoice", mana: "WUBRG" }), (c) => (c.do === "addManaOfChoice" && c.mana === "WUBRG" && c.count === undefined ? null : undefined)),
  // 406.1: "two/three mana of any one color" (Gilded Lotus), one choice for all of it; "X mana ..." with a "where X is" (Wirewood Channeler, where-x.ts).
  one(syn`add ${oneColorCount} mana of any one color to your mana pool`, ([count]) => ({ do: "addManaOfChoice", mana: "WUBRG", count }), (c) => (c.do === "addManaOfChoice" && c.mana === "WUBRG" && c.count !== undefined ? [c.count as number | "X"] : undefined)),
  // 419.1b: "the chosen color", chosen as the permanent came into play (Coldsteel Heart; engine spells/chosen-color-mana.ts).
  one(lit("add one mana of the chosen color to your mana pool"), () => ({ do: "addManaOfChosenColor" }), (c) => (c.do === "addManaOfChosenColor" ? null : undefined)),
);

export const counterKind = alt<string>(word("+1/+1", "+1/+1"), word("-1/-1", "-1/-1"), word("+1/+0", "+1/+0"), {
  *parse(text, at) {
    const m = /^[a-z]+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (k) => (/^[a-z]+$/.test(k) ? k : undefined),
});
const putCounters = one(
  alt<[number | "X" | "thatMuch", string, unknown]>(
    map(syn`put a ${counterKind} counter on ${object}`, ([k, o]) => [1, k, o], ([n, k, o]) => (n === 1 ? [k, o] : undefined)),
    map(syn`put ${count} ${counterKind} counters on ${object}`, ([n, k, o]) => (n > 1 ? [n, k, o] : undefined), ([n, k, o]) => (typeof n === "number" && n > 1 ? [n, k, o] : undefined)),
    // "Put X +1/+1 counters on target creature, where X is ..." (where-x.ts gives the X its amount).
    map(syn`put X ${counterKind} counters on ${object}`, ([k, o]) => ["X", k, o], ([n, k, o]) => (n === "X" ? [k, o] : undefined)),
    // "Whenever damage is dealt to an opponent, put that many +1/+1 counters on ~." (War Elemental): the damage the trigger's event dealt (404.1).
    map(syn`put that many ${counterKind} counters on ${object}`, ([k, o]) => ["thatMuch", k, o], ([n, k, o]) => (n === "thatMuch" ? [k, o] : undefined)),
  ),
  ([amount, counter, object]) => ({ do: "putCounters", counter, amount, object }),
  (c) => (c.do === "putCounters" && !c.divided && (typeof c.amount === "number" || c.amount === "X" || c.amount === "thatMuch") ? [c.amount, c.counter as string, c.object] : undefined),
);

/** "remove a +1/+1 counter from ~" as an effect (Karstoderm's trigger): as many as it has, up to one (engine/effects/remove-counters.ts). */
const removeCounter = one(
  syn`remove a ${counterKind} counter from ~`,
  ([counter]) => ({ do: "removeCounters", counter, amount: 1, object: "self" }),
  (c) => (c.do === "removeCounters" && c.amount === 1 && c.object === "self" ? [c.counter as string] : undefined),
);

/** "put a +1/+1 counter on that creature and a +1/+1 counter on ~" (Juniper Order Ranger): the verb said once for two objects. */
const putCountersPair = map(
  syn`put a ${counterKind} counter on ${object} and a ${counterKind} counter on ${object}`,
  ([k1, o1, k2, o2]) => [{ do: "putCounters", counter: k1, amount: 1, object: o1 }, { do: "putCounters", counter: k2, amount: 1, object: o2 }],
  (cs: Clause[]) => (cs.length === 2 && cs.every((c) => c.do === "putCounters" && c.amount === 1 && !c.divided) ? [cs[0]!.counter as string, cs[0]!.object, cs[1]!.counter as string, cs[1]!.object] : undefined),
);

export const prevent = one(
  syn`prevent the next ${amount} damage that would be dealt to ${alt<unknown>(recipient, word("~", "self"), word("each creature and each player", "eachCreatureAndPlayer"))} this turn`,
  ([amount, to]) => ({ do: "preventDamage", amount, to }),
  // A shield that does something for the damage it prevents prints with it (prevented-this-way.ts).
  (c) => (c.do === "preventDamage" && c.perPrevented === undefined ? [c.amount as number, c.to] : undefined),
);
const regenerate = onObject("regenerate", "regenerate");
/** "sacrifice ~": the ability's source, by its controller. */
const sacrificeSelf = alt<Clause[]>(
  one(lit("sacrifice ~"), () => ({ do: "sacrificeSelf" }), (c) => (c.do === "sacrificeSelf" ? null : undefined)),
  // "When ~ becomes the target of a spell or ability, sacrifice it." (Skulking Knight): "it" is the
  // ability's source, read as the event word (targets.ts `itDeals`); printed as "sacrifice ~".
  one(lit("sacrifice it"), () => ({ do: "sacrificeSelf", itDeals: "it:self" }), () => undefined),
);

/** "target spell", "target creature spell", "target instant or sorcery spell" (a filter of card types, 415.5). */
const spellTarget: Syntax<InlineTarget> = alt<InlineTarget>(
  targetRef((s) => s.kind === "spell" && !s.filter),
  map(
    syn`target ${list(words(["artifact", "creature", "enchantment", "instant", "sorcery"].map((t): [string, string] => [t, t])), "or")} spell`,
    ([types]) => ({ target: { kind: "spell", filter: { types } } as TargetSpec }),
    (r) => {
      const t = (r as { target?: TargetSpec }).target;
      if (!t || typeof t !== "object" || t.kind !== "spell" || !t.filter?.types || Object.keys(t.filter).length !== 1 || Object.keys(t).length !== 2) return undefined;
      return [t.filter.types];
    },
  ),
);
const counterSpell = one(
  alt<[unknown, unknown]>(
    map(syn`counter ${spellTarget}`, ([o]) => [o, undefined], ([o, u]) => (u === undefined ? [o] : undefined)),
    // "{X}": the X announced for the ability (Martyr of Frost: the number of cards revealed, 409.1b).
    map(syn`counter ${spellTarget} unless its controller pays {${amount}}`, ([o, n]) => [o, n], ([o, u]) => (typeof u === "number" || u === "X" ? [o, u] : undefined)),
  ),
  ([object, unlessPays]) => ({ do: "counter", object, ...(unlessPays !== undefined ? { unlessPays } : {}) }),
  (c) => (c.do === "counter" ? [c.object, c.unlessPays] : undefined),
);
/** "counter that spell or ability" after "Whenever ~ becomes the target of a spell or ability ..." (the Glasskites): the one that targeted it. */
const counterTargeter = one(lit("counter that spell or ability"), () => ({ do: "counterTargeter" }), (c) => (c.do === "counterTargeter" ? null : undefined));

/** "a 1/1 green Saproling creature token" as printed for each token the language knows (216). */
export const tokenWords = (name: string, n: number): string => {
  const t = TOKENS[name]!;
  const colors = t.colors.map((c) => COLORS.find(([, x]) => x === c)![0]).join(" and ");
  const kw = t.keywords?.length ? ` with ${t.keywords.join(", ")}` : "";
  return `${t.power}/${t.toughness} ${colors} ${t.subtypes.join(" ")} ${t.types.join(" ")} token${n > 1 ? "s" : ""}${kw}`;
};
const tokenPhrase: Syntax<[string, number]> = {
  *parse(text, at) {
    for (const [n, end] of count.parse(text, at)) {
      if (text[end] !== " ") continue;
      for (const name of Object.keys(TOKENS)) {
        const w = tokenWords(name, n);
        if (text.startsWith(w, end + 1)) yield [[name, n], end + 1 + w.length];
      }
    }
  },
  print: ([name, n]) => (TOKENS[name] ? `${count.print(n)} ${tokenWords(name, n)}` : undefined),
};
const createTokens = one(
  alt<[string, number]>(
    map(syn`put ${tokenPhrase} into play under your control`, ([t]) => t, (t) => [t]),
    map(syn`put ${tokenPhrase} into play`, ([t]) => t, (t) => [t]),
  ),
  ([token, amount]) => ({ do: "createTokens", token, amount }),
  (c) => (c.do === "createTokens" && typeof c.amount === "number" && !c.controller && !c.removeAtEndOfTurn ? [c.token as string, c.amount] : undefined),
);

const discardHands = one(lit("each player discards his or her hand"), () => ({ do: "discardHands" }), (c) => (c.do === "discardHands" && !c.players && c.player === undefined ? null : undefined));

/** 420.5h: poison counters for you, a target player, or the defending player (of the attack this ability is about). */
const poisoned: Syntax<unknown> = alt<unknown>(targetRef(isPlayer), word("defending player", "defendingPlayer"), word("that player", { target: "it" }), word("that player", "thatPlayer"));
const poison = alt<Clause[]>(
  one(syn`${poisoned} gets a poison counter`, ([player]) => ({ do: "poison", amount: 1, player }), (c) => (c.do === "poison" && c.amount === 1 ? [c.player] : undefined)),
  one(syn`${poisoned} gets ${count} poison counters`, ([player, n]) => (n > 1 ? { do: "poison", amount: n, player } : undefined), (c) => (c.do === "poison" && (c.amount as number) > 1 ? [c.player, c.amount] : undefined)),
  one(lit("you get a poison counter"), () => ({ do: "poison", amount: 1, player: "you" }), (c) => (c.do === "poison" && c.amount === 1 && c.player === "you" ? null : undefined)),
);

/** 300.6: "take an extra turn after this one". */
const extraTurns = alt<Clause[]>(
  one(lit("take an extra turn after this one"), () => ({ do: "extraTurns", amount: 1, player: "you" }), (c) => (c.do === "extraTurns" && c.amount === 1 && c.player === "you" ? null : undefined)),
  one(syn`${third} takes an extra turn after this one`, ([player]) => ({ do: "extraTurns", amount: 1, player }), (c) => (c.do === "extraTurns" && c.amount === 1 && c.player !== "you" ? [c.player] : undefined)),
  one(syn`take ${count} extra turns after this one`, ([n]) => (n > 1 ? { do: "extraTurns", amount: n, player: "you" } : undefined), (c) => (c.do === "extraTurns" && (c.amount as number) > 1 && c.player === "you" ? [c.amount] : undefined)),
);

/**
 * "Search your library for [cards] ..." (glossary "Search"): the cards sought, where they go and
 * the shuffle, one clause: "search your library for a basic land card[, reveal it,] and put it
 * into play tapped. Then shuffle your library" (the sentence's period after it), "..., put that
 * card into play, then shuffle your library", "you may search ... . If you do, shuffle your
 * library", and Kodama's Reach's "put one into play tapped and the other into your hand".
 */
type Sought = { amount: number | "any"; upTo?: true; filter?: Record<string, unknown> };
const NUMBER_WORDS = ["two", "three", "four", "five"];
const BASIC_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const LIBRARY_TYPES = ["artifact", "creature", "enchantment", "land", "instant", "sorcery"];
const COLOR_WORDS: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };
function readQualities(words: string): Record<string, unknown> | undefined {
  const f: Record<string, unknown> = {};
  let rest = words;
  for (const st of ["basic", "legendary"]) if (rest.startsWith(`${st} `)) (f.supertypes = [st]), (rest = rest.slice(st.length + 1));
  // "a multicolored card" (Demand): the whole rest of the words.
  if (rest === "multicolored") return { multicolored: true };
  // "an enchant creature card" (Tallowisp): an Aura card whose Enchant is "creature", nothing narrower (502.45).
  if (rest === "enchant creature") return { enchant: "creature" };
  const color = /^(white|blue|black|red|green) /.exec(rest);
  if (color) (f.colors = [COLOR_WORDS[color[1]!]]), (rest = rest.slice(color[0].length));
  if (LIBRARY_TYPES.includes(rest)) f.types = [rest];
  else if (rest) {
    // "Plains, Island, Swamp, or Mountain", "swamp or mountain" (the fetchlands print them in lower case), "Equipment".
    const items = rest.split(/, or |, | or /).map((w) => (BASIC_TYPES.some((b) => b.toLowerCase() === w) ? w.charAt(0).toUpperCase() + w.slice(1) : w));
    if (!items.every((w) => /^[A-Z][a-z]+$/.test(w))) return undefined;
    const printed = items.length === 1 ? items[0] : items.length === 2 ? `${items[0]} or ${items[1]}` : `${items.slice(0, -1).join(", ")}, or ${items[items.length - 1]}`;
    if (printed !== rest && printed!.toLowerCase() !== rest) return undefined;
    f.subtypes = items;
  }
  return f;
}
const sought: Syntax<Sought> = {
  *parse(text, at) {
    const m =
      /^(a|an|any number of|up to (two|three|four|five)|(two|three|four|five)) (?:(.*?) )?(cards?)( with converted mana cost (\d+|X) or less| with converted mana cost (\d+) or more| that have converted mana cost (\d+)| with a basic land type| named ~)?(?=,| and |\.)/.exec(
        text.slice(at),
      );
    if (!m) return;
    const amount: Sought["amount"] = m[1] === "a" || m[1] === "an" ? 1 : m[1] === "any number of" ? "any" : NUMBER_WORDS.indexOf(m[2] ?? m[3]!) + 2;
    if ((amount === 1) !== (m[5] === "card")) return;
    const filter = readQualities(m[4] ?? "");
    if (!filter) return;
    if (m[7] === "X") filter.convertedManaCostAtMostX = true;
    else if (m[7] !== undefined) filter.convertedManaCostAtMost = Number(m[7]);
    if (m[8] !== undefined) filter.convertedManaCostAtLeast = Number(m[8]);
    if (m[9] !== undefined) filter.convertedManaCost = Number(m[9]);
    // "a card named ~" (Daru Cavalier): the card's own name, whatever it is (effects/search.ts).
    if (m[6] === " named ~") {
      if (Object.keys(filter).length || amount !== 1) return;
      filter.namedSelf = true;
    } else if (m[6] === " with a basic land type") {
      if (JSON.stringify(filter) !== JSON.stringify({ types: ["land"] })) return;
      filter.subtypes = BASIC_TYPES;
    }
    const v: Sought = { amount, ...(m[2] ? { upTo: true as const } : {}), ...(Object.keys(filter).length ? { filter } : {}) };
    if (sought.print(v) !== undefined) yield [v, at + m[0].length];
  },
  print(v) {
    const f = { ...(v.filter ?? {}) } as { supertypes?: string[]; colors?: string[]; types?: string[]; subtypes?: string[]; convertedManaCostAtMost?: number; [k: string]: unknown };
    if (f.namedSelf) return Object.keys(f).length === 1 && v.amount === 1 && !v.upTo ? "a card named ~" : undefined;
    const { supertypes, colors, types, subtypes, convertedManaCostAtMost: atMost, convertedManaCostAtMostX, convertedManaCostAtLeast, convertedManaCost, multicolored, enchant, ...other } = f;
    if ((multicolored || enchant) && (supertypes || colors || types || subtypes)) return undefined;
    if (Object.keys(other).length || (supertypes?.length ?? 0) > 1 || (colors?.length ?? 0) > 1 || (types?.length ?? 0) > 1) return undefined;
    if ([atMost, convertedManaCostAtMostX, convertedManaCostAtLeast, convertedManaCost].filter((n) => n !== undefined).length > 1) return undefined;
    const convertedManaCostAtMost = convertedManaCostAtMostX ? "X" : atMost;
    const basicType = types?.[0] === "land" && JSON.stringify(subtypes) === JSON.stringify(BASIC_TYPES);
    if (types && subtypes && !basicType) return undefined;
    const color = colors && Object.entries(COLOR_WORDS).find(([, c]) => c === colors[0])?.[0];
    if (colors && !color) return undefined;
    const subs = basicType || !subtypes ? undefined : subtypes.length === 1 ? subtypes[0] : subtypes.length === 2 ? `${subtypes[0]} or ${subtypes[1]}` : `${subtypes.slice(0, -1).join(", ")}, or ${subtypes[subtypes.length - 1]}`;
    if (enchant !== undefined && enchant !== "creature") return undefined;
    const quality = [multicolored ? "multicolored" : undefined, enchant ? "enchant creature" : undefined, supertypes?.[0], color, types?.[0], subs].filter((w) => w !== undefined).join(" ");
    const many = v.amount === "any" || v.amount > 1;
    if (v.amount !== "any" && (v.amount < 1 || v.amount > 5 || (v.upTo && v.amount === 1))) return undefined;
    if (v.amount === "any" && v.upTo) return undefined;
    // "cards that have converted mana cost 9" (Grozoth) is said of several cards only.
    if (convertedManaCost !== undefined && !many) return undefined;
    const head = v.amount === "any" ? "any number of" : v.amount === 1 ? (/^[aeiouAEIOU]/.test(quality || "card") ? "an" : "a") : `${v.upTo ? "up to " : ""}${NUMBER_WORDS[v.amount - 2]}`;
    const tail =
      convertedManaCostAtMost !== undefined
        ? ` with converted mana cost ${convertedManaCostAtMost} or less`
        : convertedManaCostAtLeast !== undefined
          ? ` with converted mana cost ${convertedManaCostAtLeast} or more`
          : convertedManaCost !== undefined
            ? ` that have converted mana cost ${convertedManaCost}`
            : basicType
              ? " with a basic land type"
              : "";
    return `${head} ${quality ? `${quality} ` : ""}${many ? "cards" : "card"}${tail}`;
  },
};
const destination = words<string>([[" into your hand", "hand"], [" into play tapped", "playTapped"], [" into play", "play"], [" into your graveyard", "graveyard"]]);
const pronoun = (plural: boolean) => (plural ? alt(lit("them"), lit("those cards")) : alt(lit("it"), lit("that card")));
/** "Then shuffle your library" after "you may search ..." (Krosan Tusker, Fierce Empath, One with Nature) is the searcher's shuffle, as "If you do, shuffle" is: the Oracle wording of the time says "..., then shuffle your library" inside the "may". */
const UNDER = " into play tapped under ";
const MAY_SHUFFLES = [". If you do, shuffle your library", ". Then shuffle your library"];
/** "If you do, shuffle your library and put that card on top of it." (Momir Vig): the card found goes on top after the shuffle. */
const TOP_AFTER_SHUFFLE = ". If you do, shuffle your library and put that card on top of it";
export const search: Syntax<Clause[]> = {
  *parse(text, at) {
    const may = text.startsWith("you may ", at);
    const from = at + (may ? "you may ".length : 0);
    if (!text.startsWith("search your library for ", from)) return;
    for (const [v, end] of sought.parse(text, from + "search your library for ".length)) {
      const plural = v.amount === "any" || v.amount > 1;
      const found = (reveal: boolean, to: unknown): Clause[] => [{ do: "search", ...v, ...(reveal ? { reveal: true } : {}), to, ...(may ? { may: true } : {}) }];
      const make = (reveal: boolean, to: unknown, pos: number, shuffle: string): Reading<Clause[]> | undefined =>
        text.startsWith(shuffle, pos) ? [found(reveal, to), pos + shuffle.length] : undefined;
      const shuffles = may ? MAY_SHUFFLES : [". Then shuffle your library", ", then shuffle your library"];
      if (may && !plural) {
        // "you may search your library for an Elf card. If you do, reveal that card and put it into your hand. Then shuffle your library." (Wirewood Herald)
        const head = ". If you do, reveal that card and put it";
        if (text.startsWith(head, end))
          for (const [to, de] of destination.parse(text, end + head.length)) {
            const r = make(true, to, de, ". Then shuffle your library");
            if (r) yield r;
          }
        if (text.startsWith(" and reveal it", end) && text.startsWith(TOP_AFTER_SHUFFLE, end + " and reveal it".length)) yield [found(true, "topAfterShuffle"), end + " and reveal it".length + TOP_AFTER_SHUFFLE.length];
      }
      for (const reveal of [false, true]) {
        let pos = end;
        if (reveal) {
          if (!text.startsWith(", reveal ", pos)) continue;
          const r = [...pronoun(plural).parse(text, pos + ", reveal ".length)];
          if (!r.length) continue;
          pos = r[0]![1];
        }
        for (const sep of reveal ? [", and put ", ", put "] : [" and put ", ", put "]) {
          if (!text.startsWith(sep, pos)) continue;
          const p = pos + sep.length;
          const shuffle = (_: number) => shuffles.filter((sh) => (sep === ", put " ? sh.startsWith(",") : sh.startsWith(".")));
          if (v.amount === 2 && text.startsWith("one into play tapped and the other into your hand", p)) {
            for (const sh of shuffle(p)) {
              const r = make(reveal, ["playTapped", "hand"], p + "one into play tapped and the other into your hand".length, sh);
              if (r) yield r;
            }
          }
          for (const [, pe] of pronoun(plural).parse(text, p)) {
            for (const [to, de] of destination.parse(text, pe))
              for (const sh of shuffle(pe)) {
                const r = make(reveal, to, de, sh);
                if (r) yield r;
              }
            // "put it into play tapped under target player's control" (Yavimaya Dryad): the player is the ability's target.
            if (!text.startsWith(UNDER, pe)) continue;
            for (const [spec, te] of target.parse(text, pe + UNDER.length)) {
              if (spec.kind !== "player" || !text.startsWith("'s control", te)) continue;
              for (const sh of shuffle(te)) {
                const r = make(reveal, "playTapped", te + "'s control".length, sh);
                if (r) yield [[{ ...r[0][0]!, controller: { target: spec } }], r[1]];
              }
            }
          }
        }
      }
    }
  },
  print(cs) {
    if (cs.length !== 1 || cs[0]!.do !== "search") return undefined;
    const { do: _, amount, upTo, filter, reveal, to, may, controller, ...other } = cs[0]! as Clause & Sought & { reveal?: true; to: unknown; may?: true; controller?: { target: TargetSpec } };
    if (Object.keys(other).length) return undefined;
    const under = controller && to === "playTapped" && typeof controller.target === "object" && controller.target.kind === "player" ? target.print(controller.target) : undefined;
    if (controller && !under) return undefined;
    const what = sought.print({ amount: amount ?? 1, ...(upTo ? { upTo } : {}), ...(filter ? { filter } : {}) });
    if (!what) return undefined;
    if (to === "topAfterShuffle") return may && reveal && (amount ?? 1) === 1 ? `you may search your library for ${what} and reveal it${TOP_AFTER_SHUFFLE}` : undefined;
    const plural = amount === "any" || (amount ?? 1) > 1;
    const dest = Array.isArray(to) ? (JSON.stringify(to) === '["playTapped","hand"]' && amount === 2 ? "one into play tapped and the other into your hand" : undefined) : (() => {
      const d = under ? `${UNDER}${under}'s control` : destination.print(to as string);
      return d && `${plural ? "them" : "it"}${d}`;
    })();
    if (!dest) return undefined;
    return `${may ? "you may " : ""}search your library for ${what}${reveal ? `, reveal ${plural ? "them" : "it"},` : ""} and put ${dest}${may ? ". If you do, shuffle your library" : ". Then shuffle your library"}`;
  },
};

/** Effects that may follow "you may" (language.ts MayEffect). */
export const IMMEDIATE = (c: Clause) => !["search", "discard", "handToTop", "damage", "changeText", "chooseFromHand", "orderTopOfLibrary", "putFromHand", "lookAtTopPutOneInHand", "topCards", "revealedToBottom", "revealCardsFromHand", "damageEach", "damageEqual", "shieldFromChosenSource", "recover", "ripple", "sacrifice", "returnChosen"].includes(c.do) && !(c.do === "counter" && c.unlessPays !== undefined);

/** Every effect clause but "you may". */
/** "you lose 1 life for each +1/+1 counter on it": counted on the ability's source as it resolves. */
const losePerCounter = one(
  syn`you lose ${digits} life for each ${counterKind} counter on it`,
  ([times, perCounter]) => (times > 0 ? { do: "loseLife", amount: { perCounter, times }, player: "you" } : undefined),
  (c) => {
    const a = c.amount as { perCounter?: string; times?: number } | undefined;
    return c.do === "loseLife" && c.player === "you" && typeof a === "object" && a.perCounter ? [a.times, a.perCounter] : undefined;
  },
);
/** What is sacrificed: "a creature", "an artifact or creature", "two creatures", "four lands". */
export const sacrificed: Syntax<[number, Filter]> = alt<[number, Filter]>(
  map(syn`${alt(lit("a "), lit("an "))}${filterPhrase("one")}`, ([, f]) => (f.controller ? undefined : [1, f] as [number, Filter]), ([n, f]) => (n === 1 ? [null, f] : undefined)),
  map(syn`${count} ${filterPhrase("many")}`, ([n, f]) => (n > 1 && !f.controller ? [n, f] as [number, Filter] : undefined), ([n, f]) => (n > 1 ? [n, f] : undefined)),
);
/** Glossary "Sacrifice": "target opponent sacrifices a creature", "each player sacrifices two creatures", "each other player sacrifices a creature" (effects/edicts.ts). */
const sacrifice = one(
  alt<[unknown, [number, Filter]]>(
    map(syn`${third} sacrifices ${sacrificed}`, ([p, x]) => [p, x] as [unknown, [number, Filter]], ([p, x]) => (p === "each" || p === "eachOther" || p === "you" ? undefined : [p, x])),
    map(syn`each player sacrifices ${sacrificed}`, ([x]) => ["each", x] as [unknown, [number, Filter]], ([p, x]) => (p === "each" ? [x] : undefined)),
    map(syn`each other player sacrifices ${sacrificed}`, ([x]) => ["eachOther", x] as [unknown, [number, Filter]], ([p, x]) => (p === "eachOther" ? [x] : undefined)),
    // "When Accursed Centaur comes into play, sacrifice a creature.": the ability's controller sacrifices one (glossary "Sacrifice").
    map(syn`sacrifice ${sacrificed}`, ([x]) => ["you", x] as [unknown, [number, Filter]], ([p, x]) => (p === "you" ? [x] : undefined)),
  ),
  ([player, [amount, filter]]) => ({ do: "sacrifice", player, amount, filter }),
  (c) => (c.do === "sacrifice" ? [c.player, [c.amount as number, c.filter as Filter]] : undefined),
);

/** What a creature "has" while a Courier remains tapped: keywords, or "can't be the target of spells or abilities". */
type Mod = { kind: string; [k: string]: unknown };
const hasWhileTapped: Syntax<Mod[]> = alt<Mod[]>(
  map(syn`has ${grantWords}`, ([ks]) => ks.map((keyword) => ({ kind: "addKeyword", keyword })), (ms) => (ms.length && ms.every((m) => m.kind === "addKeyword") ? [ms.map((m) => m.keyword as string)] : undefined)),
  word("can't be the target of spells or abilities", [{ kind: "addRestriction", restriction: "cantBeTargeted" }]),
);
/** "As long as ~ remains tapped, target Zombie gets +2/+2 and has fear" (the Couriers): effects that last while the source stays tapped (durations.ts). */
const whileTapped = one(
  syn`as long as ~ remains tapped, ${object} gets ${numericPT} and ${hasWhileTapped}`,
  ([object, pt, mods]) => ({ do: "becomes", object, modifications: [{ kind: "modifyPT", ...pt }, ...mods], duration: "whileSourceTapped" }),
  (c) => {
    const mods = c.modifications as Mod[] | undefined;
    if (c.do !== "becomes" || c.duration !== "whileSourceTapped" || !mods || mods.length < 2 || mods[0]!.kind !== "modifyPT") return undefined;
    return [c.object, { power: mods[0]!.power, toughness: mods[0]!.toughness }, mods.slice(1)];
  },
);

// One clause family per line: add a new family as a new line (merges stay additive).
const plainClause: Syntax<Clause[]> = alt(
  unpreventableClauses(damage),
  search,
  gains,
  restrictedThisTurn,
  discardHands,
  poison,
  extraTurns,
  damage,
  life("gain"),
  life("lose"),
  loseGame,
  shuffleLibrary,
  doubleLife,
  draw,
  discard,
  drawThenDiscard,
  modifyPT,
  modifyPTOthers,
  modifyPTAll,
  destroy,
  destroyAllOf,
  onObject("tap", "tap"),
  onObject("untap", "untap"),
  returnToHand,
  addMana,
  putCounters,
  removeCounter,
  putCountersPair,
  prevent,
  regenerate,
  counterSpell,
  counterTargeter,
  createTokens,
  losePerCounter,
  sacrifice,
  whileTapped,
  flipClause,
  colorChoiceClauses(object, third),
  sacrificeSelf,
  massDamage,
  eachLosesLife,
  preventAll,
  gainThatMuch,
  damageEqual,
  shieldFromChosenSource,
  discardAtRandom,
  handLibraryClauses,
  lazy(() => returnChosen),
  lazy(() => additionalLandPlays),
  lazy(() => sacrificeUnlessYouPay),
  lazy(() => nextUpkeepDraw),
  lazy(() => whenThatCreatureDies),
  lazy(() => libraryLookClauses),
  lazy(() => counterAbilityClause),
  lazy(() => changeTargetClause),
  lazy(() => returnSelfFromGraveyard),
  lazy(() => removalClauses),
  lazy(() => skipClauses),
  lazy(() => describedTokenClauses),
  lazy(() => tapAllClauses),
  lazy(() => winGameClauses),
  lazy(() => playerUntapSkipClauses),
  lazy(() => damageThisTurnClauses),
  lazy(() => untapNextClauses),
  lazy(() => redirectionClauses),
  lazy(() => combatRemovalClauses),
  lazy(() => controlClauses),
  lazy(() => namingClauses),
  lazy(() => exchangeClauses),
  lazy(() => cantLoseClauses),
  lazy(() => payOrNotClauses),
  lazy(() => tapOrUntapClause),
  lazy(() => unlessSacrificeClauses),
  lazy(() => sacrificeUnlessDamaged),
  counterAmountClauses,
  gainTimesXLife,
  drawPerCountClauses,
  lazy(() => countedPumpClauses),
  lazy(() => selfDamageClauses),
  lazy(() => coinFlipClauses),
  lazy(() => copyThatSpellClause),
  lazy(() => perColorClauses),
  lazy(() => countersEachClauses),
  lazy(() => unlessDiscardClauses),
  lazy(() => searchFoundClauses),
  lazy(() => tokenRemovalClauses),
  lazy(() => xPumpClauses),
  lazy(() => handCountClauses),
  lazy(() => handSizeConditionalClauses),
  lazy(() => libraryThenClauses),
  lazy(() => blockTriggerClauses),
  chosenTypeClauses(() => modeClauses),
  lazy(() => upToTargetClauses),
  lazy(() => manaSpentClauses),
  untargetableClauses(object, grantWords, ptChange),
  lazy(() => dividedDamageClauses),
  lazy(() => chosenColorShield),
  lazy(() => massGrantClauses(grantWords, numericPT)),
  lazy(() => typeSharerClauses(grantWords, numericPT)),
  perPermanentClauses,
  graveyardCountClauses,
  graveyardCardClauses,
  lazy(() => subtypeSpellClauses),
  attackThisTurnClauses(object),
  lazy(() => animationClauses(object, grantWords)),
  lazy(() => animationThenSacrifice(object, grantWords)),
  lazy(() => removedIfDiesClauses(object)),
  lazy(() => cantRegenerateClauses(object)),
  lazy(() => controlConditionalClauses),
  lazy(() => removeNamedClauses),
  lazy(() => selfPumpThenSacrifice),
  lazy(() => evasionClauses(object)),
  lazy(() => insteadIfClauses),
  lazy(() => lastKnownClauses),
  lazy(() => manaInsteadClause),
  lazy(() => setLifeClauses),
  lazy(() => shieldGainingLife),
  lazy(() => shieldFromTarget),
  lazy(() => preventedThisWayClauses),
  lazy(() => thatCreatureDamageClauses),
  lazy(() => sourcePowerClauses),
  asThoughThisTurnClauses(object),
  lazy(() => eachPlayerClauses),
  lazy(() => spellFilterClauses),
  lazy(() => destroyPairClauses),
  lazy(() => returnPairClauses),
  lazy(() => revealAtRandomClauses),
  lazy(() => pumpEachOtherClauses),
  lazy(() => sacrificedCostClauses),
  lazy(() => sacrificedForCostClauses),
  lazy(() => additionalCombatClauses),
  lazy(() => coinClashClauses),
  lazy(() => revealUntilClauses),
  lazy(() => topCardsClauses),
  lazy(() => controllerLifeClauses),
  handDiscardClauses(third),
  lazy(() => imprintClauses),
  lazy(() => trainingClauses),
  lazy(() => couldProduceClauses),
  lazy(() => untapUpToClauses),
  lazy(() => xTokenClauses),
  lazy(() => combatantClauses),
  loseKeywordClauses(object),
  colorChangeClauses(object, ptChange, grantWords),
  lazy(() => selfPumpDamageClauses(ptChange, grantWords, digits)),
  lazy(() => discardThenClauses),
  lazy(() => whereXCountClauses),
  lazy(() => whereXPumpClauses),
  lazy(() => sameNameClauses),
  lazy(() => returnSelfClauses),
  lazy(() => graveyardToPlayClauses),
  lazy(() => namedInGraveyardsClauses),
  manaPerCountClauses,
  mainPhaseManaClauses,
  lazy(() => sacrificeThenDamageThatCreature),
  lazy(() => controllerDamageClauses),
  lazy(() => attachClauses),
  lazy(() => shuffleSelfClauses),
  lazy(() => lifeLostClauses),
  lazy(() => lifeLostThisTurnClauses),
  lazy(() => damageDealtGain),
  lazy(() => convertedCostClauses),
  lazy(() => discardAllClauses),
  lazy(() => whereXSignedClauses),
  lazy(() => selfInflictedClauses),
  lazy(() => switchPTClauses),
  lazy(() => itsControllerClauses),
  lazy(() => returnEnchanting),
  lazy(() => equalToHighestClauses),
  lazy(() => durationFirstClauses(object, grantWords, ptChange)),
  lazy(() => quotedGrantClauses(object, grantWords)),
  lazy(() => whereXClauses),
  forEachClauses,
  lazy(() => turnFaceUpClauses),
);

/** Clauses of a sentence as "you may" reads them (its-controller.ts reads "its controller may" with them). */
export const plainClauses: Syntax<Clause[]> = lazy(() => chain(plainClause));

/** Clauses joined in one sentence: "A and B", "A, then B". */
function chain(clause: Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      for (const [first, end] of clause.parse(text, at)) {
        yield [first, end];
        for (const sep of [" and ", ", then "]) {
          if (!text.startsWith(sep, end)) continue;
          // "you may untap it and remove it from combat": "may" covers the clauses joined by "and" (it reads them itself).
          if (sep === " and " && first.length === 1 && first[0]!.do === "may") continue;
          for (const [rest, end2] of this.parse(text, end + sep.length)) yield [[...first, ...rest], end2];
        }
      }
    },
    print: (cs) => printGreedy(clause, cs, " and "),
  };
}

/** Prints clauses from the left, each taking as many effects as it can say. */
function printGreedy(clause: Syntax<Clause[]>, cs: Clause[], sep: string, each: (s: string, i: number) => string = (s) => s): string | undefined {
  const out: string[] = [];
  let at = 0;
  while (at < cs.length) {
    let done = false;
    for (let len = cs.length - at; len >= 1 && !done; len--) {
      const s = clause.print(cs.slice(at, at + len));
      if (s === undefined) continue;
      out.push(each(s, out.length));
      at += len;
      done = true;
    }
    if (!done) return undefined;
  }
  return out.length ? out.join(sep) : undefined;
}

/** "you may [effects that finish at once]" (its controller chooses as it resolves). */
const may: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith("you may ", at)) return;
    const from = at + "you may ".length;
    for (const [effects, end] of chain(plainClause).parse(text, from)) {
      // The prompt is the clause as printed (its first letter capitalised).
      const said = text.slice(from, end);
      if (effects.every(IMMEDIATE)) yield [[{ do: "may", text: said.charAt(0).toUpperCase() + said.slice(1), effects }], end];
    }
  },
  print: (cs) => {
    if (cs.length !== 1 || cs[0]!.do !== "may" || cs[0]!.player !== undefined) return undefined;
    const inner = chain(plainClause).print(cs[0]!.effects as Clause[]);
    return inner === undefined ? undefined : `you may ${inner}`;
  },
};

/** The trigger's own words name the source ("Whenever ~ deals combat damage to a player, "): "it" is the source. */
const SELF_TRIGGER = /^(When|Whenever) ~ /;
/**
 * "you may sacrifice ~. If you do, draw a card." (Dreamcatcher), "you may sacrifice it. If you do,
 * gain control of target creature that player controls." (Riptide Entrancer): the sacrifice and the
 * effects of the next sentence in one "may" (`ifYouDo`), which happen only if it was sacrificed.
 */
const maySacrificeIfYouDo: Syntax<Clause[]> = {
  *parse(text, at) {
    for (const self of ["~", "it"]) {
      const head = `you may sacrifice ${self}. If you do, `;
      if (!text.startsWith(head, at) || (self === "it" && !SELF_TRIGGER.test(text.slice(0, at)))) continue;
      for (const [effects, end] of chain(plainClause).parse(text, at + head.length))
        // A search (Blood Speaker) or one player's discard (Haunted Cadaver) after "If you do" waits for that player inside the "may" (engine effects.ts `runBranch`).
        if (effects.every((c) => IMMEDIATE(c) || c.do === "draw" || (c.do === "search" && !c.may) || (c.do === "discard" && c.player !== "each" && c.player !== "eachOpponent"))) yield [[{ do: "may", text: `Sacrifice ${self}`, effects: [{ do: "sacrificeSelf" }, ...effects], ifYouDo: true }], end];
    }
  },
  print: (cs) => {
    const e = cs.length === 1 ? cs[0]! : undefined;
    if (e?.do !== "may" || !e.ifYouDo) return undefined;
    const [first, ...rest] = e.effects as Clause[];
    const inner = first?.do === "sacrificeSelf" ? chain(plainClause).print(rest) : undefined;
    return inner === undefined ? undefined : `you may sacrifice ${e.text === "Sacrifice it" ? "it" : "~"}. If you do, ${inner}`;
  },
};

const clause: Syntax<Clause[]> = alt(lazy(() => mayHaveClauses), maySacrificeIfYouDo, may, plainClause);

/** The clauses of one mode of a modal spell ("you gain 5 life"; "prevent the next ..."), without a period. */
export const modeClauses: Syntax<Clause[]> = chain(clause);

/**
 * The effects of a spell or ability: sentences of clauses. `capitalFirst`: the first sentence
 * begins the text (a spell, or after "{cost}: "); after a trigger's comma it doesn't.
 */
export function effectText(capitalFirst: boolean): Syntax<Clause[]> {
  const sentence = (cap: boolean) => syn`${cap ? capital(chain(clause)) : chain(clause)}.`;
  return {
    *parse(text, at) {
      function* rest(acc: Clause[], pos: number): Generator<[Clause[], number]> {
        yield [acc, pos];
        if (text[pos] !== " ") return;
        for (const [[cs], end] of sentence(true).parse(text, pos + 1)) yield* rest([...acc, ...cs], end);
        // "Destroy target artifact. Then add {G}{G}{G} to your mana pool." (Deconstruct): the effects happen in printed order
        // anyway (413.2), so "Then" is read and not kept; the canonical wording leaves it out.
        if (text.startsWith("Then ", pos + 1)) for (const [[cs], end] of sentence(false).parse(text, pos + 6)) yield* rest([...acc, ...cs], end);
      }
      for (const [[cs], end] of sentence(capitalFirst).parse(text, at)) yield* rest(cs, end);
    },
    print: (cs) => printGreedy(clause, cs, " ", (s, i) => (i > 0 || capitalFirst ? s.charAt(0).toUpperCase() + s.slice(1) : s) + "."),
  };
}

