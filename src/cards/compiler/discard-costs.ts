// A cost item (409.1f): "Discard a land card", "Discard an artifact card from your hand" — a
// card of that type from the hand, chosen as the ability is played.
import type { Cost } from "../language.js";
import { map, opt, syn, word, words, type Syntax } from "./syntax.js";

type CardTypeName = NonNullable<Cost["discardType"]>;
const TYPES: CardTypeName[] = ["artifact", "creature", "enchantment", "land", "instant", "sorcery"];
const typed = words<CardTypeName>(TYPES.map((t) => [`${/^[aeiou]/.test(t) ? "an" : "a"} ${t} card`, t]));

export const discardTypeCost: Syntax<Partial<Cost>> = map(
  syn`Discard ${typed}${opt(word(" from your hand", true as const))}`,
  ([discardType]) => ({ discardType }),
  (c: Partial<Cost>) => (c.discardType ? [c.discardType, undefined] : undefined),
);
