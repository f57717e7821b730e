// "you may pay {1}. If you do, you gain 1 life" (Iron Star, Goblin War Wagon, Mind's Eye) and
// "~ deals 8 damage to you unless you pay {G}{G}{G}{G}" (Force of Nature): a payment asked as
// the spell or ability resolves (413.2c, 409.1h); engine/effects/pay-or-not.ts.
import type { Clause } from "./effects.js";
import { modeClauses } from "./effects.js";
import { manaCost } from "./unless-pay.js";
import type { Syntax } from "./syntax.js";

const IF_YOU_DO = ". If you do, ";
const UNLESS = " unless you pay ";
/** "unless its controller pays": the controller of the effects' only target, a permanent (Crystal Shard). */
const UNLESS_ITS = " unless its controller pays ";

function only(cs: Clause[], what: string): Clause | undefined {
  return cs.length === 1 && cs[0]!.do === what ? cs[0] : undefined;
}

/** "you may pay {cost}. If you do, [effects]" (the effects one sentence). */
const mayPay: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith("you may pay ", at)) return;
    for (const [cost, end] of manaCost.parse(text, at + "you may pay ".length)) {
      if (!text.startsWith(IF_YOU_DO, end)) continue;
      const from = end + IF_YOU_DO.length;
      for (const [effects, stop] of modeClauses.parse(text, from)) yield [[{ do: "mayPay", cost, text: text.slice(from, stop), effects }], stop];
    }
  },
  print(cs) {
    const c = only(cs, "mayPay");
    const cost = c && manaCost.print(c.cost as string);
    const effects = c && modeClauses.print(c.effects as Clause[]);
    return cost && effects ? `you may pay ${cost}${IF_YOU_DO}${effects}` : undefined;
  },
};

/** One effect on one target permanent ("return target creature to its owner's hand"): whose controller "its controller" is. */
function onOneTargetPermanent(effects: Clause[]): boolean {
  const t = effects.length === 1 ? (effects[0]!.object as { target?: { kind?: string } } | undefined)?.target : undefined;
  return typeof t === "object" && (t.kind === "creature" || t.kind === "permanent");
}

/** "[effects] unless you pay {cost}" / "... unless its controller pays {cost}": the effects are read from the words before "unless" only (no left recursion). */
const unlessYouPay: Syntax<Clause[]> = {
  *parse(text, at) {
    for (const unless of [UNLESS, UNLESS_ITS]) {
      const stop = text.indexOf(unless, at);
      if (stop < 0) continue;
      const said = text.slice(at, stop);
      for (const [effects, end] of modeClauses.parse(said, 0)) {
        // "sacrifice ~ unless you pay" is the older clause of its own (unless-pay.ts, 502.13a).
        if (end !== said.length || effects.some((e) => e.do === "sacrificeSelf")) continue;
        if (unless === UNLESS_ITS && !onOneTargetPermanent(effects)) continue;
        const payer = unless === UNLESS_ITS ? { payer: "targetController" } : {};
        for (const [cost, after] of manaCost.parse(text, stop + unless.length)) yield [[{ do: "unlessYouPay", cost, text: said, effects, ...payer }], after];
      }
    }
  },
  print(cs) {
    const c = only(cs, "unlessYouPay");
    const cost = c && manaCost.print(c.cost as string);
    const effects = c && modeClauses.print(c.effects as Clause[]);
    if (c?.payer !== undefined && (c.payer !== "targetController" || !onOneTargetPermanent(c.effects as Clause[]))) return undefined;
    return cost && effects ? `${effects}${c!.payer ? UNLESS_ITS : UNLESS}${cost}` : undefined;
  },
};

export const payOrNotClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    yield* mayPay.parse(text, at);
    yield* unlessYouPay.parse(text, at);
  },
  print: (cs) => mayPay.print(cs) ?? unlessYouPay.print(cs),
};
