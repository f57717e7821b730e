// A cost item (409.1b, 409.1f): "Remove X [kind] counters from ~" (the Time Spiral storage
// lands, the Betrayers of Kamigawa Baku): X is announced as the ability is played, and the cost
// can be paid only if the permanent has that many counters of the kind.
import type { Cost } from "../language.js";
import { counterKind } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";

export const removeXCountersCost: Syntax<Partial<Cost>> = map(
  syn`Remove X ${counterKind} counters from ~`,
  ([counter]) => ({ removeCountersX: counter }),
  (c: Partial<Cost>) => (c.removeCountersX ? [c.removeCountersX] : undefined),
);
