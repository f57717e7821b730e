// Kicker (502.21): the keyword line "Kicker {W}{W}" / "Kicker {R} and/or {W}" (502.21b: two
// kicker costs), the intervening "if" of its linked triggers (", if the kicker cost was paid",
// ", if the {R} kicker cost was paid", 404.3), and the conditions of "instead" sentences about
// how the spell was played: "If the kicker cost was paid, [effects] instead." and "If you
// played this spell during your main phase, [effects] instead." (instead-if.ts); a permanent's
// ", if you (didn't) play it from your hand" (409.1a, spells/as-played.ts).
// Engine: keywords/kicker.ts, spells/played-when.ts, effects/conditions.ts.
import type { Condition } from "../language.js";
import { manaCost } from "./unless-pay.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

/** The printed kicker: one cost, or two joined by "and/or" (502.21b). */
const kickerCosts: Syntax<string> = alt(
  map(syn`${manaCost} and/or ${manaCost}`, ([a, b]) => `${a} and/or ${b}`, (c) => {
    const m = /^(\S+) and\/or (\S+)$/.exec(c);
    return m ? [m[1], m[2]] : undefined;
  }),
  map(manaCost, (c) => c, (c) => (c.includes(" ") ? undefined : c)),
  // "Kicker {X}" (Verdeloth the Ancient): X announced with the spell when the kicker is paid (409.1b).
  word("{X}", "{X}"),
);

/** "Kicker {W}{W}" (abilities.ts `cardKeywords`). */
export const kickerLine: Syntax<{ kicker: string }> = map(syn`Kicker ${kickerCosts}`, ([kicker]) => ({ kicker }), (p) => ("kicker" in p ? [p.kicker] : undefined));

/** What the spell's player did as it was played: "the kicker cost was paid", "the {R} kicker cost was paid", "you played this spell during your main phase". */
export const playedConditions: Syntax<Condition> = alt<Condition>(
  word("the kicker cost was paid", { kicked: true }),
  map(syn`the ${manaCost} kicker cost was paid`, ([kickedWith]) => ({ kickedWith }), (c) => (c.kickedWith ? [c.kickedWith] : undefined)),
  word("you played this spell during your main phase", { playedDuringYourMainPhase: true }),
);

/** "you played it from your hand" / "you didn't play it from your hand": of a permanent, in its "comes into play" trigger (Reiver Demon, Phage the Untouchable). */
const fromHand: Syntax<Condition> = alt<Condition>(word("you played it from your hand", { playedFromYourHand: true }), word("you didn't play it from your hand", { playedFromYourHand: false }));

/** 404.3: ", if the kicker cost was paid", ", if you played it from your hand" after a trigger's comma (trigger-events.ts `INTERVENING_IFS`). */
export const kickerIntervening: Syntax<Condition> = alt<Condition>(
  map(syn`, if ${playedConditions}`, ([c]) => (c.playedDuringYourMainPhase ? undefined : c), (c) => (c.playedDuringYourMainPhase ? undefined : [c])),
  map(syn`, if ${fromHand}`, ([c]) => c, (c) => (c.playedFromYourHand !== undefined ? [c] : undefined)),
);
