// More P/T changes whose X is counted as the spell or ability resolves (413.2) and then fixed until
// end of turn (418.5a, layer 6b): "Target creature gets -X/-X until end of turn, where X is the
// number of devotion counters on ~" (Bloodthirsty Ogre: the counters on the source, as it last
// existed if it has left play; a count of permanents is where-x.ts's),
// "Target creature gets +X/+X until end of turn, where X is ~'s power" (Auriok Bladewarden) and
// "Target creature gets +X/+0 until end of turn, where X is its power" (Wine of Blood and Iron: the
// target's own power as the ability resolves; then "Sacrifice ~ at end of turn.", a delayed ability
// made as it resolves that sacrifices the source at the next end of turn step, delayed.ts).
// Engine: spells/resolve.ts `amountOf`.
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, same as sameValue, syn, word, type Syntax } from "./syntax.js";

/** "target creature", or "~" / "it" (a trigger about the card itself). */
const object: Syntax<unknown> = alt<unknown>(
  map(target, (spec) => (spec.kind === "creature" ? { target: spec } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" ? (o.target as never) : undefined)),
  word("~", "self"),
  word("it", "it:self"),
);

const counterName: Syntax<string> = {
  *parse(text, at) {
    const m = /^[a-z]+/.exec(text.slice(at));
    if (m && m[0] !== "the") yield [m[0], at + m[0].length];
  },
  print: (n) => (/^[a-z]+$/.test(n) ? n : undefined),
};

type Minus = { perCounter: string; times: -1 };
/** "the number of devotion counters on ~" (taken away); "the number of Zombies in play" is where-x.ts's, for any sentence. */
const minus: Syntax<Minus> = map(syn`the number of ${counterName} counters on ~`, ([c]) => ({ perCounter: c, times: -1 }), (m) => (m.times === -1 ? [m.perCounter] : undefined));

const SACRIFICE = [{ do: "sacrificeSelf" }];
type PT = { do: string; object: unknown; power: unknown; toughness: unknown; duration: unknown };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const one = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "modifyPT" && (cs[0] as PT).duration === "endOfTurn" ? (cs[0] as PT) : undefined);

export const whereXSignedClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`${object} gets -X/-X until end of turn, where X is ${minus}`,
    ([o, m]) => [{ do: "modifyPT", object: o, power: m, toughness: m, duration: "endOfTurn" } as Clause],
    (cs) => {
      const c = one(cs);
      const m = c?.power as Minus | undefined;
      return c && typeof m === "object" && m !== null && "perCounter" in m && m.times === -1 && same(c.power, c.toughness) ? [c.object, m] : undefined;
    },
  ),
  map(
    syn`${object} gets +X/+X until end of turn, where X is ~'s power`,
    ([o]) => [{ do: "modifyPT", object: o, power: { sourcePower: "self" }, toughness: { sourcePower: "self" }, duration: "endOfTurn" } as Clause],
    (cs) => {
      const c = one(cs);
      return c && same(c.power, { sourcePower: "self" }) && same(c.toughness, { sourcePower: "self" }) ? [c.object] : undefined;
    },
  ),
  // "its power": the target's own (targets.ts reads "it" as the last target named).
  map(
    syn`${target} gets +X/+0 until end of turn, where X is its power`,
    ([t]) => (t.kind === "creature" ? [{ do: "modifyPT", object: { target: t }, power: { powerOf: { target: "it" } }, toughness: 0, duration: "endOfTurn" } as Clause] : undefined),
    (cs) => {
      const c = one(cs);
      const t = (c?.object as { target?: { kind?: string } } | undefined)?.target;
      return c && typeof t === "object" && t.kind === "creature" && same(c.power, { powerOf: { target: "it" } }) && c.toughness === 0 ? [t as never] : undefined;
    },
  ),
  // "Sacrifice ~ at end of turn." as a sentence of its own (Wine of Blood and Iron).
  map(
    word("sacrifice ~ at end of turn", null),
    () => [{ do: "delayed", at: "endOfTurn", text: "Sacrifice it.", effects: SACRIFICE } as Clause],
    (cs) => (cs.length === 1 && cs[0]!.do === "delayed" && cs[0]!.at === "endOfTurn" && sameValue(cs[0]!.effects, SACRIFICE) ? null : undefined),
  ),
);
