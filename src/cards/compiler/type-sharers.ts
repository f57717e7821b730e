// The Onslaught Crowns: "Sacrifice Crown of Vigor: Enchanted creature and other creatures that
// share a creature type with it get +1/+1 until end of turn." (and "get +1/+0 and gain first
// strike", "gain flying", "gain protection from black and from red"). One effect on a group fixed
// as it resolves (418.3b): the creature the Aura enchanted (as it last existed, once sacrificed,
// 413.2) and every other creature that then shares a creature type with it (`andSharingACreatureType`,
// engine effects/type-sharers.ts).
import type { Clause } from "./effects.js";
import { keywordList } from "./abilities.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

type Pt = { power: number; toughness: number };
type Mod = { kind: string; keyword?: string; power?: number; toughness?: number };
const GROUP = { andSharingACreatureType: "enchanted" } as const;
const group = word("enchanted creature and other creatures that share a creature type with it", null);

const becomes = (modifications: Mod[]): Clause[] => [{ do: "becomes", object: GROUP, modifications, duration: "endOfTurn" } as Clause];
/** The modifications of the group's one "becomes" effect, if it is one. */
const modsOf = (cs: Clause[]): Mod[] | undefined => {
  const c = cs.length === 1 ? cs[0]! : undefined;
  return c?.do === "becomes" && c.duration === "endOfTurn" && JSON.stringify(c.object) === JSON.stringify(GROUP) ? (c.modifications as Mod[]) : undefined;
};
const pt = (v: Pt): Mod => ({ kind: "modifyPT", power: v.power, toughness: v.toughness });
const keywords = (ms: Mod[]): string[] | undefined => (ms.length && ms.every((m) => m.kind === "addKeyword") ? ms.map((m) => m.keyword!) : undefined);

/** `grantWords` and `numericPT` are the effects grammar's (effects.ts). */
export function typeSharerClauses(grantWords: Syntax<string[]>, numericPT: Syntax<Pt | undefined>): Syntax<Clause[]> {
  return alt<Clause[]>(
    map(syn`${group} get ${numericPT} until end of turn`, ([, v]) => (v ? becomes([pt(v)]) : undefined), (cs) => {
      const ms = modsOf(cs);
      return ms?.length === 1 && ms[0]!.kind === "modifyPT" ? [null, { power: ms[0]!.power!, toughness: ms[0]!.toughness! }] : undefined;
    }),
    // "gain protection from black and from red": two keywords, as a keyword line writes them.
    map(syn`${group} gain ${alt(grantWords, lazy(() => keywordList))} until end of turn`, ([, ks]) => becomes(ks.map((keyword) => ({ kind: "addKeyword", keyword }))), (cs) => {
      const ks = keywords(modsOf(cs) ?? []);
      return ks ? [null, ks] : undefined;
    }),
    map(syn`${group} get ${numericPT} and gain ${grantWords} until end of turn`, ([, v, ks]) => (v ? becomes([pt(v), ...ks.map((keyword) => ({ kind: "addKeyword", keyword }))]) : undefined), (cs) => {
      const ms = modsOf(cs);
      const ks = ms && ms[0]!.kind === "modifyPT" ? keywords(ms.slice(1)) : undefined;
      return ks ? [null, { power: ms![0]!.power!, toughness: ms![0]!.toughness! }, ks] : undefined;
    }),
  );
}
