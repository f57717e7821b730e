// A cost item (409.1f): "Tap an untapped [permanent] you control", "Tap two untapped
// [permanents] you control" — permanents chosen as the ability is played; not the {T} symbol.
import type { Cost } from "../language.js";
import { count, filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

const untappedYours = (f: Filter) => f.tapped === false && f.controller === "you";

export const tapUntappedCost: Syntax<Partial<Cost>> = alt<Partial<Cost>>(
  map(syn`Tap an ${filterPhrase("one")}`, ([filter]) => (untappedYours(filter) ? { tapUntapped: { filter, count: 1 } } : undefined), (c: Partial<Cost>) => (c.tapUntapped?.count === 1 ? [c.tapUntapped.filter] : undefined)),
  map(syn`Tap ${count} ${filterPhrase("many")}`, ([n, filter]) => (n > 1 && untappedYours(filter) ? { tapUntapped: { filter, count: n } } : undefined), (c: Partial<Cost>) => ((c.tapUntapped?.count ?? 0) > 1 ? [c.tapUntapped!.count, c.tapUntapped!.filter] : undefined)),
);
