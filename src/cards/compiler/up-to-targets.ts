// "Up to N target [permanents]" (409.1c: a word "target" may take a number of targets; here zero
// to N different ones, chosen as the spell or ability is played): "Tap up to three target
// creatures." (Terashi's Cry, Early Frost), "Up to three target creatures can't block this turn."
// (Panic Attack, Unearthly Blizzard), "return up to two target creatures to their owners' hands"
// (Hoverguard Sweepers), "up to five target creatures each get -1/-1 until end of turn" (Nefashu). The effect affects each chosen target still legal as it
// resolves (415.?: illegal ones are unaffected); the language keeps the number as the target's
// `upTo`, and only the last word "target" of a spell or ability may take one. "Destroy six target
// creatures" (Hex) takes exactly that many different targets (`exactly`): it can't be played
// without six legal ones (409.1c), and destroys those still legal as it resolves.
import type { TargetSpec } from "../language.js";
import { ptChange, type Clause, type InlineTarget, one } from "./effects.js";
import { count, filterOfSpec, filterPhrase, specOf } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

/** "[count] target [plural noun phrase]", the number kept as the target's `key` (two or more). */
const numbered = (n: Syntax<number>, key: "upTo" | "exactly"): Syntax<InlineTarget> =>
  map(
    syn`${n} target ${filterPhrase("many")}`,
    ([k, f]) => (k >= 2 ? { target: { ...specOf(f), [key]: k } } : undefined),
    (r) => {
      const t = r.target;
      if (typeof t !== "object" || !t[key]) return undefined;
      const { [key]: k, ...rest } = t;
      const f = filterOfSpec(rest as TargetSpec);
      return f ? [k!, f] : undefined;
    },
  );
/** "up to three target creatures", "up to three target lands". */
export const upToTargets = numbered(map(syn`up to ${count}`, ([k]) => k, (k) => [k]), "upTo");
/** "six target creatures": exactly that many. */
const exactTargets = numbered(count, "exactly");
const isUpTo = (o: unknown) => typeof o === "object" && o !== null && typeof (o as InlineTarget).target === "object" && !!((o as { target: TargetSpec }).target.upTo);


const tapUpTo = one(
  syn`tap ${upToTargets}`,
  ([object]) => ({ do: "tap", object }),
  (c) => (c.do === "tap" && isUpTo(c.object) ? [c.object] : undefined),
);
/** "can't block this turn": a restriction until end of turn (418.5a layer 6), on each of them. */
const cantBlockUpTo = one(
  syn`${upToTargets} can't block this turn`,
  ([object]) => ({ do: "becomes", object, modifications: [{ kind: "addRestriction", restriction: "cantBlock" }], duration: "endOfTurn" }),
  (c) => {
    const mods = c.modifications as { kind: string; restriction?: string }[] | undefined;
    return c.do === "becomes" && c.duration === "endOfTurn" && isUpTo(c.object) && mods?.length === 1 && mods[0]!.kind === "addRestriction" && mods[0]!.restriction === "cantBlock" ? [c.object] : undefined;
  },
);

/** "return up to two target creatures to their owners' hands" (Hoverguard Sweepers). */
const returnUpTo = one(
  syn`return ${upToTargets} to their owners' hands`,
  ([object]) => ({ do: "returnToHand", object }),
  (c) => (c.do === "returnToHand" && isUpTo(c.object) ? [c.object] : undefined),
);
/** "up to five target creatures each get -1/-1 until end of turn" (Nefashu): layer 6b, each one its own effect. */
const eachGetUpTo = one(
  syn`${upToTargets} each get ${lazy(() => ptChange)} until end of turn`,
  ([object, pt]) => (typeof pt.power === "number" && typeof pt.toughness === "number" ? { do: "modifyPT", ...pt, object, duration: "endOfTurn" } : undefined),
  (c) => (c.do === "modifyPT" && c.duration === "endOfTurn" && isUpTo(c.object) && typeof c.power === "number" && typeof c.toughness === "number" ? [c.object, { power: c.power, toughness: c.toughness }] : undefined),
);

/** "Destroy six target creatures" (Hex). */
const destroyExact = one(
  syn`destroy ${exactTargets}`,
  ([object]) => ({ do: "destroy", object }),
  (c) => (c.do === "destroy" && !c.noRegeneration && typeof c.object === "object" && typeof (c.object as InlineTarget).target === "object" && (c.object as { target: TargetSpec }).target.exactly ? [c.object] : undefined),
);

export const upToTargetClauses: Syntax<Clause[]> = alt(tapUpTo, cantBlockUpTo, returnUpTo, eachGetUpTo, destroyExact);
