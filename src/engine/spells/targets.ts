// Targets (415): what each kind of target may be, the legal choices when a spell or ability
// is played (409.1c), and whether a target is still legal when it resolves (413.2a).
import { controllerOf } from "../effects/control.js";
import type { ObjectFilter, TargetSpec } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { convertedManaCosts } from "../../cards/split-cards.js";
import { enchantedMatches } from "../effects/enchanted-status.js";
import { characteristics, characteristicsMatch, copiableName } from "../effects/characteristics.js";
import { readingState, whileReading } from "../effects/characteristics.js";
import { inGame, opponents, permanents, player } from "../game/game.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { colorWord } from "../effects/text-changing.js";
import { protectedFrom, qualitiesOf, type Source } from "../keywords/protection.js";
import { untargetableBy } from "./untargetable.js";
import { barredBySpellColor } from "./untargetable-colors.js";
import { playerUntargetable } from "./untargetable-players.js";
import { combatMatches } from "../combat/combat-status.js";
import { abilityIsLegalTarget, describeAbilityTarget } from "./ability-targets.js";
import type { CardObject, GameObject, GameState, ObjectId, PlayerId, Target } from "../game/types.js";
import { agree } from "../view/wording.js";
import { boundWords, powerMatches } from "../effects/power-bounds.js";
import { countersMatch } from "../effects/counter-status.js";
import { dealtDamageMatches, playerDamagedBy } from "../effects/damaged-by.js";

/** Whether a permanent matches a filter, from the point of view of `viewer` ("you"); `x`: the value announced for the
 * X of the spell or ability whose filter it is ("with converted mana cost X"), undefined while it is not yet announced
 * (409.1b: any value could still be, so the filter says nothing about it); `spellCost`: the converted mana cost of the
 * spell whose playing triggered the ability ("with that spell's converted mana cost", the Kirin; none matches without one). */
export function matchesFilter(s: GameState, o: CardObject, f: ObjectFilter | undefined, viewer: PlayerId, x?: number, spellCost?: number): boolean {
  if (!f) return true;
  if (!characteristicsMatch(characteristics(s, o), f)) return false;
  const controller = f.controller ? controllerOf(s, o) : undefined;
  if (f.controller === "you" && controller !== viewer) return false;
  if (f.controller === "opponent" && !opponents(s, viewer).includes(controller!)) return false;
  if (f.controller === "notYou" && controller === viewer) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.nontoken && o.token) return false; // 216
  if (f.faceDown && !o.faceDown) return false; // 504
  if (!combatMatches(s, o, f)) return false;
  if (!enchantedMatches(s, o, f)) return false;
  if (f.convertedManaCostAtMost !== undefined && convertedManaCost(o) > f.convertedManaCostAtMost) return false;
  // 505.6: "N or more" is "yes" for a split card if either half's is: its larger one answers.
  if (f.convertedManaCostAtLeast !== undefined && Math.max(...convertedManaCosts(getCard(copiableName(o)), getCard)) + announcedX(o) < f.convertedManaCostAtLeast) return false;
  // 505.6: "with converted mana cost X" is "yes" for a split card (not on the stack) if either half's is.
  if (f.convertedManaCostX && x !== undefined && !convertedManaCosts(getCard(copiableName(o)), getCard).some((n) => n + announcedX(o) === x)) return false;
  // "with converted mana cost X or less" (Quillmane Baku): 505.6, the smaller half of a split card answers.
  if (f.convertedManaCostAtMostX && x !== undefined && convertedManaCost(o) > x) return false;
  // 505.6 the same way for "with that spell's converted mana cost" (the Kirin).
  if (f.convertedManaCostOfThatSpell && (spellCost === undefined || !convertedManaCosts(getCard(copiableName(o)), getCard).some((n) => n + announcedX(o) === spellCost))) return false;
  if (!powerMatches(s, o, f, x)) return false;
  if (!countersMatch(o, f)) return false;
  if (!dealtDamageMatches(s, o, f, viewer)) return false;
  return true;
}

/** 203.3: the converted mana cost; on the stack X counts as the value announced for it. 505.6: "N or less"
 * is "yes" for a split card (not on the stack) if either half's is, so its smaller one answers. */
export function convertedManaCost(o: CardObject): number {
  const info = getCard(copiableName(o));
  return Math.min(...convertedManaCosts(info, getCard)) + announcedX(o);
}

/** 203.3: on the stack, each X in the mana cost counts as the value announced for it (Spell Snare's "converted mana cost 2" sees {X}{R} with X 1). */
function announcedX(o: CardObject): number {
  return o.zone === "stack" ? getCard(copiableName(o)).cost.x * (o.x ?? 0) : 0;
}

const KIND_TYPES: Record<TargetSpec["kind"], string[] | null> = {
  player: null,
  creature: ["creature"],
  creatureOrPlayer: ["creature"],
  permanent: [],
  cardInYourGraveyard: null,
  cardInAGraveyard: null,
  spellOrPermanent: [],
  spell: [],
  activatedAbility: null,
  spellOrAbility: [],
  ability: null,
};

/**
 * Whose targets they are: `id`, the spell itself or the ability's source as it is now (217.1c),
 * which "another target" (`notSelf`) excludes, and a spell target always (415.6); `source`, the
 * spell or the ability's source as it last existed, whose qualities protection sees (502.7).
 */
export interface Targeter {
  id: ObjectId;
  source: Source;
  /** The X announced for the spell or ability (409.1b, before its targets, 409.1c): "target creature with converted mana cost X". */
  x?: number;
  /** The converted mana cost of the spell whose playing triggered the ability: "target creature with that spell's converted mana cost" (Skyfire Kirin). */
  spellCost?: number;
  /** The player a triggered ability's event names (404.1): "target creature that player controls". */
  triggerPlayer?: PlayerId;
}

/** A spell, or a permanent playing an ability, choosing targets as the object it is now. */
export function targeter(id: ObjectId): Targeter {
  return { id, source: { id } };
}

export function isLegalTarget(s: GameState, spec: TargetSpec, t: Target, controller: PlayerId, self?: Targeter): boolean {
  // 415.6: a spell on the stack is an illegal target for itself.
  if ((spec.notSelf || spec.kind === "spell" || spec.kind === "spellOrAbility") && "object" in t && t.object === self?.id) return false;
  // 415.7: "with a single target": a spell or ability that chose one target, and only one.
  if (spec.singleTarget && !("object" in t && hasSingleTarget(s.objects[t.object]))) return false;
  if ("player" in t) {
    if (spec.kind !== "player" && spec.kind !== "creatureOrPlayer") return false;
    if (spec.opponent && !opponents(s, controller).includes(t.player)) return false;
    if (spec.teammate && (t.player === controller || player(s, t.player).team !== player(s, controller).team)) return false;
    if (spec.dealtDamageBySelf && !playerDamagedBy(s, t.player, self?.source.id)) return false;
    if (playerUntargetable(s, t.player)) return false; // Ivory Mask
    return inGame(s).some((p) => p.id === t.player) && inRange(s, controller, t.player); // 601.4
  }
  if (spec.kind === "cardInYourGraveyard" || spec.kind === "cardInAGraveyard") return cardInGraveyardIsLegal(s, spec, t.object, controller, self?.x);
  if (spec.kind === "activatedAbility" || spec.kind === "ability" || (spec.kind === "spellOrAbility" && s.objects[t.object]?.kind === "ability")) return abilityIsLegalTarget(s, spec, t.object, controller);
  const types = KIND_TYPES[spec.kind];
  if (!types) return false;
  const o = s.objects[t.object];
  if (spec.kind === "spellOrPermanent" && o?.kind === "card" && o.zone === "stack")
    // 415.?: a spell can't target itself; a spell is within range as its controller is (601.2d).
    return o.id !== s.playing?.object && inRange(s, controller, o.controller);
  // 415.5: a spell target is a card or copy on the stack (an ability there is not a spell).
  const zone = spec.kind === "spell" || spec.kind === "spellOrAbility" ? "stack" : "play";
  if (!o || o.kind !== "card" || o.zone !== zone) return false;
  if (!inRange(s, controller, controllerOf(s, o))) return false; // 601.2d, 601.4
  const c = characteristics(s, o); // read once for the type, the power, protection and what forbids targeting it
  if (types.length && !types.some((ty) => c.types.includes(ty))) return false;
  if (spec.powerAtMost && (c.power ?? 0) > countOf(s, spec.powerAtMost.count, controller)) return false;
  // 502.7: not by a spell with a quality it has protection from, nor an ability of such a source
  // (whose qualities are read only for a permanent with some protection: most have none).
  if (c.keywords.some(isProtection) && protectedFrom(s, o, qualitiesOf(s, self?.source))) return false;
  // Only a spell or ability targets (`self`): an Aura staying attached, or a copy of an Aura choosing what it enchants, doesn't.
  if (self && untargetableBy(s, o, controller, c)) return false;
  if (self && barredBySpellColor(s, o, self)) return false;
  if (spec.defendingPlayer && !controlledByDefender(s, o, self?.source.id)) return false;
  if (spec.thatPlayerControls && controllerOf(s, o) !== self?.triggerPlayer) return false;
  // "target creature blocking it": blocking the ability's source now (checked again as it resolves, 413.2a).
  if (spec.blockingSelf && !s.combat?.blocks.some((b) => b.blocker === o.id && b.attacker === self?.source.id)) return false;
  if (spec.ofChosenColor && !ofChosenColor(s, c.colors, self?.source)) return false;
  // "target artifact creature or black creature" (Purge): either filter.
  return matchesFilter(s, o, spec.filter, controller, self?.x, self?.spellCost) || (!!spec.orFilter && matchesFilter(s, o, spec.orFilter, controller, self?.x, self?.spellCost));
}

/** Whether a keyword is a protection (502.7): `protectedFrom` looks at no other. */
const isProtection = (k: string) => k.startsWith("protectionFrom");

/** "Target permanent of the chosen color" (Pentarch Paladin): the color chosen as the source came into play (419.1b), as it
 * last existed if it has left play (413.2); with no choice made, nothing is of the chosen color. */
function ofChosenColor(s: GameState, colors: readonly string[], source: Source | undefined): boolean {
  const now = source && s.objects[source.id];
  const chosen = now?.kind === "card" ? now.chosen : (source as { chosen?: string } | undefined)?.chosen;
  return !!chosen && colors.includes(chosen);
}

/** "Defending player controls" (502.29): the player (606: or team) the source is attacking. */
function controlledByDefender(s: GameState, o: CardObject, source: ObjectId | undefined): boolean {
  const attack = s.combat?.attackers.find((a) => a.attacker === source);
  return !!attack && actAsOne(s, controllerOf(s, o), attack.defender);
}

/** The number of permanents matching a filter from the chooser's point of view ("Islands you control"). */
export function countOf(s: GameState, f: ObjectFilter, controller: PlayerId): number {
  return whileReading(s, `countOf ${controller} ${JSON.stringify(f)}`, () => permanents(s).filter((p) => matchesFilter(s, p, f, controller)).length);
}

/** A card in the graveyard of the player choosing ("target Spirit card with converted mana cost 3 or less"), or in any
 * graveyard of a player within range (601.2), or an opponent's ("in an opponent's graveyard"), with the filter's card types, subtypes and converted mana cost;
 * `x`: the X announced for the spell or ability (409.1b), which "with converted mana cost X or less" reads (Stir the Grave). */
function cardInGraveyardIsLegal(s: GameState, spec: TargetSpec, id: string, controller: PlayerId, x?: number): boolean {
  const o = s.objects[id];
  if (!o || o.kind !== "card" || o.zone !== "graveyard") return false;
  if (spec.kind === "cardInYourGraveyard" ? o.owner !== controller : !inRange(s, controller, o.owner) || (spec.opponent && !opponents(s, controller).includes(o.owner))) return false;
  const f = spec.filter;
  if (f && !characteristicsMatch(characteristics(s, o), f)) return false;
  if (f?.convertedManaCostAtMostX && x !== undefined && convertedManaCost(o) > x) return false;
  return f?.convertedManaCostAtMost === undefined || convertedManaCost(o) <= f.convertedManaCostAtMost;
}

export function targetCandidates(s: GameState, spec: TargetSpec, controller: PlayerId, self?: Targeter): readonly Target[] {
  return readingState(s, () => {
    // Found once per reading of the state for each word, chooser and targeter: a target listing
    // asks for each partial choice of the words before, and again for its details.
    const known = whileReading(s, "targetCandidates", () => new WeakMap<object, WeakMap<TargetSpec, Map<PlayerId, Target[]>>>());
    let bySpec = known.get(self ?? NO_TARGETER);
    if (!bySpec) known.set(self ?? NO_TARGETER, (bySpec = new WeakMap()));
    let byController = bySpec.get(spec);
    if (!byController) bySpec.set(spec, (byController = new Map()));
    let found = byController.get(controller);
    if (!found) byController.set(controller, (found = candidatesOf(s, spec, controller, self)));
    return found;
  });
}
/** The key of `targetCandidates` for a word no spell or ability chooses (an Aura's "enchant" as it comes into play). */
const NO_TARGETER = {};

function candidatesOf(s: GameState, spec: TargetSpec, controller: PlayerId, self?: Targeter): Target[] {
  return conceivable(s, spec, controller).filter((t) => isLegalTarget(s, spec, t, controller, self));
}

/** Whether a target word names objects on the stack: spells, abilities, or either. */
function onStack(spec: TargetSpec): boolean {
  return spec.kind === "spell" || spec.kind === "activatedAbility" || spec.kind === "spellOrAbility" || spec.kind === "ability";
}

/** 415.7: a spell or ability on the stack that chose exactly one target (an object chosen by two of its words "target" is still one target). */
export function hasSingleTarget(o: GameObject | undefined): boolean {
  const targets = o?.zone === "stack" ? o.targets : undefined;
  return !!targets?.length && targets.every((t) => sameTarget(t, targets[0]!));
}

/** What a target word could name, before its legality is checked, in the order candidates are listed. */
function conceivable(s: GameState, spec: TargetSpec, controller: PlayerId): Target[] {
  const spells = spec.kind === "spellOrPermanent" ? s.stack.filter((id) => s.objects[id]!.kind === "card") : [];
  const objects = spec.kind === "player" ? [] : spec.kind === "cardInYourGraveyard" ? player(s, controller).graveyard : spec.kind === "cardInAGraveyard" ? inGame(s).flatMap((p) => p.graveyard) : onStack(spec) ? s.stack : [...permanents(s).map((o) => o.id), ...spells];
  const players = spec.kind === "player" || spec.kind === "creatureOrPlayer" ? inGame(s).map((p): Target => ({ player: p.id })) : [];
  return [...players, ...objects.map((object): Target => ({ object }))];
}

/**
 * The first of `conceivable`'s targets (in its order) that `ok` accepts: no list is built, as
 * whether a spell in hand has a legal target is asked at almost every priority and is most
 * often answered by one of the first.
 */
function firstConceivable(s: GameState, spec: TargetSpec, controller: PlayerId, ok: (t: Target) => boolean): Target | undefined {
  if (spec.kind === "player" || spec.kind === "creatureOrPlayer") {
    for (const p of inGame(s)) {
      const t: Target = { player: p.id };
      if (ok(t)) return t;
    }
    if (spec.kind === "player") return undefined;
  }
  const first = (ids: readonly ObjectId[]) => {
    for (const object of ids) {
      const t: Target = { object };
      if (ok(t)) return t;
    }
    return undefined;
  };
  if (spec.kind === "cardInYourGraveyard") return first(player(s, controller).graveyard);
  if (spec.kind === "cardInAGraveyard") {
    for (const p of inGame(s)) {
      const t = first(p.graveyard);
      if (t) return t;
    }
    return undefined;
  }
  if (onStack(spec)) return first(s.stack);
  return first(s.play) ?? (spec.kind === "spellOrPermanent" ? first(s.stack.filter((id) => s.objects[id]!.kind === "card")) : undefined);
}

/** How many targets a word "target" takes: one, "up to N" (0–N), "N target" (exactly N) or "any number of" (1 or more). */
export function targetRange(spec: TargetSpec): [number, number] {
  return spec.upTo ? [0, spec.upTo] : spec.exactly ? [spec.exactly, spec.exactly] : spec.anyNumber ? [1, Infinity] : [1, 1];
}

/** The spec each chosen target answers: a variable-count word (always the last) takes the rest. */
export function expandSpecs(declared: TargetSpec[], count: number | undefined): TargetSpec[] {
  const last = declared[declared.length - 1];
  if (!last || count === undefined || targetRange(last)[1] === 1) return declared;
  return [...declared.slice(0, -1), ...Array<TargetSpec>(Math.max(0, count - declared.length + 1)).fill(last)];
}

/**
 * 409.1c: why these targets can't be chosen, or null. The same object may be chosen once for
 * each word "target" (so Seeds of Strength may pump one creature three times), but not twice
 * for one word, nor for "another target" if it was already chosen.
 */
export function targetsProblem(s: GameState, declared: TargetSpec[], targets: Target[], controller: PlayerId, self?: Targeter): string | null {
  // Each target's legality may read every permanent ("power no greater than the number of ..."): layers computed once.
  return readingState(s, () => problemOf(s, declared, targets, controller, self));
}

function problemOf(s: GameState, declared: TargetSpec[], targets: Target[], controller: PlayerId, self?: Targeter): string | null {
  const last = declared[declared.length - 1];
  const [min, max] = last ? targetRange(last) : [0, 0];
  const fixed = declared.length - (last ? 1 : 0);
  if (targets.length < fixed + min || targets.length > fixed + max)
    return `${fixed + min === fixed + max ? fixed + min : `${fixed + min} to ${max === Infinity ? "any number of" : fixed + max}`} ${agree(fixed + max, "target")} needed; ${targets.length} given`;
  const specs = expandSpecs(declared, targets.length);
  for (let i = 0; i < targets.length; i++) {
    const spec = specs[i]!;
    if (!isLegalTarget(s, spec, targets[i]!, controller, self)) return `target ${i + 1} is not a legal ${describeSpec(spec)}`;
    if (repeatsTarget(declared, targets, i)) return `target ${i + 1} was already chosen ${spec.another ? "(it must be another target)" : "for the same word \"target\""}`;
  }
  return null;
}

/** 409.1c: whether target i repeats an earlier one of the same word, or any earlier one for "another target". */
export function repeatsTarget(declared: TargetSpec[], targets: Target[], i: number): boolean {
  const fixed = declared.length - 1;
  const spec = expandSpecs(declared, targets.length)[i]!;
  const earlier = spec.another ? targets.slice(0, i) : i >= fixed ? targets.slice(fixed, i) : [];
  return earlier.some((t) => sameTarget(t, targets[i]!));
}

/** Every complete choice of targets (bounded for the option list). */
export function targetChoices(s: GameState, declared: TargetSpec[], controller: PlayerId, limit = 200, self?: Targeter, most = Infinity): Target[][] {
  return readingState(s, () => choicesOf(s, declared, controller, limit, self, most));
}

/** `most`: the most targets the variable-count word may take (409.1d: no more than the amount divided among them). */
function choicesOf(s: GameState, declared: TargetSpec[], controller: PlayerId, limit: number, self: Targeter | undefined, most: number): Target[][] {
  const last = declared[declared.length - 1];
  // "up to one target" (0 or 1) is variable too: its word may take none.
  const variable = last && (targetRange(last)[1] > 1 || targetRange(last)[0] === 0) ? last : undefined;
  // Whether there is a legal choice at all: the first choice listed below, found from the first
  // legal candidates of each word without listing every candidate.
  if (limit === 1) return firstChoice(s, declared, controller, variable, self);
  let out: Target[][] = [[]];
  for (const spec of variable ? declared.slice(0, -1) : declared) {
    const next: Target[][] = [];
    const candidates = targetCandidates(s, spec, controller, self);
    for (const partial of out)
      for (const t of candidates)
        if (next.length < limit && !(spec.another && partial.some((p) => sameTarget(p, t)))) next.push([...partial, t]);
    out = next;
  }
  if (!variable) return out;
  const [min, printedMax] = targetRange(variable);
  const max = Math.min(printedMax, most);
  const candidates = targetCandidates(s, variable, controller, self);
  const result: Target[][] = [];
  for (const partial of out) {
    const usable = variable.another ? candidates.filter((c) => !partial.some((p) => sameTarget(p, c))) : candidates;
    const walk = (start: number, acc: Target[]) => {
      if (result.length >= limit) return;
      if (acc.length >= min) result.push([...partial, ...acc]);
      if (acc.length === max) return;
      for (let i = start; i < usable.length; i++) walk(i + 1, [...acc, usable[i]!]);
    };
    walk(0, []);
  }
  return result;
}

/**
 * 409.1c: whether a permanent's ability with these target words has a legal choice of targets.
 * Where no word looks at the source itself ("another", "other than ~", "defending player",
 * a spell target), a target's legality depends on the source only through its qualities
 * (protection, 502.7), its characteristics: permanents alike (250 Vedalken Shackles, each with
 * the same characteristics object) find the answer once per reading of the state.
 */
export function abilityHasTargets(s: GameState, declared: TargetSpec[], controller: PlayerId, source: CardObject): boolean {
  const find = () => targetChoices(s, declared, controller, 1, targeter(source.id)).length > 0;
  if (declared.some((sp) => sp.notSelf || sp.another || sp.defendingPlayer || sp.thatPlayerControls || sp.kind === "spell" || sp.kind === "spellOrAbility")) return find();
  const known = whileReading(s, `abilityHasTargets ${controller}`, () => new Map<TargetSpec[], Map<object, boolean>>());
  let bySource = known.get(declared);
  if (!bySource) known.set(declared, (bySource = new Map()));
  const qualities = characteristics(s, source);
  let v = bySource.get(qualities);
  if (v === undefined) bySource.set(qualities, (v = find()));
  return v;
}

/** The first of `choicesOf`'s choices (each word's first legal candidate not already chosen
 * where it may not be; the variable word's first `min`), or none. */
function firstChoice(s: GameState, declared: TargetSpec[], controller: PlayerId, variable: TargetSpec | undefined, self?: Targeter): Target[][] {
  const chosen: Target[] = [];
  for (const spec of variable ? declared.slice(0, -1) : declared) {
    const partial = chosen.slice();
    const first = firstConceivable(s, spec, controller, (t) => !(spec.another && partial.some((p) => sameTarget(p, t))) && isLegalTarget(s, spec, t, controller, self));
    if (!first) return [];
    chosen.push(first);
  }
  if (!variable) return [chosen];
  const min = targetRange(variable)[0];
  const partial = chosen.slice();
  for (const t of conceivable(s, variable, controller)) {
    if (chosen.length - partial.length >= min) break;
    if (!(variable.another && partial.some((p) => sameTarget(p, t))) && isLegalTarget(s, variable, t, controller, self)) chosen.push(t);
  }
  return chosen.length - partial.length >= min ? [chosen] : [];
}

export function describeSpec(spec: TargetSpec): string {
  if (spec.kind === "cardInYourGraveyard" || spec.kind === "cardInAGraveyard") {
    const cost = spec.filter?.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${spec.filter.convertedManaCostAtMost} or less` : "";
    const where = spec.kind === "cardInYourGraveyard" ? "your graveyard" : spec.opponent ? "an opponent's graveyard" : "a graveyard";
    const colors = (spec.filter?.colors ?? []).map((c) => colorWord(c)).join(" ");
    return [spec.notSelf ? "other" : "", spec.filter?.supertypes?.join(" ") ?? "", colors, spec.filter?.subtypes?.join(" or ") ?? "", spec.filter?.types?.join(" or ") ?? spec.filter?.allTypes?.join(" ") ?? "", `card${cost} in ${where}`].filter(Boolean).join(" ");
  }
  if (spec.kind === "activatedAbility" || spec.kind === "spellOrAbility" || spec.kind === "ability") return describeAbilityTarget(spec);
  if (spec.orFilter) return `${describeSpec({ ...spec, orFilter: undefined })} or ${describeSpec({ ...spec, filter: spec.orFilter, orFilter: undefined })}`;
  const base = spec.kind === "creatureOrPlayer" ? "creature or player" : spec.kind === "spellOrPermanent" ? "spell or permanent" : spec.opponent ? "opponent" : spec.kind;
  const f = spec.filter;
  const colors = [(f?.colors ?? []).map((c) => colorWord(c)).join(" or "), ...(f?.notColors ?? []).map((c) => `non${colorWord(c)}`), ...(f?.multicolored ? ["multicolored"] : []), ...(f?.monocolored ? ["monocolored"] : []), ...(f?.notSupertypes ?? []).map((t) => `non${t}`)].filter(Boolean).join(" ");
  const inCombat = f?.combat === "attackingOrBlocking" ? "attacking or blocking" : f?.combat === "unblockedAttacking" ? "unblocked attacking" : (f?.combat ?? "");
  const words = [spec.notSelf ? "other" : "", f?.enchanted ? "enchanted" : "", f?.tapped === true ? "tapped" : f?.tapped === false ? "untapped" : "", inCombat, colors, f?.subtypes?.join(" or ") ?? "", f?.types?.join(" or ") ?? f?.allTypes?.join(" ") ?? base, f?.types && spec.kind === "spell" ? "spell" : ""];
  const whose = f?.controller === "you" ? " you control" : f?.controller === "opponent" ? " an opponent controls" : f?.controller === "notYou" ? " you don't control" : spec.defendingPlayer ? " defending player controls" : spec.thatPlayerControls ? " that player controls" : "";
  const counted = spec.powerAtMost?.count;
  const power = counted ? ` with power less than or equal to the number of ${(counted.subtypes ?? counted.types ?? ["permanent"]).join(" or ")}s${counted.controller === "you" ? " you control" : ""}` : "";
  const cost = (f?.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${f.convertedManaCostAtMost} or less` : f?.convertedManaCostX ? " with converted mana cost X" : f?.convertedManaCostAtMostX ? " with converted mana cost X or less" : f?.convertedManaCostOfThatSpell ? " with that spell's converted mana cost" : "") + (f?.notEnchanted ? " that isn't enchanted" : "") + (f?.dealtDamageThisTurn ? " that was dealt damage this turn" : "") + (f?.dealtDamageToYouThisTurn ? " that dealt damage to you this turn" : "") + (spec.dealtDamageBySelf ? " dealt damage by this source this turn" : "") + (spec.blockingSelf ? " blocking this source" : "") + (spec.singleTarget ? " with a single target" : "");
  const withKeywords = [...(f?.keywords ?? []).map((k) => ` with ${k}`), ...(f?.notKeywords ?? []).map((k) => ` without ${k}`)].join("");
  const bound = [["power", f?.power], ["toughness", f?.toughness]].map(([w, b]) => (b && typeof b === "object" ? ` with ${w} ${boundWords(b)}` : "")).join("");
  return words.filter(Boolean).join(" ") + withKeywords + bound + (f?.powerAtMostX ? " with power X or less" : "") + whose + power + cost;
}

export function sameTarget(a: Target, b: Target): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}
