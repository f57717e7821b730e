// "Switch target creature's power and toughness until end of turn." (Strange Inversion, Crookclaw
// Transmuter), "Switch ~'s power and toughness until end of turn." (Windreaver, Myr Quadropod),
// "Switch each creature's power and toughness until end of turn." (Mannichi, the Fevered Dream):
// a `becomes` effect whose modification is `switchPT`, applied in sublayer 6e after every other
// power/toughness change, whatever their timestamps (418.5a; engine effects/characteristics.ts).
// "Each creature" is the creatures in play as it resolves (418.3b).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

const whose: Syntax<unknown> = alt<unknown>(
  map(target, (t) => (t.kind === "creature" ? { target: t } : undefined), (r) => (r && typeof r === "object" && typeof (r as { target?: unknown }).target === "object" && ((r as { target: TargetSpec }).target.kind === "creature") ? (r as { target: TargetSpec }).target : undefined)),
  word("~", "self"),
  word("each creature", { all: { types: ["creature"] } }),
);

export const switchPTClauses: Syntax<Clause[]> = map(
  syn`switch ${whose}'s power and toughness until end of turn`,
  ([object]) => [{ do: "becomes", object, modifications: [{ kind: "switchPT" }], duration: "endOfTurn" }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "becomes" ? cs[0]! : undefined;
    const ms = c?.modifications as { kind: string }[] | undefined;
    return c && c.duration === "endOfTurn" && !c.whileCounter && ms?.length === 1 && ms[0]!.kind === "switchPT" && Object.keys(ms[0]!).length === 1 ? [c.object] : undefined;
  },
);
