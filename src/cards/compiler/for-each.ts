// "... for each Zombie in play" after a sentence of life, damage or P/T effects: Shepherd of Rot's
// "Each player loses 1 life for each Zombie in play", Irradiate's "Target creature gets -1/-1 until
// end of turn for each artifact you control", Hunger of the Nim's "+1/+1". Each number of the
// sentence's effects is that many times the permanents matching as it resolves (413.2), the P/T
// change then fixed until end of turn (418.5a): the language's `perEach` amount. Only these kinds of
// effect: "draw a card for each" has its own amount (draw-per-count.ts), and "for each other ..."
// (the source left out) is `perOther`.
import { counted } from "./draw-per-count.js";
import type { Clause } from "./effects.js";
import { plainClauses } from "./effects.js";
import type { TargetSpec } from "../language.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { lazy, map, syn, words, type Syntax } from "./syntax.js";

// "Target player discards a card from his or her hand for each Swamp you control." (Mind Sludge): the discard's count.
const KINDS = new Set(["loseLife", "gainLife", "damage", "damageEach", "modifyPT", "discard"]);
const NUMBERS: Record<string, string[]> = { loseLife: ["amount"], gainLife: ["amount"], damage: ["amount"], damageEach: ["amount"], modifyPT: ["power", "toughness"], discard: ["amount"] };

/** The permanents counted, and whose: "he or she controls" / "that player controls" (the Emissaries) name the trigger's player (404.1);
 * "target player controls" (Divine Congregation) a player target of the spell or ability (409.1c), numbered in printed order (targets.ts). */
type Whose = "thatPlayer" | "theirOwn" | { target: TargetSpec };
/** `players`: "for each player" (Benediction of Moons), the players in the game as it resolves. */
type Counted = { count: Filter; whose?: Whose } | { players: true };
/** "he or she" only where the sentence is said of that player ("that player loses 1 life for each artifact he or she controls"). */
const saidOfThatPlayer = (cs: Clause[]) => cs.every((c) => c.player === "thatPlayer");
/** ... or of each player of a group losing life, each counting his or her own ("each opponent loses 1 life for each creature he or she controls", Netherborn Phalanx). */
const saidOfEach = (cs: Clause[]) => cs.every((c) => c.do === "loseLife" && ["each", "eachOther", "eachOpponent"].includes(c.player as string));

/** The effects with each number times the count; undefined if an effect is of another kind, or has no number to multiply. */
function multiply(cs: Clause[], counted: Counted): Clause[] | undefined {
  const out: Clause[] = [];
  for (const c of cs) {
    if (!KINDS.has(c.do) || (c.do === "damage" && c.divided)) return undefined;
    const keys = NUMBERS[c.do]!;
    if (!keys.every((k) => typeof c[k] === "number") || keys.every((k) => c[k] === 0)) return undefined;
    const m: Clause = { ...c };
    for (const k of keys) if (c[k] !== 0) m[k] = "players" in counted ? { perPlayer: c[k] } : { perEach: c[k], count: counted.count, ...(counted.whose ? { whose: counted.whose } : {}) };
    out.push(m);
  }
  return out.length ? out : undefined;
}

/** The reverse: the count every multiplied number shares, and the effects with their numbers back. */
function divide(cs: Clause[]): { body: Clause[] } & Counted | undefined {
  let count: string | undefined;
  const body: Clause[] = [];
  for (const c of cs) {
    if (!KINDS.has(c.do)) return undefined;
    const m: Clause = { ...c };
    let any = false;
    for (const k of NUMBERS[c.do]!) {
      const v = c[k] as unknown;
      if (v === 0) continue;
      if (typeof v === "object" && v !== null && "perPlayer" in v && Object.keys(v).length === 1) {
        count ??= JSON.stringify({ players: true });
        if (count !== JSON.stringify({ players: true })) return undefined;
        m[k] = (v as { perPlayer: number }).perPlayer;
        any = true;
        continue;
      }
      if (typeof v !== "object" || v === null || !("perEach" in v) || Object.keys(v).some((x) => !["perEach", "count", "whose"].includes(x))) return undefined;
      const p = v as { perEach: number; count: Filter; whose?: Whose };
      const key = JSON.stringify({ count: p.count, whose: p.whose });
      count ??= key;
      if (count !== key) return undefined;
      m[k] = p.perEach;
      any = true;
    }
    if (!any) return undefined;
    body.push(m);
  }
  return count === undefined ? undefined : { body, ...(JSON.parse(count) as Counted) };
}

const FOR_EACH = " for each ";
/** The positions whose body is being read (its first clause is tried there again: left recursion). */
const reading: { text: string; at: number }[] = [];

/** "[effects with numbers] for each [permanents counted]": the whole sentence's effects. */
export const forEachClauses: Syntax<Clause[]> = lazy(() => {
  const yours = counted();
  const theirs = map(
    syn`${filterPhrase("one")} ${words<string>([["he or she controls", "he or she"], ["that player controls", "that player"]])}`,
    ([f, who]) => (f.controller || f.other ? undefined : { f, who }),
    (v: { f: Filter; who: string }) => [v.f, v.who],
  );
  // "for each creature target player controls": a player target (an opponent too), counted among that player's permanents.
  const targeted = map(
    syn`${filterPhrase("one")} ${target} controls`,
    ([f, t]): Counted | undefined => (f.controller || f.other || t.kind !== "player" ? undefined : { count: f, whose: { target: t } }),
    (v: Counted) => ("count" in v && typeof v.whose === "object" ? [v.count, v.whose.target] : undefined),
  );
  return {
    *parse(text, at) {
      if (text.slice(0, at).endsWith(" and ") || text.slice(0, at).endsWith(", then ") || reading.some((r) => r.text === text && r.at === at)) return;
      for (let where = text.indexOf(FOR_EACH, at); where >= 0; where = text.indexOf(FOR_EACH, where + 1)) {
        const from = where + FOR_EACH.length;
        const counts: [Counted & { who?: string }, number][] = [
          // "for each player": the word alone, the sentence ending there.
          ...(/^player(?![a-z'])/.test(text.slice(from)) ? [[{ players: true }, from + "player".length] as [Counted, number]] : []),
          ...[...yours.parse(text, from)].map(([count, end]): [Counted, number] => [{ count }, end]),
          ...[...theirs.parse(text, from)].map(([{ f, who }, end]): [Counted & { who: string }, number] => [{ count: f, whose: "thatPlayer", who }, end]),
          ...targeted.parse(text, from),
        ];
        if (!counts.length) continue;
        reading.push({ text, at });
        let bodies: Clause[][];
        try {
          bodies = [...plainClauses.parse(text, at)].filter(([, end]) => end === where).map(([b]) => b);
        } finally {
          reading.pop();
        }
        for (const [{ who, ...count }, end] of counts)
          for (const body of bodies) {
            let counted = count as Counted;
            if (who === "he or she" && !saidOfThatPlayer(body)) {
              if (!saidOfEach(body)) continue;
              counted = { ...counted, whose: "theirOwn" } as Counted;
            } else if (who === "that player" && saidOfThatPlayer(body)) continue;
            const cs = multiply(body, counted);
            if (cs) yield [cs, end];
          }
      }
    },
    print(cs) {
      const d = divide(cs);
      if (!d) return undefined;
      const said = plainClauses.print(d.body);
      if ("players" in d) return said === undefined ? undefined : said + FOR_EACH + "player";
      const count = typeof d.whose === "object" ? targeted.print(d) : d.whose === "theirOwn" ? (saidOfEach(d.body) ? theirs.print({ f: d.count, who: "he or she" }) : undefined) : d.whose ? theirs.print({ f: d.count, who: saidOfThatPlayer(d.body) ? "he or she" : "that player" }) : yours.print(d.count);
      return said === undefined || count === undefined ? undefined : said + FOR_EACH + count;
    },
  };
});
