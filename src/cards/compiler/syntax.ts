// A small bidirectional grammar: each piece of syntax is declared once and gives both its
// parser (every reading of a text, for backtracking) and its printer (the canonical wording
// of a value). No parser library offers printing from the same declaration, and this is the
// property the render gate relies on: a clause can't be read without being printable, so a
// card that compiles can be rendered back and compared with its printed text.

/** One way to read text from a position: the value read and the position after it. */
export type Reading<T> = [value: T, end: number];

export interface Syntax<T> {
  /** Every reading of `text` starting at `at`. */
  parse(text: string, at: number): Iterable<Reading<T>>;
  /** The canonical wording of `value`, or undefined when this syntax can't say it. */
  print(value: T): string | undefined;
}

/** Values of a tuple of syntaxes. */
export type Values<S extends readonly Syntax<unknown>[]> = { [K in keyof S]: S[K] extends Syntax<infer V> ? V : never };

/** Exact words. */
export function lit(words: string): Syntax<null> {
  return {
    *parse(text, at) {
      if (text.startsWith(words, at)) yield [null, at + words.length];
    },
    print: () => words,
  };
}

/**
 * A template of words with typed slots: syn`destroy ${object}` reads the words around the
 * slots exactly and each slot with its own syntax; its value is the tuple of slot values.
 */
export function syn<S extends readonly Syntax<unknown>[]>(words: TemplateStringsArray, ...slots: S): Syntax<Values<S>> {
  return {
    *parse(text, at) {
      function* from(i: number, pos: number, acc: unknown[]): Generator<Reading<Values<S>>> {
        const w = words[i]!;
        if (!text.startsWith(w, pos)) return;
        pos += w.length;
        if (i === slots.length) {
          yield [acc as Values<S>, pos];
          return;
        }
        for (const [v, end] of slots[i]!.parse(text, pos)) yield* from(i + 1, end, [...acc, v]);
      }
      yield* from(0, at, []);
    },
    print(values) {
      let out = words[0]!;
      for (let i = 0; i < slots.length; i++) {
        const s = slots[i]!.print(values[i]);
        if (s === undefined) return undefined;
        out += s + words[i + 1]!;
      }
      return out;
    },
  };
}

/** One of several syntaxes: read by any, printed by the first that can say the value. */
/** Bumped by each compile (card.ts): what an alternative read is remembered for one card's text only. */
let reading = 0;
export function newReading(): void {
  reading++;
}

export function alt<T>(...options: Syntax<T>[]): Syntax<T> {
  // Remembered per position of the text being read (a packrat parser's memo): a sentence that
  // several readings of a card begin alike (an effect, then "If ..., ... instead", a cost, then
  // an effect) is read once, not again for each, which kept the cost of a card from growing
  // with every clause family the grammar learns. The readings come out in the same order.
  let memo: { text: string; reading: number; at: Map<number, [T, number][]> } | undefined;
  return {
    *parse(text, at) {
      if (!memo || memo.text !== text || memo.reading !== reading) memo = { text, reading, at: new Map() };
      const mine = memo;
      let found = mine.at.get(at);
      if (!found) {
        found = [];
        for (const o of options) for (const r of o.parse(text, at)) found.push(r);
        mine.at.set(at, found);
      }
      yield* found;
    },
    print(value) {
      for (const o of options) {
        const s = o.print(value);
        if (s !== undefined) return s;
      }
      return undefined;
    },
  };
}

/**
 * A syntax read as another type: `to` turns a reading into the value (undefined: not this
 * clause), `from` turns a value back into what the syntax prints (undefined: can't say it).
 */
// `from` is typed loosely: TypeScript reads its array literals as arrays, not as the tuples of
// the template's slots; the render gate checks every printer against its parser instead.
export function map<A, B>(s: Syntax<A>, to: (a: A) => B | undefined, from: (b: B) => unknown): Syntax<B> {
  return {
    *parse(text, at) {
      for (const [a, end] of s.parse(text, at)) {
        const b = to(a);
        if (b !== undefined) yield [b, end];
      }
    },
    print(value) {
      const a = from(value);
      return a === undefined ? undefined : s.print(a as A);
    },
  };
}

/** Fixed words that stand for one value (`word("two", 2)`). */
export function word<T>(words: string, value: T): Syntax<T> {
  return map(lit(words), () => value, (v) => (same(v, value) ? null : undefined));
}

/** A choice among words, each standing for a value; printed with the first word of its value. */
export function words<T>(table: [string, T][]): Syntax<T> {
  // Longer words first, so "nonartifact" is not read as "non" + ...
  return alt(...[...table].sort((a, b) => b[0].length - a[0].length).map(([w, v]) => word(w, v)));
}

/** Either the syntax or nothing (value undefined). */
export function opt<T>(s: Syntax<T>): Syntax<T | undefined> {
  return {
    *parse(text, at) {
      yield* s.parse(text, at);
      yield [undefined, at];
    },
    print: (v) => (v === undefined ? "" : s.print(v)),
  };
}

/**
 * A list in English: "A", "A and B", "A, B, and C" (with `or` for "or"). At least one item.
 * The serial comma is the era's style ("target artifact, enchantment, or land").
 */
export function list<T>(item: Syntax<T>, conjunction: "and" | "or", min = 1): Syntax<T[]> {
  return {
    *parse(text, at) {
      function* more(acc: T[], pos: number): Generator<Reading<T[]>> {
        if (acc.length >= min) {
          if (acc.length !== 2 || !text.startsWith(", ", pos)) yield [acc, pos];
        }
        const seps = acc.length === 1 ? [` ${conjunction} `, ", "] : [`, ${conjunction} `, ", "];
        for (const sep of seps) {
          if (!text.startsWith(sep, pos)) continue;
          const last = sep.includes(conjunction);
          for (const [v, end] of item.parse(text, pos + sep.length)) {
            if (last) {
              if (acc.length + 1 >= min) yield [[...acc, v], end];
            } else yield* more([...acc, v], end);
          }
        }
      }
      for (const [v, end] of item.parse(text, at)) yield* more([v], end);
    },
    print(values) {
      if (values.length < min || values.length === 0) return undefined;
      const parts = values.map((v) => item.print(v));
      if (parts.some((p) => p === undefined)) return undefined;
      const p = parts as string[];
      if (p.length === 1) return p[0];
      if (p.length === 2) return `${p[0]} ${conjunction} ${p[1]}`;
      return `${p.slice(0, -1).join(", ")}, ${conjunction} ${p[p.length - 1]}`;
    },
  };
}

/** A clause that begins a sentence: read with or without its first letter capitalised, printed capitalised. */
/** Words that keep their capital letter at the start of a sentence (subtypes, singular and plural: nouns.ts adds them). */
export const properNouns = new Set<string>();

export function capital<T>(s: Syntax<T>): Syntax<T> {
  return {
    *parse(text, at) {
      const c = text[at];
      if (c === undefined) return;
      yield* s.parse(text.slice(0, at) + c.toLowerCase() + text.slice(at + 1), at);
      // A proper noun keeps its capital at the start of a sentence ("Samurai you control get +1/+1").
      const first = /^[A-Z][A-Za-z'-]*/.exec(text.slice(at, at + 40))?.[0];
      if (first && properNouns.has(first)) yield* s.parse(text, at);
    },
    print(v) {
      const p = s.print(v);
      return p === undefined ? undefined : p.charAt(0).toUpperCase() + p.slice(1);
    },
  };
}

/** A syntax defined later (for recursion between clauses). */
export function lazy<T>(get: () => Syntax<T>): Syntax<T> {
  // Built once, on first use: a factory such as `lazy(() => animationClauses(object, words))`
  // would otherwise build its whole grammar again at every position it is tried.
  let built: Syntax<T> | undefined;
  const syntax = () => (built ??= get());
  return { parse: (text, at) => syntax().parse(text, at), print: (v) => syntax().print(v) };
}

/** Every reading of the whole text. */
export function readAll<T>(s: Syntax<T>, text: string): T[] {
  const out: T[] = [];
  for (const [v, end] of s.parse(text, 0)) if (end === text.length) out.push(v);
  return out;
}

/** Structural equality of plain data (key order ignored, undefined keys ignored). */
export function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

export function canonical(v: unknown): string {
  return JSON.stringify(sortKeys(v));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => [k, sortKeys(x)]),
  );
}
