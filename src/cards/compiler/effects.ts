// Effect clauses (416–419): what a spell or ability does, one clause per kind of effect of the
// card language. A clause reads its targets inline ("destroy target creature" gives
// `{ target: <spec> }`, "it" gives `{ target: "it" }`); targets.ts lifts them into the
// ability's `targets` list and back.
import { TOKENS } from "../definitions.js";
import type { TargetSpec } from "../language.js";
import { Keyword } from "../language.js";
import { COLORS, count, filterPhrase, target, type Filter } from "./nouns.js";
import { alt, capital, list, lit, map, opt, syn, word, words, type Syntax } from "./syntax.js";

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

/** A permanent an effect acts on: this one (~), a target, or the one named before ("it"). */
const object: Syntax<unknown> = alt<unknown>(word("~", "self"), targetRef(isObject), word("it", { target: "it" }), word("that creature", { target: "it" }));
/** What damage or prevention goes to: a target creature or player, or you. */
const recipient: Syntax<unknown> = alt<unknown>(targetRef((s) => s.kind !== "spell"), word("you", "you"), word("it", { target: "it" }), word("that player", { target: "it" }));
/** A player in the third person: "target player", "target opponent", "that player". */
const third: Syntax<unknown> = alt<unknown>(targetRef(isPlayer), word("that player", { target: "it" }));

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
function one<T>(s: Syntax<T>, make: (v: T) => Clause | undefined, read: (c: Clause) => unknown): Syntax<Clause[]> {
  return map(s, (v) => {
    const c = make(v);
    return c ? [c] : undefined;
  }, (cs) => (cs.length === 1 ? read(cs[0]!) : undefined));
}

const damage = alt<Clause[]>(
  one(syn`~ deals ${amount} damage to ${recipient}`, ([amount, to]) => ({ do: "damage", amount, to }), (c) => (c.do === "damage" && !c.divided ? [c.amount as number, c.to] : undefined)),
  map(
    syn`~ deals ${amount} damage to ${recipient} and ${amount} damage to ${recipient}`,
    ([a1, t1, a2, t2]) => [{ do: "damage", amount: a1, to: t1 }, { do: "damage", amount: a2, to: t2 }],
    (cs: Clause[]) => (cs.length === 2 && cs.every((c) => c.do === "damage" && !c.divided) ? [cs[0]!.amount as number, cs[0]!.to, cs[1]!.amount as number, cs[1]!.to] : undefined),
  ),
);

const life = (verb: "gain" | "lose") =>
  playerVerb(verb, `${verb}s`, syn`${amount} life`, (player, [n]) => ({ do: `${verb}Life`, amount: n, player }), (c) => (c.do === `${verb}Life` ? [c.player, [c.amount]] : undefined));
const draw = playerVerb("draw", "draws", cards, (player, amount) => ({ do: "draw", amount, player }), (c) => (c.do === "draw" ? [c.player, c.amount] : undefined), true);
const discard = playerVerb("discard", "discards", cards, (player, amount) => ({ do: "discard", amount, player }), (c) => (c.do === "discard" && c.amount !== "X" ? [c.player, c.amount] : undefined), true);

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
    ].map((c, i) => (i === 1 && object === "self" ? { ...c, object: "self" } : c)),
    (cs: Clause[]) => {
      const [m, b] = cs;
      if (cs.length !== 2 || m!.do !== "modifyPT" || b!.do !== "becomes" || b!.duration !== "endOfTurn" || !grantsOnly(b!)) return undefined;
      const same = m!.object === "self" ? b!.object === "self" : JSON.stringify(b!.object) === JSON.stringify({ target: "it" });
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
  ),
  ([filter, pt]) => ({ do: "modifyPTAll", filter, ...pt, duration: "endOfTurn" }),
  (c) => (c.do === "modifyPTAll" ? [c.filter as Filter, { power: c.power as number, toughness: c.toughness as number }] as const : undefined),
);

const destroy = one(
  alt<[unknown, boolean]>(
    map(syn`destroy ${object}`, ([o]) => [o, false], ([o, n]) => (n || (o as { all?: unknown }).all ? undefined : [o])),
    map(syn`destroy ${object}. It can't be regenerated`, ([o]) => [o, true], ([o, n]) => (n && !(o as { all?: unknown }).all ? [o] : undefined)),
    map(syn`destroy all ${filterPhrase("many")}`, ([f]) => [{ all: f }, false], ([o, n]) => (!n && (o as { all?: Filter }).all ? [(o as { all: Filter }).all] : undefined)),
    map(syn`destroy all ${filterPhrase("many")}. They can't be regenerated`, ([f]) => [{ all: f }, true], ([o, n]) => (n && (o as { all?: Filter }).all ? [(o as { all: Filter }).all] : undefined)),
  ),
  ([object, n]) => ({ do: "destroy", object, ...(n ? { noRegeneration: true } : {}) }),
  (c) => (c.do === "destroy" ? [c.object, !!c.noRegeneration] : undefined),
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
);

/** Mana symbols of an "add" effect: {G} is G, {2} is CC (colorless). */
const manaSymbols: Syntax<string> = {
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
const colorSymbol = words<string>([...COLORS.map(([, c]): [string, string] => [`{${c}}`, c])]);
const addMana = alt<Clause[]>(
  one(syn`add ${manaSymbols} to your mana pool`, ([mana]) => ({ do: "addMana", mana }), (c) => (c.do === "addMana" ? [c.mana as string] : undefined)),
  one(syn`add ${colorSymbol} or ${colorSymbol} to your mana pool`, ([a, b]) => (a === b ? undefined : { do: "addManaOfChoice", mana: a + b }), (c) => (c.do === "addManaOfChoice" && (c.mana as string).length === 2 ? [(c.mana as string)[0]!, (c.mana as string)[1]!] : undefined)),
  one(lit("add one mana of any color to your mana pool"), () => ({ do: "addManaOfChoice", mana: "WUBRG" }), (c) => (c.do === "addManaOfChoice" && c.mana === "WUBRG" ? null : undefined)),
);

export const counterKind = alt<string>(word("+1/+1", "+1/+1"), word("-1/-1", "-1/-1"), {
  *parse(text, at) {
    const m = /^[a-z]+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (k) => (/^[a-z]+$/.test(k) ? k : undefined),
});
const putCounters = one(
  alt<[number, string, unknown]>(
    map(syn`put a ${counterKind} counter on ${object}`, ([k, o]) => [1, k, o], ([n, k, o]) => (n === 1 ? [k, o] : undefined)),
    map(syn`put ${count} ${counterKind} counters on ${object}`, ([n, k, o]) => (n > 1 ? [n, k, o] : undefined), ([n, k, o]) => (n > 1 ? [n, k, o] : undefined)),
  ),
  ([amount, counter, object]) => ({ do: "putCounters", counter, amount, object }),
  (c) => (c.do === "putCounters" && !c.divided ? [c.amount as number, c.counter as string, c.object] : undefined),
);

const prevent = one(
  syn`prevent the next ${amount} damage that would be dealt to ${recipient} this turn`,
  ([amount, to]) => ({ do: "preventDamage", amount, to }),
  (c) => (c.do === "preventDamage" ? [c.amount as number, c.to] : undefined),
);
const regenerate = onObject("regenerate", "regenerate");

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
    map(syn`counter ${spellTarget} unless its controller pays {${digits}}`, ([o, n]) => [o, n], ([o, u]) => (typeof u === "number" ? [o, u] : undefined)),
  ),
  ([object, unlessPays]) => ({ do: "counter", object, ...(unlessPays !== undefined ? { unlessPays } : {}) }),
  (c) => (c.do === "counter" ? [c.object, c.unlessPays] : undefined),
);

/** "a 1/1 green Saproling creature token" as printed for each token the language knows (216). */
const tokenWords = (name: string, n: number): string => {
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
  (c) => (c.do === "createTokens" && typeof c.amount === "number" ? [c.token as string, c.amount] : undefined),
);

const discardHands = one(lit("each player discards his or her hand"), () => ({ do: "discardHands" }), (c) => (c.do === "discardHands" ? null : undefined));

/** 420.5h: poison counters for you, a target player, or the defending player (of the attack this ability is about). */
const poisoned: Syntax<unknown> = alt<unknown>(targetRef(isPlayer), word("defending player", "defendingPlayer"), word("that player", { target: "it" }));
const poison = alt<Clause[]>(
  one(syn`${poisoned} gets a poison counter`, ([player]) => ({ do: "poison", amount: 1, player }), (c) => (c.do === "poison" && c.amount === 1 ? [c.player] : undefined)),
  one(syn`${poisoned} gets ${count} poison counters`, ([player, n]) => (n > 1 ? { do: "poison", amount: n, player } : undefined), (c) => (c.do === "poison" && (c.amount as number) > 1 ? [c.player, c.amount] : undefined)),
  one(lit("you get a poison counter"), () => ({ do: "poison", amount: 1, player: "you" }), (c) => (c.do === "poison" && c.amount === 1 && c.player === "you" ? null : undefined)),
);

/** 300.7 (?): "take an extra turn after this one". */
const extraTurns = alt<Clause[]>(
  one(lit("take an extra turn after this one"), () => ({ do: "extraTurns", amount: 1, player: "you" }), (c) => (c.do === "extraTurns" && c.amount === 1 && c.player === "you" ? null : undefined)),
  one(syn`${third} takes an extra turn after this one`, ([player]) => ({ do: "extraTurns", amount: 1, player }), (c) => (c.do === "extraTurns" && c.amount === 1 && c.player !== "you" ? [c.player] : undefined)),
  one(syn`take ${count} extra turns after this one`, ([n]) => (n > 1 ? { do: "extraTurns", amount: n, player: "you" } : undefined), (c) => (c.do === "extraTurns" && (c.amount as number) > 1 && c.player === "you" ? [c.amount] : undefined)),
);

/** Effects that finish at once, so they may follow "you may" (language.ts ImmediateEffect). */
const IMMEDIATE = (c: Clause) => !["discard", "draw", "damage", "changeText"].includes(c.do) && !(c.do === "counter" && c.unlessPays !== undefined);

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
const plainClause: Syntax<Clause[]> = alt(gains, restrictedThisTurn, discardHands, poison, extraTurns, damage, life("gain"), life("lose"), draw, discard, modifyPT, modifyPTAll, destroy, onObject("tap", "tap"), onObject("untap", "untap"), returnToHand, addMana, putCounters, prevent, regenerate, counterSpell, createTokens, losePerCounter);

/** Clauses joined in one sentence: "A and B", "A, then B". */
function chain(clause: Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      for (const [first, end] of clause.parse(text, at)) {
        yield [first, end];
        for (const sep of [" and ", ", then "]) {
          if (!text.startsWith(sep, end)) continue;
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
    if (cs.length !== 1 || cs[0]!.do !== "may") return undefined;
    const inner = chain(plainClause).print(cs[0]!.effects as Clause[]);
    return inner === undefined ? undefined : `you may ${inner}`;
  },
};

const clause: Syntax<Clause[]> = alt(may, plainClause);

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
      }
      for (const [[cs], end] of sentence(capitalFirst).parse(text, at)) yield* rest(cs, end);
    },
    print: (cs) => printGreedy(clause, cs, " ", (s, i) => (i > 0 || capitalFirst ? s.charAt(0).toUpperCase() + s.slice(1) : s) + "."),
  };
}

