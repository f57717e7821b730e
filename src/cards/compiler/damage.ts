// Damage clauses of the damage family (416, 419): damage to each creature and/or each player
// ("~ deals 3 damage to each creature without flying and each player"), and to a target player
// and each creature he or she controls. Their effect is `damageEach` (effects/mass-damage.ts).
import type { TargetSpec } from "../language.js";
import { damageAmount, type Clause } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, lit, map, syn, word, words, type Syntax } from "./syntax.js";

const amountLater = lazy(() => damageAmount);
/** The source names itself, or "it" after a trigger that named it ("When ~ is put into a graveyard from play, it deals 5 damage to each creature without flying"). */
const self = alt(lit("~"), lit("it"));
/** Damage equal to a number: "~" only, since after "Whenever another creature ... is put into a graveyard" "it deals damage equal to its power" is that creature (Stalking Vengeance). */
const selfOnly = lit("~");
/** "each player", "each other player", "each opponent". */
const eachPlayers = words<string>([["each player", "each"], ["each other player", "eachOther"], ["each opponent", "eachOpponent"]]);
/** "each creature", "each creature with flying", "each tapped creature": each permanent matching. */
const eachObjects: Syntax<Filter> = alt<Filter>(
  map(syn`each ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : f), (f) => [f]),
  // "each creature dealt damage this turn" (Inflame): some source dealt it damage more than 0 this turn, as the effect begins (engine effects/damaged-by.ts).
  map(syn`each ${filterPhrase("one")} dealt damage this turn`, ([f]) => (f.other || f.dealtDamageThisTurn ? undefined : { ...f, dealtDamageThisTurn: true }), (f) => {
    if (!f.dealtDamageThisTurn) return undefined;
    const { dealtDamageThisTurn, ...rest } = f;
    return [rest];
  }),
);
export const targetPlayer: Syntax<TargetSpec> = map(target, (t) => (t.kind === "player" ? t : undefined), (t) => (t.kind === "player" ? t : undefined));

type Each = { amount: number | "X" | "thatMuch" | "halfLife"; objects?: Filter; players?: string };
const each = (v: Each): Clause => ({ do: "damageEach", ...v });
const eachOf = (cs: Clause[], want: "objects" | "players" | "both"): Each | undefined => {
  const c = cs.length === 1 ? cs[0]! : undefined;
  if (c?.do !== "damageEach" || c.controlledBy) return undefined;
  const shape = c.objects && c.players ? "both" : c.objects ? "objects" : "players";
  return shape === want ? (c as unknown as Each) : undefined;
};

export const massDamage: Syntax<Clause[]> = alt<Clause[]>(
  map(syn`${self} deals ${amountLater} damage to ${eachObjects}`, ([, n, objects]) => [each({ amount: n, objects })], (cs: Clause[]) => {
    const e = eachOf(cs, "objects");
    return e && [null, e.amount, e.objects];
  }),
  map(syn`${self} deals ${amountLater} damage to ${eachObjects} and ${eachPlayers}`, ([, n, objects, players]) => [each({ amount: n, objects, players })], (cs: Clause[]) => {
    const e = eachOf(cs, "both");
    return e && [null, e.amount, e.objects, e.players];
  }),
  map(syn`${self} deals ${amountLater} damage to ${eachPlayers}`, ([, n, players]) => [each({ amount: n, players })], (cs: Clause[]) => {
    const e = eachOf(cs, "players");
    return e && [null, e.amount, e.players];
  }),
  // Heartless Hidetsugu: each player's own amount, half his or her life total (mass-damage.ts).
  map(syn`${self} deals to ${eachPlayers} damage equal to half that player's life total, rounded down`, ([, players]) => [each({ amount: "halfLife", players })], (cs: Clause[]) => {
    const e = eachOf(cs, "players");
    return e && e.amount === "halfLife" ? [null, e.players] : undefined;
    }),
  // Ronin Cliffrider: "each creature defending player controls", the creatures of the player it attacks (not targeted).
  map(syn`${self} deals ${amountLater} damage to ${eachObjects} defending player controls`, ([, n, objects]) => [{ do: "damageEach", amount: n, objects, controlledBy: "defendingPlayer" }], (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    return c?.do === "damageEach" && c.controlledBy === "defendingPlayer" && c.objects && !c.players ? [null, c.amount, c.objects] : undefined;
  }),
  // Hail Storm: two amounts in one sentence, the second to you and a group; all of it one effect of one source, dealt as it resolves (416, 419).
  map(
    syn`${self} deals ${amountLater} damage to ${eachObjects} and ${amountLater} damage to you and ${eachObjects}`,
    ([, n, first, m, second]) => [each({ amount: n, objects: first }), { do: "damage", amount: m, to: "you" }, each({ amount: m, objects: second })],
    (cs: Clause[]) => {
      const [a, b, c] = cs;
      if (cs.length !== 3 || b!.do !== "damage" || b!.to !== "you" || b!.divided) return undefined;
      const first = eachOf([a!], "objects");
      const second = eachOf([c!], "objects");
      return first && second && second.amount === b!.amount ? [null, first.amount, first.objects, b!.amount, second.objects] : undefined;
    },
  ),
  // Flame Wave: the player is the target; the creatures are those he or she controls, not targeted.
  map(
    syn`${self} deals ${amountLater} damage to ${targetPlayer} and each creature he or she controls`,
    ([, n, t]) => [{ do: "damage", amount: n, to: { target: t } }, { do: "damageEach", amount: n, objects: { types: ["creature"] }, controlledBy: { target: "it" } }],
    (cs: Clause[]) => {
      const [d, e] = cs;
      if (cs.length !== 2 || d!.do !== "damage" || d!.divided || e!.do !== "damageEach" || e!.players || e!.amount !== d!.amount) return undefined;
      const to = d!.to as { target?: TargetSpec };
      if (typeof to !== "object" || typeof to.target !== "object" || JSON.stringify(e!.objects) !== '{"types":["creature"]}' || JSON.stringify(e!.controlledBy) !== '{"target":"it"}') return undefined;
      return [null, d!.amount, to.target];
    },
  ),
);

/** "each player loses 2 life", "each opponent loses 2 life", "each other player loses 2 life" (601.2: within range). */
const losers = words<string>([["each player", "each"], ["each other player", "eachOther"], ["each opponent", "eachOpponent"]]);
export const eachLosesLife: Syntax<Clause[]> = map(
  syn`${losers} loses ${amountLater} life`,
  ([player, n]) => [{ do: "loseLife", amount: n, player }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLife" && ["each", "eachOther", "eachOpponent"].includes(cs[0]!.player as string) && (typeof cs[0]!.amount === "number" || cs[0]!.amount === "X") ? [cs[0]!.player, cs[0]!.amount] : undefined),
);

/** "you gain that much life": the damage a damage trigger's event dealt (404.1). */
export const gainThatMuch: Syntax<Clause[]> = map(
  lit("you gain that much life"),
  () => [{ do: "gainLife", amount: "thatMuch", player: "you" }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "gainLife" && cs[0]!.amount === "thatMuch" && cs[0]!.player === "you" ? null : undefined),
);

/** What damage goes to: a target creature or player, you, this permanent, or the player named before. */
const recipient: Syntax<unknown> = alt<unknown>(
  map(target, (t) => (t.kind === "spell" ? undefined : { target: t }), (r) => (r && typeof r === "object" && typeof (r as { target?: unknown }).target === "object" ? (r as { target: TargetSpec }).target : undefined)),
  word("you", "you"),
  word("~", "self"),
  word("that player", { target: "it" }),
  // Crash Landing: the creature a sentence before targeted (409.1c: "that creature" is the last target).
  word("that creature", { target: "it" }),
  // Karma: the player an upkeep trigger names (404.1; targets.ts keeps this reading only there).
  word("that player", "thatPlayer"),
);
/** "its power", "the number of cards in target player's hand", "the number of cards in your hand", "the number of Shrines you control". */
const quantity: Syntax<unknown> = alt<unknown>(
  word("its power", "power"),
  word("the number of cards in your hand", { cardsInHand: "you" }),
  map(syn`the number of cards in ${targetPlayer}'s hand`, ([t]) => ({ cardsInHand: { target: t } }), (q) => {
    const c = (q as { cardsInHand?: { target?: TargetSpec } }).cardsInHand;
    return c && typeof c === "object" && typeof c.target === "object" ? [c.target] : undefined;
  }),
  word("the number of cards in that player's hand", { cardsInHand: { target: "it" } }),
  map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.other ? undefined : { count: f }), (q) => ((q as { count?: Filter; controlledBy?: unknown }).count && !(q as { controlledBy?: unknown }).controlledBy ? [(q as { count: Filter }).count] : undefined)),
  // Weight of Spires, Karma: the permanents of one player named before ("that creature's controller", the player the trigger names).
  map(syn`the number of ${filterPhrase("many")} ${words<unknown>([["that creature's controller controls", { controllerOf: { target: "it" } }], ["he or she controls", "thatPlayer"]])}`, ([f, controlledBy]) => (f.other || f.controller ? undefined : { count: f, controlledBy }), (q) => {
    const c = q as { count?: Filter; controlledBy?: unknown };
    return c.count && c.controlledBy ? [c.count, c.controlledBy] : undefined;
  }),
);
const isEqual = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "damageEqual" ? cs[0]! : undefined);
/** 413.2f: damage equal to a number counted as it resolves (effects/damage-equal.ts); the clause's keys follow the printed order, so "that player" refers to the target named first. */
export const damageEqual: Syntax<Clause[]> = alt<Clause[]>(
  // Printed in whichever order names a shared target before "that player" refers to it.
  map(syn`${selfOnly} deals damage equal to ${quantity} to ${recipient}`, ([, equalTo, to]) => [{ do: "damageEqual", equalTo, to }], (cs: Clause[]) => {
    const c = isEqual(cs);
    return c && !c.from && !/"it"|"thatPlayer"/.test(JSON.stringify(c.equalTo)) ? [null, c.equalTo, c.to] : undefined;
  }),
  map(syn`${selfOnly} deals damage to ${recipient} equal to ${quantity}`, ([, to, equalTo]) => [{ do: "damageEqual", to, equalTo }], (cs: Clause[]) => {
    const c = isEqual(cs);
    return c && !c.from && !JSON.stringify(c.to).includes('"it"') ? [null, c.to, c.equalTo] : undefined;
  }),
  // Karplusan Yeti: the creature named before deals the damage.
  map(syn`that creature deals damage equal to its power to ${recipient}`, ([to]) => [{ do: "damageEqual", from: { target: "it" }, equalTo: "power", to }], (cs: Clause[]) => {
    const c = isEqual(cs);
    return c && JSON.stringify(c.from) === '{"target":"it"}' && c.equalTo === "power" ? [c.to] : undefined;
  }),
);

/** "that player discards a card at random" (after a damage trigger), "target player discards a card at random". */
export const discardAtRandom: Syntax<Clause[]> = map(
  syn`${alt<unknown>(map(targetPlayer, (t) => ({ target: t }), (r) => (r && typeof r === "object" && typeof (r as { target?: unknown }).target === "object" ? (r as { target: TargetSpec }).target : undefined)), word("that player", "thatPlayer"))} discards a card at random`,
  ([player]) => [{ do: "discard", amount: 1, player, random: true }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discard" && cs[0]!.random && cs[0]!.amount === 1 ? [cs[0]!.player] : undefined),
);
