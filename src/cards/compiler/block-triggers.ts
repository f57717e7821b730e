// Block triggers that name the other creature (309.2; engine/spells/block-triggers.ts):
// "Whenever ~ blocks a creature with flying", "Whenever ~ becomes blocked by an artifact
// creature", "Whenever ~ blocks or becomes blocked by a nonblack creature" ("that creature" is
// the other one), "Whenever a creature you control / a Beast becomes blocked" ("that creature",
// "it": the attacker); and what such abilities do: "destroy that creature at end of combat" (a
// delayed triggered ability, 311.? (?)) and "it gets +1/+1 until end of turn for each creature
// blocking it".
import type { Trigger } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, same, syn, word, type Syntax } from "./syntax.js";

/** "a creature", "an artifact creature": the article the next word takes. */
function article(f: Syntax<Filter>): Syntax<Filter> {
  return {
    *parse(text, at) {
      for (const a of ["a ", "an "]) {
        if (!text.startsWith(a, at)) continue;
        if ((a === "an ") !== /^[aeiouAEIOU]/.test(text.slice(at + a.length))) continue;
        yield* f.parse(text, at + a.length);
      }
    },
    print(v) {
      const p = f.print(v);
      return p === undefined ? undefined : `${/^[aeiouAEIOU]/.test(p) ? "an" : "a"} ${p}`;
    },
  };
}
/** The other creature of the block: a creature, of any other qualities. */
const creature = map(article(filterPhrase("one")), (f) => (((f.types?.length === 1 && f.types[0] === "creature") || f.allTypes?.includes("creature")) && !f.controller && !f.other ? f : undefined), (f) => f);

type BlockPair = Extract<Trigger, { on: "blockPair" }>;
const ROLES: [string, BlockPair["role"]][] = [["blocks or becomes blocked by", "either"], ["becomes blocked by", "becomesBlocked"], ["blocks", "blocks"]];

const pair = alt<Trigger>(
  ...ROLES.map(([verb, role]) =>
    map(
      syn`Whenever ~ ${word(verb, null)} ${creature}`,
      ([, by]): Trigger => ({ on: "blockPair", what: "self", role, by }),
      (t: Trigger) => (t.on === "blockPair" && t.role === role ? [null, t.by as Filter] : undefined),
    ),
  ),
);
/** "a creature you control", "a Beast", "another Goblin you control". */
const attacker = alt<Filter>(
  map(article(filterPhrase("one")), (f) => f, (f) => (f.other ? undefined : f)),
  map(syn`another ${filterPhrase("one")}`, ([f]) => ({ ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
);
const becomesBlocked = map(
  syn`Whenever ${attacker} becomes blocked`,
  ([what]): Trigger => ({ on: "creatureBecomesBlocked", what }),
  (t: Trigger) => (t.on === "creatureBecomesBlocked" && t.what !== "self" ? [t.what as Filter] : undefined),
);

export const BLOCK_TRIGGERS: Syntax<Trigger>[] = [pair, becomesBlocked];

/** A delayed "at end of combat" ability holding one effect, printed as its text; `read`: the effect
 * as read when its words say "it" of the ability's source ("it:self", which targets.ts checks the
 * trigger may say and reads as `effect`). */
const atEndOfCombat = (words: string, text: string, effect: Clause, read: Clause = effect): Syntax<Clause[]> =>
  map(
    word(`${words} at end of combat`, null),
    () => [{ do: "delayed", at: "endOfCombat", text, effects: [read] }],
    (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "delayed" && cs[0]!.at === "endOfCombat" && same(cs[0]!.effects, [effect]) ? null : undefined),
  );

/** "it / that Sliver / ~ gets +1/+1 until end of turn for each creature blocking it". */
const blocked = alt<unknown>(word("~", "self"), word("it", "thatCreature"), word("it", "it:self"), word("that creature", "thatCreature"), ...["Sliver"].map((t) => word(`that ${t}`, "thatCreature")));
const perBlocking = map(
  syn`${blocked} gets ${lazy(() => ptChange)} until end of turn for each creature blocking it`,
  ([object, pt]) => {
    if (typeof pt.power !== "number" || typeof pt.toughness !== "number" || pt.power < 0 || pt.toughness < 0 || pt.power + pt.toughness === 0) return undefined;
    const per = (n: number) => (n === 0 ? 0 : { perBlocking: n });
    return [{ do: "modifyPT", object, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" } as Clause];
  },
  (cs: Clause[]) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object: unknown; power: unknown; toughness: unknown }) : undefined;
    const n = (v: unknown) => (v === 0 ? 0 : typeof v === "object" && v !== null && "perBlocking" in v ? (v as { perBlocking: number }).perBlocking : undefined);
    if (c?.do !== "modifyPT" || n(c.power) === undefined || n(c.toughness) === undefined || n(c.power)! + n(c.toughness)! === 0) return undefined;
    return [c.object, { power: n(c.power)!, toughness: n(c.toughness)! }];
  },
);

export const blockTriggerClauses: Syntax<Clause[]> = alt<Clause[]>(
  atEndOfCombat("destroy that creature", "Destroy that creature.", { do: "destroy", object: "thatCreature" }),
  atEndOfCombat("return that creature to its owner's hand", "Return that creature to its owner's hand.", { do: "returnToHand", object: "thatCreature" }),
  atEndOfCombat("put a +1/+1 counter on ~", "Put a +1/+1 counter on ~.", { do: "putCounters", counter: "+1/+1", amount: 1, object: "self" }),
  // "When ~ blocks, sacrifice it (destroy it) at end of combat" (Stoic Ephemera, Cinder Wall): "it" is the source.
  atEndOfCombat("sacrifice it", "Sacrifice ~.", { do: "sacrificeSelf" }, { do: "sacrificeSelf", itDeals: "it:self" } as Clause),
  atEndOfCombat("destroy it", "Destroy ~.", { do: "destroy", object: "self" }, { do: "destroy", object: "it:self" }),
  // "When ~ attacks or blocks, return it to its owner's hand at end of combat." (Quicksilver Behemoth): only the same permanent, still in play (217.1c).
  atEndOfCombat("return it to its owner's hand", "Return ~ to its owner's hand.", { do: "returnToHand", object: "self" }, { do: "returnToHand", object: "it:self" } as Clause),
  // "Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat" (the Clockwork creatures).
  atEndOfCombat("remove a +1/+1 counter from it", "Remove a +1/+1 counter from ~.", { do: "removeCounters", counter: "+1/+1", amount: 1, object: "self" }, { do: "removeCounters", counter: "+1/+1", amount: 1, object: "it:self" } as Clause),
  perBlocking,
);
