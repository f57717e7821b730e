// "Creatures and lands target opponent controls don't untap during his or her next untap step."
// (Exhaustion): the player's permanents of those types stay tapped during that player's next
// untap step — whichever he or she controls then, not a set fixed as the spell resolves (302.2;
// engine turn/untap-step.ts). Other players' untap steps (Seedborn Muse) aren't his or hers.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, words, type Syntax } from "./syntax.js";

type Kind = "artifact" | "creature" | "land";
const KINDS = words<Kind[]>([
  ["creatures and lands", ["creature", "land"]],
  ["artifacts, creatures, and lands", ["artifact", "creature", "land"]],
]);
const player: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));

export const playerUntapSkipClauses: Syntax<Clause[]> = map(
  syn`${KINDS} ${player} controls don't untap during his or her next untap step`,
  ([types, p]) => [{ do: "skipNextUntapOf", player: p, types }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "skipNextUntapOf" ? (cs[0] as unknown as { player: { target: TargetSpec }; types: Kind[] }) : undefined;
    return c ? [c.types, c.player] : undefined;
  },
);
