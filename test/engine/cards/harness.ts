// The per-card harness (issue 13, verification 3): for a card, a position where it can be
// played and its abilities used; it is played through the options the engine lists, every
// decision after it answered with a listed option, until the stack is empty and the game has
// gone on to a later step (for an upkeep trigger, to its controller's next upkeep), every
// invariant holding after every action.
import { apply, legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card as objectOf } from "../../../src/engine/game/game.js";
import { getCard, supportedCards } from "../../../src/cards/registry.js";
import { freezeObjects, setupGame } from "../helpers.js";
import { brokenInvariants, countCards } from "../invariants.js";

const LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"].flatMap((l) => [l, l, l]);
/** Spells p1 may put on the stack for an ability or spell that targets one: a creature, an artifact, an instant, an enchantment. */
const ON_THE_STACK = ["Grizzly Bears", "Bonesplitter", "Shock", "Glorious Anthem", /** multicolored, for "target multicolored spell" (Error) */ "Lightning Helix"];
/** An Arcane spell, in hand only for a card that targets a spell by its subtypes ("Counter target Spirit or Arcane spell", 205.3d). */
const ARCANE_SPELL = "Ethereal Haze";
const targetsSpellSubtypes = (name: string) => /"kind":"spell","filter":\{"subtypes"/.test(JSON.stringify(getCard(name)));
/** The same Arcane card in the graveyard for a card that names Arcane ("target Arcane card from your graveyard"). */
const namesArcane = (name: string) => /"Arcane"/.test(JSON.stringify(getCard(name)));
const LIBRARY = Array.from({ length: 12 }, (_, i) => (i % 2 ? "Grizzly Bears" : "Island"));

export interface HarnessResult {
  /** What was played: "from hand", and "ability N" for each ability used. */
  played: string[];
  /** What could not be played, and why. */
  problems: string[];
}

/** Creatures in play of each subtype the card's definition names ("target Goblin", "Sacrifice a Spirit"), for its targets and costs. */
function ofSubtypes(name: string): string[] {
  const named = [...JSON.stringify(getCard(name)).matchAll(/"subtypes":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[]);
  // A legendary one only when there is no other (420.5e: two would both go).
  const creatures = supportedCards().filter((c) => c.types.includes("creature") && c.name !== name).sort((a, b) => a.supertypes.length - b.supertypes.length);
  // As many as a "Tap N untapped [creatures] you control" cost taps (409.1f): Ancestor's Prophet's five Clerics.
  const copies = Math.max(1, ...getCard(name).abilities.map((a) => (a.kind === "triggered" ? 1 : (a.cost.tapUntapped?.count ?? 1))));
  return [...new Set(named)].flatMap((t) => {
    const found = creatures.find((c) => c.subtypes.includes(t));
    return found ? Array<string>(found.supertypes.length ? 1 : copies).fill(found.name) : [];
  });
}

/** A card of each type its abilities discard for a cost ("Discard a land card", 409.1f). */
function toDiscard(info: ReturnType<typeof getCard>): string[] {
  const of: Record<string, string> = { land: "Forest", artifact: "Bonesplitter", creature: "Grizzly Bears", enchantment: "Glorious Anthem", instant: "Shock" };
  return info.abilities.flatMap((a) => (a.kind !== "triggered" && a.cost.discardType && of[a.cost.discardType] ? [of[a.cost.discardType]!] : []));
}

/** Basic lands beyond the three of each color, for a mana cost with four or more symbols of one color (Flame Wave's {R}{R}{R}{R}). */
function extraLands(manaCost: string): string[] {
  const basics: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
  return Object.entries(basics).flatMap(([c, land]) => Array(Math.max(0, (manaCost.match(new RegExp(`\\{${c}\\}`, "g"))?.length ?? 0) - 3)).fill(land) as string[]);
}

/** The lands of every color; snow-covered ones for a card with {S} in a cost (only mana a snow source produced pays it)
 * or whose text counts snow permanents ("if you control four or more snow permanents", "When you control no snow lands"). */
function lands(name: string): string[] {
  return /\{S\}|"snow"/.test(JSON.stringify(getCard(name))) ? LANDS.map((l) => `Snow-Covered ${l}`) : LANDS;
}

/** A nonbasic land for the opponent, for a card that targets one ("Destroy target nonbasic land"). */
function nonbasic(name: string): string[] {
  return /"notSupertypes":\[[^\]]*"basic"/.test(JSON.stringify(getCard(name))) ? ["Terramorphic Expanse"] : [];
}

/** An Aura in play is attached to the first permanent before it that it could enchant (its kind, types and colors), so that its abilities can be used (212.4). */
function auraHost(info: ReturnType<typeof getCard>, before: string[]): { attachedTo?: number } {
  if (!info.enchant) return {};
  const { kind, filter } = info.enchant;
  const i = before.findIndex((n) => {
    const c = getCard(n);
    if (kind === "creature" && !c.types.includes("creature")) return false;
    if (filter?.types && !filter.types.some((t) => c.types.includes(t))) return false;
    if (filter?.colors && !filter.colors.some((x) => c.colors.includes(x))) return false;
    if (filter?.subtypes && !filter.subtypes.some((t) => c.subtypes.includes(t))) return false;
    return true;
  });
  return i >= 0 ? { attachedTo: i } : {};
}

/** The position: the card in its owner's hand and (if a permanent) in play, ready; targets of every kind about. At `upkeep`: in p1's upkeep instead of the main phase ("Play this ability only during your upkeep"). */
function position(name: string, upkeep = false): GameState {
  const info = getCard(name);
  // An Aura put into play unattached goes to the graveyard at once (420.5d); one with only
  // triggered abilities has nothing to use there, and its leaves-play trigger (Spirit Loop)
  // would start the position with a stack.
  const permanent = !info.types.includes("instant") && !info.types.includes("sorcery") && !(info.enchant && info.abilities.every((a) => a.kind === "triggered"));
  // Counters its abilities remove as a cost (409.1f), so that they can be paid.
  const counters: Record<string, number> = {};
  for (const a of info.abilities) if (a.kind !== "triggered" && a.cost.removeCounters) counters[a.cost.removeCounters.counter] = Math.max(counters[a.cost.removeCounters.counter] ?? 0, a.cost.removeCounters.count);
  const s = setupGame({
    players: [
      {
        hand: [name, ...ON_THE_STACK, ...(targetsSpellSubtypes(name) ? [ARCANE_SPELL] : []), ...toDiscard(info)],
        play: [...lands(name), ...extraLands(info.manaCost), "Hill Giant", "Suntail Hawk", "Bonesplitter", "Glorious Anthem", ...ofSubtypes(name), ...(info.enchant ? ["Grizzly Bears"] : []), ...(permanent ? [{ card: name, counters, ...auraHost(info, [...lands(name), ...extraLands(info.manaCost), "Hill Giant", "Suntail Hawk", "Bonesplitter", "Glorious Anthem", ...ofSubtypes(name), "Grizzly Bears"]) }] : [])],
        // Cards of those subtypes in the graveyard too, for "target Zombie card from your graveyard".
        // The card itself too when it has an ability played from the graveyard (403.1: "Return ~ from your graveyard to your hand").
        graveyard: ["Grizzly Bears", "Shock", "Forest", "Bonesplitter", "Glorious Anthem", "Ravenous Rats", ...ofSubtypes(name), ...(namesArcane(name) ? [ARCANE_SPELL] : []), ...(info.abilities.some((a) => a.kind === "activated" && a.from === "graveyard") ? [name] : [])],
        library: LIBRARY,
      },
      {
        hand: ["Grizzly Bears", "Island", "Shock"],
        play: ["Island", "Mountain", ...nonbasic(name), { card: "Grizzly Bears" }, { card: "Bog Imp", tapped: true }, { card: "Isamaru, Hound of Konda" }, { card: "Wandering Ones" }, { card: "Bonesplitter" }, { card: "Glorious Anthem" }],
        graveyard: ["Hill Giant"],
        library: LIBRARY,
      },
    ],
    turn: 3,
    active: 0,
    ...(upkeep ? { step: "upkeep" as const } : { step: "main" as const, phase: "precombatMain" as const }),
  }, `harness ${name}`);
  // 419.1b: the position puts the copy into play without "As ~ comes into play, choose a color"; its player
  // chooses white, as he or she could have (Suntail Hawk and Glorious Anthem are white: "target permanent of the chosen color").
  const copy = s.play.find((id) => objectOf(s, id).card === name);
  if (copy && info.comesIntoPlay?.choose === "color") s.objects[copy] = { ...objectOf(s, copy), chosen: "W" };
  // "Target creature that was dealt damage this turn" (Crushing Pain): p2's Grizzly Bears was dealt 1 damage by p1's Hill Giant this turn.
  if (JSON.stringify(info).includes('"dealtDamageThisTurn":true')) {
    const bears = s.play.find((id) => objectOf(s, id).card === "Grizzly Bears" && objectOf(s, id).controller === "p2")!;
    const giant = s.play.find((id) => objectOf(s, id).card === "Hill Giant")!;
    s.objects[bears] = { ...objectOf(s, bears), damage: 1, damagedBy: [{ source: giant, turn: s.turn.number }] };
  }
  return s;
}

/**
 * Plays `name` from hand, then each ability of the copy in play from a fresh position: an
 * activated ability from priority, a mana ability while paying for Grizzly Bears (406: mana
 * abilities are played while paying). What isn't listed is tried again with a spell of each
 * kind on the stack (a spell to target).
 */
export function exercise(name: string): HarnessResult {
  const out: HarnessResult = { played: [], problems: [] };
  const info = getCard(name);
  const start = position(name);
  const total = countCards(start);
  const turns = info.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "beginningOfUpkeep") ? 2 : 1;
  const hand = start.players[0]!.hand.find((id) => objectOf(start, id).card === name)!;
  const fromHand = (o: Action) => (o.type === "playSpell" || o.type === "playLand") && o.card === hand;
  // In combat, p1 attacks with Hill Giant, Suntail Hawk ("attacking creature with flying") and the creatures of the subtypes the card names ("target attacking Spirit").
  const attackers = ["Hill Giant", "Suntail Hawk", ...ofSubtypes(name)];
  const played = attempt(start, fromHand, total, turns, attackers);
  if (typeof played === "string") out.problems.push(`from hand: ${played}`);
  else out.played.push("from hand");
  const spell = info.types.includes("instant") || info.types.includes("sorcery");
  const inPlay = start.play.find((id) => objectOf(start, id).card === name);
  info.abilities.forEach((a, i) => {
    if (a.kind === "triggered") return;
    // An ability played from the hand (Channel, typecycling, transmute: 403.1) is used from the copy in hand.
    const fromHandAbility = a.kind === "activated" && a.from === "hand";
    // An ability played from the graveyard (403.1) is used from the copy there; one played "only during your upkeep", in p1's upkeep.
    const fromGraveyard = a.kind === "activated" && a.from === "graveyard";
    if (spell && !fromHandAbility && !fromGraveyard) return;
    const here = a.kind === "activated" && a.timing === "yourUpkeep" ? position(name, true) : start;
    const source = fromHandAbility ? hand : fromGraveyard ? here.players[0]!.graveyard.find((id) => objectOf(here, id).card === name) : here.play.find((id) => objectOf(here, id).card === name);
    const mine = (o: Action) => o.type === "playAbility" && o.source === source && o.ability === i;
    let from = a.kind === "mana" ? withSpell(start, "Grizzly Bears") : here;
    // A mana ability with a mana cost (the Signets' {1}) is paid from the pool: another source's mana first (409.1f).
    if (a.kind === "mana" && a.cost.mana) from = apply(from, "p1", legalDecision(from, "p1")!.options.find((o) => o.type === "playAbility" && o.source !== inPlay)!).state;
    const r = attempt(from, mine, total, turns, attackers);
    if (typeof r === "string") out.problems.push(`ability ${i}: ${r}`);
    else out.played.push(`ability ${i}`);
  });
  return out;
}

/** p1 has announced a spell and is paying for it (or, with `pay`, has paid and holds priority with it on the stack). */
function withSpell(s: GameState, name: string, pay = false): GameState {
  const id = s.players[0]!.hand.find((h) => objectOf(s, h).card === name)!;
  s = apply(s, "p1", { type: "playSpell", card: id }).state;
  if (s.pending?.kind === "targets") s = apply(s, "p1", legalDecision(s, "p1")!.options[0]!).state;
  for (let i = 0; pay && i < 30 && s.pending?.kind === "payment"; i++) {
    const d = legalDecision(s, "p1")!;
    s = apply(s, "p1", d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!).state;
  }
  return s;
}

/** p1 has played the first listed activated ability of its permanent `name` (first listed targets, paid) and holds priority with it on the stack (undefined if it can't). */
function withAbility(s: GameState, name: string): GameState | undefined {
  const source = s.play.find((x) => objectOf(s, x).card === name && objectOf(s, x).controller === "p1");
  const play = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === source);
  if (!play) return undefined;
  s = apply(s, "p1", play).state;
  if (s.pending?.kind === "targets") s = apply(s, "p1", legalDecision(s, "p1")!.options[0]!).state;
  for (let i = 0; i < 30 && s.pending?.kind === "payment"; i++) {
    const d = legalDecision(s, "p1")!;
    s = apply(s, "p1", d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility")!).state;
  }
  return s.pending?.kind === "priority" && s.pending.player === "p1" && s.stack.length > 0 ? s : undefined;
}

/** The same position in the declare blockers step: p1's `attackers` attack (Hill Giant first), p2's Grizzly Bears blocks Hill Giant, p1 holds priority (undefined if the game doesn't get there). */
function inCombat(s: GameState, attackers: string[]): GameState | undefined {
  const id = (name: string, who: string) => s.play.find((x) => objectOf(s, x).card === name && objectOf(s, x).controller === who);
  const [giant, bears] = [id("Hill Giant", "p1"), id("Grizzly Bears", "p2")];
  const attacking = attackers.map((n) => id(n, "p1")).filter((x): x is string => x !== undefined);
  if (!giant || !bears) return undefined;
  for (let i = 0; i < 20 && s.pending?.kind === "priority"; i++) s = apply(s, s.pending.player, { type: "pass" }).state;
  if (s.pending?.kind !== "attackers") return undefined;
  s = apply(s, "p1", { type: "declareAttackers", attackers: [...new Set(attacking)].map((attacker) => ({ attacker, defender: "p2" })) }).state;
  for (let i = 0; i < 20 && s.pending?.kind === "priority"; i++) s = apply(s, s.pending.player, { type: "pass" }).state;
  if (s.pending?.kind !== "blockers") return undefined;
  s = apply(s, "p2", { type: "declareBlockers", blocks: [{ blocker: bears, attacker: giant }] }).state;
  return s.pending?.kind === "priority" && s.pending.player === "p1" && s.turn.step === "declareBlockers" ? s : undefined;
}

/** Every listed option that `pick` accepts, played through; else the same with a spell of p1 on the stack. */
function attempt(s: GameState, pick: (o: Action) => boolean, total: Map<string, number>, turns: number, attackers: string[]): true | string {
  let options = legalDecision(s, "p1")!.options.filter(pick);
  const arcane = s.players[0]!.hand.some((h) => objectOf(s, h).card === ARCANE_SPELL) ? [ARCANE_SPELL] : [];
  for (const spell of [...ON_THE_STACK, ...arcane]) {
    if (options.length || s.pending?.kind !== "priority") break;
    const t = withSpell(s, spell, true);
    options = legalDecision(t, "p1")?.options.filter(pick) ?? [];
    if (options.length) s = t;
  }
  // "Counter target activated ability" (Squelch): with p1's Bonesplitter's equip ability on the stack.
  if (!options.length && s.pending?.kind === "priority") {
    const t = withAbility(s, "Bonesplitter");
    options = t ? (legalDecision(t, "p1")?.options.filter(pick) ?? []) : [];
    if (options.length) s = t!;
  }
  // "Target attacking or blocking creature": with p1's Hill Giant attacking and p2's Grizzly Bears blocking it.
  if (!options.length && s.pending?.kind === "priority") {
    const t = inCombat(s, attackers);
    options = t ? (legalDecision(t, "p1")?.options.filter(pick) ?? []) : [];
    if (options.length) s = t!;
  }
  if (!options.length) return "not listed";
  for (const o of options) {
    const problem = run(s, o, total, turns);
    if (problem) return problem;
  }
  return true;
}

/** Takes the action, then answers every decision with a listed option until the stack is empty and the game has moved to a later step. Returns what went wrong, if anything. */
function run(s: GameState, first: Action, total: Map<string, number>, turns: number): string | undefined {
  const startTurn = s.turn.number;
  const startStep = `${s.turn.number} ${s.turn.step}`;
  let action: Action | undefined = first;
  let who = "p1";
  for (let n = 0; n < 400; n++) {
    try {
      s = apply(freezeObjects(s), who, action!).state;
    } catch (e) {
      return `a listed option was refused: ${JSON.stringify(action)}: ${(e as Error).message}`;
    }
    const broken = brokenInvariants(s, total);
    if (broken.length) return `invariants broken after ${JSON.stringify(action)}: ${broken.join("; ")}`;
    // The game goes on: with the stack empty it has moved to a later step (or, for an upkeep trigger, a later turn).
    if (s.status === "finished" || s.turn.number >= startTurn + turns) return undefined;
    if (turns === 1 && s.stack.length === 0 && `${s.turn.number} ${s.turn.step}` !== startStep) return undefined;
    who = s.pending!.player;
    // Passing is always among the options of priority (409, 502): no need to list them all.
    if (s.pending!.kind === "priority") {
      action = { type: "pass" };
      continue;
    }
    const d = legalDecision(s, who)!;
    action = choose(d.kind, d.options);
    if (!action) return `no listed option for a ${d.kind} decision`;
  }
  return "the game did not reach the next turn";
}

/** A listed option: pay what is asked, keep the game moving (pass rather than start something new), accept "may". */
function choose(kind: string, options: Action[]): Action | undefined {
  const by = (t: string) => options.find((o) => o.type === t);
  if (kind === "payment") return by("payMana") ?? by("playAbility") ?? options[0];
  if (kind === "may") return options.find((o) => o.type === "may" && o.accept) ?? options[0];
  if (kind === "attackers" || kind === "blockers") return options.find((o) => (o.type === "declareAttackers" && o.attackers.length === 0) || (o.type === "declareBlockers" && o.blocks.length === 0)) ?? options[0];
  return options[0];
}
