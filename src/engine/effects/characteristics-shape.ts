// Every Characteristics object made with one literal: the same keys in the same order, power and
// toughness undefined rather than deleted. The rules read them everywhere
// (`characteristics(s, o).restrictions`, `.abilities`, `.types`); spread copies and deleted keys
// gave them several hidden classes (a deleted key, a dictionary), and optimized code reading them
// was thrown away ("wrong map") and compiled again (docs/PERFORMANCE.md, twenty-first session).
import type { Characteristics } from "./characteristics.js";

/** A shallow copy of `c` (its lists shared): change a list by replacing it, not in place. */
export function shallowCopy(c: Characteristics): Characteristics {
  return {
    name: c.name,
    colors: c.colors,
    supertypes: c.supertypes,
    types: c.types,
    subtypes: c.subtypes,
    power: c.power,
    toughness: c.toughness,
    keywords: c.keywords,
    restrictions: c.restrictions,
    asThough: c.asThough,
    abilities: c.abilities,
  };
}
