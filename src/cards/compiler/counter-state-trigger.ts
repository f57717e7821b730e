// 410.10: "When ~ has twenty or more charge counters on it, you win the game." (Darksteel Reactor):
// a state trigger on the permanent's own counters; it triggers as soon as the count is reached,
// and not again while it waits or is on the stack (engine spells/state-triggers.ts).
import type { Trigger } from "../language.js";
import { counterKind } from "./effects.js";
import { count } from "./nouns.js";
import { alt, lazy, map, syn, word } from "./syntax.js";

const many = alt(count, word("twenty", 20));

export const selfHasCounters = map(
  syn`When ~ has ${many} or more ${lazy(() => counterKind)} counters on it`,
  ([atLeast, counter]) => (atLeast > 1 ? ({ on: "selfHasCounters", counter, atLeast } as Trigger) : undefined),
  (t: Trigger) => (t.on === "selfHasCounters" ? [t.atLeast, t.counter] : undefined),
);
