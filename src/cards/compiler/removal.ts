// Clauses of the damage family on permanents: "Remove target creature from the game", "Remove
// all creatures from the game" (217.7), "Regenerate enchanted creature", "Regenerate each
// creature you control" (419.6b). Engine: effects/removal.ts.
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const isPermanent = (t: TargetSpec) => t.kind === "creature" || t.kind === "permanent";
/** A target permanent ("target attacking or blocking creature", "target land"). */
const permanentTarget: Syntax<InlineTarget> = map(target, (t) => (isPermanent(t) ? { target: t } : undefined), (r) => (typeof r.target === "object" && isPermanent(r.target) ? r.target : undefined));
const one = (c: Clause | undefined): Clause[] | undefined => (c ? [c] : undefined);
const only = (cs: Clause[], what: string): Clause | undefined => (cs.length === 1 && cs[0]!.do === what ? cs[0] : undefined);
const all = (f: Filter) => (f.other ? undefined : { all: f });
const allOf = (o: unknown): Filter | undefined => (o && typeof o === "object" && "all" in o ? (o as { all: Filter }).all : undefined);

/** "Remove from the game target creature that dealt damage to you this turn" (Reciprocate): the era puts "from the game" before a target with a long relative clause. */
const trailing = (o: InlineTarget) => typeof o.target === "object" && !!o.target.filter?.dealtDamageToYouThisTurn;

export const removalClauses: Syntax<Clause[]> = alt<Clause[]>(
  // "Remove target creature you control from the game, then return it to play under its owner's control" (Momentary Blink).
  map(syn`remove ${permanentTarget} from the game, then return it to play under its owner's control`, ([object]) => (trailing(object) ? undefined : one({ do: "removeAndReturn", object })), (cs: Clause[]) => {
    const o = only(cs, "removeAndReturn")?.object as InlineTarget | undefined;
    return typeof o?.target === "object" && isPermanent(o.target) && !trailing(o) ? [o] : undefined;
  }),
  // "{3}{W}: Remove ~ from the game, then return it to play under its owner's control" (Flickering Spirit).
  map(lit("remove ~ from the game, then return it to play under its owner's control"), () => [{ do: "removeAndReturn", object: "self" }], (cs: Clause[]) => (only(cs, "removeAndReturn")?.object === "self" ? null : undefined)),
  map(syn`remove ${permanentTarget} from the game`, ([object]) => (trailing(object) ? undefined : one({ do: "removeFromGame", object })), (cs: Clause[]) => {
    const c = only(cs, "removeFromGame");
    const t = (c?.object as InlineTarget | undefined)?.target;
    return typeof t === "object" && isPermanent(t) && !trailing(c!.object as InlineTarget) ? [c!.object] : undefined;
  }),
  map(syn`remove from the game ${permanentTarget}`, ([object]) => (trailing(object) ? one({ do: "removeFromGame", object }) : undefined), (cs: Clause[]) => {
    const c = only(cs, "removeFromGame");
    const t = (c?.object as InlineTarget | undefined)?.target;
    return typeof t === "object" && isPermanent(t) && trailing(c!.object as InlineTarget) ? [c!.object] : undefined;
  }),
  map(syn`remove all ${filterPhrase("many")} from the game`, ([f]) => one(all(f) && { do: "removeFromGame", object: all(f) }), (cs: Clause[]) => {
    const f = allOf(only(cs, "removeFromGame")?.object);
    return f ? [f] : undefined;
  }),
  map(lit("regenerate enchanted creature"), () => [{ do: "regenerate", object: "enchanted" }], (cs: Clause[]) => (only(cs, "regenerate")?.object === "enchanted" ? null : undefined)),
  map(syn`regenerate each ${filterPhrase("one")}`, ([f]) => one(all(f) && { do: "regenerate", object: all(f) }), (cs: Clause[]) => {
    const f = allOf(only(cs, "regenerate")?.object);
    return f ? [f] : undefined;
  }),
);
