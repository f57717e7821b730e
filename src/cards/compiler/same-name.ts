// The Echoing cards of Darksteel: "Destroy target enchantment and all other enchantments with the
// same name as that enchantment." (Echoing Calm, Echoing Ruin), "Return target nonland permanent
// and all other permanents with the same name as that permanent to their owners' hands." (Echoing
// Truth), "Target creature and all other creatures with the same name as that creature get -2/-2
// until end of turn." (Echoing Decay, Echoing Courage). Only the first is targeted; the others are
// the permanents that share its name as the spell begins to resolve, and none if the target is no
// longer legal (413.2a): the language's `sameName` (engine effects/radiance.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, words, type Syntax } from "./syntax.js";

type SameName = { do: "sameName"; of: { target: TargetSpec }; others: Filter; effects: Clause[] };

/** The noun of "that creature": the head of the others' plural ("all other creatures", "all other permanents"). */
const HEADS = ["creature", "artifact", "enchantment", "land", "permanent"] as const;
type Head = (typeof HEADS)[number];
const that = words<Head>(HEADS.map((h) => [h, h]));
const headOf = (f: Filter): Head | undefined => {
  const keys = Object.keys(f);
  if (keys.length === 0) return "permanent";
  if (keys.length === 1 && f.types?.length === 1 && (HEADS as readonly string[]).includes(f.types[0]!)) return f.types[0] as Head;
  return undefined;
};

const sameName = (t: TargetSpec, others: Filter, head: Head, inner: Clause): Clause[] | undefined => (headOf(others) === head ? [{ do: "sameName", of: { target: t }, others, effects: [inner] }] : undefined);
const asSameName = (cs: Clause[], inner: string): SameName | undefined => {
  const c = cs.length === 1 ? (cs[0] as SameName) : undefined;
  return c?.do === "sameName" && c.effects.length === 1 && c.effects[0]!.do === inner && headOf(c.others) !== undefined ? c : undefined;
};
const others = lazy(() => filterPhrase("many"));
const it = { target: "it" };

let built: Syntax<Clause[]> | undefined;
export const sameNameClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= alt<Clause[]>(
      map(
        syn`destroy ${target} and all other ${others} with the same name as that ${that}`,
        ([t, f, h]) => sameName(t, f, h, { do: "destroy", object: it }),
        (cs) => {
          const c = asSameName(cs, "destroy");
          return c && Object.keys(c.effects[0]!).length === 2 ? [c.of.target, c.others, headOf(c.others)] : undefined;
        },
      ),
      map(
        syn`return ${target} and all other ${others} with the same name as that ${that} to their owners' hands`,
        ([t, f, h]) => sameName(t, f, h, { do: "returnToHand", object: it }),
        (cs) => {
          const c = asSameName(cs, "returnToHand");
          return c ? [c.of.target, c.others, headOf(c.others)] : undefined;
        },
      ),
      map(
        syn`${target} and all other ${others} with the same name as that ${that} get ${lazy(() => ptChange)} until end of turn`,
        ([t, f, h, v]) => (typeof v.power === "number" && typeof v.toughness === "number" ? sameName(t, f, h, { do: "modifyPT", object: it, power: v.power, toughness: v.toughness, duration: "endOfTurn" }) : undefined),
        (cs) => {
          const c = asSameName(cs, "modifyPT");
          const m = c?.effects[0] as { power: unknown; toughness: unknown } | undefined;
          return c && m && typeof m.power === "number" && typeof m.toughness === "number" ? [c.of.target, c.others, headOf(c.others), { power: m.power, toughness: m.toughness }] : undefined;
        },
      ),
    )),
);
