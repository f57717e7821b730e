// Conditions that count the permanents "you" control (the snow counts of Coldsnap): "Play this
// ability only if you control four or more snow permanents." (Heidar, Rimewind Master,
// Rimewind Cryomancer; 403.1: a condition on playing the ability). Read with the same words
// wherever the language reads a condition ("as long as ...").
import type { Condition } from "../language.js";
import { count, filterPhrase } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

export const controlAtLeast: Syntax<Condition> = map(
  syn`you control ${count} or more ${filterPhrase("many")}`,
  // Types, subtypes, supertypes and tapped status only, as "you control a Forest" (effects/characteristics.ts controlledMatching reads layer 4).
  ([n, f]) => (n < 2 || f.controller || f.other || f.colors || f.notColors || f.combat || f.keywords || f.notKeywords ? undefined : { youControlAtLeast: { filter: f, count: n } }),
  (c) => (c.youControlAtLeast ? [c.youControlAtLeast.count, c.youControlAtLeast.filter] : undefined),
);
