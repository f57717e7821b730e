// "Turn target face-down creature face up." (Break Open; Ixidor, Reality Sculptor's ability): the
// target's filter says "face-down" (nouns.ts, 504); the effect turns it face up (engine/effects/face-up.ts).
// "Turn ~ face down." (Wall of Deceit, Mischievous Quanar): the permanent itself only.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

/** A target permanent (not a player, not a spell). */
const permanent = map(target, (t) => (t.kind === "player" || t.kind === "creatureOrPlayer" || t.kind === "spell" ? undefined : t), (t: TargetSpec) => t);

const turnFaceUp: Syntax<Clause[]> = map(
  syn`turn ${permanent} face up`,
  ([t]) => [{ do: "turnFaceUp", object: { target: t } } as Clause],
  (cs) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object?: { target?: unknown } }) : undefined;
    return c?.do === "turnFaceUp" && typeof c.object?.target === "object" ? [c.object.target as TargetSpec] : undefined;
  },
);

const turnSelfFaceDown: Syntax<Clause[]> = map(
  lit("turn ~ face down"),
  () => [{ do: "turnFaceDown", object: "self" } as Clause],
  (cs) => (cs.length === 1 && cs[0]!.do === "turnFaceDown" && cs[0]!.object === "self" ? null : undefined),
);

export const turnFaceUpClauses: Syntax<Clause[]> = alt(turnFaceUp, turnSelfFaceDown);
